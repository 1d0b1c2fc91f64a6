/**
 * End-to-end tests: Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own on macOS and
 * Windows — `npx playwright install chromium` once: test/support/chromium.ts) against a headless
 * host that serves the built renderer (`vite build` runs first, see
 * scripts/test-all.sh). One host for the whole run; each test makes its own tables
 * (or sits down at its own table saved mid-game, test/e2e/fixtures/seed-tables.ts).
 * One worker: on a machine of two cores the browsers' rendering fills both, so a
 * second worker only makes every test slower. The pages ask for reduced motion
 * (test/e2e/support.ts) except in the whole-game specs, which play with animations on.
 * `--system-delay 15%`: Magic Market's timed windows last 15 % of their time: the opening peek 1.5 s instead of 10 s
 * (long enough for every page to draw the game and show it), each Visitor turned over 0.6 s instead of 4 s.
 */
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseChromium } from './test/support/chromium.js';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 7599);
const chromium = chooseChromium(process.env, fs.existsSync);
const dataDir = path.join(os.tmpdir(), `magic-table-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      ...(chromium.executablePath ? { executablePath: chromium.executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
    // A control that never comes (a move the table made for the player meanwhile) fails in seconds, not at the test's end.
    actionTimeout: 20_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The data folder first: finished games for the history and replay spec, tables saved mid-game (test/e2e/fixtures/seed.ts).
    command: `npx tsx test/e2e/fixtures/seed.ts ${dataDir} && npx tsx src/main/host/cli.ts --port ${E2E_PORT} --name "E2E table" --data-dir ${dataDir} --no-mdns --bot-delay 50 --system-delay 15% --fake-clock`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
