/**
 * `hello`: the protocol version check, the person's token (a known one keeps
 * its seats; an unknown or forged one is replaced by a fresh one), the
 * welcome and the lobby, then the person's way back to every seat they hold.
 */
import crypto from 'node:crypto';
import type { Clock, ClockTimer } from './clock.js';
import type { GameInfo, ClientMessage } from '../../shared/protocol.js';
import { PROTOCOL_VERSION } from '../../shared/protocol.js';
import { send, withRef, type Conn } from './connection.js';
import { refuse, type Outcome } from './failure.js';
import type { Lobby } from './lobby.js';
import type { Rooms } from './rooms.js';
import { rename } from './table-commands.js';
import type { Person } from './table.js';

interface HelloDeps {
  hostName: string;
  hostId: string;
  version: string;
  games: GameInfo[];
  joinUrls(): string[];
  rooms: Rooms;
  lobby: Lobby;
  /** The host's clock (how long a token has gone unseen). */
  clock: Clock;
  /** Every open connection (a token with one is never forgotten). */
  conns(): Iterable<Conn>;
  /** Tokens something outside the tables still names (an extension's: a campaign's pending badge choice). */
  otherTokens(): Iterable<string>;
  /** How long an unused token is kept, and how many unused tokens at most (TOKEN_LIMITS by default). */
  limits?: Partial<TokenLimits>;
}

export interface TokenLimits {
  /** A token that holds nothing and has had no connection for this long is forgotten (host clock). */
  idleMs: number;
  /** At most this many tokens that hold nothing: beyond, the longest unseen of them are forgotten first. */
  max: number;
}

/** A day; ten thousand (a hello storm cannot grow the host's memory beyond that). */
export const TOKEN_LIMITS: TokenLimits = { idleMs: 24 * 3_600_000, max: 10_000 };

/**
 * Forgets from `issued` (token → when last seen) the tokens not in `keep` that were last seen `idleMs` or more
 * before `now`; then, while more than `max` tokens outside `keep` remain, the longest unseen of them, down to 90 %
 * of `max` (so that a storm prunes once per many new tokens, not at each). Returns how many went.
 */
export function forgetTokens(issued: Map<string, number>, keep: ReadonlySet<string>, now: number, limits: TokenLimits): number {
  const before = issued.size;
  const idle: [string, number][] = [];
  for (const [t, seen] of issued) {
    if (keep.has(t)) continue;
    if (now - seen >= limits.idleMs) issued.delete(t);
    else idle.push([t, seen]);
  }
  if (idle.length > limits.max) {
    idle.sort((a, b) => a[1] - b[1]);
    for (const [t] of idle.slice(0, idle.length - Math.floor(limits.max * 0.9))) issued.delete(t);
  }
  return before - issued.size;
}

/** A fresh token: 192 random bits from the CSPRNG, base64url. */
function newToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export class Hello {
  /**
   * Tokens this host gave out or holds seats for, with when each was last seen (host clock); unknown tokens are
   * replaced. Those that hold nothing (no seat, no table created, not kicked anywhere, named by no extension) and have
   * had no connection for TokenLimits.idleMs are forgotten (`prune`), and never more than TokenLimits.max are kept.
   */
  private readonly issued = new Map<string, number>();
  private readonly limits: TokenLimits;
  /** Tokens over the limit since the last prune (a storm of new tokens prunes when it reaches `max`). */
  private sincePrune = 0;

  constructor(private readonly deps: HelloDeps) {
    this.limits = { ...TOKEN_LIMITS, ...deps.limits };
  }

  /** Tokens known from the data folder (restored seats and creators). */
  know(tokens: Iterable<string>): void {
    const now = this.deps.clock.now();
    for (const t of tokens) this.issued.set(t, now);
  }

  /** How many tokens the host knows. */
  get size(): number { return this.issued.size; }

  /** Tokens that hold something or are in use now: never forgotten. */
  private held(): Set<string> {
    const keep = new Set<string>();
    for (const room of this.deps.rooms.all()) {
      const m = room.table.meta;
      keep.add(m.creatorToken);
      for (const s of m.seats) if (s.kind === 'human') keep.add(s.token);
      for (const k of m.kicked) keep.add(k);
    }
    for (const t of this.deps.otherTokens()) keep.add(t);
    for (const c of this.deps.conns()) if (c.person) keep.add(c.person.token);
    return keep;
  }

  /** Forgets the tokens that hold nothing and have gone unseen too long (or are too many); returns how many. */
  prune(): number {
    this.sincePrune = 0;
    const keep = this.held();
    const now = this.deps.clock.now();
    // A token in use now counts as seen now.
    for (const c of this.deps.conns()) if (c.person && this.issued.has(c.person.token)) this.issued.set(c.person.token, now);
    return forgetTokens(this.issued, keep, now, this.limits);
  }

  /** Prunes every hour (or every quarter of `idleMs`, when shorter) on the host's clock until cancelled. */
  pruneEvery(): ClockTimer {
    let timer: ClockTimer | null = null;
    const every = Math.max(1000, Math.min(3_600_000, this.limits.idleMs / 4));
    const arm = () => { timer = this.deps.clock.after(every, () => { this.prune(); arm(); }); };
    arm();
    return { cancel: () => timer?.cancel() };
  }

  handle(conn: Conn, msg: Extract<ClientMessage, { type: 'hello' }>): Outcome {
    const d = this.deps;
    if (msg.protocol !== PROTOCOL_VERSION) {
      return refuse('version', 'host.version', { host: PROTOCOL_VERSION, client: msg.protocol, older: msg.protocol < PROTOCOL_VERSION });
    }
    const token = msg.token && this.issued.has(msg.token) ? msg.token : conn.person?.token ?? newToken();
    if (conn.person && conn.person.token !== token) {
      // Another identity on this connection: it keeps nothing of the previous one.
      for (const room of [...conn.rooms]) {
        room.leave(conn);
        room.changed({ room: true });
      }
    }
    if (!this.issued.has(token) && ++this.sincePrune >= Math.max(1, this.limits.max / 10) && this.issued.size >= this.limits.max) this.prune();
    this.issued.set(token, d.clock.now());
    const person: Person = { token, name: msg.name, colour: msg.colour.toLowerCase() };
    conn.person = person;
    send(conn, withRef({
      type: 'welcome', protocol: PROTOCOL_VERSION, hostName: d.hostName, hostId: d.hostId, version: d.version,
      you: { name: person.name, colour: person.colour, token }, games: d.games, joinUrls: d.joinUrls(),
    }, msg.ref));
    d.lobby.watch(conn, true);
    // Back to every seat this token holds: the full room and view.
    for (const room of d.rooms.all()) {
      if (room.table.seatOf(token) === null) continue;
      rename(room.table, person);
      const fresh = !room.subs.has(conn);
      if (fresh) room.join(conn, 'player');
      room.table.afterBroadcast(() => {
        if (fresh) room.roomToOthers(conn);
        room.sendRoom(conn);
        room.sendState(conn, true);
      });
    }
    return 'done';
  }
}
