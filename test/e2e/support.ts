/**
 * Helpers for end-to-end tests against the headless host started by
 * playwright.config.ts (it serves the built renderer at baseURL). Every game's
 * e2e spec may reuse them:
 *
 * - `openPlayer(browser, name, {colour?, viewport?, tableId?, isMobile?, motion?})` → `Player` ({context, page, name}):
 *   a fresh browser context (own localStorage = own person; `CONTEXT`: reduced motion unless `motion`), opens the
 *   host's URL (or the join link of `tableId`), enters the name and waits for the lobby (or the table).
 * - `createTable(player, gameId)` → the new table's id; the player is in its room, seated, creator.
 * - `joinTable(player, tableId)` opens the table's join link (`/?table=<id>`) in the player's page and
 *   waits until they sit at it. `joinUrl(tableId)` gives that link.
 * - `setSeats(player, n)`, `addBot(player, level?)` (fills the first open seat), `setOption(player, key, value)`
 *   for the creator in the room.
 * - `startGame(player)` clicks Start (creator; "Start anyway" when the host says guests are not ready) and waits
 *   for the game screen; `ready(player)` says "I’m ready" (a guest); `waitForGame(player)` waits for the game
 *   screen in any other player's page.
 * - `advanceClock(player, ms)` moves the host's clock (`--fake-clock`): turn timers run out without sleeping.
 * - `yourSeat(player)` reads the seat number shown in the room.
 * - `screenshot(page, name)` writes `artifacts/screenshots/<name>.png` (full page; in CI only with E2E_SCREENSHOTS=1) and returns its path.
 * - `openBarMenu(page)` opens the game bar's menu on a phone (its controls but the Log are in it there).
 * - `closeAll(...players)` closes their contexts.
 * - `openSeeded(browser, tableId, {viewport?, isMobile?, lang?, local?, seat?, init?, motion?, own?})` → `Player`: sits down at a
 *   table saved mid-game (fixtures/seed-tables.ts): a device whose profile and token are those of `seat` (default
 *   the first; its players added on the device are the `local` seats), opened at the table; `init` runs in every
 *   page before its scripts; `own`: at a host the spec started itself, seeded with that table.
 *
 * Selectors the shell guarantees (use them in game specs): `[data-testid=game-table]` wraps the game's
 * Table; `[data-testid=reconnect-banner]` shows while the link is down; `[data-testid=seat-<i>]` rows
 * in the room, `[data-testid=start]`, `[data-testid=join-url]`, `[data-testid=game-<id>]` cards in the lobby;
 * `.seat-item .badge-open` (open seats), `.seat-item .badge-tag` "you" (your seat), the buttons "I’m ready"
 * (guests; the creator has none), "+ Bot", "+ Random bot", "Remove bot", "Kick", "Start the game";
 * `.log-list` (the game log, names already substituted for `{seat:N}`; table notes are `.log-note` items), the game
 * bar buttons "Rules", "Move to another device", "Leave" / "Back to lobby" and, for the creator after a game,
 * "Play again" (the table goes back to the room; the others keep their score screen with "Back to the room").
 * Gatherings: `[data-testid=start-anyway]` (the creator's "Start anyway?" box), the room's "Turn timer" select,
 * `[data-testid=clock-<seat>]` (turn clocks in the game bar), `[data-testid=away-<seat>]` (an away seat the game
 * waits for, with "Let a bot play …"), `[data-testid=request-<kind>-<seat>]` (Approve / Refuse),
 * `[data-testid=claim-seat]` ("Take a seat back" for a watcher), `[data-testid=handoff-url]`, `.badge-tag-bot`
 * ("bot until back"), `.badge-away`; in the lobby `[data-testid=table-<id>]` says "Your game" / "your turn".
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { seededTable, seededToken, type SeededPerson, type SeededTable } from './fixtures/seed-tables.js';

export interface Player { name: string; context: BrowserContext; page: Page }

const SCREENSHOT_DIR = path.resolve('artifacts', 'screenshots');

export const LAPTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };

/** The join link of a table on the test host (relative to baseURL). */
export function joinUrl(tableId: string): string {
  return `/?table=${tableId}`;
}

