/**
 * The desktop app's acceptance test (issue 34): the real app, under a real Electron, driven by Playwright's
 * `_electron`, with a Playwright Chromium page as a second person on the network. `npm run test:electron`
 * (test/electron/playwright.config.ts); the workflow (.github/workflows/desktop.yml) runs it on Windows, macOS and
 * Linux against the unpacked build `npm run dist` made there.
 *
 * Which app:
 * - `MAGIC_TABLE_APP=<path>`: that executable (the workflow passes release/win-unpacked/Magic Table.exe, …);
 * - unset: the unpacked build for this platform where electron-builder.yml puts it (test/electron/packaged-app.ts);
 * - `MAGIC_TABLE_APP="electron ."`: the unpackaged app from this checkout under node_modules/electron's program
 *   (built first if needed) — only when asked for explicitly.
 * Where that app (or Electron's program) is missing the test is reported SKIPPED with the reason — never as passed —
 * unless `MAGIC_TABLE_REQUIRE_APP=1` (the workflow), where a missing app is a failure.
 *
 * Steps: a fresh user-data folder; the window sandboxed and context-isolated, the preload's bridge the only thing it
 * adds to the page; "Host a table", a MegaGem table, two bots; the Chromium page opens the join URL the app shows and
 * sits down; the game played to the end from both (test/e2e/drivers/megagem.ts); the score screen in both; Quit from
 * the app's menu: the page is told the host is closing, the table is on disk in the platform's data folder; a second
 * launch: "Play on this computer" listens on loopback only (a connection to this machine's LAN address is refused)
 * and History shows the finished game.
 *
 * Data: the window state and Chromium profile go to a fresh temporary folder (MAGIC_TABLE_USER_DATA); the tables to
 * the platform's data folder, moved to a fresh temporary one through the platform's own variable on Windows
 * (APPDATA) and Linux (XDG_DATA_HOME). On macOS the folder is ~/Library/Application Support/Magic Table itself (moving
 * it means another HOME, which Chromium's keychain use does not like): run there, the test leaves its finished game
 * in that folder's History.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { _electron, chromium, expect, test, type Browser, type ElectronApplication, type Page } from '@playwright/test';
import { chooseChromium } from '../support/chromium.js';
import { playStep } from '../e2e/drivers/megagem.js';
import { builderNames, packagedAppPath } from './packaged-app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const isRoot = process.getuid?.() === 0;

type Target = { run: true; label: string; executablePath: string; args: string[] } | { run: false; reason: string };

/** The Electron executable of node_modules/electron, found without running its index.js (which downloads it). */
const { findElectron } = (await import(pathToFileURL(path.join(root, 'scripts/check-electron.mjs')).href)) as {
  findElectron(): { path: string } | { missing: string };
};

/** The app to launch, or why there is none here. */
function pickTarget(): Target {
  const asked = process.env.MAGIC_TABLE_APP?.trim();
  if (asked === 'electron .') {
    const found = findElectron();
    if ('missing' in found) return { run: false, reason: `no Electron program: ${found.missing}` };
    return { run: true, label: 'electron . (this checkout, unpackaged)', executablePath: found.path, args: [root] };
  }
  const rel = asked || packagedAppPath(builderNames(root), process.platform, process.arch);
  if (!fs.existsSync(path.resolve(root, rel))) {
    return { run: false, reason: `no packaged app at ${rel} (build it with \`npm run dist\`, or run the unpackaged app with MAGIC_TABLE_APP="electron .")` };
  }
  return { run: true, label: rel, executablePath: path.resolve(root, rel), args: [] };
}

const app = pickTarget();
const required = process.env.MAGIC_TABLE_REQUIRE_APP === '1';
if (!app.run) console.warn(`\n*** Electron acceptance test ${required ? 'CANNOT RUN' : 'NOT RUN (skipped)'}: ${app.reason} ***\n`);

/** Where the platform keeps the tables (src/main/host/paths.ts defaultDataDir, restated), and the variables that move it. */
function dataFolder(tmp: string): { dir: string; env: Record<string, string> } {
  if (process.platform === 'win32') {
    const appData = path.join(tmp, 'AppData', 'Roaming');
    return { dir: path.join(appData, 'Magic Table'), env: { APPDATA: appData } };
  }
  if (process.platform === 'darwin') return { dir: path.join(os.homedir(), 'Library', 'Application Support', 'Magic Table'), env: {} };
  const xdg = path.join(tmp, 'share');
  return { dir: path.join(xdg, 'magic-table'), env: { XDG_DATA_HOME: xdg } };
}

/** The bridge's members (src/shared/bridge.ts MagicTableBridge): all the preload exposes. */
const BRIDGE_KEYS = ['appVersion', 'hostingStatus', 'listHosts', 'onHostsChanged', 'requestAttention', 'startHosting', 'stopHosting', 'systemLanguages'];

