/**
 * A game of Magic Market through the UI, in two halves: two people (a laptop
 * and a phone) and a bot start one from the lobby and play its opening; then
 * the same people and a bot play the last part of one (a table saved 70 % of
 * the way through: fixtures/seed-tables.ts) to the final count. (The keyboard
 * spec plays a whole game.) Everyone chooses a Stand, rolls, turns over
 * Visitors, sells, refills, bargains with Pals and makes the closing
 * purchases with the controls a person uses. Checks that a revealed symbol is
 * shown during its window only and that the log never names a Visitor's
 * symbol. Screenshots land in artifacts/screenshots/.
 * Accessibility: axe finds no serious or critical violation mid-game and on
 * the end screen, on the laptop and on the phone; an Object tile and a
 * Visitor explain themselves in a tooltip on keyboard focus; the end screen
 * says what every Visitor really was.
 *
 * Played with the animations on (every other spec asks for reduced motion: support.ts `CONTEXT`).
 *
 * The pace: the creator changes it from the game bar mid-game, a guest reads it there, and the bot's wait follows it,
 * at a host of the test's own whose bots' clock the test moves (the shared host's bots wait 50 ms of real time).
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gameExtensions } from '../../src/main/games/registry.js';
import { ManualClock, type ClockTimer } from '../../src/main/host/clock.js';
import { startHost } from '../../src/main/host/host.js';
import { seriousViolations } from './a11y/axe.js';
import { playStep } from './drivers/magic-market.js';
import { seedTables, type SeededTable } from './fixtures/seed-tables.js';
import { PHONE, addBot, closeAll, createTable, joinTable, openPlayer, openSeeded, screenshot, setSeats, waitForGame, type Player } from './support.js';

/** An Object on a Stand and a Visitor on the disc each show their tooltip when focused from the keyboard. */
async function tooltipsOnFocus(page: Page): Promise<void> {
  const tile = page.locator('[data-testid^=mk-stand-] .mk-obj').first();
  // A keyboard user: the pointer out of the way (the driver's last click can leave it over an Object, whose
  // tooltip then stays open beside the focused one's).
  await page.mouse.move(0, 0);
  await tile.focus();
  // The focused tile's own tooltip, the one it names as its description.
  const described = await tile.getAttribute('aria-describedby');
  expect(described).toBeTruthy();
  const tip = page.locator(`[id="${described}"]`);
  await expect(tip).toHaveAttribute('role', 'tooltip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Prices: green');
  await page.locator('.mk-space').first().focus();
  await expect(page.getByTestId('mk-pawn-tip')).toContainText('The Visitor by the');
  await page.locator('.mk-space').first().blur();
}

type Done = Map<string, number>;

/** Each person's moves in turn, round after round, until `stop` says so (or the time runs out). */
async function play(players: Player[], stop: (done: Done, turn: number) => Promise<boolean>, ms: number, onMove?: (p: Player, did: string) => Promise<void>): Promise<Done> {
  const done: Done = new Map();
  let turn = 0;
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    let acted = false;
    for (const p of players) {
      const did = await playStep(p.page, turn++);
      if (!did) continue;
      acted = true;
      done.set(did, (done.get(did) ?? 0) + 1);
      await onMove?.(p, did);
    }
    if (await stop(done, turn)) break;
    if (!acted) await players[0].page.waitForTimeout(100);
  }
  return done;
}

