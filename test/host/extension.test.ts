/**
 * The extension seam, through a real host: a game the host has never heard
 * of (the High Card fixture) gets its own room info, option and start checks,
 * messages, an after-game step and a restore step from a tiny extension —
 * with no edit to the host. Also: `ext` frames the host must refuse (unknown
 * game or message, a payload its schema refuses, a table of another game).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extMessage, type ExtContext, type TableExtension } from '../../src/main/host/extension.js';
import type { Table } from '../../src/main/host/table.js';
import { getGame } from '../../src/shared/games/registry.js';
import { highCard, type HighCardView } from './fixtures/highcard.js';
import { TestClient, type Frame } from './support/client.js';
import { tempDir, testHost, type TestHost } from './support/host.js';

/** What the fake extension keeps per table (in table.json's `ext`). */
interface Data { armed: boolean; finished: number[] }

/** A tiny extension for 'highcard', recording which hooks ran. */
function fakeExtension(calls: string[]): TableExtension {
  let ctx!: ExtContext;
  const data = (t: Table): Data => ctx.data<Data>(t) ?? { armed: false, finished: [] };
  return {
    game: 'highcard',
    onCreate(c) { ctx = c; calls.push('create'); },
    onRestore(t) { calls.push(`restore ${t.id} ${JSON.stringify(data(t))}`); },
    roomInfo: (t) => ({ note: 'from the extension', ...data(t) }),
    checkOptions: (t, _token, options) => (options.rounds === 6 ? ctx.refuse('too_long', 'Six rounds is too long at this table') : null),
    checkStart: (t) => (data(t).armed ? null : ctx.refuse('not_armed', 'Arm the table first')),
    afterGame(t) {
      // Saved before anyone hears the game is over: the game-over room already shows it.
      ctx.setData(t, { ...data(t), finished: [...data(t).finished, t.meta.gameNo] });
      ctx.save(t);
      calls.push(`afterGame ${t.meta.gameNo}`);
      return () => ctx.broadcast(t, 'gameOver', { gameNo: t.meta.gameNo });
    },
    messages: {
      arm: extMessage({
        schema: z.object({ armed: z.boolean() }),
        needsTable: true,
        handle(c, payload, from) {
          const t = from.table!;
          if (!t.isCreator(from.person.token)) return c.refuse('creator_only', 'Only the creator arms the table');
          c.setData(t, { ...data(t), armed: payload.armed });
          c.save(t);
          c.roomChanged(t);
          return null;
        },
      }),
      echo: extMessage({
        schema: z.object({ text: z.string().max(10) }),
        handle(_c, payload, from) {
          from.reply('echoed', { text: payload.text, by: from.person.name, tables: _c.tables().length });
          return 'done';
        },
      }),
    },
  };
}

const hosts: TestHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  for (const h of hosts.splice(0)) await h.close();
});
async function host(calls: string[], dataDir?: string): Promise<TestHost> {
  const h = await testHost({ games: [highCard, getGame('megagem')], extensions: [fakeExtension(calls)], systemDelayMs: 0, ...(dataDir ? { dataDir } : {}) });
  hosts.push(h);
  return h;
}
async function person(h: TestHost, name: string, token?: string): Promise<TestClient> {
  const c = await TestClient.person(h.port, name, token);
  clients.push(c);
  return c;
}

