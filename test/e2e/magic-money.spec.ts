/**
 * A whole game of Magic Money through the UI: two people in two browser
 * contexts (a laptop and a phone) join one table by its link, two bots take
 * the other seats, and everyone plays with the controls a person uses —
 * opening bids, sealed bids typed with grouping (some beyond 2^53, Enter to
 * seal), the active player's announcement among the bids only they see,
 * creature abilities — to the score screen with the Greediest Wizard.
 * Mid-game and on the score screen, at both sizes: no serious axe-core violations, a tooltip on focus (a
 * ledger line, a creature card, a score line), each Public side's sum. Screenshots land in artifacts/screenshots/.
 *
 * Played with the animations on (every other spec asks for reduced motion: support.ts `CONTEXT`).
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './a11y/axe.js';
import { playStep } from './drivers/magic-money.js';
import {
  PHONE, addBot, closeAll, createTable, openPlayer, screenshot, setSeats, waitForGame, type Player,
} from './support.js';

test('two people and two bots play a whole Magic Money game through the UI', async ({ browser }) => {
  test.setTimeout(240_000);
  const ann = await openPlayer(browser, 'Ann', { motion: true, colour: 'blue' });
  const tableId = await createTable(ann, 'magic-money');
  await setSeats(ann, 4);
  const cat = await openPlayer(browser, 'Cat', { motion: true, colour: 'green', viewport: PHONE, isMobile: true, tableId });
  await addBot(ann, 'basic');
  await addBot(ann, 'random');
  const players: Player[] = [ann, cat];
  for (const p of players) await expect(p.page.locator('.seat-item .badge-open')).toHaveCount(0);
  await cat.page.getByRole('button', { name: 'I’m ready' }).click();
  await expect(ann.page.getByTestId('seat-1')).toContainText('ready');
  await ann.page.getByTestId('start').click();
  for (const p of players) await waitForGame(p);
  await expect(ann.page.locator('.mm-round')).toHaveText(/^Auction \d+ of 10$/);

  // The bid entry explains bad input before anything is sent, and echoes grouped digits.
  let checkedEntry = false;
  const checkEntry = async (p: Player) => {
    const bid = p.page.getByLabel('Your sealed bid');
    if (checkedEntry || !(await bid.isVisible())) return;
    await bid.fill('12a');
    await expect(p.page.locator('.mm-bid-echo')).toHaveText('An amount is written with digits only');
    await expect(p.page.getByRole('button', { name: 'Seal my bid' })).toBeDisabled();
    await bid.fill('12345678901234567890');
    await expect(p.page.locator('.mm-bid-echo')).toContainText('12,345,678,901,234,567,890');
    await screenshot(p.page, `magic-money-01-bid-entry${p === cat ? '-phone' : ''}`);
    await bid.fill('');
    checkedEntry = true;
  };

  // Mid-game (from auction 3): axe at both sizes, tooltips on focus, the Public sums.
  let checkedMid = false;
  const checkMidGame = async () => {
    if (checkedMid) return;
    const round = await ann.page.locator('.mm-round').textContent().catch(() => null);
    const n = Number(/Auction (\d+)/.exec(round ?? '')?.[1] ?? 0);
    if (n < 3 || await ann.page.getByTestId('mm-score-screen').isVisible()) return;
    checkedMid = true;
    for (const p of players) expect.soft(await seriousViolations(p.page), `axe mid-game (${p.name})`).toEqual([]);
    await expect(ann.page.getByTestId('mm-sum-public').first()).toBeVisible();
    const line = ann.page.getByTestId('mm-entry').first();
    await line.focus();
    await expect(ann.page.locator('.tip-wrap:focus-within .tip-open')).toBeVisible();
    await expect(ann.page.locator('.tip-wrap:focus-within .tip-open')).toContainText(/auction \d+|Private side/);
    // A prompt that appears right where the open tip is: the tip moves off it (or shuts), it never stays over it.
    const openTip = ann.page.locator('.tip-wrap:focus-within .tip-open');
    await openTip.evaluate((tip) => {
      const r = tip.getBoundingClientRect();
      const prompt = Object.assign(document.createElement('div'), { id: 'e2e-new-prompt' });
      prompt.dataset.prompt = '';
      Object.assign(prompt.style, { position: 'fixed', left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px` });
      document.body.append(prompt);
    });
    await expect.poll(() => openTip.evaluate((tip) => {
      const r = tip.getBoundingClientRect(), p = document.getElementById('e2e-new-prompt')!.getBoundingClientRect();
      return !tip.checkVisibility() || r.bottom <= p.top || r.top >= p.bottom || r.right <= p.left || r.left >= p.right;
    }), { message: 'the open tip left the new prompt' }).toBe(true);
    await ann.page.evaluate(() => document.getElementById('e2e-new-prompt')?.remove());
    const card = ann.page.getByTestId('mm-card');
    if (await card.isVisible()) {
      await card.focus();
      await expect(ann.page.locator('.tip-wrap:focus-within .tip-open')).toContainText(/victory point/);
    }
    await screenshot(ann.page, 'magic-money-1366');
    await screenshot(cat.page, 'magic-money-390');
  };

  let turn = 0;
  const did: Record<string, number> = {};
  let shotResolve = false, shotAbility = false;
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    let acted = false;
    await checkMidGame();
    for (const p of players) {
      await checkEntry(p);
      if (!shotResolve && await p.page.getByText('Only you see these bids.').isVisible()) {
        await screenshot(p.page, `magic-money-02-resolve${p === cat ? '-phone' : ''}`);
        shotResolve = true;
      }
      if (!shotAbility && await p.page.locator('.mm-action').getByRole('button', { name: /^(Cross out|Forge onto)/ }).count()) {
        await screenshot(p.page, `magic-money-03-ability${p === cat ? '-phone' : ''}`);
        shotAbility = true;
      }
      const step = await playStep(p.page, turn++);
      if (step) { acted = true; did[step] = (did[step] ?? 0) + 1; }
    }
    if (await ann.page.getByTestId('mm-score-screen').isVisible()) break;
    if (!acted) await ann.page.waitForTimeout(50);
  }
  for (const p of players) await expect(p.page.getByTestId('mm-score-screen')).toBeVisible();
  expect(did.bid ?? 0).toBeGreaterThan(5);
  expect(checkedEntry).toBe(true);

  const board = ann.page.getByTestId('mm-score-screen');
  for (const name of ['Ann', 'Cat']) await expect(board).toContainText(name);
  for (const column of ['Creature VP', 'Horns', 'Wings', 'Hearts', 'VP', 'Ledger total'])
    await expect(board.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(board.locator('tbody tr:not(.mm-parts)')).toHaveCount(4);
  await expect(board.locator('.mm-greedy-banner')).toContainText(/Greediest Wizard|nobody is eliminated/);
  // The log names players, never raw {seat:N} tokens.
  await expect(ann.page.locator('.log-list')).not.toContainText('{seat:');
  expect(checkedMid).toBe(true);
  // The score lines explain themselves; nothing serious for axe at either size.
  const line = board.locator('.mm-score-line').first();
  await line.focus();
  await expect(ann.page.locator('.tip-wrap:focus-within .tip-open')).toContainText(/Victory points printed on/);
  // The page moving under a resting mouse opens no tip (a panel that appears shifts the table); the mouse moving
  // over the line does. The score screen stands still, so the shift is the test's own.
  await line.blur();
  await line.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const lineTip = line.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " tip-wrap ")][1]');
  const tipOpen = () => lineTip.evaluate((el) => el.querySelector(':scope > .tip')!.classList.contains('tip-open'));
  // Where the line rests once the page has settled (two frames apart, the same box).
  const settled = () => line.evaluate((el) => new Promise<string>((done) => {
    const a = JSON.stringify(el.getBoundingClientRect());
    requestAnimationFrame(() => requestAnimationFrame(() => done(a === JSON.stringify(el.getBoundingClientRect()) ? a : '')));
  }));
  await expect.poll(settled).not.toBe('');
  const at = (await line.boundingBox())!;
  const rest = { x: at.x + at.width / 2, y: at.y + at.height / 2 + 40 };
  await ann.page.mouse.move(rest.x, rest.y);
  expect(await tipOpen()).toBe(false);
  // The line moves 40 px down, above its neighbours, to where the mouse rests.
  await lineTip.evaluate((el) => Object.assign(el.style, { position: 'relative', top: '40px', zIndex: '50' }));
  expect(await line.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), rest), 'the line is under the mouse').toBe(true);
  await ann.page.waitForTimeout(200); // frames for a hover the shift might start (there must be none)
  expect(await tipOpen(), 'a tip opened by the page moving under a resting mouse').toBe(false);
  await ann.page.mouse.move(rest.x + 4, rest.y);
  await expect.poll(tipOpen).toBe(true);
  await lineTip.evaluate((el) => Object.assign(el.style, { position: '', top: '', zIndex: '' }));
  await ann.page.mouse.move(5, 5);
  for (const p of players) expect.soft(await seriousViolations(p.page), `axe score screen (${p.name})`).toEqual([]);
  await screenshot(ann.page, 'magic-money-04-score');
  await screenshot(cat.page, 'magic-money-04-score-phone');
  await closeAll(...players);
});
