/** Magic Market through the UI: one move for a page (Stand, roll, reveal, sell, refill, offer, answer, visit, give). */
import { expect, type Page } from '@playwright/test';
import { mentions, named } from '../lang/names.js';
import type { Player } from '../support.js';

export type Did = 'stand' | 'roll' | 'reveal' | 'sell' | 'refill' | 'offer' | 'answer' | 'visit' | 'give' | null;

/** One move for this page if the game waits for it. */
export async function playStep(page: Page, turn: number): Promise<Did> {
  const actions = page.getByTestId('mk-actions');
  if (!(await actions.isVisible())) return null;
  const text = (await actions.textContent()) ?? '';
  const tiles = actions.locator('.mk-obj-pick:enabled');
  if (mentions(page, text, 'Objects for your Stand')) {
    for (let i = 0; i < 6; i++) await actions.locator('.mk-stand-picker .mk-obj-pick').nth(i * 2).click();
    await actions.getByRole('button', { name: named(page, 'Set up my Stand') }).click();
    await expect(page.locator('.mk-stand-picker')).toHaveCount(0);
    return 'stand';
  }
  if (mentions(page, text, 'Roll the Movement die')) {
    await actions.getByRole('button', { name: named(page, 'Roll the Movement die') }).click();
    await expect(actions.getByRole('button', { name: named(page, 'Roll the Movement die') })).toBeHidden();
    return 'roll';
  }
  if (mentions(page, text, 'Turn over one of the three Visitors')) {
    const buttons = actions.locator('.mk-reveal-buttons button');
    await buttons.nth(turn % 3).click();
    await expect(actions.locator('.mk-reveal-buttons')).toBeHidden();
    return 'reveal';
  }
  if (mentions(page, text, 'offers you')) {
    await actions.getByRole('button', { name: named(page, turn % 2 ? /^Accept/ : /^Refuse/) }).click();
    await expect(actions.getByRole('button', { name: named(page, /^Accept/) })).toBeHidden();
    return 'answer';
  }
  if (mentions(page, text, 'A Pal minds your Stand')) {
    // A player who can pay for nothing has one choice, to buy nothing, and the table makes it for them (forced
    // choices): the step can end while the driver is still looking at the Objects. Then there is no move to make.
    const stillPal = async () => (await actions.isVisible()) && mentions(page, (await actions.textContent()) ?? '', 'A Pal minds your Stand');
    const n = await tiles.count();
    for (let i = 0; i < n; i++) {
      if (!(await stillPal())) return null;
      try {
        await tiles.nth((i + turn) % n).click({ timeout: 3000 });
      } catch (e) {
        if (!(await stillPal())) return null;
        throw e;
      }
      const price = actions.locator('.mk-price-btn:enabled');
      if (await price.count()) {
        await price.first().click();
        await expect(actions.locator('.mk-offer')).toBeHidden();
        return 'offer';
      }
    }
    if (!(await stillPal())) return null;
    await actions.getByRole('button', { name: named(page, 'Buy nothing') }).click();
    await expect(actions.locator('.mk-offer')).toBeHidden();
    return 'offer';
  }
  if (mentions(page, text, 'Whose Stand do you visit')) {
    await actions.getByRole('button', { name: named(page, /^Visit /) }).first().click();
    await expect(actions.getByRole('button', { name: named(page, /^Visit /) })).toHaveCount(0);
    return 'visit';
  }
  const kind: Did = mentions(page, text, 'must buy one of your Objects') ? 'give' : mentions(page, text, 'from your reserve') ? 'refill' : 'sell';
  const before = await page.locator('.mk-recent').textContent();
  await tiles.first().click();
  await expect(async () => {
    const after = await page.locator('.mk-recent').textContent();
    expect(after !== before || !(await actions.isVisible())).toBe(true);
  }).toPass({ intervals: [50, 100, 200], timeout: 20_000 });
  return kind;
}

/** The step for a Player (pass-and-play drives the device's page). */
export const magicMarketStep = (p: Player, turn: number) => playStep(p.page, turn);
