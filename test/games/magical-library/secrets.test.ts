import { describe, expect, it } from 'vitest';
import { logFor, playBots } from '../../../src/shared/engine/engine.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import { magicalLibrary as def } from '../../../src/shared/games/magical-library/index.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import type { LibraryView } from '../../../src/shared/games/magical-library/view.js';
import { libraryInvariant } from './invariant.js';
import { scrambleSecrets } from './secrets.js';

/** Every state of a few seeded bot games, with and without modules. */
function states(): LibraryState[] {
  const out: LibraryState[] = [];
  const runs: [number, string[]][] = [[2, []], [3, []], [4, ['m1', 'm3', 'm6']], [6, ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']]];
  runs.forEach(([players, modules], g) => {
    const first = def.setup(players, { modules }, `sec-${g}`);
    out.push(first);
    playBots(def, {
      players, seed: `sec-${g}`, options: { modules },
      bots: Array.from({ length: players }, (_, i) => (i % 2 ? 'random' : 'basic')),
      onMove: (_b, after) => { out.push(after as LibraryState); },
    });
  });
  return out;
}
const ALL = states();
const seatsOf = (s: LibraryState): (Seat | null)[] => [null, ...Array.from({ length: s.players }, (_, i) => i)];

describe('Magical Library secrets', () => {
  it('(a) scrambling changes the state in a non-trivial share of states, and keeps it valid', () => {
    let changed = 0, total = 0;
    ALL.forEach((s, i) => {
      for (const seat of seatsOf(s)) {
        const x = scrambleSecrets(s, seat, `k${i}`);
        total++;
        if (JSON.stringify({ ...x, rng: null }) !== JSON.stringify({ ...s, rng: null })) changed++;
        if (i % 13 === 0) libraryInvariant(x);
      }
    });
    expect(changed / total).toBeGreaterThan(0.5);
  });
  it('(b) the view and the visible log of the seat are unchanged by scrambling', () => {
    ALL.forEach((s, i) => {
      if (i % 3 !== 0 && s.phase !== 'distribute') return; // every distribute state, a third of the others
      for (const seat of seatsOf(s)) {
        const x = scrambleSecrets(s, seat, `k${i}`);
        expect(JSON.stringify(def.view(x, seat))).toBe(JSON.stringify(def.view(s, seat)));
        expect(logFor(x.log, seat)).toEqual(logFor(s.log, seat));
      }
    });
  });
  it('(c) a leaky view that shows another seat\'s hand is caught by the same comparison', () => {
    const leaky = (s: LibraryState, seat: Seat | null): LibraryView & { peek?: string[] } =>
      ({ ...def.view(s, seat), peek: s.hands[((seat ?? 0) + 1) % s.players] });
    let caught = 0;
    ALL.forEach((s, i) => {
      const x = scrambleSecrets(s, 0, `k${i}`);
      if (JSON.stringify(leaky(x, 0)) !== JSON.stringify(leaky(s, 0))) caught++;
    });
    expect(caught).toBeGreaterThan(ALL.length / 3);
    // and a view that leaks the top of the draw pile
    const peekDeck = (s: LibraryState) => ({ ...def.view(s, 1), top: s.deck.at(-1) });
    expect(ALL.some((s, i) => JSON.stringify(peekDeck(scrambleSecrets(s, 1, `d${i}`))) !== JSON.stringify(peekDeck(s)))).toBe(true);
  });
  it('keeps the cards a seat passed this round where they are (the seat knows them)', () => {
    const s = ALL.find((x) => x.phase === 'place' && x.players >= 3 && x.given[0].length === 2 && x.hands[1].includes(x.given[0][0]))!;
    expect(s).toBeDefined();
    const x = scrambleSecrets(s, 0, 'z');
    expect(x.hands[1]).toContain(s.given[0][0]);
  });
});