test('two people and a bot start a Magic Market game through the UI: the Stands, the opening peek, the first turns', async ({ browser }) => {
  test.setTimeout(240_000);
  const ann = await openPlayer(browser, 'Ann', { motion: true, colour: 'blue' });
  const tableId = await createTable(ann, 'magic-market');
  await setSeats(ann, 3);
  const bob = await openPlayer(browser, 'Bob', { motion: true, colour: 'orange', viewport: PHONE, isMobile: true });
  await joinTable(bob, tableId);
  await addBot(ann, 'basic');
  const players: Player[] = [ann, bob];
  for (const p of players) await expect(p.page.locator('.seat-item .badge-open')).toHaveCount(0);
  await bob.page.getByRole('button', { name: 'I’m ready' }).click();
  await expect(ann.page.getByTestId('seat-1')).toContainText('ready');
  // The opening peek lasts a moment (the test host's peek lasts 1.5 s: playwright.config.ts): both pages watch for it from before Start.
  const peeks = players.map((p) => p.page.getByTestId('mk-reveal').filter({ hasText: 'Memorise the Visitors' }).waitFor({ timeout: 30_000 }).then(() => true, () => false));
  await ann.page.getByTestId('start').click();
  for (const p of players) await waitForGame(p);

  // One colour system: each corner keeps its board colour (the colour die names it) with its owner's name on it; no
  // ring is a person's colour (Ann blue, Bob orange).
  for (const p of players) {
    await expect(p.page.locator('.mk-corner[data-owner="0"] .mk-corner-label')).toHaveText('Ann');
    await expect(p.page.locator('.mk-corner[data-owner="1"] .mk-corner-label')).toHaveText('Bob');
    await expect(p.page.locator('[data-testid^=mk-ring-][fill="#4363d8"], [data-testid^=mk-ring-][fill="#f58231"]')).toHaveCount(0);
  }

  // The opening peek: all twelve Visitors shown to everyone, then hidden.
  const reveal = ann.page.getByTestId('mk-reveal');
  expect(await Promise.all(peeks), 'each page showed the opening peek').toEqual([true, true]);
  // The screenshots while it is still up (on a busy machine it may be over by now).
  if (await reveal.isVisible()) await screenshot(ann.page, 'magic-market-01-peek');
  if (await bob.page.getByTestId('mk-reveal').isVisible()) await screenshot(bob.page, 'magic-market-01-peek-phone');
  await expect(reveal).toBeHidden({ timeout: 20_000 });
  await expect(ann.page.locator('.mk-space-shown')).toHaveCount(0);

  let shots = 0;
  let checked = false;
  const done = await play(players, async (done) => {
    if (shots === 1 && done.get('reveal') && await ann.page.getByTestId('mk-actions').isVisible()) {
      await screenshot(ann.page, 'magic-market-03-your-move');
      shots++;
    }
    // Once the people have turned Visitors over: no serious accessibility violation on either screen, and tooltips on focus.
    if (!checked && (done.get('reveal') ?? 0) >= 2 && !(await ann.page.getByTestId('mk-reveal').isVisible())) {
      checked = true;
      for (const p of players) expect(await seriousViolations(p.page), `axe mid-game for ${p.name}`).toEqual([]);
      await tooltipsOnFocus(ann.page);
    }
    return checked && shots >= 2 && (done.get('roll') ?? 0) >= 2;
  }, 150_000, async (p, did) => {
    if (did === 'reveal' && shots < 1 && await p.page.getByTestId('mk-reveal').isVisible()) {
      await screenshot(p.page, `magic-market-02-reveal${p === bob ? '-phone' : ''}`);
      shots++;
    }
  });
  expect(done.get('stand')).toBe(2);
  expect(done.get('roll') ?? 0).toBeGreaterThanOrEqual(2);
  expect(done.get('reveal') ?? 0).toBeGreaterThanOrEqual(2);
  expect(checked).toBe(true);
  await expect(ann.page.locator('.log-list')).not.toContainText(/Buyer of|Crazy|Pal\b/);
  await closeAll(...players);
});

test('two people and a bot play the last part of a Magic Market game to the final count', async ({ browser }) => {
  test.setTimeout(240_000);
  // Ann at her laptop, Ben on his phone, a bot: a table saved 70 % of the way through a game.
  const ann = await openSeeded(browser, 'mkend', { motion: true });
  const ben = await openSeeded(browser, 'mkend', { seat: 1, motion: true, viewport: PHONE, isMobile: true });
  const players: Player[] = [ann, ben];
  const done = await play(players, async () => ann.page.getByTestId('mk-final').isVisible(), 200_000);
  for (const p of players) await expect(p.page.getByTestId('mk-final')).toBeVisible();
  const final = ann.page.getByTestId('mk-final');
  for (const name of ['Ann', 'Ben']) await expect(final).toContainText(name);
  // One line per player, each with its reason on the row under it.
  await expect(final.locator('tbody tr.mk-line')).toHaveCount(3);
  await expect(final.locator('tbody tr.mk-reason-row')).toHaveCount(3);
  expect([...done.values()].reduce((a, b) => a + b, 0), 'the people made moves').toBeGreaterThan(3);
  // No window open after the game, and the log never names a symbol; the end screen turns every Visitor up.
  for (const p of players) {
    await expect(p.page.getByTestId('mk-reveal')).toHaveCount(0);
    await expect(p.page.locator('.mk-space-shown')).toHaveCount(12);
    await expect(p.page.getByTestId('mk-end-visitors').locator('li')).toHaveCount(12);
    await expect(p.page.getByTestId('mk-final')).toContainText('to start +');
    // On a phone the log is a drawer: open it.
    if (!(await p.page.locator('.log-list').isVisible())) await p.page.locator('.log-toggle').click();
    await expect(p.page.locator('.log-list')).not.toContainText('{seat:');
    await expect(p.page.locator('.log-list')).not.toContainText(/Buyer of|Crazy|Pal\b/);
  }
  // Everyone met their quota: every Stand row says the purchases are done (or the seller ran dry).
  await screenshot(ann.page, 'magic-market-04-final');
  await screenshot(ben.page, 'magic-market-04-final-phone');
  for (const p of players) expect(await seriousViolations(p.page), `axe on the end screen for ${p.name}`).toEqual([]);
  // A score line explains itself on focus.
  await ann.page.getByTestId('mk-final').locator('.mk-score').first().focus();
  await expect(ann.page.getByRole('tooltip').filter({ hasText: 'to start +' })).toBeVisible();
  console.log(`magic-market e2e, the last part: moves by the people: ${JSON.stringify(Object.fromEntries(done))}`);
  await closeAll(...players);
});

