import { describe, expect, it } from 'vitest';
import { makeRandom, nextU32, pick, randInt, seedRng, shuffled } from '../../src/shared/engine/rng.js';

describe('seeded generator', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = seedRng('table-1'), b = seedRng('table-1'), c = seedRng('table-2');
    const seq = (r: ReturnType<typeof seedRng>) => Array.from({ length: 8 }, () => nextU32(r));
    const sa = seq(a);
    expect(seq(b)).toEqual(sa);
    expect(seq(c)).not.toEqual(sa);
  });

  it('keeps its state as plain JSON that resumes exactly', () => {
    const r = seedRng('resume');
    randInt(r, 10);
    const saved = JSON.parse(JSON.stringify(r));
    expect(randInt(saved, 1000)).toBe(randInt(r, 1000));
  });

  it('draws whole numbers in range, roughly uniformly', () => {
    const r = seedRng('uniform');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[randInt(r, 6)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('draws the same numbers as the plain remainder for every small bound (saved games deal the same)', () => {
    // The reference: the remainder of the uint32 in floating point, as randInt always drew.
    const reference = (rng: ReturnType<typeof seedRng>, n: number) => {
      const limit = 4294967296 - (4294967296 % n);
      let x = nextU32(rng);
      while (x >= limit) x = nextU32(rng);
      return x % n;
    };
    const bounds = [1, 2, 3, 5, 6, 7, 10, 25, 30, 100, 1000, 4097, 32767, 32768, 32769, 65536, 1e6, 2 ** 31 + 11];
    const pick = seedRng('bounds');
    for (let i = 0; i < 300; i++) bounds.push(1 + (nextU32(pick) % 32768));
    for (const n of bounds) {
      const a = seedRng(`same-${n}`), b = seedRng(`same-${n}`);
      for (let i = 0; i < 200; i++) expect(randInt(a, n)).toBe(reference(b, n));
      expect(a).toEqual(b);
    }
    // Values of x near the top (hi = 65535) and where the rejection limit bites: hand-made generator states.
    for (const n of [3, 7, 1000, 32767, 32768]) {
      for (let k = 0; k < 50; k++) {
        const state = { a: 0xffffffff - k, b: 0x9e3779b9 ^ k, c: 0xdeadbeef + k, d: k };
        const a = { ...state }, b = { ...state };
        expect(randInt(a, n)).toBe(reference(b, n));
      }
    }
  });

  it('refuses a bad bound', () => {
    const r = seedRng('x');
    expect(() => randInt(r, 0)).toThrow(RangeError);
    expect(() => randInt(r, 2.5)).toThrow(RangeError);
    expect(() => pick(r, [])).toThrow(RangeError);
  });

  it('shuffles into a permutation without touching the input', () => {
    const r = seedRng('shuffle');
    const input = Array.from({ length: 30 }, (_, i) => i);
    const out = shuffled(r, input);
    expect(input).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect([...out].sort((x, y) => x - y)).toEqual(input);
    expect(out).not.toEqual(input);
  });

  it('makeRandom wraps a generator for bots', () => {
    const a = makeRandom('bot'), b = makeRandom('bot');
    expect([a.int(100), a.float(), a.pick(['x', 'y', 'z'])]).toEqual([b.int(100), b.float(), b.pick(['x', 'y', 'z'])]);
  });
});
