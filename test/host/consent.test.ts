/**
 * Seats by consent and kicks that hold (issue 31, P1 and P2), on a real host
 * with real sockets: each person connects from an address of their own
 * (127.0.0.x: a device of their own to the host). A seat moves to another
 * token only with its owner's hand-off code, or with the approval of the
 * creator, or (creator away) of the people who have held their seats since
 * the deal; taking a bot's seat over mid-game needs the same approval; a kicked
 * person's token and device gain no seat until the game ends, across a restart;
 * others on the same device keep theirs.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/shared/engine/types.js';
import { highCard, type HighCardView } from './fixtures/highcard.js';
import type { Frame, TestClient } from './support/client.js';
import { hostKit, tempDir, type TestHost } from './support/host.js';

const { host, person: personAt } = hostKit({ games: [highCard], systemDelayMs: 0 });
/** A person on their own device (`address`: 127.0.0.x). */
const person = (h: TestHost, name: string, address: string, token?: string) => personAt(h, name, token, undefined, address);
const roomOf = (f: Frame) => (f as Extract<Frame, { type: 'room' }>).room;
const hand = (c: TestClient, id: string) => (c.lastState(id)!.view as HighCardView).hand!;
/** The request (of `kind`, about `seat`) the client last saw in the room. */
const requestIn = (c: TestClient, id: string, kind: string, seat: Seat) => c.lastRoom(id)?.requests.find((r) => r.kind === kind && r.seat === seat);
const connected = (f: Frame, seat: Seat) => (roomOf(f).seats[seat] as { connected?: boolean }).connected;

/**
 * A High Card table (many rounds: it lasts the whole test): `names[0]` creates it from `addresses[0]`, the others
 * sit from theirs and are ready, bots fill the last `bots` seats; started.
 */
async function startedTable(h: TestHost, people: [string, string][], bots = 0) {
  const clients: TestClient[] = [];
  for (const [name, address] of people) clients.push(await person(h, name, address));
  const [creator] = clients;
  const id = roomOf(await creator.request({ type: 'createTable', game: 'highcard', options: { rounds: 20, showMs: 0 } })).id;
  expect(await creator.request({ type: 'setSeats', tableId: id, seats: people.length + bots })).toMatchObject({ type: 'ok' });
  for (const p of clients.slice(1)) {
    expect(await p.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'room' });
    expect(await p.request({ type: 'ready', tableId: id, ready: true })).toMatchObject({ type: 'ok' });
  }
  for (let i = 0; i < bots; i++) expect(await creator.request({ type: 'addBot', tableId: id, level: 'basic' })).toMatchObject({ type: 'ok' });
  expect(await creator.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
  for (const p of clients) await p.waitFor('state', (f) => f.tableId === id);
  return { id, clients };
}

/** A watcher (no seat) who sees the room: to wait for who is here. */
async function watcher(h: TestHost, id: string, address: string): Promise<TestClient> {
  const w = await person(h, 'Walt', address);
  expect(await w.request({ type: 'joinTable', tableId: id, as: 'spectator' })).toMatchObject({ type: 'room' });
  return w;
}

/** Plays the client's highest card on its latest state. */
async function play(c: TestClient, id: string): Promise<void> {
  const f = await c.waitFor('state', (s) => s.tableId === id && s.toAct.includes((s.view as HighCardView).you ?? -1) && s === c.lastState(id));
  expect(await c.move(id, { type: 'play', card: Math.max(...(f.view as HighCardView).hand!) }, f.moveNo)).toMatchObject({ type: 'ok' });
}

