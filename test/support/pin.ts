/** Seeded bot games hashed (test/engine/determinism.test.ts pins them). */
import { createHash } from 'node:crypto';
import { playBots } from '../../src/shared/engine/engine.js';
import type { AnyGame, BotLevel, BotSettings } from '../../src/shared/engine/types.js';

const LEVELS: BotLevel[] = ['random', 'basic'];

/** `games` seeded games of `def` for `players` seats (random and basic bots, alternating by seat and game): their hash. */
export function hashGames(def: AnyGame, players: number, games: number, bots?: BotLevel[], settings?: BotSettings): string {
  const h = createHash('sha256');
  const game: AnyGame = settings ? { ...def, createBot: (level, seat, seed) => def.createBot(level, seat, seed, settings) } : def;
  for (let i = 0; i < games; i++) {
    const levels = bots ?? Array.from({ length: players }, (_, seat) => LEVELS[(seat + i) % 2]);
    const { state, record, result } = playBots(game, { players, seed: `pin:${i}`, bots: levels });
    h.update(JSON.stringify(record.moves));
    h.update(JSON.stringify(state.log));
    h.update(JSON.stringify(result));
  }
  return h.digest('hex').slice(0, 16);
}

