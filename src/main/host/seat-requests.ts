/**
 * Decisions the people at a table take together about a seat in a started
 * game: "let a bot play this away seat until its owner is back" (standIn),
 * "this newcomer is the away seat's owner on a new device" (claimSeat) and
 * "this newcomer plays the bot's seat from now on" (takeOver). The creator
 * decides alone when present (playing or watching); when the creator is
 * away, the voters decide: the seated people who are here and have held
 * their seats since the deal (not someone who took a bot's seat over or
 * claimed a seat mid-game): two of them must agree, one when only one is
 * here. Any voter's "no" ends a request; requests lapse after ten minutes,
 * when the seat's owner comes back, or when the game ends.
 * Also the one-time hand-off codes a seated device makes to move its seat, and
 * the away seats themselves (since when each seated person has been away; a
 * person who is back plays their seat again at once). `SeatRequests` keeps the
 * requests and codes; `SeatDecisions` carries them out at a table.
 * Kept in memory: a restart forgets open requests (ask again).
 */
import crypto from 'node:crypto';
import type { Seat } from '../../shared/engine/types.js';
import type { TableRequest } from '../../shared/protocol.js';
import { refuse, type Failure } from './failure.js';
import type { HumanSeat, Person, SeatMove, Table } from './table.js';

const REQUEST_TTL_MS = 10 * 60_000;
export const HANDOFF_TTL_MS = 10 * 60_000;

export interface SeatRequest {
  id: string;
  kind: 'standIn' | 'claimSeat' | 'takeOver';
  seat: Seat;
  /** Who asked: a present player (standIn) or the newcomer (claimSeat, takeOver). */
  by: Person;
  /** The device (remote address) the newcomer asked from (claimSeat, takeOver): checked again when it is decided. */
  address?: string;
  /** Tokens of those who said yes. */
  approvals: Set<string>;
  at: number;
}

/** Who is at the table now, as the requests need it. */
export interface Presence {
  creatorToken: string;
  /** Is the creator here (playing or watching)? */
  creatorPresent: boolean;
  /**
   * Tokens of those who decide while the creator is away: the seated people who are here (connected as
   * players) and have held their seats since the deal.
   */
  voters: readonly string[];
  nameOf(token: string): string;
}

export class SeatRequests {
  private list: SeatRequest[] = [];
  private codes = new Map<string, { seat: Seat; token: string; until: number }>();

  constructor(private readonly now: () => number) {}

  private prune(): void {
    const now = this.now();
    this.list = this.list.filter((r) => now - r.at < REQUEST_TTL_MS);
    for (const [code, c] of this.codes) if (c.until <= now) this.codes.delete(code);
  }

  find(kind: SeatRequest['kind'], seat: Seat): SeatRequest | undefined {
    this.prune();
    return this.list.find((r) => r.kind === kind && r.seat === seat);
  }

  get(id: string): SeatRequest | undefined {
    this.prune();
    return this.list.find((r) => r.id === id);
  }

  open(kind: SeatRequest['kind'], seat: Seat, by: Person, address?: string): SeatRequest {
    const r: SeatRequest = { id: crypto.randomBytes(6).toString('hex'), kind, seat, by, approvals: new Set(), at: this.now(), ...(address === undefined ? {} : { address }) };
    this.list.push(r);
    return r;
  }

  drop(r: SeatRequest): void {
    this.list = this.list.filter((x) => x !== r);
  }

  /** Every request about `seat` ends (its owner is back, or it moved). */
  dropSeat(seat: Seat): void {
    this.list = this.list.filter((r) => r.seat !== seat);
  }

  clear(): void {
    this.list = [];
    this.codes.clear();
  }

  /**
   * Who decides: 'creator', or how many voters must say yes (two, one when only one is here; with none here,
   * one all the same: the request waits for a voter or the creator, or lapses).
   */
  needs(p: Presence): 'creator' | number {
    return p.creatorPresent ? 'creator' : Math.max(1, Math.min(2, p.voters.length));
  }

  /** May `token` answer requests: the creator when present, else a voter? */
  mayDecide(p: Presence, token: string): boolean {
    return p.creatorPresent ? token === p.creatorToken : p.voters.includes(token);
  }

  /** Has the request the yes it needs (only the yes of those who decide now count)? */
  approved(r: SeatRequest, p: Presence): boolean {
    const needs = this.needs(p);
    if (needs === 'creator') return r.approvals.has(p.creatorToken);
    return p.voters.length > 0 && [...r.approvals].filter((t) => p.voters.includes(t)).length >= needs;
  }

  /** Every request matching `pred` ends (a kick: requests from the kicked device). */
  dropWhere(pred: (r: SeatRequest) => boolean): boolean {
    const before = this.list.length;
    this.list = this.list.filter((r) => !pred(r));
    return this.list.length !== before;
  }

