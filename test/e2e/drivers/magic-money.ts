/** Magic Money through the UI: one decision for a page (open, a sealed bid typed with grouping, announce, an ability). */
import { expect, type Page } from '@playwright/test';
import { named } from '../lang/names.js';
import type { Player } from '../support.js';

const HUGE = '10,000,000,000,000,000,000,000,000,000,000,000,000,000'; // 10^40, typed with grouping

export type Step = 'open' | 'bid' | 'announce' | 'ability' | null;

/** One step for this page if the game waits for it. Returns what it did. */
export async function playStep(page: Page, turn: number): Promise<Step> {
  const action = page.locator('.mm-action');
  const quiet = { timeout: 1_500 };
  try {
    const open = action.getByRole('button', { name: named(page, 'Open at 1'), exact: true });
    if (await open.isVisible()) {
      await open.click(quiet);
      await expect(open).toBeHidden();
      return 'open';
    }
    const bid = page.getByLabel(named(page, 'Your sealed bid'));
    if (await bid.isVisible()) {
      const amount = turn % 11 === 0 ? HUGE : turn % 4 === 0 ? '1,234' : String(1 + (turn * 7) % 40);
      await bid.fill(amount, quiet);
      await bid.press('Enter', quiet);
      await expect(bid).toBeHidden();
      return 'bid';
    }
    const announce = action.getByRole('button', { name: named(page, /^(Announce|I win with my opening bid)/) });
    if (await announce.count()) {
      await announce.first().click(quiet);
      await expect(announce).toHaveCount(0);
      return 'announce';
    }
    const ability = action.getByRole('button', { name: named(page, /^(Cross out|Forge onto)/) });
    if (await ability.count()) {
      await ability.first().click(quiet);
      await expect(ability).toHaveCount(0);
      return 'ability';
    }
  } catch {
    return null; // the table moved on under us; try again next round
  }
  return null;
}

/** The step for a Player (pass-and-play drives the device's page). */
export const magicMoneyStep = (p: Player, turn: number) => playStep(p.page, turn);
