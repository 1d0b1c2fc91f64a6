/**
 * Magical Library campaigns through a real host on loopback with real ws
 * clients: create, a table with a campaign, locked modules refused, bot games
 * to the end, badge candidates, the choice (once), the path advancing one
 * field, a box opening, a restart on the same data folder (the pending choice
 * and the campaign come back), export → import on a second host, and bad
 * imports refused with nothing written. The pending badge choice lives in the
 * campaign's file: it outlives everyone leaving, the table closing and a
 * restart; a player of that game (not a stranger or a watcher) may make it
 * when the creator is away, through the table or the campaign (`tickPending`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignStore } from '../../src/main/games/magical-library/index.js';
import { Store, type TableMeta } from '../../src/main/host/store.js';
import { getGame } from '../../src/shared/games/registry.js';
import {
  CAMPAIGN_GAME, MAX_CAMPAIGN_IMPORT_CHARS,
  type CampaignFrameName, type CampaignFrames, type CampaignMessageName, type CampaignMessagePayload, type TableCampaign,
} from '../../src/shared/games/magical-library/campaign-protocol.js';
import { TestClient, type Frame, type Outgoing } from './support/client.js';
import { tempDir, testHost, type TestHost } from './support/host.js';

const def = getGame('magical-library');
const hosts: TestHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  for (const h of hosts.splice(0)) await h.close();
});

async function host(dataDir?: string): Promise<TestHost> {
  // Autoplay answers at once: a roomier frame rate than a person's. The campaign extension comes with testHost.
  const h = await testHost({ rate: { perSecond: 1000, burst: 1000 }, ...(dataDir ? { dataDir } : {}) });
  hosts.push(h);
  return h;
}
async function person(port: number, name: string, token?: string): Promise<TestClient> {
  const c = await TestClient.person(port, name, token);
  clients.push(c);
  return c;
}

/** A campaign message (an `ext` message of Magical Library's extension). */
function ext<N extends CampaignMessageName>(name: N, payload: CampaignMessagePayload<N>, tableId?: string): Outgoing {
  return { type: 'ext', game: CAMPAIGN_GAME, name, payload, ...(tableId === undefined ? {} : { tableId }) };
}
/** The campaign frame `name` (an `ext` frame of Magical Library) as `{ type: name, tableId?, ref?, ...payload }`. */
type CFrame<N extends CampaignFrameName> = CampaignFrames[N] & { type: N; tableId?: string; ref?: string };
function asCampaign<N extends CampaignFrameName>(f: Frame, name: N): CFrame<N> | null {
  if (f.type !== 'ext' || f.game !== CAMPAIGN_GAME || f.name !== name) return null;
  return { ...(f.payload as CampaignFrames[N]), type: name, ...(f.tableId === undefined ? {} : { tableId: f.tableId }), ...(f.ref === undefined ? {} : { ref: f.ref }) };
}
/** The reply to a campaign message: the campaign frame (flattened as above), or the error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one reply of many shapes, read by each test as the frame it expects
async function ask(c: TestClient, msg: Outgoing): Promise<Record<string, any>> {
  const f = await c.request(msg);
  return f.type === 'ext' ? asCampaign(f, f.name as CampaignFrameName)! : f;
}
/** The next campaign frame `name` matching `pred`. */
function nextCampaign<N extends CampaignFrameName>(c: TestClient, name: N, pred: (f: CFrame<N>) => boolean = () => true, timeoutMs = 10_000): Promise<CFrame<N>> {
  return c.next('ext', (f) => { const cf = asCampaign(f, name); return cf !== null && pred(cf); }, timeoutMs).then((f) => asCampaign(f, name)!);
}
const campaignOf = (room: { extra?: unknown }) => room.extra as TableCampaign;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the campaign room as the tests read it, with fields of the pending and advanced states
const lastRoomCampaign = (c: TestClient, id: string) => campaignOf(c.lastRoom(id)!) as Extract<TableCampaign, { mode: 'campaign' }> & Record<string, any>;

/** A 2-seat Magical Library table: `c` (creator, seat 0) and a basic bot. */
async function libraryTable(c: TestClient): Promise<string> {
  const room = await c.reply({ type: 'createTable', game: 'magical-library' }, 'room');
  const id = room.room.id;
  expect((await c.request({ type: 'setSeats', tableId: id, seats: 2 })).type).toBe('ok');
  expect((await c.request({ type: 'addBot', tableId: id, seat: 1, level: 'basic' })).type).toBe('ok');
  return id;
}

