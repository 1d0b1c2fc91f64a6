import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './test/support/heavy-first.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    pool: 'forks',
    maxWorkers: 2,
    // The longest files first, also on a fresh clone with no timings cached (test/support/heavy-first.ts).
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // A suite that is skipped is not a suite that passed.
    allowOnly: false,
    passWithNoTests: false,
  },
});
