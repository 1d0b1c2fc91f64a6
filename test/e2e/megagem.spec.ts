/**
 * A whole game of MegaGem through the UI: three people in three browser
 * contexts (two laptops, one phone) join one table by its link, the fourth
 * seat is a bot, everyone bids and reveals with the controls a person uses
 * (Enter to bid), to the score screen. Screenshots of the lobby, the room, a
 * game in progress and the score screen land in artifacts/screenshots/.
 * On the way: axe finds no serious or critical WCAG A/AA violation mid-game and on the score screen, on the
 * laptop and the phone; the auction card's tooltip shows on keyboard focus, a hand card's on a long press on the phone
 * (clear of the bid form); every reveal choice is on the screen as it comes, its button too (drivers/megagem.ts); a
 * reveal is chosen with the keyboard alone (arrows, Tab, Enter).
 *
 * Played with the animations on (every other spec asks for reduced motion: support.ts `CONTEXT`).
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './a11y/axe.js';
import { playStep, revealOnScreen } from './drivers/megagem.js';
import {
  LAPTOP, PHONE, addBot, closeAll, createTable, joinTable, openPlayer, openSeeded, screenshot, setSeats, waitForGame, type Player,
} from './support.js';

test('three people and a bot play a whole MegaGem game through the UI', async ({ browser }) => {
  test.setTimeout(240_000);
  const ann = await openPlayer(browser, 'Ann', { motion: true, colour: 'blue' });
  await screenshot(ann.page, 'megagem-01-lobby');
  const tableId = await createTable(ann, 'megagem');
  await setSeats(ann, 4);
  const bob = await openPlayer(browser, 'Bob', { motion: true, colour: 'orange' });
  await joinTable(bob, tableId);
  const cat = await openPlayer(browser, 'Cat', { motion: true, colour: 'green', viewport: PHONE, isMobile: true, tableId });
  await addBot(ann, 'basic');
  const players: Player[] = [ann, bob, cat];
  for (const p of players) await expect(p.page.locator('.seat-item .badge-open')).toHaveCount(0);
  await bob.page.getByRole('button', { name: 'I’m ready' }).click();
  await cat.page.getByRole('button', { name: 'I’m ready' }).click();
  await expect(ann.page.getByTestId('seat-1')).toContainText('ready');
  await expect(ann.page.getByTestId('seat-2')).toContainText('ready');
  await screenshot(ann.page, 'megagem-02-room');
  await screenshot(cat.page, 'megagem-02-room-phone');

  await ann.page.getByTestId('start').click();
  for (const p of players) await waitForGame(p);
  // The phone's game bar keeps one row all game: whose turn it is never grows it (it grew to 136 px at each turn with
  // "Your turn · Ann, Bob · Pip (bot) is thinking…").
  await cat.page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.game-bar')!;
    const heights: number[] = [];
    (window as unknown as { barHeights: number[] }).barHeights = heights;
    new ResizeObserver(() => heights.push(Math.round(bar.getBoundingClientRect().height))).observe(bar);
  });

  // The bid control refuses what the rules refuse, before and after the round trip.
  const bid = ann.page.locator('#mg-bid-input');
  await expect(bid).toBeFocused();
  await bid.fill('999');
  await bid.press('Enter');
  await expect(ann.page.getByRole('alert')).toContainText('You cannot bid more than');
  await expect(bid).toBeVisible();

  // A tooltip on focus: the auction card says what it does, with its numbers.
  const card = ann.page.getByTestId('mg-auction-card');
  await card.focus();
  const tipId = await card.getAttribute('aria-describedby');
  const tip = ann.page.locator(`[id="${tipId}"]`);
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(/^(Treasure|Loan|Investment): the highest bid /);
  await bid.focus();
  await expect(tip).toBeHidden();

  // On the phone a long press explains a hand card while the bid is asked, beside the card pressed (it was a strip at
  // the screen's top, far from the card), on the screen and clear of the bid form; a tap elsewhere closes it.
  const catCard = cat.page.locator('.mg-hand [role=img]').first();
  await expect(cat.page.locator('#mg-bid-input')).toBeVisible();
  await catCard.dispatchEvent('touchstart');
  const catTip = cat.page.locator(`[id="${await catCard.getAttribute('aria-describedby')}"]`);
  await expect(catTip).toBeVisible();
  await catCard.dispatchEvent('touchend');
  const tipBox = (await catTip.boundingBox())!;
  const formBox = (await cat.page.locator('.mg-bid').boundingBox())!;
  expect(tipBox.y + tipBox.height <= formBox.y || formBox.y + formBox.height <= tipBox.y, 'the tip is clear of the bid form').toBe(true);
  const cardBox = (await catCard.boundingBox())!;
  const gap = Math.min(Math.abs(cardBox.y - (tipBox.y + tipBox.height)), Math.abs(tipBox.y - (cardBox.y + cardBox.height)));
  expect(gap, 'the tip touches its card, above or below it').toBeLessThanOrEqual(16);
  expect(tipBox.x < cardBox.x + cardBox.width && cardBox.x < tipBox.x + tipBox.width, 'the tip stands over or under its card').toBe(true);
  expect(tipBox.x >= 0 && tipBox.x + tipBox.width <= PHONE.width, 'the tip is on the screen').toBe(true);
  await cat.page.locator('.mg-auction-zone h3').tap();
  await expect(catTip).toBeHidden();

  let turn = 0;
  let reveals = 0;
  let shotInProgress = false;
  let keyboardReveal = false;
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    let acted = false;
    // Once, Ann reveals with the keyboard alone: the arrows choose among her cards, Tab reaches Reveal, Enter.
    const hand = ann.page.getByRole('radiogroup', { name: 'Your gem cards' });
    if (!keyboardReveal && await hand.isVisible()) {
      await revealOnScreen(ann.page);
      await hand.getByRole('radio').first().focus();
      await ann.page.keyboard.press('ArrowRight');
      await expect(hand.getByRole('radio', { checked: true })).toBeFocused();
      await ann.page.keyboard.press('Tab');
      await expect(ann.page.getByRole('button', { name: /^Reveal / })).toBeFocused();
      await ann.page.keyboard.press('Enter');
      await expect(hand).toBeHidden();
      keyboardReveal = true;
      reveals++;
      acted = true;
    }
    for (const p of players) {
      const did = await playStep(p.page, turn++);
      if (did) acted = true;
      if (did === 'reveal') reveals++;
    }
    if (!shotInProgress && reveals >= 2) {
      await screenshot(ann.page, 'megagem-03-in-progress');
      await screenshot(cat.page, 'megagem-03-in-progress-phone');
      expect(await seriousViolations(ann.page)).toEqual([]);
      expect(await seriousViolations(cat.page)).toEqual([]);
      shotInProgress = true;
    }
    if (await ann.page.getByTestId('score-screen').isVisible()) break;
    if (!acted) await ann.page.waitForTimeout(50);
  }
  for (const p of players) await expect(p.page.getByTestId('score-screen')).toBeVisible();
  const barHeights = await cat.page.evaluate(() => (window as unknown as { barHeights: number[] }).barHeights);
  expect(Math.max(...barHeights), `the phone's game bar, each height it took: ${barHeights.join(' ')}`).toBeLessThanOrEqual(48);
  const board = ann.page.getByTestId('score-screen');
  for (const name of ['Ann', 'Bob', 'Cat']) await expect(board).toContainText(name);
  for (const category of ['Blue gems', 'Green gems', 'Pink gems', 'Purple gems', 'Yellow gems', 'Missions', 'Loans', 'Investments', 'Coins'])
    await expect(board.getByRole('columnheader', { name: category })).toBeVisible();
  await expect(board.locator('tbody tr')).toHaveCount(4);
  expect(reveals).toBeGreaterThan(0);
  // The log names players, never raw {seat:N} tokens.
  await expect(ann.page.locator('.log-list')).not.toContainText('{seat:');
  await screenshot(ann.page, 'megagem-04-score');
  await screenshot(cat.page, 'megagem-04-score-phone');
  expect(await seriousViolations(ann.page)).toEqual([]);
  expect(await seriousViolations(cat.page)).toEqual([]);
  // Each score line explains itself.
  const score = board.locator('.mg-score-n').first();
  await score.focus();
  await expect(ann.page.locator(`[id="${await score.getAttribute('aria-describedby')}"]`)).toBeVisible();
  await closeAll(...players);
});

/** Records in the page each flight drawn (Flight.tsx): whether it lets the pointer through. */
const watchFlights = (page: Page) => page.evaluate(() => {
  const seen: { pointer: string }[] = [];
  (window as unknown as { flights: typeof seen }).flights = seen;
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n instanceof HTMLElement && n.matches('[data-testid=mg-flight]')) seen.push({ pointer: getComputedStyle(n).pointerEvents });
    }
  }).observe(document.body, { subtree: true, childList: true });
});
const flights = (page: Page) => page.evaluate(() => (window as unknown as { flights: unknown[] }).flights);

test('at 1366×768 with four players, the auction, your hand and bid and every other collection are in view while you bid; what is won flies to its winner', async ({ browser }) => {
  const ann = await openSeeded(browser, 'laygem', { viewport: LAPTOP, motion: true });
  const { page } = ann;
  // Mid-game, the table's fixed seed has Ann reveal the gem she just won first; then the next auction asks for bids.
  const reveal = page.getByRole('radiogroup', { name: 'Your gem cards' });
  if (await reveal.isVisible()) {
    await reveal.getByRole('radio').first().click();
    await page.getByRole('button', { name: /^Reveal / }).click();
  }
  const bid = page.locator('#mg-bid-input');
  await expect(bid).toBeFocused();
  await expect(page.locator('.mg-hand [role=img]').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'nothing scrolled to reach the bid').toBe(0);
  for (const what of [page.getByTestId('mg-auction-card'), page.locator('.mg-hand'), page.locator('.mg-bid')]) await expect(what).toBeInViewport({ ratio: 1 });
  for (const s of [1, 2, 3]) {
    await expect(page.getByTestId(`mg-player-${s}`), `seat ${s + 1}'s collection`).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId(`mg-player-${s}`).getByRole('group', { name: 'Collection' })).toBeInViewport({ ratio: 1 });
  }
  await screenshot(page, 'megagem-05-bidding-1366');

  // Ann's second window asks for reduced motion. Ann bids; once the bots have, the auction is won: on the first
  // window what was won flies to the winner's collection, letting the pointer through, and is gone; on the second
  // nothing moves.
  const still = await openSeeded(browser, 'laygem', { viewport: LAPTOP });
  await watchFlights(page);
  await watchFlights(still.page);
  const outcome = page.getByTestId('last-auction').locator('h3');
  const before = await outcome.textContent();
  await bid.press('Enter');
  await expect(outcome).not.toHaveText(before ?? '');
  await expect(still.page.getByTestId('last-auction').locator('h3')).toHaveText((await outcome.textContent()) ?? '');
  await expect.poll(() => flights(page)).toEqual([{ pointer: 'none' }]);
  await expect(page.getByTestId('mg-flight')).toHaveCount(0);
  expect(await flights(still.page)).toEqual([]);
  await closeAll(still);
  // On a phone the page scrolls, and the bid is still where the focus is.
  await page.setViewportSize(PHONE);
  await bid.focus();
  await expect(bid).toBeInViewport();
  await closeAll(ann);
});