describe('a game extension (a fifth game, no host edit)', () => {
  it('adds room info, checks, its own messages, an after-game step before the game-over broadcast, and a restore step', async () => {
    const calls: string[] = [];
    const dataDir = tempDir('mt-ext-');
    let h = await host(calls, dataDir);
    expect(calls).toEqual(['create']);
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const room = await ann.reply({ type: 'createTable', game: 'highcard', options: { rounds: 1 } }, 'room');
    const id = room.room.id;
    expect(room.room.extra).toEqual({ note: 'from the extension', armed: false, finished: [] });
    expect((await ann.request({ type: 'setSeats', tableId: id, seats: 2 })).type).toBe('ok');
    await bob.reply({ type: 'joinTable', tableId: id, as: 'player' }, 'room');

    // Its checks: the extension's own code travels as `detail` of a `refused` error.
    expect(await ann.request({ type: 'setOptions', tableId: id, options: { rounds: 6 } })).toMatchObject({ type: 'error', code: 'refused', detail: 'too_long', message: 'Six rounds is too long at this table' });
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'error', code: 'refused', detail: 'not_armed' });
    // Its messages, validated by its own schema; the table's data is saved and the room re-sent.
    expect(await bob.request({ type: 'ext', game: 'highcard', name: 'arm', tableId: id, payload: { armed: true } })).toMatchObject({ type: 'error', code: 'refused', detail: 'creator_only' });
    const armedRoom = bob.next('room', (f) => f.room.id === id && (f.room.extra as Data).armed);
    expect(await ann.request({ type: 'ext', game: 'highcard', name: 'arm', tableId: id, payload: { armed: true } })).toMatchObject({ type: 'ok' });
    expect((await armedRoom).room.extra).toMatchObject({ armed: true });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'tables', id, 'table.json'), 'utf8')).ext).toEqual({ armed: true, finished: [] });
    expect(await bob.request({ type: 'ext', game: 'highcard', name: 'echo', payload: { text: 'hi' } })).toEqual({
      type: 'ext', game: 'highcard', name: 'echoed', payload: { text: 'hi', by: 'Bob', tables: 1 }, ref: expect.any(String),
    });

    // A one-round game to the end: the after-game step runs once, before the game-over frames.
    const over = bob.next('ext', (f) => f.name === 'gameOver', 10_000);
    expect((await ann.request({ type: 'start', tableId: id, anyway: true })).type).toBe('ok');
    const annSees = await ann.waitFor('state', (f) => f.tableId === id && f.moveNo === 0);
    expect(await ann.move(id, { type: 'play', card: (annSees.view as HighCardView).hand![0] }, 0)).toMatchObject({ type: 'ok' });
    const bobSees = await bob.waitFor('state', (f) => f.tableId === id && f.moveNo === 1);
    expect(await bob.move(id, { type: 'play', card: (bobSees.view as HighCardView).hand![0] }, 1)).toMatchObject({ type: 'ok' });
    await over;
    const frames = bob.frames.filter((f): f is Frame => f.type !== 'lobby');
    const overAt = frames.findIndex((f) => f.type === 'ext' && f.name === 'gameOver');
    const resultAt = frames.findIndex((f) => f.type === 'state' && f.result !== null);
    const finishedRoomAt = frames.findIndex((f) => f.type === 'room' && f.room.status === 'finished');
    expect(resultAt).toBeGreaterThanOrEqual(0);
    expect(finishedRoomAt).toBeGreaterThan(resultAt);
    expect(overAt).toBeGreaterThan(finishedRoomAt);
    expect(frames[overAt]).toEqual({ type: 'ext', game: 'highcard', name: 'gameOver', tableId: id, payload: { gameNo: 1 } });
    // The game-over room already carries what the after-game step saved.
    expect((frames[finishedRoomAt] as Extract<Frame, { type: 'room' }>).room.extra).toMatchObject({ finished: [1] });
    expect(calls.filter((c) => c.startsWith('afterGame'))).toEqual(['afterGame 1']);

    // After a restart the extension's data comes back from table.json, and its restore step runs.
    await h.close();
    hosts.splice(0);
    h = await host(calls, dataDir);
    expect(calls.at(-1)).toBe(`restore ${id} ${JSON.stringify({ armed: true, finished: [1] })}`);
    const again = await person(h, 'Ann', ann.token);
    const back = await again.waitFor('room', (f) => f.room.id === id);
    expect(back.room.extra).toEqual({ note: 'from the extension', armed: true, finished: [1] });
    expect(calls.filter((c) => c.startsWith('afterGame'))).toEqual(['afterGame 1']);
  }, 30_000);

  it('refuses ext frames for an unknown game or message, a bad payload, no table or another game’s table, without harm', async () => {
    const h = await host([]);
    const ann = await person(h, 'Ann');
    const mega = (await ann.reply({ type: 'createTable', game: 'megagem' }, 'room')).room.id;
    const hc = (await ann.reply({ type: 'createTable', game: 'highcard' }, 'room')).room.id;
    const cases: [Parameters<TestClient['request']>[0], object][] = [
      [{ type: 'ext', game: 'nosuchgame', name: 'echo', payload: {} }, { code: 'bad_frame', message: /No game "nosuchgame"/, msg: { id: 'host.extNoGame', params: { game: 'nosuchgame' } } }],
      [{ type: 'ext', game: 'megagem', name: 'echo', payload: {} }, { code: 'bad_frame', message: /No game "megagem"/ }],
      [{ type: 'ext', game: 'highcard', name: 'launch', payload: {} }, { code: 'bad_frame', message: 'The High Card extension has no message "launch"', msg: { id: 'host.extNoMessage' } }],
      [{ type: 'ext', game: 'highcard', name: 'toString', payload: {} }, { code: 'bad_frame', message: /no message "toString"/ }],
      [{ type: 'ext', game: 'highcard', name: 'echo', payload: { text: 'x'.repeat(11) } }, { code: 'bad_frame', message: /^Malformed message \(at payload\.text\): / }],
      [{ type: 'ext', game: 'highcard', name: 'echo', payload: 'hi' }, { code: 'bad_frame', message: /^Malformed message \(at payload\)/ }],
      [{ type: 'ext', game: 'highcard', name: 'arm', payload: { armed: true } }, { code: 'bad_frame', message: /at tableId/, msg: { id: 'host.extNeedsTable' } }],
      [{ type: 'ext', game: 'highcard', name: 'arm', tableId: 'zzzzzzzz', payload: { armed: true } }, { code: 'no_table', msg: { id: 'host.noTable' } }],
      [{ type: 'ext', game: 'highcard', name: 'arm', tableId: mega, payload: { armed: true } }, { code: 'forbidden', message: 'That is for High Card tables; this table plays MegaGem', msg: { id: 'host.extWrongGame' } }],
    ];
    for (const [msg, error] of cases) expect(await ann.request(msg), JSON.stringify(msg)).toMatchObject({ type: 'error', ...error });
    expect(ann.lastRoom(hc)?.extra).toMatchObject({ armed: false });
    expect(await ann.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
  });
});
