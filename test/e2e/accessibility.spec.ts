/**
 * axe-core (WCAG 2 A/AA, serious and critical) on every screen, at 1366×768 and 390×844: the welcome form, the
 * lobby, the device settings, How to play of each game (the page and the table's side panel), the history and a
 * replay, each game's room (with the table options), its table late in a game (and the phone's log drawer) and its
 * score screen. The table is one saved nine tenths of the way through a game (fixtures/seed-tables.ts), played
 * to its end by one person and bots (the game helpers' drivers, test/e2e/drivers/).
 *
 * Also the colour-vision screenshots: each game's main screen through SVG feColorMatrix filters with Machado et
 * al.'s severity-1.0 deuteranopia and protanopia matrices (the same as test/renderer/cvd.ts, applied in linear RGB,
 * the filters' default colour space) → docs/screenshots/cvd-<game>-<deficiency>.png; and the screenshots of the
 * screens this issue changed → docs/screenshots/ (lobby, room, How to play, the log drawer).
 *
 * Violations are collected per screen with soft assertions, so one run lists all of them.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { axeBuilder, seriousViolations } from './a11y/axe.js';
import { magicMarketStep } from './drivers/magic-market.js';
import { magicMoneyStep } from './drivers/magic-money.js';
import { magicalLibraryStep } from './drivers/magical-library.js';
import { megagemStep } from './drivers/megagem.js';
import { SEEDED } from './fixtures/seed-history.js';
import { CONTEXT, LAPTOP, PHONE, addBot, closeAll, createTable, openPlayer, openSeeded, setSeats, type Player } from './support.js';
import { MACHADO } from '../renderer/cvd.js';

const DOCS = path.resolve('docs', 'screenshots');
const SIZES = [LAPTOP, PHONE] as const;

async function docShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(DOCS, { recursive: true });
  await page.screenshot({ path: path.join(DOCS, `${name}.png`) });
}

/**
 * Violations found inside a game's table (its own folder, src/renderer/games/<id>/, which the game helpers own),
 * left out of the check of that game's table subtree ONLY, rule by rule, until the game fixes them. Everything
 * else on the page (the frame, the log, the bars, every other rule inside the table) is checked in full.
 */
const KNOWN_IN_GAME: Record<string, { rule: string; why: string }[]> = {};

async function check(page: Page, label: string, game?: string): Promise<void> {
  // Nothing left out (the usual case): one pass over the whole page, table included.
  if (!game || !(KNOWN_IN_GAME[game] ?? []).length || !(await page.getByTestId('game-table').count())) {
    expect.soft(await seriousViolations(page), label).toEqual([]);
    return;
  }
  // The page without the table, in full; then the table with only its game's known rules off.
  expect.soft(await seriousViolations(page, { exclude: ['[data-testid=game-table]'] }), `${label} (outside the table)`).toEqual([]);
  const known = (KNOWN_IN_GAME[game] ?? []).map((k) => k.rule);
  const { violations } = await axeBuilder(page)
    .include('[data-testid=game-table]').disableRules(known).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} [${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}]`).join('; ')}`);
  expect.soft(serious, `${label} (inside ${game}'s table)`).toEqual([]);
}

/** axe at both sizes (back to the laptop size after). */
async function axeBoth(page: Page, screen: string, opts: { game?: string; shot?: string } = {}): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    if (opts.shot) await docShot(page, `${opts.shot}-${size.width}`);
    await check(page, `${screen} at ${size.width}×${size.height}`, opts.game);
  }
  await page.setViewportSize(LAPTOP);
}

/** The page seen through a simulated colour-vision deficiency (an SVG filter on the root), then no filter again. */
async function cvdShots(page: Page, game: string): Promise<void> {
  for (const [name, m] of Object.entries(MACHADO)) {
    const values = m.map((row) => [...row, 0, 0].join(' ')).concat(['0 0 0 1 0']).join(' ');
    await page.evaluate(({ values }) => {
      document.getElementById('cvd-filter')?.remove();
      const div = document.createElement('div');
      div.id = 'cvd-filter';
      div.innerHTML = `<svg width="0" height="0" style="position:absolute" aria-hidden="true"><filter id="cvd" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${values}"/></filter></svg>`;
      document.body.appendChild(div);
      document.documentElement.style.filter = 'url(#cvd)';
    }, { values });
    await page.waitForTimeout(150);
    await docShot(page, `cvd-${game}-${name}`);
  }
  await page.evaluate(() => { document.documentElement.style.filter = ''; document.getElementById('cvd-filter')?.remove(); });
}

