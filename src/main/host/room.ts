/**
 * A Room per table (after Colyseus): it owns the table's subscribers (the
 * connections playing or watching there), builds the per-seat views once per
 * broadcast, sends `room` and `state` frames, and handles the table's
 * messages. Lifecycle: created (a new table, or `restore`d after a restart),
 * `join`/`leave` of a connection, `dispose` when the table closes.
 */
import { logFor } from '../../shared/engine/engine.js';
import type { AnyGame, GameRecord, Seat } from '../../shared/engine/types.js';
import type { HostMessage, TableRoom } from '../../shared/protocol.js';
import { send, withRef, type Conn } from './connection.js';
import type { Clock } from './clock.js';
import type { Extensions } from './extension.js';
import type { Change } from './game-runner.js';
import type { LogFn } from './log.js';
import type { MoveLine, Store, TableMeta } from './store.js';
import { tableHandlers, type Handlers } from './room-handlers.js';
import { Table, type SeatMove } from './table.js';

/** A connection's place at a room. */
interface Sub {
  as: 'player' | 'spectator';
  /** Seat the last state frame was built for (a change means a full resend). */
  seat: Seat | null | undefined;
  /** Length of the full log already covered. */
  logSent: number;
  /**
   * Has the connection had its own room frame since it joined? Until then
   * broadcasts pass it by: whoever joined it sends its room and then one full
   * state (after the moves waiting for their fsync are broadcast), so a state
   * never arrives before its room, nor a second full state after it.
   */
  greeted: boolean;
}

/** One broadcast's views (per seat) and serialised state frames (per seat and log start). */
interface FrameCache {
  views: Map<Seat | null, unknown>;
  frames: Map<string, string>;
}

/** What a room needs of the host. */
export interface RoomHouse {
  store: Store;
  extensions: Extensions;
  botDelayMs(): number;
  systemDelayMs(ms: number): number;
  log: LogFn;
  joinUrl(tableId: string): string;
  /** Set when nobody on the LAN can find the host (the room says so). */
  reach?(): 'no-lan' | 'blocked' | undefined;
  /** Every connection of a person. */
  connsOf(token: string): Conn[];
  lobbyChanged(): void;
  /**
   * Removes a disposed room from the host at once; its files go (`remove`: finished games kept as records) or are
   * `archive`d whole, asynchronously: resolves once that is done (or failed, and was logged).
   */
  remove(room: Room, how: 'remove' | 'archive'): Promise<void>;
  clock: Clock;
  /** The clock of bots' waits and timed windows (HostOptions.timersClock). */
  timersClock?: Clock;
  /** True once the host is shutting down: nothing more is sent. */
  closing(): boolean;
}

export class Room {
  readonly table: Table;
  readonly subs = new Map<Conn, Sub>();
  /** The game whose end the extension has seen (its after-game step runs once per game). */
  private afterGameOf: number;
  /** When a connection was last here (now, while one is). */
  private lastPresence: number;
  /** What the extension's after-game step has to send after the game-over broadcast. */
  private news: (() => void) | null = null;
  /** True while the game is rebuilt after a restart (a game found over then is the restore step's). */
  private restoring = false;
  /** The address each person last played here from (in memory: a kick remembers it as their device). */
  private readonly playedFrom = new Map<string, string>();

  constructor(meta: TableMeta, def: AnyGame, readonly house: RoomHouse) {
    this.table = new Table(meta, def, {
      store: house.store, botDelayMs: house.botDelayMs, systemDelayMs: house.systemDelayMs, log: house.log,
      isConnected: (token) => this.isConnected(token),
      isPresent: (token) => [...this.subs.keys()].some((c) => c.person?.token === token),
      clock: house.clock,
      ...(house.timersClock ? { timersClock: house.timersClock } : {}),
      changed: (what) => this.changed(what),
      finished: () => this.finished(),
    });
    this.afterGameOf = meta.status === 'finished' ? meta.gameNo : 0;
    this.lastPresence = house.clock.now();
  }

  /** Milliseconds since a connection was last here (0 while one is). */
  idleFor(now: number): number {
    return this.subs.size ? 0 : now - this.lastPresence;
  }

  /** After a host restart: the game rebuilt from its saved moves, then the extension's restore step (not its after-game step). */
  restore(moves: MoveLine[], finished: GameRecord | null): void {
    this.restoring = true;
    try { this.table.game.restore(moves, finished); } finally { this.restoring = false; }
    if (this.table.meta.status === 'finished') this.afterGameOf = this.table.meta.gameNo;
    this.house.extensions.onRestore(this.table);
  }

