/**
 * Tables that survive real gatherings (issue 13), through the UI with several browser contexts
 * (laptops at 1366×768, a phone at 390×844), on small MegaGem tables of 3 seats:
 * equal names and colours told apart, ready and "start anyway", a leaver's seat that waits (a newcomer
 * cannot sit there; the leaver comes back to it), a stand-in bot that plays an away seat and hands it
 * back, a turn timer running out on the host's fake clock (no sleeping), a seat moved to another device
 * with a hand-off link and with the table's approval, and "Play again" back to the room while another
 * person still reads the score screen. Screenshots of every new screen at both sizes.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  CONTEXT, LAPTOP, PHONE, addBot, advanceClock, closeAll, openBarMenu, createTable, joinTable, joinUrl, openPlayer, ready, screenshot, setSeats, startGame, waitForGame, watchPage, type Player,
} from './support.js';

/** A person who opens a link in a fresh context and gives their name, without waiting to be seated. */
async function openAt(browser: Browser, name: string, url: string, viewport = LAPTOP): Promise<Player> {
  const context = await browser.newContext({ ...CONTEXT, viewport });
  const page = await context.newPage();
  watchPage(page, name);
  await page.goto(url);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Let’s play' }).click();
  return { name, context, page };
}

const seatColour = (page: Page, seat: number) =>
  page.getByTestId(`seat-${seat}`).locator('.badge').first().evaluate((el) => (el as HTMLElement).style.getPropertyValue('--seat-colour'));

const log = (page: Page) => page.locator('.log-list');

/** The colour of the person's own badge in the app's header. */
const headerColour = (page: Page) =>
  page.locator('.profile-chip .badge').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--seat-colour'));

