/**
 * The checks every game's fast move parser (`parseMove`, the engine's path past zod) starts with: only a plain
 * object as JSON makes it (anything unusual — other prototypes, inherited keys — is left to the schema), and,
 * for a schema that refuses or drops other keys, exactly the keys it knows.
 */

/** The move as a plain object, or null when it is anything else. */
export function plainObject(m: unknown): Record<string, unknown> | null {
  return typeof m === 'object' && m !== null && Object.getPrototypeOf(m) === Object.prototype ? (m as Record<string, unknown>) : null;
}

const NONE: readonly string[] = [];

/** Own keys: every one of `needed`, and otherwise only `optional` ones. (Plain loops: it runs for every move.) */
export function ownKeysAre(o: Record<string, unknown>, needed: readonly string[], optional: readonly string[] = NONE): boolean {
  const keys = Object.keys(o);
  if (optional.length === 0 && keys.length !== needed.length) return false;
  for (let i = 0; i < needed.length; i++) if (!Object.hasOwn(o, needed[i])) return false;
  if (optional.length === 0) return true;
  for (let i = 0; i < keys.length; i++) if (!needed.includes(keys[i]) && !optional.includes(keys[i])) return false;
  return true;
}
