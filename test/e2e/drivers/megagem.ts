/** MegaGem through the UI: one decision for a page, with the controls a person uses (quick-pick + Enter to bid, a card to reveal). */
import { expect, type Locator, type Page } from '@playwright/test';
import { named } from '../lang/names.js';
import type { Player } from '../support.js';

/**
 * The whole reveal choice is on the screen as it comes, on a laptop and a phone: the cards, what they change and the
 * Reveal button, with no scrolling to find them (at 1366×768 and 390×844 the button once lay under the screen's edge).
 */
export async function revealOnScreen(page: Page): Promise<void> {
  const choice = page.locator('.mg-reveal');
  await expect(choice.locator('.btn-primary'), 'the Reveal button is on the screen').toBeInViewport({ ratio: 1 });
  // (Less than a pixel may stay under the edge: a box scrolled into view ends on a fraction of a pixel.)
  await expect(choice, 'the whole reveal choice is on the screen').toBeInViewport({ ratio: 0.99 });
}

/**
 * The page's choice is made: its control goes, or (the last to act, bots quick) the next auction has begun and asks
 * this page again. `what` names the choice for the failure message.
 */
async function made(page: Page, control: Locator, round: string | null, what: string): Promise<void> {
  await expect(async () => {
    const hidden = !(await control.isVisible());
    const next = (await page.locator('.mg-auction-zone h3').textContent()) !== round;
    expect(hidden || next, what).toBe(true);
  }).toPass({ intervals: [50, 100, 200], timeout: 15_000 });
}

export /** One step for this page if the game waits for it: a bid (quick-pick, then Enter) or a reveal. Returns what it did. */
async function playStep(page: Page, turn: number): Promise<'bid' | 'reveal' | null> {
  const bid = page.locator('#mg-bid-input');
  if (await bid.isVisible()) {
    const round = await page.locator('.mg-auction-zone h3').textContent();
    const quick = page.locator('.mg-quick button');
    const n = await quick.count();
    // Nothing to bid but 0 (no coins, no Loan): the table makes that bid (the room's "forced choices", on by default).
    // The page waits for it rather than racing it with a click (a short click timeout once stood for "the table was
    // quicker", so a click slowed by a busy machine read as a forced move and a real failure lost its cause).
    if (n <= 1) return made(page, bid, round, 'the table makes the forced bid of 0').then(() => null);
    // Mostly small bids, sometimes the half or the whole limit, so auctions are contested.
    const pick = turn % 5 === 0 ? n - 1 : turn % 3 === 0 ? Math.min(2, n - 1) : turn % 2;
    await quick.nth(Math.min(pick, n - 1)).click();
    await bid.press('Enter');
    await made(page, bid, round, 'the bid is accepted');
    return 'bid';
  }
  const hand = page.getByRole('radiogroup', { name: named(page, 'Your gem cards') });
  if (await hand.isVisible()) {
    await revealOnScreen(page);
    const round = await page.locator('.mg-auction-zone h3').textContent();
    const cards = hand.getByRole('radio');
    const count = await cards.count();
    // A hand of one card is no choice: the table reveals it (every hand's size is public).
    if (count <= 1) return made(page, hand, round, 'the table reveals the last card').then(() => null);
    await cards.nth(turn % count).click();
    await page.getByRole('button', { name: named(page, /^Reveal /) }).click();
    await made(page, hand, round, 'the reveal is accepted');
    return 'reveal';
  }
  return null;
}

/** The step for a Player (pass-and-play drives the device's page). */
export const megagemStep = (p: Player, turn: number) => playStep(p.page, turn);
