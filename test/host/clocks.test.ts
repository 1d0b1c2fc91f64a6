/**
 * Issue 31 P4, at the protocol level with real sockets and the host's manual clock (no test sleeps):
 * every decision a person owes gets a full, fresh clock (a MegaGem revealer's next bid too), another seat's move
 * in the same simultaneous step neither restarts nor shortens it, a timed-out decision is the game's cautious move
 * (not the basic bot's), and the moves made for a seat ("While you were away") reach only that seat's connections,
 * also after a restart.
 */
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/main/host/clock.js';
import { getGame } from '../../src/shared/games/registry.js';
import type { MegaGemView } from '../../src/shared/games/megagem/view.js';
import { AUCTION_CARDS } from '../../src/shared/games/megagem/data.js';
import type { TestClient } from './support/client.js';
import { hostKit, tempDir, type TestHost } from './support/host.js';

const { host, person } = hostKit({ systemDelayMs: 0 });
const FULL = 30_000; // the 'fast' timer
afterEach(() => { vi.restoreAllMocks(); });

/** Lets the host's socket traffic and fsyncs run (the manual clock moves only when told). */
const settle = () => new Promise((r) => setTimeout(r, 40));
const mg = (c: TestClient, id: string) => c.lastState(id)!.view as MegaGemView;
const clockOf = (c: TestClient, id: string, seat: number) => c.lastState(id)!.clocks?.find((x) => x.seat === seat)?.msLeft;

/**
 * A seed whose first auction card is a Treasure, and what the basic bot would bid on it for seat 0 after its timer
 * ran out (the bot the host used before the cautious move): more than 0, so a bid of 0 tells the two apart.
 */
function treasureSeed(): { bytes: Buffer; basicBid: number } {
  const def = getGame('megagem');
  for (let i = 0; ; i++) {
    const bytes = crypto.createHash('sha256').update(`clocks-${i}`).digest().subarray(0, 16);
    const seed = bytes.toString('hex');
    const s = def.setup(3, { chart: 'A' }, seed);
    const view = def.view(s, 0) as MegaGemView;
    if (AUCTION_CARDS[view.auction!].kind !== 'treasure') continue;
    const move = def.createBot('basic', 0, `${seed}/timeout/0/0`).act(view) as unknown as { amount: number };
    if (move.amount > 0) return { bytes: Buffer.from(bytes), basicBid: move.amount };
  }
}

/** A MegaGem table of Ann (creator, seat 0), Bob and Cy with the fast turn timer, forced choices off; started. */
async function megagemTable(h: TestHost, seedBytes?: Buffer) {
  const [ann, bob, cy] = [await person(h, 'Ann'), await person(h, 'Bob'), await person(h, 'Cy')];
  const created = await ann.request({ type: 'createTable', game: 'megagem', options: { chart: 'A' } });
  const id = (created as { room: { id: string } }).room.id;
  await ann.request({ type: 'setSeats', tableId: id, seats: 3 });
  expect(await ann.request({ type: 'setTurnTimer', tableId: id, timer: 'fast' })).toMatchObject({ type: 'ok' });
  expect(await ann.request({ type: 'setTableOptions', tableId: id, forcedChoices: false })).toMatchObject({ type: 'ok' });
  for (const p of [bob, cy]) {
    await p.request({ type: 'joinTable', tableId: id, as: 'player' });
    await p.request({ type: 'ready', tableId: id, ready: true });
  }
  if (seedBytes) {
    const real = crypto.randomBytes;
    vi.spyOn(crypto, 'randomBytes').mockImplementation(((n: number) => (n === 16 ? Buffer.from(seedBytes) : real(n))) as typeof crypto.randomBytes);
  }
  expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
  vi.restoreAllMocks();
  for (const p of [ann, bob, cy]) await p.waitFor('state', (f) => f.tableId === id);
  return { id, ann, bob, cy };
}

