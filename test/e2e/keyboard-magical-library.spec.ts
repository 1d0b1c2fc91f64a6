/**
 * Magical Library's cards read on a phone (390×844) without zooming: a whole game with every module on (so Neighbour,
 * Extra and Portal cards and module tags turn up), one person tapping and a bot. After every decision, every word
 * written on a card in the library and in the hand — the short label, a module's number, the whole sentence where
 * a card is big enough for it — measures at least 12 CSS px on screen (its computed size times the zoom it is
 * drawn at) with a contrast of at least 4.5:1 against its own backing (composited over black, the worst case);
 * the library's cards are at least 60 px wide while the person waits (placing, the view may go smaller to show every
 * glowing place, and at its end the whole library is shown, cards as small as that takes, with no words below 48 px). A tap on a card in the library shows what it scores in full, in
 * the note under the library (12 px or more). The keyboard's place-and-confirm path works on the phone too.
 * The same table at 1366×768 mid-game keeps the words at 12 px or more too.
 * Screenshots: artifacts/screenshots/keyboard-magical-library-*.png and docs/screenshots/magical-library-390.png.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { playStep } from './drivers/magical-library.js';
import { LAPTOP, PHONE, addBot, closeAll, createTable, openPlayer, screenshot, setSeats, startGame } from './support.js';

interface Legibility { words: number; smallestPx: number; worstContrast: number; smallestCard: number; worst: string; places: number }

/** Every visible word on a card (grid and hand) and the note: its size on screen and its contrast. */
async function legibility(page: Page): Promise<Legibility> {
  return page.evaluate(() => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const grid = document.querySelector('[data-testid=ml-grid]')!.getBoundingClientRect();
    const inView = (r: DOMRect) => r.width > 0 && r.right > grid.left && r.left < grid.right && r.bottom > grid.top && r.top < grid.bottom;
    const out = { words: 0, smallestPx: Infinity, worstContrast: Infinity, smallestCard: Infinity, worst: '', places: document.querySelectorAll('.ml-grid .ml-target').length };
    const texts = document.querySelectorAll<HTMLElement>('.ml-grid .ml-slot:not(.ml-preview) .ml-card-text, .ml-grid .ml-slot:not(.ml-preview) .ml-module-tag, .ml-hand .ml-card-text, .ml-hand .ml-module-tag, [data-testid=ml-card-note]');
    for (const el of texts) {
      const r = el.getBoundingClientRect();
      if (!el.closest('.ml-hand') && !inView(r)) continue;
      const css = getComputedStyle(el);
      // The zoom the library draws at (its world's transform); the hand and the note are not zoomed.
      const world = el.closest<HTMLElement>('.ml-world');
      const px = parseFloat(css.fontSize) * (world ? new DOMMatrix(getComputedStyle(world).transform).a : 1);
      const [br, bg, bb, ba = 1] = rgba(css.backgroundColor);
      const back = [br * ba, bg * ba, bb * ba];
      const [l1, l2] = [lum(rgba(css.color)), lum(back)].sort((a, b) => b - a);
      const contrast = (l1 + 0.05) / (l2 + 0.05);
      out.words++;
      if (px < out.smallestPx) { out.smallestPx = px; out.worst = `${el.className} "${el.textContent}" ${px.toFixed(1)}px`; }
      out.worstContrast = Math.min(out.worstContrast, contrast);
    }
    for (const card of document.querySelectorAll<HTMLElement>('.ml-grid .ml-slot:not(.ml-preview) .ml-card')) {
      const r = card.getBoundingClientRect();
      if (inView(r)) out.smallestCard = Math.min(out.smallestCard, r.width);
    }
    return out;
  });
}

