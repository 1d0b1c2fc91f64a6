/**
 * Languages, end to end.
 *
 * - **The pseudo-locale** (`en-XA`: every letter accented, every text about 40 % longer): a whole game of each
 *   title, one person and three bots, the person's page in the pseudo-locale and a spectator's too, one at
 *   1366×768 and the other at 390×844. After every step, a script over each page's DOM (lang/overflow.ts) lists
 *   text that is clipped, spills out of its box or runs off screen; the test fails on any. The drivers find
 *   controls by their English names through `named()` (lang/names.ts), so this is the same game a person plays.
 * - **German and French at one table**: each reads the same log entry in their own language, with a bid of
 *   1234567890123456789012345 grouped as their language groups digits.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { megagemStep } from './drivers/megagem.js';
import { magicMoneyStep } from './drivers/magic-money.js';
import { magicMarketStep } from './drivers/magic-market.js';
import { magicalLibraryStep } from './drivers/magical-library.js';
import { named, readsIn } from './lang/names.js';
import { overflowing } from './lang/overflow.js';
import { LAPTOP, PHONE, addBot, closeAll, createTable, openPlayer, screenshot, setSeats, startGame, type Player } from './support.js';

type Step = (p: Player, turn: number) => Promise<string | null>;

const GAMES: { id: string; step: Step; playerOnPhone: boolean }[] = [
  { id: 'megagem', step: megagemStep, playerOnPhone: true },
  { id: 'magic-money', step: magicMoneyStep, playerOnPhone: false },
  { id: 'magical-library', step: magicalLibraryStep, playerOnPhone: true },
  { id: 'magic-market', step: magicMarketStep, playerOnPhone: false },
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

for (const g of GAMES) {
  test(`pseudo-locale: a whole ${g.id} game with no text clipped, spilling or off screen, for a player and a watcher`, async ({ browser }) => {
    test.setTimeout(300_000);
    const player = await openPlayer(browser, 'Ann', { colour: 'blue', ...(g.playerOnPhone ? { viewport: PHONE, isMobile: true } : {}) });
    const tableId = await createTable(player, g.id);
    await setSeats(player, 4);
    for (let i = 0; i < 3; i++) await addBot(player, 'basic');
    await setLanguage(player.page, 'en-XA');
    await screenshot(player.page, `languages-pseudo-${g.id}-room`);
    expect(await overflowing(player.page), 'the room').toEqual([]);
    await player.page.getByTestId('start').click();
    await expect(player.page.getByTestId('game-table')).toBeVisible();
    const watch = await watcher(browser, tableId, 'en-XA', g.playerOnPhone ? LAPTOP : PHONE);

    const findings = new Map<string, number>();
    const check = async (page: Page, who: string, moveNo: string | null) => {
      for (const f of await overflowing(page)) if (!findings.has(`${who}: ${f}`)) findings.set(`${who}: ${f}`, Number(moveNo));
    };
    let turn = 0;
    let steps = 0;
    const deadline = Date.now() + 260_000;
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
    expect(steps, 'the person played').toBeGreaterThan(3);
    expect([...findings.entries()].map(([f, at]) => `${f} (move ${at})`)).toEqual([]);
    await closeAll(player, watch);
  });
}
