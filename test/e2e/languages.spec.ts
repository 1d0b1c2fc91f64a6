/**
 * Languages, end to end.
 *
 * - **The pseudo-locale** (`en-XA`: every letter accented, every text about 40 % longer): each title's room, then
 *   the last quarter of a game from a table saved three quarters through (fixtures/seed-tables.ts), one person
 *   and three bots, the person's page in the pseudo-locale and a spectator's too, one at
 *   1366×768 and the other at 390×844. After every step, a script over each page's DOM (lang/overflow.ts) lists
 *   text that is clipped, spills out of its box or runs off screen; the test fails on any. The drivers find
 *   controls by their English names through `named()` (lang/names.ts), so this is the same game a person plays.
 * - **German and French at one table**: each reads the same log entry in their own language, with a bid of
 *   1234567890123456789012345 grouped as their language groups digits.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { shortAmount } from '../../src/renderer/i18n/amounts.js';
import { MESSAGES as MONEY_MESSAGES } from '../../src/shared/games/magic-money/messages.js';
import moneyDe from '../../src/shared/games/magic-money/i18n/de.js';
import moneyEn from '../../src/shared/games/magic-money/i18n/en.js';
import moneyFr from '../../src/shared/games/magic-money/i18n/fr.js';
import { megagemStep } from './drivers/megagem.js';
import { magicMoneyStep } from './drivers/magic-money.js';
import { magicMarketStep } from './drivers/magic-market.js';
import { playStep as libraryStep } from './drivers/magical-library.js';
import { readsIn } from './lang/names.js';
import { overflowing } from './lang/overflow.js';
import { LAPTOP, PHONE, addBot, closeAll, createTable, openPlayer, openSeeded, screenshot, setSeats, startGame, type Player } from './support.js';

type Step = (p: Player, turn: number) => Promise<string | null>;

const GAMES: { id: string; short: string; step: Step; playerOnPhone: boolean }[] = [
  { id: 'megagem', short: 'gem', step: megagemStep, playerOnPhone: true },
  { id: 'magic-money', short: 'money', step: magicMoneyStep, playerOnPhone: false },
  // Placed with the keyboard here (the pass-and-play and the game's own specs drag and tap).
  { id: 'magical-library', short: 'library', step: (p, turn) => libraryStep(p, turn, 'keys', new Set(), ''), playerOnPhone: false },
  { id: 'magic-market', short: 'market', step: magicMarketStep, playerOnPhone: false },
];

/** The person's profile says `lang`; the page reloads into it (at a table, it comes back to the same seat). */
async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((l) => {
    const p = JSON.parse(localStorage.getItem('magic-table.profile') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('magic-table.profile', JSON.stringify({ ...p, lang: l }));
  }, lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  readsIn(page, lang);
}

/** A watcher on another device, reading `lang`. */
async function watcher(browser: Browser, tableId: string, lang: string, viewport: { width: number; height: number }): Promise<Player> {
  const w = await openPlayer(browser, 'Wendy', { colour: 'purple', viewport, isMobile: viewport === PHONE });
  await setLanguage(w.page, lang);
  // A game in play: its link makes a newcomer a watcher.
  await w.page.goto(`/?table=${tableId}`);
  await expect(w.page.getByTestId('game-table')).toHaveAttribute('data-view-seat', 'public');
  return w;
}

test('the overflow script finds clipped, spilling and off-screen text (and nothing on a page without any)', async ({ browser }) => {
  const p = await openPlayer(browser, 'Olga', { colour: 'blue' });
  await setLanguage(p.page, 'en-XA');
  expect(await overflowing(p.page)).toEqual([]);
  await p.page.evaluate(() => {
    const add = (html: string) => document.body.insertAdjacentHTML('beforeend', html);
    add('<div id="clip" style="width:60px;overflow:hidden;white-space:nowrap">Ŵáţçĥíñĝ ţĥé ĝáɱé · ·</div>');
    add('<div id="ellipsis" style="width:60px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Ŵáţçĥíñĝ ţĥé ĝáɱé · ·</div>');
    add('<p id="spill" style="width:40px">Ŝţéíñƀŕúçĥşçĥáðéñşƒŕéíĥéíţ</p>');
    add('<p id="off" style="position:absolute;left:calc(100vw - 20px);width:200px;margin:0">Óƒƒ ţĥé éðĝé</p>');
    add('<button id="inline" style="width:50px;overflow:hidden;white-space:nowrap"><span>Ĺöñĝ ĺáƀéĺ íñ á ƀúţţöñ</span></button>');
    // For screen readers only (app.css's .sr-only): a long line in a 1px box is not on screen, so no finding.
    add('<p class="sr-only" style="left:calc(100vw - 20px)">Ŕéáð ţö á ŝçŕééñ ŕéáðéŕ <span>ƀý Ŝöɱéöñé ŵíţĥ á ĺöñĝ ñáɱé</span> öñĺý</p>');
  });
  const found = (await overflowing(p.page)).join('\n');
  expect(found).toMatch(/clipped: <div> “Ŵáţçĥíñĝ/);
  expect(found.match(/clipped/g)).toHaveLength(3);
  expect(found).toMatch(/clipped: <button> “Ĺöñĝ/);
  expect(found).toMatch(/spills out of its box: <p> “Ŝţéíñ/);
  expect(found).toMatch(/off screen: <p> “Óƒƒ/);
  expect(found).not.toMatch(/Ŕéáð|Ŝöɱéöñé/);
  await closeAll(p);
});

for (const g of GAMES) {
  test(`pseudo-locale: the room and the last quarter of a ${g.id} game with no text clipped, spilling or off screen, for a player and a watcher`, async ({ browser }) => {
    test.setTimeout(240_000);
    const phone = g.playerOnPhone ? { viewport: PHONE, isMobile: true } : {};
    const host = await openPlayer(browser, 'Ann', { colour: 'blue', ...phone });
    await createTable(host, g.id);
    await setSeats(host, 4);
    for (let i = 0; i < 3; i++) await addBot(host, 'basic');
    await setLanguage(host.page, 'en-XA');
    // The room itself, not the screen that loads it (the reload shows "Loading the game…" first).
    await expect(host.page.getByTestId('seat-3')).toBeVisible();
    await expect(host.page.getByText('Ĺöáðíñĝ', { exact: false })).toHaveCount(0);
    await screenshot(host.page, `languages-pseudo-${g.id}-room`);
    expect(await overflowing(host.page), 'the room').toEqual([]);
    await closeAll(host);
    // The game's last quarter: a table saved three quarters of the way through (fixtures/seed-tables.ts), Ann and three bots.
    const tableId = `xa${g.short}`;
    const player = await openSeeded(browser, tableId, { lang: 'en-XA', ...phone });
    await expect(player.page.locator('html')).toHaveAttribute('lang', 'en-XA');
    readsIn(player.page, 'en-XA');
    const watch = await watcher(browser, tableId, 'en-XA', g.playerOnPhone ? LAPTOP : PHONE);

    const findings = new Map<string, number>();
    const check = async (page: Page, who: string, moveNo: string | null) => {
      for (const f of await overflowing(page)) if (!findings.has(`${who}: ${f}`)) findings.set(`${who}: ${f}`, Number(moveNo));
    };
    let turn = 0;
    let steps = 0;
    const deadline = Date.now() + 200_000;
    const table = player.page.getByTestId('game-table');
    while (Date.now() < deadline) {
      if ((await table.getAttribute('data-over')) === 'yes') break;
      const did = await g.step(player, turn++);
      if (did) {
        steps++;
        const moveNo = await table.getAttribute('data-move-no');
        await check(player.page, 'player', moveNo);
        if (steps % 3 === 0) await check(watch.page, 'watcher', moveNo);
        if (steps === 4) {
          await screenshot(player.page, `languages-pseudo-${g.id}-player`);
          await screenshot(watch.page, `languages-pseudo-${g.id}-watcher`);
        }
      } else {
        await player.page.waitForTimeout(60);
      }
    }
    await expect(table).toHaveAttribute('data-over', 'yes');
    await expect(watch.page.getByTestId('game-table')).toHaveAttribute('data-over', 'yes');
    await check(player.page, 'player, the end', null);
    await check(watch.page, 'watcher, the end', null);
    await screenshot(player.page, `languages-pseudo-${g.id}-end`);
    // Forced choices (on by default) are made by the table, so a person may act only a few times.
    expect(steps, 'the person played').toBeGreaterThan(1);
    expect([...findings.entries()].map(([f, at]) => `${f} (move ${at})`)).toEqual([]);
    await closeAll(player, watch);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// German and French at one table.

const HUGE_DIGITS = '1234567890123456789012345';
const CATALOGUES: Record<'de' | 'fr', Record<string, string>> = { de: moneyDe, fr: moneyFr };

/** A Magic Money control's name as a reader of `lang` sees it, from that language's catalogue. */
function moneyLabel(lang: 'de' | 'fr', id: keyof typeof moneyEn, values: Record<string, string> = {}): string {
  return String(new IntlMessageFormat(CATALOGUES[lang][id], lang, undefined, { ignoreTag: true }).format(values));
}

/** The longest run of words of a pattern between its arguments: how a reader recognises the sentence. */
function phraseOf(pattern: string): string {
  const literals = parse(pattern, { ignoreTag: true }).filter((el) => el.type === TYPE.literal).map((el) => (el as { value: string }).value.trim());
  return literals.sort((a, b) => b.length - a.length)[0];
}

test('a German and a French player at one table read the same log entry each in their language, and a huge bid grouped (then written short) their way', async ({ browser }) => {
  test.setTimeout(120_000);
  const greta = await openPlayer(browser, 'Greta', { colour: 'red' });
  const tableId = await createTable(greta, 'magic-money');
  await setSeats(greta, 3);
  const fleur = await openPlayer(browser, 'Fleur', { colour: 'green', viewport: PHONE, isMobile: true, tableId });
  await addBot(greta, 'basic');
  await fleur.page.getByRole('button', { name: 'I’m ready' }).click();
  await expect(greta.page.getByTestId('seat-1')).toContainText('ready');
  await startGame(greta);
  const readers = [{ p: greta, lang: 'de' as const }, { p: fleur, lang: 'fr' as const }];
  for (const { p, lang } of readers) await setLanguage(p.page, lang);

  // The first auction, played in German and French: whoever opens opens at 1; the first person to bid types the
  // huge bid with their own language's separators, the other bids 5; the active player announces the huge bid.
  const typed = { de: '1.234.567.890.123.456.789.012.345', fr: '1 234 567 890 123 456 789 012 345' };
  let hugeBidder: string | null = null;
  const deadline = Date.now() + 60_000;
  const announcedForGreta = greta.page.locator('.log-list li', { hasText: phraseOf(moneyDe['magic-money.announced']) });
  while (Date.now() < deadline && (await announcedForGreta.count()) === 0) {
    let acted = false;
    for (const { p, lang } of readers) {
      const action = p.page.locator('.mm-action');
      const open = action.getByRole('button', { name: moneyLabel(lang, 'magic-money.ui.openAtOne'), exact: true });
      if (await open.isVisible()) { await open.click(); acted = true; continue; }
      const bid = p.page.locator('.mm-bid-input');
      if (await bid.isVisible()) {
        const amount = hugeBidder === null ? typed[lang] : '5';
        if (hugeBidder === null) hugeBidder = p.name;
        await bid.fill(amount);
        // The entry shows the bid back, grouped as its reader groups digits, before it is sealed.
        if (amount !== '5') await expect(p.page.locator('.mm-bid-echo')).toContainText(grouped(lang));
        // Sealed: the entry goes (or, when bots finish the auction at once, a new auction has begun).
        const auction = await p.page.locator('.mm-round').textContent();
        await bid.press('Enter');
        await expect.poll(() => p.page.evaluate((before) => !document.querySelector('.mm-bid-input')?.checkVisibility()
          || document.querySelector('.mm-round')?.textContent !== before, auction)).toBe(true);
        acted = true;
        continue;
      }
      if (hugeBidder) {
        const announce = action.getByRole('button', { name: moneyLabel(lang, 'magic-money.ui.announce', { name: hugeBidder }) });
        if (await announce.isVisible()) { await announce.click(); acted = true; }
      }
    }
    if (!acted) await greta.page.waitForTimeout(100);
  }
  expect(hugeBidder).not.toBeNull();

  // Both read the announcement: the same entry, each in their language, the 25-digit bid written short their way
  // (the echo above showed every digit grouped their way).
  for (const { p, lang } of readers) {
    if (!(await p.page.locator('.log-list').isVisible())) await p.page.locator('.log-toggle').click();
    const entry = p.page.locator('.log-list li', { hasText: phraseOf(CATALOGUES[lang]['magic-money.announced']) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(shortAmount(HUGE_DIGITS, lang));
    await expect(entry).toContainText(hugeBidder!);
    await expect(entry).not.toContainText(phraseOf(MONEY_MESSAGES['magic-money.announced']));
    await screenshot(p.page, `languages-${lang}-magic-money`);
  }
  // The two texts differ only by language: German groups with dots, French with narrow no-break spaces.
  expect(grouped('de')).toBe('1.234.567.890.123.456.789.012.345');
  expect(grouped('fr')).toBe(['1', '234', '567', '890', '123', '456', '789', '012', '345'].join('\u202f'));
  expect([shortAmount(HUGE_DIGITS, 'de'), shortAmount(HUGE_DIGITS, 'fr')]).toEqual(['1,2\u00a0×\u00a010²⁴', '1,2\u00a0×\u00a010²⁴']);
  await closeAll(greta, fleur);
});

/** The huge bid as a reader of `lang` expects it written. */
function grouped(lang: 'de' | 'fr'): string {
  return new Intl.NumberFormat(lang).format(BigInt(HUGE_DIGITS));
}
