/**
 * The host with real WebSocket clients on 127.0.0.1: tables, seats, the
 * creator's powers, simultaneous phases, reconnecting, kicking, taking over a
 * bot, handing a left seat to a bot, and whole games of people and bots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/shared/engine/engine.js';
import type { OptionValues } from '../../src/shared/engine/types.js';
import { getGame } from '../../src/shared/games/registry.js';
import { englishLog, highCard, type HighCardView } from './fixtures/highcard.js';
import { TestClient, type Frame, type Outgoing, type StateFrame } from './support/client.js';
import { hostKit } from './support/host.js';
import { recordOnDisk } from './support/records.js';

const { host, person } = hostKit({ games: [highCard, getGame('megagem')] });
const roomOf = (f: Frame) => (f as Extract<Frame, { type: 'room' }>).room;

/** A High Card table with the creator at seat 0; returns its id. */
async function highCardTable(creator: TestClient, seats = 3, options: OptionValues = {}): Promise<string> {
  const r = await creator.request({ type: 'createTable', game: 'highcard', options });
  expect(r.type).toBe('room');
  const id = roomOf(r).id;
  if (seats !== 4) expect((await creator.request({ type: 'setSeats', tableId: id, seats })).type).toBe('ok');
  return id;
}

describe('tables and seats', () => {
  it('creates a table, lists it in the lobby for everyone, and seats people in order', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, '  Bob  ');
    expect(bob.frames.find((f) => f.type === 'welcome')?.you.name).toBe('Bob');
    const id = await highCardTable(ann);
    const lobby = await bob.lobbyWhen((t) => t[0]?.seats === 3);
    expect(lobby[0]).toMatchObject({ id, game: 'highcard', status: 'lobby', seats: 3, seatsFree: 2, players: ['Ann'] });
    const joined = await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    expect(roomOf(joined)).toMatchObject({ yourSeat: 1, youAreCreator: false, creatorSeat: 0 });
    expect(roomOf(joined).seats[1]).toMatchObject({ kind: 'human', name: 'Bob', connected: true });
    const info = await (await fetch(`http://127.0.0.1:${h.port}/api/info`)).json();
    expect(info).toMatchObject({ name: 'Test host', protocol: 3, port: h.port });
    expect(info.urls[0]).toMatch(/^http:\/\/[\d.]+:\d+\/$/);
    expect(info.tables[0].id).toBe(id);
  });

  it('lets only the creator change options, seats and bots, and refuses bad values with a reason', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = await highCardTable(ann);
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    for (const msg of <Outgoing[]>[
      { type: 'setOptions', tableId: id, options: { rounds: 2 } },
      { type: 'setSeats', tableId: id, seats: 2 },
      { type: 'addBot', tableId: id, level: 'basic' },
      { type: 'kick', tableId: id, seat: 0 },
      { type: 'start', tableId: id, anyway: true },
    ]) {
      expect(await bob.request(msg)).toMatchObject({ type: 'error', code: 'not_creator' });
    }
    expect(await ann.request({ type: 'setOptions', tableId: id, options: { rounds: 99 } })).toMatchObject({ type: 'error', code: 'bad_options' });
    expect(await ann.request({ type: 'setOptions', tableId: id, options: { colour: 'red' } })).toMatchObject({ type: 'error', code: 'bad_options' });
    expect(await ann.request({ type: 'setSeats', tableId: id, seats: 9 })).toMatchObject({ type: 'error', code: 'bad_options', message: expect.stringContaining('2–5 players') });
    expect(await ann.request({ type: 'setSeats', tableId: id, seats: 1 })).toMatchObject({ type: 'error', code: 'bad_options' });
    const roomSeen = bob.next('room', (f) => roomOf(f).options.rounds === 2);
    expect(await ann.request({ type: 'setOptions', tableId: id, options: { rounds: 2 } })).toMatchObject({ type: 'ok' });
    await roomSeen;
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'error', code: 'no_seat', message: expect.stringContaining('Seat 3 is open') });
    expect(await ann.request({ type: 'addBot', tableId: id, level: 'random' })).toMatchObject({ type: 'ok' });
    expect(await ann.request({ type: 'addBot', tableId: id, seat: 1, level: 'random' })).toMatchObject({ type: 'error', code: 'no_seat' });
    expect(await ann.request({ type: 'removeBot', tableId: id, seat: 1 })).toMatchObject({ type: 'error', code: 'no_seat' });
    expect(await ann.request({ type: 'setSeats', tableId: id, seats: 2 })).toMatchObject({ type: 'ok' });
    const readySeen = ann.next('room', (f) => (roomOf(f).seats[1] as { ready?: boolean }).ready === true);
    expect(await bob.request({ type: 'ready', tableId: id, ready: true })).toMatchObject({ type: 'ok' });
    const room = await readySeen;
    expect(roomOf(room).seats).toEqual([
      { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: false },
      // Both chose blue: Bob, who sat second, gets the first free colour.
      { kind: 'human', name: 'Bob', colour: '#e6194b', connected: true, ready: true },
    ]);
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'ok' });
    expect(await ann.request({ type: 'setOptions', tableId: id, options: { rounds: 3 } })).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'error', code: 'forbidden' });
  });

  it('kicks a player: they are told, lose the seat, and may only watch', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = await highCardTable(ann);
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    const told = bob.next('left');
    expect(await ann.request({ type: 'kick', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    expect(await told).toEqual({ type: 'left', tableId: id, reason: 'kicked' });
    expect(await bob.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'error', code: 'forbidden' });
    const watching = await bob.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    expect(roomOf(watching)).toMatchObject({ yourSeat: null, spectators: 1 });
    expect(roomOf(watching).seats[1]).toEqual({ kind: 'open' });
    expect(await ann.request({ type: 'kick', tableId: id, seat: 0 })).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(await ann.request({ type: 'kick', tableId: id, seat: 2 })).toMatchObject({ type: 'error', code: 'no_seat' });
    // A kicked token returning with hello is not seated again either.
    const again = await person(h, 'Bob', bob.token);
    expect(again.frames.filter((f) => f.type === 'room')).toEqual([]);
  });

  it('closes a lobby table when its last person leaves, and passes the creator role on', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = await highCardTable(ann);
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    const promoted = bob.next('room', (f) => roomOf(f).youAreCreator);
    expect(await ann.request({ type: 'leaveTable', tableId: id })).toMatchObject({ type: 'ok' });
    expect(roomOf(await promoted)).toMatchObject({ creatorSeat: 1, yourSeat: 1 });
    expect(await bob.request({ type: 'leaveTable', tableId: id })).toMatchObject({ type: 'ok' });
    await ann.lobbyWhen((t) => t.length === 0);
    expect(fs.existsSync(path.join(h.dataDir, 'tables', id))).toBe(false);
    expect(await ann.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'error', code: 'no_table' });
  });
});