describe('turn clocks: a full, fresh clock for every decision', () => {
  it('(a) a revealer who took 25 s of 30 starts the next auction with the full 30 s, and no bot bids for them before it runs out', async () => {
    const clock = new ManualClock();
    const h = await host({ clock });
    const { id, ann, bob, cy } = await megagemTable(h);
    expect(ann.lastState(id)!.clocks).toEqual([{ seat: 0, msLeft: FULL }, { seat: 1, msLeft: FULL }, { seat: 2, msLeft: FULL }]);
    // Ann wins the first auction with 1 (the others bid 0) and must reveal a gem.
    expect(await ann.move(id, { type: 'bid', amount: 1 })).toMatchObject({ type: 'ok' });
    expect(await bob.move(id, { type: 'bid', amount: 0 })).toMatchObject({ type: 'ok' });
    expect(await cy.move(id, { type: 'bid', amount: 0 })).toMatchObject({ type: 'ok' });
    const reveal = await ann.waitFor('state', (f) => f.tableId === id && (f.view as MegaGemView).phase === 'reveal');
    expect(reveal.toAct).toEqual([0]);
    expect(reveal.clocks).toEqual([{ seat: 0, msLeft: FULL }]);
    clock.advance(25_000);
    await settle();
    expect(await ann.move(id, { type: 'reveal', gem: mg(ann, id).canReveal[0] })).toMatchObject({ type: 'ok' });
    const next = ann.lastState(id)!;
    expect((next.view as MegaGemView).phase).toBe('bid');
    // Her bid is a new decision: a full clock, like everyone else's.
    expect(next.clocks).toEqual([{ seat: 0, msLeft: FULL }, { seat: 1, msLeft: FULL }, { seat: 2, msLeft: FULL }]);
    // 29.9 s on, nobody has moved for her (before: a bot bid for her after 5 s).
    clock.advance(FULL - 100);
    await settle();
    expect(ann.lastState(id)!.moveNo).toBe(next.moveNo);
    expect(mg(ann, id).yourBid).toBeNull();
    expect(clockOf(ann, id, 0)).toBe(FULL); // the same frame: nothing moved
    clock.advance(100);
    await ann.waitFor('state', (f) => f.tableId === id && (f.view as MegaGemView).yourBid !== null);
  });

  it('(b) another seat\'s move in the same sealed bid neither restarts nor shortens mine; my own move ends it', async () => {
    const clock = new ManualClock();
    const h = await host({ clock });
    const { id, ann, bob } = await megagemTable(h);
    clock.advance(10_000);
    await settle();
    expect(await bob.move(id, { type: 'bid', amount: 0 })).toMatchObject({ type: 'ok' });
    // Bob's bid is another seat's move of the same step: Ann's clock goes on from where it was (not 30 s, not less).
    expect(ann.lastState(id)!.clocks).toEqual([{ seat: 0, msLeft: FULL - 10_000 }, { seat: 2, msLeft: FULL - 10_000 }]);
    clock.advance(5_000);
    await settle();
    const syncing = bob.waitFor('state', (f) => f.tableId === id && f.fullLog, undefined, true);
    expect(await bob.request({ type: 'sync', tableId: id })).toMatchObject({ type: 'room' });
    const synced = await syncing;
    expect(synced.clocks).toEqual([{ seat: 0, msLeft: FULL - 15_000 }, { seat: 2, msLeft: FULL - 15_000 }]);
    // It runs out on time: 15 s later a move is made for Ann (and for Cy).
    clock.advance(15_000 - 1);
    await settle();
    expect(mg(ann, id).yourBid).toBeNull();
    expect(ann.lastState(id)!.moveNo).toBe(1);
    clock.advance(1);
    const timedOut = await ann.waitFor('state', (f) => f.tableId === id && f.moveNo === 3);
    expect(timedOut.madeForYou).toEqual([expect.objectContaining({ why: 'timeout' })]);
  });
});

