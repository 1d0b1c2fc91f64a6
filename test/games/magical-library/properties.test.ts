import { describe, expect, it } from 'vitest';
import { MODULE_IDS } from '../../../src/shared/games/magical-library/cards.js';
import { magicalLibrary } from '../../../src/shared/games/magical-library/index.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import { runProperties } from '../../support/properties.js';
import { libraryInvariant } from './invariant.js';
import { recount } from './recount.js';

const illegal = (s: LibraryState, seat: number) => [
  { type: 'place', card: 'no-such-card', x: 1, y: 0 },
  { type: 'wizard', x: 50, y: 50 },
  { type: 'distribute', keep: s.hands[(seat + 1) % s.players][0] ?? 'x', left: 'a', right: 'b' },
  s.phase === 'draw' ? { type: 'wizard', x: 0, y: 0 } : { type: 'exchange' },
];

describe('Magical Library properties (base game)', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players: seeded bot games keep every rule, replay, and recount`, () => {
      const { moves } = runProperties<LibraryState>(magicalLibrary, {
        players, games: GAMES_PER_COUNT, seed: `base-${players}`,
        invariant: libraryInvariant, recount, illegalMoves: illegal,
      });
      expect(moves).toBeGreaterThan(GAMES_PER_COUNT * players * 20);
    });
  }
});

describe('Magical Library properties (modules)', () => {
  for (const modules of [...MODULE_IDS.map((m) => [m]), [...MODULE_IDS]]) {
    it(`modules ${modules.join(',')}`, () => {
      for (const players of [2, 4, 6]) {
        runProperties<LibraryState>(magicalLibrary, {
          players, games: modules.length > 1 ? 10 : 4, seed: `mod-${modules.join('')}-${players}`, options: { modules },
          invariant: libraryInvariant, recount, illegalMoves: illegal,
        });
      }
    });
  }
});

const GAMES_PER_COUNT = 200;
