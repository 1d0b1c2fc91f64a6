/** MegaGem through the UI: one decision for a page, with the controls a person uses (quick-pick + Enter to bid, a card to reveal). */
import { expect, type Page } from '@playwright/test';
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

export /** One step for this page if the game waits for it: a bid (quick-pick, then Enter) or a reveal. Returns what it did. */
async function playStep(page: Page, turn: number): Promise<'bid' | 'reveal' | null> {
  const bid = page.locator('#mg-bid-input');
  if (await bid.isVisible()) {
    const quick = page.locator('.mg-quick button');
    const n = await quick.count();
    // No coins and no Loan: 0 is the only bid, and the table makes it (the room's "forced choices", on by default).
    if (n === 0) return null;
    // Mostly small bids, sometimes the half or the whole limit, so auctions are contested.
    const pick = turn % 5 === 0 ? n - 1 : turn % 3 === 0 ? Math.min(2, n - 1) : turn % 2;
    const round = await page.locator('.mg-auction-zone h3').textContent();
    try {
      await quick.nth(Math.min(pick, n - 1)).click({ timeout: 3_000 });
      await bid.press('Enter', { timeout: 3_000 });
    } catch {
      // The table made a forced bid meanwhile (no coins: 0 is the only bid).
      if (await bid.isVisible()) throw new Error('the bid could not be placed');
      return null;
    }
    // Accepted: either we wait for the others, or (last to bid) the next auction has begun.
    await expect(async () => {
      const hidden = !(await bid.isVisible());
      const next = (await page.locator('.mg-auction-zone h3').textContent()) !== round;
      expect(hidden || next).toBe(true);
    }).toPass({ intervals: [50, 100, 200] });
    return 'bid';
  }
  const hand = page.getByRole('radiogroup', { name: named(page, 'Your gem cards') });
  if (await hand.isVisible()) {
    await revealOnScreen(page);
    const round = await page.locator('.mg-auction-zone h3').textContent();
    try {
      const cards = hand.getByRole('radio');
      await cards.nth(turn % (await cards.count())).click({ timeout: 2_000 });
      await page.getByRole('button', { name: named(page, /^Reveal /) }).click({ timeout: 2_000 });
    } catch {
      // A hand of one card is no choice: the table revealed it meanwhile.
      if (await hand.isVisible()) throw new Error('the reveal could not be made');
      return null;
    }
    // Accepted: the hand goes, or (bots quick, animations on) the next auction has begun and asks this page again.
    await expect(async () => {
      const hidden = !(await hand.isVisible());
      const next = (await page.locator('.mg-auction-zone h3').textContent()) !== round;
      expect(hidden || next).toBe(true);
    }).toPass({ intervals: [50, 100, 200] });
    return 'reveal';
  }
  return null;
}

/** The step for a Player (pass-and-play drives the device's page). */
export const megagemStep = (p: Player, turn: number) => playStep(p.page, turn);
