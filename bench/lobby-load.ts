/**
 * npm run bench -- --lobby [--root=DIR] [--loads=9] [--no-build] [--against=DIR]
 *
 * A returning player's lobby in headless Chromium with the CPU slowed 4× (a modest phone):
 *  - builds the renderer (`npx vite build` → dist/renderer of the checkout at --root, default this one;
 *    `--no-build` uses the build that is there);
 *  - starts that checkout's host on loopback serving it (bench/crowd-host.ts) and puts three tables
 *    in its lobby (three other people's);
 *  - the returning player said hello once before: a fresh browser context (HTTP cache cold) whose
 *    localStorage already holds their profile and their token for this host (so no name form);
 *  - each of LOADS cold loads measures from navigation start until the lobby's table list shows its
 *    tables (a visible `.table-list .table-item`, taken at the next animation frame after it is in the page:
 *    the host's pre-rendered lobby, or the app's own);
 *  - and the first screen's transfer: the bytes of the page and everything it fetched until its load event, over
 *    loopback (brotli) and, in one more load, as a phone on the LAN gets them (plain HTTP: Chromium asks for gzip).
 *
 * Chromium: /usr/bin/chromium (`--chromium=PATH`), with CDP `Emulation.setCPUThrottlingRate {rate: 4}`.
 * Prints each load and the median; target: median ≤ 800 ms. Writes artifacts/bench-lobby.json.
 * Also prints, as medians over the loads, where the time went: the document created (its first script can run: before
 * that, Chromium makes the fresh context's renderer), the last script received, the document's DOMContentLoaded
 * (scripts run), the first contentful paint, and the lobby. With --against, the pairs' ratios of the lobby and of the
 * first contentful paint.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { Client, expectFrame, median, spawnCrowdHost } from './tables.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const ROOT = path.resolve(args.get('root') ?? path.join(HERE, '..'));
const LOADS = Number(args.get('loads') ?? 9);
const CHROMIUM = args.get('chromium') ?? '/usr/bin/chromium';
const TARGET_MS = 800;

/**
 * Set in the page before any of its scripts: the profile and token, and a watch for the first table in
 * the list. (A string: tsx's helpers would not exist in the page.)
 */
const initScript = (hostKey: string, token: string) => `
  localStorage.setItem('magic-table.profile', ${JSON.stringify(JSON.stringify({ name: 'Returning', colour: '#4363d8' }))});
  localStorage.setItem('magic-table.tokens', ${JSON.stringify(JSON.stringify({ [hostKey]: token }))});
  window.__documentAt = performance.now();
  new MutationObserver(function (_, obs) {
    // Shown, not merely in the page: the host's pre-rendered lobby (#prelobby) is in every page, hidden unless the
    // page's first script put \`prelobby\` on <html> (the app's CSS); the app's own is in #root. (No layout forced
    // here: checking visibility on every mutation would slow the page it measures.)
    var shown = document.querySelector('#root .table-list .table-item')
      || (document.documentElement.classList.contains('prelobby') && document.querySelector('#prelobby .table-list .table-item'));
    if (!shown) return;
    obs.disconnect();
    // In the page now: it is painted with the next frame.
    requestAnimationFrame(function () { if (window.__lobbyAt === undefined) window.__lobbyAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
`;

/** One checkout under test: its build, its host with three tables, and the returning player's token there. */
interface Subject { root: string; port: number; token: string; stop: () => Promise<void> }

