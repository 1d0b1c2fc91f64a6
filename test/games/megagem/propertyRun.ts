/** The MegaGem property run shared by the per-player-count suites (split so that test workers run them in parallel). */
import { expect } from 'vitest';
import type { BotLevel, Seat } from '../../../src/shared/engine/types.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import type { MegaGemState } from '../../../src/shared/games/megagem/state.js';
import { runProperties } from '../../support/properties.js';
import { invariant } from './invariant.js';
import { recount } from './recount.js';

/** Moves that must be refused in this state, from a seat the game waits for. */
function illegalMoves(s: MegaGemState, seat: Seat): unknown[] {
  const notMine = [...s.gemDeck, ...s.row, ...s.hands.filter((_, i) => i !== seat).flat()];
  if (s.phase === 'reveal') return [{ type: 'bid', amount: 0 }, { type: 'reveal', gem: notMine[0] ?? 99 }, { type: 'reveal', gem: -1 }];
  const limit = megagem.view(s, seat).bidLimit!;
  return [
    { type: 'bid', amount: limit + 1 }, { type: 'bid', amount: -1 }, { type: 'bid', amount: 0.5 },
    { type: 'bid', amount: Number.NaN }, { type: 'bid' }, { type: 'reveal', gem: s.hands[seat][0] ?? 0 },
  ];
}

export const GAMES_PER_PLAYER_COUNT = 1000;

export function megagemProperties(players: number, games: number, seed: string, chart = 'A', bots?: BotLevel[]): void {
  const { moves } = runProperties<MegaGemState>(megagem, {
    players, games, seed, options: { chart }, invariant, recount, illegalMoves, probeEvery: 11, bots,
  });
  expect(moves).toBeGreaterThan(games * 40);
}
