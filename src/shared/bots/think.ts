/**
 * One strong decision from plain data (a `BotThought`): what a worker thread runs. The game's strong-bot
 * spec comes from its manifest in the registry (the one list of games); the same thought always gives the
 * same move.
 */
import type { BotThought } from '../engine/types.js';
import { findGame } from '../games/registry.js';
import { ismcts } from './ismcts.js';

export function think(t: BotThought): { type: string } {
  const game = findGame(t.game)?.strong;
  if (!game) throw new Error(`No strong bot for game "${t.game}"`);
  return ismcts(game, t.view, t.memory, t.seat, { iterations: t.iterations, seed: t.seed }).move;
}
