/**
 * One small class per thing people do at a table (docs/promises.md lists the features they meet at). Each command's
 * `check` says when it applies (from the model: `World`), `run` does it over the socket, updates the model from what
 * the host answered, then `World.observe` checks every promise.
 */
import fc from 'fast-check';
import type { AsyncCommand } from 'fast-check';
import type { Seat } from '../../../src/shared/engine/types.js';
import type { TablePace } from '../../../src/shared/protocol.js';
import type { Frame } from '../support/client.js';
import { broken, guard, type Person, type World } from './model.js';

type Cmd = AsyncCommand<World, World>;

/** How often each command ran (the soak prints it). */
export const commandsRun = new Map<string, number>();

abstract class Step implements Cmd {
  abstract check(w: Readonly<World>): boolean;
  abstract act(w: World): Promise<void>;
  abstract toString(): string;
  async run(w: World): Promise<void> {
    const name = this.constructor.name;
    commandsRun.set(name, (commandsRun.get(name) ?? 0) + 1);
    await this.act(w);
    await w.observe(this.toString());
  }
}

const person = (w: Readonly<World>, i: number): Person => w.people[i % w.people.length];
const live = (p: Person) => !!p.client && !p.client.closed;
const at = (p: Person) => live(p) && p.at;
const ask = async (p: Person, msg: Parameters<NonNullable<Person['client']>['request']>[0]): Promise<Frame | null> => {
  if (!p.client || p.client.closed) return null;
  return p.client.request(msg, 8000).catch(() => null);
};
const humanSeats = (w: Readonly<World>) => (w.meta?.seats ?? []).flatMap((s, i) => (s.kind === 'human' ? [i] : []));
const botSeats = (w: Readonly<World>) => (w.meta?.seats ?? []).flatMap((s, i) => (s.kind === 'bot' ? [i] : []));
const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length];

/** Someone comes to the table: says hello (if not connected) and sits, or watches. */
class Join extends Step {
  constructor(readonly i: number, readonly as: 'player' | 'spectator', readonly seat: number | null) { super(); }
  check(w: Readonly<World>) { return w.tableId !== null && !(person(w, this.i).at); }
  async act(w: World) {
    const p = person(w, this.i);
    if (!live(p)) await w.connect(p);
    const seats = w.meta?.seats.length ?? 1;
    const seat = this.seat === null ? undefined : this.seat % seats;
    const target = seat === undefined ? w.meta?.seats.findIndex((s) => s.kind === 'open') ?? -1 : seat;
    const botTarget = w.status === 'playing' && w.seatOf(p.token) === null
      ? (target >= 0 ? (w.meta?.seats[target]?.kind === 'bot' ? target : -1) : w.meta?.seats.findIndex((s) => s.kind === 'bot') ?? -1)
      : -1;
    // Taking over a bot's seat mid-game is a request (P1): the model notes who asked.
    if (this.as === 'player' && botTarget >= 0) w.asked.push({ kind: 'takeOver', seat: botTarget, by: p.token, gameNo: w.meta?.gameNo ?? 0 });
    await ask(p, { type: 'joinTable', tableId: w.tableId as string, as: this.as, ...(seat !== undefined ? { seat } : {}) });
  }
  toString() { return `join(p${this.i}, ${this.as}${this.seat === null ? '' : `, seat ${this.seat}`})`; }
}

class Leave extends Step {
  constructor(readonly i: number) { super(); }
  check(w: Readonly<World>) { return w.tableId !== null && at(person(w, this.i)); }
  async act(w: World) {
    const p = person(w, this.i);
    await ask(p, { type: 'leaveTable', tableId: w.tableId as string });
    p.at = false;
  }
  toString() { return `leave(p${this.i})`; }
}

/** The socket dies (a laptop lid, Wi-Fi). */
class Drop extends Step {
  constructor(readonly i: number) { super(); }
  check(w: Readonly<World>) { return live(person(w, this.i)); }
  async act(w: World) { await w.drop(person(w, this.i)); }
  toString() { return `drop(p${this.i})`; }
}

/** The same device reconnects with its token (and goes back to the table it held a seat at). */
class ComeBack extends Step {
  constructor(readonly i: number) { super(); }
  check(w: Readonly<World>) { return !live(person(w, this.i)); }
  async act(w: World) { await w.connect(person(w, this.i)); }
  toString() { return `comeBack(p${this.i})`; }
}

