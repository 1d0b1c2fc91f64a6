/**
 * Never lie about what was saved: when the table's file cannot be written, the
 * host answers `internal` "… nothing changed", and nothing did change — not in
 * memory, not in the lobby, not on disk, not after a restart.
 * (A failing save is injected through the Store; every host in this file runs in-process.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGame } from '../../src/shared/games/registry.js';
import { Store, type TableMeta } from '../../src/main/host/store.js';
import { TestClient, type RoomFrame, type StateFrame } from './support/client.js';
import { testHost, type TestHost } from './support/host.js';

const hosts: TestHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const c of clients.splice(0)) c.ws.terminate();
  for (const h of hosts.splice(0)) await h.close();
});

async function host(dataDir?: string): Promise<TestHost> {
  const h = await testHost(dataDir ? { dataDir } : {});
  hosts.push(h);
  return h;
}
async function person(port: number, name: string, token?: string) {
  const c = await TestClient.person(port, name, token);
  clients.push(c);
  return c;
}
/** The next table save throws, as a full or read-only disk would. */
function failNextSave(): void {
  vi.spyOn(Store.prototype, 'saveMeta').mockImplementationOnce(() => { throw new Error('ENOSPC: no space left on device (injected)'); });
}
const onDisk = (h: TestHost, id: string) => JSON.parse(fs.readFileSync(path.join(h.dataDir, 'tables', id, 'table.json'), 'utf8')) as TableMeta;