/** The names a page's scripts (and a preload) added to `window`: its own names that a blank frame's window lacks. */
async function addedGlobals(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    const blank = new Set(Object.getOwnPropertyNames(frame.contentWindow));
    const added = Object.getOwnPropertyNames(window).filter((n) => !blank.has(n) && !/^\d+$/.test(n));
    frame.remove();
    return added.sort();
  });
}

/** The one-time "who are you" form, when the page shows it (each launch's UI server is a new origin). */
async function introduce(page: Page, name: string): Promise<void> {
  const field = page.getByLabel('Your name');
  const home = page.getByRole('button', { name: 'Host a table', exact: true });
  await expect(field.or(home)).toBeVisible({ timeout: 60_000 });
  if (await field.isVisible()) {
    await field.fill(name);
    await page.getByRole('button', { name: 'Let’s play' }).click();
  }
  await expect(home).toBeVisible();
}

async function launch(userData: string, extraEnv: Record<string, string>): Promise<{ electronApp: ElectronApplication; page: Page }> {
  if (!app.run) throw new Error(app.reason);
  const electronApp = await _electron.launch({
    executablePath: app.executablePath,
    // As root (a container) Chromium refuses to start sandboxed; everywhere else the OS sandbox is on (checked below).
    args: [...app.args, ...(isRoot ? ['--no-sandbox'] : [])],
    cwd: root,
    env: { ...process.env, ...extraEnv, MAGIC_TABLE_MDNS: 'off', MAGIC_TABLE_USER_DATA: userData } as Record<string, string>,
    timeout: 90_000,
  });
  electronApp.process().stdout?.on('data', (d: Buffer) => process.stdout.write(`[app] ${d.toString()}`));
  electronApp.process().stderr?.on('data', (d: Buffer) => process.stderr.write(`[app] ${d.toString()}`));
  const page = await electronApp.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return { electronApp, page };
}

/** Chooses Quit in the app's own menu (File on Windows and Linux, the app menu on macOS) and waits for the app to end. */
async function quitFromMenu(electronApp: ElectronApplication): Promise<void> {
  const closed = electronApp.waitForEvent('close', { timeout: 30_000 });
  const label = await electronApp.evaluate(({ Menu }) => {
    type Item = { role?: string; label: string; submenu?: { items: Item[] } | null; click: () => void };
    const find = (items: Item[]): Item | null => {
      for (const item of items) {
        if (item.role?.toLowerCase() === 'quit') return item;
        const inner = item.submenu ? find(item.submenu.items) : null;
        if (inner) return inner;
      }
      return null;
    };
    const quit = find((Menu.getApplicationMenu()?.items ?? []) as unknown as Item[]);
    if (!quit) throw new Error('the app menu has no Quit');
    setTimeout(() => quit.click(), 0);
    return quit.label;
  });
  expect(label).toMatch(/^(Quit|Salir de) .*Magic Table|Magic Table beenden|Quitter Magic Table/);
  await closed;
}

/** Does a TCP connection to address:port open? 'open', or the error's code. */
function tcpConnect(address: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    const done = (result: string) => { socket.destroy(); clearTimeout(timer); resolve(result); };
    const timer = setTimeout(() => done('TIMEOUT'), 10_000);
    socket.once('connect', () => done('open'));
    socket.once('error', (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
  });
}

/** This machine's LAN (non-loopback) IPv4 addresses. */
function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address));
}

