/**
 * The end of each game as a person sees it, at both sizes, animations on, in a language other than English: Ann and
 * bots at a table saved late in the game (fixtures/seed-tables.ts, `end<game><size>`), played to its end through the
 * UI with the game's driver. Then what she sees: the page at its top, the winner's headline in view and in her
 * language, the drawn trophy and no emoji, nothing scrolling sideways (a score table scrolls inside its own box only
 * with its hint, `[data-scroll-hint]`), no serious axe finding, Magical Library's whole library in its view; the end screen goes to docs/screenshots/<game>-end-1366.png / -390.png.
 *
 * REVIEW_SHOTS=1 also keeps a few shots per game (mid-game, the last move, the end) in /tmp/review/ for a person to
 * look at (never in the repo).
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { GAMES } from '../../src/shared/games/registry.js';
import { seriousViolations } from './a11y/axe.js';
import { megagemStep } from './drivers/megagem.js';
import { magicMoneyStep } from './drivers/magic-money.js';
import { magicalLibraryStep } from './drivers/magical-library.js';
import { magicMarketStep } from './drivers/magic-market.js';
import { readsIn } from './lang/names.js';
import { LAPTOP, PHONE, closeAll, openSeeded, type Player } from './support.js';

type Step = (p: Player, turn: number) => Promise<string | null>;

/** Each game's driver, its short id (the seeded tables') and the language it is played in (a different one per game). */
const PLAY: Record<string, { step: Step; short: string; lang: 'de' | 'fr' | 'es' }> = {
  megagem: { step: megagemStep, short: 'gem', lang: 'de' },
  'magic-money': { step: magicMoneyStep, short: 'money', lang: 'fr' },
  'magical-library': { step: magicalLibraryStep, short: 'library', lang: 'es' },
  'magic-market': { step: magicMarketStep, short: 'market', lang: 'de' },
};

/** The winner's line: the app's headline, or the game's own where its score screen says it (`showsWinner`). */
const HEADLINE = '[data-testid=winner-headline], .mg-score-title, .mm-winner';
/** What the English headlines say ("Ann wins!", "You win!", "A tie for first"). */
const ENGLISH = /\b(wins?|You win|A tie for first)\b/;
/** Characters drawn as emoji by default (pictographs, and any with the emoji presentation selector). */
const EMOJI = /\p{Extended_Pictographic}|\uFE0F/u;

const DOCS = path.resolve('docs', 'screenshots');
const REVIEW = process.env.REVIEW_SHOTS === '1' ? '/tmp/review' : null;

async function review(page: Page, name: string): Promise<void> {
  if (!REVIEW) return;
  fs.mkdirSync(REVIEW, { recursive: true });
  await page.screenshot({ path: path.join(REVIEW, `${name}.png`) });
}

