/**
 * Magical Library through the UI. Two people (a laptop with a mouse and a
 * phone with touch) and a bot play whole games to the score pad, using every
 * way a person places a card: dragging it with the mouse, tapping the card
 * then the place, and the keyboard cursor (arrows + Enter). The second game
 * has every module on. Screenshots of each screen land in
 * artifacts/screenshots/magical-library-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  PHONE, addBot, closeAll, createTable, openPlayer, screenshot, setSeats, startGame, waitForGame, type Player,
} from './support.js';

type How = 'drag' | 'tap' | 'keys';

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
  const notice = page.locator('.banner', { hasText: STALE });
  await expect(async () => {
    if (await stateKey(page) === before && !await notice.isVisible()) throw new Error('the move has not landed yet');
  }).toPass({ timeout: 10_000 });
  if (await stateKey(page) !== before) return true;
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  return false;
}

async function stateKey(page: Page): Promise<string> {
  return (await page.getByTestId('ml-table').getAttribute('data-self')) ?? '';
}

/** The box of the first legal place that lies wholly inside the library's viewport. */
async function visibleTarget(page: Page, selector: string) {
  const grid = (await page.getByTestId('ml-grid').boundingBox())!;
  const boxes = await page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  const inside = boxes.find((b) => b.x >= grid.x && b.y >= grid.y && b.x + b.width <= grid.x + grid.width && b.y + b.height <= grid.y + grid.height);
  expect(inside, 'a legal place is visible in the library').toBeTruthy();
  return inside!;
}

/** Plays one decision for this page if the game waits for it. Returns what it did. */
async function playStep(p: Player, turn: number, how: How, shots: Set<string>, prefix: string): Promise<string | null> {
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
      const to = await visibleTarget(page, '.ml-target-card');
      await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 5 });
      await expect(page.locator('.ml-drag-ghost')).toBeVisible();
      await expect(page.locator('.ml-preview')).toBeVisible();
      await shoot('3-drag');
      await page.mouse.up();
    } else if (how === 'tap') {
      await card.tap();
      await expect(card).toHaveAttribute('aria-pressed', 'true');
      await shoot('3-place');
      await page.locator('.ml-target-card').first().tap();
    } else {
      await page.keyboard.press(String((turn % await handPick.count()) + 1));
      await page.getByTestId('ml-grid').blur();
      await page.getByTestId('ml-grid').focus();
      // The first arrow shows the cursor on the first legal place; right then left comes back to it.
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('.ml-cursor-ok')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await expect(page.locator('.ml-cursor-ok')).toBeVisible();
      await page.keyboard.press('Enter');
    }
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
    const n = await wizardTargets.count();
    const target = wizardTargets.nth(turn % n);
    if (how === 'keys') {
      await page.getByTestId('ml-grid').blur();
      await page.getByTestId('ml-grid').focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('.ml-cursor-ok')).toBeVisible();
      await page.keyboard.press('Enter');
    } else if (how === 'tap') await target.tap();
    else await target.click();
    if (!await settled(page, before)) return null;
    return 'wizard';
  }
  return null;
}

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
