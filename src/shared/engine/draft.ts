/**
 * Immutable-looking updates without a library: `produce` deep-copies a plain
 * JSON state, lets the recipe change the copy, and returns the copy, or the
 * recipe's error with the original untouched.
 *
 *   return produce(state, (s) => {
 *     if (s.coins[seat] < bid) return 'You cannot bid more coins than you have';
 *     s.coins[seat] -= bid;
 *   });
 */
import type { ApplyResult } from './types.js';

/** Deep copy of plain JSON data (objects, arrays, primitives). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value as Record<string, unknown>) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

/** The recipe returns nothing to accept the change, or a reason to refuse it. */
export function produce<S>(state: S, recipe: (draft: S) => string | void | undefined): ApplyResult<S> {
  const draft = cloneJson(state);
  const error = recipe(draft);
  if (typeof error === 'string') return { ok: false, error };
  return { ok: true, state: draft };
}

/** Shorthand for a refused move. */
export function refuse<S>(error: string): ApplyResult<S> {
  return { ok: false, error };
}