for (const game of GAMES) {
  const g = PLAY[game.id];
  for (const size of [1366, 390] as const) {
    test(`${game.id} at ${size}: played to the end in ${g?.lang ?? '?'} with motion on, the end screen at its top with the winner in view`, async ({ browser }) => {
      expect(g, `a driver for ${game.id} in end-screens.spec.ts`).toBeDefined();
      test.setTimeout(120_000);
      const phone = size === 390;
      const ann = await openSeeded(browser, `end${g.short}${size}`, { motion: true, lang: g.lang, viewport: phone ? PHONE : LAPTOP, isMobile: phone });
      const { page } = ann;
      await expect(page.locator('html')).toHaveAttribute('lang', g.lang);
      readsIn(page, g.lang);
      const table = page.getByTestId('game-table');
      const started = Date.now();
      let turn = 0;
      let steps = 0;
      while (Date.now() < started + 90_000) {
        if ((await table.getAttribute('data-over')) === 'yes') break;
        const did = await g.step(ann, turn++);
        if (did) {
          steps++;
          if (steps === 2) await review(page, `${game.id}-${size}-1-mid`);
          await review(page, `${game.id}-${size}-2-last`);
        } else await page.waitForTimeout(60);
      }
      await expect(table).toHaveAttribute('data-over', 'yes');
      expect(steps, 'Ann played').toBeGreaterThan(0);

      const headline = page.locator(HEADLINE).first();
      await expect(headline).toBeInViewport();
      // The end screen opens at its top: the page and every box around the table.
      await expect.poll(() => page.evaluate(() => {
        const scrolled: string[] = [];
        if (window.scrollY !== 0) scrolled.push(`window ${window.scrollY}`);
        for (let el = document.querySelector('[data-testid=game-table]'); el; el = el.parentElement) {
          if (el.scrollTop !== 0) scrolled.push(`${el.tagName}.${el.className} ${el.scrollTop}`);
        }
        return scrolled;
      })).toEqual([]);
      const words = (await headline.innerText()).trim();
      expect(words, 'the headline in the chosen language').not.toMatch(ENGLISH);
      expect(words.length).toBeGreaterThan(3);
      await expect(headline.locator('svg.winner-trophy')).toBeVisible();
      const text = await page.evaluate(() => document.body.innerText);
      expect(text.match(EMOJI), 'no emoji in the page').toBeNull();
      // Nothing scrolls sideways; a box that does (a wide score table) says so.
      const sideways = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        boxes: Array.from(document.querySelectorAll<HTMLElement>('[data-testid=game-table] *'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
          // A table's box (a board that pans, as Magical Library's, is the game's own: it has its "fit to view").
          .filter((el) => el.querySelector('table'))
          .map((el) => ({ box: `${el.tagName}.${el.className}`, hint: !!el.parentElement?.querySelector('[data-scroll-hint]')?.checkVisibility() })),
      }));
      expect(sideways.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      expect(sideways.boxes.filter((b) => !b.hint), 'a box that scrolls sideways without saying so').toEqual([]);
      // The game bar's "Game over" reads on one line beside its buttons (in German it once stood a letter a line).
      const over = await page.locator('.game-bar-turn').evaluate((el) => ({ height: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) || 24 }));
      expect(over.height, 'the game bar says the game is over on one line').toBeLessThanOrEqual(over.line * 1.5);
      // Magic Money's score table on a phone: each wizard's line and its details under it, about 60 px (it was 100).
      if (phone && game.id === 'magic-money') {
        const heights = await page.locator('.mm-scores tbody tr:not(.mm-parts)').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height + (r.nextElementSibling?.matches('.mm-parts') ? r.nextElementSibling.getBoundingClientRect().height : 0)));
        expect(heights.length).toBeGreaterThan(2);
        expect(Math.max(...heights), `score rows ${heights.join(', ')} px`).toBeLessThanOrEqual(75);
      }
      if (game.id === 'megagem' && phone) {
        // MegaGem's score table fits a phone: nothing in it scrolls sideways, and every total is in view or one scroll away.
        expect(sideways.boxes, 'a box that scrolls sideways').toEqual([]);
        const totals = await page.locator('[data-testid=score-screen] .mg-total').evaluateAll((els) => els.map((el) => {
          const r = el.getBoundingClientRect();
          return { text: (el as HTMLElement).innerText.trim(), inWidth: r.left >= 0 && r.right <= window.innerWidth, withinOneScroll: r.bottom <= 2 * window.innerHeight };
        }));
        expect(totals).toHaveLength(3);
        for (const total of totals) expect(total, 'a total in the width, in view or one scroll away').toMatchObject({ text: expect.stringMatching(/^-?\d+$/), inWidth: true, withinOneScroll: true });
      }
      // Magic Market: the final count (who has what, the winner) in view without scrolling, at both sizes: every row of
      // its table inside the viewport, the page still at its top.
      if (game.id === 'magic-market') {
        const rows = await page.locator('[data-testid=mk-final] tr').evaluateAll((trs) => trs.map((tr) => {
          const r = tr.getBoundingClientRect();
          return { row: (tr as HTMLElement).innerText.trim().slice(0, 40), top: Math.round(r.top), bottom: Math.round(r.bottom), inView: r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0 };
        }));
        expect(rows.length, 'the head, a line and its reason per player').toBe(7);
        expect(rows.filter((r) => !r.inView), `rows of the final count out of view (viewport ${page.viewportSize()?.height} px high)`).toEqual([]);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
      expect(await seriousViolations(page)).toEqual([]);
      // Magical Library: the whole library is in its view at the end, at both sizes (cards as small as that takes).
      if (game.id === 'magical-library') {
        await expect.poll(() => page.evaluate(() => {
          const grid = document.querySelector('[data-testid=ml-grid]')!.getBoundingClientRect();
          const out: string[] = [];
          for (const card of document.querySelectorAll<HTMLElement>('.ml-grid .ml-slot:not(.ml-preview)')) {
            const r = card.getBoundingClientRect();
            if (r.left < grid.left || r.right > grid.right || r.top < grid.top || r.bottom > grid.bottom) out.push(`${card.dataset.x},${card.dataset.y}`);
          }
          return document.querySelectorAll('.ml-grid .ml-slot').length > 8 ? out : ['no library'];
        }), { message: 'cards of the library outside its view at the end' }).toEqual([]);
      }
      // On a laptop the log beside the table still shows its newest entry (the score screen changed its size).
      if (!phone) {
        await expect.poll(() => page.locator('.game-side .log-list').evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop)).toBeLessThanOrEqual(8);
      }
      await review(page, `${game.id}-${size}-3-end`);
      fs.mkdirSync(DOCS, { recursive: true });
      await page.screenshot({ path: path.join(DOCS, `${game.id}-end-${size}.png`) });
      console.log(`${game.id} at ${size} (${g.lang}): ${steps} decisions by Ann, ${Math.round((Date.now() - started) / 100) / 10} s to the end`);
      await closeAll(ann);
    });
  }
}