test.describe('the desktop app, packaged, on this machine', () => {
  test.skip(!app.run && !required, app.run ? '' : app.reason);

  let tmp = '';
  let browser: Browser | null = null;
  test.beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-acceptance-'));
  });
  test.afterAll(async () => {
    await browser?.close().catch(() => {});
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('host a MegaGem table, play it to the end with a second device, quit from the menu, find it in History', async () => {
    if (!app.run) throw new Error(`the workflow asked for the packaged app (MAGIC_TABLE_REQUIRE_APP=1): ${app.reason}`);
    console.log(`launching ${app.label}`);
    const userData = path.join(tmp, 'user-data');
    fs.mkdirSync(userData);
    expect(fs.readdirSync(userData)).toEqual([]);
    const data = dataFolder(tmp);

    const first = await launch(userData, data.env);
    const host = first.page;
    let tableId = '';
    const guestName = `Guest${Math.floor(Math.random() * 900 + 100)}`;

    await test.step('the window is sandboxed and context-isolated; the bridge is all the preload adds', async () => {
      const win = await first.electronApp.evaluate(({ app: a, BrowserWindow }) => {
        const wins = BrowserWindow.getAllWindows();
        const pid = wins[0].webContents.getOSProcessId();
        const metrics = a.getAppMetrics().find((m) => m.pid === pid);
        return { windows: wins.length, pid, sandboxed: metrics?.sandboxed ?? null, noSandbox: a.commandLine.hasSwitch('no-sandbox') };
      });
      expect(win.windows).toBe(1);
      // The operating system's sandbox is on (no --no-sandbox), unless the test runs as root (see launch).
      expect(win.noSandbox).toBe(isRoot);
      if (!isRoot) {
        // The window's renderer runs in it: Windows and macOS say so; on Linux it is under seccomp-bpf (mode 2).
        if (process.platform === 'linux') expect(fs.readFileSync(`/proc/${win.pid}/status`, 'utf8')).toMatch(/^Seccomp:\s+2$/m);
        else expect(win.sandboxed).toBe(true);
      }
      // Nothing of Node in the page; the bridge is a frozen object with the bridge's members and nothing else.
      const page = await host.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        const b = w.magicTable as Record<string, unknown>;
        return {
          node: ['require', 'process', 'module', 'Buffer', 'global', '__dirname', 'electron', 'ipcRenderer'].filter((n) => typeof w[n] !== 'undefined'),
          keys: Object.keys(b).sort(),
          frozen: Object.isFrozen(b),
          // contextBridge hands the page proxies made in its own world (possible only with context isolation).
          proxied: Function.prototype.toString.call(b.startHosting).includes('[native code]'),
        };
      });
      expect(page).toEqual({ node: [], keys: BRIDGE_KEYS, frozen: true, proxied: true });
      const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version as string;
      expect(await host.evaluate(() => (window as unknown as { magicTable: { appVersion(): Promise<string> } }).magicTable.appVersion())).toBe(version);
    });

    await test.step('Host a table: a MegaGem table with two bots', async () => {
      await introduce(host, 'Hostess');
      await host.getByRole('button', { name: 'Host a table', exact: true }).click();
      await expect(host.getByRole('heading', { name: 'New table' })).toBeVisible({ timeout: 60_000 });
      await host.getByTestId('game-megagem').getByRole('button', { name: /Create/ }).click();
      await expect(host).toHaveURL(/#\/table\/[a-z0-9]+$/);
      tableId = /#\/table\/([a-z0-9]+)$/.exec(host.url())![1];
      const count = host.getByTestId('seat-count');
      for (let i = 0; i < 6 && (await count.textContent()) !== '4 seats'; i++) {
        const now = Number((await count.textContent())!.replace(/\D+/g, ''));
        await host.getByRole('button', { name: now < 4 ? 'One seat more' : 'One seat fewer' }).click();
        await expect(count).not.toHaveText(`${now} seats`);
      }
      await expect(count).toHaveText('4 seats');
      for (let i = 0; i < 2; i++) {
        const open = await host.locator('.seat-item .badge-open').count();
        await host.getByRole('button', { name: '+ Bot', exact: true }).first().click();
        await expect(host.locator('.seat-item .badge-open')).toHaveCount(open - 1);
      }
    });

    const joinUrl = (await host.getByTestId('join-url').textContent())!.trim();
    let guest!: Page;
    let lanReach = '';
    await test.step('a second device opens the join URL the app shows and sits down', async () => {
      expect(joinUrl).toMatch(new RegExp(`^http://[^/]+:\\d+/\\?table=${tableId}$`));
      if (lanAddresses().length) expect(new URL(joinUrl).hostname).not.toMatch(/^(127\.|localhost$|\[::1\]$)/);
      // Can this machine reach its own LAN address? (A control for the loopback check below.) On GitHub's macOS 15
      // runners the Local Network privacy of the runner's process refuses it (actions/runner-images#10924, #11901):
      // there, and only there, the second device opens the same URL through 127.0.0.1, and the test says so.
      const url = new URL(joinUrl);
      lanReach = await tcpConnect(url.hostname, Number(url.port));
      let open = joinUrl;
      if (lanReach !== 'open') {
        if (process.platform !== 'darwin') throw new Error(`the join URL's address does not answer from this machine: ${joinUrl} (${lanReach})`);
        test.info().annotations.push({ type: 'note', description: `${url.host} unreachable from the test process (${lanReach}, macOS Local Network privacy): the second device opens the URL through 127.0.0.1` });
        open = joinUrl.replace(`//${url.host}/`, `//127.0.0.1:${url.port}/`);
      }
      const chosen = chooseChromium(process.env, fs.existsSync);
      browser = await chromium.launch({ ...(chosen.executablePath ? { executablePath: chosen.executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] });
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
      guest = await context.newPage();
      await guest.goto(open);
      await guest.getByLabel('Your name').fill(guestName);
      await guest.getByRole('button', { name: 'Let’s play' }).click();
      await expect(guest.locator('.seat-item .badge-tag', { hasText: 'you' })).toBeVisible({ timeout: 30_000 });
      await expect(host.locator('.seat-item .badge-open')).toHaveCount(0);
      // The same renderer in Chromium: the Electron window adds exactly the bridge to what the page itself defines.
      const inApp = await addedGlobals(host);
      const inBrowser = await addedGlobals(guest);
      expect(inBrowser).not.toContain('magicTable');
      expect(inApp.filter((n) => !inBrowser.includes(n))).toEqual(['magicTable']);
    });

    await test.step('the game is played to the end from both; the score screen shows in both', async () => {
      await guest.getByRole('button', { name: 'I’m ready' }).click();
      await host.getByTestId('start').click();
      const anyway = host.getByTestId('start-anyway');
      await expect(anyway.or(host.getByTestId('game-table'))).toBeVisible();
      if (await anyway.isVisible()) await anyway.getByRole('button', { name: 'Start anyway' }).click();
      for (const p of [host, guest]) await expect(p.getByTestId('game-table')).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
      const deadline = Date.now() + 420_000;
      let turn = 0;
      while (Date.now() < deadline) {
        let acted = false;
        for (const p of [host, guest]) if (await playStep(p, turn++)) acted = true;
        if (await host.getByTestId('score-screen').isVisible() && await guest.getByTestId('score-screen').isVisible()) break;
        if (!acted) await host.waitForTimeout(100);
      }
      for (const p of [host, guest]) {
        await expect(p.getByTestId('score-screen')).toBeVisible();
        await expect(p.getByTestId('score-screen')).toContainText(guestName);
        await expect(p.getByTestId('score-screen')).toContainText('Hostess');
      }
    });

    await test.step("Quit from the menu: the page is told, the table is on disk in the platform's data folder", async () => {
      await quitFromMenu(first.electronApp);
      await expect(guest.getByText(/is closing; your seats are kept/)).toBeVisible({ timeout: 15_000 });
      const tableDir = path.join(data.dir, 'tables', tableId);
      expect(fs.existsSync(tableDir), tableDir).toBe(true);
      expect(fs.readdirSync(path.join(tableDir, 'records')).filter((f) => f.endsWith('.json')).length).toBeGreaterThan(0);
      // The window's place was saved for the next launch (window-state.ts).
      expect(JSON.parse(fs.readFileSync(path.join(userData, 'window-state.json'), 'utf8'))).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    });

    const second = await launch(userData, data.env);
    try {
      await test.step('a second launch: "Play on this computer" listens on loopback only', async () => {
        await introduce(second.page, 'Hostess');
        await second.page.getByTestId('play-here').click();
        await expect(second.page.getByRole('heading', { name: 'New table' })).toBeVisible({ timeout: 60_000 });
        const status = await second.page.evaluate(() => (window as unknown as { magicTable: { hostingStatus(): Promise<{ state: string; port: number; local: boolean }> } }).magicTable.hostingStatus());
        expect(status).toMatchObject({ state: 'hosting', local: true });
        expect(await tcpConnect('127.0.0.1', status.port)).toBe('open');
        const lan = lanAddresses();
        if (lan.length === 0) test.info().annotations.push({ type: 'note', description: 'this machine has no LAN address: the refusal was not tried' });
        for (const address of lan) {
          const got = await tcpConnect(address, status.port);
          expect(got, `${address}:${status.port}`).not.toBe('open');
          // Where the network host was reachable at the LAN address (the control above), this one is refused outright.
          if (lanReach === 'open') expect(got, `${address}:${status.port}`).toBe('ECONNREFUSED');
        }
      });

      await test.step('History shows the finished game', async () => {
        await second.page.getByRole('button', { name: /^History/ }).click();
        const item = second.page.locator(`[data-testid^="history-${tableId}-"]`);
        await expect(item).toBeVisible({ timeout: 30_000 });
        await expect(item).toContainText('MegaGem');
        await expect(item).toContainText(guestName);
      });
    } finally {
      await second.electronApp.close().catch(() => {});
    }
  });
});

/** For `MAGIC_TABLE_APP="electron ."`: the app's compiled main process and renderer, built if missing. */
test.beforeAll(() => {
  if (!app.run || app.args.length === 0) return;
  if (!fs.existsSync(path.join(root, 'dist/main/electron/main.js')) || !fs.existsSync(path.join(root, 'dist/main/electron/preload.cjs'))) {
    execFileSync('npm', ['run', 'build:main'], { cwd: root, stdio: 'inherit', timeout: 180_000, shell: process.platform === 'win32' });
  }
  if (!fs.existsSync(path.join(root, 'dist/renderer/index.html'))) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', timeout: 300_000, shell: process.platform === 'win32' });
  }
});