describe('a timed-out decision is cautious, and told to the seat only', () => {
  it('(c) Ann\'s timer runs out on a Treasure: the host bids 0 for her (the lowest legal bid), not the basic bot\'s bid', async () => {
    const { bytes, basicBid } = treasureSeed();
    expect(basicBid).toBeGreaterThan(0);
    const clock = new ManualClock();
    const h = await host({ clock });
    const { id, ann, bob, cy } = await megagemTable(h, bytes);
    expect(AUCTION_CARDS[mg(ann, id).auction!].kind).toBe('treasure');
    expect(await bob.move(id, { type: 'bid', amount: 0 })).toMatchObject({ type: 'ok' });
    expect(await cy.move(id, { type: 'bid', amount: 0 })).toMatchObject({ type: 'ok' });
    clock.advance(FULL);
    // The auction resolves with Ann's bid revealed: 0 (the cautious move), not the bot's.
    const resolved = await ann.waitFor('state', (f) => f.tableId === id && (f.view as MegaGemView).lastAuction !== null);
    const last = (resolved.view as MegaGemView).lastAuction as unknown as { bids: number[] };
    expect(last.bids[0]).toBe(0);
    const made = resolved.madeForYou!;
    expect(made).toEqual([expect.objectContaining({ moveNo: 2, why: 'timeout' })]);
  });

  it('(d) the moves made for a seat reach its own connections only (never a watcher\'s or another seat\'s), and survive a restart', async () => {
    const dataDir = tempDir();
    const clock = new ManualClock();
    const h = await host({ clock, dataDir });
    const { id, ann, bob, cy } = await megagemTable(h);
    const annTab = await person(h, 'Ann', ann.token);
    await annTab.waitFor('state', (f) => f.tableId === id);
    const sue = await person(h, 'Sue');
    expect(await sue.request({ type: 'joinTable', tableId: id, as: 'spectator' })).toMatchObject({ type: 'room' });
    await sue.waitFor('state', (f) => f.tableId === id);
    expect(await bob.move(id, { type: 'bid', amount: 0 })).toMatchObject({ type: 'ok' });
    expect(await cy.move(id, { type: 'bid', amount: 0 })).toMatchObject({ type: 'ok' });
    clock.advance(FULL);
    const mine = await ann.waitFor('state', (f) => f.tableId === id && !!f.madeForYou);
    const entry = mine.madeForYou![0];
    expect(entry).toMatchObject({ moveNo: 2, why: 'timeout' });
    // Its log entries are Ann's own ("You bid 0"), where the frame says.
    expect(entry.logTo).toBeGreaterThan(entry.logFrom);
    expect(ann.lastState(id)!.log.some((e) => e.n === entry.logFrom)).toBe(true);
    await annTab.waitFor('state', (f) => f.tableId === id && f.madeForYou?.[0]?.moveNo === 2);
    await settle();
    for (const other of [bob, cy, sue]) {
      expect(other.states(id).length).toBeGreaterThan(1);
      expect(other.states(id).filter((f) => 'madeForYou' in f)).toEqual([]);
    }
    await h.close();

    // After a restart the list is made again from the saved moves (their lines say `madeFor`).
    const h2 = await host({ clock: new ManualClock(), dataDir });
    const ann2 = await person(h2, 'Ann', ann.token);
    const bob2 = await person(h2, 'Bob', bob.token);
    const back = await ann2.waitFor('state', (f) => f.tableId === id);
    expect(back.madeForYou).toEqual(mine.madeForYou);
    expect((await bob2.waitFor('state', (f) => f.tableId === id)).madeForYou).toBeUndefined();
  });

  it('(e) the moves a stand-in bot made for an away seat are listed for its owner when they are back, and for nobody else', async () => {
    const h = await host({ clock: new ManualClock() });
    const { id, ann, bob, cy } = await megagemTable(h);
    await bob.close();
    const standIn = ann.next('room', (f) => f.room.id === id && (f.room.seats[1] as { standIn?: boolean }).standIn === true);
    expect(await ann.request({ type: 'standIn', tableId: id, seat: 1, on: true })).toMatchObject({ type: 'ok' });
    await standIn;
    // The stand-in bids for Bob (the game then waits for Ann and Cy only).
    await ann.waitFor('state', (f) => f.tableId === id && (f.view as MegaGemView).hasBid[1]);
    const bob2 = await person(h, 'Bob', bob.token);
    const back = await bob2.waitFor('state', (f) => f.tableId === id);
    expect(back.madeForYou).toEqual([expect.objectContaining({ moveNo: 0, why: 'standIn' })]);
    const { logFrom, logTo } = back.madeForYou![0];
    expect(back.log.filter((e) => e.n >= logFrom && e.n < logTo).map((e) => e.msg.id)).toContain('megagem.sealedBid');
    await settle();
    for (const other of [ann, cy]) expect(other.states(id).filter((f) => 'madeForYou' in f)).toEqual([]);
  });
});