const free = (f: CampaignFrames['badges']) => f.fulfilled.flat().filter((b) => !f.ticked.includes(b));

/**
 * Starts games (a rematch each time) until one ends with a badge that can be
 * ticked; games with none are recorded without one (the path stays). Bounded.
 */
async function playUntilCandidates(c: TestClient, tableId: string, field: number): Promise<CFrame<'badges'>> {
  for (let game = 1; game <= 12; game++) {
    const badges = nextCampaign(c, 'badges', (f) => f.tableId === tableId, 60_000);
    const advanced = nextCampaign(c, 'campaignAdvanced', (f) => f.tableId === tableId, 60_000);
    advanced.catch(() => {}); // not sent while a badge waits to be chosen
    if (c.lastRoom(tableId)?.status === 'finished') expect(await c.request({ type: 'rematch', tableId })).toMatchObject({ type: 'ok' });
    const started = await c.request({ type: 'start', tableId, anyway: true });
    expect(started, JSON.stringify(started)).toMatchObject({ type: 'ok' });
    c.autoplay(def, tableId, 0, `ann-${game}`);
    const b = await badges;
    expect(b.field).toBe(field);
    expect(b.chooser).toBe(0);
    if (free(b).length > 0) return b;
    // Nothing to tick: recorded at once without a badge, and the path stays.
    const adv = await advanced;
    expect(adv).toMatchObject({ reached: null, opened: null, medal: null });
    expect(adv.campaign.field).toBe(field);
  }
  throw new Error('12 games in a row without a badge to tick');
}

/** A campaign export at field 1 (vp120 ticked), made by a store in its own folder. */
function preparedExport(name: string): string {
  const store = new CampaignStore(tempDir('mt-prep-'));
  const c = store.create(name);
  store.recordGame(c.id, { fulfilled: [['vp120'], []], chosen: 'vp120' });
  return store.exportCampaign(c.id);
}

