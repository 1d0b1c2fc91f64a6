/**
 * One table of the host: its game, options, seats (person, bot, open) and
 * creator, the authoritative game state, and the timers that run bots and the
 * game's scheduled system moves. Every accepted move goes to the store (fsync)
 * before `changed` lets the host broadcast it.
 */
import crypto from 'node:crypto';
import { applyMove, resolveOptions } from '../../shared/engine/engine.js';
import type { BaseState, Bot, BotLevel, GameDefinition, GameRecord, GameResult, Seat } from '../../shared/engine/types.js';
import { SYSTEM } from '../../shared/engine/types.js';
import { PLAYER_COLOURS, type ErrorCode, type SeatOccupant, type TableSummary } from '../../shared/protocol.js';
import type { MoveLine, SeatMeta, Store, TableMeta } from './store.js';

export interface Failure {
  code: ErrorCode;
  message: string;
}
export const fail = (code: ErrorCode, message: string): Failure => ({ code, message });

export interface Person {
  token: string;
  name: string;
  colour: string;
}

export interface TableHooks {
  store: Store;
  /** Milliseconds a bot waits before acting. */
  botDelayMs(): number;
  /** The delay before a scheduled system move the game asked to wait `ms` for. */
  systemDelayMs(ms: number): number;
  /** Does a connection of this person watch the table as a player right now? */
  isConnected(token: string, tableId: string): boolean;
  /** Something changed: 'room' (seats, options, status) and/or 'state' (the game). */
  changed(table: Table, what: { room?: boolean; state?: boolean }): void;
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

const BOT_NAMES = ['Ada', 'Blaise', 'Cleo', 'Dmitri', 'Emmy', 'Fibonacci', 'Grace', 'Hypatia', 'Ibn Sina', 'Jun', 'Katherine', 'Leonhard', 'Marie', 'Noether', 'Omar', 'Pascal'];

export function newToken(): string {
  return crypto.randomBytes(24).toString('base64url'); // 192 bits
}

export function newTableId(taken: (id: string) => boolean): string {
  for (;;) {
    const id = crypto.randomBytes(5).toString('hex'); // 10 characters [0-9a-f]
    if (!taken(id)) return id;
  }
}

export function defaultSeatCount(def: GameDefinition): number {
  return Math.min(Math.max(4, def.minPlayers), def.maxPlayers);
}

export class Table {
  state: BaseState | null = null;
  moves: MoveLine[] = [];
  private bots = new Map<Seat, Bot<unknown, { type: string }>>();
  private botTimers = new Map<Seat, NodeJS.Timeout>();
  private systemTimer: { timer: NodeJS.Timeout; moveNo: number } | null = null;
  private closed = false;
  /** Timers stopped for good (the host is closing). */
  private halted = false;

  constructor(public meta: TableMeta, readonly def: GameDefinition, private readonly hooks: TableHooks) {}

  get id(): string {
    return this.meta.id;
  }

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

  /** Does this token hold anything here (a seat or the creator's role)? */
  knows(token: string): boolean {
    return this.isCreator(token) || this.seatOf(token) !== null;
  }

