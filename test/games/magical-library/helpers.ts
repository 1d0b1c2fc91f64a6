/** Test helpers: start games, apply moves that must succeed or fail, build displays by hand. */
import { expect } from 'vitest';
import { applyMove, resolveOptions } from '../../../src/shared/engine/engine.js';
import type { Refused, RefusalCode, Seat } from '../../../src/shared/engine/types.js';
import { CARDS, type ModuleId } from '../../../src/shared/games/magical-library/data.js';
import { cellKey, type Display, type Wizard } from '../../../src/shared/games/magical-library/placement.js';
import { magicalLibrary } from '../../../src/shared/games/magical-library/index.js';
import type { LibraryMove, LibraryState } from '../../../src/shared/games/magical-library/state.js';

export const def = magicalLibrary;

export function start(players: number, modules: ModuleId[] = [], seed = 'test'): LibraryState {
  const r = resolveOptions(def, { modules }, players);
  if (!r.ok) throw new Error(r.error);
  return def.setup(players, r.options, seed);
}

export function ok(state: LibraryState, seat: Seat, move: LibraryMove | Record<string, unknown>): LibraryState {
  const r = applyMove(def, state, seat, move);
  if (!r.ok) throw new Error(`move ${JSON.stringify(move)} by ${seat} refused: ${r.message}`);
  return r.state;
}

/** A move that must be refused, leaving the state untouched, with this code and message id (and English matching `pattern`). */
export function refused(state: LibraryState, seat: Seat, move: unknown, code?: RefusalCode, id?: string, pattern?: RegExp): Refused {
  const before = JSON.stringify(state);
  const r = applyMove(def, state, seat, move);
  expect(r.ok, `move ${JSON.stringify(move)} should be refused`).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error('accepted');
  if (code) expect(r.code).toBe(code);
  if (id) expect(r.id).toBe(id);
  if (pattern) expect(r.message).toMatch(pattern);
  return r;
}

/** Everyone keeps their cards (step 1). */
export function allKeep(s: LibraryState): LibraryState {
  for (let seat = 0; seat < s.players; seat++) s = ok(s, seat, { type: 'keep' });
  return s;
}

/** Everyone keeps their first card and passes the next two (step 2). */
export function allDistribute(s: LibraryState): LibraryState {
  for (let seat = 0; seat < s.players; seat++) {
    const [keep, left, right] = s.hands[seat];
    s = ok(s, seat, s.players === 2 ? { type: 'distribute', keep } : { type: 'distribute', keep, left, right });
  }
  return s;
}

/** Everyone places their hand in a row to the right of their rightmost card (step 3). */
export function allPlaceRight(s: LibraryState): LibraryState {
  for (let seat = 0; seat < s.players; seat++) {
    for (const card of [...s.hands[seat]]) {
      const xs = Object.keys(s.displays[seat]).map((k) => Number(k.split(',')[0]));
      s = ok(s, seat, { type: 'place', card, x: Math.max(...xs) + 1, y: 0 });
    }
  }
  return s;
}

/**
 * A display from rows of card ids ('.' = empty), top row first; x grows right, y down.
 * Every id must exist.
 */
export function grid(rows: string[][]): Display {
  const d: Display = {};
  rows.forEach((row, y) => row.forEach((id, x) => {
    if (id === '.') return;
    if (!CARDS[id]) throw new Error(`no card ${id}`);
    d[cellKey(x, y)] = id;
  }));
  return d;
}

export const wiz = (x: number, y: number, golden = false): Wizard => ({ x, y, golden });