/**
 * The person's device is lost: they come back on another device (a new address, a new token) and take their seat
 * back, with the hand-off code their old device was given (when it was) or by asking the table.
 */
class NewDevice extends Step {
  constructor(readonly i: number, readonly useCode: boolean) { super(); }
  check(w: Readonly<World>) {
    const p = person(w, this.i);
    return w.tableId !== null && w.status === 'playing' && w.seatOf(p.token) !== null;
  }
  async act(w: World) {
    const p = person(w, this.i);
    const seat = w.seatOf(p.token) as Seat;
    const old = p.token;
    const code = this.useCode && p.code && p.code.owner === old ? p.code : null;
    await w.drop(p);
    p.device = w.newDevice();
    await w.connect(p, true);
    const r = await ask(p, { type: 'claimSeat', tableId: w.tableId as string, seat, ...(code ? { code: code.code } : {}) });
    if (code && r?.type === 'ok') w.redeemed.push({ seat, from: old, to: p.token });
    if (!code) w.asked.push({ kind: 'claimSeat', seat, by: p.token, gameNo: w.meta?.gameNo ?? 0 });
  }
  toString() { return `newDevice(p${this.i}, ${this.useCode ? 'with its code' : 'asking'})`; }
}

/** Someone without a seat claims another's seat (with a code they hold, which is not that seat's owner's, or asking). */
class Claim extends Step {
  constructor(readonly i: number, readonly seat: number) { super(); }
  check(w: Readonly<World>) {
    const p = person(w, this.i);
    return w.status === 'playing' && live(p) && w.seatOf(p.token) === null && humanSeats(w).length > 0;
  }
  async act(w: World) {
    const p = person(w, this.i);
    const seat = pick(humanSeats(w), this.seat);
    const holder = (w.meta?.seats[seat] as { token: string }).token;
    const code = p.code;
    const r = await ask(p, { type: 'claimSeat', tableId: w.tableId as string, seat, ...(code ? { code: code.code } : {}) });
    if (code && r?.type === 'ok' && code.owner === holder && code.seat === seat) w.redeemed.push({ seat, from: holder, to: p.token });
    if (!code) w.asked.push({ kind: 'claimSeat', seat, by: p.token, gameNo: w.meta?.gameNo ?? 0 });
  }
  toString() { return `claim(p${this.i}, seat #${this.seat})`; }
}

/** A yes or a no to a request the person sees in the room (whether or not the room offers them the choice). */
class Approve extends Step {
  constructor(readonly i: number, readonly r: number, readonly yes: boolean) { super(); }
  check(w: Readonly<World>) {
    const p = person(w, this.i);
    return at(p) && (w.lastRoom(p)?.requests.length ?? 0) > 0;
  }
  async act(w: World) {
    const p = person(w, this.i);
    const requests = w.lastRoom(p)?.requests ?? [];
    if (!requests.length) return;
    const req = pick(requests, this.r);
    const kind = (req.kind as string) === 'takeOver' ? 'takeOver' : req.kind;
    const mark = w.votes.length;
    if (this.yes) w.vote(req.id, req.seat, kind, p.token);
    const r = await ask(p, { type: 'approve', tableId: w.tableId as string, request: req.id, yes: this.yes });
    if (r?.type === 'error') w.votes.splice(mark);
  }
  toString() { return `approve(p${this.i}, request #${this.r}, ${this.yes ? 'yes' : 'no'})`; }
}

/** The seat's owner asks for a hand-off code (their consent to move the seat to their other device). */
class HandOff extends Step {
  constructor(readonly i: number) { super(); }
  check(w: Readonly<World>) { const p = person(w, this.i); return at(p) && w.seatOf(p.token) !== null && w.status !== 'finished'; }
  async act(w: World) {
    const p = person(w, this.i);
    const r = await ask(p, { type: 'handOff', tableId: w.tableId as string });
    if (r?.type === 'handOff') p.code = { code: r.code, seat: r.seat, owner: p.token, gameNo: w.meta?.gameNo ?? 0 };
  }
  toString() { return `handOff(p${this.i})`; }
}

