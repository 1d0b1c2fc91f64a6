/**
 * Tables that survive real gatherings (issue 13), at the protocol level with
 * real sockets: a leaver's seat stays theirs, a bot stands in and hands back,
 * a seat moves to a new device (approved, or with a hand-off code), turn
 * timers run out on a fake clock, start needs everyone ready, "Play again"
 * goes back to the room, colours and names are told apart, bots remember
 * after a restart — each with a host restart in the middle where it matters,
 * and the secret-leak check over every frame of these flows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { botSettings } from '../../src/main/host/bots.js';
import type { Seat } from '../../src/shared/engine/types.js';
import { highCard, scrambleSecrets, type HighCardView } from './fixtures/highcard.js';
import { TestClient, type Frame, type StateFrame } from './support/client.js';
import { ManualClock as FakeClock } from '../../src/main/host/clock.js';
import { hostKit, tempDir, type TestHost } from './support/host.js';
import { checkNonInterference, type Received } from './support/leak.js';
import { recordOnDisk } from './support/records.js';

const { host, person } = hostKit({ games: [highCard], systemDelayMs: 0 });
const roomOf = (f: Frame) => (f as Extract<Frame, { type: 'room' }>).room;
const hand = (c: TestClient, id: string) => (c.lastState(id)!.view as HighCardView).hand!;
const noteIds = (c: TestClient, id: string) => (c.lastRoom(id)?.notes ?? []).map((n) => `${n.msg.id}:${JSON.stringify(n.msg.params?.seat)}`);

/** A High Card table of `names.length` seats: the first creates it, the others sit and are ready; started. */
async function startedTable(h: TestHost, names: string[], options: Record<string, unknown> = { rounds: 4, showMs: 0 }) {
  const people = [];
  for (const n of names) people.push(await person(h, n));
  const [creator] = people;
  const r = await creator.request({ type: 'createTable', game: 'highcard', options });
  const id = roomOf(r).id;
  await creator.request({ type: 'setSeats', tableId: id, seats: names.length });
  for (const p of people.slice(1)) {
    expect(await p.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'room' });
    expect(await p.request({ type: 'ready', tableId: id, ready: true })).toMatchObject({ type: 'ok' });
  }
  expect(await creator.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
  for (const p of people) await p.waitFor('state', (f) => f.tableId === id);
  return { id, people };
}

/** Plays the seat's highest card on the latest state. */
async function play(c: TestClient, id: string): Promise<void> {
  const f = await c.waitFor('state', (s) => s.tableId === id && s.toAct.includes((s.view as HighCardView).you ?? -1) && s === c.lastState(id));
  expect(await c.move(id, { type: 'play', card: Math.max(...(f.view as HighCardView).hand!) }, f.moveNo)).toMatchObject({ type: 'ok' });
}

/** Every state frame a client got, split by the seat the frame was built for (null: watching). */
function received(clients: TestClient[], id: string): Received[] {
  const out: Received[] = [];
  for (const c of clients) {
    const bySeat = new Map<Seat | null, StateFrame[]>();
    for (const f of c.states(id)) {
      const seat = (f.view as HighCardView).you;
      bySeat.set(seat, [...(bySeat.get(seat) ?? []), f]);
    }
    for (const [seat, frames] of bySeat) out.push({ seat, frames });
  }
  return out;
}

async function expectNoLeak(h: TestHost, id: string, clients: TestClient[], gameNo = 1) {
  const record = await recordOnDisk(h.dataDir, id, gameNo);
  const report = checkNonInterference(highCard, record, received(clients, id), scrambleSecrets);
  expect(report.failures).toEqual([]);
  expect(report.frames).toBeGreaterThan(5);
}

