/**
 * Magical Library late in the game (issue 32: "fit automatically at each step so every legal place is visible"): Ann
 * and a bot from round 4 to the end (a seeded table: her library grows from 10 to 16 cards, its glowing places on
 * every side of it), at 1366×768 and on a phone at 390×844. At each of her placing steps (each card, each wizard),
 * without any pan or zoom, every glowing place lies wholly inside the library's view and inside the window, clear of
 * the zoom buttons, of the card note and of the phone's Undo / Confirm bar (Confirm there wholly in view, unscrolled);
 * while the places span no more than nine rows and nine columns (a bot's library late in the game: 5×9 places or less)
 * each is 32 px or more each way, and over up to ten: at 1366×768 (the step panel beside the library) 48 px or more,
 * on the phone (the library reaching down to the Undo / Confirm bar) 44 px or more, what a finger wants (the sizes
 * measured are printed; a longer library's places are as big as the view allows: LibraryGrid.tsx). Cards drawn under 48 px carry no words (words on cards are 12 px or more, or not
 * drawn: keyboard-magical-library.spec.ts). Her cards go round her library (a place picked across the list each time).
 * A tap on a card of the library while placing shows its note above the library, over no glowing place, and no
 * keyboard cursor. On the phone the Undo / Confirm bar also shows the hand as thumbnails: a tap on one selects its card.
 * With the whole hand staged (its last card placed, not yet confirmed), every card of the library is in view.
 * Screenshots: artifacts/screenshots/magical-library-late-fit-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { playStep } from './drivers/magical-library.js';
import { LAPTOP, PHONE, closeAll, openSeeded, screenshot as fullPage } from './support.js';

/**
 * A full-page screenshot, the page left scrolled where it was: Chromium resizes a phone's viewport to take one and
 * leaves the page scrolled to its end (a library reaching down to the phone's Undo / Confirm bar then starts above the
 * window's top, which no person's screen does).
 */
async function screenshot(page: Page, name: string): Promise<void> {
  const y = await page.evaluate(() => window.scrollY);
  await fullPage(page, name);
  await page.evaluate((top) => window.scrollTo({ top }), y);
}

/** The smallest a glowing place is drawn, each way, in CSS px, while the places span up to nine rows and columns. */
const PLACE_PX = 32;
/** At 1366×768 the step panel is beside the library, which reaches the window's foot: places of 48 px or more over ten rows. */
const WIDE_PLACE_PX = 48;
/** On a phone the library reaches down to the fixed Undo / Confirm bar: places of 44 px or more (a finger's) over ten rows. */
const PHONE_PLACE_PX = 44;

interface Fit { places: number; outside: string[]; smallest: number; smallestCard: number; wordsOnSmallCards: number; span: number }

/** Every glowing place's box against the library's view, once the view stands still. */
async function placesInView(page: Page, selector: string): Promise<Fit> {
  let last = '';
  for (let i = 0; i < 20; i++) {
    const now = await page.locator(`${selector}, .ml-world`).evaluateAll((els) => els.map((e) => JSON.stringify(e.getBoundingClientRect())).join(' '));
    if (now === last) break;
    last = now;
    await page.waitForTimeout(80);
  }
  return page.evaluate((sel) => {
    const grid = document.querySelector('[data-testid=ml-grid]')!.getBoundingClientRect();
    const covers = [...document.querySelectorAll('.ml-zoom, [data-testid=ml-card-note], [data-testid=ml-action-bar]')].map((e) => e.getBoundingClientRect());
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const out = { places: 0, outside: [] as string[], smallest: Infinity, smallestCard: Infinity, wordsOnSmallCards: 0, span: 0 };
    const xs: number[] = [], ys: number[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      out.places++;
      xs.push(Number(el.dataset.x));
      ys.push(Number(el.dataset.y));
      out.smallest = Math.min(out.smallest, r.width, r.height);
      const inside = r.left >= grid.left - 0.5 && r.right <= grid.right + 0.5 && r.top >= grid.top - 0.5 && r.bottom <= grid.bottom + 0.5
        && r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
      const covered = covers.some((c) => meets(c, r));
      if (!inside || covered) out.outside.push(`${el.dataset.x},${el.dataset.y}${inside ? ' (covered)' : ''}`);
    }
    for (const card of document.querySelectorAll<HTMLElement>('.ml-grid .ml-slot:not(.ml-preview) .ml-card')) {
      const w = card.getBoundingClientRect().width;
      out.smallestCard = Math.min(out.smallestCard, w);
      if (w < 48 && card.querySelector('.ml-card-text, .ml-module-tag')) out.wordsOnSmallCards++;
    }
    out.span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 1;
    return out;
  }, selector);
}

/** Places the picked card on a place across the list of places (`turn` picks which), then confirms it. */
async function placeAcross(page: Page, selector: string, turn: number, phone: boolean): Promise<string | null> {
  const places = page.locator(selector);
  const place = places.nth((turn * 5) % await places.count());
  const before = await page.getByTestId('ml-table').getAttribute('data-self');
  const lastCard = await page.locator('.ml-hand-pick').count() === 1;
  if (phone) await place.tap();
  else await place.click();
  const confirm = page.getByTestId('ml-confirm');
  await expect(confirm).toBeEnabled();
  if (lastCard) {
    // The whole hand staged, not yet confirmed (no glowing place is left): the whole library, the staged card too,
    // stays in view until Confirm (it was fitted to cards of 60 px and cut on the phone), and the help line says what is left.
    const cards = await placesInView(page, '.ml-grid .ml-slot:not(.ml-preview)');
    expect(cards.outside, `every card in view with the whole hand staged (${cards.places} cards)`).toEqual([]);
    await expect(page.getByTestId('ml-all-staged')).toBeVisible();
  }
  // On a phone Confirm is in the bar at the screen's foot: in view without scrolling, wherever the page is.
  if (phone) await expect(confirm).toBeInViewport({ ratio: 1 });
  if (phone) await confirm.tap();
  else await confirm.click();
  await expect(page.getByTestId('ml-table')).not.toHaveAttribute('data-self', before ?? '');
  return 'place';
}