  get id(): string { return this.table.id; }

  // ---------------------------------------------------------------- lifecycle

  /** A connection plays (`player`) or watches here. A seat's owner who is back plays it again at once. */
  join(conn: Conn, as: Sub['as']): void {
    this.subs.set(conn, { as, seat: undefined, logSent: 0, greeted: false });
    conn.rooms.add(this);
    if (as === 'player' && conn.person) {
      this.playedFrom.set(conn.person.token, conn.address);
      this.table.playedFrom(conn.person.token, conn.address);
    }
    this.lastPresence = this.house.clock.now();
    if (as === 'player') this.table.decisions.presenceChanged();
  }

  /** A connection closed: it leaves, and the others see who is still here (an away seat starts counting). */
  drop(conn: Conn): void {
    if (!this.leave(conn)) return;
    this.table.decisions.presenceChanged();
    this.changed({ room: true });
  }

  /** A connection stops watching (it left, was kicked, or closed). */
  leave(conn: Conn): boolean {
    conn.rooms.delete(this);
    if (this.subs.has(conn)) this.lastPresence = this.house.clock.now();
    return this.subs.delete(conn);
  }

  /**
   * The table closes: everyone there hears it. Its files go, its finished
   * games kept as records (`remove`), or the whole table is kept in the
   * archive folder (`archive`: closed by its creator, or retired when idle).
   */
  dispose(how: 'remove' | 'archive' = 'remove', after?: () => void): Promise<void> {
    this.table.close();
    const here = [...this.subs.keys()];
    for (const c of here) this.leave(c);
    // Everyone hears it once the table's files are gone or archived (the host no longer holds the table meanwhile).
    return this.house.remove(this, how).then(() => {
      for (const c of here) send(c, { type: 'left', tableId: this.id, reason: 'closed' });
      after?.();
    });
  }

  /**
   * The game ended and is saved as finished in the table's journal: the extension's after-game step
   * runs now, so that what it saves goes to disk with the game's end, before anyone hears of it; its news
   * follows the game-over broadcast (`changed`). Step 6 of a move's path (GameRunner.afterAcceptance).
   */
  private finished(): void {
    const t = this.table;
    if (this.restoring || this.afterGameOf === t.meta.gameNo) return;
    this.afterGameOf = t.meta.gameNo;
    const news = this.house.extensions.afterGame(t);
    if (news) { const before = this.news; this.news = before ? () => { before(); news(); } : news; }
  }

  // ---------------------------------------------------------------- frames

  isConnected(token: string): boolean {
    for (const [c, sub] of this.subs) if (sub.as === 'player' && c.person?.token === token) return true;
    return false;
  }

  roomFor(conn: Conn): TableRoom {
    const t = this.table;
    const token = conn.person?.token ?? '';
    const sub = this.subs.get(conn);
    let spectators = 0;
    for (const s of this.subs.values()) if (s.as === 'spectator') spectators++;
    const extra = this.house.extensions.roomInfo(t);
    const reach = this.house.reach?.();
    return {
      id: t.id, game: t.def.id, gameName: t.def.name, status: t.meta.status, options: t.meta.options, seats: t.occupants(),
      creatorSeat: t.creatorSeat(), youAreCreator: t.isCreator(token), yourSeat: sub?.as === 'player' ? t.seatOf(token) : null,
      spectators, joinUrl: this.house.joinUrl(t.id),
      gameNo: t.meta.gameNo, turnTimer: t.meta.turnTimer ?? 'off', hints: t.meta.hints ?? false, forcedChoices: t.meta.forcedChoices ?? true, bots: t.meta.bots ?? { thinking: 'normal', memory: 'human' }, pace: t.meta.pace ?? 'steady', requests: t.requestsFor(token), notes: t.meta.notes ?? [],
      ...(extra === undefined ? {} : { extra }),
      ...(reach === undefined ? {} : { reach }),
    };
  }

  /** `token` plays here no more (kicked, or its seat moved): its player connections leave and hear why. */
  seatGone(token: string, reason: 'kicked' | 'moved'): void {
    for (const c of this.house.connsOf(token)) {
      if (this.subs.get(c)?.as === 'player' && this.leave(c)) send(c, { type: 'left', tableId: this.id, reason });
    }
  }

  /**
   * A seat went to another token: the old token's connections stop playing
   * it (`left: moved`), the new owner's connections play it (room, then a full state).
   */
  seatMoved(m: SeatMove): void {
    if (m.from !== null) this.seatGone(m.from, 'moved');
    const fresh = this.house.connsOf(m.to);
    for (const c of fresh) this.join(c, 'player');
    this.table.afterBroadcast(() => {
      for (const c of fresh) { this.sendRoom(c); this.sendState(c, true); }
    });
    // A bot's seat taken over: the others' views name its new player.
    this.table.game.changed({ room: true, state: m.from === null && this.table.state !== null });
  }