describe('seats belong to people', () => {
  it('keeps a leaver’s seat theirs: shown away, closed to newcomers, theirs again with their hand when they come back', async () => {
    const h = await host();
    const { id, people: [ann, bob, cat] } = await startedTable(h, ['Ann', 'Bob', 'Cat']);
    const bobsHand = hand(bob, id);
    const away = ann.next('room', (f) => f.room.id === id && f.room.seats[1].kind === 'human' && !(f.room.seats[1] as { connected: boolean }).connected);
    expect(await bob.request({ type: 'leaveTable', tableId: id })).toMatchObject({ type: 'ok' });
    const seat = roomOf(await away).seats[1];
    expect(seat).toMatchObject({ kind: 'human', name: 'Bob', connected: false, awayMs: expect.any(Number) });
    expect(noteIds(ann, id)).toContain('table.away:{"seat":1}');
    // A newcomer with the invite link cannot sit there, by default or by number; they can watch.
    const eve = await person(h, 'Eve');
    expect(await eve.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'error', code: 'no_seat' });
    expect(await eve.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 })).toMatchObject({ type: 'error', code: 'no_seat', message: /Bob's until the game ends/ });
    expect(await eve.request({ type: 'joinTable', tableId: id, as: 'spectator' })).toMatchObject({ type: 'room' });
    // Bob comes back on the same device: his seat and his hand.
    const back = await person(h, 'Bob', bob.token);
    const state = await back.waitFor('state', (f) => f.tableId === id);
    expect(back.lastRoom(id)).toMatchObject({ yourSeat: 1 });
    expect((state.view as HighCardView).hand).toEqual(bobsHand);
    await ann.lastRoom(id);
    for (const p of [ann, back, cat]) await play(p, id);
    for (const round of [2, 3, 4]) {
      void round;
      for (const p of [ann, back, cat]) await play(p, id);
    }
    await ann.waitFor('state', (f) => f.tableId === id && f.result !== null);
    await eve.waitFor('state', (f) => f.tableId === id && f.result !== null);
    await expectNoLeak(h, id, [ann, bob, back, cat, eve]);
    expect(eve.states(id).every((f) => (f.view as HighCardView).you === null)).toBe(true);
  });

  it('lets the creator hand an away seat to a bot until its owner is back, across a restart; the owner sees what it did', async () => {
    const dataDir = tempDir();
    const h1 = await host({ dataDir });
    const { id, people: [ann, bob] } = await startedTable(h1, ['Ann', 'Bob']);
    await play(ann, id);
    await bob.close();
    // Only present players decide: Bob (away) cannot, a stranger cannot.
    const standIn = ann.next('room', (f) => f.room.id === id && (f.room.seats[1] as { standIn?: boolean }).standIn === true);
    expect(await ann.request({ type: 'standIn', tableId: id, seat: 1, on: true })).toMatchObject({ type: 'ok' });
    await standIn;
    expect(noteIds(ann, id)).toContain('table.standIn:{"seat":1}');
    // The bot plays Bob's seat from his view: round 1 ends, and it has played round 2 already.
    const r2 = await ann.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).round === 2 && f.toAct.length === 1);
    expect(r2.toAct).toEqual([0]);

    await h1.close();
    const h2 = await host({ dataDir });
    const ann2 = await person(h2, 'Ann', ann.token);
    await ann2.waitFor('state', (f) => f.tableId === id);
    expect(ann2.lastRoom(id)!.seats[1]).toMatchObject({ kind: 'human', name: 'Bob', standIn: true });
    await play(ann2, id);
    // After the restart the stand-in plays round 3 at once.
    await ann2.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).round === 3 && f.toAct.length === 1);
    // Bob is back: his seat is his again at once, and the game waits for him.
    const bob2 = await person(h2, 'Bob', bob.token);
    const s = await bob2.waitFor('state', (f) => f.tableId === id);
    expect((s.view as HighCardView).hasPlayed[1]).toBe(true); // what the bot did for him in round 3
    expect(bob2.lastRoom(id)!.seats[1]).toMatchObject({ connected: true });
    expect(bob2.lastRoom(id)!.seats[1]).not.toHaveProperty('standIn');
    expect(noteIds(bob2, id)).toEqual(['table.standIn:{"seat":1}', 'table.back:{"seat":1}']);
    await play(ann2, id);
    const r4 = await bob2.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).round === 4);
    await new Promise((r) => setTimeout(r, 100));
    expect(bob2.lastState(id)!.moveNo).toBe(r4.moveNo); // no bot moved for Bob
    expect(r4.toAct).toEqual([0, 1]);
    await play(bob2, id);
    await play(ann2, id);
    await bob2.waitFor('state', (f) => f.tableId === id && f.result !== null);
    await expectNoLeak(h2, id, [ann2, bob2]);
  });

  it('needs two present players when the creator is away; a no ends the request', async () => {
    const h = await host();
    const { id, people: [ann, bob, cat] } = await startedTable(h, ['Ann', 'Bob', 'Cat']);
    await ann.close();
    await bob.waitFor('room', (f) => f.room.id === id && !(f.room.seats[0] as { connected: boolean }).connected);
    const asks = await bob.request({ type: 'standIn', tableId: id, seat: 0, on: true });
    expect(asks, JSON.stringify(asks)).toMatchObject({ type: 'ok' });
    const asked = await cat.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 1);
    const req = roomOf(asked).requests[0];
    expect(req).toMatchObject({ kind: 'standIn', seat: 0, by: 'Bob', approvals: ['Bob'], needs: 2, canApprove: true, yours: false });
    expect(bob.lastRoom(id)!.requests[0]).toMatchObject({ yours: true, canApprove: false });
    expect(await bob.request({ type: 'approve', tableId: id, request: req.id, yes: true })).toMatchObject({ type: 'error', code: 'forbidden' });
    // A stranger cannot decide.
    const eve = await person(h, 'Eve');
    await eve.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    expect(await eve.request({ type: 'approve', tableId: id, request: req.id, yes: true })).toMatchObject({ type: 'error', code: 'forbidden' });
    const no = await cat.request({ type: 'approve', tableId: id, request: req.id, yes: false });
    expect(no, JSON.stringify(no)).toMatchObject({ type: 'ok' });
    await cat.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 0);
    expect(cat.lastRoom(id)!.seats[0]).not.toHaveProperty('standIn');
    const asksAgain = await bob.request({ type: 'standIn', tableId: id, seat: 0, on: true });
    expect(asksAgain, JSON.stringify(asksAgain)).toMatchObject({ type: 'ok' });
    const again = await cat.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 1 && f.room.requests[0].id !== req.id);
    expect(await cat.request({ type: 'approve', tableId: id, request: roomOf(again).requests[0].id, yes: true })).toMatchObject({ type: 'ok' });
    await cat.waitFor('room', (f) => f.room.id === id && (f.room.seats[0] as { standIn?: boolean }).standIn === true);
  });
});