  /** The requests as `token` sees them in the room. */
  forRoom(token: string, p: Presence): TableRequest[] {
    this.prune();
    const mayDecide = this.mayDecide(p, token);
    return this.list.map((r) => ({
      id: r.id, kind: r.kind, seat: r.seat, by: r.by.name,
      approvals: [...r.approvals].map((t) => p.nameOf(t)),
      needs: this.needs(p),
      canApprove: mayDecide && !r.approvals.has(token) && r.by.token !== token,
      yours: r.by.token === token,
    }));
  }

  /** A one-time code that moves `token`'s `seat` to whoever brings it (within HANDOFF_TTL_MS). */
  handOff(seat: Seat, token: string): string {
    this.prune();
    for (const [code, c] of this.codes) if (c.token === token && c.seat === seat) this.codes.delete(code);
    const code = crypto.randomBytes(18).toString('base64url');
    this.codes.set(code, { seat, token, until: this.now() + HANDOFF_TTL_MS });
    return code;
  }

  /** Uses up `code` if it moves `seat`, still held by the token that made it. */
  redeem(code: string, seat: Seat, holder: string | undefined): boolean {
    this.prune();
    const c = this.codes.get(code);
    if (!c || c.seat !== seat || c.token !== holder) return false;
    this.codes.delete(code);
    return true;
  }
}

/**
 * The seat requests at one table, carried out: away seats, stand-ins, claims (with a hand-off code or approved),
 * a bot's seat taken over once approved, and hand-off codes. Each change is committed by the table (saved before
 * anyone hears it) and noted in its log.
 */
export class SeatDecisions {
  /** Since when each seated person has been away (in memory: a restart counts from the restart). */
  private readonly awaySince = new Map<string, number>();

  constructor(private readonly t: Table) {}

  /** How long `token`'s person has been away, at `now`. */
  awayMs(token: string, now: number): number {
    return Math.max(0, now - (this.awaySince.get(token) ?? now));
  }

  /**
   * Who is here changed (a player's connection came or went): an away seat's
   * owner who is back plays their seat again at once (its stand-in bot
   * stops); a seat whose owner went starts counting how long they are away.
   */
  presenceChanged(): void {
    const now = this.t.hooks.clock.now();
    let changed = false;
    for (const [seat, s] of this.t.meta.seats.entries()) {
      if (s.kind !== 'human') continue;
      if (this.t.hooks.isConnected(s.token)) {
        this.awaySince.delete(s.token);
        // Requests about the seat (a stand-in, a claim from another device) lapse: its owner is here.
        if (this.t.requests.find('standIn', seat) || this.t.requests.find('claimSeat', seat)) { this.t.requests.dropSeat(seat); changed = true; }
        if (s.standIn) {
          try {
            this.t.commit(() => { s.standIn = false; });
            this.t.game.timers.dropBot(seat);
            this.t.note('table.back', seat);
            changed = true;
          } catch (e) {
            this.t.hooks.log('error', `table ${this.t.id}: ${s.name} is back but the seat could not be saved as theirs: ${(e as Error).message}`);
          }
        }
      } else if (!this.awaySince.has(s.token)) {
        this.awaySince.set(s.token, now);
      }
    }
    if (changed && this.t.state) this.t.game.timers.plan();
  }

  /** Is the seat a person's who is not here, in a started game? */
  private awaySeat(seat: Seat): HumanSeat | Failure {
    if (this.t.meta.status !== 'playing') return refuse('forbidden', 'host.onlyStarted');
    const s = this.t.meta.seats[seat];
    if (!s || s.kind !== 'human') return refuse('no_seat', 'host.notAPerson', { n: seat + 1 });
    if (this.t.hooks.isConnected(s.token)) return refuse('forbidden', 'host.isHere', { name: s.name });
    return s;
  }

  /**
   * A present player asks that a bot play an away seat until its owner is
   * back (`on`), or withdraws that (the creator may also end a stand-in:
   * the seat waits for its owner again). Decided by `SeatRequests`.
   */
  standIn(token: string, seat: Seat, on: boolean): Failure | null {
    const mine = this.t.seatOf(token);
    if (!this.t.isCreator(token) && (mine === null || !this.t.hooks.isConnected(token))) return refuse('no_seat', 'host.decideSeats');
    const s = this.awaySeat(seat);
    if ('code' in s) return s;
    if (!on) {
      const r = this.t.requests.find('standIn', seat);
      if (r && r.by.token === token) { this.t.requests.drop(r); return this.t.tell(); }
      if (s.standIn && this.t.isCreator(token)) {
        this.t.commit(() => { s.standIn = false; });
        this.t.game.timers.dropBot(seat);
        this.t.note('table.standInEnded', seat);
        this.t.game.timers.plan();
        return this.t.tell();
      }
      return refuse('forbidden', 'host.nothingToWithdraw');
    }
    if (s.standIn) return null;
    const r = this.t.requests.find('standIn', seat) ?? this.t.requests.open('standIn', seat, { token, name: this.t.presence().nameOf(token), colour: '' });
    r.approvals.add(token);
    const out = this.decide(r);
    return out && 'from' in out ? null : out;
  }