  /** A person's devices as far as this host can tell: the addresses of their connections and the one they last played here from. */
  devicesOf(token: string): string[] {
    const out = new Set(this.house.connsOf(token).map((c) => c.address));
    const last = this.playedFrom.get(token);
    if (last !== undefined) out.add(last);
    // The address the seat was last played from, saved with the table (it outlives a restart of the host).
    const seat = this.table.seatOf(token);
    const saved = seat === null ? undefined : (this.table.meta.seats[seat] as { from?: string }).from;
    if (saved !== undefined) out.add(saved);
    return [...out];
  }

  /** The connection's own room frame (on join, reconnect, sync): from now on it hears the room's broadcasts. */
  sendRoom(conn: Conn, ref?: string): void {
    const sub = this.subs.get(conn);
    if (sub) sub.greeted = true;
    this.roomFrame(conn, ref);
  }

  private roomFrame(conn: Conn, ref?: string): void {
    send(conn, withRef({ type: 'room', room: this.roomFor(conn) }, ref));
  }

  /** The connections that hear broadcasts (those still waiting for their own room frame do not). */
  private greeted(): Conn[] {
    return [...this.subs].flatMap(([c, sub]) => (sub.greeted ? [c] : []));
  }

  /** The state frame for one subscriber; views are computed once per seat per broadcast. */
  sendState(conn: Conn, full: boolean, cache?: FrameCache): void {
    const t = this.table;
    const sub = this.subs.get(conn);
    const state = t.state;
    if (!sub || !state) return;
    const seat = sub.as === 'player' && conn.person ? t.seatOf(conn.person.token) : null;
    if (sub.seat !== seat) full = true;
    const from = full ? 0 : sub.logSent;
    sub.seat = seat;
    sub.logSent = state.log.length;
    // Connections that get the same frame (watchers, a person's tabs) share one serialisation.
    const key = `${seat}|${from}`;
    let frame = cache?.frames.get(key);
    if (frame === undefined) {
      let view = cache?.views.get(seat);
      if (view === undefined) {
        view = t.def.view(state, seat);
        cache?.views.set(seat, view);
      }
      const clocks = t.game.clocks.left();
      // "While you were away": the moves of this game the host made for the receiver's own seat (only its own frames).
      const madeForYou = seat === null ? [] : t.game.madeFor(seat).map(({ moveNo, why, logFrom, logTo }) => ({ moveNo, why, logFrom, logTo }));
      frame = JSON.stringify({
        type: 'state', tableId: t.id, moveNo: t.moves.length, view, toAct: t.toAct(), log: logFor(state.log, seat, from), fullLog: full, result: t.result(),
        ...(clocks.length ? { clocks } : {}),
        ...(madeForYou.length ? { madeForYou } : {}),
      } satisfies HostMessage);
      cache?.frames.set(key, frame);
    }
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
  }

  /** A frame to everyone here. */
  broadcast(msg: HostMessage): void {
    for (const c of this.subs.keys()) send(c, msg);
  }

  /** Everyone here except `conn` gets the room again (someone came or went). */
  roomToOthers(conn: Conn): void {
    for (const c of this.greeted()) if (c !== conn) this.roomFrame(c);
  }

  /** Tells everyone here what changed: their views (once per seat), their room, the lobby. */
  changed(what: Change): void {
    if (this.house.closing()) return;
    const t = this.table;
    // A finished game's extension step ran when the game ended (`finished`); its news follows the game-over broadcast.
    const news = what.room ? this.news : null;
    if (news) this.news = null;
    // One client's failure (a game's view throwing, a closed socket) never stops the others or the host.
    const each = (fn: (c: Conn) => void) => {
      for (const c of this.greeted()) {
        try { fn(c); } catch (e) { this.house.log('error', `table ${t.id}: update for a client failed: ${(e as Error).stack}`); }
      }
    };
    if (what.state) {
      const cache: FrameCache = { views: new Map(), frames: new Map() };
      each((c) => this.sendState(c, false, cache));
    }
    if (what.room) {
      each((c) => this.roomFrame(c));
      this.house.lobbyChanged();
    }
    news?.();
  }

  // ---------------------------------------------------------------- messages

  /** The table's messages (room-handlers.ts). */
  readonly handlers: Handlers = tableHandlers(this);
}