describe('a seat moves to a new device', () => {
  it('with the present players’ approval: the old token loses the seat, and it stays moved after a restart', async () => {
    const dataDir = tempDir();
    const h = await host({ dataDir });
    const { id, people: [ann, bob] } = await startedTable(h, ['Ann', 'Bob']);
    const bobsHand = hand(bob, id);
    await bob.close();
    const phone = await person(h, 'Bob');
    expect(await phone.request({ type: 'claimSeat', tableId: id, seat: 0 })).toMatchObject({ type: 'error', code: 'forbidden', message: /Ann is here/ });
    expect(await phone.request({ type: 'claimSeat', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    // While it waits the newcomer only watches.
    expect(phone.lastRoom(id)).toMatchObject({ yourSeat: null });
    const asked = await ann.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 1);
    const req = roomOf(asked).requests[0];
    expect(req).toMatchObject({ kind: 'claimSeat', seat: 1, by: 'Bob', needs: 'creator', canApprove: true });
    const seated = phone.next('room', (f) => f.room.id === id && f.room.yourSeat === 1);
    expect(await ann.request({ type: 'approve', tableId: id, request: req.id, yes: true })).toMatchObject({ type: 'ok' });
    await seated;
    const full = await phone.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).you === 1);
    expect(full.fullLog).toBe(true);
    expect((full.view as HighCardView).hand).toEqual(bobsHand);
    expect(noteIds(ann, id)).toContain('table.seatMoved:{"seat":1}');
    // The dead laptop, if it wakes up, holds nothing here.
    const laptop = await person(h, 'Bob', bob.token);
    await new Promise((r) => setTimeout(r, 50));
    expect(laptop.lastRoom(id)).toBeUndefined();
    expect(await laptop.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 })).toMatchObject({ type: 'error', code: 'no_seat' });
    await h.close();
    const h2 = await host({ dataDir });
    const phone2 = await person(h2, 'Bob', phone.token);
    await phone2.waitFor('state', (f) => f.tableId === id);
    expect(phone2.lastRoom(id)).toMatchObject({ yourSeat: 1 });
    // The game plays to its end; no frame to anyone, the old laptop included, held another seat's secrets.
    const ann2 = await person(h2, 'Ann', ann.token);
    for (let round = 1; round <= 4; round++) for (const p of [ann2, phone2]) await play(p, id);
    await phone2.waitFor('state', (f) => f.tableId === id && f.result !== null);
    expect(laptop.states(id)).toEqual([]);
    await expectNoLeak(h2, id, [ann, bob, phone, laptop, ann2, phone2]);
  });

  it('with a hand-off code from the old device: at once, once, and the creator’s role goes along', async () => {
    const h = await host();
    const { id, people: [ann, bob] } = await startedTable(h, ['Ann', 'Bob']);
    expect(await bob.request({ type: 'handOff', tableId: id })).toMatchObject({ type: 'handOff', seat: 1 });
    const offer = await ann.request({ type: 'handOff', tableId: id });
    if (offer.type !== 'handOff') throw new Error(JSON.stringify(offer));
    expect(offer.url).toContain(`table=${id}`);
    expect(offer.url).toContain(`claim=${offer.code}`);
    expect(offer.validMs).toBe(10 * 60_000);
    // Bob saw no code: frames carrying it went only to Ann.
    expect(JSON.stringify(bob.frames)).not.toContain(offer.code);
    const phone = await person(h, 'Ann');
    const moved = ann.next('left', (f) => f.tableId === id);
    expect(await phone.request({ type: 'claimSeat', tableId: id, seat: 1, code: offer.code })).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(await phone.request({ type: 'claimSeat', tableId: id, seat: 0, code: offer.code })).toMatchObject({ type: 'ok' });
    expect(await moved).toMatchObject({ reason: 'moved' });
    await phone.waitFor('room', (f) => f.room.id === id && f.room.yourSeat === 0 && f.room.youAreCreator);
    const other = await person(h, 'Mallory');
    expect(await other.request({ type: 'claimSeat', tableId: id, seat: 0, code: offer.code })).toMatchObject({ type: 'error', code: 'forbidden', message: /not valid/ });
    expect(await ann.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'error', code: 'no_seat' });
    for (let round = 1; round <= 4; round++) for (const p of [phone, bob]) await play(p, id);
    await bob.waitFor('state', (f) => f.tableId === id && f.result !== null);
    // The old device got nothing of the seat after it moved.
    const leftAt = ann.frames.findIndex((f) => f.type === 'left' && f.tableId === id);
    expect(ann.frames.slice(leftAt).filter((f) => f.type === 'state' || f.type === 'room')).toEqual([]);
    await expectNoLeak(h, id, [ann, bob, phone, other]);
  });
});

