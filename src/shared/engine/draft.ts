/**
 * The one way a game makes a new state: `produce` hands the recipe a draft
 * (a copy made by the game's `clone`, by default a deep copy of the plain
 * JSON state), lets it change the draft, and returns the draft — or the
 * recipe's refusal, with the original untouched.
 *
 *   return produce(state, (s) => {
 *     if (s.coins[seat] < bid) return refuse('illegal', 'megagem.overCoins', { coins: s.coins[seat] });
 *     s.coins[seat] -= bid;
 *   });
 */
import type { ApplyResult, Refused } from './types.js';

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

/**
 * The default draft: a deep copy of the state, except that the log's entries
 * are shared (the log is only ever appended to, and never changed), so a
 * move's cost does not grow with the length of the game.
 */
export function cloneState<S>(state: S): S {
  const s = state as S & { log?: unknown };
  if (!s || typeof s !== 'object' || !Array.isArray(s.log)) return cloneJson(state);
  const out: Record<string, unknown> = {};
  for (const key in s as Record<string, unknown>) {
    const v = (s as Record<string, unknown>)[key];
    out[key] = key === 'log' ? (v as unknown[]).slice() : cloneJson(v);
  }
  return out as S;
}

/**
 * The recipe returns nothing to accept the change, or a refusal (from the
 * game's `refuse`). `clone` makes the draft: a game whose state is large may
 * give a cheaper copy that still shares nothing the recipe can change.
 */
export function produce<S>(state: S, recipe: (draft: S) => Refused | void | undefined, clone: (s: S) => S = cloneState): ApplyResult<S> {
  const draft = clone(state);
  const refused = recipe(draft);
  if (refused) return refused;
  return { ok: true, state: draft };
}
