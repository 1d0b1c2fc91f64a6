/**
 * One table of the host: its game, options, seats (person, bot, open) and
 * creator; the deal and "Play again", a person's move; saving (commit).
 * The game itself (state, moves, the path of an accepted move) is its
 * GameRunner, the bots and system moves its TableTimers; the settings and the
 * creator's commands are table-commands.ts, away seats and the decisions about
 * a seat in a started game seat-requests.ts. Every change is saved before
 * `changed` lets the room broadcast it.
 */
import { resolveOptions } from '../../shared/engine/engine.js';
import type { BaseState, AnyGame, GameRecord, GameResult, Seat } from '../../shared/engine/types.js';
import type { SeatOccupant, TableRequest, TableSummary } from '../../shared/protocol.js';
import { tableMsg, type TableMessageId } from '../../shared/table-messages.js';
import type { Clock } from './clock.js';
import { failWith, refuse, type Failure } from './failure.js';
import { GameRunner, type Change } from './game-runner.js';
import type { LogFn } from './log.js';
import { freeColour, uniqueName } from './seat-identity.js';
import { SeatDecisions, SeatRequests, type Presence } from './seat-requests.js';
import type { MoveLine, SeatMeta, Store, TableMeta } from './store.js';

export type HumanSeat = Extract<SeatMeta, { kind: 'human' }>;
/**
 * A seat moved to another person's token (a claim or a hand-off; `from` null: a bot's seat taken over with the
 * table's approval): the room moves the connections.
 */
export interface SeatMove { seat: Seat; from: string | null; to: string }
/** At most this many table notes are kept. */
const MAX_NOTES = 30;

export interface Person {
  token: string;
  name: string;
  colour: string;
}

interface TableHooks {
  store: Store;
  /** Milliseconds a bot waits before acting. */
  botDelayMs(): number;
  /** The delay before a scheduled system move the game asked to wait `ms` for. */
  systemDelayMs(ms: number): number;
  /** Does a connection of this person watch the table as a player right now? */
  isConnected(token: string): boolean;
  /** Is a connection of this person at the table at all (playing or watching)? */
  isPresent(token: string): boolean;
  clock: Clock;
  /** The clock of bots' waits and timed windows (HostOptions.timersClock). */
  timersClock?: Clock;
  /** Something changed: 'room' (seats, options, status) and/or 'state' (the game). */
  changed(what: Change): void;
  /** The game is over and saved as finished (before anyone hears it). */
  finished(): void;
  log: LogFn;
}

export class Table {
  readonly game: GameRunner;
  readonly requests: SeatRequests;
  /** Away seats, stand-ins, claims, takeovers and hand-offs (seat-requests.ts). */
  readonly decisions: SeatDecisions;

  constructor(public meta: TableMeta, readonly def: AnyGame, readonly hooks: TableHooks) {
    this.requests = new SeatRequests(() => hooks.clock.now());
    this.decisions = new SeatDecisions(this);
    this.game = new GameRunner(this, {
      ...hooks, commit: (fn) => this.commit(fn),
      timedOut: (seat) => this.note('table.timeout', seat),
      forced: (seat, at) => this.noteForced(seat, at),
      saveClocks: () => this.saveClocks(),
      finished: () => hooks.finished(),
    });
  }

  get id(): string { return this.meta.id; }
  get state(): BaseState | null { return this.game.state; }
  get moves(): readonly MoveLine[] { return this.game.moves; }

  // ---------------------------------------------------------------- queries

  seatOf(token: string): Seat | null {
    const i = this.meta.seats.findIndex((s) => s.kind === 'human' && s.token === token);
    return i < 0 ? null : i;
  }

  isCreator(token: string): boolean {
    return this.meta.creatorToken === token;
  }

  creatorSeat(): Seat | null {
    return this.seatOf(this.meta.creatorToken);
  }