describe('requests lapse', () => {
  it('when the seat’s owner comes back, a claim on it from another device lapses', async () => {
    const h = await host();
    const { id, people: [ann, bob] } = await startedTable(h, ['Ann', 'Bob']);
    await bob.close();
    const stranger = await person(h, 'Bob?');
    expect(await stranger.request({ type: 'claimSeat', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    await ann.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 1);
    await person(h, 'Bob', bob.token);
    await ann.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 0 && (f.room.seats[1] as { connected: boolean }).connected);
    await stranger.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 0);
  });
});

describe('turn timers', () => {
  it('lets a bot make the one move of a seat whose timer ran out; the time left survives a restart; no test sleeps', async () => {
    const dataDir = tempDir();
    const clock = new FakeClock();
    const h = await host({ dataDir, clock });
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = roomOf(await ann.request({ type: 'createTable', game: 'highcard', options: { rounds: 3, showMs: 0 } })).id;
    await ann.request({ type: 'setSeats', tableId: id, seats: 2 });
    expect(await bob.request({ type: 'setTurnTimer', tableId: id, timer: 'fast' })).toMatchObject({ type: 'error', code: 'not_creator' });
    expect(await ann.request({ type: 'setTurnTimer', tableId: id, timer: 'fast' })).toMatchObject({ type: 'ok' });
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    await bob.request({ type: 'ready', tableId: id, ready: true });
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    const first = await bob.waitFor('state', (f) => f.tableId === id);
    expect(bob.lastRoom(id)!.turnTimer).toBe('fast');
    // A simultaneous step: each seat has its own clock.
    expect(first.clocks).toEqual([{ seat: 0, msLeft: 30_000 }, { seat: 1, msLeft: 30_000 }]);
    await play(ann, id);
    clock.advance(29_000);
    await new Promise((r) => setTimeout(r, 30));
    expect(bob.lastState(id)!.toAct).toEqual([1]);
    await h.close();

    const clock2 = new FakeClock();
    const h2 = await host({ dataDir, clock: clock2 });
    const bob2 = await person(h2, 'Bob', bob.token);
    const resumed = await bob2.waitFor('state', (f) => f.tableId === id);
    expect(resumed.clocks).toEqual([{ seat: 1, msLeft: 1000 }]);
    clock2.advance(999);
    await new Promise((r) => setTimeout(r, 30));
    expect(bob2.lastState(id)!.moveNo).toBe(resumed.moveNo);
    clock2.advance(1);
    const after = await bob2.waitFor('state', (f) => f.tableId === id && f.moveNo > resumed.moveNo);
    expect(after.moveNo).toBeGreaterThan(resumed.moveNo);
    const room = await bob2.waitFor('room', (f) => f.room.id === id && f.room.notes.some((n) => n.msg.id === 'table.timeout'));
    expect(roomOf(room).notes.find((n) => n.msg.id === 'table.timeout')).toMatchObject({ moveNo: resumed.moveNo, msg: { params: { seat: { seat: 1 } } } });
    // The seat stays Bob's.
    expect(roomOf(room).seats[1]).toMatchObject({ kind: 'human', name: 'Bob' });
    expect(roomOf(room).yourSeat).toBe(1);
  });
});