describe('campaigns through the host', () => {
  it('create, a campaign table, locked modules, a game, one badge, one field, once; it all survives a restart', async () => {
    const dataDir = tempDir('mt-camp-');
    let h = await host(dataDir);
    let ann = await person(h.port, 'Ann');

    const created = await ask(ann, ext('createCampaign', { name: '  Family Sundays ' }));
    expect(created).toMatchObject({ type: 'campaign', campaign: { id: 'family-sundays', name: 'Family Sundays', field: 0, badges: [], unlocked: [] } });
    expect(await ask(ann, ext('createCampaign', { name: 'family sundays' }))).toMatchObject({ type: 'error', code: 'refused', detail: 'name_taken' });
    // Each refusal carries its message id too (each reader sees it in their language), its English unchanged.
    expect(await ask(ann, ext('createCampaign', { name: '' }))).toMatchObject({
      type: 'error', code: 'refused', detail: 'campaign', message: /1 to 40 characters/, msg: { id: 'host.campaign.nameLength' },
    });
    expect(await ask(ann, ext('createCampaign', { name: 'Family Sundays' }))).toMatchObject({
      type: 'error', detail: 'name_taken', message: 'There is already a campaign called "Family Sundays"', msg: { id: 'host.campaign.nameTaken', params: { name: 'Family Sundays' } },
    });
    const list = await ask(ann, ext('listCampaigns', {}));
    expect(list.campaigns.map((c: { id: string }) => c.id)).toEqual(['family-sundays']);
    expect(list.problems).toEqual([]);

    const id = await libraryTable(ann);
    // Free play by default: every module allowed.
    expect(campaignOf(ann.lastRoom(id)!)).toMatchObject({ mode: 'free' });
    expect((await ann.request({ type: 'setOptions', tableId: id, options: { modules: ['m1', 'm8'] } })).type).toBe('ok');
    expect(await ask(ann, ext('setCampaign', { campaign: 'nope' }, id))).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign', message: 'There is no such campaign', msg: { id: 'host.campaign.notFound' } });
    // Choosing a campaign switches off the modules it has not opened.
    const roomAfter = ann.next('room', (f) => campaignOf(f.room)?.mode === 'campaign');
    expect((await ask(ann, ext('setCampaign', { campaign: 'family-sundays' }, id))).type).toBe('ok');
    expect((await roomAfter).room).toMatchObject({ options: { modules: [] }, extra: { allowedModules: [], campaign: { name: 'Family Sundays', field: 0 } } });
    // Every module is locked, each with the box that holds it (the rules screen says so).
    expect(campaignOf((await roomAfter).room).locked).toEqual([
      { module: 'm1', box: 1 }, { module: 'm2', box: 1 }, { module: 'm3', box: 2 }, { module: 'm4', box: 2 },
      { module: 'm5', box: 3 }, { module: 'm6', box: 4 }, { module: 'm7', box: 5 }, { module: 'm8', box: 5 },
    ]);
    const locked = await ann.request({ type: 'setOptions', tableId: id, options: { modules: ['m1'] } });
    expect(locked).toMatchObject({ type: 'error', code: 'bad_options', message: /not opened the box with module 1/, msg: { id: 'host.campaign.locked' } });

    // A watcher may not choose the campaign or the badge.
    const eve = await person(h.port, 'Eve');
    await eve.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    expect(await ask(eve, ext('setCampaign', { campaign: 'free' }, id))).toMatchObject({ type: 'error', code: 'not_creator' });

    const cand = await playUntilCandidates(ann, id, 0);
    const gamesSoFar = (await ask(ann, ext('listCampaigns', {}))).campaigns[0].games as number;
    // Everyone at the table sees the candidates, the room says who chooses.
    await eve.waitFor('ext', (f) => { const b = asCampaign(f, 'badges'); return b !== null && b.tableId === id && JSON.stringify(b.fulfilled) === JSON.stringify(cand.fulfilled); });
    const pendingRoom = ann.lastRoom(id)!;
    expect(pendingRoom.status).toBe('finished');
    expect(lastRoomCampaign(ann, id).pending).toMatchObject({ fulfilled: cand.fulfilled, field: 0, chooser: 0 });
    expect(await ask(eve, ext('chooseBadge', { badge: free(cand)[0] }, id))).toMatchObject({ type: 'error', code: 'not_creator' });
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'error', code: 'forbidden', message: /Choose the badge/ });

    // The host restarts before the choice: the table comes back awaiting it.
    await h.close();
    hosts.splice(hosts.indexOf(h), 1);
    h = await host(dataDir);
    ann = await person(h.port, 'Ann', ann.token);
    const back = await ann.waitFor('room', (f) => f.room.id === id);
    expect((campaignOf(back.room) as Extract<TableCampaign, { mode: 'campaign' }>).pending).toMatchObject({ fulfilled: cand.fulfilled, ticked: [], field: 0 });

    const notFulfilled = ['vp120', 'vp110', 'vp100', 'all4'].find((b) => !cand.fulfilled.flat().includes(b))!;
    expect(await ask(ann, ext('chooseBadge', { badge: notFulfilled }, id))).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign', message: 'Nobody fulfilled that badge in this game' });
    const badge = free(cand)[0];
    const advanced = nextCampaign(ann, 'campaignAdvanced', (f) => f.tableId === id);
    expect((await ask(ann, ext('chooseBadge', { badge }, id))).type).toBe('ok');
    expect(await advanced).toMatchObject({ reached: 1, opened: null, medal: null, campaign: { field: 1, badges: [badge], games: gamesSoFar + 1 } });
    expect(await ask(ann, ext('chooseBadge', { badge }, id))).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(campaignOf(ann.lastRoom(id)!)).toMatchObject({ pending: null, advanced: { badge, reached: 1 }, campaign: { field: 1 } });

    // Restart again: the campaign is on field 1, exactly one field further.
    await h.close();
    hosts.splice(hosts.indexOf(h), 1);
    h = await host(dataDir);
    ann = await person(h.port, 'Ann', ann.token);
    const reread = (await ask(ann, ext('listCampaigns', {}))).campaigns[0];
    expect(reread).toMatchObject({ id: 'family-sundays', field: 1, games: gamesSoFar + 1 });
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'campaigns', 'family-sundays.json'), 'utf8'));
    expect(stored.campaign.badges).toEqual([badge]);
  }, 120_000);

  it('opens a box: the ceremony frame, the modules it holds become allowed', async () => {
    const h = await host();
    const ann = await person(h.port, 'Ann');
    const imported = await ask(ann, ext('importCampaign', { json: preparedExport('Almost a box') }));
    expect(imported).toMatchObject({ type: 'campaign', campaign: { id: 'almost-a-box', field: 1, badges: ['vp120'] } });
    const id = await libraryTable(ann);
    expect((await ask(ann, ext('setCampaign', { campaign: 'almost-a-box' }, id))).type).toBe('ok');
    const cand = await playUntilCandidates(ann, id, 1);
    expect(cand.ticked).toEqual(['vp120']);
    const advanced = nextCampaign(ann, 'campaignAdvanced');
    expect((await ask(ann, ext('chooseBadge', { badge: free(cand)[0] }, id))).type).toBe('ok');
    expect(await advanced).toMatchObject({ reached: 2, opened: { box: 1, modules: ['m1', 'm2'] }, medal: null, campaign: { field: 2, unlocked: ['m1', 'm2'] } });
    const room = ann.lastRoom(id)!;
    expect(campaignOf(room)).toMatchObject({ allowedModules: ['m1', 'm2'], advanced: { opened: { box: 1 } } });
    expect(campaignOf(room).locked.map((l) => l.module)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7', 'm8']);

    // A new table with this campaign may now switch module 1 on, not module 3.
    const next = await libraryTable(ann);
    expect((await ask(ann, ext('setCampaign', { campaign: 'almost-a-box' }, next))).type).toBe('ok');
    expect((await ann.request({ type: 'setOptions', tableId: next, options: { modules: ['m1', 'm2'] } })).type).toBe('ok');
    expect(await ann.request({ type: 'setOptions', tableId: next, options: { modules: ['m1', 'm3'] } })).toMatchObject({ type: 'error', code: 'bad_options', message: /module 3/ });
  }, 120_000);

  it('two tables of one campaign: a badge ticked at one is ticked for the other; one left with nothing to tick records its game without one', async () => {
    const h = await host();
    const ann = await person(h.port, 'Ann');
    const bob = await person(h.port, 'Bob');
    await ask(ann, ext('createCampaign', { name: 'Shared' }));
    const a = await libraryTable(ann);
    const b = await libraryTable(bob);
    expect((await ask(ann, ext('setCampaign', { campaign: 'shared' }, a))).type).toBe('ok');
    expect((await ask(bob, ext('setCampaign', { campaign: 'shared' }, b))).type).toBe('ok');
    const candA = await playUntilCandidates(ann, a, 0);
    const candB = await playUntilCandidates(bob, b, 0);
    const freeB = free(candB);
    // Ann ticks one of Bob's candidates if she can: the case where Bob may be left with nothing.
    const badge = free(candA).find((x) => freeB.includes(x)) ?? free(candA)[0];
    const pendingOf = (f: Extract<Frame, { type: 'room' }>) => (campaignOf(f.room) as Extract<TableCampaign, { mode: 'campaign' }>).pending;
    const bobHears = bob.next('room', (f) => f.room.id === b && (pendingOf(f) === null || pendingOf(f)!.ticked.includes(badge)));
    expect((await ask(ann, ext('chooseBadge', { badge }, a))).type).toBe('ok');
    const room = (await bobHears).room;
    if (freeB.every((x) => x === badge)) {
      expect(campaignOf(room)).toMatchObject({ pending: null, advanced: { badge: null, reached: null }, campaign: { field: 1, badges: [badge] } });
      expect(await bob.request({ type: 'rematch', tableId: b })).toMatchObject({ type: 'ok' });
      expect(await bob.request({ type: 'start', tableId: b, anyway: true })).toMatchObject({ type: 'ok' });
    } else {
      expect(pendingOf({ type: 'room', room })).toMatchObject({ ticked: [badge], field: 1 });
      expect(await ask(bob, ext('chooseBadge', { badge }, b))).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign', message: /already ticked/ });
      const other = freeB.find((x) => x !== badge)!;
      expect((await ask(bob, ext('chooseBadge', { badge: other }, b))).type).toBe('ok');
      expect((await ask(bob, ext('listCampaigns', {}))).campaigns[0]).toMatchObject({ field: 2 });
    }
  }, 120_000);

  it('exports, imports on a second host, and refuses bad imports without writing anything', async () => {
    const a = await host();
    const ann = await person(a.port, 'Ann');
    await ask(ann, ext('importCampaign', { json: preparedExport('Travelling') }));
    expect(await ask(ann, ext('exportCampaign', { id: 'nope' }))).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign' });
    const exp = await ask(ann, ext('exportCampaign', { id: 'travelling' }));
    expect(exp).toMatchObject({ type: 'campaignExport', id: 'travelling' });
    expect(JSON.parse(exp.json).format).toBe('magic-table/magical-library-campaign-export');

    const b = await host();
    const bob = await person(b.port, 'Bob');
    const dir = path.join(b.dataDir, 'campaigns');
    const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

    // Bad files: nothing written.
    expect(await ask(bob, ext('importCampaign', { json: exp.json.slice(0, 100) }))).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign', message: /not valid JSON/ });
    const tampered = JSON.parse(exp.json);
    tampered.campaign.badges = ['vp80'];
    expect(await ask(bob, ext('importCampaign', { json: JSON.stringify(tampered) }))).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign', message: /checksum/ });
    expect(await ask(bob, ext('importCampaign', { json: '{"format":"something else"}' }))).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign', message: /not a Magical Library campaign file/ });
    const big = await ask(bob, ext('importCampaign', { json: 'x'.repeat(MAX_CAMPAIGN_IMPORT_CHARS + 1) }));
    expect(big).toMatchObject({ type: 'error', code: 'bad_frame', message: /under 60 KB/ });
    expect(files()).toEqual([]);

    const imported = await ask(bob, ext('importCampaign', { json: exp.json }));
    expect(imported).toMatchObject({ type: 'campaign', campaign: { id: 'travelling', name: 'Travelling', field: 1, badges: ['vp120'], games: 1 } });
    // Same name again: name_taken, then under another name.
    expect(await ask(bob, ext('importCampaign', { json: exp.json }))).toMatchObject({ type: 'error', code: 'refused', detail: 'name_taken' });
    expect(await ask(bob, ext('importCampaign', { json: exp.json, nameIfClash: 'Travelling' }))).toMatchObject({ type: 'error', code: 'refused', detail: 'name_taken' });
    expect(await ask(bob, ext('importCampaign', { json: exp.json, nameIfClash: 'Travelling too' }))).toMatchObject({ type: 'campaign', campaign: { id: 'travelling-too', field: 1 } });
    expect(files()).toEqual(['travelling-too.json', 'travelling.json']);
  }, 60_000);

  it('a table saved before the extension seam (its campaign in table.json\'s `campaign`) keeps its campaign after the upgrade', async () => {
    const dataDir = tempDir('mt-camp-old-');
    new CampaignStore(dataDir).create('Old times');
    const token = 'A'.repeat(32);
    const store = new Store(dataDir);
    store.saveMeta({
      id: 'old1234567', game: 'magical-library', options: {}, creatorToken: token, status: 'lobby', seed: null, gameNo: 0, createdAt: 1, kicked: [],
      seats: [{ kind: 'human', name: 'Ann', colour: '#4363d8', token, ready: false }, { kind: 'open' }],
      campaign: { mode: 'campaign', id: 'old-times' },
    } as TableMeta);
    store.close();
    const h = await host(dataDir);
    const ann = await person(h.port, 'Ann', token);
    const back = await ann.waitFor('room', (f) => f.room.id === 'old1234567');
    expect(campaignOf(back.room)).toMatchObject({ mode: 'campaign', campaign: { id: 'old-times', name: 'Old times' } });
    const saved = JSON.parse(fs.readFileSync(path.join(dataDir, 'tables', 'old1234567', 'table.json'), 'utf8'));
    expect(saved.ext).toEqual({ mode: 'campaign', id: 'old-times' });
    expect(saved.campaign).toBeUndefined();
  });

  it('a table saved while its badge choice lived in table.json (`ext.pending`) hands it to the campaign on restore', async () => {
    const dataDir = tempDir('mt-camp-oldpending-');
    new CampaignStore(dataDir).create('Old choice');
    const token = 'A'.repeat(32);
    const store = new Store(dataDir);
    store.saveMeta({
      id: 'old7654321', game: 'magical-library', options: {}, creatorToken: token, status: 'lobby', seed: null, gameNo: 1, createdAt: 1, kicked: [],
      seats: [{ kind: 'human', name: 'Ann', colour: '#4363d8', token, ready: false }, { kind: 'bot', name: 'Ada', colour: '#e6194b', level: 'basic' }],
      ext: { mode: 'campaign', id: 'old-choice', handledGame: 1, pending: { fulfilled: [['vp120'], []], ticked: [], field: 0, chooser: 0, gameNo: 1, gamesBefore: 0 } },
    } as TableMeta);
    store.close();
    const h = await host(dataDir);
    const ann = await person(h.port, 'Ann', token);
    const back = await ann.waitFor('room', (f) => f.room.id === 'old7654321');
    expect(campaignOf(back.room)).toMatchObject({ mode: 'campaign', pending: { fulfilled: [['vp120'], []], gameNo: 1, chooser: 0 } });
    const saved = JSON.parse(fs.readFileSync(path.join(dataDir, 'tables', 'old7654321', 'table.json'), 'utf8'));
    expect(saved.ext).toMatchObject({ mode: 'campaign', id: 'old-choice', awaiting: 1, pending: null });
    const file = JSON.parse(fs.readFileSync(path.join(dataDir, 'campaigns', 'old-choice.json'), 'utf8'));
    expect(file.pending).toEqual([expect.objectContaining({ table: 'old7654321', gameNo: 1, seatTokens: [token, null], seatNames: ['Ann', null], creatorToken: token })]);
    expect((await ask(ann, ext('chooseBadge', { badge: 'vp120' }, 'old7654321'))).type).toBe('ok');
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'campaigns', 'old-choice.json'), 'utf8'))).toMatchObject({ pending: [], campaign: { badges: ['vp120'] } });
  });

  it('other games have no campaign', async () => {
    const h = await host();
    const ann = await person(h.port, 'Ann');
    const room = await ann.reply({ type: 'createTable', game: 'megagem' }, 'room');
    expect(room.room.extra).toBeUndefined();
    expect(await ask(ann, ext('setCampaign', { campaign: 'free' }, room.room.id))).toMatchObject({ type: 'error', code: 'forbidden', message: /for Magical Library tables; this table plays MegaGem/ });
  });

  it('speaks in ext frames: the answer names the game and echoes the ref; the message of a table needs its tableId', async () => {
    const h = await host();
    const ann = await person(h.port, 'Ann');
    const raw = await ann.request(ext('createCampaign', { name: 'Raw' }));
    expect(raw).toEqual({ type: 'ext', game: 'magical-library', name: 'campaign', payload: { campaign: expect.objectContaining({ id: 'raw', name: 'Raw' }) }, ref: expect.any(String) });
    expect(await ann.request(ext('setCampaign', { campaign: 'free' }))).toMatchObject({ type: 'error', code: 'bad_frame', message: /at tableId/ });
    expect(await ann.request(ext('chooseBadge', { badge: 'vp120' }, 'zzzzzzzz'))).toMatchObject({ type: 'error', code: 'no_table' });
  });
});