  occupants(): SeatOccupant[] {
    const now = this.hooks.clock.now();
    return this.meta.seats.map((s): SeatOccupant => {
      if (s.kind === 'open') return { kind: 'open' };
      if (s.kind === 'bot') return { kind: 'bot', name: s.name, colour: s.colour, level: s.level };
      const connected = this.hooks.isConnected(s.token);
      const away = !connected && this.meta.status === 'playing' ? { awayMs: this.decisions.awayMs(s.token, now) } : {};
      return { kind: 'human', name: s.name, colour: s.colour, ready: s.ready, connected, ...away, ...(s.standIn ? { standIn: true } : {}) };
    });
  }

  /**
   * Whether the creator is at the table now, and the voters: the seated people who are here and have held their
   * seats since the deal (`sinceDeal`; not someone who took a bot's seat over or claimed a seat mid-game).
   */
  presence(): Presence {
    const voters = this.meta.seats.flatMap((s) => (s.kind === 'human' && s.sinceDeal && this.hooks.isConnected(s.token) ? [s.token] : []));
    return {
      creatorToken: this.meta.creatorToken,
      creatorPresent: this.hooks.isPresent(this.meta.creatorToken),
      voters,
      nameOf: (t) => this.meta.seats.find((s): s is HumanSeat => s.kind === 'human' && s.token === t)?.name ?? 'someone',
    };
  }

  requestsFor(token: string): TableRequest[] {
    return this.requests.forRoom(token, this.presence());
  }

  /**
   * A note about a seat for everyone's log (at most MAX_NOTES kept), saved with the table unless `at` says where
   * it goes (`moveNo` moves into the game, after `logAt` log entries; by default now).
   */
  note(id: TableMessageId, seat: Seat, at?: { moveNo: number; logAt: number; save: boolean }): void {
    const notes = this.meta.notes ?? [];
    const n = (notes.at(-1)?.n ?? -1) + 1;
    const note = { n, moveNo: at?.moveNo ?? this.moves.length, gameNo: this.meta.gameNo, logAt: at?.logAt ?? this.state?.log.length ?? 0, msg: tableMsg(id, { seat: { seat } }) };
    this.meta.notes = [...notes, note].slice(-MAX_NOTES);
    // Not saved: told only with the table's next flush all the same (the forced move's line, appended next).
    if (at?.save ?? true) this.saveOrWarn('a note');
    else this.game.persist();
    this.game.changed({ room: true });
  }

  /**
   * "The host made <seat>'s only choice": its move's line keeps it (`MoveLine.forced`), so it is not saved with the
   * table now (a table.json for every forced move would cost a file's write and sync each time); it goes with the
   * table's next save, and a restart notes it again from the line (`at`) unless the saved table has it.
   */
  private noteForced(seat: Seat, at?: { moveNo: number; logAt: number }): void {
    const gameNo = this.meta.gameNo;
    const moveNo = at?.moveNo ?? this.moves.length;
    const saved = (this.meta.notes ?? []).filter((x) => x.gameNo === gameNo);
    if (saved.some((x) => x.moveNo === moveNo && x.msg.id === 'table.forced')) return;
    // On a restart: every save of the table held every note made before it, so a forced line older than a saved
    // note of its game was saved too (and may since have been dropped as one of the oldest past MAX_NOTES).
    if (at && saved.some((x) => x.moveNo > moveNo)) return;
    this.note('table.forced', seat, { moveNo, logAt: at?.logAt ?? this.state?.log.length ?? 0, save: false });
  }

  summary(): TableSummary {
    return {
      id: this.id,
      game: this.def.id,
      gameName: this.def.name,
      status: this.meta.status,
      seats: this.meta.seats.length,
      seatsFree: this.meta.seats.filter((s) => s.kind === 'open').length,
      players: this.meta.seats.flatMap((s) => (s.kind === 'open' ? [] : [s.name])),
      createdAt: this.meta.createdAt,
    };
  }

  toAct(): Seat[] {
    return this.state ? this.def.toAct(this.state) : [];
  }

  result(): GameResult | null {
    return this.state ? this.def.result(this.state) : null;
  }

