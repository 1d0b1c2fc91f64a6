/**
 * The host's history and the replay viewer, in a real browser: finished games seeded into the host's
 * data folder (test/e2e/fixtures/seed-history.ts, run by playwright.config.ts) are listed; a MegaGem
 * replay is stepped forward and back with the buttons and the arrow keys (the counter and the table
 * change, and come back the same), its view picker shows a player's own view after the game; Magic
 * Money offers only the public view; a move tried on the replay's table is refused. Screenshots of the
 * viewer at 1366×768 and 390×844 go to docs/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { SEEDED } from './fixtures/seed-history.js';
import { closeAll, LAPTOP, openPlayer, PHONE, screenshot, tableText } from './support.js';

const DOCS = path.resolve('docs', 'screenshots');

/** The game's own table inside the viewer (without the frame's attributes). */
// The table's text (tooltips left out: one may be open under the mouse or the focus).
const tableHtml = (page: Page) => tableText(page);

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Finished games on this host' }).click();
  await expect(page).toHaveURL(/#\/history$/);
  await expect(page.getByTestId('history-list')).toBeVisible();
}

test('history lists finished games; a replay steps forward and back; Magic Money shows only the public view', async ({ browser }) => {
  const viewer = await openPlayer(browser, 'Viewer', { viewport: LAPTOP });
  const { page } = viewer;
  try {
    await openHistory(page);
    const gem = page.getByTestId(`history-${SEEDED.megagem}-1`);
    await expect(gem).toContainText('MegaGem');
    await expect(gem).toContainText('Ann');
    await expect(gem).toContainText('Ben');
    await expect(gem).toContainText('Cleo');
    await expect(gem).toContainText(/Winners?: /);
    await expect(gem).toContainText('68 moves');
    const money = page.getByTestId(`history-${SEEDED.money}-1`);
    await expect(money).toContainText('Magic Money');
    // Newest first: the MegaGem game (28 November) comes before the Magic Money one (27 November).
    const ids = await page.locator('.history-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(ids.indexOf(`history-${SEEDED.megagem}-1`)).toBeLessThan(ids.indexOf(`history-${SEEDED.money}-1`));

    await gem.getByRole('button', { name: /^Replay MegaGem/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/replay/${SEEDED.megagem}/1$`));
    const counter = page.getByTestId('replay-counter');
    await expect(counter).toHaveText('Move 0 of 68');
    await expect(page.getByTestId('game-table')).toHaveAttribute('data-view-seat', 'public');
    // The game's own table is drawn (its code arrives after the first frame: till then the table says it is loading).
    await expect(page.getByTestId('game-table')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.replay-table > *').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'One move back' })).toBeDisabled();
    const start = await tableHtml(page);

    // Forward: a button, then the arrow key.
    await page.getByRole('button', { name: 'One move forward' }).click();
    await expect(counter).toHaveText('Move 1 of 68');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Move 4 of 68');
    await expect(page.getByTestId('game-table')).toHaveAttribute('data-move-no', '4');
    const at4 = await tableHtml(page);
    expect(at4).not.toBe(start);
    const logAt4 = await page.locator('.log-list li').count();

    // Back: the arrow key, then the button; the same table as before at the same move.
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('Move 3 of 68');
    await page.getByRole('button', { name: 'One move back' }).click();
    await expect(counter).toHaveText('Move 2 of 68');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Move 4 of 68');
    await expect.poll(() => tableHtml(page)).toBe(at4);
    await expect(page.locator('.log-list li')).toHaveCount(logAt4);
    await page.getByRole('button', { name: 'First move' }).click();
    await expect(counter).toHaveText('Move 0 of 68');
    await expect.poll(() => tableHtml(page)).toBe(start);

    // The end: the result is there; then Ann's own view (MegaGem keeps nothing secret after the game).
    await page.keyboard.press('End');
    await expect(counter).toHaveText('Move 68 of 68');
    await expect(page.getByRole('button', { name: 'One move forward' })).toBeDisabled();
    const endPublic = await tableHtml(page);
    await page.getByTestId('replay-view').selectOption({ label: 'Ann’s view' });
    await expect(page.getByTestId('game-table')).toHaveAttribute('data-view-seat', '0');
    await expect(counter).toHaveText('Move 68 of 68');
    await page.getByRole('button', { name: 'First move' }).click();
    await expect(counter).toHaveText('Move 0 of 68');
    await expect.poll(() => tableHtml(page)).not.toBe(start);
    expect(endPublic).not.toBe(start);
    // Read-only: Ann's bid control is there (her view at move 0), but the bid it sends is refused with a clear message.
    await page.getByRole('button', { name: 'Place bid' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This is a replay: nothing can be played here.' })).toBeVisible();
    await expect(counter).toHaveText('Move 0 of 68');

    // Mid-game, public: the screenshot at 1366×768.
    await page.getByTestId('replay-view').selectOption({ label: 'Public (what everyone saw)' });
    await page.getByRole('slider', { name: 'Move' }).fill('23');
    await expect(counter).toHaveText('Move 23 of 68');
    await expect(page.getByTestId('game-table')).toHaveAttribute('data-view-seat', 'public');
    await expect(page.locator('.replay-notice')).toHaveCount(0, { timeout: 8000 });
    fs.mkdirSync(DOCS, { recursive: true });
    await page.screenshot({ path: path.join(DOCS, 'replay-1366.png') });

    // Magic Money: only the public view (its private ledgers stay secret after the game).
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page).toHaveURL(/#\/history$/);
    await page.getByTestId(`history-${SEEDED.money}-1`).getByRole('button', { name: /^Replay Magic Money/ }).click();
    await expect(page.getByTestId('replay-counter')).toHaveText(/^Move 0 of \d+$/);
    await expect(page.getByTestId('replay-public-only')).toHaveText('Magic Money keeps things secret even after the game: only the public view.');
    await expect(page.getByTestId('replay-view')).toHaveCount(0);
    await page.keyboard.press('End');
    await expect(page.getByTestId('replay-counter')).toHaveText(/^Move (\d+) of \1$/);
  } finally {
    await closeAll(viewer);
  }
});

test('the replay viewer on a phone (390×844): the controls at the bottom within reach, the screenshot', async ({ browser }) => {
  const phone = await openPlayer(browser, 'Phone', { viewport: PHONE, isMobile: true });
  const { page } = phone;
  try {
    await openHistory(page);
    await screenshot(page, 'history-390');
    await page.getByTestId(`history-${SEEDED.megagem}-1`).getByRole('button', { name: /^Replay MegaGem/ }).click();
    const counter = page.getByTestId('replay-counter');
    await expect(counter).toHaveText('Move 0 of 68');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One move forward' }).tap();
    await expect(counter).toHaveText('Move 3 of 68');
    await page.getByRole('button', { name: 'One move back' }).tap();
    await expect(counter).toHaveText('Move 2 of 68');
    await page.getByRole('slider', { name: 'Move' }).fill('23');
    await expect(counter).toHaveText('Move 23 of 68');
    await expect(page.getByTestId('game-table')).toHaveAttribute('aria-busy', 'false');
    // The buttons sit in the lower part of the screen, whole, and big enough for a thumb.
    for (const name of ['First move', 'One move back', 'One move forward', 'Last move']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.y).toBeGreaterThan(PHONE.height * 0.75);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    fs.mkdirSync(DOCS, { recursive: true });
    await page.screenshot({ path: path.join(DOCS, 'replay-390.png') });
  } finally {
    await closeAll(phone);
  }
});