describe('a seat moves only with consent', () => {
  it('a stranger’s two identities cannot take an away creator’s seat: one takes a bot’s seat only by asking, and cannot approve the other’s claim', async () => {
    const h = await host();
    const { id, clients: [ann] } = await startedTable(h, [['Ann', '127.0.0.2']], 2);
    const annsHand = hand(ann, id);
    const walt = await watcher(h, id, '127.0.0.20');
    const away = walt.next('room', (f) => f.room.id === id && connected(f, 0) === false);
    await ann.close();
    await away;

    // Mallory takes over the bot at seat 1: nobody who may decide is here, so she only asks, and watches.
    const mallory = await person(h, 'Mallory', '127.0.0.9');
    const asked = await mallory.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 });
    expect(asked).toMatchObject({ type: 'room' });
    // Her second identity claims Ann's seat (and with it the creator's role).
    const mallory2 = await person(h, 'Ann', '127.0.0.9');
    expect(await mallory2.request({ type: 'claimSeat', tableId: id, seat: 0 })).toMatchObject({ type: 'ok' });
    const claim = requestIn(mallory2, id, 'claimSeat', 0)!;
    expect(claim).toMatchObject({ yours: true, needs: 1 });
    expect(await mallory.request({ type: 'approve', tableId: id, request: claim.id, yes: true })).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(roomOf(asked)).toMatchObject({ yourSeat: null });
    expect(roomOf(asked).requests).toMatchObject([{ kind: 'takeOver', seat: 1, by: 'Mallory', yours: true, canApprove: false, needs: 1 }]);
    // A watcher does not decide either.
    expect(walt.lastRoom(id)!.requests.every((r) => !r.canApprove)).toBe(true);
    // Someone else who asks for "a seat" is given the other bot's to ask for.
    const zed = await person(h, 'Zed', '127.0.0.10');
    expect(roomOf(await zed.request({ type: 'joinTable', tableId: id, as: 'player' })).requests).toContainEqual(expect.objectContaining({ kind: 'takeOver', seat: 2, by: 'Zed', yours: true }));

    // Ann comes back: her seat, her hand and the creator's role are still hers; she decides Mallory's request.
    const ann2 = await person(h, 'Ann', '127.0.0.2', ann.token);
    const s = await ann2.waitFor('state', (f) => f.tableId === id);
    expect(ann2.lastRoom(id)).toMatchObject({ yourSeat: 0, youAreCreator: true });
    expect((s.view as HighCardView).hand).toEqual(annsHand);
    const takeOver = (await ann2.waitFor('room', (f) => f.room.id === id && f.room.requests.some((r) => r.kind === 'takeOver'))).room.requests.find((r) => r.kind === 'takeOver' && r.seat === 1)!;
    expect(takeOver).toMatchObject({ seat: 1, by: 'Mallory', needs: 'creator', canApprove: true });
    const seated = mallory.next('room', (f) => f.room.id === id && f.room.yourSeat === 1);
    expect(await ann2.request({ type: 'approve', tableId: id, request: takeOver.id, yes: true })).toMatchObject({ type: 'ok' });
    await seated;
    await mallory.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).you === 1);

    // Ann is away again: Mallory now sits, but took her seat mid-game: she still cannot give Ann's seat away.
    const gone = walt.next('room', (f) => f.room.id === id && connected(f, 0) === false);
    await ann2.close();
    await gone;
    expect(await mallory2.request({ type: 'claimSeat', tableId: id, seat: 0 })).toMatchObject({ type: 'ok' });
    const again = requestIn(mallory2, id, 'claimSeat', 0)!;
    expect(requestIn(mallory, id, 'claimSeat', 0)).toMatchObject({ canApprove: false });
    expect(await mallory.request({ type: 'approve', tableId: id, request: again.id, yes: true })).toMatchObject({ type: 'error', code: 'forbidden', msg: { id: 'host.playersDecide' } });
    const ann3 = await person(h, 'Ann', '127.0.0.2', ann.token);
    await ann3.waitFor('state', (f) => f.tableId === id);
    expect(ann3.lastRoom(id)).toMatchObject({ yourSeat: 0, youAreCreator: true });
    expect(mallory2.states(id).every((f) => (f.view as HighCardView).you === null)).toBe(true);
  });

  it('one real player and two strangers in the bots’ seats: the strangers’ votes do not move the away creator’s seat', async () => {
    const h = await host();
    const { id, clients: [ann, bob] } = await startedTable(h, [['Ann', '127.0.0.2'], ['Bob', '127.0.0.3']], 2);
    const away = bob.next('room', (f) => f.room.id === id && connected(f, 0) === false);
    await ann.close();
    await away;
    // Two strangers take the bots' seats; Bob (who has played since the deal) lets them.
    const strangers: TestClient[] = [];
    for (const [seat, address] of [[2, '127.0.0.4'], [3, '127.0.0.5']] as const) {
      const s = await person(h, `Stranger ${seat}`, address);
      strangers.push(s);
      const r = await s.request({ type: 'joinTable', tableId: id, as: 'player', seat });
      expect(r).toMatchObject({ type: 'room' });
      if (roomOf(r).yourSeat !== seat) {
        const req = (await bob.waitFor('room', (f) => f.room.id === id && f.room.requests.some((x) => x.kind === 'takeOver' && x.seat === seat))).room.requests.find((x) => x.seat === seat)!;
        expect(req).toMatchObject({ needs: 1, canApprove: true });
        const seated = s.next('room', (f) => f.room.id === id && f.room.yourSeat === seat);
        expect(await bob.request({ type: 'approve', tableId: id, request: req.id, yes: true })).toMatchObject({ type: 'ok' });
        await seated;
      }
    }
    // A third stranger claims Ann's seat: only Bob may decide, and he alone is enough.
    const mallory = await person(h, 'Ann', '127.0.0.6');
    expect(await mallory.request({ type: 'claimSeat', tableId: id, seat: 0 })).toMatchObject({ type: 'ok' });
    const claim = (await bob.waitFor('room', (f) => f.room.id === id && f.room.requests.some((r) => r.kind === 'claimSeat'))).room.requests[0];
    for (const s of strangers) {
      expect(await s.request({ type: 'approve', tableId: id, request: claim.id, yes: true }), 'a stranger’s yes').toMatchObject({ type: 'error', code: 'forbidden' });
      expect(requestIn(s, id, 'claimSeat', 0)).toMatchObject({ canApprove: false });
    }
    expect(claim).toMatchObject({ kind: 'claimSeat', seat: 0, needs: 1, canApprove: true });
    expect(mallory.lastRoom(id)).toMatchObject({ yourSeat: null });
    // Bob says no: the seat stays Ann's.
    const none = bob.next('room', (f) => f.room.id === id && f.room.requests.length === 0);
    expect(await bob.request({ type: 'approve', tableId: id, request: claim.id, yes: false })).toMatchObject({ type: 'ok' });
    await none;
    const ann2 = await person(h, 'Ann', '127.0.0.2', ann.token);
    await ann2.waitFor('state', (f) => f.tableId === id);
    expect(ann2.lastRoom(id)).toMatchObject({ yourSeat: 0, youAreCreator: true });
    expect(mallory.states(id).every((f) => (f.view as HighCardView).you === null)).toBe(true);
  });

  it('still moves a seat with its owner’s hand-off code and with the creator’s yes; the owner’s new device still decides', async () => {
    const h = await host();
    const { id, clients: [ann, bob, cat] } = await startedTable(h, [['Ann', '127.0.0.2'], ['Bob', '127.0.0.3'], ['Cat', '127.0.0.4']], 1);
    // Cat moves to her phone with a code from her laptop.
    const offer = await cat.request({ type: 'handOff', tableId: id });
    if (offer.type !== 'handOff') throw new Error(JSON.stringify(offer));
    const phone = await person(h, 'Cat', '127.0.0.5');
    expect(await phone.request({ type: 'claimSeat', tableId: id, seat: 2, code: offer.code })).toMatchObject({ type: 'ok' });
    await phone.waitFor('room', (f) => f.room.id === id && f.room.yourSeat === 2);
    // Dan takes over the bot: the creator, who is here, decides (not Bob).
    const dan = await person(h, 'Dan', '127.0.0.6');
    expect(roomOf(await dan.request({ type: 'joinTable', tableId: id, as: 'player', seat: 3 }))).toMatchObject({ yourSeat: null });
    const req = (await ann.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 1)).room.requests[0];
    expect(req).toMatchObject({ kind: 'takeOver', seat: 3, by: 'Dan', needs: 'creator', canApprove: true });
    expect(requestIn(bob, id, 'takeOver', 3)).toMatchObject({ canApprove: false });
    expect(await bob.request({ type: 'approve', tableId: id, request: req.id, yes: true })).toMatchObject({ type: 'error', code: 'forbidden', msg: { id: 'host.creatorDecides' } });
    // Somebody else asking for the same seat meanwhile is told it is asked for.
    const eve = await person(h, 'Eve', '127.0.0.7');
    expect(await eve.request({ type: 'joinTable', tableId: id, as: 'player', seat: 3 })).toMatchObject({ type: 'error', msg: { id: 'host.takeOverAsked' } });
    expect(await ann.request({ type: 'approve', tableId: id, request: req.id, yes: true })).toMatchObject({ type: 'ok' });
    const danState = await dan.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).you === 3);
    expect(danState.fullLog).toBe(true);
    expect(dan.lastRoom(id)).toMatchObject({ yourSeat: 3 });

    // Ann is away: Bob and Cat (on her phone: the same person since the deal) decide, both needed; Dan does not.
    const away = bob.next('room', (f) => f.room.id === id && connected(f, 0) === false);
    await ann.close();
    await away;
    expect(await eve.request({ type: 'claimSeat', tableId: id, seat: 0 })).toMatchObject({ type: 'ok' });
    const claim = (await bob.waitFor('room', (f) => f.room.id === id && f.room.requests.some((r) => r.kind === 'claimSeat'))).room.requests.find((r) => r.kind === 'claimSeat')!;
    expect(claim).toMatchObject({ needs: 2, canApprove: true });
    expect(await dan.request({ type: 'approve', tableId: id, request: claim.id, yes: true })).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(await bob.request({ type: 'approve', tableId: id, request: claim.id, yes: true })).toMatchObject({ type: 'ok' });
    expect(eve.lastRoom(id)).toMatchObject({ yourSeat: null });
    const moved = eve.next('room', (f) => f.room.id === id && f.room.yourSeat === 0 && f.room.youAreCreator);
    expect(await phone.request({ type: 'approve', tableId: id, request: claim.id, yes: true })).toMatchObject({ type: 'ok' });
    await moved;
    await eve.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).you === 0);
  });

  it('lets a person sit in a bot’s seat at once before the game', async () => {
    const h = await host();
    const ann = await person(h, 'Ann', '127.0.0.2');
    const id = roomOf(await ann.request({ type: 'createTable', game: 'highcard' })).id;
    expect(await ann.request({ type: 'addBot', tableId: id, seat: 1, level: 'basic' })).toMatchObject({ type: 'ok' });
    const bob = await person(h, 'Bob', '127.0.0.3');
    expect(roomOf(await bob.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 }))).toMatchObject({ yourSeat: 1, requests: [] });
  });
});