describe('write first, then change memory', () => {
  it('a table whose creation cannot be saved does not exist: not in memory, not in the lobby, not after a restart', async () => {
    const h = await host();
    const ann = await person(h.port, 'Ann');
    failNextSave();
    const r = await ann.request({ type: 'createTable', game: 'megagem' });
    expect(r).toMatchObject({ type: 'error', code: 'internal', message: expect.stringMatching(/nothing changed/) });
    expect(h.tables()).toEqual([]);
    expect(ann.all('room')).toEqual([]);
    expect(fs.readdirSync(path.join(h.dataDir, 'tables'))).toEqual([]);
    // The next creation works, and is the only table.
    const ok = await ann.reply({ type: 'createTable', game: 'megagem' }, 'room');
    expect(h.tables().map((t) => t.id)).toEqual([ok.room.id]);
    await h.close();
    hosts.splice(0);
    const again = await host(h.dataDir);
    expect(again.tables().map((t) => t.id)).toEqual([ok.room.id]);
    expect(again.logs.filter((l) => l.startsWith('error'))).toEqual([]);
  });

  it('sit, addBot, kick, removeBot, setSeats, setOptions, ready and leave: a failed save changes no seat, in memory or on disk', async () => {
    const h = await host();
    const ann = await person(h.port, 'Ann');
    const bob = await person(h.port, 'Bob');
    const id = (await ann.reply({ type: 'createTable', game: 'megagem' }, 'room')).room.id;
    const seatsNow = async () => (await ann.reply({ type: 'sync', tableId: id }, 'room')).room.seats;
    /** `run` fails on a save that fails, and nothing changed: the seats in memory, the table on disk. */
    const failsChangingNothing = async (what: string, run: () => Promise<unknown>) => {
      const before = await seatsNow();
      const disk = onDisk(h, id);
      failNextSave();
      expect(await run(), what).toMatchObject({ type: 'error', code: 'internal', message: expect.stringMatching(/nothing changed/) });
      expect(await seatsNow(), what).toEqual(before);
      expect(onDisk(h, id), what).toEqual(disk);
      return disk;
    };

    const tries: [string, () => Promise<unknown>][] = [
      ['sit', () => bob.request({ type: 'joinTable', tableId: id, as: 'player' })],
      ['addBot', () => ann.request({ type: 'addBot', tableId: id, level: 'basic' })],
      ['setSeats', () => ann.request({ type: 'setSeats', tableId: id, seats: 3 })],
      ['ready', () => ann.request({ type: 'ready', tableId: id, ready: true })],
      ['setOptions', () => ann.request({ type: 'setOptions', tableId: id, options: {} })],
    ];
    for (const [what, run] of tries) await failsChangingNothing(what, run);

    // Now with Bob seated and a bot: kick, removeBot and leave fail the same way.
    await bob.reply({ type: 'joinTable', tableId: id, as: 'player' }, 'room');
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    const more: [string, () => Promise<unknown>][] = [
      ['kick', () => ann.request({ type: 'kick', tableId: id, seat: 1 })],
      ['removeBot', () => ann.request({ type: 'removeBot', tableId: id, seat: 2 })],
      ['leave', () => bob.request({ type: 'leaveTable', tableId: id })],
    ];
    for (const [what, run] of more) expect((await failsChangingNothing(what, run)).kicked, what).toEqual([]);
    // Bob was neither kicked nor removed: he still plays there, and the kick works once the disk does.
    expect((await bob.reply({ type: 'sync', tableId: id }, 'room')).room.yourSeat).toBe(1);
    expect(await ann.request({ type: 'kick', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    expect(onDisk(h, id).kicked).toEqual([bob.token]);
  });

  it('the end of a game that cannot be saved as finished: memory and disk both still say "playing", and the next start finishes it', async () => {
    const h = await host();
    const ann = await person(h.port, 'Ann');
    const id = (await ann.reply({ type: 'createTable', game: 'megagem' }, 'room')).room.id;
    for (let i = 0; i < 3; i++) await ann.request({ type: 'addBot', tableId: id, level: 'random' });
    const save = Store.prototype.saveMeta;
    vi.spyOn(Store.prototype, 'saveMeta').mockImplementation(function (this: Store, meta: TableMeta) {
      if (meta.status === 'finished') throw new Error('EIO: i/o error (injected)');
      save.call(this, meta);
    });
    ann.autoplay(getGame('megagem'), id, 0, 'ann');
    await ann.request({ type: 'start', tableId: id, anyway: true });
    await ann.waitFor('state', (f) => f.tableId === id && f.result !== null, 30_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(h.tables().find((t) => t.id === id)?.status).toBe('playing');
    expect(onDisk(h, id).status).toBe('playing');
    expect(h.logs.some((l) => /error: table .*could not be saved as finished/.test(l))).toBe(true);
    vi.restoreAllMocks();
    await h.close();
    hosts.splice(0);
    const again = await host(h.dataDir);
    expect(again.tables().find((t) => t.id === id)?.status).toBe('finished');
    expect(onDisk(again, id).status).toBe('finished');
  });

  it('a crash after the game-over frame, before its record and table.json are written: the next start finishes the game again from its moves', async () => {
    const h = await host();
    const ann = await person(h.port, 'Ann');
    const id = (await ann.reply({ type: 'createTable', game: 'megagem' }, 'room')).room.id;
    for (let i = 0; i < 3; i++) await ann.request({ type: 'addBot', tableId: id, level: 'random' });
    ann.autoplay(getGame('megagem'), id, 0, 'ann');
    // A seeded deal (the host's 16 random bytes), in which Ann has forced choices to note: with a random one, about
    // one game in a hundred gives her none.
    const real = crypto.randomBytes;
    vi.spyOn(crypto, 'randomBytes').mockImplementation(((n: number) => (n === 16 ? Buffer.alloc(16, 1) : real(n))) as typeof crypto.randomBytes);
    await ann.request({ type: 'start', tableId: id, anyway: true });
    vi.restoreAllMocks();
    // The game's record and the table.json that says `finished` are held before they are put in place.
    const rename = fs.promises.rename;
    const held: (() => void)[] = [];
    vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      const end = String(to).endsWith(path.join(id, 'records', '1.json'))
        || (String(to).endsWith(path.join(id, 'table.json')) && /"status": "finished"/.test(await fs.promises.readFile(from, 'utf8')));
      if (end) await new Promise<void>((r) => held.push(r));
      return rename(from, to);
    });
    const end = (await ann.waitFor('state', (f) => f.tableId === id && f.result !== null, 30_000)) as StateFrame;
    // Told. The two files are written beside their places, then held there.
    for (let i = 0; held.length < 2 && i < 500; i++) await new Promise((r) => setTimeout(r, 10));
    expect(held).toHaveLength(2);
    // What a crash now leaves: a copy of the data folder as it is.
    const copy = fs.mkdtempSync(path.join(path.dirname(h.dataDir), 'mt-crash-'));
    fs.cpSync(h.dataDir, copy, { recursive: true });
    vi.restoreAllMocks();
    for (const go of held) go();
    expect(fs.existsSync(path.join(copy, 'tables', id, 'records', '1.json'))).toBe(false);
    expect(onDisk({ dataDir: copy } as TestHost, id).status).toBe('playing');
    // A forced choice's note is not saved with the table when it is made (its move's line keeps it): as after a crash
    // before any later save, the copy's table.json has none of them.
    const saved = onDisk({ dataDir: copy } as TestHost, id);
    fs.writeFileSync(path.join(copy, 'tables', id, 'table.json'), JSON.stringify({ ...saved, notes: (saved.notes ?? []).filter((x) => x.msg.id !== 'table.forced') }));
    const again = await host(copy);
    expect(again.tables().find((t) => t.id === id)?.status).toBe('finished');
    expect(onDisk(again, id).status).toBe('finished');
    const record = JSON.parse(fs.readFileSync(path.join(copy, 'tables', id, 'records', '1.json'), 'utf8')) as { moves: unknown[] };
    expect(record.moves).toHaveLength(end.moveNo);
    const ann2 = await person(again.port, 'Ann', ann.token);
    expect(await ann2.waitFor('state', (f) => f.tableId === id)).toMatchObject({ moveNo: end.moveNo, result: end.result });
    // The notes of Ann's forced choices were never saved with the table: the restart made them again from their lines.
    const forcedNotes = (f: RoomFrame) => f.room.notes.filter((x) => x.msg.id === 'table.forced').map(({ moveNo, gameNo, logAt, msg }) => ({ moveNo, gameNo, logAt, msg }));
    // Ann's room as the first host last told it: once the game is saved as finished, so that a note of the last move,
    // sent after the game-over frame, is in it.
    const before = forcedNotes(await ann.waitFor('room', (f) => f.room.id === id && f.room.status === 'finished'));
    expect(before.length).toBeGreaterThan(0);
    expect(forcedNotes((await ann2.waitFor('room', (f) => f.room.id === id)) as RoomFrame)).toEqual(before);
  });
});