describe('the room: ready, start anyway, play again, colours and names', () => {
  it('tells two Anns in blue apart, starts only when everyone is ready or anyway, and goes back to the room after a game', async () => {
    const h = await host();
    const ann = await person(h, 'Ann', undefined, '#4363d8');
    const ann2 = await person(h, 'ann', undefined, '#4363d8');
    const id = roomOf(await ann.request({ type: 'createTable', game: 'highcard', options: { rounds: 1, showMs: 0 } })).id;
    await ann.request({ type: 'setSeats', tableId: id, seats: 2 });
    const sat = roomOf(await ann2.request({ type: 'joinTable', tableId: id, as: 'player' }));
    expect(sat.seats[1]).toMatchObject({ name: 'ann 2' });
    expect((sat.seats[1] as { colour: string }).colour).not.toBe('#4363d8');
    expect(await ann2.request({ type: 'setColour', tableId: id, colour: '#4363D8' })).toMatchObject({ type: 'error', code: 'forbidden', message: /Ann already plays in that colour/ });
    expect(await ann2.request({ type: 'setColour', tableId: id, colour: '#3cb44b' })).toMatchObject({ type: 'ok' });
    // The refusal carries its message id and parameters, for the reader's language.
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({
      type: 'error', code: 'not_ready', message: 'Not ready yet: ann 2. Start anyway?', msg: { id: 'host.notReady', params: { names: { list: ['ann 2'] } } },
    });
    expect(ann.lastRoom(id)!.status).toBe('lobby');
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'ok' });
    await play(ann, id);
    await play(ann2, id);
    await ann2.waitFor('state', (f) => f.tableId === id && f.result !== null);
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'error', code: 'forbidden', message: /Play again/ });
    expect(await ann2.request({ type: 'rematch', tableId: id })).toMatchObject({ type: 'error', code: 'not_creator' });
    const back = ann2.next('room', (f) => f.room.id === id && f.room.status === 'lobby');
    expect(await ann.request({ type: 'rematch', tableId: id })).toMatchObject({ type: 'ok' });
    const room = roomOf(await back);
    expect(room.seats.map((s) => s.kind === 'human' && [s.name, s.colour, s.ready])).toEqual([['Ann', '#4363d8', false], ['ann 2', '#3cb44b', false]]);
    expect(room.options).toMatchObject({ rounds: 1 });
    expect(await ann.request({ type: 'setOptions', tableId: id, options: { rounds: 2 } })).toMatchObject({ type: 'ok' });
    await ann2.request({ type: 'ready', tableId: id, ready: true });
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    const second = await ann2.waitFor('state', (f) => f.tableId === id && f.moveNo === 0 && f.fullLog === false && f.result === null && ann2.states(id).indexOf(f) > 0);
    expect((second.view as HighCardView).rounds).toBe(2);
  });
});

