/**
 * The suite's longest files start first even on a fresh clone (test/support/heavy-first.ts): every file it names is
 * there, and with no timings cached (where vitest alone would start the largest files first, the property runs last)
 * they come first, longest first, the others in vitest's own order behind them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { HEAVY, HeavyFirstSequencer } from '../support/heavy-first.js';
import config from '../../vitest.config.js';

const root = path.resolve(__dirname, '..', '..');

function spec(rel: string): TestSpecification {
  return { moduleId: path.join(root, rel), project: { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } } } as unknown as TestSpecification;
}

/** The sequencer as vitest makes it, with no cached durations, the files' sizes from the disk. */
function sequencer(): HeavyFirstSequencer {
  const ctx = {
    config: { root },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: fs.statSync(path.join(root, key.slice(key.indexOf(':') + 1))).size }),
    },
  };
  return new HeavyFirstSequencer(ctx as never);
}

describe('the heavy files first', () => {
  it('names files that exist, as the suite includes them, and the config uses it', () => {
    expect(Object.keys(HEAVY).length).toBeGreaterThan(0);
    for (const file of Object.keys(HEAVY)) {
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
      expect(file).toMatch(/^test\/.*\.test\.tsx?$/);
    }
    expect((config as { test: { sequence: { sequencer: unknown } } }).test.sequence.sequencer).toBe(HeavyFirstSequencer);
  });

  it('with no cache, starts them first, longest first, the rest largest first behind them', async () => {
    const others = ['test/ci/workflow.test.ts', 'test/ci/chromium.test.ts', 'test/host/replay.test.ts'];
    const heavy = Object.keys(HEAVY);
    const order = (await sequencer().sort([...others, ...heavy].reverse().map(spec))).map((s) => path.relative(root, s.moduleId).replace(/\\/g, '/'));
    expect(order.slice(0, heavy.length)).toEqual([...heavy].sort((a, b) => HEAVY[b] - HEAVY[a]));
    const size = (f: string) => fs.statSync(path.join(root, f)).size;
    expect(order.slice(heavy.length)).toEqual([...others].sort((a, b) => size(b) - size(a)));
  });
});