for (const [size, viewport] of [['1366', LAPTOP], ['390', PHONE]] as const) {
  test(`Magical Library late in the game at ${size}: every glowing place is in view, without panning`, async ({ browser }) => {
    test.setTimeout(180_000);
    const phone = viewport === PHONE;
    const ann = await openSeeded(browser, `mlfit${size}`, { viewport, isMobile: phone });
    const page = ann.page;
    const shots = new Set<string>();
    const seen: string[] = [];
    let turn = 0;
    let noted = false;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && !(await page.getByTestId('ml-score-pad').isVisible())) {
      const phase = await page.getByTestId('ml-table').getAttribute('data-phase');
      const selector = phase === 'place' ? '.ml-target-card' : '.ml-target-wizard';
      if ((phase === 'place' || phase === 'wizard') && await page.locator(selector).count() > 0) {
        const fit = await placesInView(page, selector);
        const round = await page.getByTestId('ml-table').getAttribute('data-round');
        const cards = await page.locator('.ml-grid .ml-slot:not(.ml-preview)').count();
        const step = `round ${round}, ${phase}, ${cards} cards, ${fit.places} places over ${fit.span} rows or columns`;
        await screenshot(page, `magical-library-late-fit-${size}-${turn}`);
        expect(fit.outside, `every glowing place in view (${step})`).toEqual([]);
        if (fit.span <= 9) expect(fit.smallest, `glowing places big enough to hit (${step})`).toBeGreaterThanOrEqual(PLACE_PX);
        if (!phone && fit.span <= 10) expect(fit.smallest, `glowing places big on a wide screen (${step})`).toBeGreaterThanOrEqual(WIDE_PLACE_PX);
        if (phone && fit.span <= 10) expect(fit.smallest, `glowing places big enough for a finger (${step})`).toBeGreaterThanOrEqual(PHONE_PLACE_PX);
        expect(fit.wordsOnSmallCards, `no words on cards under 48 px (${step})`).toBe(0);
        seen.push(`${step}: places ≥ ${fit.smallest.toFixed(1)} px, cards ≥ ${fit.smallestCard.toFixed(1)} px`);
        if (phase === 'place' && !noted) {
          // A tap on a card of the library shows what it scores (a card this small has no words): above the library,
          // over no glowing place (the spec's check counts a place under the note as out of view).
          const card = page.locator('.ml-grid .ml-slot:not(.ml-preview)').last();
          if (phone) await card.tap();
          else await card.click();
          await expect(page.getByTestId('ml-card-note')).toBeVisible();
          // A tap is no keyboard: no cursor on a place, no "Enter: place here" (a finger's tap focuses the library only
          // once it is lifted).
          await expect(page.locator('.ml-cursor')).toHaveCount(0);
          const withNote = await placesInView(page, selector);
          await screenshot(page, `magical-library-late-fit-${size}-note`);
          expect(withNote.outside, `the card note covers no glowing place (${step})`).toEqual([]);
          if (phone) {
            // The bar shows the hand as thumbnails (no words of their own: the table's text is the same at any width);
            // a tap on one selects its card, as the hand's own button, and the places glow for it clear of the bar.
            const thumbs = page.getByTestId('ml-bar-hand').getByRole('button');
            expect(await thumbs.count(), `the hand in the bar (${step})`).toBe(await page.locator('.ml-hand-pick').count());
            expect(await page.getByTestId('ml-bar-hand').innerText()).toBe('');
            await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
            await expect(thumbs.last()).toBeInViewport({ ratio: 1 });
            await thumbs.last().tap();
            await expect(thumbs.last()).toHaveAttribute('aria-pressed', 'true');
            await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
            await expect(page.locator('.ml-hand-pick').last()).toHaveAttribute('aria-pressed', 'true');
            const picked = await placesInView(page, selector);
            expect(picked.outside, `the bar with the hand covers no glowing place (${step})`).toEqual([]);
            if (picked.span <= 10) expect(picked.smallest, `glowing places big enough for a finger (${step})`).toBeGreaterThanOrEqual(PHONE_PLACE_PX);
          }
          noted = true;
        }
      }
      // Cards go round the library (a place picked across the list each time), as a family builds, not in one column.
      const did = phase === 'place' && await page.locator(selector).count() > 0
        ? await placeAcross(page, selector, turn, phone) : await playStep(ann, turn, phone ? 'tap' : 'drag', shots, `magical-library-late-fit-${size}`);
      if (did) turn++;
      else await page.waitForTimeout(100);
    }
    await expect(page.getByTestId('ml-score-pad')).toBeVisible();
    // Round 4 and round 5: three cards and a wizard each, every one measured.
    expect(seen.length, seen.join('\n')).toBeGreaterThanOrEqual(8);
    expect(noted, 'a card of the library was tapped for its note while placing').toBe(true);
    console.log(`Magical Library late at ${size}:\n${seen.join('\n')}`);
    await closeAll(ann);
  });
}
