/**
 * Nothing is lost for a player: a reload in the middle of a MegaGem game
 * returns them to the same seat with the same view (their secret hand, their
 * sealed bid, the log), and a dropped connection shows the banner and
 * reconnects by itself to the same seat. A returning player's lobby is on screen
 * before the app's scripts ran (the host's pre-rendered lobby), then the app's.
 */
import { expect, test, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { magicMoney } from '../../src/shared/games/magic-money/index.js';
import { addBot, closeAll, CONTEXT, createTable, LAPTOP, openPlayer, PHONE, screenshot, setSeats, startGame, waitForGame } from './support.js';

async function handColours(page: Page): Promise<string[]> {
  return page.locator('.mg-you-zone .mg-hand .card-title').allTextContents();
}

test('a reload mid-game returns the player to the same seat and view', async ({ browser }) => {
  const ann = await openPlayer(browser, 'Ann');
  const tableId = await createTable(ann, 'megagem');
  await setSeats(ann, 3);
  await addBot(ann, 'basic');
  const bob = await openPlayer(browser, 'Bob', { tableId });
  await startGame(ann);
  await waitForGame(bob);
  const page = ann.page;

  // Ann places her sealed bid; Bob has not bid yet, so the auction waits for him.
  await page.locator('#mg-bid-input').fill('1');
  await page.locator('#mg-bid-input').press('Enter');
  await expect(page.getByText(/You bid 1\./)).toBeVisible();
  // Bob sees that Ann has bid, not what.
  await expect(bob.page.getByTestId('mg-player-0')).toContainText('✓ bid placed');
  await expect(bob.page.getByTestId('mg-player-2')).toContainText('… bidding'); // Bob (seat 1 is the bot)
  await expect(bob.page.getByTestId('last-auction')).toHaveCount(0);

  const before = {
    url: page.url(),
    hand: await handColours(page),
    coins: await page.locator('[data-testid=mg-player-0] .coin').textContent(),
    auction: await page.locator('.mg-auction-zone h3').textContent(),
    log: await page.locator('.log-list li').allTextContents(),
    // The bid form's room, kept while the form is away so the next one does not push the table down.
    room: await page.locator('.mg-you-action').evaluate((el) => el.getBoundingClientRect().height),
  };
  expect(before.hand.length).toBeGreaterThan(0);

  await page.reload();
  await waitForGame(ann);
  expect(page.url()).toBe(before.url);
  await expect(page.locator('[data-testid=mg-player-0] .badge-tag', { hasText: 'you' })).toBeVisible();
  await expect(page.getByText(/You bid 1\./)).toBeVisible();
  expect(await handColours(page)).toEqual(before.hand);
  await expect(page.locator('[data-testid=mg-player-0] .coin')).toHaveText(before.coins!);
  await expect(page.locator('.mg-auction-zone h3')).toHaveText(before.auction!);
  const after = await page.locator('.log-list li').allTextContents();
  expect(after.slice(0, before.log.length)).toEqual(before.log);
  // The form's room is kept after the reload too (megagem/bidRoom.ts): the next form will not move the page.
  expect(Math.abs(await page.locator('.mg-you-action').evaluate((el) => el.getBoundingClientRect().height) - before.room)).toBeLessThan(1);

  // The game goes on from there: Bob bids and the auction resolves with Ann's bid of 1.
  await bob.page.locator('#mg-bid-input').fill('0');
  await bob.page.locator('#mg-bid-input').press('Enter');
  await expect(page.getByTestId('last-auction')).toContainText('Ann 1');
  await closeAll(ann, bob);
});

test('a dropped connection shows the banner and reconnects to the same seat', async ({ browser }) => {
  const ann = await openPlayer(browser, 'Ann');
  const page = ann.page;
  let live: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    ws.connectToServer();
    live = ws;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New table' })).toBeVisible();
  await createTable(ann, 'megagem');
  await setSeats(ann, 3);
  await addBot(ann);
  await addBot(ann);
  await startGame(ann);
  const hand = await handColours(page);

  const dropped = live!;
  await dropped.close({ code: 4000, reason: 'test drop' });
  await expect(page.getByTestId('reconnect-banner')).toBeVisible();
  await expect(page.getByTestId('reconnect-banner')).toContainText('Connection lost — reconnecting…');
  await screenshot(page, 'reconnect-banner');
  await expect(page.getByTestId('reconnect-banner')).toBeHidden({ timeout: 15_000 });
  expect(live).not.toBe(dropped);
  await waitForGame(ann);
  expect(await handColours(page)).toEqual(hand);
  // Still our seat: we can bid.
  await page.locator('#mg-bid-input').fill('0');
  await page.locator('#mg-bid-input').press('Enter');
  await expect(page.getByTestId('last-auction')).toBeVisible();
  await closeAll(ann);
});

/** A new page of `context` whose app scripts (all but the page's small first script) wait for `release()`. */
async function pageWithScriptsHeld(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!/\/assets\/boot-[^/]*\.js$/.test(route.request().url())) await held;
    await route.continue();
  });
  return { page, release };
}

