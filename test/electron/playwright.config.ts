/**
 * The Electron acceptance test (test/electron/acceptance.spec.ts): `npm run test:electron`, which the workflow
 * (.github/workflows/desktop.yml) runs against the unpacked build `npm run dist` made. Its own config, apart from
 * the browser suite's (playwright.config.ts: a headless host and Chromium) and from vitest (which takes
 * test/**\/*.test.ts: this file's spec is a .spec.ts).
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: 'acceptance.spec.ts',
  outputDir: '../../test-results/electron',
  timeout: 600_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
