/**
 * Pass-and-play: Ann, Ben and Cat share one browser (one device: Ben and Cat
 * added with "Add a player on this device", in the room in the first test),
 * a bot takes the fourth seat. For each title they play the last part of a
 * game, from a table saved mid-game (fixtures/seed-tables.ts), to its end.
 * Each time the cover passes the screen to someone, the test checks from the page's DOM that nothing but
 * what it may show is there:
 *
 * - while the cover is up, the table is the public view and its text equals,
 *   character for character, what a spectator on another device sees at the
 *   same move;
 * - once a player taps through, the table is that seat's view and its text
 *   equals what that player's own second device (a context holding only
 *   their token) shows at the same move: nothing of another seat's.
 *
 * Comparisons are made while the game waits for a seat on the device (the
 * state cannot move under them). Screenshots land in artifacts/screenshots/.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { megagemStep } from './drivers/megagem.js';
import { magicMoneyStep } from './drivers/magic-money.js';
import { magicMarketStep } from './drivers/magic-market.js';
import { magicalLibraryStep } from './drivers/magical-library.js';
import { PHONE, POINTER_UI, addBot, closeAll, createTable, openPlayer, openSeeded, screenshot, setSeats, startGame, type Player } from './support.js';

/** One decision for the seat shown on the device, if its controls are there; null when there was nothing to do. */
type Step = (p: Player, turn: number) => Promise<string | null>;

const GAMES: { id: string; short: string; step: Step; phone?: boolean }[] = [
  { id: 'megagem', short: 'gem', step: megagemStep },
  { id: 'magic-money', short: 'money', step: magicMoneyStep, phone: true },
  { id: 'magical-library', short: 'library', step: magicalLibraryStep },
  { id: 'magic-market', short: 'market', step: magicMarketStep, phone: true },
];

/** The table's text (what follows the pointer left out, POINTER_UI), its seat and its move, read in one go. */
async function tableNow(page: Page): Promise<{ seat: string; moveNo: number; text: string }> {
  return page.getByTestId('game-table').evaluate((el, hide) => {
    const tips = Array.from(el.querySelectorAll<HTMLElement>(hide));
    tips.forEach((t) => { t.style.display = 'none'; });
    const text = (el as HTMLElement).innerText;
    tips.forEach((t) => { t.style.display = ''; });
    return { seat: el.getAttribute('data-view-seat') ?? '', moveNo: Number(el.getAttribute('data-move-no')), text };
  }, POINTER_UI);
}

/**
 * The device's table and the same table on another device show the same move from the same seat, with the same
 * text. Both are read again until they agree (a frame may still be on its way to one of them, or a short-lived mark
 * of the last move may still be showing); a screen that shows something else never agrees.
 */
async function expectSameAs(device: Page, other: Page, what: string): Promise<{ seat: string; moveNo: number }> {
  let last = { seat: '', moveNo: -1 };
  await expect(async () => {
    const [mine, theirs] = [await tableNow(device), await tableNow(other)];
    last = mine;
    expect(`${theirs.seat} @ ${theirs.moveNo}`, what).toBe(`${mine.seat} @ ${mine.moveNo}`);
    expect(theirs.text, `${what} at move ${mine.moveNo}`).toBe(mine.text);
  }).toPass({ intervals: [50, 100, 250, 500], timeout: 10_000 });
  return last;
}

test('pass-and-play: players added on this device in the room; the game starts under the cover', async ({ browser }) => {
  const ann = await openPlayer(browser, 'Ann', { colour: 'blue' });
  const page = ann.page;
  await createTable(ann, 'megagem');
  await setSeats(ann, 4);
  for (const name of ['Ben', 'Cat']) {
    await page.getByTestId('add-local-player').click();
    await page.getByLabel('Their name').fill(name);
    await page.getByRole('button', { name: 'Add to the table' }).click();
    await expect(page.locator('.seat-item', { hasText: name }).locator('.badge-tag-device')).toBeVisible();
  }
  await addBot(ann, 'basic');
  await screenshot(page, 'pass-and-play-1-room');
  await startGame(ann);
  await expect(page.getByTestId('pass-cover')).toBeVisible();
  await expect(page.getByTestId('game-table')).toHaveAttribute('data-view-seat', 'public');
  await closeAll(ann);
});

