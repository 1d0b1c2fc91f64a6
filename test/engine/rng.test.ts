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
