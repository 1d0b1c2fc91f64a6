import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/shared/engine/types.js';
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

const GAMES = 1000;

describe.each([3, 4, 5])('MegaGem properties, %i players', (players) => {
  it(`${GAMES} seeded bot games keep coins and gem cards conserved, refuse illegal moves, replay and recount`, () => {
    const { moves } = runProperties<MegaGemState>(megagem, {
      players, games: GAMES, seed: `props${players}`, invariant, recount, illegalMoves, probeEvery: 11,
    });
    expect(moves).toBeGreaterThan(GAMES * 40);
  });
});

describe('MegaGem properties under every value chart', () => {
  it.each(['B', 'C', 'D', 'E'])('chart %s: 50 games each', (chart) => {
    runProperties<MegaGemState>(megagem, {
      players: 4, games: 50, seed: `chart${chart}`, options: { chart }, invariant, recount, illegalMoves,
      bots: ['basic', 'basic', 'random', 'random'],
    });
  });
});