class Kick extends Step {
  constructor(readonly seat: number) { super(); }
  check(w: Readonly<World>) {
    const c = w.people.find((p) => p.token === w.meta?.creatorToken);
    return !!c && live(c) && humanSeats(w).some((s) => w.holder(s)?.token !== c.token);
  }
  async act(w: World) {
    const c = w.people.find((p) => p.token === w.meta?.creatorToken) as Person;
    const seats = humanSeats(w).filter((s) => (w.meta?.seats[s] as { token: string }).token !== c.token);
    const seat = pick(seats, this.seat);
    const token = (w.meta?.seats[seat] as { token: string }).token;
    const r = await ask(c, { type: 'kick', tableId: w.tableId as string, seat });
    if (r?.type === 'ok') w.kicked(token);
  }
  toString() { return `kick(seat #${this.seat})`; }
}

class StandIn extends Step {
  constructor(readonly i: number, readonly seat: number, readonly on: boolean) { super(); }
  check(w: Readonly<World>) { return w.status === 'playing' && at(person(w, this.i)) && humanSeats(w).length > 0; }
  async act(w: World) {
    const p = person(w, this.i);
    await ask(p, { type: 'standIn', tableId: w.tableId as string, seat: pick(humanSeats(w), this.seat), on: this.on });
  }
  toString() { return `standIn(p${this.i}, seat #${this.seat}, ${this.on ? 'on' : 'off'})`; }
}

/** Another player on the same device (pass-and-play): a new token from that address, who sits. */
class PassAndPlay extends Step {
  constructor(readonly i: number) { super(); }
  check(w: Readonly<World>) { return w.tableId !== null && w.people.length < 7 && live(person(w, this.i)); }
  async act(w: World) {
    const host = person(w, this.i);
    const p: Person = { id: w.people.length, name: `${host.name}+${w.people.length}`, device: host.device, token: '', client: null, at: false, code: null };
    w.people.push(p);
    await w.connect(p, true);
    const seat = w.meta?.seats.findIndex((s) => s.kind === 'open') ?? -1;
    if (w.status === 'playing' && seat < 0) {
      const bot = botSeats(w)[0];
      if (bot !== undefined) w.asked.push({ kind: 'takeOver', seat: bot, by: p.token, gameNo: w.meta?.gameNo ?? 0 });
    }
    await ask(p, { type: 'joinTable', tableId: w.tableId as string, as: 'player' });
  }
  toString() { return `passAndPlay(p${this.i})`; }
}

/** Time passes on the host's manual clock: to just before the next turn clock runs out, to it, or a little. */
class Advance extends Step {
  constructor(readonly how: 'before' | 'deadline' | 'little') { super(); }
  check(w: Readonly<World>) { return w.status === 'playing' && w.o.timer !== 'off'; }
  async act(w: World) {
    const d = w.nextDeadline();
    const now = w.clock.now();
    const ms = this.how === 'little' || d === null ? 1000 : this.how === 'before' ? d - 1 - now : d - now;
    if (ms > 0) w.clock.advance(ms);
  }
  toString() { return `advance(${this.how})`; }
}

/** A person's own move: the game's bot picks one from the view they were sent. */
class Move extends Step {
  constructor(readonly i: number, readonly level: 'basic' | 'random') { super(); }
  check(w: Readonly<World>) {
    const p = person(w, this.i);
    const seat = w.seatOf(p.token);
    if (!at(p) || seat === null || w.status !== 'playing' || !w.tableId) return false;
    const last = p.client?.lastState(w.tableId);
    return !!last && !last.result && last.toAct.includes(seat);
  }
  async act(w: World) {
    const p = person(w, this.i);
    const seat = w.seatOf(p.token) as Seat;
    const last = p.client?.lastState(w.tableId as string);
    if (!last) return;
    let move: { type: string };
    try {
      move = w.def.createBot(this.level, seat, `model/${w.steps}`).act(last.view) as { type: string };
    } catch {
      return; // a connection that watches (the public view) has nothing to choose from
    }
    const sent = { gameNo: w.meta?.gameNo ?? 0, seat, moveNo: last.moveNo, move };
    w.sentMoves.push(sent);
    const r = await ask(p, { type: 'move', tableId: w.tableId as string, moveNo: last.moveNo, move });
    if (r?.type !== 'ok') w.sentMoves.splice(w.sentMoves.indexOf(sent), 1);
  }
  toString() { return `move(p${this.i}, ${this.level})`; }
}