describe('a kick holds', () => {
  it('a kicked person’s new identity on the same device takes no seat (not the bot playing theirs); others on that device play on', async () => {
    const h = await host();
    // Bob and Ben share a laptop (pass-and-play); Cat has her own.
    const { id, clients: [ann, bob, ben, cat] } = await startedTable(h, [['Ann', '127.0.0.2'], ['Bob', '127.0.0.3'], ['Ben', '127.0.0.3'], ['Cat', '127.0.0.4']]);
    const told = bob.next('left', (f) => f.tableId === id);
    expect(await ann.request({ type: 'kick', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    expect(await told).toMatchObject({ reason: 'kicked' });
    await ann.waitFor('room', (f) => f.room.id === id && f.room.seats[1].kind === 'bot');

    // Bob comes back as someone new from his laptop: not the bot's seat (his own hand), not any seat, not Cat's.
    const bob2 = await person(h, 'Robert', '127.0.0.3');
    const refused = { type: 'error', code: 'forbidden', msg: { id: 'host.kickedDevice' } };
    expect(await bob2.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 })).toMatchObject(refused);
    expect(await bob2.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject(refused);
    const catAway = ann.next('room', (f) => f.room.id === id && connected(f, 3) === false);
    await cat.close();
    await catAway;
    expect(await bob2.request({ type: 'claimSeat', tableId: id, seat: 3 })).toMatchObject(refused);
    expect(ann.lastRoom(id)!.requests).toEqual([]);
    expect(ann.lastRoom(id)!.seats[1]).toMatchObject({ kind: 'bot' });
    // Ben, on the same laptop, plays on; someone from another device may still ask for the bot's seat.
    await play(ben, id);
    const dan = await person(h, 'Dan', '127.0.0.6');
    expect(roomOf(await dan.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 })).requests).toMatchObject([{ kind: 'takeOver', seat: 1, needs: 'creator' }]);
    expect(bob2.states(id).every((f) => (f.view as HighCardView).you === null)).toBe(true);
  });

  it('a kicked token and device stay refused after a restart on the same data folder', async () => {
    const dataDir = tempDir();
    const h = await host({ dataDir });
    const { id, clients: [ann, bob, ben] } = await startedTable(h, [['Ann', '127.0.0.2'], ['Bob', '127.0.0.3'], ['Ben', '127.0.0.3'], ['Cat', '127.0.0.4']]);
    expect(await ann.request({ type: 'kick', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    await h.close();

    // The kicked token is known (and refused a seat), not replaced by a fresh one; the device is refused too.
    const refused = { type: 'error', code: 'forbidden', msg: { id: 'host.kickedDevice' } };
    const h2 = await host({ dataDir });
    const bobBack = await person(h2, 'Bob', '127.0.0.30', bob.token);
    expect(bobBack.token).toBe(bob.token);
    expect(bobBack.lastRoom(id)).toBeUndefined();
    expect(await bobBack.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 })).toMatchObject({ type: 'error', code: 'forbidden', msg: { id: 'host.kicked' } });
    expect(await bobBack.request({ type: 'claimSeat', tableId: id, seat: 3 })).toMatchObject({ type: 'error', code: 'forbidden', msg: { id: 'host.kicked' } });
    const bob3 = await person(h2, 'Bobby', '127.0.0.3');
    expect(await bob3.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 })).toMatchObject(refused);
    // Ben's seat is still his on the laptop.
    const ben2 = await person(h2, 'Ben', '127.0.0.3', ben.token);
    await ben2.waitFor('state', (f) => f.tableId === id);
    expect(ben2.lastRoom(id)).toMatchObject({ yourSeat: 2 });
    for (const c of [bobBack, bob3]) expect(c.states(id).every((f) => (f.view as HighCardView).you === null)).toBe(true);
  });

  it('a person away when the host restarted, kicked after it, is refused from the device they played from', async () => {
    const dataDir = tempDir();
    const h = await host({ dataDir });
    const { id, clients: [ann, bob] } = await startedTable(h, [['Ann', '127.0.0.2'], ['Bob', '127.0.0.3']], 1);
    await bob.close();
    await h.close();
    const h2 = await host({ dataDir });
    const ann2 = await person(h2, 'Ann', '127.0.0.2', ann.token);
    await ann2.waitFor('state', (f) => f.tableId === id);
    // Bob is away (his device not connected since the restart) when Ann kicks him.
    expect(await ann2.request({ type: 'kick', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    const bobby = await person(h2, 'Bobby', '127.0.0.3');
    expect(await bobby.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 })).toMatchObject({ type: 'error', code: 'forbidden', msg: { id: 'host.kickedDevice' } });
  });

  it('a kick drops what the kicked device asked for; after the game ("Play again") the device may sit again, the kicked token may not', async () => {
    const h = await host();
    const { id, clients: [ann, bob] } = await startedTable(h, [['Ann', '127.0.0.2'], ['Bob', '127.0.0.3']], 1);
    // Bob's flatmate asks for the bot's seat from his laptop; Bob is kicked: the request lapses.
    const flatmate = await person(h, 'Fay', '127.0.0.3');
    expect(roomOf(await flatmate.request({ type: 'joinTable', tableId: id, as: 'player', seat: 2 })).requests).toHaveLength(1);
    await ann.waitFor('room', (f) => f.room.id === id && f.room.requests.length === 1);
    const lapsed = ann.next('room', (f) => f.room.id === id && f.room.requests.length === 0);
    expect(await ann.request({ type: 'kick', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    await lapsed;
    expect(await flatmate.request({ type: 'joinTable', tableId: id, as: 'player', seat: 2 })).toMatchObject({ type: 'error', msg: { id: 'host.kickedDevice' } });
    // The game ends (Ann plays; the bots play theirs).
    for (let round = 0; round < 20; round++) await play(ann, id);
    await ann.waitFor('state', (f) => f.tableId === id && f.result !== null);
    expect(await ann.request({ type: 'rematch', tableId: id })).toMatchObject({ type: 'ok' });
    expect(await ann.request({ type: 'removeBot', tableId: id, seat: 2 })).toMatchObject({ type: 'ok' });
    expect(await bob.request({ type: 'joinTable', tableId: id, as: 'player', seat: 2 })).toMatchObject({ type: 'error', msg: { id: 'host.kicked' } });
    expect(roomOf(await flatmate.request({ type: 'joinTable', tableId: id, as: 'player', seat: 2 }))).toMatchObject({ yourSeat: 2 });
  });

  it('a person kicked after the game ended is not seated again by "Play again": their seat opens', async () => {
    const h = await host();
    const { id, clients: [ann, bob] } = await startedTable(h, [['Ann', '127.0.0.2'], ['Bob', '127.0.0.3']], 1);
    bob.autoplay(highCard, id, 1, 'bob');
    for (let round = 0; round < 20; round++) await play(ann, id);
    await ann.waitFor('state', (f) => f.tableId === id && f.result !== null);
    expect(await ann.request({ type: 'kick', tableId: id, seat: 1 })).toMatchObject({ type: 'ok' });
    const after = ann.next('room', (f) => f.room.id === id && f.room.status === 'lobby');
    expect(await ann.request({ type: 'rematch', tableId: id })).toMatchObject({ type: 'ok' });
    expect((await after).room.seats[1]).toEqual({ kind: 'open' });
    expect(await bob.request({ type: 'joinTable', tableId: id, as: 'player', seat: 1 })).toMatchObject({ type: 'error', msg: { id: 'host.kicked' } });
  });
});
