/**
 * One table of the host: its game, options, seats (person, bot, open) and
 * creator. The game itself (state, moves, group commit) is its GameRunner,
 * the bots and system moves its TableTimers. Every change is saved before
 * `changed` lets the room broadcast it.
 */
import { resolveOptions } from '../../shared/engine/engine.js';
import type { BaseState, BotLevel, AnyGame, GameRecord, GameResult, Seat } from '../../shared/engine/types.js';
import { PLAYER_COLOURS, type SeatOccupant, type TableSummary } from '../../shared/protocol.js';
import { fail, type Failure } from './failure.js';
import { GameRunner, type Change } from './game-runner.js';
import type { LogFn } from './log.js';
import type { MoveLine, SeatMeta, Store, TableMeta } from './store.js';

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
  /** Something changed: 'room' (seats, options, status) and/or 'state' (the game). */
  changed(what: Change): void;
  log: LogFn;
}

const BOT_NAMES = ['Ada', 'Blaise', 'Cleo', 'Dmitri', 'Emmy', 'Fibonacci', 'Grace', 'Hypatia', 'Ibn Sina', 'Jun', 'Katherine', 'Leonhard', 'Marie', 'Noether', 'Omar', 'Pascal'];

export class Table {
  readonly game: GameRunner;

  constructor(public meta: TableMeta, readonly def: AnyGame, private readonly hooks: TableHooks) {
    this.game = new GameRunner(this, { ...hooks, commit: (fn) => this.commit(fn) });
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
    return this.meta.seats.map((s): SeatOccupant => {
      if (s.kind === 'open') return { kind: 'open' };
      if (s.kind === 'bot') return { kind: 'bot', name: s.name, colour: s.colour, level: s.level };
      return { kind: 'human', name: s.name, colour: s.colour, ready: s.ready, connected: this.hooks.isConnected(s.token) };
    });
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
      seats: this.meta.seats.map((s) => (s.kind === 'bot' ? { name: s.name, bot: s.level } : { name: s.kind === 'human' ? s.name : 'Open seat' })),
      moves: this.moves.map((m) => ({ seat: m.seat, move: m.move })),
    };
  }

  // ---------------------------------------------------------------- seats

  private colourFor(preferred?: string): string {
    const used = new Set(this.meta.seats.flatMap((s) => (s.kind === 'open' ? [] : [s.colour.toLowerCase()])));
    if (preferred && !used.has(preferred.toLowerCase())) return preferred;
    return PLAYER_COLOURS.find((c) => !used.has(c)) ?? preferred ?? PLAYER_COLOURS[0];
  }

  /** Sits a person (or returns them to their seat); takes over a bot's seat when asked or when no seat is open. */
  sit(person: Person, wanted: Seat | undefined): Seat | Failure {
    if (this.meta.kicked.includes(person.token)) return fail('forbidden', "The table's creator removed you from this table; you can still watch");
    const mine = this.seatOf(person.token);
    if (mine !== null) return mine;
    if (this.meta.status === 'finished') return fail('forbidden', 'This game is over; you can watch it');
    const seats = this.meta.seats;
    let seat = wanted;
    if (seat === undefined) {
      seat = seats.findIndex((s) => s.kind === 'open');
      if (seat < 0) seat = seats.findIndex((s) => s.kind === 'bot');
      if (seat < 0) return fail('no_seat', 'Every seat at this table is taken; you can watch');
    }
    if (seat >= seats.length) return fail('no_seat', `This table has ${seats.length} seats; there is no seat ${seat + 1}`);
    const current = seats[seat];
    if (current.kind === 'human') return fail('no_seat', `Seat ${seat + 1} is taken by ${current.name}`);
    this.commit(() => { this.meta.seats[seat] = { kind: 'human', name: person.name, colour: person.colour, token: person.token, ready: false }; });
    if (current.kind === 'bot') this.game.timers.dropBot(seat);
    this.game.changed({ room: true, state: this.state !== null });
    if (this.state) this.game.timers.plan();
    return seat;
  }

  /**
   * The person leaves their seat (it opens); the creator's role passes on; an
   * empty lobby table closes (nothing is saved: its files go). The room tells
   * everyone once its connections have left.
   */
  leave(token: string): { closeTable: boolean } {
    const before = structuredClone(this.meta);
    const seat = this.seatOf(token);
    if (seat !== null && this.meta.status !== 'finished') this.meta.seats[seat] = { kind: 'open' };
    if (this.isCreator(token) && this.meta.status !== 'finished') {
      const next = this.meta.seats.find((s): s is Extract<SeatMeta, { kind: 'human' }> => s.kind === 'human' && s.token !== this.meta.creatorToken);
      if (next) this.meta.creatorToken = next.token;
    }
    const anyone = this.meta.seats.some((s) => s.kind === 'human');
    if (!anyone && this.meta.status === 'lobby') return { closeTable: true };
    try {
      this.save();
    } catch (e) {
      putBack(this.meta, before);
      throw e;
    }
    return { closeTable: false };
  }

  /** A returning person's new name or colour at their seats (kept as it was, with a warning, if it cannot be saved). */
  rename(person: Person): void {
    const mine = (s: SeatMeta): s is Extract<SeatMeta, { kind: 'human' }> =>
      s.kind === 'human' && s.token === person.token && (s.name !== person.name || s.colour !== person.colour);
    if (!this.meta.seats.some(mine)) return;
    try {
      this.commitAndTell(() => {
        for (const s of this.meta.seats) if (mine(s)) { s.name = person.name; s.colour = person.colour; }
      });
    } catch (e) {
      this.hooks.log('warn', `table ${this.id}: ${person.name}'s new name or colour could not be saved (${(e as Error).message}); the seat keeps the old one`);
    }
  }

  private creatorOnly(token: string, when: 'lobby' | 'any'): Failure | null {
    if (!this.isCreator(token)) return fail('not_creator', "Only the table's creator can do that");
    if (when === 'lobby' && this.meta.status !== 'lobby') return fail('forbidden', 'The game has started: seats and options are fixed');
    return null;
  }

  setOptions(token: string, options: Record<string, unknown>): Failure | null {
    const no = this.creatorOnly(token, 'lobby');
    if (no) return no;
    const merged = { ...this.meta.options, ...options } as TableMeta['options'];
    const r = resolveOptions(this.def, merged, this.meta.seats.length);
    if (!r.ok) return fail('bad_options', r.error);
    return this.commitAndTell(() => { this.meta.options = r.options; });
  }

  setSeats(token: string, count: number): Failure | null {
    const no = this.creatorOnly(token, 'lobby');
    if (no) return no;
    if (count < this.def.minPlayers || count > this.def.maxPlayers)
      return fail('bad_options', `${this.def.name} is for ${this.def.minPlayers}–${this.def.maxPlayers} players, not ${count}`);
    const taken = this.meta.seats.findIndex((s, i) => i >= count && s.kind === 'human');
    if (taken >= 0) return fail('no_seat', `Seat ${taken + 1} is taken: move or remove that player first`);
    const r = resolveOptions(this.def, this.meta.options, count);
    if (!r.ok) return fail('bad_options', r.error);
    const seats = this.meta.seats.slice(0, count);
    while (seats.length < count) seats.push({ kind: 'open' });
    return this.commitAndTell(() => {
      this.meta.seats = seats;
      this.meta.options = r.options;
    });
  }

  /** Creator: a bot takes an open seat (or, during a game, the seat of a person who is gone). */
  addBot(token: string, wanted: Seat | undefined, level: BotLevel): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status === 'finished') return fail('forbidden', 'This game is over');
    const seats = this.meta.seats;
    const seat = wanted ?? seats.findIndex((s) => s.kind === 'open');
    if (seat < 0) return fail('no_seat', 'No seat is open for a bot');
    if (seat >= seats.length) return fail('no_seat', `This table has ${seats.length} seats; there is no seat ${seat + 1}`);
    const current = seats[seat];
    if (current.kind === 'bot') return fail('no_seat', `Seat ${seat + 1} already has a bot`);
    if (current.kind === 'human') {
      if (this.meta.status !== 'playing' || this.hooks.isConnected(current.token))
        return fail('no_seat', `Seat ${seat + 1} is taken by ${current.name}`);
    }
    const used = new Set(seats.flatMap((s) => (s.kind === 'bot' ? [s.name] : [])));
    const name = `${BOT_NAMES.find((n) => !used.has(`${n} (bot)`)) ?? `Bot ${seat + 1}`} (bot)`.slice(0, 24);
    const colour = this.colourFor();
    this.commit(() => { this.meta.seats[seat] = { kind: 'bot', level, name, colour }; });
    if (this.state) this.game.timers.makeBot(seat, level);
    this.game.changed({ room: true, state: this.state !== null });
    if (this.state) this.game.timers.plan();
    return null;
  }

  removeBot(token: string, seat: Seat): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status === 'finished') return fail('forbidden', 'This game is over');
    if (this.meta.seats[seat]?.kind !== 'bot') return fail('no_seat', `Seat ${seat + 1} has no bot`);
    this.commit(() => { this.meta.seats[seat] = { kind: 'open' }; });
    this.game.timers.dropBot(seat);
    this.game.changed({ room: true });
    return null;
  }

  /** Creator: removes a person; returns their token so the room can tell their connections. */
  kick(token: string, seat: Seat): string | Failure {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    const s = this.meta.seats[seat];
    if (!s || s.kind !== 'human') return fail('no_seat', `Nobody sits at seat ${seat + 1}`);
    if (s.token === token) return fail('forbidden', 'You cannot remove yourself; leave the table instead');
    this.commit(() => {
      if (this.meta.status !== 'finished') this.meta.seats[seat] = { kind: 'open' };
      this.meta.kicked.push(s.token);
    });
    return s.token;
  }

  setReady(token: string, ready: boolean): Failure | null {
    const seat = this.seatOf(token);
    if (seat === null) return fail('no_seat', 'You do not sit at this table');
    const s = this.meta.seats[seat] as Extract<SeatMeta, { kind: 'human' }>;
    if (s.ready === ready) return null;
    return this.commitAndTell(() => { (this.meta.seats[seat] as typeof s).ready = ready; });
  }

  // ---------------------------------------------------------------- play

  /** Creator: deals a new game (also a rematch after a finished one). */
  start(token: string): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status === 'playing') return fail('forbidden', 'The game has already started');
    const open = this.meta.seats.findIndex((s) => s.kind === 'open');
    if (open >= 0) return fail('no_seat', `Seat ${open + 1} is open: wait for a player, add a bot or remove the seat`);
    const r = resolveOptions(this.def, this.meta.options, this.meta.seats.length);
    if (!r.ok) return fail('bad_options', r.error);
    return this.game.deal(r.options);
  }

  /**
   * A person's move for their own seat, made on the state of `moveNo` moves.
   * The host checks only that the game runs, the person sits here and the move
   * is not stale (nothing but other seats' moves of the same simultaneous step
   * came since: see GameRunner.notStale); the engine checks the rest (game
   * over, shape, seat, turn, rules).
   */
  move(token: string, move: unknown, moveNo: number): Failure | null {
    if (this.meta.status === 'lobby' || !this.state) return fail('not_started', 'The game has not started yet');
    const seat = this.seatOf(token);
    if (seat === null) return fail('no_seat', 'You do not sit at this table: watchers cannot play');
    if (!this.game.notStale(seat, moveNo))
      return fail('stale', `That move was made on an older state (move ${moveNo}; the table is at move ${this.moves.length}): look again`);
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

  /** Stops bots and system moves for good (the host is closing). */
  stopTimers(): void {
    this.game.timers.halt();
  }

  save(): void {
    if (!this.game.closed) this.hooks.store.saveMeta(this.meta);
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

  private commitAndTell(fn: () => void): null {
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
function putBack(meta: TableMeta, before: TableMeta): void {
  for (const k of Object.keys(meta)) delete (meta as unknown as Record<string, unknown>)[k];
  Object.assign(meta, before);
}
