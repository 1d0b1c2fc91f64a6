/**
 * The lobby as a crowd sees it (issue 12): only connections watching the
 * lobby get it, as deltas; one person (or device) cannot fill the host with
 * waiting tables; tables nobody has been at for a long while are retired and
 * archived (a fake clock moves time on); the creator can close a table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TABLES_PER_ADDRESS, MAX_TABLES_PER_PERSON, tooManyTables } from '../../src/main/host/rooms.js';
import { getGame } from '../../src/shared/games/registry.js';
import { highCard } from './fixtures/highcard.js';
import { TestClient, type Frame } from './support/client.js';
import { ManualClock as FakeClock } from '../../src/main/host/clock.js';
import { hostKit } from './support/host.js';

const { host, person } = hostKit({ games: [highCard, getGame('megagem')] });
async function table(c: TestClient): Promise<string> {
  const r = await c.request({ type: 'createTable', game: 'highcard' });
  if (r.type !== 'room') throw new Error(JSON.stringify(r));
  return r.room.id;
}
const lobbyFrames = (c: TestClient) => c.frames.filter((f): f is Extract<Frame, { type: 'lobby' | 'lobbyDelta' }> => f.type === 'lobby' || f.type === 'lobbyDelta');
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('the lobby goes to its watchers, as deltas', () => {
  it('sends only the tables that changed, and nothing to a connection that stopped watching until it watches again', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const cat = await person(h, 'Cat');
    const a = await table(ann);
    const b = await table(bob);
    await cat.lobbyWhen((t) => t.length === 2);
    expect(await cat.request({ type: 'watchLobby', on: false })).toMatchObject({ type: 'ok' });
    const catBefore = lobbyFrames(cat).length;
    const deltaSeen = ann.next('lobbyDelta', (f) => f.changed.some((t) => t.id === b && t.seats === 3));
    expect(await bob.request({ type: 'setSeats', tableId: b, seats: 3 })).toMatchObject({ type: 'ok' });
    const delta = await deltaSeen;
    // Only Bob's table, whole; Ann's did not change.
    expect(delta.changed.map((t) => t.id)).toEqual([b]);
    expect(delta.removed).toEqual([]);
    await settle();
    expect(lobbyFrames(cat)).toHaveLength(catBefore);
    // Watching again: the whole list at once, as it is now.
    const back = cat.next('lobby');
    expect(await cat.request({ type: 'watchLobby', on: true })).toMatchObject({ type: 'ok' });
    expect((await back).tables.map((t) => [t.id, t.seats])).toEqual([[a, 4], [b, 3]]);
    // A table that goes is a removed id.
    const gone = cat.next('lobbyDelta', (f) => f.removed.includes(a));
    await ann.request({ type: 'leaveTable', tableId: a });
    expect((await gone).changed).toEqual([]);
    expect(cat.lobby.map((t) => t.id)).toEqual([b]);
  });

  it('watches again after a new hello on the same connection', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    await ann.request({ type: 'watchLobby', on: false });
    const list = ann.next('lobby');
    await ann.reply({ type: 'hello', protocol: 3, name: 'Ann', colour: '#4363d8', token: ann.token }, 'welcome');
    expect((await list).tables).toEqual([]);
    const bob = await person(h, 'Bob');
    const id = await table(bob);
    await ann.lobbyWhen((t) => t.some((x) => x.id === id));
  });
});

describe('how many tables one person or device may have open', () => {
  it(`refuses a person's ${MAX_TABLES_PER_PERSON + 1}th open table and accepts it once one has closed`, async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const ids = [];
    for (let i = 0; i < MAX_TABLES_PER_PERSON; i++) ids.push(await table(ann));
    const refused = await ann.request({ type: 'createTable', game: 'highcard' });
    expect(refused).toMatchObject({ type: 'error', code: 'forbidden', message: expect.stringMatching(/already have 3 tables open/) });
    expect(h.tables()).toHaveLength(MAX_TABLES_PER_PERSON);
    // Someone else is not limited by Ann's tables.
    const bob = await person(h, 'Bob');
    await table(bob);
    await ann.request({ type: 'closeTable', tableId: ids[0] });
    await table(ann);
    expect(h.tables().filter((t) => t.players[0] === 'Ann')).toHaveLength(MAX_TABLES_PER_PERSON);
  });

  it('limits one LAN device however many identities it makes, but not this machine\'s own app (127.0.0.1, ::1)', () => {
    const from = (address: string, n: number) => Array.from({ length: n }, (_, i) => ({ creatorToken: `t${i}`, from: address }));
    expect(tooManyTables(from('192.168.1.20', MAX_TABLES_PER_ADDRESS - 1), 'new', '192.168.1.20')).toBeNull();
    expect(tooManyTables(from('192.168.1.20', MAX_TABLES_PER_ADDRESS), 'new', '192.168.1.20')).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/This device/) });
    expect(tooManyTables(from('192.168.1.20', MAX_TABLES_PER_ADDRESS), 'new', '192.168.1.21')).toBeNull();
    expect(tooManyTables(from('127.0.0.1', 50), 'new', '127.0.0.1')).toBeNull();
    expect(tooManyTables(from('::1', 50), 'new', '::1')).toBeNull();
    // Another loopback address is another device (tests and benches use them so).
    expect(tooManyTables(from('127.0.0.2', MAX_TABLES_PER_ADDRESS), 'new', '127.0.0.2')).toMatchObject({ message: expect.stringMatching(/This device/) });
  });
});

describe('idle tables retire; the creator can close one', () => {
  it('archives a table nobody has been at for 30 minutes, with its moves, and does not bring it back after a restart', async () => {
    const clock = new FakeClock();
    const h = await host({ clock });
    const ann = await person(h, 'Ann');
    const id = await table(ann);
    await ann.request({ type: 'setSeats', tableId: id, seats: 2 });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'ok' });
    // A watcher keeps a table alive however long it stays.
    const eve = await person(h, 'Eve');
    await eve.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    await ann.close();
    clock.advance(60 * 60_000);
    expect(h.tables().map((t) => t.id)).toEqual([id]);
    await eve.request({ type: 'leaveTable', tableId: id });
    clock.advance(29 * 60_000);
    expect(h.tables().map((t) => t.id)).toEqual([id]);
    const watcher = await person(h, 'Max');
    clock.advance(2 * 60_000);
    expect(h.tables()).toEqual([]);
    await watcher.lobbyWhen((t) => t.length === 0);
    const archived = fs.readdirSync(path.join(h.dataDir, 'archive'));
    expect(archived).toHaveLength(1);
    expect(archived[0]).toMatch(new RegExp(`^${id}-\\d+$`));
    expect(fs.existsSync(path.join(h.dataDir, 'archive', archived[0], 'table.json'))).toBe(true);
    expect(fs.existsSync(path.join(h.dataDir, 'tables', id))).toBe(false);
    await h.close();
    const again = await host({ dataDir: h.dataDir });
    expect(again.tables()).toEqual([]);
  });

  it('lets only the creator close a table; everyone there hears it and it is archived', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = await table(ann);
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    expect(await bob.request({ type: 'closeTable', tableId: id })).toMatchObject({ type: 'error', code: 'not_creator' });
    expect(h.tables()).toHaveLength(1);
    const told = bob.next('left', (f) => f.tableId === id);
    expect(await ann.request({ type: 'closeTable', tableId: id })).toMatchObject({ type: 'ok' });
    expect(await told).toMatchObject({ reason: 'closed' });
    expect(h.tables()).toEqual([]);
    expect(fs.readdirSync(path.join(h.dataDir, 'archive'))).toHaveLength(1);
  });
});
