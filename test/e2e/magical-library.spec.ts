/**
 * Magical Library through the UI. Two people (a laptop with a mouse and a
 * phone with touch) and a bot play whole games to the score pad, using every
 * way a person places a card: dragging it with the mouse, tapping the card
 * then the place, and the keyboard cursor (arrows + Enter). The second game
 * has every module on. Screenshots of each screen land in
 * artifacts/screenshots/magical-library-*.png.
 */
import { expect, test } from '@playwright/test';
import { playStep, type How } from './drivers/magical-library.js';
import {
  PHONE, addBot, closeAll, createTable, openPlayer, screenshot, setSeats, startGame, waitForGame, type Player,
} from './support.js';

async function playToEnd(players: { p: Player; how: How }[], prefix: string): Promise<void> {
  const shots = new Set<string>();
  // The glowing places pulse; without the animation two browsers on two cores keep up better.
  for (const { p } of players) await p.page.emulateMedia({ reducedMotion: 'reduce' });
  let turn = 0;
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (await players[0].p.page.getByTestId('ml-score-pad').isVisible()) break;
    let acted = false;
    for (const { p, how } of players) {
      if (await playStep(p, turn++, how, shots, `${prefix}-${p.name.toLowerCase()}`)) acted = true;
    }
    if (!acted) await players[0].p.page.waitForTimeout(100);
  }
}

test('two people and a bot play a whole base game to the score pad', async ({ browser }) => {
  test.setTimeout(240_000);
  const ann = await openPlayer(browser, 'Ann', { colour: 'blue' });
  const tableId = await createTable(ann, 'magical-library');
  await setSeats(ann, 3);
  const bob = await openPlayer(browser, 'Bob', { colour: 'orange', viewport: PHONE, isMobile: true, tableId });
  await addBot(ann, 'basic');
  await screenshot(ann.page, 'magical-library-0-room');
  await startGame(ann);
  await waitForGame(bob);
  await expect(ann.page.getByTestId('ml-deciding')).toContainText('Round 1 of 5');

  // Ann places with the mouse (drag and drop) and the keyboard; Bob taps on the phone.
  await playToEnd([{ p: ann, how: 'drag' }, { p: bob, how: 'tap' }], 'magical-library-base');
  for (const p of [ann, bob]) {
    const pad = p.page.getByTestId('ml-score-pad');
    await expect(pad).toBeVisible();
    await expect(pad).toContainText('Magic circles');
    await expect(pad.locator('.ml-pad-place td')).toHaveCount(3);
  }
  // Every library holds the starting card and 15 placed cards.
  for (const seat of [0, 1, 2]) {
    await ann.page.getByTestId(`ml-tab-${seat}`).click();
    await expect(ann.page.locator('.ml-grid .ml-slot:not(.ml-preview)')).toHaveCount(16);
    await expect(ann.page.locator('.ml-grid .ml-wizard-on')).toHaveCount(5);
  }
  // Picking a category on the score pad outlines its areas on the library.
  await ann.page.getByTestId('ml-tab-0').click();
  await ann.page.getByTestId('ml-pad-red').locator('button').click();
  const redAreas = await ann.page.locator('.ml-grid .ml-outline').count();
  const redCards = await ann.page.locator('.ml-grid .ml-slot .ml-card').evaluateAll((els) => els.filter((e) => (e as HTMLElement).style.background.includes('217, 80, 63')).length);
  expect(redAreas).toBe(redCards);
  await screenshot(ann.page, 'magical-library-base-5-score-pad');
  await screenshot(bob.page, 'magical-library-base-5-score-pad-phone');
  await closeAll(ann, bob);
});

test('a game with every module on, placed with the keyboard', async ({ browser }) => {
  test.setTimeout(240_000);
  const ann = await openPlayer(browser, 'Ann', { colour: 'blue' });
  await createTable(ann, 'magical-library');
  await setSeats(ann, 2);
  for (const label of ['Module 1: Shared Rooms', 'Module 2: Variety Scoring', 'Module 3: Neighbour Cards', 'Module 4: New Magic Circle Scoring',
    'Module 5: Magic Portals', 'Module 6: Barrier Cards', 'Module 7: Extra Cards', 'Module 8: Golden Wizards']) {
    await ann.page.getByLabel(label).click();
    await expect(ann.page.getByLabel(label)).toBeChecked();
  }
  await addBot(ann, 'basic');
  await startGame(ann);
  await playToEnd([{ p: ann, how: 'keys' }], 'magical-library-modules');
  const pad = ann.page.getByTestId('ml-score-pad');
  await expect(pad).toBeVisible();
  for (const line of ['Variety (module 2)', 'Neighbour cards (module 3)', 'Magic Portals (module 5)', 'Barrier cards (module 6)', 'Extra cards (module 7)']) {
    await expect(pad).toContainText(line);
  }
  // Module 8: four wizards and the golden one were placed.
  await expect(ann.page.locator('.ml-grid .ml-wizard-on')).toHaveCount(5);
  await expect(ann.page.locator('.ml-grid .ml-golden')).toHaveCount(1);
  await screenshot(ann.page, 'magical-library-modules-5-score-pad');
  await closeAll(ann);
});