describe('play', () => {
  it('runs a simultaneous phase: everyone sees who has acted, never what, then the scheduled system move', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = await highCardTable(ann, 2, { showMs: 200 });
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    await ann.request({ type: 'start', tableId: id, anyway: true });
    const first = (await bob.waitFor('state')) as StateFrame;
    expect(first).toMatchObject({ moveNo: 0, toAct: [0, 1], fullLog: true, result: null });
    const annView = ((await ann.waitFor('state')) as StateFrame).view as HighCardView;
    const card = annView.hand![0];
    const bobSees = bob.next('state', (f) => f.moveNo === 1);
    expect(await ann.move(id, { type: 'play', card })).toMatchObject({ type: 'ok' });
    const seen = (await bobSees) as StateFrame;
    expect(seen.toAct).toEqual([1]);
    expect((seen.view as HighCardView).hasPlayed).toEqual([true, false]);
    expect(seen.fullLog).toBe(false);
    expect(englishLog(seen.log)).toEqual([{ n: 1, text: '{seat:0} played a card' }]);
    // The mover hears of the move (state frame, after its fsync) before the reply.
    const stateAt = ann.frames.findIndex((f) => f.type === 'state' && f.moveNo === 1);
    const okAt = ann.frames.map((f) => f.type).lastIndexOf('ok'); // the move's reply, awaited above
    expect(stateAt).toBeGreaterThanOrEqual(0);
    expect(stateAt).toBeLessThan(okAt);
    const annLog = ((await ann.waitFor('state', (f) => f.moveNo === 1)) as StateFrame).log;
    expect(englishLog(annLog)).toEqual([{ n: 1, text: `You played ${card}` }]);
    // Acting twice, or for the other seat, is refused.
    expect(await ann.move(id, { type: 'play', card: annView.hand![1] })).toMatchObject({ type: 'error', code: 'not_your_turn' });
    const bobHand = (first.view as HighCardView).hand!;
    const t0 = Date.now();
    const shown = bob.next('state', (f) => f.moveNo === 2);
    const collected = bob.next('state', (f) => f.moveNo === 3, 5000);
    expect(await bob.move(id, { type: 'play', card: bobHand[0] })).toMatchObject({ type: 'ok' });
    expect(((await shown) as StateFrame).view).toMatchObject({ phase: 'show', shown: [card, bobHand[0]] });
    await collected;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(150);
    expect(fs.readFileSync(path.join(h.dataDir, 'tables', id, 'moves-1.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { seat: 0, move: { type: 'play', card } },
      { seat: 1, move: { type: 'play', card: bobHand[0] } },
      { seat: -1, move: { type: 'collect' } },
    ]);
  });

  it('refuses a stale move (made on an older state) and changes nothing; a move of the same simultaneous step is not stale; every move says which state it was made on', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = await highCardTable(ann, 2);
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    expect((await ann.request({ type: 'start', tableId: id, anyway: true })).type).toBe('ok');
    const annFirst = await ann.waitFor('state', (f) => f.tableId === id && f.moveNo === 0);
    const bobFirst = await bob.waitFor('state', (f) => f.tableId === id && f.moveNo === 0);
    const bobCard = (bobFirst.view as HighCardView).hand![0];
    expect(await ann.move(id, { type: 'play', card: (annFirst.view as HighCardView).hand![0] }, 0)).toMatchObject({ type: 'ok' });
    await bob.waitFor('state', (f) => f.tableId === id && f.moveNo === 1);
    const movesFile = path.join(h.dataDir, 'tables', id, 'moves-1.jsonl');
    const onDisk = fs.readFileSync(movesFile, 'utf8');
    const framesSeen = [ann.frames.length, bob.frames.length];

    // A state that never was: refused.
    expect(await bob.move(id, { type: 'play', card: bobCard }, 7)).toMatchObject({ type: 'error', code: 'stale', message: /older state/ });
    // Without the state it was made on, a move is not even read.
    expect(await bob.request({ type: 'move', tableId: id, move: { type: 'play', card: bobCard } } as unknown as Outgoing)).toMatchObject({ type: 'error', code: 'bad_frame', message: /at moveNo/ });
    // Nothing changed: no move on disk, no frame to anyone but the refusals to Bob.
    await new Promise((r) => setTimeout(r, 100));
    expect(fs.readFileSync(movesFile, 'utf8')).toBe(onDisk);
    expect(ann.frames.length).toBe(framesSeen[0]);
    expect(bob.frames.slice(framesSeen[1]).map((f) => f.type)).toEqual(['error', 'error']);

    // Bob decided on the state before Ann's card, but Ann's card was played in the same simultaneous step:
    // nothing he decides on changed, so his card is played.
    expect(await bob.move(id, { type: 'play', card: bobCard }, 0)).toMatchObject({ type: 'ok' });
    // The cards are shown, then the table's system move collects them (move 3).
    const annAfter = await ann.waitFor('state', (f) => f.tableId === id && f.moveNo === 3);
    const annCard = (annAfter.view as HighCardView).hand![0];
    // A card decided on while the cards were shown (move 2) comes after the collect: stale, nothing changes.
    const before = fs.readFileSync(movesFile, 'utf8');
    expect(await ann.move(id, { type: 'play', card: annCard }, 2)).toMatchObject({ type: 'error', code: 'stale' });
    expect(fs.readFileSync(movesFile, 'utf8')).toBe(before);
    // The same move on the state she now sees is played.
    expect(await ann.move(id, { type: 'play', card: annCard }, 3)).toMatchObject({ type: 'ok' });
    expect(ann.lastState(id)?.moveNo).toBeGreaterThanOrEqual(4);
  });

  it('acts only for the sender’s own seat: a seat field, a watcher, a stranger and a wrong table are refused', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const eve = await person(h, 'Eve');
    const id = await highCardTable(ann, 2);
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    await ann.request({ type: 'start', tableId: id, anyway: true });
    const annHand = (((await ann.waitFor('state')) as StateFrame).view as HighCardView).hand!;
    // Bob names Ann's card and seat: it is Bob's move, and Bob does not hold that card.
    expect(await bob.move(id, { type: 'play', card: annHand[0], seat: 0, actor: 0 }))
      .toMatchObject({ type: 'error', code: 'illegal', message: `You do not hold a ${annHand[0]}` });
    expect(await eve.move(id, { type: 'play', card: annHand[0] })).toMatchObject({ type: 'error', code: 'no_seat' });
    await eve.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    expect(await eve.move(id, { type: 'play', card: annHand[0] })).toMatchObject({ type: 'error', code: 'no_seat' });
    expect(await eve.move('zzzzzz', { type: 'play', card: 1 })).toMatchObject({ type: 'error', code: 'no_table' });
    expect(await ann.move(id, { type: 'collect' })).toMatchObject({ type: 'error', code: 'illegal' });
    expect(ann.lastState(id)?.moveNo).toBe(0);
    expect(fs.readFileSync(path.join(h.dataDir, 'tables', id, 'moves-1.jsonl'), 'utf8')).toBe('');
    const watcherState = eve.lastState(id)!;
    expect((watcherState.view as HighCardView).hand).toBeNull();
  });

  it('returns a reconnecting person (reload, dropped connection, new tab) to the same seat with the full view', async () => {
    const h = await host();
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const id = await highCardTable(ann, 2);
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    await ann.request({ type: 'start', tableId: id, anyway: true });
    const hand = (((await ann.waitFor('state')) as StateFrame).view as HighCardView).hand!;
    await ann.move(id, { type: 'play', card: hand[2] });
    const before = (await ann.waitFor('state', (f) => f.moveNo === 1)) as StateFrame;
    const disconnected = bob.next('room', (f) => roomOf(f).seats[0].kind === 'human' && !(roomOf(f).seats[0] as { connected: boolean }).connected);
    await ann.close();
    await disconnected;
    const back = await person(h, 'Ann again', ann.token);
    expect(back.token).toBe(ann.token);
    const room = roomOf(await back.waitFor('room'));
    expect(room).toMatchObject({ yourSeat: 0, youAreCreator: true, status: 'playing' });
    expect(room.seats[0]).toMatchObject({ name: 'Ann again', connected: true });
    const state = (await back.waitFor('state')) as StateFrame;
    expect(state).toMatchObject({ moveNo: 1, fullLog: true, toAct: [1] });
    expect(state.view).toEqual(before.view);
    expect(englishLog(state.log)).toEqual([{ n: 0, text: 'The cards are dealt' }, { n: 1, text: `You played ${hand[2]}` }]);
    // A second tab with the same token shares the seat and its updates.
    const tab = await person(h, 'Ann again', ann.token);
    await tab.waitFor('state');
    const bothSee = Promise.all([back, tab].map((c) => c.next('state', (f) => f.moveNo === 2)));
    const bobHand = ((bob.lastState(id)!.view) as HighCardView).hand!;
    await bob.move(id, { type: 'play', card: bobHand[0] });
    const [a, b] = (await bothSee) as StateFrame[];
    expect(a.view).toEqual(b.view);
    // An unknown token gets a fresh one, and no seat.
    const stranger = await person(h, 'Mallory', 'A'.repeat(32));
    expect(stranger.token).not.toBe('A'.repeat(32));
    expect(stranger.frames.some((f) => f.type === 'room')).toBe(false);
  });

  it('lets a person take over a bot’s seat, keeps a leaver’s seat theirs, and lets a bot stand in; the game plays on to the end', async () => {
    const h = await host({ botDelayMs: 30 });
    const ann = await person(h, 'Ann');
    const id = await highCardTable(ann, 3, { rounds: 3, showMs: 0 });
    await ann.request({ type: 'addBot', tableId: id, level: 'random' });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    await ann.request({ type: 'start', tableId: id, anyway: true });
    await ann.waitFor('state', (f) => f.moveNo === 2); // both bots played
    const cat = await person(h, 'Cat');
    // Mid-game, taking over a bot's seat is a request the creator (here) decides; meanwhile Cat watches.
    const asked = await cat.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 });
    expect(roomOf(asked)).toMatchObject({ yourSeat: null, requests: [{ kind: 'takeOver', seat: 1, by: 'Cat', yours: true, needs: 'creator' }] });
    const req = (await ann.waitFor('room', (f) => roomOf(f).requests.length === 1)) as Extract<Frame, { type: 'room' }>;
    const seated = cat.next('room', (f) => f.room.yourSeat === 1);
    expect(await ann.request({ type: 'approve', tableId: id, request: req.room.requests[0].id, yes: true })).toMatchObject({ type: 'ok' });
    const took = await seated;
    expect(roomOf(took).seats[1]).toMatchObject({ kind: 'human', name: 'Cat' });
    const catState = (await cat.waitFor('state', (f) => (f.view as HighCardView).you === 1)) as StateFrame;
    expect((catState.view as HighCardView).you).toBe(1);
    expect((catState.view as HighCardView).hand).toHaveLength(2);
    // Cat leaves mid-game: the seat stays hers (away) and the game waits; the creator lets a bot stand in.
    ann.autoplay(highCard, id, 0, 'ann');
    const away = ann.next('room', (f) => roomOf(f).seats[1].kind === 'human' && !(roomOf(f).seats[1] as { connected: boolean }).connected);
    expect(await cat.request({ type: 'leaveTable', tableId: id })).toMatchObject({ type: 'ok' });
    const left = await away;
    expect(roomOf(left).status).toBe('playing');
    expect(roomOf(left).seats[1]).toMatchObject({ kind: 'human', name: 'Cat', awayMs: expect.any(Number) });
    expect(await ann.request({ type: 'addBot', tableId: id, seat: 1, level: 'basic' })).toMatchObject({ type: 'error', code: 'no_seat', message: /stand in/ });
    expect(await ann.request({ type: 'standIn', tableId: id, seat: 1, on: true })).toMatchObject({ type: 'ok' });
    const end = (await ann.waitFor('state', (f) => f.result !== null, 15_000)) as StateFrame;
    expect(end.result!.places).toHaveLength(3);
    const record = await recordOnDisk(h.dataDir, id);
    expect(record.seats.map((s) => s.name)).toEqual(['Ann', 'Cat', expect.stringContaining('(bot)')]);
    const replayed = replay(highCard, record);
    expect(JSON.parse(JSON.stringify(highCard.result(replayed)))).toEqual(end.result);
    expect(record.moves).toHaveLength(end.moveNo);
    // The last watcher leaving a finished table closes it; the record is kept in the data folder.
    expect(await ann.request({ type: 'leaveTable', tableId: id })).toMatchObject({ type: 'ok' });
    expect(h.tables().find((t) => t.id === id)).toBeUndefined();
    expect(JSON.parse(fs.readFileSync(path.join(h.dataDir, 'records', `${id}-1.json`), 'utf8'))).toEqual(record);
  });

  it('plays a whole MegaGem game of people and bots to the result', async () => {
    const def = getGame('megagem');
    const h = await host({ botDelayMs: 0 });
    const ann = await person(h, 'Ann');
    const bob = await person(h, 'Bob');
    const eve = await person(h, 'Eve');
    const created = await ann.request({ type: 'createTable', game: 'megagem' });
    const id = roomOf(created).id;
    expect(roomOf(created).seats).toHaveLength(4);
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    await ann.request({ type: 'addBot', tableId: id, level: 'random' });
    await eve.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    ann.autoplay(def, id, 0, 'ann');
    bob.autoplay(def, id, 1, 'bob');
    expect(await ann.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'ok' });
    const ends = await Promise.all([ann, bob, eve].map((c) => c.waitFor('state', (f) => f.result !== null, 60_000))) as StateFrame[];
    expect(ends[0].result).toEqual(ends[1].result);
    expect(ends[2].result).toEqual(ends[0].result);
    expect(ends[0].result!.places).toHaveLength(4);
    const lobby = await eve.lobbyWhen((t) => t[0]?.status === 'finished');
    expect(lobby[0].id).toBe(id);
    const record = await recordOnDisk(h.dataDir, id);
    expect(JSON.parse(JSON.stringify(def.result(replay(def, record))))).toEqual(ends[0].result);
    // Each client's merged log has no gaps relative to what it may see.
    for (const c of [ann, bob, eve]) {
      const ns = c.states(id).flatMap((s) => s.log.map((e) => e.n));
      expect(new Set(ns).size).toBe(ns.length);
    }
  });
});