test('the app’s screens: welcome, lobby, settings, How to play, history, a replay', async ({ browser }) => {
  test.setTimeout(240_000);
  // Motion as the device asks by default: the settings below turn the animations off by hand.
  const context = await browser.newContext({ ...CONTEXT, viewport: LAPTOP, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByLabel('Your name')).toBeVisible();
  // The check itself finds what it should (axe runs in the page: a11y/axe.ts): a button with no name, then nothing once it is gone.
  await page.evaluate(() => { const b = document.createElement('button'); b.id = 'axe-bait'; document.body.appendChild(b); });
  expect((await seriousViolations(page)).join('\n')).toMatch(/^button-name \(critical\).*#axe-bait/m);
  await page.evaluate(() => document.getElementById('axe-bait')?.remove());
  await axeBoth(page, 'welcome (profile)');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('button', { name: 'Let’s play' }).click();
  await expect(page.getByRole('heading', { name: 'New table' })).toBeVisible();
  await axeBoth(page, 'lobby', { shot: 'lobby' });
  // The games in even rows (two by two in a laptop's panel, never three and one left alone), their Create buttons
  // level across a row; on a phone one column, and the header in the screen's width even with a long name.
  const cards = () => page.locator('.game-card').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { top: Math.round(r.top), create: Math.round(el.querySelector('.btn-primary')!.getBoundingClientRect().top) };
  }));
  const rows = (cs: { top: number }[]) => [...new Set(cs.map((c) => c.top))].map((top) => cs.filter((c) => c.top === top).length);
  const laptop = await cards();
  expect(rows(laptop)).toEqual([2, 2]);
  expect(new Set(laptop.slice(0, 2).map((c) => c.create)).size).toBe(1);
  await page.setViewportSize(PHONE);
  expect(rows(await cards())).toEqual([1, 1, 1, 1]);
  const name = page.locator('.profile-chip .badge-name');
  await name.evaluate((el) => { el.textContent = 'Maximiliane-Charlotte'; });
  expect(await page.locator('.top-bar').evaluate((el) => Math.max(...Array.from(el.querySelectorAll('*'), (c) => c.getBoundingClientRect().right))))
    .toBeLessThanOrEqual(PHONE.width);
  await name.evaluate((el) => { el.textContent = 'Ann'; });
  await page.setViewportSize(LAPTOP);

  // The device settings from the header: keyboard reachable, Escape closes and gives the focus back.
  const settings = page.getByRole('button', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'On this device' })).toBeVisible();
  await page.getByLabel('Mute sounds').check();
  await page.getByLabel('Animations').uncheck();
  expect(await page.evaluate(() => [localStorage.getItem('magic-table.sound'), localStorage.getItem('magic-table.motion'), document.documentElement.classList.contains('mt-motion')]))
    .toEqual([JSON.stringify({ volume: 0.6, muted: true }), 'off', false]);
  await axeBoth(page, 'device settings', { shot: 'settings' });
  // axe leaves the panel's text unjudged (it floats over the page: "incomplete", not a violation), so its help text's
  // contrast on the panel's paper is checked here: the header's pale muted ink once made it 1.3:1.
  expect(await page.locator('.settings-panel small').evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => { const x = v / 255; return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [lum(getComputedStyle(el).color), lum(getComputedStyle(el.closest('.settings-panel')!).backgroundColor)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  })).toBeGreaterThanOrEqual(4.5);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'On this device' })).toHaveCount(0);
  await expect(settings).toBeFocused();
  await settings.click();
  await page.getByLabel('Mute sounds').uncheck();
  await page.getByLabel('Animations').check();
  await page.keyboard.press('Escape');

  // How to play, from each game card of the lobby: the aid (or its fallback) and the full rules; Escape goes back.
  for (const game of ['megagem', 'magic-money', 'magic-market', 'magical-library']) {
    await page.getByTestId(`game-${game}`).getByRole('button', { name: /^How to play/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/how/${game}$`));
    const how = page.getByTestId('how-to-play');
    await expect(how.getByRole('heading', { name: 'The full rules', exact: true })).toBeVisible();
    await expect(how.getByRole('heading', { name: 'At a glance', exact: true })).toBeVisible();
    await axeBoth(page, `How to play ${game}`, { shot: game === 'megagem' ? 'how-to-play' : undefined });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'New table' })).toBeVisible();
  }

  // The history and a replay (seeded finished games).
  await page.locator('.history-open').click();
  await expect(page.getByTestId('history-list')).toBeVisible();
  await axeBoth(page, 'history');
  await page.getByTestId(`history-${SEEDED.megagem}-1`).getByRole('button', { name: /^Replay MegaGem/ }).click();
  await expect(page.getByTestId('game-table')).toBeVisible();
  // Pressed as soon as the table shows, often before the first move arrives: keys pressed while it loads count.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-counter')).toHaveText('Move 2 of 68');
  await expect(page.getByTestId('game-table')).toHaveAttribute('aria-busy', 'false');
  await axeBoth(page, 'replay', { game: 'megagem' });
  await context.close();
});

const GAMES = [
  { id: 'megagem', short: 'gem', step: megagemStep },
  { id: 'magic-money', short: 'money', step: magicMoneyStep },
  { id: 'magic-market', short: 'market', step: magicMarketStep },
  { id: 'magical-library', short: 'library', step: magicalLibraryStep },
] as const;

for (const { id, short, step } of GAMES) {
  test(`${id}: the room, the table late in a game (How to play beside it, the phone's log drawer), the score screen`, async ({ browser }) => {
    test.setTimeout(240_000);
    const host = await openPlayer(browser, 'Ann', { colour: 'blue' });
    await createTable(host, id);
    await setSeats(host, 3);
    await addBot(host);
    await addBot(host);
    // The table options, as the creator sees them.
    await expect(host.page.getByLabel('First game: show hints')).not.toBeChecked();
    await expect(host.page.getByLabel('Make forced choices for me')).toBeChecked();
    await host.page.getByLabel('First game: show hints').click();
    await expect(host.page.getByLabel('First game: show hints')).toBeChecked();
    await axeBoth(host.page, `${id} room`, { shot: id === 'megagem' ? 'room' : undefined });
    await host.page.getByLabel('Make forced choices for me').click();
    await expect(host.page.getByLabel('Make forced choices for me')).not.toBeChecked();
    await closeAll(host);

    // A table of the game late in play: one saved nine tenths of the way through (fixtures/seed-tables.ts),
    // Ann and two bots, hints on. A few more moves first.
    const ann = await openSeeded(browser, `ax${short}`);
    const players: Player[] = [ann];
    let turn = 0;
    for (let i = 0; i < 3; i++) await step(ann, turn++);
    await ann.page.waitForTimeout(300);
    await axeBoth(ann.page, `${id} table mid-game`, { game: id });
    await cvdShots(ann.page, id);

    // How to play beside the table: the table stays visible and live.
    await ann.page.getByRole('button', { name: 'How to play' }).click();
    const how = ann.page.getByTestId('how-to-play');
    await expect(how).toBeVisible();
    await expect(ann.page.getByTestId('game-table')).toBeVisible();
    await axeBoth(ann.page, `${id} How to play at the table`, { game: id, shot: id === 'megagem' ? 'how-to-play-table' : undefined });
    await ann.page.keyboard.press('Escape');
    await expect(how).toHaveCount(0);

    // The phone's log: a drawer with the focus in it; Escape closes it and the focus goes back to the Log button.
    await ann.page.setViewportSize(PHONE);
    const logButton = ann.page.getByRole('button', { name: 'Log', exact: true });
    await logButton.click();
    const drawer = ann.page.getByTestId('log-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close the log' })).toBeFocused();
    await expect(drawer.locator('.log-list li').first()).toBeVisible();
    await ann.page.waitForTimeout(400);
    if (id === 'megagem') await docShot(ann.page, 'log-drawer-390');
    await check(ann.page, `${id} log drawer at 390×844`, id);
    await ann.page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(logButton).toBeFocused();
    await ann.page.setViewportSize(LAPTOP);

    // To the end of the game.
    const deadline = Date.now() + 180_000;
    const over = ann.page.locator('[data-testid=game-table][data-over=yes]');
    while (Date.now() < deadline && !(await over.isVisible())) {
      if (!(await step(ann, turn++))) await ann.page.waitForTimeout(60);
    }
    await expect(over).toBeVisible();
    await ann.page.waitForTimeout(500);
    await axeBoth(ann.page, `${id} score screen`, { game: id });
    await closeAll(...players);
  });
}