describe('a pending badge choice lives in the campaign', () => {
  /** Ann (creator, seat 0) and Bob (seat 1) at a table of a new campaign, played until a badge can be ticked. */
  async function twoPlayerGame(h: TestHost, name: string) {
    const ann = await person(h.port, 'Ann');
    const bob = await person(h.port, 'Bob');
    const campaign = (await ask(ann, ext('createCampaign', { name }))).campaign.id as string;
    const id = (await ann.reply({ type: 'createTable', game: 'magical-library' }, 'room')).room.id;
    expect((await ann.request({ type: 'setSeats', tableId: id, seats: 2 })).type).toBe('ok');
    expect((await bob.request({ type: 'joinTable', tableId: id, as: 'player' })).type).toBe('room');
    expect((await ask(ann, ext('setCampaign', { campaign }, id))).type).toBe('ok');
    for (let game = 1; game <= 12; game++) {
      const badges = nextCampaign(ann, 'badges', (f) => f.tableId === id, 60_000);
      const advanced = nextCampaign(ann, 'campaignAdvanced', (f) => f.tableId === id, 60_000);
      advanced.catch(() => {});
      // Not everyone may be ready: the creator starts anyway (protocol v3), after "Play again" from the second game on.
      if (ann.lastRoom(id)?.status === 'finished') expect(await ann.request({ type: 'rematch', tableId: id })).toMatchObject({ type: 'ok' });
      expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'ok' });
      ann.autoplay(def, id, 0, `ann-${game}`);
      bob.autoplay(def, id, 1, `bob-${game}`);
      const cand = await badges;
      if (free(cand).length > 0) return { ann, bob, campaign, id, cand };
      await advanced;
    }
    throw new Error('12 games in a row without a badge to tick');
  }
  const listed = async (c: TestClient, campaign: string) =>
    (await ask(c, ext('listCampaigns', {}))).campaigns.find((x: { id: string }) => x.id === campaign);

  it('survives everyone leaving and the table closing; a stranger or a watcher cannot tick it, a player of that game can; the next game waits for it', async () => {
    const h = await host();
    const dataDir = h.dataDir;
    const { ann, bob, campaign, id, cand } = await twoPlayerGame(h, 'Outlives');
    const eve = await person(h.port, 'Eve');
    expect((await eve.request({ type: 'joinTable', tableId: id, as: 'spectator' })).type).toBe('room');

    // The choice is in the campaign's file, with the game's seats; the table only refers to it.
    const file = () => JSON.parse(fs.readFileSync(path.join(dataDir, 'campaigns', `${campaign}.json`), 'utf8'));
    expect(file().pending).toEqual([expect.objectContaining({
      table: id, fulfilled: cand.fulfilled, seatNames: ['Ann', 'Bob'], seatTokens: [ann.token, bob.token], creatorToken: ann.token, chooserSeat: 0,
    })]);
    const tableJson = JSON.parse(fs.readFileSync(path.join(dataDir, 'tables', id, 'table.json'), 'utf8'));
    expect(tableJson.ext).toMatchObject({ mode: 'campaign', id: campaign, awaiting: expect.any(Number) });
    expect(tableJson.ext.pending ?? null).toBeNull();

    // Listed as a badge to choose; the creator is here, so only she may choose. No token travels.
    const forAnn = await ann.request(ext('listCampaigns', {}));
    expect(JSON.stringify(forAnn)).not.toContain(ann.token);
    expect(JSON.stringify(forAnn)).not.toContain(bob.token);
    expect(await listed(ann, campaign)).toMatchObject({ canChoose: true, pending: [{ table: id, tableOpen: true, seatNames: ['Ann', 'Bob'], canChoose: true }] });
    expect(await listed(bob, campaign)).toMatchObject({ canChoose: false, pending: [{ canChoose: false }] });
    expect(await listed(eve, campaign)).toMatchObject({ canChoose: false });

    // Everyone leaves: the finished table closes; the choice stays with the campaign.
    for (const c of [ann, bob, eve]) expect((await c.request({ type: 'leaveTable', tableId: id })).type).toBe('ok');
    expect(fs.existsSync(path.join(dataDir, 'tables', id))).toBe(false);
    expect(await listed(bob, campaign)).toMatchObject({ canChoose: true, pending: [{ table: id, tableOpen: false, canChoose: true }] });
    expect(await listed(ann, campaign)).toMatchObject({ canChoose: true });

    // A stranger and the game's watcher may not tick it.
    const carl = await person(h.port, 'Carl');
    const badge = free(cand)[0];
    expect(await ask(carl, ext('tickPending', { campaign, badge }))).toMatchObject({ type: 'error', code: 'forbidden', message: /Only the players of that game \(Ann or Bob\)/ });
    expect(await ask(eve, ext('tickPending', { campaign, badge }))).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(file().pending).toHaveLength(1);

    // The campaign's next game with one of its players waits for it, and says who can make it…
    const next = await libraryTable(ann);
    expect((await ask(ann, ext('setCampaign', { campaign }, next))).type).toBe('ok');
    expect(await ann.request({ type: 'start', tableId: next, anyway: true })).toMatchObject({ type: 'error', code: 'forbidden', message: /Choose the badge .*table has closed.*Ann or Bob can tick it/ });
    // …one with none of them (who could not make it) does not.
    const carls = await libraryTable(carl);
    expect((await ask(carl, ext('setCampaign', { campaign }, carls))).type).toBe('ok');
    expect(await carl.request({ type: 'start', tableId: carls, anyway: true })).toMatchObject({ type: 'ok' });

    // Bob, a player of that game (not its creator), ticks it through the campaign.
    expect(await ask(bob, ext('tickPending', { campaign, badge: 'nope' }))).toMatchObject({ type: 'error', code: 'refused', detail: 'campaign' });
    const nextHears = ann.next('room', (f) => f.room.id === next && (campaignOf(f.room) as Extract<TableCampaign, { mode: 'campaign' }>).campaign.field === 1);
    expect((await ask(bob, ext('tickPending', { campaign, badge }))).type).toBe('ok');
    await nextHears;
    expect(await listed(ann, campaign)).toMatchObject({ field: 1, badges: [badge], pending: [], canChoose: false });
    expect(file().pending).toEqual([]);
    expect(await ask(ann, ext('tickPending', { campaign, badge }))).toMatchObject({ type: 'error', code: 'forbidden', message: /no badge to choose/ });
    expect(await ann.request({ type: 'start', tableId: next, anyway: true })).toMatchObject({ type: 'ok' });
  }, 120_000);

  it('survives a host restart after its table closed; a player of that game (whose token only the choice holds) ticks it then', async () => {
    const dataDir = tempDir('mt-camp-pending-');
    let h = await host(dataDir);
    const { ann, bob, campaign, id, cand } = await twoPlayerGame(h, 'Restarted');
    for (const c of [ann, bob]) expect((await c.request({ type: 'leaveTable', tableId: id })).type).toBe('ok');

    await h.close();
    hosts.splice(hosts.indexOf(h), 1);
    h = await host(dataDir);
    const bob2 = await person(h.port, 'Bob', bob.token);
    // No table holds Bob's token any more: the campaign's waiting choice keeps it known to the host.
    expect(bob2.token).toBe(bob.token);
    const carl = await person(h.port, 'Carl');
    expect(await listed(carl, campaign)).toMatchObject({ canChoose: false, pending: [{ table: id, tableOpen: false, seatNames: ['Ann', 'Bob'], canChoose: false }] });
    expect(await listed(bob2, campaign)).toMatchObject({ canChoose: true, pending: [{ table: id, canChoose: true }] });
    expect(await ask(carl, ext('tickPending', { campaign, badge: free(cand)[0] }))).toMatchObject({ type: 'error', code: 'forbidden' });
    expect((await ask(bob2, ext('tickPending', { campaign, badge: free(cand)[0], table: id }))).type).toBe('ok');
    expect(await listed(carl, campaign)).toMatchObject({ field: 1, pending: [] });
  }, 120_000);

  it('while the creator is away and the table is open, a player of that game may tick it at the table; while she is there, only she', async () => {
    const h = await host();
    const { ann, bob, campaign, id, cand } = await twoPlayerGame(h, 'Away');
    const eve = await person(h.port, 'Eve');
    expect((await eve.request({ type: 'joinTable', tableId: id, as: 'spectator' })).type).toBe('room');
    const badge = free(cand)[0];
    expect(lastRoomCampaign(bob, id).pending).toMatchObject({ chooser: 0, othersMayChoose: false });
    expect(await ask(bob, ext('chooseBadge', { badge }, id))).toMatchObject({ type: 'error', code: 'not_creator', message: /creator is here/ });
    expect(await ask(bob, ext('tickPending', { campaign, badge }))).toMatchObject({ type: 'error', code: 'forbidden', message: /creator is there/ });
    expect(await ask(eve, ext('chooseBadge', { badge }, id))).toMatchObject({ type: 'error', code: 'not_creator' });

    // Ann's connection goes: Bob's room says the players may choose now.
    const bobHears = bob.next('room', (f) => f.room.id === id && (campaignOf(f.room) as Extract<TableCampaign, { mode: 'campaign' }>).pending?.othersMayChoose === true);
    await ann.close();
    await bobHears;
    expect(await ask(eve, ext('chooseBadge', { badge }, id))).toMatchObject({ type: 'error', code: 'not_creator' });
    expect(await ask(eve, ext('tickPending', { campaign, badge }))).toMatchObject({ type: 'error', code: 'forbidden' });
    const advanced = nextCampaign(bob, 'campaignAdvanced', (f) => f.tableId === id);
    expect((await ask(bob, ext('chooseBadge', { badge }, id))).type).toBe('ok');
    expect(await advanced).toMatchObject({ reached: 1, campaign: { field: 1, badges: [badge] } });
    expect(lastRoomCampaign(bob, id)).toMatchObject({ pending: null, advanced: { badge, reached: 1 } });

    // Ann comes back: the rematch is not held up.
    const ann2 = await person(h.port, 'Ann', ann.token);
    expect((await ann2.request({ type: 'joinTable', tableId: id, as: 'player' })).type).toBe('room');
    expect(await ann2.request({ type: 'rematch', tableId: id })).toMatchObject({ type: 'ok' });
    expect(await ann2.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'ok' });
  }, 120_000);
});