  record(): GameRecord {
    return {
      game: this.def.id,
      options: this.meta.options,
      seed: this.meta.seed ?? '',
      seats: this.meta.seats.map((s) => (s.kind === 'bot' ? { name: s.name, bot: s.level, colour: s.colour } : s.kind === 'human' ? { name: s.name, colour: s.colour } : { name: 'Open seat' })),
      moves: this.moves.map((m) => ({ seat: m.seat, move: m.move })),
    };
  }

  // ---------------------------------------------------------------- seats

  /** The colours and names of the seats other than `seat`. */
  others(seat: Seat | null): { colours: string[]; names: string[] } {
    const rest = this.meta.seats.filter((s, i): s is Exclude<SeatMeta, { kind: 'open' }> => i !== seat && s.kind !== 'open');
    return { colours: rest.map((s) => s.colour), names: rest.map((s) => s.name) };
  }

  /** A person's name and colour at `seat`, told apart from the other seats' ("Ana 2", the next free colour). */
  identityAt(seat: Seat, person: Person): { name: string; colour: string } {
    const o = this.others(seat);
    return { name: uniqueName(person.name, o.names), colour: freeColour(person.colour, o.colours) };
  }

  /** The address `token`'s seat is played from, saved with the table: a kick remembers it as their device, across restarts. */
  playedFrom(token: string, address: string): void {
    const seat = this.seatOf(token);
    if (seat === null) return;
    const s = this.meta.seats[seat] as HumanSeat;
    if (s.from === address) return;
    s.from = address;
    this.saveOrWarn('the address a seat is played from');
  }

  /** Is `address` the device of someone kicked from this game (see `kickedDevices`)? */
  deviceKicked(address: string | undefined): boolean {
    return address !== undefined && (this.meta.kickedDevices ?? []).includes(address);
  }

  /** May `token`, asking from `address`, gain a seat here: not kicked, seated nowhere here yet, not from a kicked device? */
  mayGain(token: string, address: string | undefined): boolean {
    return !this.meta.kicked.includes(token) && this.seatOf(token) === null && !this.deviceKicked(address);
  }

  creatorOnly(token: string, when: 'lobby' | 'any'): Failure | null {
    if (!this.isCreator(token)) return refuse('not_creator', 'host.notCreator');
    if (when === 'lobby' && this.meta.status !== 'lobby') return refuse('forbidden', 'host.started');
    return null;
  }

  // ---------------------------------------------------------------- play

