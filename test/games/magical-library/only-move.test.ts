/** onlyMove: the seat's one legal move when the rules leave exactly one choice, else null. */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/shared/engine/engine.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import { allDistribute, allKeep, allPlaceRight, def, start, wiz } from './helpers.js';

const only = (s: LibraryState, seat: number) => def.onlyMove!(s, seat);

/** Round 1's wizard step: each display a row of four cards at x = 0…3, y = 0. */
function wizardStep(modules: ('m8')[] = []): LibraryState {
  const s = allPlaceRight(allDistribute(allKeep(start(2, modules))));
  expect(s.phase).toBe('wizard');
  return s;
}

describe('onlyMove', () => {
  it('never forces step 1 (keep or exchange) nor step 2 (three cards to share out)', () => {
    const s = start(3);
    for (let seat = 0; seat < 3; seat++) expect(only(s, seat)).toBeNull();
    const d = allKeep(s);
    expect(d.phase).toBe('distribute');
    for (let seat = 0; seat < 3; seat++) expect(only(d, seat)).toBeNull();
  });

  it('never forces step 3: a display always offers several places', () => {
    let s = allDistribute(allKeep(start(2)));
    expect(s.phase).toBe('place');
    expect(only(s, 0)).toBeNull();
    // The last card of the hand still has several places.
    for (const card of s.hands[0].slice(0, 2)) {
      const xs = Object.keys(s.displays[0]).map((k) => Number(k.split(',')[0]));
      const r = applyMove(def, s, 0, { type: 'place', card, x: Math.max(...xs) + 1, y: 0 });
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    expect(s.hands[0]).toHaveLength(1);
    expect(only(s, 0)).toBeNull();
  });

  it('is null in step 4 while several cards may take the wizard', () => {
    const s = wizardStep();
    expect(only(s, 0)).toBeNull();
  });

  it('places the wizard on the one card that may take it, and the host accepts that move', () => {
    const s = wizardStep();
    // A wizard on (1, 0) rules out (0, 0) and (2, 0): only (3, 0) is left.
    const forced: LibraryState = { ...s, wizards: [[wiz(1, 0)], s.wizards[1]] };
    const move = only(forced, 0);
    expect(move).toEqual({ type: 'wizard', x: 3, y: 0 });
    const r = applyMove(def, forced, 0, move!);
    expect(r.ok).toBe(true);
    // Seat 1 still has four choices.
    expect(only(forced, 1)).toBeNull();
    // Once the seat is done nothing is asked of it.
    if (r.ok) expect(only(r.state, 0)).toBeNull();
  });

  it('with Module 8: a choice between the golden and an ordinary wizard is no forced move; the golden one alone is', () => {
    const s = wizardStep(['m8']);
    const one: LibraryState = { ...s, wizards: [[wiz(1, 0)], s.wizards[1]] };
    expect(only(one, 0)).toBeNull();
    const goldenOnly: LibraryState = { ...one, supply: [0, one.supply[1]] };
    const move = only(goldenOnly, 0);
    expect(move).toEqual({ type: 'wizard', x: 3, y: 0, golden: true });
    expect(applyMove(def, goldenOnly, 0, move!).ok).toBe(true);
  });

  it('is null once the game is over and for seats out of range', () => {
    const s = wizardStep();
    expect(only({ ...s, phase: 'over' }, 0)).toBeNull();
    expect(only(s, 5)).toBeNull();
  });
});