const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 7599}`;

/**
 * What every test's browser context starts with: the test host's address, and reduced motion (the table's
 * animations and pulsing highlights are off: in software rendering they cost the machine more than the test
 * itself). `motion: true` (openPlayer) plays with them on: the whole-game specs do.
 */
export const CONTEXT = { baseURL: BASE_URL, reducedMotion: 'reduce' } as const;

/**
 * Says in the run's output what went wrong on a person's page: a script error, and a request for one of the app's
 * files that failed or was refused (how the host's 400 to a late request was found: test/host/client-error.test.ts).
 */
export function watchPage(page: Page, name: string): void {
  page.on('pageerror', (e) => { console.error(`[${name}] page error: ${e.message}`); });
  page.on('requestfailed', (r) => { console.error(`[${name}] request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`); });
  page.on('response', (r) => { if (r.status() >= 400) console.error(`[${name}] answered ${r.status()}: ${r.url()}`); });
}

/** A new person in a new browser context: enters their name, lands in the lobby (or at `tableId`). */
export async function openPlayer(browser: Browser, name: string,
  opts: { colour?: string; viewport?: { width: number; height: number }; tableId?: string; isMobile?: boolean; motion?: boolean } = {}): Promise<Player> {
  const context = await browser.newContext({
    ...CONTEXT,
    viewport: opts.viewport ?? LAPTOP,
    isMobile: opts.isMobile,
    hasTouch: opts.isMobile,
    ...(opts.motion ? { reducedMotion: 'no-preference' as const } : {}),
  });
  const page = await context.newPage();
  watchPage(page, name);
  await page.goto(opts.tableId ? joinUrl(opts.tableId) : '/');
  const nameField = page.getByLabel('Your name');
  // A page fetched while the build is being rewritten comes up blank: load it once more.
  if (!(await nameField.waitFor({ timeout: 30_000 }).then(() => true, () => false))) await page.reload();
  await nameField.fill(name);
  if (opts.colour) await page.getByRole('radio', { name: opts.colour }).click();
  await page.getByRole('button', { name: 'Let’s play' }).click();
  if (opts.tableId) await waitForSeat({ name, context, page });
  else await expect(page.getByRole('heading', { name: 'New table' })).toBeVisible();
  return { name, context, page };
}

/** Creates a table of `gameId` from the lobby; returns its id (the player is its creator, in seat 1). */
export async function createTable(p: Player, gameId: string): Promise<string> {
  await p.page.getByTestId(`game-${gameId}`).getByRole('button', { name: /Create/ }).click();
  await expect(p.page).toHaveURL(/#\/table\/[a-z0-9]+$/);
  await waitForSeat(p);
  return /#\/table\/([a-z0-9]+)$/.exec(p.page.url())![1];
}

/** Opens the table's join link in the player's page and waits until they are seated. */
export async function joinTable(p: Player, tableId: string): Promise<void> {
  await p.page.goto(joinUrl(tableId));
  await waitForSeat(p);
}

async function waitForSeat(p: Player): Promise<void> {
  await expect(p.page.locator('.seat-item .badge-tag', { hasText: 'you' })).toBeVisible();
}

/** Creator: sets the number of seats with the −/+ buttons. */
export async function setSeats(p: Player, n: number): Promise<void> {
  const count = p.page.getByTestId('seat-count');
  for (let i = 0; i < 20; i++) {
    const now = Number((await count.textContent())!.replace(/\D+/g, ''));
    if (now === n) return;
    await p.page.getByRole('button', { name: now < n ? 'One seat more' : 'One seat fewer' }).click();
    await expect(count).not.toHaveText(`${now} seats`);
  }
  throw new Error(`could not set ${n} seats`);
}

/** Creator: puts a bot in the first open seat. */
export async function addBot(p: Player, level: 'basic' | 'random' = 'basic'): Promise<void> {
  const before = await p.page.locator('.seat-item .badge-open').count();
  await p.page.getByRole('button', { name: level === 'basic' ? '+ Bot' : '+ Random bot', exact: true }).first().click();
  await expect(p.page.locator('.seat-item .badge-open')).toHaveCount(before - 1);
}

/**
 * Creator: starts the game and waits for the game screen. Guests who have not said "I’m ready" make the host
 * refuse the start (`not_ready`); the room then asks "Start anyway?", which this answers yes to.
 */
export async function startGame(p: Player): Promise<void> {
  await p.page.getByTestId('start').click();
  const anyway = p.page.getByTestId('start-anyway');
  const table = p.page.getByTestId('game-table');
  await expect(anyway.or(table)).toBeVisible();
  if (await anyway.isVisible()) await anyway.getByRole('button', { name: 'Start anyway' }).click();
  await waitForGame(p);
}

/** A guest in the room says "I’m ready". */
export async function ready(p: Player): Promise<void> {
  await p.page.getByRole('button', { name: 'I’m ready' }).click();
  await expect(p.page.getByRole('button', { name: 'Not ready after all' })).toBeVisible();
}

/** Moves the test host's clock on (playwright.config.ts starts it with --fake-clock): turn timers, idle tables. */
export async function advanceClock(p: Player, ms: number): Promise<void> {
  const r = await p.page.request.post('/api/test/advance', { data: { ms } });
  expect(r.ok(), `advance the host's clock: ${r.status()} ${await r.text()}`).toBe(true);
}

