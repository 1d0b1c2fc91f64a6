/**
 * A game's fast `cloneState` must equal the state and share nothing a move
 * could change: every nested array and object of the copy but the log's
 * (append-only) entries is scribbled over, and the original must not move.
 */
import { expect } from 'vitest';
import type { BaseState } from '../../src/shared/engine/types.js';

export function expectIndependentClone<S extends BaseState>(s: S, cloneState: (s: S) => S): void {
  const copy = cloneState(s);
  expect(copy).toEqual(s);
  expect(Object.keys(copy).sort()).toEqual(Object.keys(s).sort());
  expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
  const frozen = JSON.stringify(s);
  const scribble = (x: unknown): void => {
    if (Array.isArray(x)) { x.forEach(scribble); x.push(999); }
    else if (x && typeof x === 'object') for (const k of Object.keys(x)) {
      const v = (x as Record<string, unknown>)[k];
      if (v && typeof v === 'object') scribble(v); else (x as Record<string, unknown>)[k] = 12345;
    }
  };
  const { log, ...rest } = copy;
  scribble(rest);
  log.push({ msg: { id: 'x' } });
  expect(JSON.stringify(s)).toBe(frozen);
}
