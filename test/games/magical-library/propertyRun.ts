/**
 * The Magical Library property runs shared by the property test files (split so that
 * vitest's two workers run them in parallel): the illegal moves probed in every state,
 * and the base-game run of 200 seeded games per player count, in chunks of 50.
 */
import { describe, expect, it } from 'vitest';
import { magicalLibrary } from '../../../src/shared/games/magical-library/index.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import { runProperties } from '../../support/properties.js';
import { libraryInvariant } from './invariant.js';
import { recount } from './recount.js';

export const illegalMoves = (s: LibraryState, seat: number) => [
  { type: 'place', card: 'no-such-card', x: 1, y: 0 },
  { type: 'wizard', x: 50, y: 50 },
  { type: 'distribute', keep: s.hands[(seat + 1) % s.players][0] ?? 'x', left: 'a', right: 'b' },
  s.phase === 'draw' ? { type: 'wizard', x: 0, y: 0 } : { type: 'exchange' },
];

const GAMES_PER_COUNT = 200;
const CHUNK = 50;

export function describeBaseGameProperties(playerCounts: number[]): void {
  describe('Magical Library properties (base game, 200 seeded games per player count)', () => {
    for (const players of playerCounts) {
      // In chunks of 50 games, so that each test stays well inside the per-test timeout on a busy machine.
      for (let chunk = 0; chunk < GAMES_PER_COUNT / CHUNK; chunk++) {
        it(`${players} players, games ${chunk * CHUNK + 1}–${(chunk + 1) * CHUNK}: every rule kept, replays, recount`, () => {
          const { moves } = runProperties<LibraryState>(magicalLibrary, {
            players, games: CHUNK, seed: `base-${players}-${chunk}`,
            invariant: libraryInvariant, recount, illegalMoves,
          });
          // 6 moves per player and round; a forfeited wizard (no legal card) makes one fewer
          expect(moves).toBeLessThanOrEqual(CHUNK * players * 30);
          expect(moves).toBeGreaterThan(CHUNK * players * 29);
        });
      }
    }
  });
}