  /**
   * A newcomer takes an away seat back (their laptop died): with the code its
   * old device handed on, at once (the owner's consent: the seat stays held
   * since the deal); otherwise once the creator, or the voters, approve.
   * Never from a device someone was kicked from during this game.
   */
  claim(person: Person, seat: Seat, code: string | undefined, address: string): SeatMove | Failure | null {
    if (this.t.seatOf(person.token) !== null) return refuse('forbidden', 'host.alreadySeated');
    if (this.t.meta.kicked.includes(person.token)) return refuse('forbidden', 'host.kicked');
    if (this.t.deviceKicked(address)) return refuse('forbidden', 'host.kickedDevice');
    const s = this.t.meta.seats[seat];
    if (code !== undefined) {
      if (this.t.meta.status === 'finished' || !s || s.kind !== 'human' || !this.t.requests.redeem(code, seat, s.token))
        return refuse('forbidden', 'host.badHandOff');
      return this.moveSeat(seat, person, true);
    }
    const away = this.awaySeat(seat);
    if ('code' in away) return away;
    if (this.t.requests.find('claimSeat', seat)) return refuse('forbidden', 'host.alreadyAsked', { name: away.name });
    this.t.requests.open('claimSeat', seat, person, address);
    return this.t.tell();
  }

  /** The creator's (when present) or a voter's yes or no to a request. */
  approve(token: string, id: string, yes: boolean): SeatMove | Failure | null {
    const r = this.t.requests.get(id);
    if (!r) return refuse('forbidden', 'host.requestGone');
    const p = this.t.presence();
    if (!this.t.requests.mayDecide(p, token)) return refuse('forbidden', p.creatorPresent ? 'host.creatorDecides' : 'host.playersDecide');
    if (r.by.token === token) return refuse('forbidden', 'host.yourRequest');
    if (!yes) {
      this.t.requests.drop(r);
      return this.t.tell();
    }
    r.approvals.add(token);
    return this.decide(r);
  }

  /** Carries out a request once it has the yes it needs. */
  private decide(r: SeatRequest): SeatMove | Failure | null {
    if (!this.t.requests.approved(r, this.t.presence())) return this.t.tell();
    this.t.requests.drop(r);
    // The newcomer may have been kicked, sat elsewhere here, or be on a device kicked since they asked.
    if (r.kind !== 'standIn' && !this.t.mayGain(r.by.token, r.address)) return this.t.tell();
    if (r.kind === 'takeOver') return this.takeOver(r.seat, r.by);
    const s = this.t.meta.seats[r.seat];
    if (this.t.meta.status !== 'playing' || s?.kind !== 'human' || this.t.hooks.isConnected(s.token)) return this.t.tell();
    if (r.kind === 'claimSeat') return this.moveSeat(r.seat, r.by, false);
    this.t.commit(() => { s.standIn = true; });
    this.t.game.timers.makeBot(r.seat, 'basic');
    this.t.note('table.standIn', r.seat);
    this.t.game.timers.plan();
    return this.t.tell();
  }

  /** An approved `takeOver`: the bot's (or open) seat becomes `person`'s, not held since the deal. */
  private takeOver(seat: Seat, person: Person): SeatMove | null {
    const current = this.t.meta.seats[seat];
    if (this.t.meta.status !== 'playing' || !current || current.kind === 'human') return this.t.tell();
    this.t.commit(() => { this.t.meta.seats[seat] = { kind: 'human', ...this.t.identityAt(seat, person), token: person.token, ready: false }; });
    this.t.requests.dropSeat(seat);
    if (current.kind === 'bot') this.t.game.timers.dropBot(seat);
    this.t.note('table.tookOver', seat);
    this.t.game.timers.plan();
    return { seat, from: null, to: person.token };
  }

  /**
   * The seat becomes `person`'s (their token); the old token loses it. `sameOwner`: moved with the owner's
   * hand-off code (it stays held since the deal); else (an approved claim) it is not.
   */
  private moveSeat(seat: Seat, person: Person, sameOwner: boolean): SeatMove {
    const s = this.t.meta.seats[seat] as HumanSeat;
    const from = s.token;
    this.t.commit(() => {
      s.token = person.token;
      s.standIn = false;
      if (!sameOwner) delete s.sinceDeal;
      if (this.t.meta.creatorToken === from) this.t.meta.creatorToken = person.token;
    });
    this.awaySince.delete(from);
    this.t.requests.dropSeat(seat);
    this.t.game.timers.dropBot(seat);
    this.t.note('table.seatMoved', seat);
    if (this.t.state) this.t.game.timers.plan();
    return { seat, from, to: person.token };
  }

  /** A seated person's one-time code to move their seat to another device. */
  handOff(token: string): { seat: Seat; code: string } | Failure {
    const seat = this.t.seatOf(token);
    if (seat === null) return refuse('no_seat', 'host.notSeated');
    if (this.t.meta.status === 'finished') return refuse('forbidden', 'host.over');
    return { seat, code: this.t.requests.handOff(seat, token) };
  }
}
