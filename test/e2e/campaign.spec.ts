/**
 * A Magical Library campaign in the browser: Ann imports a prepared campaign
 * one field before Box 1 (file input), picks it for a 2-player table with
 * Bob (on a phone), locked modules are not offered and the rules screen says "Locked",
 * they play (their seats are driven by the game's bot over a second
 * connection with each person's own token, so the run is fast and certain;
 * the game's own UI is covered by magical-library.spec.ts) until a game ends
 * with a badge to tick, Ann ticks it, and BOTH screens show the box-opened
 * ceremony; Ann exports the campaign (a download). Screenshots of each step.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CampaignStore } from '../../src/main/games/magical-library/index.js';
import { getGame } from '../../src/shared/games/registry.js';
import { TestClient } from '../host/support/client.js';
import { LAPTOP, PHONE, closeAll, createTable, joinTable, openPlayer, screenshot, setSeats, startGame, waitForGame, type Player } from './support.js';

const PORT = Number(process.env.E2E_PORT ?? 7599);
const def = getGame('magical-library');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A campaign export file at field 1 (vp120 ticked), one field before Box 1. */
function preparedFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-e2e-camp-'));
  const store = new CampaignStore(dir);
  const c = store.create(name);
  store.recordGame(c.id, { fulfilled: [['vp120'], []], chosen: 'vp120' });
  const file = path.join(dir, `${c.id}.magical-library-campaign.json`);
  fs.writeFileSync(file, store.exportCampaign(c.id));
  return file;
}

async function tokenOf(page: Page): Promise<string> {
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('magic-table.tokens') ?? '{}') as Record<string, string>);
  const t = Object.values(tokens)[0];
  if (!t) throw new Error('no token in localStorage');
  return t;
}

/** Plays `p`'s seat with the game's bot over its own connection (same token), a move at a time. */
async function driver(p: Player, tableId: string, seat: number) {
  const c = await TestClient.person(PORT, p.name, await tokenOf(p.page));
  let stop = false;
  let game = 0;
  const loop = (async () => {
    let sent = '';
    let bot = def.createBot('basic', seat, `${p.name}-0`);
    while (!stop) {
      const s = c.lastState(tableId);
      const key = `${s?.moveNo}:${c.states(tableId).length}`;
      if (s && !s.result && s.toAct.includes(seat) && sent !== `${s.moveNo}`) {
        sent = `${s.moveNo}`;
        const r = await c.request({ type: 'move', tableId, moveNo: s.moveNo, move: bot.act(s.view) });
        if (r.type === 'error') { bot = def.createBot('random', seat, `${p.name}-${++game}-${key}`); sent = ''; }
      }
      await sleep(60); // well under the host's 20 frames a second
    }
  })();
  return { client: c, async stop() { stop = true; await loop; c.ws.terminate(); } };
}