async function serve(root: string): Promise<Subject> {
  if (!args.has('no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const { PROTOCOL_VERSION } = await import(pathToFileURL(path.join(root, 'src/shared/protocol-constants.ts')).href) as typeof import('../src/shared/protocol-constants.js');
  const { child, port, dataDir } = await spawnCrowdHost(root, 'lobby');
  const people: Client[] = [];
  const stop = async () => {
    for (const c of people) c.ws.terminate();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Three tables waiting in the lobby, and the returning player's token (known to the host).
    for (const [i, game] of ['megagem', 'magic-money', 'magical-library'].entries()) {
      const c = new Client();
      await c.open(port, `Host ${i + 1}`, PROTOCOL_VERSION);
      expectFrame(await c.request({ type: 'createTable', game }), 'room');
      people.push(c);
    }
    const me = new Client();
    await me.open(port, 'Returning', PROTOCOL_VERSION);
    me.ws.close();
    return { root, port, token: me.token, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

const STEPS = ['document created', 'last script received', 'DOMContentLoaded (scripts ran)', 'first contentful paint'] as const;
interface Load { at: number; steps: Record<(typeof STEPS)[number], number>; bytes: number }

/**
 * One cold load of `s`'s page in a fresh context: when the lobby showed, where the time went, what it fetched.
 * `gzipOnly`: the browser accepts gzip and deflate only, as Chromium does over plain HTTP to any address but the
 * machine's own (a phone on the LAN): brotli and zstd it asks for only over HTTPS or from localhost.
 */
async function load(browser: Browser, s: Subject, gzipOnly = false): Promise<Load> {
  const context = await browser.newContext(gzipOnly ? { extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' } } : {});
  try {
    await context.addInitScript({ content: initScript(`127.0.0.1:${s.port}`, s.token) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://127.0.0.1:${s.port}/`);
    await page.waitForFunction(() => (window as unknown as { __lobbyAt?: number }).__lobbyAt !== undefined, undefined, { timeout: 30_000 })
      .catch(async (e: Error) => { throw new Error(`${e.message}; the page shows: ${(await page.locator("body").innerText()).slice(0, 300)}`); });
    const at = await page.evaluate(() => (window as unknown as { __lobbyAt: number }).__lobbyAt);
    if (await page.locator('input[name=name], form.profile-form').count()) throw new Error('the name form showed: the profile was not taken');
    const steps = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      // The first screen's scripts: those asked for before the document's scripts ran (not the chunks fetched later).
      const ran = nav?.domContentLoadedEventStart ?? Infinity;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => /\.m?js$/.test(r.name) && r.startTime < ran);
      return {
        'document created': (window as unknown as { __documentAt: number }).__documentAt,
        'last script received': Math.max(0, ...scripts.map((r) => r.responseEnd)),
        'DOMContentLoaded (scripts ran)': nav?.domContentLoadedEventEnd ?? 0,
        'first contentful paint': performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      };
    });
    await page.waitForLoadState('load');
    const bytes = await page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .reduce((sum, e) => sum + ((e as PerformanceResourceTiming).transferSize || 0), 0));
    return { at, steps, bytes };
  } finally {
    await context.close();
  }
}

function report(s: Subject, loads: Load[], phone: Load): number {
  const m = median(loads.map((l) => l.at));
  console.log(`\nlobby bench (${s.root}; Chromium, CPU slowed 4×, cold HTTP cache, returning player, ${loads.length} loads, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})`);
  console.log(`loads (ms): ${loads.map((l) => l.at.toFixed(0)).join(', ')}`);
  console.log(`median: ${m.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${m <= TARGET_MS ? 'met' : 'NOT met'})`);
  console.log(`first screen's transfer (median, page and all it fetched by its load event): ${(median(loads.map((l) => l.bytes)) / 1024).toFixed(1)} KB; `
    + `${(phone.bytes / 1024).toFixed(1)} KB for a phone on the LAN (plain HTTP: gzip, no brotli)`);
  console.log(`where the time went (medians, ms from navigation): ${STEPS.map((k) => `${k} ${median(loads.map((l) => l.steps[k])).toFixed(0)}`).join(', ')}, lobby ${m.toFixed(0)}`);
  return m;
}

async function main() {
  const subjects: Subject[] = [];
  try {
    subjects.push(await serve(ROOT));
    if (args.has('against')) subjects.push(await serve(path.resolve(args.get('against')!)));
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const loads: Load[][] = subjects.map(() => []);
    const phones: Load[] = [];
    try {
      for (let i = 0; i < LOADS; i++) {
        // Pairs alternate which goes first, so neither always meets a browser just freed by the other.
        const order = subjects.map((_, k) => k);
        if (i % 2 === 1) order.reverse();
        for (const k of order) loads[k].push(await load(browser, subjects[k]));
      }
      for (const s of subjects) phones.push(await load(browser, s, true));
    } finally {
      await browser.close();
    }
    const medians = subjects.map((s, k) => report(s, loads[k], phones[k]));
    if (subjects.length === 2) {
      const ratios = loads[0].map((l, i) => l.at / loads[1][i].at);
      console.log(`\npairs (this / against): ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
      console.log(`median of the pairs' ratios: ${median(ratios).toFixed(2)}; medians ${medians[0].toFixed(0)} against ${medians[1].toFixed(0)} ms`);
      const fcp = (l: Load) => l.steps['first contentful paint'];
      console.log(`first contentful paint: median of the pairs' ratios ${median(loads[0].map((l, i) => fcp(l) / fcp(loads[1][i]))).toFixed(2)}; medians ${median(loads[0].map(fcp)).toFixed(0)} against ${median(loads[1].map(fcp)).toFixed(0)} ms`);
    }
    fs.mkdirSync(path.join(HERE, '..', 'artifacts'), { recursive: true });
    const [mine] = loads;
    fs.writeFileSync(path.join(HERE, '..', 'artifacts', 'bench-lobby.json'), JSON.stringify({
      when: new Date().toISOString(), root: ROOT, cpuThrottling: 4, loads: mine.map((l) => l.at), medianMs: medians[0], targetMs: TARGET_MS,
      steps: Object.fromEntries(STEPS.map((k) => [k, mine.map((l) => l.steps[k])])), firstScreenBytes: median(mine.map((l) => l.bytes)),
      firstScreenBytesGzipOnly: phones[0].bytes,
      ...(subjects.length === 2 ? { against: { root: subjects[1].root, loads: loads[1].map((l) => l.at), medianMs: medians[1] } } : {}),
    }, null, 2) + '\n');
  } finally {
    for (const s of subjects) await s.stop();
  }
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });
