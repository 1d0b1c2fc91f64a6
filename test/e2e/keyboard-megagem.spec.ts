/**
 * MegaGem with the keyboard alone: one person and two bots play a whole game to the score screen at a laptop's
 * size, from a table saved at its first move. Every decision is made with `page.keyboard` only: Tab to the sealed bid, the amount typed, Enter; for a
 * reveal, Tab into the hand (one tab stop), the arrows to choose a card, Tab to Reveal, Enter. No click, no fill on
 * the game's controls, and the table makes no choice for the player ("Make forced choices for me" is off, so a bid
 * of 0 with no coins is typed too). After every press the focused element shows a visible focus ring
 * (drivers/keyboard.ts), and whenever the game waits for the player the polite live region has said "Your turn".
 */
import { expect, test, type Page } from '@playwright/test';
import { LAPTOP, closeAll } from './support.js';
import { keyboardSeeded, lastTurnWords, pageKey, playByKeyboard, press, tabTo, type KeyStats } from './drivers/keyboard.js';

/** What changes when a move lands: the auction, whether a bid or a reveal is asked, the score screen. */
async function stateKey(page: Page): Promise<string> {
  return pageKey(page, ['.mg-auction-zone h3', 'shown:#mg-bid-input', 'shown:[role=radiogroup]', '[data-testid=score-screen]']);
}

async function landed(page: Page, before: string): Promise<void> {
  await expect.poll(() => stateKey(page), { timeout: 10_000, intervals: [50, 100, 200] }).not.toBe(before);
}

/** One decision with the keyboard if the game waits for this player. */
async function keyStep(page: Page, turn: number, stats: KeyStats): Promise<'bid' | 'reveal' | null> {
  const bid = page.locator('#mg-bid-input');
  const hand = page.getByRole('radiogroup', { name: 'Your gem cards' });
  const [bidding, revealing] = await Promise.all([bid.isVisible(), hand.isVisible()]);
  if (!bidding && !revealing) return null;
  await expect.poll(() => lastTurnWords(page), { message: 'the live region said "Your turn"', timeout: 5_000 }).toMatch(/Your turn/);
  const before = await stateKey(page);
  if (bidding) {
    await tabTo(page, bid, stats);
    // The whole amount replaced: select it, type a small bid (sometimes the most the field allows).
    await press(page, 'Control+A', stats);
    // The most this player may bid: the last quick amount (none: no coins and no Loan, so only 0).
    const quick = page.locator('.mg-quick button');
    const max = (await quick.count()) ? Number(await quick.last().textContent()) : 0;
    const amount = turn % 5 === 0 ? max : Math.min(max, turn % 4);
    await page.keyboard.type(String(amount));
    await press(page, 'Enter', stats);
    await landed(page, before);
    return 'bid';
  }
  // The hand is one tab stop; the arrows choose; Tab goes on to Reveal.
  await tabTo(page, hand.locator('[role=radio][tabindex="0"]'), stats);
  const cards = await hand.getByRole('radio').count();
  // The first arrow chooses the first card (nothing is chosen by focus alone); the next ones move on.
  for (let i = 0; i <= turn % cards; i++) await press(page, 'ArrowRight', stats);
  await expect(hand.getByRole('radio', { checked: true })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /^Reveal / }), stats);
  await press(page, turn % 2 ? 'Enter' : 'Space', stats);
  await landed(page, before);
  return 'reveal';
}

test(`MegaGem with the keyboard alone, focus always visible, turns announced (${LAPTOP.width}×${LAPTOP.height})`, async ({ browser }) => {
  test.setTimeout(300_000);
  // A table saved at its first move (fixtures/seed-tables.ts): the same deal and the same bots' moves in every run, so
  // Ann wins auctions and reveals in every run (a new table's deal once could leave that to chance).
  const ann = await keyboardSeeded(browser, 'kbgem', LAPTOP);
  const page = ann.page;
  const { stats, done } = await playByKeyboard(page, {
    step: (turn, stats) => keyStep(page, turn, stats), over: page.getByTestId('score-screen'), ms: 270_000,
    shotAfter: 'reveal', shotName: `keyboard-megagem-${LAPTOP.width}`,
  });
  expect(done.bid ?? 0, 'sealed bids').toBeGreaterThan(3);
  expect(done.reveal ?? 0, 'reveals').toBeGreaterThan(0);
  console.log(`keyboard MegaGem ${LAPTOP.width}×${LAPTOP.height}: ${JSON.stringify({ ...stats, done })}`);
  await closeAll(ann);
});