  /**
   * Creator: deals a new game. Every seated person but the creator must be
   * ready, unless the creator starts `anyway` (having been told who is not).
   */
  start(token: string, anyway = false): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status === 'playing') return refuse('forbidden', 'host.alreadyStarted');
    if (this.meta.status === 'finished') return refuse('forbidden', 'host.overPlayAgain');
    const open = this.meta.seats.findIndex((s) => s.kind === 'open');
    if (open >= 0) return refuse('no_seat', 'host.seatOpen', { n: open + 1 });
    const notReady = this.meta.seats.filter((s): s is HumanSeat => s.kind === 'human' && !s.ready && s.token !== this.meta.creatorToken).map((s) => s.name);
    if (notReady.length && !anyway) {
      return refuse('not_ready', 'host.notReady', { names: { list: notReady } });
    }
    const r = resolveOptions(this.def, this.meta.options, this.meta.seats.length);
    if (!r.ok) return failWith('bad_options', r);
    // Every person seated now holds their seat since the deal (saved with the dealt game; taken back if it is not dealt).
    for (const s of this.meta.seats) if (s.kind === 'human') s.sinceDeal = true;
    let out: Failure | null = null;
    try {
      out = this.game.deal(r.options);
    } finally {
      if ((this.meta.status as TableMeta['status']) !== 'playing') for (const s of this.meta.seats) if (s.kind === 'human') delete s.sinceDeal;
    }
    return out;
  }

  /** Creator, after a game: everyone back to the room with the same seats and options ("Play again"). */
  rematch(token: string): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status !== 'finished') return refuse('forbidden', 'host.playAgainAfter');
    this.commit(() => {
      this.meta.status = 'lobby';
      delete this.meta.clocks;
      // The game is over: its kicked devices may sit again (the kicked tokens may not); the next deal says who holds a seat since it.
      delete this.meta.kickedDevices;
      for (const s of this.meta.seats) if (s.kind === 'human') { s.ready = false; delete s.standIn; delete s.sinceDeal; }
      // A person kicked after the game ended kept their seat only as the finished game's record: the next game opens it.
      this.meta.seats = this.meta.seats.map((s): SeatMeta => (s.kind === 'human' && this.meta.kicked.includes(s.token) ? { kind: 'open' } : s));
    });
    this.game.backToRoom();
    this.requests.clear();
    this.game.changed({ room: true });
    return null;
  }

  // ---------------------------------------------------------------- away seats

  tell(): null {
    this.game.changed({ room: true });
    return null;
  }

  /**
   * A person's move for their own seat, made on the state of `moveNo` moves.
   * The host checks only that the game runs, the person sits here and the move
   * is not stale (nothing but other seats' moves of the same simultaneous step
   * came since: see GameRunner.notStale); the engine checks the rest (game
   * over, shape, seat, turn, rules).
   */
  move(token: string, move: unknown, moveNo: number): Failure | null {
    if (this.meta.status === 'lobby' || !this.state) return refuse('not_started', 'host.notStarted');
    const seat = this.seatOf(token);
    if (seat === null) return refuse('no_seat', 'host.watchersCannotPlay');
    if (!this.game.notStale(seat, moveNo))
      return refuse('stale', 'host.stale', { moveNo, now: this.moves.length });
    return this.game.accept(seat, move);
  }

  /** Runs `cb` after the broadcast of every move accepted so far (so a reply follows its state frame). */
  afterBroadcast(cb: () => void): void {
    this.game.afterBroadcast(cb);
  }

  /** Resolves when no move is waiting for its fsync. */
  idle(): Promise<void> {
    return new Promise((resolve) => this.afterBroadcast(resolve));
  }

  /** Stops bots, system moves and turn clocks for good (the host is closing); the clocks' time left is saved. */
  stopTimers(): void {
    this.game.timers.halt();
    if (this.meta.status === 'playing' && (this.meta.turnTimer ?? 'off') !== 'off') this.saveClocks();
    this.game.clocks.stop();
  }

  /**
   * Puts the meta in the store's journal; the table's next flush writes it (asynchronously), and
   * nothing the table sends from now on goes out before that flush is done.
   */
  save(): void {
    if (this.game.closed) return;
    this.hooks.store.saveMeta(this.meta);
    this.game.persist();
  }

  /** Saves what only adds to the table (a note, the clocks' time left): a failed save is logged, the play goes on. */
  saveOrWarn(what: string): void {
    try { this.save(); } catch (e) { this.hooks.log('warn', `table ${this.id}: ${what} could not be saved: ${(e as Error).message}`); }
  }

  /** The turn clocks' time left, saved with the table. */
  private saveClocks(): void {
    this.meta.clocks = this.game.clocks.left();
    this.saveOrWarn('the turn clocks');
  }

  /**
   * Changes the meta with `fn` and saves it. If the save fails, the meta is put
   * back exactly as it was and the error goes on (the client hears "internal:
   * … nothing changed", which is then true, in memory and on disk).
   */
  commit(fn: () => void): void {
    const before = structuredClone(this.meta);
    try {
      fn();
      this.save();
    } catch (e) {
      putBack(this.meta, before);
      throw e;
    }
  }

  commitAndTell(fn: () => void): null {
    this.commit(fn);
    this.game.changed({ room: true });
    return null;
  }

  close(): void {
    this.game.timers.clear();
    this.game.closed = true;
  }
}

/** Makes `meta` (the same object: others hold it) equal to `before` again. */
export function putBack(meta: TableMeta, before: TableMeta): void {
  for (const k of Object.keys(meta)) delete (meta as unknown as Record<string, unknown>)[k];
  Object.assign(meta, before);
}
