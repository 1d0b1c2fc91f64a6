/**
 * Every kind of bad frame gets an error frame with a code, changes nothing,
 * and never brings the host down: size, binary, JSON, schema, hello first,
 * protocol version, rate limit, a game's move schema and rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES } from '../../src/shared/protocol.js';
import { highCard } from './fixtures/highcard.js';
import { TestClient, type Outgoing, type StateFrame } from './support/client.js';
import { testHost, type TestHost } from './support/host.js';

let h: TestHost;
let ann: TestClient;
let bob: TestClient;
let tableId: string;

beforeAll(async () => {
  h = await testHost({ games: [highCard] });
  ann = await TestClient.person(h.port, 'Ann');
  bob = await TestClient.person(h.port, 'Bob');
  const r = await ann.request({ type: 'createTable', game: 'highcard' });
  tableId = (r as { room: { id: string } }).room.id;
  await ann.request({ type: 'setSeats', tableId, seats: 2 });
  await bob.request({ type: 'joinTable', tableId, as: 'player' });
  await ann.request({ type: 'start', tableId, anyway: true });
  await ann.waitFor('state');
});
afterAll(async () => {
  await ann?.close();
  await bob?.close();
  await h?.close();
});

/** The table on disk and in Ann's last view, to prove a refused frame changed nothing. */
const snapshot = () => ({
  moves: fs.readFileSync(path.join(h.dataDir, 'tables', tableId, 'moves-1.jsonl'), 'utf8'),
  meta: fs.readFileSync(path.join(h.dataDir, 'tables', tableId, 'table.json'), 'utf8'),
  moveNo: ann.lastState(tableId)?.moveNo,
});