for (const g of GAMES) {
  test(`pass-and-play: three players on one screen and a bot play the last part of a ${g.id} game; no other seat's secret is ever on screen`, async ({ browser }) => {
    test.setTimeout(240_000);
    // A table saved mid-game (fixtures/seed-tables.ts): Ann's device, Ben and Cat added on it, a bot in seat 4.
    const tableId = `pp${g.short}`;
    const ann = await openSeeded(browser, tableId, { local: [1, 2], ...(g.phone ? { viewport: PHONE, isMobile: true } : {}) });
    const page = ann.page;
    await expect(page.getByTestId('pass-cover')).toBeVisible();

    // The device still holds Ben and Cat as its players at this table.
    const added = await page.evaluate((id) => Object.values(JSON.parse(localStorage.getItem('magic-table.local-players') ?? '{}') as
      Record<string, Record<string, { name: string }[]>>).flatMap((host) => host[id] ?? []).map((p) => p.name), tableId);
    expect(added).toEqual(['Ben', 'Cat']);
    // The other devices the test compares with: a spectator, and each player's own second device (their seat's token
    // alone, their name and colour: a hello renames and recolours the person's seats).
    const spectator = await openPlayer(browser, 'Watcher', { tableId: undefined });
    await spectator.page.goto(`/?table=${tableId}`);
    await expect(spectator.page.getByTestId('game-table')).toHaveAttribute('data-view-seat', 'public');
    const own: Record<string, Page> = {};
    const contexts: BrowserContext[] = [spectator.context];
    for (const seat of [0, 1, 2]) {
      const d = await openSeeded(browser, tableId, { seat });
      await expect(d.page.getByTestId('game-table')).toHaveAttribute('data-view-seat', String(seat));
      own[seat] = d.page;
      contexts.push(d.context);
    }

    let turn = 0;
    let handovers = 0;
    const seen = new Set<string>();
    const deadline = Date.now() + 200_000;
    while (Date.now() < deadline) {
      if (await page.getByTestId('pass-cover').getByRole('heading', { name: 'Game over' }).isVisible()) break;
      const go = page.getByTestId('cover-show');
      if (!(await go.isVisible())) {
        // Nobody on this device is waited for: the table is the public view (a bot thinks, or Visitors are shown to all).
        const now = await tableNow(page).catch(() => null);
        if (now) expect(now.seat).toBe('public');
        await page.waitForTimeout(60);
        continue;
      }
      // The cover is up and the game waits for someone here: the screen is exactly a spectator's.
      const under = await expectSameAs(page, spectator.page, 'under the cover');
      expect(under.seat).toBe('public');
      const who = (await page.getByTestId('pass-cover').getByRole('heading').innerText()).replace(/^Pass to\s*/, '').trim();
      if (handovers === 3) await screenshot(page, `pass-and-play-${g.id}-3-cover`);
      if (handovers === 5) {
        // The device reloads mid-game: every player's link comes back to its seat, and the cover with them.
        await page.reload();
        await expect(go).toBeVisible();
        await expect(page.getByTestId('pass-cover').getByRole('heading')).toHaveText(new RegExp(`Pass to\\s*${who}`));
      }
      // Keyboard or touch: the next player's button has the focus, so Enter passes the cover too.
      if (handovers === 4) {
        await expect(go).toBeFocused();
        await page.keyboard.press('Enter');
      } else {
        await go.click();
      }
      // Tapped through: that seat's view (once the page has drawn it: the tap's render may come a frame later), and
      // exactly what their own device shows.
      await expect(page.getByTestId('game-table')).not.toHaveAttribute('data-view-seat', 'public');
      const seat = await page.getByTestId('game-table').getAttribute('data-view-seat');
      expect(['Ann', 'Ben', 'Cat'][Number(seat)]).toBe(who);
      await expectSameAs(page, own[seat!], `${who}'s view`);
      const mine = { seat: seat! };
      if (!seen.has(mine.seat)) {
        seen.add(mine.seat);
        await screenshot(page, `pass-and-play-${g.id}-2-${who.toLowerCase()}`);
      }
      handovers++;
      if (handovers === 2) {
        // "I'm done — pass on" before acting: the cover is back at once, and still passes to the same player.
        await page.getByTestId('pass-on').click();
        await expect(page.getByTestId('pass-cover').getByRole('heading')).toHaveText(new RegExp(`Pass to\\s*${who}`));
        await expect(page.getByTestId('game-table')).toHaveAttribute('data-view-seat', 'public');
        continue;
      }
      // The player acts until the cover comes back (their turn is over).
      const until = Date.now() + 30_000;
      while (Date.now() < until && !(await page.getByTestId('pass-cover').isVisible())) {
        const did = await g.step(ann, turn++);
        if (!did) await page.waitForTimeout(60);
      }
      await expect(page.getByTestId('pass-cover')).toBeVisible();
    }
    expect(seen.size, 'every player on the device had turns').toBe(3);
    expect(handovers).toBeGreaterThan(6);
    await expect(spectator.page.getByTestId('game-table')).toContainText(/Ann/);
    await screenshot(page, `pass-and-play-${g.id}-4-end`);
    if (g.id === 'megagem') {
      // "Play again" from the cover: the device's players are at the table again, ready, and the next game starts at once.
      await page.getByTestId('pass-cover').getByRole('button', { name: 'Play again' }).click();
      for (const seat of [1, 2]) await expect(page.getByTestId(`seat-${seat}`)).toContainText('✓ ready');
      await page.getByTestId('start').click();
      await expect(page.getByTestId('cover-show')).toBeVisible();
      await expect(page.getByTestId('game-table')).toHaveAttribute('data-view-seat', 'public');
    }
    await closeAll(ann);
    for (const c of contexts) await c.close().catch(() => {});
  });
}
