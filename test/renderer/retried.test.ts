/** net/retried.ts: a chunk's import asked again after a failure, as often as it has waits, then the last failure. */
import { describe, expect, it } from 'vitest';
import { retried } from '../../src/renderer/net/retried.js';

describe('retried', () => {
  it('asks again after each failure and gives what the first success gives', async () => {
    let calls = 0;
    const load = () => (++calls < 3 ? Promise.reject(new Error(`lost ${calls}`)) : Promise.resolve('the screen'));
    await expect(retried(load, [1, 1])).resolves.toBe('the screen');
    expect(calls).toBe(3);
  });
  it('throws the last failure once the waits are spent, and asks no more', async () => {
    let calls = 0;
    const load = () => Promise.reject(new Error(`lost ${++calls}`));
    await expect(retried(load, [1, 1])).rejects.toThrow('lost 3');
    expect(calls).toBe(3);
  });
  it('a first success is the only call', async () => {
    let calls = 0;
    await expect(retried(() => { calls++; return Promise.resolve(7); }, [1, 1])).resolves.toBe(7);
    expect(calls).toBe(1);
  });
});