test('Magical Library on a phone: every word on a card is 12 px or more on screen, a tap shows the whole card', async ({ browser }) => {
  test.setTimeout(300_000);
  const ann = await openPlayer(browser, 'Ann', { colour: 'blue', viewport: PHONE, isMobile: true });
  await createTable(ann, 'magical-library');
  await setSeats(ann, 2);
  for (const label of ['Module 3: Neighbour Cards', 'Module 5: Magic Portals', 'Module 7: Extra Cards', 'Module 6: Barrier Cards']) {
    await ann.page.getByLabel(label).click();
    await expect(ann.page.getByLabel(label)).toBeChecked();
  }
  await addBot(ann, 'basic');
  await startGame(ann);
  const page = ann.page;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const shots = new Set<string>();
  let words = 0;
  let smallest = Infinity;
  let worstContrast = Infinity;
  let smallestCard = Infinity;
  let tapped = false;
  let keyed = false;
  let turn = 0;
  const deadline = Date.now() + 270_000;
  while (Date.now() < deadline && !(await page.getByTestId('ml-score-pad').isVisible())) {
    // One placement by the keyboard on the phone (number key, arrows, Enter, Confirm by Enter); the rest by taps.
    const how = !keyed && await page.getByTestId('ml-table').getAttribute('data-phase') === 'place' ? 'keys' : 'tap';
    const did = await playStep(ann, turn++, how, shots, 'keyboard-magical-library-390');
    if (did === 'place' && how === 'keys') keyed = true;
    if (!did) { await page.waitForTimeout(100); continue; }
    await page.waitForTimeout(150);
    const l = await legibility(page);
    expect(l.smallestPx, `words on cards are 12 px or more after ${did} (${l.worst})`).toBeGreaterThanOrEqual(12);
    expect(l.worstContrast, `contrast of the words on cards after ${did}`).toBeGreaterThanOrEqual(4.5);
    // While waiting; placing, the view goes smaller when that puts every glowing place in view (late-fit spec), and at
    // the end the whole library is shown, as small as that takes (words 12 px or none, checked above).
    const over = await page.getByTestId('ml-grid').getAttribute('data-overview') === 'yes' || l.places > 0;
    if (!over) expect(l.smallestCard, `cards in the library are 60 px or more after ${did}`).toBeGreaterThanOrEqual(60);
    words += l.words;
    smallest = Math.min(smallest, l.smallestPx);
    worstContrast = Math.min(worstContrast, l.worstContrast);
    if (!over) smallestCard = Math.min(smallestCard, l.smallestCard);
    // Mid-game: a tap on a card of the library shows its whole sentence in the note.
    const round = Number(await page.getByTestId('ml-table').getAttribute('data-round'));
    if (!tapped && round >= 3) {
      const slot = page.locator('.ml-grid .ml-slot:not(.ml-preview)').first();
      const box = (await slot.boundingBox())!;
      const grid = (await page.getByTestId('ml-grid').boundingBox())!;
      if (box.y >= grid.y && box.y + box.height <= grid.y + grid.height) {
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        const note = page.getByTestId('ml-card-note');
        await expect(note).toBeVisible();
        await expect(note).toContainText(/room|portal|card/i);
        expect((await legibility(page)).smallestPx).toBeGreaterThanOrEqual(12);
        fs.mkdirSync(path.resolve('docs', 'screenshots'), { recursive: true });
        await page.screenshot({ path: path.resolve('docs', 'screenshots', 'magical-library-390.png') });
        await screenshot(page, 'keyboard-magical-library-390-note');
        // The same table on a laptop's screen: the words hold there too.
        await page.setViewportSize(LAPTOP);
        await page.waitForTimeout(300);
        const wide = await legibility(page);
        expect(wide.smallestPx, `words on cards at 1366×768 (${wide.worst})`).toBeGreaterThanOrEqual(12);
        await screenshot(page, 'keyboard-magical-library-1366');
        await page.setViewportSize(PHONE);
        await page.waitForTimeout(300);
        tapped = true;
      }
    }
  }
  await expect(page.getByTestId('ml-score-pad')).toBeVisible();
  expect(keyed, 'a card was placed with the keyboard on the phone').toBe(true);
  expect(tapped, 'a card of the library was tapped for its note').toBe(true);
  expect(words, 'words were measured').toBeGreaterThan(0);
  await screenshot(page, 'keyboard-magical-library-390-over');
  console.log(`Magical Library at 390×844: ${JSON.stringify({ wordsMeasured: words, smallestPx: +smallest.toFixed(2), worstContrast: +worstContrast.toFixed(2), smallestCardPx: +smallestCard.toFixed(1) })}`);
  await closeAll(ann);
});
