/**
 * Magical Library through the UI. Two people (a laptop with a mouse and a
 * phone with touch) and a bot play whole games to the score pad, using every
 * way a person places a card: dragging it with the mouse, tapping the card
 * then the place, and the keyboard cursor (arrows + Enter). The second game
 * has every module on. The third checks the table's undo (placements wait for
 * Confirm), tooltips on focus and axe-core at a laptop's and a phone's size (the score pad at a table saved late in a
 * game, fixtures/seed-tables.ts: the first test already plays a whole game with the mouse and touch).
 * Screenshots of each screen land in artifacts/screenshots/magical-library-*.png.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './a11y/axe.js';
import { playStep, type How } from './drivers/magical-library.js';
import {
  PHONE, addBot, closeAll, createTable, openPlayer, openSeeded, screenshot, setSeats, startGame, waitForGame, type Player,
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
  const redCards = await ann.page.locator('.ml-grid .ml-slot .ml-card').evaluateAll((els) => els.filter((e) => (e as HTMLElement).style.background.includes('184, 50, 39')).length);
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

test('placements wait for Confirm (Undo, Ctrl+Z), cards explain themselves on focus, and axe finds nothing serious at both sizes', async ({ browser }) => {
  test.setTimeout(240_000);
  const ann = await openPlayer(browser, 'Ann', { colour: 'blue' });
  const tableId = await createTable(ann, 'magical-library');
  await setSeats(ann, 2);
  const bob = await openPlayer(browser, 'Bob', { colour: 'orange', viewport: PHONE, isMobile: true, tableId });
  // The room describes each module in a line under its box, once (no separate guide).
  await expect(ann.page.locator('.room-options .choice-help').first()).toContainText('Cards with two rooms');
  await expect(ann.page.locator('.room-options').getByText('Module 1: Shared Rooms')).toHaveCount(1);
  await startGame(ann);
  await waitForGame(bob);
  for (const { page } of [ann, bob]) await page.emulateMedia({ reducedMotion: 'reduce' });
  const shots = new Set<string>();

  // Mid-game, at the first decision, on a laptop and a phone.
  for (const p of [ann, bob]) {
    await expect(p.page.getByTestId('ml-keep')).toBeVisible();
    expect(await seriousViolations(p.page)).toEqual([]);
  }
  // Round 1's draw and distribute steps, then Ann is the one to place while Bob waits in the place step.
  const annPage = ann.page;
  const phase = (p: Player) => p.page.getByTestId('ml-table').getAttribute('data-phase');
  await expect(async () => {
    for (const p of [ann, bob]) if (['draw', 'distribute'].includes(await phase(p) ?? '')) await playStep(p, 1, p === ann ? 'drag' : 'tap', shots, `ml-undo-${p.name}`);
    expect(await phase(ann)).toBe('place');
    expect(await phase(bob)).toBe('place');
  }).toPass({ timeout: 30_000 });

  // A card explains itself on keyboard focus (its tooltip says what it scores).
  const firstCard = annPage.locator('.ml-hand-pick').first();
  await firstCard.focus();
  const tip = annPage.locator('.ml-hand-card').first().getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(/area|magic circle|portal/i);

  const slots = annPage.locator('.ml-grid .ml-slot:not(.ml-preview)');
  await expect(slots).toHaveCount(1);
  const before = await annPage.getByTestId('ml-table').getAttribute('data-self');
  // Placed, then taken back with Ctrl+Z: nothing reached the host.
  await annPage.locator('.ml-target-card').first().click();
  await expect(annPage.locator('.ml-grid .ml-staged')).toHaveCount(1);
  await expect(annPage.locator('.ml-hand-pick')).toHaveCount(2);
  await expect(annPage.getByTestId('ml-confirm')).toHaveText('Confirm 1 card');
  await annPage.keyboard.press('Control+z');
  await expect(annPage.locator('.ml-grid .ml-staged')).toHaveCount(0);
  await expect(annPage.locator('.ml-hand-pick')).toHaveCount(3);
  await expect(annPage.getByTestId('ml-undo')).toBeDisabled();
  // Two placed, the second taken back with the Undo button.
  await annPage.locator('.ml-target-card').first().click();
  await annPage.locator('.ml-target-card').first().click();
  await expect(annPage.locator('.ml-grid .ml-staged')).toHaveCount(2);
  await screenshot(annPage, 'magical-library-undo-staged');
  await annPage.getByRole('button', { name: 'Undo' }).click();
  await expect(annPage.locator('.ml-grid .ml-staged')).toHaveCount(1);
  expect(await annPage.getByTestId('ml-table').getAttribute('data-self')).toBe(before);
  expect(await seriousViolations(annPage)).toEqual([]);
  // Confirmed: the card is in the library for good.
  await annPage.getByTestId('ml-confirm').click();
  await expect(annPage.locator('.ml-grid .ml-staged')).toHaveCount(0);
  await expect(slots).toHaveCount(2);
  await expect(annPage.locator('.ml-hand-pick')).toHaveCount(2);
  await expect(annPage.getByTestId('ml-undo')).toBeDisabled();
  // The phone, mid-game, in the place step.
  expect(await seriousViolations(bob.page)).toEqual([]);
  await closeAll(ann, bob);

  // The score pad at both sizes: the last moves of another two-player game (the first test plays a whole one), a
  // table saved nine tenths of the way through (fixtures/seed-tables.ts), Ann on the laptop and Ben on the phone.
  const annEnd = await openSeeded(browser, 'mlpad');
  const benEnd = await openSeeded(browser, 'mlpad', { seat: 1, viewport: PHONE, isMobile: true });
  await playToEnd([{ p: annEnd, how: 'drag' }, { p: benEnd, how: 'tap' }], 'magical-library-a11y');
  for (const p of [annEnd, benEnd]) {
    await expect(p.page.getByTestId('ml-score-pad')).toBeVisible({ timeout: 30_000 });
    await expect(p.page.locator('.ml-pad-reason')).toContainText('Why:');
    expect(await seriousViolations(p.page)).toEqual([]);
  }
  // A score line explains itself on focus.
  await annEnd.page.getByTestId('ml-pad-blue').locator('button').focus();
  await expect(annEnd.page.getByTestId('ml-pad-blue').getByRole('tooltip')).toContainText('wizards + apprentices');
  await closeAll(annEnd, benEnd);
});