describe('bots remember after a restart', () => {
  it('names a bot after nobody at the table: not a person (Ada and "Ada (bot)" read alike), not another bot', async () => {
    const h = await host();
    const ada = await person(h, 'Ada');
    const id = roomOf(await ada.request({ type: 'createTable', game: 'highcard', options: { rounds: 1, showMs: 0 } })).id;
    await ada.request({ type: 'setSeats', tableId: id, seats: 4 });
    const blaise = await person(h, 'blaise');
    await blaise.request({ type: 'joinTable', tableId: id, as: 'player' });
    for (let i = 0; i < 2; i++) expect(await ada.request({ type: 'addBot', tableId: id, level: 'basic' })).toMatchObject({ type: 'ok' });
    const room = await ada.waitFor('room', (f) => f.room.id === id && f.room.seats.filter((s) => s.kind === 'bot').length === 2);
    expect(room.room.seats.map((s) => (s.kind === 'open' ? null : s.name))).toEqual(['Ada', 'blaise', 'Cleo (bot)', 'Dmitri (bot)']);
  });

  it('feeds a restored bot its seat’s view of every state so far', async () => {
    const seen: { seat: Seat; rounds: number[] }[] = [];
    const remembering: typeof highCard = {
      ...highCard,
      createBot(level, seat, seed) {
        const bot = highCard.createBot(level, seat, seed);
        const mine = { seat, rounds: [] as number[] };
        seen.push(mine);
        return { ...bot, observe: (v: HighCardView) => { mine.rounds.push(v.round); } };
      },
    };
    const dataDir = tempDir();
    const h = await host({ dataDir, games: [remembering] });
    const ann = await person(h, 'Ann');
    const id = roomOf(await ann.request({ type: 'createTable', game: 'highcard', options: { rounds: 3, showMs: 0 } })).id;
    await ann.request({ type: 'setSeats', tableId: id, seats: 2 });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    await ann.request({ type: 'start', tableId: id });
    await play(ann, id);
    await ann.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).round === 2 && f.toAct.length === 1);
    const moves = ann.lastState(id)!.moveNo;
    await h.close();
    seen.length = 0;
    await host({ dataDir, games: [remembering] });
    const restored = seen.find((b) => b.seat === 1)!;
    // The deal and every move since, in order (round 1 … round 2).
    expect(restored.rounds).toHaveLength(moves + 1);
    expect(restored.rounds[0]).toBe(1);
    expect(restored.rounds.at(-1)).toBe(2);
  });
});

describe('the end-to-end tests’ clock', () => {
  it('moves the host’s manual clock by POST /api/test/advance only when the host serves that route', async () => {
    const clock = new FakeClock();
    const h = await host({ clock, testClockRoute: true });
    const t0 = clock.now();
    const r = await fetch(`http://127.0.0.1:${h.port}/api/test/advance`, { method: 'POST', body: JSON.stringify({ ms: 90_000 }) });
    expect(r.status).toBe(200);
    expect(clock.now()).toBe(t0 + 90_000);
    expect((await fetch(`http://127.0.0.1:${h.port}/api/test/advance`, { method: 'POST', body: '{"ms": -1}' })).status).toBe(400);
    const plain = await host({ clock: new FakeClock() });
    expect((await fetch(`http://127.0.0.1:${plain.port}/api/test/advance`, { method: 'POST', body: '{"ms": 1}' })).status).toBe(405);
  });
});

describe('how the table’s strong bots play', () => {
  it('lets the creator choose, before the start, how long strong bots think and how they remember; the bots get it', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = roomOf(await ann.request({ type: 'createTable', game: 'highcard' })).id;
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    expect(ann.lastRoom(id)!.bots).toEqual({ thinking: 'normal', memory: 'human' });
    expect(await bob.request({ type: 'setBotSettings', tableId: id, thinking: 'long', memory: 'perfect' })).toMatchObject({ type: 'error', code: 'not_creator' });
    const seen = bob.next('room', (f) => f.room.id === id && f.room.bots?.thinking === 'quick');
    expect(await ann.request({ type: 'setBotSettings', tableId: id, thinking: 'quick', memory: 'perfect' })).toMatchObject({ type: 'ok' });
    expect(roomOf(await seen).bots).toEqual({ thinking: 'quick', memory: 'perfect' });
    expect(botSettings(JSON.parse(fs.readFileSync(path.join(h.dataDir, 'tables', id, 'table.json'), 'utf8')))).toEqual({ scale: 0.25, memory: 'perfect' });
    expect(await ann.request({ type: 'setBotSettings', tableId: id, thinking: 'slow' as never, memory: 'human' })).toMatchObject({ type: 'error', code: 'bad_frame' });
  });
});