/** Someone sets the table's pace (only the creator may, until the game ends: P7). */
class SetPace extends Step {
  constructor(readonly i: number, readonly pace: TablePace) { super(); }
  check(w: Readonly<World>) { return w.tableId !== null && live(person(w, this.i)); }
  async act(w: World) {
    const p = person(w, this.i);
    const r = await ask(p, { type: 'setPace', tableId: w.tableId as string, pace: this.pace });
    if (r?.type === 'ok') {
      if (p.token !== w.meta?.creatorToken) guard(() => broken('P7', `setPace: ${p.name}, not the creator, changed the pace`));
      if (w.status === 'finished') guard(() => broken('P7', 'setPace: the pace changed after the game ended'));
      w.pace = this.pace;
    }
  }
  toString() { return `setPace(p${this.i}, ${this.pace})`; }
}

/** The creator fills the open seats with bots and deals. */
class Deal extends Step {
  constructor(readonly anyway: boolean) { super(); }
  check(w: Readonly<World>) {
    const c = w.people.find((p) => p.token === w.meta?.creatorToken);
    return w.status === 'lobby' && !!c && live(c);
  }
  async act(w: World) {
    const c = w.people.find((p) => p.token === w.meta?.creatorToken) as Person;
    if (!c.at) await ask(c, { type: 'joinTable', tableId: w.tableId as string, as: 'player' });
    for (const [seat, s] of (w.meta?.seats ?? []).entries()) if (s.kind === 'open') await ask(c, { type: 'addBot', tableId: w.tableId as string, seat, level: 'basic' });
    await ask(c, { type: 'start', tableId: w.tableId as string, anyway: this.anyway || true });
  }
  toString() { return 'deal'; }
}

class Rematch extends Step {
  check(w: Readonly<World>) { const c = w.people.find((p) => p.token === w.meta?.creatorToken); return w.status === 'finished' && !!c && live(c); }
  async act(w: World) {
    const c = w.people.find((p) => p.token === w.meta?.creatorToken) as Person;
    await ask(c, { type: 'rematch', tableId: w.tableId as string });
  }
  toString() { return 'rematch'; }
}

/** The creator closes the table; someone opens the next one. */
class Close extends Step {
  check(w: Readonly<World>) { const c = w.people.find((p) => p.token === w.meta?.creatorToken); return w.tableId !== null && w.status === 'finished' && !!c && live(c); }
  async act(w: World) {
    const c = w.people.find((p) => p.token === w.meta?.creatorToken) as Person;
    const r = await ask(c, { type: 'closeTable', tableId: w.tableId as string });
    if (r?.type === 'ok') {
      w.tableId = null;
      w.snap = null;
      for (const p of w.people) p.at = false;
    }
  }
  toString() { return 'close'; }
}

class NewTable extends Step {
  constructor(readonly i: number) { super(); }
  check(w: Readonly<World>) { return w.tableId === null; }
  async act(w: World) { await w.openTable(person(w, this.i)); }
  toString() { return `newTable(p${this.i})`; }
}

/** The host restarts on the same data folder; everyone who was connected comes back. */
class Restart extends Step {
  check(w: Readonly<World>) { return w.status === 'playing' || w.status === 'finished'; }
  async act(w: World) {
    const back = w.live();
    await w.restart();
    for (const p of back) await w.connect(p);
    await w.settle();
    guard(() => w.checkRestart('restart'));
  }
  toString() { return 'restart'; }
}

/** A person opens tables of their own (bots in the other seats): the first started, the rest left waiting (P5). */
class OwnTable extends Step {
  constructor(readonly i: number, readonly count: number) { super(); }
  check(w: Readonly<World>) { return live(person(w, this.i)); }
  async act(w: World) {
    const p = person(w, this.i);
    for (let k = 0; k < this.count; k++) {
      const r = await ask(p, { type: 'createTable', game: w.def.id });
      if (r?.type !== 'room') return;
      w.created.set(r.room.id, { device: p.device, token: p.token });
      if (k > 0) continue;
      for (const [seat, s] of r.room.seats.entries()) if (s.kind === 'open') await ask(p, { type: 'addBot', tableId: r.room.id, seat, level: 'basic' });
      await ask(p, { type: 'start', tableId: r.room.id, anyway: true });
    }
  }
  toString() { return `ownTables(p${this.i}, ${this.count}: the first started)`; }
}

/**
 * A kicked person tries to sit again: with their own token, or with a new identity made on the same device (a fresh
 * hello without a token), at an open seat or a bot's (P2).
 */