/** Shows the log on a phone (a toggle there); on a laptop it is always beside the table. */
async function showLog(p: Player): Promise<void> {
  const toggle = p.page.getByRole('button', { name: 'Log', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
}

test('a leaver’s seat waits for them; a stand-in bot plays it and hands it back; names and colours are told apart', async ({ browser }) => {
  test.setTimeout(120_000);
  const ann = await openPlayer(browser, 'Ann', { colour: 'blue' });
  const tableId = await createTable(ann, 'megagem');
  await setSeats(ann, 3);
  // Another "Ann", also in blue, becomes "Ann 2" in another colour.
  const ann2 = await openPlayer(browser, 'Ann', { colour: 'blue' });
  await joinTable(ann2, tableId);
  const cat = await openPlayer(browser, 'Cat', { colour: 'green', viewport: PHONE, isMobile: true, tableId });
  await expect(ann.page.getByTestId('seat-1')).toContainText('Ann 2');
  expect(await seatColour(ann.page, 1)).not.toBe(await seatColour(ann.page, 0));
  // Ann 2's header badge shows the colour of her seat there, not the blue she chose (Ann's, seat 1's).
  const blue = await headerColour(ann.page);
  expect(blue).toBe(await seatColour(ann.page, 0));
  await expect.poll(() => headerColour(ann2.page)).toBe(await seatColour(ann.page, 1));
  // Ann 2 picks a colour; the colours other seats hold are not offered.
  await expect(ann2.page.getByRole('radio', { name: 'blue (another player’s)' })).toBeDisabled();
  await expect(ann2.page.getByRole('radio', { name: 'green (another player’s)' })).toBeDisabled();
  await ann2.page.getByRole('radio', { name: 'purple', exact: true }).click();
  await expect.poll(() => seatColour(ann.page, 1)).toBe('#911eb4');
  await expect.poll(() => headerColour(ann2.page)).toBe('#911eb4');
  await screenshot(ann2.page, 'gathering-01-room-colours');
  await screenshot(cat.page, 'gathering-01-room-colours-phone');

  // Cat is ready, Ann 2 is not: the start asks "Start anyway?" naming Ann 2.
  await ready(cat);
  await ann.page.getByTestId('start').click();
  const anyway = ann.page.getByTestId('start-anyway');
  await expect(anyway).toContainText('Start anyway?');
  await expect(anyway).toContainText('Ann 2');
  await screenshot(ann.page, 'gathering-02-start-anyway');
  await anyway.getByRole('button', { name: 'Start anyway' }).click();
  for (const p of [ann, ann2, cat]) await waitForGame(p);

  // Ann 2 leaves mid-game: the seat waits for them.
  ann2.page.once('dialog', (d) => { expect(d.message()).toContain('Your seat waits for you; come back from this device'); void d.accept(); });
  await ann2.page.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(ann2.page.getByRole('heading', { name: 'New table' })).toBeVisible();
  const row = ann2.page.getByTestId(`table-${tableId}`);
  await expect(row).toContainText('Your game');
  await expect(row).toContainText('your seat waits for you');
  // Back in the lobby her badge is her own colour again.
  await expect.poll(() => headerColour(ann2.page)).toBe(blue);
  await screenshot(ann2.page, 'gathering-03-lobby-seat-waits');

  // A newcomer opening the invite link cannot sit there: they watch, and may ask for the seat back if it is theirs.
  const dan = await openAt(browser, 'Dan', joinUrl(tableId));
  await waitForGame(dan);
  await expect(dan.page.locator('.game-bar')).toContainText('Watching');
  await expect(dan.page.getByTestId('claim-seat')).toContainText('Ann 2');
  await expect(dan.page.getByTestId('game-table')).not.toContainText('Your hand');
  await screenshot(dan.page, 'gathering-05-newcomer-watching');

  // The game waits for Ann 2, who is away: Ann (the creator) lets a bot play the seat until they are back.
  const away = ann.page.getByTestId('away-1');
  await expect(away).toContainText(/The game waits for Ann 2 \(away/);
  await screenshot(ann.page, 'gathering-06-away-offer');
  await screenshot(cat.page, 'gathering-06-away-offer-phone');
  await away.getByRole('button', { name: /Let a bot play Ann 2’s seat until they’re back/ }).click();
  await expect(ann.page.getByTestId('game-table').locator('.badge-tag-bot')).toHaveText(/bot until back/);
  await expect(log(ann.page)).toContainText('Ann 2’s seat plays as a bot until they are back');
  // The bot bids for the seat: the game no longer waits for it.
  await expect(ann.page.locator('.game-bar-turn')).not.toContainText('Ann 2');
  await screenshot(ann.page, 'gathering-07-stand-in');
  await showLog(cat);
  await expect(log(cat.page)).toContainText('Ann 2’s seat plays as a bot until they are back');
  await screenshot(cat.page, 'gathering-07-stand-in-phone');

  // Ann 2 comes back from the same device: the seat is theirs again at once.
  await ann2.page.getByTestId(`table-${tableId}`).getByRole('button', { name: 'Back to my seat' }).click();
  await waitForGame(ann2);
  await expect(ann2.page.locator('.game-bar')).not.toContainText('Watching');
  await expect(log(ann2.page)).toContainText('Ann 2’s seat plays as a bot until they are back');
  await expect(log(ann2.page)).toContainText('Ann 2 is back');
  await expect(ann.page.getByTestId('game-table').locator('.badge-tag-bot')).toHaveCount(0);
  await screenshot(ann2.page, 'gathering-08-back');
  await closeAll(ann, ann2, cat, dan);
});

test('a turn timer runs out and the host moves cautiously; a seat moves by hand-off link and by approval; play again keeps the score screen', async ({ browser }) => {
  test.setTimeout(150_000);
  const ann = await openPlayer(browser, 'Ann', { colour: 'blue' });
  const tableId = await createTable(ann, 'megagem');
  await setSeats(ann, 3);
  await ann.page.getByLabel('Turn timer').selectOption('fast');
  const bob = await openPlayer(browser, 'Bob', { colour: 'orange', viewport: PHONE, isMobile: true, tableId });
  await addBot(ann);
  await expect(bob.page.getByLabel('Turn timer')).toHaveValue('fast');
  await expect(bob.page.getByLabel('Turn timer')).toBeDisabled();
  await screenshot(bob.page, 'gathering-10-room-timer-phone');
  await ready(bob);
  await startGame(ann);
  await waitForGame(bob);

  // Clocks for the waited seats, the reader's own one prominent.
  await expect(ann.page.getByTestId('clock-0')).toHaveClass(/clock-yours/);
  await expect(ann.page.getByTestId('clock-0')).toContainText(/0:(30|29|28)/);
  await expect(bob.page.getByTestId('clock-1')).toBeVisible();
  await screenshot(ann.page, 'gathering-11-clocks');
  await screenshot(bob.page, 'gathering-11-clocks-phone');
  await ann.page.getByRole('button', { name: 'Rules' }).click();
  await expect(ann.page.getByRole('dialog')).toContainText('Turn timer: fast, 30 seconds');
  await expect(ann.page.getByRole('dialog')).toContainText('the host makes a cautious move for you');
  await ann.page.getByRole('dialog').getByRole('heading', { name: 'Table', exact: true }).scrollIntoViewIfNeeded();
  await screenshot(ann.page, 'gathering-12-rules-table');
  await ann.page.getByRole('button', { name: 'Close' }).click();

  // The lobby marks the game; opening the host's address again comes back to it.
  await ann.page.getByRole('button', { name: /back to the lobby/ }).click();
  const mine = ann.page.getByTestId(`table-${tableId}`);
  await expect(mine).toContainText('Your game');
  await expect(mine).toContainText('your turn');
  await screenshot(ann.page, 'gathering-13-lobby-your-turn');
  await ann.page.goto('/');
  await expect(ann.page).toHaveURL(new RegExp(`#/table/${tableId}$`));
  await waitForGame(ann);

  // Time runs out: the host makes a cautious move for both people; the log says so.
  await advanceClock(ann, 31_000);
  await expect(log(ann.page)).toContainText('Ann’s timer ran out: the host made a cautious move for them');
  await expect(log(ann.page)).toContainText('Bob’s timer ran out: the host made a cautious move for them');
  await screenshot(ann.page, 'gathering-14-timer-ran-out');
  await showLog(bob);
  await screenshot(bob.page, 'gathering-14-timer-ran-out-phone');

  // Bob moves his seat to a laptop with a hand-off link (shown only on his phone).
  await openBarMenu(bob.page);
  await bob.page.getByRole('button', { name: 'Move to another device' }).click();
  const link = bob.page.getByTestId('handoff-url');
  await expect(link).toContainText('claim=');
  await expect(bob.page.locator('.handoff svg.qr')).toBeVisible();
  await screenshot(bob.page, 'gathering-15-handoff-phone');
  const url = (await link.getAttribute('href'))!;
  const bobLaptop = await openAt(browser, 'Bob', new URL(url).pathname + new URL(url).search);
  await waitForGame(bobLaptop);
  await expect(bobLaptop.page.locator('.game-bar')).not.toContainText('Watching');
  await expect(bob.page.getByText('Your seat moved to another device.')).toBeVisible();
  await expect(bob.page.getByRole('heading', { name: 'New table' })).toBeVisible();
  await expect(log(ann.page)).toContainText('Bob moved to another device');

  // The laptop dies; Bob takes the seat back on a new device, with Ann's approval.
  await bobLaptop.context.close();
  await expect(ann.page.getByTestId('game-table').locator('.badge-away')).toHaveCount(1);
  const bobNew = await openAt(browser, 'Bob', joinUrl(tableId), PHONE);
  await waitForGame(bobNew);
  await expect(bobNew.page.locator('.game-bar')).toContainText('Watching');
  await bobNew.page.getByTestId('claim-seat').getByRole('button', { name: 'This seat is mine' }).click();
  await expect(bobNew.page.getByTestId('claim-seat')).toContainText('waiting for approval (needs the creator)');
  await screenshot(bobNew.page, 'gathering-16-claim-waiting-phone');
  const request = ann.page.getByTestId('request-claimSeat-1');
  await expect(request).toContainText('wants to take Bob’s seat back on this device');
  await screenshot(ann.page, 'gathering-17-claim-request');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(bobNew.page.locator('.game-bar')).not.toContainText('Watching');
  await expect(bobNew.page.getByTestId('claim-seat')).toHaveCount(0);

  // Time runs on until the game ends (a bot moves for each person whose timer runs out).
  const over = ann.page.locator('.game-bar-turn', { hasText: 'Game over' });
  for (const end = Date.now() + 90_000; Date.now() < end && !(await over.isVisible());) {
    await advanceClock(ann, 31_000);
    await ann.page.waitForTimeout(150);
  }
  await expect(over).toBeVisible();
  await expect(bobNew.page.locator('.game-bar-turn')).toContainText('Game over');

  // Play again: Ann goes back to the room; Bob keeps reading his score screen until he leaves it.
  await ann.page.getByRole('button', { name: 'Play again' }).click();
  await expect(ann.page.getByTestId('start')).toBeVisible();
  await screenshot(ann.page, 'gathering-18-rematch-room');
  await expect(bobNew.page.getByText('The table is back in the room for another game.')).toBeVisible();
  await expect(bobNew.page.getByTestId('game-table')).toBeVisible();
  await screenshot(bobNew.page, 'gathering-19-score-stays-phone');
  await bobNew.page.getByRole('button', { name: 'Back to the room' }).first().click();
  await expect(bobNew.page.getByRole('button', { name: 'I’m ready' })).toBeVisible();
  await expect(bobNew.page.getByLabel('Turn timer')).toHaveValue('fast');

  // The creator closes the table: everyone there is told, back in the lobby.
  ann.page.once('dialog', (d) => void d.accept());
  await ann.page.getByRole('button', { name: 'Close the table' }).click();
  await expect(ann.page.getByRole('heading', { name: 'New table' })).toBeVisible();
  await expect(bobNew.page.getByText('That table was closed.')).toBeVisible();
  await expect(bobNew.page.getByTestId(`table-${tableId}`)).toHaveCount(0);
  await closeAll(ann, bob, bobNew);
});
