/**
 * Magic Money with the keyboard alone: one person and two bots play a whole game to the score screen (from a table
 * saved at its first move, fixtures/seed-tables.ts), at a laptop's size and at a phone's. Every decision is made with `page.keyboard` only (Tab / Shift+Tab to the control,
 * digits typed into the bid, Enter or Space): no click, no fill on the game's controls. After every press the
 * focused element shows a visible focus ring (drivers/keyboard.ts), and whenever the game waits for the player the
 * polite live region has said "Your turn" (the last turn sentence it said is that one).
 */
import { expect, test, type Page } from '@playwright/test';
import { LAPTOP, PHONE, closeAll, screenshot } from './support.js';
import { keyboardSeeded, lastTurnWords, pageKey, playByKeyboard, press, tabTo, type KeyStats } from './drivers/keyboard.js';

type Did = 'open' | 'bid' | 'announce' | 'ability' | null;


async function expectYourTurnSaid(page: Page): Promise<void> {
  await expect.poll(() => lastTurnWords(page), { message: 'the live region said "Your turn"', timeout: 5_000 }).toMatch(/Your turn/);
}

/** What changes when a move lands (a bot may start the next auction at once: the same control may come back). */
async function stateKey(page: Page): Promise<string> {
  // Read in one go: the score screen replaces the table, so an element counted a moment ago may be gone.
  return pageKey(page, ['.mm-round', '.mm-action', '[data-testid=mm-score-screen]']);
}

async function landed(page: Page, before: string): Promise<void> {
  await expect.poll(() => stateKey(page), { timeout: 10_000, intervals: [50, 100, 200] }).not.toBe(before);
}

/** One decision with the keyboard if the game waits for this player. */
async function keyStep(page: Page, turn: number, stats: KeyStats): Promise<Did> {
  const action = page.locator('.mm-action');
  const openOne = action.getByRole('button', { name: 'Open at 1', exact: true });
  const bid = page.getByLabel('Your sealed bid');
  const opening = page.getByLabel('Your public opening bid');
  const announce = action.getByRole('button', { name: /^(Announce|I win with my opening bid)/ });
  const ability = action.getByRole('button', { name: /^(Cross out|Forge onto)/ });
  const which = await Promise.all([openOne.isVisible(), opening.isVisible(), bid.isVisible(), announce.count(), ability.count()]);
  if (!which.some(Boolean)) return null;
  await expectYourTurnSaid(page);
  if (which[0]) {
    // Only 1 may be opened: the one button, pressed with Space.
    await tabTo(page, openOne, stats);
    const before = await stateKey(page);
    await press(page, 'Space', stats);
    await landed(page, before);
    return 'open';
  }
  if (which[1]) {
    await tabTo(page, opening, stats);
    await page.keyboard.type('1');
    const before = await stateKey(page);
    await press(page, 'Enter', stats);
    await landed(page, before);
    return 'open';
  }
  if (which[2]) {
    await tabTo(page, bid, stats);
    // Digits with grouping, typed; Enter seals.
    await page.keyboard.type(turn % 5 === 0 ? '1,234' : String(2 + (turn * 7) % 40));
    await expect(page.locator('.mm-bid-echo')).toContainText('Your bid');
    const before = await stateKey(page);
    await press(page, 'Enter', stats);
    await landed(page, before);
    return 'bid';
  }
  const buttons = which[3] ? announce : ability;
  const n = await buttons.count();
  if (n === 0) return null; // the table moved on meanwhile
  await tabTo(page, buttons.nth(turn % n), stats);
  const before = await stateKey(page);
  await press(page, turn % 2 ? 'Enter' : 'Space', stats);
  await landed(page, before);
  return which[3] ? 'announce' : 'ability';
}

for (const size of [LAPTOP, PHONE]) {
  test(`Magic Money with the keyboard alone, focus always visible, turns announced (${size.width}×${size.height})`, async ({ browser }) => {
    test.setTimeout(300_000);
    // A table saved at its first move whose seed makes Ann the first active player (fixtures/seed-tables.ts): she
    // opens, bids and announces in every run. Announcing the winner is her own decision every time (the table's
    // "Make forced choices for me" is off).
    const ann = await keyboardSeeded(browser, `kbmoney${size.width}`, size);
    const page = ann.page;
    const over = page.getByTestId('mm-score-screen');
    const { stats, done } = await playByKeyboard(page, {
      step: (turn, stats) => keyStep(page, turn, stats), over, ms: 270_000, shotAfter: 'bid', shotName: `keyboard-magic-money-${size.width}`,
    });
    // Every kind of decision a seat of three meets in a game was made with the keyboard.
    expect(done.open ?? 0, 'opening bids').toBeGreaterThan(0);
    expect(done.bid ?? 0, 'sealed bids').toBeGreaterThan(0);
    expect(done.announce ?? 0, 'announcements').toBeGreaterThan(0);
    // The score screen is reachable by Tab too, with its ring.
    // (its first visible one: a phone's table hides the detail columns, written as a line under each row)
    await tabTo(page, over.locator('[tabindex="0"]:visible, button:visible').first(), stats);
    await screenshot(page, `keyboard-magic-money-${size.width}-over`);
    console.log(`keyboard Magic Money ${size.width}×${size.height}: ${JSON.stringify({ ...stats, done })}`);
    await closeAll(ann);
  });
}