async function stillAlive(c: TestClient) {
  expect(await c.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
}

describe('bad frames', () => {
  it('refuses each kind of malformed frame with an error code and changes nothing', async () => {
    const before = snapshot();
    const c = await TestClient.connect(h.port);
    const cases: [string | Buffer, boolean, string][] = [
      ['not json at all', false, 'bad_frame'],
      ['{"type":"hello"', false, 'bad_frame'],
      ['null', false, 'bad_frame'],
      ['[1,2,3]', false, 'bad_frame'],
      ['"hello"', false, 'bad_frame'],
      ['{}', false, 'bad_frame'],
      ['{"type":"launchMissiles"}', false, 'bad_frame'],
      ['{"type":"createTable","game":"highcard"}', false, 'not_hello'],
      [JSON.stringify({ type: 'move', tableId, moveNo: 0, move: { type: 'play', card: 1 } }), false, 'not_hello'],
      [Buffer.from([0xff, 0x00, 0x01]), true, 'bad_frame'],
      [JSON.stringify({ type: 'hello', protocol: 3, name: '', colour: '#112233' }), false, 'bad_frame'],
      [JSON.stringify({ type: 'hello', protocol: 3, name: 'x'.repeat(25), colour: '#112233' }), false, 'bad_frame'],
      [JSON.stringify({ type: 'hello', protocol: 3, name: 'Bell\u0007', colour: '#112233' }), false, 'bad_frame'],
      [JSON.stringify({ type: 'hello', protocol: 3, name: 'Ann', colour: 'red' }), false, 'bad_frame'],
      [JSON.stringify({ type: 'hello', protocol: 3, name: 'Ann', colour: '#112233', token: '../../etc' }), false, 'bad_frame'],
      [JSON.stringify({ type: 'hello', protocol: '1', name: 'Ann', colour: '#112233' }), false, 'bad_frame'],
      ['{"type":"hello","protocol":3,"name":"Ann","colour":"#112233","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', false, 'ok-or-welcome'],
    ];
    for (const [data, binary, code] of cases) {
      const reply = c.waitFor(() => true, 10_000, true);
      c.sendRaw(data, binary);
      const f = await reply;
      if (code === 'ok-or-welcome') expect(f.type).toBe('welcome');
      else expect(f, String(data)).toMatchObject({ type: 'error', code, message: expect.any(String) });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(snapshot()).toEqual(before);
    await stillAlive(c);
    await c.close();
  });

  it('answers a frame over 64 KiB with too_big and closes a huge one, without harm', async () => {
    const c = await TestClient.person(h.port, 'Big');
    const big = JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES) });
    const reply = c.waitFor(() => true, 10_000, true);
    c.sendRaw(big);
    expect(await reply).toMatchObject({ type: 'error', code: 'too_big' });
    await stillAlive(c);
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    c.sendRaw('x'.repeat(MAX_FRAME_BYTES * 5));
    expect(await closed).toBe(1009);
    await stillAlive(ann);
  });

  it('tells a client of another protocol version which version the host runs', async () => {
    const c = await TestClient.connect(h.port);
    const r = await c.reply({ type: 'hello', protocol: 99, name: 'Future', colour: '#112233' }, 'error');
    expect(r).toMatchObject({ type: 'error', code: 'version' });
    expect(r.message).toMatch(/^This host runs protocol version 3; /);
    expect(await c.request({ type: 'createTable', game: 'highcard' })).toMatchObject({ type: 'error', code: 'not_hello' });
    await c.close();
  });

  it('rate-limits a flooding connection (20/s, bursts of 40) and keeps serving the others', async () => {
    const c = await TestClient.person(h.port, 'Flood');
    const got: string[] = [];
    c.onFrame = (f) => got.push(f.type === 'error' ? f.code : f.type);
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) c.send({ type: 'ping' });
    await new Promise((r) => setTimeout(r, 300));
    const elapsed = (performance.now() - t0) / 1000;
    const pongs = got.filter((t) => t === 'pong').length;
    // The burst (40, one spent on hello) plus what refilled at 20/s meanwhile; the rest is dropped.
    expect(pongs).toBeGreaterThanOrEqual(39);
    expect(pongs).toBeLessThanOrEqual(40 + Math.ceil(20 * elapsed));
    expect(got).toContain('rate_limited');
    expect(got.filter((t) => t === 'rate_limited').length).toBeLessThanOrEqual(2); // one notice a second, not one per frame
    await stillAlive(bob);
    await new Promise((r) => setTimeout(r, 1000));
    await stillAlive(c); // the bucket refills
    await c.close();
  });

  it('refuses moves that break the game’s schema or rules, leaving the game as it was', async () => {
    const before = snapshot();
    const hand = (ann.lastState(tableId) as StateFrame).view as { hand: number[] };
    const bad: [unknown, string][] = [
      [{ type: 'play' }, 'malformed'],
      [{ type: 'play', card: 'ace' }, 'malformed'],
      [{ type: 'play', card: 1e308 }, 'malformed'],
      [{ type: 'teleport' }, 'malformed'],
      [{ type: 'play', card: 999 }, 'illegal'],
      [{ type: 'collect' }, 'illegal'],
      [{ card: hand.hand[0] }, 'bad_frame'],
      ['play', 'bad_frame'],
      [{ type: 'x'.repeat(41) }, 'bad_frame'],
    ];
    for (const [move, code] of bad) {
      expect(await ann.request({ type: 'move', tableId, moveNo: before.moveNo ?? 0, move } as Outgoing), JSON.stringify(move)).toMatchObject({ type: 'error', code });
    }
    expect(await ann.move('NOPE', { type: 'play', card: 1 })).toMatchObject({ type: 'error', code: 'bad_frame' });
    expect(await ann.request({ type: 'joinTable', tableId: 'abcdef', as: 'player' })).toMatchObject({ type: 'error', code: 'no_table' });
    expect(await ann.request({ type: 'createTable', game: 'chess' })).toMatchObject({ type: 'error', code: 'bad_options' });
    expect(await ann.request({ type: 'createTable', game: 'highcard', options: { rounds: -1 } })).toMatchObject({ type: 'error', code: 'bad_options' });
    expect(await ann.request({ type: 'sync', tableId: 'abcdef' })).toMatchObject({ type: 'error', code: 'no_table' });
    expect(snapshot()).toEqual(before);
    expect(h.tables()).toHaveLength(1);
    // A good move still goes through.
    expect(await ann.move(tableId, { type: 'play', card: hand.hand[0] })).toMatchObject({ type: 'ok' });
  });
});

describe('a failing game', () => {
  it('does not bring the host down: a view that throws for one seat, a bot that throws', async () => {
    const broken = {
      ...highCard,
      view: (s: Parameters<typeof highCard.view>[0], seat: number | null) => {
        if (seat === 1 && s.played.some((p) => p !== null)) throw new Error('view bug');
        return highCard.view(s, seat);
      },
      createBot: () => ({ act: () => { throw new Error('bot bug'); } }),
    } as typeof highCard;
    const h2 = await testHost({ games: [broken] });
    const a = await TestClient.person(h2.port, 'Ann');
    const b = await TestClient.person(h2.port, 'Bob');
    try {
      const id = ((await a.request({ type: 'createTable', game: 'highcard' })) as { room: { id: string } }).room.id;
      await a.request({ type: 'setSeats', tableId: id, seats: 3 });
      await b.request({ type: 'joinTable', tableId: id, as: 'player' });
      await a.request({ type: 'addBot', tableId: id, level: 'basic' });
      await a.request({ type: 'start', tableId: id, anyway: true });
      const hand = ((await a.waitFor('state')) as StateFrame).view as { hand: number[] };
      expect(await a.move(id, { type: 'play', card: hand.hand[0] })).toMatchObject({ type: 'ok' });
      await new Promise((r) => setTimeout(r, 200));
      await stillAlive(a);
      await stillAlive(b);
      expect(h2.logs.some((l) => /view bug/.test(l))).toBe(true);
      expect(h2.logs.some((l) => /bot bug/.test(l))).toBe(true);
    } finally {
      a.ws.terminate();
      b.ws.terminate();
      await h2.close();
    }
  });
});