/** A clock the test moves (the bots' waits and the timed windows of the pace test's own host), counting the waits that ran out. */
class CountingClock extends ManualClock {
  ran = 0;
  override after(ms: number, fn: () => void): ClockTimer {
    return super.after(ms, () => { this.ran++; fn(); });
  }
}

/** Ann, Ben and Robin (bot) a dozen moves into a game, Robin to roll (a cut of the bots' game from this seed). */
const PACE_TABLE: SeededTable = {
  id: 'mkpace', game: 'magic-market', seed: 'e2e-pace-magic-market', at: 0.125,
  seats: [{ name: 'Ann', colour: '#4363d8' }, { name: 'Ben', colour: '#3cb44b' }, 'bot'],
};

test('the creator changes the pace from the game bar mid-game: a guest sees it, and the bot waits at the new pace', async ({ browser }) => {
  // A host of this test's own whose bots wait 1000 ms (at steady) on a clock the test moves: no wait is slept through,
  // and a bot that moved a millisecond early or late shows.
  const clock = new CountingClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-e2e-pace-'));
  seedTables(dataDir, [PACE_TABLE]);
  const host = await startHost({
    dataDir, port: 0, bind: '127.0.0.1', mdns: false, name: 'Pace table', extensions: gameExtensions(),
    botDelayMs: 1000, systemDelayShare: 0.15, timersClock: clock, log: () => {},
  });
  const own = { baseURL: `http://127.0.0.1:${host.port}`, table: PACE_TABLE };
  const players: Player[] = [];
  try {
    // Both at once (the pages' loading is most of this test's time); Ann at her laptop, Ben on his phone.
    const opened = [openSeeded(browser, PACE_TABLE.id, { own }), openSeeded(browser, PACE_TABLE.id, { own, seat: 1, viewport: PHONE, isMobile: true })];
    for (const p of opened) void p.then((player) => players.push(player), () => {});
    const [ann, ben] = await Promise.all(opened);
    const moveNo = async () => Number(await ben.page.getByTestId('game-table').getAttribute('data-move-no'));
    for (const p of [ann, ben]) await expect(p.page.getByTestId('mk-status')).toContainText('Robin (bot) rolls the Movement die');
    const before = await moveNo();
    // Robin's wait (1000 ms at steady) is the only one running; the creator sees the pace in a select, Ben reads any
    // other than the usual one.
    expect(clock.pending).toBe(1);
    await expect(ann.page.locator('#game-pace')).toHaveValue('steady');
    await expect(ben.page.getByTestId('game-pace')).toHaveCount(0);

    clock.advance(400);
    await ann.page.locator('#game-pace').selectOption('relaxed');
    await expect(ben.page.getByTestId('game-pace')).toHaveText('Pace: relaxed');
    await expect(ann.page.locator('#game-pace')).toHaveValue('relaxed');
    // The 600 ms Robin had left at steady are 1080 at relaxed (bots wait 1.8 times as long).
    clock.advance(1079);
    expect(clock.ran, 'Robin rolled before his wait at the relaxed pace ran out').toBe(0);
    clock.advance(1);
    expect(clock.ran).toBe(1);
    await expect.poll(moveNo).toBe(before + 1);
    for (const p of [ann, ben]) await expect(p.page.getByTestId('mk-status')).not.toContainText('rolls the Movement die');
    // His next move (a Visitor to turn over) waits the whole relaxed time: 1800 ms.
    clock.advance(1799);
    expect(clock.ran, 'Robin turned a Visitor over before 1800 ms').toBe(1);
    clock.advance(1);
    expect(clock.ran).toBe(2);
    await expect.poll(moveNo).toBe(before + 2);
    await expect(ben.page.getByTestId('mk-reveal')).toBeVisible();
  } finally {
    await closeAll(...players);
    await host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