/** Waits until the player's page shows the game's table: its code loaded and drawn (not "Setting up", not an error). */
export async function waitForGame(p: Player): Promise<void> {
  // A first load of the game's code on a cold browser can take a while on a busy machine.
  const table = p.page.getByTestId('game-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table, `${p.name}'s page draws the game (its code loaded)`).toHaveAttribute('data-ready', 'yes', { timeout: 30_000 });
}

/** Full-page screenshot to artifacts/screenshots/<name>.png (not in CI unless asked: see TAKE_SCREENSHOTS). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (!TAKE_SCREENSHOTS) return file;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The screenshots are for people to look at, so CI (CI=true), where nobody does, takes none (about a minute of its
 * time); E2E_SCREENSHOTS=1 takes them there too. docs/screenshots/ (the accessibility spec's) are always taken.
 */
const TAKE_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * On a phone the game bar keeps whose turn and the Log, and its other controls (How to play, Rules, the pace, Move to
 * another device, Leave / Back to lobby) are in its menu (app/GameBarMenu.tsx): this opens it there; on a laptop,
 * where they are in the bar itself, it does nothing.
 */
export async function openBarMenu(page: Page): Promise<void> {
  const menu = page.locator('.game-bar-menu-button');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

export async function closeAll(...players: Player[]): Promise<void> {
  for (const p of players) await p.context.close().catch(() => {});
}

/**
 * What follows the mouse, the focus or the last tap rather than the game: tooltips, and Magical Library's card note
 * (it names a card on the table, which every view shows anyway). Left out when two pages' tables are compared.
 */
export const POINTER_UI = '[role=tooltip], [data-testid=ml-card-note]';

/** What a page's game table shows as text, what follows the pointer left out (POINTER_UI). */
export async function tableText(page: Page): Promise<string> {
  return page.getByTestId('game-table').evaluate((el, hide) => {
    const tips = Array.from(el.querySelectorAll<HTMLElement>(hide));
    const saved = tips.map((t) => t.style.display);
    tips.forEach((t) => { t.style.display = 'none'; });
    const text = (el as HTMLElement).innerText;
    tips.forEach((t, i) => { t.style.display = saved[i]; });
    return text;
  }, POINTER_UI);
}

/**
 * The device of the person in seat `seat` (0-based; default the first) of a table saved mid-game
 * (fixtures/seed-tables.ts), at that table: the profile and the seat's token are in the browser's storage before the
 * page loads (as on the device that sat down), with the `local` seats as players added on this device
 * (pass-and-play) and the profile reading `lang`.
 */
export async function openSeeded(browser: Browser, tableId: string,
  opts: {
    viewport?: { width: number; height: number }; isMobile?: boolean; lang?: string; local?: number[]; seat?: number; init?: () => void; motion?: boolean;
    /** Runs on the new context before its page loads (routes that lose a file on the way). */
    beforeLoad?: (context: BrowserContext) => Promise<unknown>;
    /** false: returns once the page shows the game's frame, its table drawn or not. */
    drawn?: boolean;
    /** A host of the spec's own (seeded with `table`, at `baseURL`) instead of the shared test host. */
    own?: { baseURL: string; table: SeededTable };
  } = {}): Promise<Player> {
  const table = opts.own?.table ?? seededTable(tableId);
  const person = (seat: number) => {
    const p = table.seats[seat];
    if (p === 'bot') throw new Error(`seat ${seat + 1} of ${tableId} is a bot`);
    return p as SeededPerson;
  };
  const host = new URL(opts.own?.baseURL ?? BASE_URL).host;
  const seat = opts.seat ?? 0;
  const tokens: Record<string, string> = { [host]: seededToken(tableId, seat) };
  const local = (opts.local ?? []).map((seat) => {
    const p = person(seat);
    const id = `${p.name.toLowerCase()}seat${seat}`;
    tokens[`${host}#${id}`] = seededToken(tableId, seat);
    return { id, name: p.name, colour: p.colour };
  });
  const me = person(seat);
  const context = await browser.newContext({
    ...CONTEXT, viewport: opts.viewport ?? LAPTOP, isMobile: opts.isMobile, hasTouch: opts.isMobile,
    ...(opts.motion ? { reducedMotion: 'no-preference' as const } : {}),
    ...(opts.own ? { baseURL: opts.own.baseURL } : {}),
  });
  // Once per context: a reload keeps what the app has stored since.
  await context.addInitScript((s) => {
    if (localStorage.getItem('magic-table.e2e-seeded')) return;
    localStorage.setItem('magic-table.profile', JSON.stringify(s.profile));
    localStorage.setItem('magic-table.tokens', JSON.stringify(s.tokens));
    if (s.local.length) localStorage.setItem('magic-table.local-players', JSON.stringify({ [s.host]: { [s.tableId]: s.local } }));
    localStorage.setItem('magic-table.e2e-seeded', '1');
  }, { profile: { name: me.name, colour: me.colour, lang: opts.lang ?? 'auto' }, tokens, local, host, tableId });
  if (opts.init) await context.addInitScript(opts.init);
  await opts.beforeLoad?.(context);
  const page = await context.newPage();
  watchPage(page, me.name);
  await page.goto(`/#/table/${tableId}`);
  if (opts.drawn === false) await expect(page.getByTestId('game-table')).toBeVisible({ timeout: 30_000 });
  else await waitForGame({ name: me.name, context, page });
  return { name: me.name, context, page };
}