  occupants(): SeatOccupant[] {
    return this.meta.seats.map((s): SeatOccupant => {
      if (s.kind === 'open') return { kind: 'open' };
      if (s.kind === 'bot') return { kind: 'bot', name: s.name, colour: s.colour, level: s.level };
      return { kind: 'human', name: s.name, colour: s.colour, ready: s.ready, connected: this.hooks.isConnected(s.token, this.id) };
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

  // ---------------------------------------------------------------- restore

  /** Rebuilds the game from the saved moves (after a restart), then resumes timers. */
  restore(moves: MoveLine[], finishedRecord: GameRecord | null): void {
    if (this.meta.status === 'lobby' || !this.meta.seed) return;
    const lines = this.meta.status === 'finished' && finishedRecord ? finishedRecord.moves : moves;
    const resolved = resolveOptions(this.def, this.meta.options, this.meta.seats.length);
    if (!resolved.ok) throw new Error(resolved.error);
    let state = this.def.setup(this.meta.seats.length, resolved.options, this.meta.seed);
    const kept: MoveLine[] = [];
    for (const [i, line] of lines.entries()) {
      const r = applyMove(this.def, state, line.seat, line.move);
      if (!r.ok) {
        this.hooks.log('error', `table ${this.id}: saved move ${i} (${line.move.type} by seat ${line.seat}) is refused on replay: ${r.error}; the table resumes before it`);
        break;
      }
      state = r.state;
      kept.push(line as MoveLine);
    }
    this.state = state;
    this.moves = kept;
    if (this.meta.status === 'playing') {
      for (const [seat, s] of this.meta.seats.entries()) if (s.kind === 'bot') this.makeBot(seat, s.level);
      if (this.def.isOver(state)) this.finish();
      else this.plan();
    }
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
    if (current.kind === 'bot') this.dropBot(seat);
    seats[seat] = { kind: 'human', name: person.name, colour: person.colour, token: person.token, ready: false };
    this.save();
    this.changed({ room: true, state: this.state !== null });
    if (this.state) this.plan();
    return seat;
  }

  /** The person leaves their seat (it opens); the creator's role passes on; an empty lobby table closes. */
  leave(token: string): { closeTable: boolean } {
    const seat = this.seatOf(token);
    if (seat !== null && this.meta.status !== 'finished') this.meta.seats[seat] = { kind: 'open' };
    if (this.isCreator(token) && this.meta.status !== 'finished') this.passCreator();
    const anyone = this.meta.seats.some((s) => s.kind === 'human');
    if (!anyone && this.meta.status === 'lobby') return { closeTable: true };
    this.save();
    this.changed({ room: true });
    return { closeTable: false };
  }

  private passCreator(): void {
    const next = this.meta.seats.find((s): s is Extract<SeatMeta, { kind: 'human' }> => s.kind === 'human' && s.token !== this.meta.creatorToken);
    if (next) this.meta.creatorToken = next.token;
  }

  rename(person: Person): boolean {
    let changed = false;
    for (const s of this.meta.seats) {
      if (s.kind === 'human' && s.token === person.token && (s.name !== person.name || s.colour !== person.colour)) {
        s.name = person.name;
        s.colour = person.colour;
        changed = true;
      }
    }
    if (changed) {
      this.save();
      this.changed({ room: true });
    }
    return changed;
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
    this.meta.options = r.options;
    this.save();
    this.changed({ room: true });
    return null;
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
    this.meta.seats = seats;
    this.meta.options = r.options;
    this.save();
    this.changed({ room: true });
    return null;
  }

  /** Creator: a bot takes an open seat (or, during a game, the seat of a person who is gone). */
  addBot(token: string, wanted: Seat | undefined, level: BotLevel): Seat | Failure {
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
      if (this.meta.status !== 'playing' || this.hooks.isConnected(current.token, this.id))
        return fail('no_seat', `Seat ${seat + 1} is taken by ${current.name}`);
    }
    const used = new Set(seats.flatMap((s) => (s.kind === 'bot' ? [s.name] : [])));
    const name = `${BOT_NAMES.find((n) => !used.has(`${n} (bot)`)) ?? `Bot ${seat + 1}`} (bot)`.slice(0, 24);
    seats[seat] = { kind: 'bot', level, name, colour: this.colourFor() };
    if (this.state) this.makeBot(seat, level);
    this.save();
    this.changed({ room: true, state: this.state !== null });
    if (this.state) this.plan();
    return seat;
  }

  removeBot(token: string, seat: Seat): Failure | null {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    if (this.meta.status === 'finished') return fail('forbidden', 'This game is over');
    if (this.meta.seats[seat]?.kind !== 'bot') return fail('no_seat', `Seat ${seat + 1} has no bot`);
    this.dropBot(seat);
    this.meta.seats[seat] = { kind: 'open' };
    this.save();
    this.changed({ room: true });
    return null;
  }

  /** Creator: removes a person; returns their token so the host can tell their connections. */
  kick(token: string, seat: Seat): string | Failure {
    const no = this.creatorOnly(token, 'any');
    if (no) return no;
    const s = this.meta.seats[seat];
    if (!s || s.kind !== 'human') return fail('no_seat', `Nobody sits at seat ${seat + 1}`);
    if (s.token === token) return fail('forbidden', 'You cannot remove yourself; leave the table instead');
    if (this.meta.status !== 'finished') this.meta.seats[seat] = { kind: 'open' };
    this.meta.kicked.push(s.token);
    this.save();
    this.changed({ room: true });
    return s.token;
  }

  setReady(token: string, ready: boolean): Failure | null {
    const seat = this.seatOf(token);
    if (seat === null) return fail('no_seat', 'You do not sit at this table');
    const s = this.meta.seats[seat] as Extract<SeatMeta, { kind: 'human' }>;
    if (s.ready !== ready) {
      s.ready = ready;
      this.save();
      this.changed({ room: true });
    }
    return null;
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
    const seed = crypto.randomBytes(16).toString('hex');
    let state: BaseState;
    try {
      state = this.def.setup(this.meta.seats.length, r.options, seed);
    } catch (e) {
      this.hooks.log('error', `table ${this.id}: setup failed: ${(e as Error).stack}`);
      return fail('internal', 'The game could not be dealt; try other options');
    }
    this.hooks.store.resetMoves(this.id);
    this.meta.options = r.options;
    this.meta.seed = seed;
    this.meta.gameNo += 1;
    this.meta.status = 'playing';
    for (const s of this.meta.seats) if (s.kind === 'human') s.ready = false;
    this.save();
    this.state = state;
    this.moves = [];
    this.bots.clear();
    for (const [seat, s] of this.meta.seats.entries()) if (s.kind === 'bot') this.makeBot(seat, s.level);
    this.hooks.log('info', `table ${this.id}: game ${this.meta.gameNo} of ${this.def.id} started`);
    this.changed({ room: true, state: true });
    this.plan();
    return null;
  }

  /** A person's move for their own seat. */
  move(token: string, move: unknown): Failure | null {
    if (this.meta.status === 'lobby' || !this.state) return fail('not_started', 'The game has not started yet');
    const seat = this.seatOf(token);
    if (seat === null) return fail('no_seat', 'You do not sit at this table: watchers cannot play');
    if (this.def.isOver(this.state)) return fail('illegal_move', 'The game is over');
    if (!this.def.scheduled?.(this.state) && !this.def.toAct(this.state).includes(seat))
      return fail('not_your_turn', 'It is not your turn to act');
    return this.accept(seat, move);
  }

  /** Validates with the engine, appends to the log on disk, then lets the host broadcast. */
  private accept(actor: Seat, move: unknown): Failure | null {
    const state = this.state;
    if (!state || this.closed) return fail('not_started', 'The game has not started yet');
    let r;
    try {
      r = applyMove(this.def, state, actor, move);
    } catch (e) {
      this.hooks.log('error', `table ${this.id}: ${this.def.id} threw on ${JSON.stringify(move).slice(0, 200)}: ${(e as Error).stack}`);
      return fail('internal', 'The game could not handle that move; nothing changed');
    }
    if (!r.ok) return fail('illegal_move', r.error);
    const parsed = this.def.moveSchema.parse(move) as MoveLine['move'];
    const line: MoveLine = { seat: actor, move: parsed };
    this.hooks.store.appendMove(this.id, line); // fsynced before anyone hears of it (whenSynced)
    this.state = r.state;
    this.moves.push(line);
    for (const [seat, bot] of this.bots) {
      if (bot.observe) {
        try { bot.observe(this.def.view(r.state, seat)); } catch (e) { this.hooks.log('warn', `table ${this.id}: bot ${seat} observe: ${(e as Error).message}`); }
      }
    }
    const over = this.def.isOver(r.state);
    if (over) this.finish();
    this.whenSynced({ state: true, room: over });
    if (!over) this.plan();
    return null;
  }

  // ---------------------------------------------------------------- group commit

  private pendingChange: { room?: boolean; state?: boolean } | null = null;
  private waiting: (() => void)[] = [];
  private syncScheduled = false;
  private syncing = false;

  /** Broadcasts `what` once every move appended so far is fsynced (moves of one tick share one fsync). */
  private whenSynced(what: { room?: boolean; state?: boolean }): void {
    this.pendingChange = { room: this.pendingChange?.room || what.room, state: this.pendingChange?.state || what.state };
    if (!this.syncScheduled && !this.syncing) {
      this.syncScheduled = true;
      queueMicrotask(() => this.sync());
    }
  }

  private sync(): void {
    this.syncScheduled = false;
    this.syncing = true;
    const change = this.pendingChange;
    const callbacks = this.waiting.splice(0);
    this.pendingChange = null;
    this.hooks.store.sync(this.id, (err) => {
      this.syncing = false;
      if (err) this.hooks.log('error', `table ${this.id}: fsync failed: ${err.message}`);
      if (change && !this.closed) this.guard('broadcast', () => this.hooks.changed(this, change));
      for (const cb of callbacks) this.guard('reply', cb);
      if (this.pendingChange || this.waiting.length) this.sync();
    });
  }

  /** Tells the host now, or together with the moves still waiting for their fsync. */
  private changed(what: { room?: boolean; state?: boolean }): void {
    if (this.pendingChange || this.syncing || this.syncScheduled) this.whenSynced(what);
    else this.hooks.changed(this, what);
  }

  /** Runs `cb` after the broadcast of every move accepted so far (so a reply follows its state frame). */
  afterBroadcast(cb: () => void): void {
    if (!this.pendingChange && !this.syncing && !this.syncScheduled) return cb();
    this.waiting.push(cb);
  }

  /** Resolves when no move is waiting for its fsync. */
  idle(): Promise<void> {
    return new Promise((resolve) => this.afterBroadcast(resolve));
  }

  private finish(): void {
    this.clearTimers();
    if (this.meta.status !== 'playing') return;
    const file = this.hooks.store.saveRecord(this.id, this.meta.gameNo, this.record());
    this.meta.status = 'finished';
    this.save();
    this.hooks.log('info', `table ${this.id}: game ${this.meta.gameNo} over after ${this.moves.length} moves (record ${file})`);
  }

  private makeBot(seat: Seat, level: BotLevel): void {
    const bot = this.def.createBot(level, seat, `${this.meta.seed}/bot/${seat}/${this.moves.length}`);
    this.bots.set(seat, bot);
    if (this.state && bot.observe) {
      try { bot.observe(this.def.view(this.state, seat)); } catch { /* a bot that cannot observe still acts */ }
    }
  }

  private dropBot(seat: Seat): void {
    this.bots.delete(seat);
    const t = this.botTimers.get(seat);
    if (t) clearTimeout(t);
    this.botTimers.delete(seat);
  }

  /** Arms the timers the state asks for: a due system move, or bots whose turn it is. */
  plan(): void {
    const state = this.state;
    if (this.closed || this.halted || !state || this.meta.status !== 'playing' || this.def.isOver(state)) return this.clearTimers();
    const due = this.def.scheduled?.(state) ?? null;
    if (due) {
      for (const seat of [...this.botTimers.keys()]) this.dropTimer(seat);
      if (this.systemTimer?.moveNo === this.moves.length) return;
      if (this.systemTimer) clearTimeout(this.systemTimer.timer);
      const moveNo = this.moves.length;
      const timer = setTimeout(() => this.guard('system move', () => {
        this.systemTimer = null;
        if (!this.state || this.moves.length !== moveNo) return this.plan();
        const now = this.def.scheduled?.(this.state);
        if (now) {
          const err = this.accept(SYSTEM, now.move);
          if (err) this.hooks.log('error', `table ${this.id}: system move refused: ${err.message}`);
        }
      }), Math.max(0, this.hooks.systemDelayMs(due.delayMs)));
      this.systemTimer = { timer, moveNo };
      return;
    }
    if (this.systemTimer) { clearTimeout(this.systemTimer.timer); this.systemTimer = null; }
    const waiting = new Set(this.def.toAct(state));
    for (const seat of [...this.botTimers.keys()]) if (!waiting.has(seat) || !this.bots.has(seat)) this.dropTimer(seat);
    for (const seat of waiting) {
      if (!this.bots.has(seat) || this.botTimers.has(seat)) continue;
      this.botTimers.set(seat, setTimeout(() => this.guard(`bot at seat ${seat}`, () => this.botActs(seat)), Math.max(0, this.hooks.botDelayMs())));
    }
  }

  private dropTimer(seat: Seat): void {
    const t = this.botTimers.get(seat);
    if (t) clearTimeout(t);
    this.botTimers.delete(seat);
  }

  private botActs(seat: Seat, attempt = 0): void {
    this.botTimers.delete(seat);
    const state = this.state;
    const bot = this.bots.get(seat);
    if (!state || !bot || this.closed || this.halted || !this.def.toAct(state).includes(seat) || this.def.scheduled?.(state)) return this.plan();
    let move: unknown;
    try {
      move = bot.act(this.def.view(state, seat));
    } catch (e) {
      this.hooks.log('error', `table ${this.id}: bot at seat ${seat} failed: ${(e as Error).message}`);
    }
    const err = move === undefined ? fail('internal', 'no move') : this.accept(seat, move);
    if (err) {
      this.hooks.log('error', `table ${this.id}: bot at seat ${seat} move ${JSON.stringify(move)} refused: ${err.message}`);
      if (attempt < 3) {
        // Try a fresh random bot for this seat rather than stall the table.
        this.bots.set(seat, this.def.createBot('random', seat, `${this.meta.seed}/retry/${seat}/${this.moves.length}/${attempt}`));
        this.botActs(seat, attempt + 1);
      }
    }
  }

  /** Runs timer and I/O callbacks so that a failing game cannot bring the host down. */
  private guard(what: string, fn: () => void): void {
    try {
      fn();
    } catch (e) {
      this.hooks.log('error', `table ${this.id}: ${what} failed: ${(e as Error).stack}`);
    }
  }

  /** Stops bots and system moves for good (the host is closing). */
  stopTimers(): void {
    this.halted = true;
    this.clearTimers();
  }

  private clearTimers(): void {
    for (const seat of [...this.botTimers.keys()]) this.dropTimer(seat);
    if (this.systemTimer) clearTimeout(this.systemTimer.timer);
    this.systemTimer = null;
  }

  private save(): void {
    if (!this.closed) this.hooks.store.saveMeta(this.meta);
  }

  close(): void {
    this.clearTimers();
    this.closed = true;
  }
}
