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
 * Also the one-time hand-off codes a seated device makes to move its seat.
 * Kept in memory: a restart forgets open requests (ask again).
 */
import crypto from 'node:crypto';
import type { Seat } from '../../shared/engine/types.js';
import type { TableRequest } from '../../shared/protocol.js';
import type { Person } from './table.js';

export const REQUEST_TTL_MS = 10 * 60_000;
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
