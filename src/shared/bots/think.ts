/**
 * One strong decision from plain data (a `BotThought`): what a worker thread runs. The games with a strong
 * level are listed here by id; the same thought always gives the same move.
 */
import type { BaseState, BotThought } from '../engine/types.js';
import { strongMegaGem } from '../games/megagem/strong.js';
import { strongMagicMoney } from '../games/magic-money/strong.js';
import { strongLibrary } from '../games/magical-library/strong.js';
import { strongMarket } from '../games/magic-market/strong.js';
import { ismcts } from './ismcts.js';
import type { StrongGame } from './strong-bot.js';

type AnyStrong = StrongGame<BaseState, { type: string }, unknown, unknown>;

const STRONG: ReadonlyMap<string, AnyStrong> = new Map(
  [strongMegaGem, strongMagicMoney, strongLibrary, strongMarket].map((g) => [g.id, g as unknown as AnyStrong]),
);

export function think(t: BotThought): { type: string } {
  const game = STRONG.get(t.game);
  if (!game) throw new Error(`No strong bot for game "${t.game}"`);
  return ismcts(game, t.view, t.memory, t.seat, { iterations: t.iterations, seed: t.seed }).move;
}
