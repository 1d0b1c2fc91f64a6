/**
 * Magic Market's table on a phone and a laptop, at a Visitor step (a table saved mid-game, Ann and three bots, Ann to turn a Visitor
 * over: fixtures/seed-tables.ts `mkreveal…`), with nothing scrolled:
 * - the game bar is one row on a phone in English and at most two in German (the game, whose turn, a menu button
 *   for the rest), and every one of its controls is still there behind the menu (axe finds nothing serious, the menu
 *   open or shut);
 * - the decision (the `data-prompt` and the buttons that turn a Visitor over) is in view together with the ring, at
 *   both sizes, as the page opens;
 * - on a laptop the others' Stands are side by side under the ring, not a column to scroll down, and the page (four
 *   players) is at most 900 px high.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './a11y/axe.js';
import { LAPTOP, PHONE, closeAll, openSeeded, screenshot } from './support.js';

/** How many rows the game bar's visible parts take (parts whose tops are within a few pixels share a row). */
async function barRows(page: Page): Promise<{ rows: number; height: number }> {
  return page.locator('.game-bar').evaluate((bar) => {
    const tops: number[] = [];
    const parts = [...bar.querySelectorAll<HTMLElement>(':scope > *, :scope > .row > *')].filter((el) => !el.classList.contains('row'));
    for (const el of parts) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const middle = box.top + box.height / 2;
      if (!tops.some((t) => Math.abs(t - middle) < 12)) tops.push(middle);
    }
    return { rows: tops.length, height: bar.getBoundingClientRect().height };
  });
}

/** Whether an element's box lies wholly inside the window, as the page is (no scrolling). */
async function wholeInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const b = el.getBoundingClientRect();
    return b.top >= 0 && b.left >= 0 && b.bottom <= window.innerHeight && b.right <= window.innerWidth && b.height > 0;
  });
}

/** How much of the ring is in view (0–1), as the page is. */
async function ringInView(page: Page): Promise<number> {
  return page.locator('.mk-market').evaluate((el) => {
    const b = el.getBoundingClientRect();
    const seen = Math.max(0, Math.min(b.bottom, window.innerHeight) - Math.max(b.top, 0));
    return seen / b.height;
  });
}

/** The prompt and every button that turns a Visitor over wholly in view, with at least half the ring, nothing scrolled. */
async function decisionInView(page: Page): Promise<void> {
  const buttons = page.locator('.mk-reveal-buttons button');
  await expect(buttons.first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the page as it opened').toBe(0);
  expect(await wholeInView(page, '[data-prompt]'), 'the prompt in view').toBe(true);
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) expect(await wholeInView(page, `.mk-reveal-buttons button >> nth=${i}`), `reveal button ${i + 1} in view`).toBe(true);
  expect(await ringInView(page), 'the ring (at least half of it) in view with them').toBeGreaterThanOrEqual(0.5);
}

const MENU_WORDS = { en: ['How to play', 'Rules', 'Move to another device', 'Leave'], de: ['Spielanleitung', 'Regeln', 'Gerät wechseln', 'Verlassen'] };

test('on a phone: the game bar is one row with a menu for the rest, and the Visitor buttons are in view with the ring', async ({ browser }) => {
  const ann = await openSeeded(browser, 'mkreveal390', { viewport: PHONE, isMobile: true });
  const page = ann.page;
  await decisionInView(page);
  await screenshot(page, 'magic-market-layout-390');
  const { rows, height } = await barRows(page);
  expect(rows, `the bar's rows (${height} px high)`).toBe(1);
  expect(height).toBeLessThanOrEqual(56);
  // Whose turn and the Log are in the bar itself; the rest is in its menu, each named by its visible label.
  await expect(page.locator('.game-bar .your-turn')).toBeVisible();
  await expect(page.locator('.game-bar').getByRole('button', { name: 'Log', exact: true })).toBeVisible();
  const menu = page.locator('.game-bar-menu-button');
  await expect(menu).toHaveAccessibleName('Menu');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('.game-bar-menu');
  for (const w of MENU_WORDS.en) await expect(panel.getByRole('button', { name: w, exact: true })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Pace' })).toBeVisible();
  // The menu is wholly on the screen.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'magic-market-layout-390-menu');
  expect(await seriousViolations(page), 'axe with the menu open').toEqual([]);
  // Escape shuts it, the focus back on its button; a control in it works and shuts it (Rules opens).
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await panel.getByRole('button', { name: 'Rules', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('dialog')).toBeVisible();
  await closeAll(ann);
});

test('on a phone in German: the game bar takes two rows at most, its menu holds the rest', async ({ browser }) => {
  // The same table (nothing is played here).
  const ann = await openSeeded(browser, 'mkreveal390', { viewport: PHONE, isMobile: true, lang: 'de' });
  const page = ann.page;
  await expect(page.getByTestId('mk-actions')).toBeVisible();
  const { rows, height } = await barRows(page);
  await screenshot(page, 'magic-market-layout-390-de');
  expect(rows, `the bar's rows (${height} px high)`).toBeLessThanOrEqual(2);
  expect(height).toBeLessThanOrEqual(96);
  await expect(page.locator('.game-bar').getByRole('button', { name: 'Protokoll', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  for (const w of MENU_WORDS.de) await expect(page.locator('.game-bar-menu').getByRole('button', { name: w, exact: true })).toBeVisible();
  await expect(page.locator('.game-bar-menu').getByRole('combobox', { name: 'Tempo' })).toBeVisible();
  await closeAll(ann);
});

test('on a laptop: the Visitor buttons are in view with the ring', async ({ browser }) => {
  const ann = await openSeeded(browser, 'mkreveal1366', { viewport: LAPTOP });
  await decisionInView(ann.page);
  // The others' Stands side by side under the ring (one row, not a column to scroll down).
  const tops = await ann.page.locator('[data-testid=mk-stands] > section').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(tops.length, 'the three bots\' Stands').toBe(3);
  expect(new Set(tops).size, `the Stands' tops (${tops.join(', ')})`).toBe(1);
  // The whole table (the ring, your Stand, the others' Stands, the prompt) in little more than the window: each Object
  // of another's Stand one line, what they still have to buy one short line (1113 px before, 874 since; 880 with the
  // lines' words at 0.76 rem and their price chips closer).
  const height = await ann.page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the page\'s height at 1366 × 768, four players').toBeLessThanOrEqual(900);
  // Within it, an Object's category in words as large as its name, and at least 0.75 rem (it was 0.68).
  const sizes = await ann.page.locator('[data-testid=mk-stands] .mk-obj-line').first().evaluate((line) => [line.querySelector('.mk-obj-name')!, line.querySelector('.mk-obj-cat')!]
    .map((el) => parseFloat(getComputedStyle(el).fontSize) / parseFloat(getComputedStyle(document.documentElement).fontSize)));
  expect(sizes[1], 'the category\'s size in rem').toBeGreaterThanOrEqual(0.75);
  expect(sizes[1], 'the category as large as the name').toBe(sizes[0]);
  // The log's column beside the table tells the latest events: the table repeats no list of them under the Stands.
  await expect(ann.page.locator('.game-side .log-panel')).toBeVisible();
  const recent = await ann.page.locator('.mk-recent').boundingBox();
  expect(recent && recent.width * recent.height, 'the latest events under the Stands (for screen readers only)').toBeLessThanOrEqual(1);
  await screenshot(ann.page, 'magic-market-layout-1366');
  await closeAll(ann);
});
