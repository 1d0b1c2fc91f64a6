/**
 * The seeded random generator kept in every game state (sfc32, seeded from a
 * string by cyrb128). Its state is four uint32s, plain JSON.
 *
 * The draw functions advance the generator they are given in place: call them
 * on the draft inside `produce` (draft.ts), never on a state you do not own.
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Hashes a seed string to a generator state (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng = { a: (h1 ^ h2 ^ h3 ^ h4) >>> 0, b: (h2 ^ h1) >>> 0, c: (h3 ^ h1) >>> 0, d: (h4 ^ h1) >>> 0 };
  for (let i = 0; i < 12; i++) nextU32(rng);
  return rng;
}

/** Next uint32 (sfc32); advances `rng` in place. */
export function nextU32(rng: RngState): number {
  const { a, b, c, d } = rng;
  const t = (((a + b) | 0) + d) | 0;
  rng.d = (d + 1) | 0;
  rng.a = b ^ (b >>> 9);
  rng.b = (c + (c << 3)) | 0;
  const c2 = (c << 21) | (c >>> 11);
  rng.c = (c2 + t) | 0;
  rng.a >>>= 0; rng.b >>>= 0; rng.c >>>= 0; rng.d >>>= 0;
  return t >>> 0;
}

/** A float in [0, 1). */
function nextFloat(rng: RngState): number {
  return nextU32(rng) / 4294967296;
}

/** Bounds up to this (every die, deck and bid of the games) draw with 32-bit integer arithmetic only. */
const SMALL = 32768;

/**
 * A whole number in [0, n), without modulo bias: a uint32 drawn again while it is at or above the largest multiple of
 * n, then its remainder. For n ≤ 32768 the same numbers come from 32-bit integer arithmetic, where the engine's
 * floating-point remainder of a uint32 is several times slower: a uint32 is 2^16·hi + lo, so x mod n is
 * ((hi mod n)·2^16 + lo) mod n, and 2^32 mod n is ((2^16 mod n)·2^16) mod n; no step leaves the 32-bit integers.
 */
export function randInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 4294967296) throw new RangeError(`randInt: bad bound ${n}`);
  const small = n <= SMALL;
  const limit = 4294967296 - (small ? ((65536 % n) * 65536) % n : 4294967296 % n);
  let x = nextU32(rng);
  while (x >= limit) x = nextU32(rng);
  return small ? ((((x >>> 16) % n) * 65536) + (x & 0xffff)) % n : x % n;
}

/** One element chosen uniformly. */
export function pick<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: empty list');
  return items[randInt(rng, items.length)];
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}

/**
 * A stand-alone generator for code that is not a game state (bots, the
 * simulator): `const r = makeRandom('seed'); r.int(6)`. A class, so that making
 * one (every bot of every simulated game does) allocates no closures.
 */
export class Random {
  readonly state: RngState;
  constructor(seed: string) { this.state = seedRng(seed); }
  float(): number { return nextFloat(this.state); }
  int(n: number): number { return randInt(this.state, n); }
  pick<T>(items: readonly T[]): T { return pick(this.state, items); }
  shuffled<T>(items: readonly T[]): T[] { return shuffled(this.state, items); }
}

export function makeRandom(seed: string): Random {
  return new Random(seed);
}