test('a returning player sees the host’s lobby before the app’s scripts ran, then one lobby; a newcomer never', async ({ browser }) => {
  const ann = await openPlayer(browser, 'Ann');
  await createTable(ann, 'magic-money');
  // A first-time visitor: the name form, never the lobby, even while the app's scripts are held.
  const context = await browser.newContext({ ...CONTEXT, viewport: LAPTOP });
  const first = await pageWithScriptsHeld(context);
  await first.page.goto('/', { waitUntil: 'commit' });
  await expect(first.page.locator('#prelobby .table-item').first()).toBeAttached();
  await expect(first.page.locator('#prelobby')).toBeHidden();
  first.release();
  await first.page.getByLabel('Your name').fill('Bob');
  await expect(first.page.locator('#prelobby')).toHaveCount(0);
  await first.page.getByRole('button', { name: 'Let’s play' }).click();
  await expect(first.page.getByRole('heading', { name: 'New table' })).toBeVisible();
  await first.page.close();
  // Bob comes back.
  for (const size of [LAPTOP, PHONE]) {
    const { page, release } = await pageWithScriptsHeld(context);
    await page.setViewportSize(size);
    await page.goto('/', { waitUntil: 'commit' });
    // The host's lobby, drawn before any of the app's code ran: Ann's waiting table among the tables.
    const pre = page.locator('#prelobby');
    await expect(pre.locator('.table-list .table-item', { hasText: 'Magic Money' }).first()).toBeVisible();
    await expect(pre.getByRole('link', { name: 'Join' }).first()).toHaveAttribute('href', /^#\/table\/[a-z0-9]+$/);
    await expect(pre.locator('.profile-chip')).toContainText('Bob');
    await expect(page.locator('#root')).toBeHidden();
    const before = await page.locator('.lobby').boundingBox();
    await screenshot(page, `prelobby-${size.width}-before`);
    release();
    // The app's own lobby replaces it: exactly one lobby, where it was.
    await expect(pre).toHaveCount(0);
    await expect(page.locator('.table-list')).toHaveCount(1);
    await expect(page.getByTestId('game-magic-money')).toBeVisible();
    expect(await page.locator('.lobby').boundingBox()).toEqual(before);
    await screenshot(page, `prelobby-${size.width}-after`);
    await page.close();
  }
  // Bob again, on a German phone: the host's lobby and then the app's, each game's summary in German throughout.
  const german = await browser.newContext({ ...CONTEXT, viewport: PHONE, locale: 'de-DE', storageState: await context.storageState() });
  const de = await pageWithScriptsHeld(german);
  await de.page.goto('/', { waitUntil: 'commit' });
  const card = (where: string) => de.page.locator(`${where} .game-card`, { hasText: 'Magic Money' }).locator('p.small').first();
  await expect(de.page.locator('#prelobby')).toBeVisible();
  await expect(de.page.locator('#prelobby h2').first()).toContainText('Tische bei');
  await expect(card('#prelobby')).toHaveText(magicMoney.summaries!.de!);
  await screenshot(de.page, 'prelobby-390-de-before');
  de.release();
  await expect(de.page.locator('#prelobby')).toHaveCount(0);
  await expect(card('#root')).toHaveText(magicMoney.summaries!.de!);
  await screenshot(de.page, 'prelobby-390-de-after');
  await german.close();
  await context.close();
  await closeAll(ann);
});