class KickedReturns extends Step {
  constructor(readonly newIdentity: boolean, readonly seat: number | null) { super(); }
  check(w: Readonly<World>) {
    const kicked = w.tableId ? w.kickedTokens.get(w.tableId) : undefined;
    return !!kicked && w.people.some((p) => kicked.has(p.token));
  }
  async act(w: World) {
    const kicked = w.kickedTokens.get(w.tableId as string) as Set<string>;
    const p = w.people.find((x) => kicked.has(x.token)) as Person;
    await w.drop(p);
    await w.connect(p, this.newIdentity);
    const seats = w.meta?.seats.length ?? 1;
    const seat = this.seat === null ? undefined : this.seat % seats;
    if (w.status === 'playing') {
      const target = seat ?? (w.meta?.seats.findIndex((s) => s.kind === 'open' || s.kind === 'bot') ?? -1);
      if (target >= 0 && w.meta?.seats[target]?.kind === 'bot') w.asked.push({ kind: 'takeOver', seat: target, by: p.token, gameNo: w.meta.gameNo });
    }
    await ask(p, { type: 'joinTable', tableId: w.tableId as string, as: 'player', ...(seat !== undefined ? { seat } : {}) });
  }
  toString() { return `kickedReturns(${this.newIdentity ? 'a new identity on the same device' : 'the same token'}${this.seat === null ? '' : `, seat ${this.seat}`})`; }
}

/** Someone new, on a new device, can always open a table (P5: room is always left for others). */
class Newcomer extends Step {
  check(w: Readonly<World>) { return w.created.size > 1; }
  async act(w: World) {
    const p: Person = { id: -1, name: 'Newcomer', device: w.newDevice(), token: '', client: null, at: false, code: null };
    await w.connect(p, true);
    try {
      const r = await ask(p, { type: 'createTable', game: w.def.id });
      const open = w.allTables().length;
      if (r?.type !== 'room' && open < w.lim.total) guard(() => broken('P5', `someone new could not open a table with ${open} tables on the host: ${JSON.stringify(r).slice(0, 200)}`));
      if (r?.type === 'room') await ask(p, { type: 'closeTable', tableId: r.room.id });
    } finally {
      await w.drop(p);
    }
  }
  toString() { return 'newcomer'; }
}

const who = fc.nat({ max: 6 });

/** Every command, weighted: people's own moves, the clock and the seat flows most often. */
export function commandArbs(): fc.Arbitrary<Cmd>[] {
  const times = <T>(n: number, arb: T): T[] => Array.from({ length: n }, () => arb);
  return [
    ...times(2, fc.tuple(who, fc.constantFrom('player' as const, 'spectator' as const), fc.option(fc.nat({ max: 4 }))).map(([i, as, seat]) => new Join(i, as, seat))),
    who.map((i) => new Leave(i)),
    who.map((i) => new Drop(i)),
    ...times(2, who.map((i) => new ComeBack(i))),
    ...times(3, fc.tuple(who, fc.boolean()).map(([i, c]) => new NewDevice(i, c))),
    ...times(3, fc.tuple(who, fc.nat({ max: 4 })).map(([i, s]) => new Claim(i, s))),
    ...times(6, fc.tuple(who, fc.nat({ max: 3 }), fc.boolean()).map(([i, r, y]) => new Approve(i, r, y))),
    who.map((i) => new HandOff(i)),
    fc.nat({ max: 4 }).map((s) => new Kick(s)),
    ...times(2, fc.tuple(who, fc.nat({ max: 4 }), fc.boolean()).map(([i, s, on]) => new StandIn(i, s, on))),
    who.map((i) => new PassAndPlay(i)),
    ...times(3, fc.constantFrom('before' as const, 'deadline' as const, 'little' as const).map((h) => new Advance(h))),
    ...times(6, fc.tuple(who, fc.constantFrom('basic' as const, 'random' as const)).map(([i, l]) => new Move(i, l))),
    ...times(2, fc.boolean().map((a) => new Deal(a))),
    fc.tuple(who, fc.constantFrom('brisk' as const, 'steady' as const, 'relaxed' as const)).map(([i, pace]) => new SetPace(i, pace)),
    fc.constant(new Rematch()),
    fc.constant(new Close()),
    who.map((i) => new NewTable(i)),
    fc.constant(new Restart()),
    fc.tuple(who, fc.integer({ min: 1, max: 3 })).map(([i, n]) => new OwnTable(i, n)),
    fc.constant(new Newcomer()),
    fc.tuple(fc.boolean(), fc.option(fc.nat({ max: 4 }))).map(([n, s]) => new KickedReturns(n, s)),
  ];
}
