/**
 * Objects keyed by data (a display's cells, a hand's card ids) made as hash tables.
 *
 * V8 gives a plain object built key by key a hidden class per sequence of keys. Displays and hands hold their
 * keys in an order of their own in every game, so each new one made V8 build new hidden classes (and their
 * descriptors) and every read of one missed the inline caches. An object that had a property deleted other
 * than its last one is a dictionary: it takes any keys without new hidden classes, and keeps string keys in
 * insertion order as any object does (JSON, `Object.keys` and `for…in` see the same object as before).
 */
export function dictionary<V>(): Record<string, V> {
  const out: Record<string, V> = { a: undefined as V, b: undefined as V };
  delete out.a;
  delete out.b;
  return out;
}