test('a campaign one field before a box: play, tick a badge, Box 1 opens on both screens', async ({ browser }) => {
  test.setTimeout(300_000);
  const file = preparedFile(`Family ${Date.now() % 100000}`);
  const campaignName = JSON.parse(fs.readFileSync(file, 'utf8')).campaign.name as string;
  const ann = await openPlayer(browser, 'Ann');
  const tableId = await createTable(ann, 'magical-library');
  await setSeats(ann, 2);
  // The modules in free play, each box by its own line, all boxes the same size in one column even on a phone,
  // where a long help line once squeezed some of them.
  await ann.page.setViewportSize(PHONE);
  const modules = ann.page.locator('fieldset', { has: ann.page.getByLabel('Module 1: Shared Rooms') }).locator('label.field-check');
  await expect(modules).toHaveCount(8);
  const boxes = await modules.evaluateAll((rows) => rows.map((row) => {
    const box = row.querySelector('input')!.getBoundingClientRect(), words = row.querySelector('span')!.getBoundingClientRect();
    return { left: Math.round(box.left), width: Math.round(box.width), words: Math.round(words.left), byFirstLine: box.top - words.top < 12 };
  }));
  expect(new Set(boxes.map((b) => JSON.stringify(b))).size, JSON.stringify(boxes)).toBe(1);
  expect(boxes[0].byFirstLine).toBe(true);
  await ann.page.setViewportSize(LAPTOP);
  const bob = await openPlayer(browser, 'Bob', { viewport: PHONE, isMobile: true }); // Bob plays on a phone
  await joinTable(bob, tableId);
  await expect(bob.page.getByTestId('room-campaign-summary')).toHaveText('Free play: every box open, nothing recorded.');
  for (const p of [ann, bob]) await p.page.emulateMedia({ reducedMotion: 'reduce' });

  // Import the prepared campaign (file input): it is selected for the table.
  const picker = ann.page.getByTestId('ml-campaign-picker');
  await expect(picker).toBeVisible();
  await picker.getByLabel('Import a campaign file').setInputFiles(file);
  await expect(ann.page.getByTestId('room-campaign-summary')).toContainText(`Playing the campaign ${campaignName}: field 1 of 15, no box open yet`);
  await expect(bob.page.getByTestId('room-campaign-summary')).toContainText(campaignName);
  // Locked modules are not offered: the help names their boxes.
  await expect(ann.page.getByText(/Locked: module 1, module 2, .* reach Box 1, Box 2/)).toBeVisible();
  await expect(ann.page.getByLabel('Module 1: Shared Rooms')).toHaveCount(0);
  // Bob may not choose the campaign.
  await expect(bob.page.getByTestId('ml-campaign-picker')).toHaveCount(0);
  await ann.page.getByRole('button', { name: 'Show the Path of Knowledge' }).click();
  await expect(ann.page.getByTestId('ml-field-1')).toHaveAttribute('aria-label', /you are here/);
  await screenshot(ann.page, 'campaign-room-creator');
  await screenshot(bob.page, 'campaign-room-guest');

  // The rules screen: the modules are locked, like the rulebook's STOP page.
  await startGame(ann);
  await waitForGame(bob);
  await ann.page.getByRole('button', { name: 'Rules' }).click();
  await expect(ann.page.getByText('Module 1 — Locked: reach Box 1 on the Path of Knowledge.')).toBeVisible();
  await expect(ann.page.getByText('Module 7 — Locked: reach Box 5 on the Path of Knowledge.')).toBeVisible();
  await screenshot(ann.page, 'campaign-rules-locked');
  await ann.page.getByRole('button', { name: 'Close' }).click();

  const drivers = [await driver(ann, tableId, 0), await driver(bob, tableId, 1)];
  let ticked = '';
  try {
    // Games until one ends with a badge that can be ticked (a game without one is recorded and the path stays);
    // bots' games often end without one (once in a full run, ten in a row), so up to 20 short games.
    let badges: { fulfilled: string[][]; ticked: string[] } | null = null;
    const c = drivers[0].client;
    // Each game's badges frame is awaited from before that game can start: a bots' game may end within a second.
    const nextBadges = () => c.next('ext', (f) => f.game === 'magical-library' && f.name === 'badges' && f.tableId === tableId, 120_000);
    let coming = nextBadges();
    for (let game = 1; game <= 20 && !badges; game++) {
      const frame = await coming;
      const payload = frame.payload as { fulfilled: string[][]; ticked: string[] };
      const free = payload.fulfilled.flat().filter((b) => !payload.ticked.includes(b));
      if (free.length) { badges = payload; break; }
      await expect(ann.page.getByTestId('campaign-advanced')).toContainText('No badge could be ticked this time: the path stays on field 1');
      await screenshot(ann.page, 'campaign-no-badge');
      // "Play again" takes the table back to the room (Bob keeps his score screen); Ann starts the next game.
      coming = nextBadges();
      await ann.page.getByRole('button', { name: 'Play again' }).click();
      await startGame(ann);
    }
    expect(badges, 'a game with a badge to tick within 20 games').not.toBeNull();
    const badge = badges!.fulfilled.flat().find((b) => b !== 'vp120')!;
    ticked = badge;

    // Both see the candidates; only Ann may tick.
    await expect(ann.page.getByTestId('ml-badge-choice')).toBeVisible();
    await expect(bob.page.getByTestId('ml-badge-choice')).toBeVisible();
    await expect(bob.page.getByText('The table’s creator ticks the badge (while they are away, any player of this game may).')).toBeVisible();
    await expect(bob.page.getByTestId(`ml-choose-${badge}`)).toHaveCount(0);
    await ann.page.getByTestId('ml-badge-choice').scrollIntoViewIfNeeded();
    await screenshot(ann.page, 'campaign-badge-choice-creator');
    await screenshot(bob.page, 'campaign-badge-choice-guest');
    await ann.page.getByTestId(`ml-choose-${badge}`).click();

    // The ceremony on both screens.
    for (const p of [ann, bob]) {
      const ceremony = p.page.getByTestId('ml-box-opened');
      await expect(ceremony).toBeVisible();
      await expect(ceremony).toContainText('Box 1 is open!');
      await expect(ceremony).toContainText('Module 1 Shared Rooms');
      await expect(ceremony).toContainText('Module 2 Variety Scoring');
      await expect(ceremony).toContainText('in the rules screen under Modules');
      await screenshot(p.page, `campaign-box-opened-${p.name.toLowerCase()}`);
    }
    await ann.page.getByRole('button', { name: 'Wonderful!' }).click();
    await expect(ann.page.getByTestId('ml-box-opened')).toHaveCount(0);
    await expect(ann.page.getByTestId('campaign-advanced')).toContainText('The path advances to field 2. Box 1 is open!');
    // A reload does not replay the ceremony once it was seen; Bob has not closed his yet.
    await ann.page.reload();
    await expect(ann.page.getByTestId('campaign-advanced')).toBeVisible();
    await expect(ann.page.getByTestId('ml-box-opened')).toHaveCount(0);
    await expect(bob.page.getByTestId('ml-box-opened')).toBeVisible();

    // The rules screen now holds modules 1 and 2.
    await ann.page.getByRole('button', { name: 'Rules' }).click();
    await expect(ann.page.getByText(/^Module 1 Shared Rooms:/)).toBeVisible();
    await expect(ann.page.getByText('Module 3 — Locked: reach Box 2 on the Path of Knowledge.')).toBeVisible();
    await ann.page.getByRole('button', { name: 'Close' }).click();
    await ann.page.getByRole('button', { name: 'Show the Path of Knowledge' }).click();
    await expect(ann.page.getByTestId('ml-field-2')).toHaveAttribute('aria-label', /reached, you are here/);
    await screenshot(ann.page, 'campaign-after-box');
  } finally {
    for (const d of drivers) await d.stop();
  }

  // Export: a download of the campaign file, from a new table's room.
  await ann.page.getByRole('button', { name: 'Back to lobby' }).click();
  const next = await createTable(ann, 'magical-library');
  expect(next).not.toBe(tableId);
  const download = ann.page.waitForEvent('download');
  await ann.page.getByRole('button', { name: `Export ${campaignName}` }).click();
  const saved = await (await download).path();
  const exported = JSON.parse(fs.readFileSync(saved!, 'utf8'));
  expect(exported.format).toBe('magic-table/magical-library-campaign-export');
  expect(exported.campaign.badges).toEqual(['vp120', ticked]);
  await closeAll(ann, bob);
});
