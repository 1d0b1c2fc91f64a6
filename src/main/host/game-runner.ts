/**
 * The game at one table: the authoritative state and its moves, dealing,
 * accepting a move (the engine, then the move's path in one place:
 * `afterAcceptance`), the end of a game (its record), and rebuilding the game
 * after a restart. What it tells waits for the table's flush (group-commit.ts:
 * "fsynced before anyone hears of it").
 */
import crypto from 'node:crypto';
import { applyMove, replayUntilRefused, resolveOptions } from '../../shared/engine/engine.js';
import type { BaseState, AnyGame, GameRecord, OptionValues, Seat } from '../../shared/engine/types.js';
import { SYSTEM } from '../../shared/engine/types.js';
import { TableTimers, type TimedTable } from './bots.js';
import type { Clock } from './clock.js';
import { GroupCommit, type Change } from './group-commit.js';
import { TurnClocks } from './turn-clocks.js';
import { moveRefusal, refuse, type Failure } from './failure.js';
import type { LogFn } from './log.js';
import type { MadeFor, MoveLine, Store, TableMeta } from './store.js';

/** A move the host made for a person's seat (a timeout, a stand-in bot, a forced choice), and where its log entries are. */
export interface MoveMadeFor {
  seat: Seat;
  /** The move's index in the game (the state before it had `moveNo` moves). */
  moveNo: number;
  why: MadeFor | 'forced';
  /** Its log entries: from `logFrom` (the full log's length before it) up to, not including, `logTo`. */
  logFrom: number;
  logTo: number;
}

export type { Change } from './group-commit.js';

interface GameHooks {
  store: Store;
  botDelayMs(): number;
  systemDelayMs(ms: number): number;
  log: LogFn;
  /** The game changed: tell the table's subscribers (after the moves' fsync). */
  changed(what: Change): void;
  /** Changes the table's meta with `fn` and saves it; on a failed save the meta is put back and the error thrown. */
  commit(fn: () => void): void;
  clock: Clock;
  /** The clock of bots' waits and timed windows (HostOptions.timersClock). */
  timersClock?: Clock;
  /** A seat's turn timer ran out (before the bot's move for it). */
  timedOut(seat: Seat): void;
  /**
   * The host is about to play a person's only legal move for them ("Make forced choices for me"), or a restart
   * found such a move (`moveNo` moves into the game, the log `logAt` entries long before it): the table notes it,
   * in memory only — the move's line keeps it (`MoveLine.forced`).
   */
  forced(seat: Seat, at?: { moveNo: number; logAt: number }): void;
  /** A turn clock started: save the clocks with the table. */
  saveClocks(): void;
  /** The game is over and saved as finished (in the journal, written with the last move): the extension's after-game step. */
  finished(): void;
}

export class GameRunner implements TimedTable {
  state: BaseState | null = null;
  moves: MoveLine[] = [];
  closed = false;
  readonly timers: TableTimers;
  readonly clocks: TurnClocks;
  /** What the table tells waits for its flush (group-commit.ts). */
  private readonly commit: GroupCommit;

  constructor(private readonly table: { readonly id: string; readonly meta: TableMeta; readonly def: AnyGame; record(): GameRecord }, private readonly hooks: GameHooks) {
    this.commit = new GroupCommit(table.id, hooks.store, hooks.log, (what) => hooks.changed(what), () => this.closed);
    this.clocks = new TurnClocks(this, hooks.clock, { onTimeout: (seat) => this.timedOut(seat), save: () => hooks.saveClocks() });
    this.timers = new TableTimers(this, { ...hooks, planned: () => this.clocks.update() });
  }

  /**
   * A seat's turn timer ran out: the host makes that one move for it (the seat stays its owner's), a cautious one —
   * the game's `cautiousMove` from the seat's own view (the lowest legal bid, a pass, the cheapest choice); only if
   * that gives nothing legal, the basic bot's move, then the random bot's. The line says so (`madeFor: 'timeout'`).
   */
  private timedOut(seat: Seat): void {
    const state = this.state;
    if (!state || this.closed || !this.def.toAct(state).includes(seat)) return;
    this.hooks.timedOut(seat);
    const makers: [string, () => unknown][] = [
      ['cautious move', () => this.def.cautiousMove?.(this.def.view(state, seat), seat) ?? undefined],
      ...(['basic', 'random'] as const).map((level): [string, () => unknown] =>
        [`${level} bot`, () => this.def.createBot(level, seat, `${this.meta.seed}/timeout/${seat}/${this.moves.length}`).act(this.def.view(state, seat))]),
    ];
    for (const [who, make] of makers) {
      let move: unknown;
      try {
        move = make();
      } catch (e) {
        this.hooks.log('error', `table ${this.id}: the ${who} for seat ${seat}'s timeout failed: ${(e as Error).message}`);
        continue;
      }
      if (move === undefined || move === null) continue;
      const err = this.accept(seat, move, false, 'timeout');
      if (!err) return;
      this.hooks.log('error', `table ${this.id}: the ${who} for seat ${seat}'s timeout was refused: ${err.message}`);
    }
  }

  /** The moves of this game the host made for a seat (absent: every seat's), oldest first. */
  madeFor(seat?: Seat): MoveMadeFor[] {
    return seat === undefined ? this.made : this.made.filter((m) => m.seat === seat);
  }

  /** Every move of this game the host made for a person (see MoveMadeFor). */
  private made: MoveMadeFor[] = [];

  /** "Play again": the finished game stays a record; the table waits in the room for the next start. */
  backToRoom(): void {
    this.timers.clear();
    this.clocks.stop();
    this.state = null;
    this.moves = [];
    this.waited = [];
    this.made = [];
  }

  get id(): string { return this.table.id; }
  get meta(): TableMeta { return this.table.meta; }
  get def(): AnyGame { return this.table.def; }
  get moveCount(): number { return this.moves.length; }

  /**
   * For each move applied since this host started, the seats the game waited
   * for just before it (null for a system move or a move restored from disk).
   */
  private waited: (Seat[] | null)[] = [];

  /**
   * Was `seat`'s view of the state after `moveNo` moves still good for its next
   * move? Yes when every move since was another seat's move in the same
   * simultaneous step (the game waited for `seat` too, so nothing it decides
   * on changed: a sealed bid, a draft pick); no after anything else.
   */
  notStale(seat: Seat, moveNo: number): boolean {
    if (!Number.isInteger(moveNo) || moveNo > this.moves.length) return false;
    for (let j = moveNo; j < this.moves.length; j++) {
      const w = this.waited[j];
      if (!w || this.moves[j].seat === seat || !w.includes(seat)) return false;
    }
    return true;
  }

  /** Rebuilds the game from the saved moves (after a restart), then resumes timers. */
  restore(moves: MoveLine[], finishedRecord: GameRecord | null): void {
    const meta = this.meta;
    if (meta.status === 'lobby' || !meta.seed) return;
    const lines = meta.status === 'finished' && finishedRecord ? finishedRecord.moves : moves;
    const resolved = resolveOptions(this.def, meta.options, meta.seats.length);
    if (!resolved.ok) throw new Error(resolved.error);
    // A table with bots keeps every state of the replay: bots that remember are fed their seat's view of each.
    const withBots = meta.status === 'playing' && meta.seats.some((s) => s.kind === 'bot' || (s.kind === 'human' && s.standIn));
    const history: BaseState[] = [];
    // The log's length before each move: where a forced choice's note goes.
    const logAt: number[] = [];
    const r = replayUntilRefused(this.def, { ...this.table.record(), moves: lines }, (s) => {
      logAt.push(s.log.length);
      if (withBots) history.push(s);
    });
    if (r.refused) {
      const { index, refusal } = r.refused;
      this.hooks.log('error', `table ${this.id}: saved move ${index} (${lines[index].move.type} by seat ${lines[index].seat}) is refused on replay: ${refusal.message}; the table resumes before it`);
    }
    this.state = r.state;
    this.moves = lines.slice(0, r.applied) as MoveLine[];
    this.waited = [];
    this.made = [];
    for (const [moveNo, line] of this.moves.entries()) {
      if (line.forced && this.notesForced(line.move)) this.hooks.forced(line.seat, { moveNo, logAt: logAt[moveNo] });
      const why = line.madeFor ?? (line.forced ? 'forced' : null);
      if (why) this.made.push({ seat: line.seat, moveNo, why, logFrom: logAt[moveNo], logTo: logAt[moveNo + 1] ?? r.state.log.length });
    }
    if (meta.status === 'playing') {
      this.clocks.resume(meta.clocks);
      this.timers.makeBots(history);
      if (this.def.isOver(r.state)) this.finish();
      else this.timers.plan();
    }
  }

  /** Deals a new game with a fresh 128-bit seed (the table checked who may). */
  deal(options: OptionValues): Failure | null {
    const meta = this.meta;
    const seed = crypto.randomBytes(16).toString('hex');
    let state: BaseState;
    try {
      state = this.def.setup(meta.seats.length, options, seed);
    } catch (e) {
      this.hooks.log('error', `table ${this.id}: setup failed: ${(e as Error).stack}`);
      return refuse('internal', 'host.cannotDeal');
    }
    // The table is in the lobby or finished (its game kept as a record): an empty move file is right for both.
    this.hooks.store.resetMoves(this.id, meta.gameNo + 1);
    this.hooks.commit(() => {
      meta.options = options;
      meta.seed = seed;
      meta.gameNo += 1;
      meta.status = 'playing';
      for (const s of meta.seats) if (s.kind === 'human') s.ready = false;
    });
    this.state = state;
    this.moves = [];
    this.waited = [];
    this.made = [];
    this.timers.makeBots();
    this.hooks.log('info', `table ${this.id}: game ${meta.gameNo} of ${this.def.id} started`);
    // Timers first: the first state frame carries the turn clocks.
    this.timers.plan();
    this.changed({ room: true, state: true });
    return null;
  }

  /**
   * Validates with the engine; an accepted move then takes its path (`afterAcceptance`). `forced`: the host plays
   * a person's only legal move for them; the table notes it, and the line says so (so a restart notes it again).
   * `madeFor`: the host made this move for a person (`timeout`); a move for a person's seat a stand-in bot plays
   * is `standIn` by itself. The line keeps it, and the seat's own state frames list it ("While you were away").
   */
  accept(actor: Seat, move: unknown, forced = false, madeFor?: MadeFor): Failure | null {
    const state = this.state;
    if (!state || this.closed) return refuse('not_started', 'host.notStarted');
    let r;
    try {
      r = applyMove(this.def, state, actor, move);
    } catch (e) {
      this.hooks.log('error', `table ${this.id}: ${this.def.id} threw on ${JSON.stringify(move).slice(0, 200)}: ${(e as Error).stack}`);
      return refuse('internal', 'host.moveFailed');
    }
    if (!r.ok) return moveRefusal(r);
    this.afterAcceptance(actor, state, r.state, r.move as MoveLine['move'], forced, madeFor);
    return null;
  }

  /**
   * A move's path once the engine accepted it, in order, each step one call. Steps 1 to 6 run now, in memory and in
   * the table's journal; step 7's flush runs after this tick (one flush for every move and every table of the tick),
   * and its broadcast only once the line is on disk: nobody hears of a move a crash could lose.
   */
  private afterAcceptance(actor: Seat, before: BaseState, after: BaseState, move: MoveLine['move'], forced: boolean, madeFor?: MadeFor): void {
    // 1. "The host made <seat>'s only choice": the table's note (its line keeps it, so a restart notes it again),
    //    unless the game's own log line for the move says why it was the only one (`forcedSaysWhy`).
    if (forced && this.notesForced(move)) this.guard('note', () => this.hooks.forced(actor));
    // 2. Its line: the move, and whom the host made it for ("While you were away").
    const line = this.lineFor(actor, move, forced, madeFor, before.log.length, after.log.length);
    // 3. Appended to the table's journal, written and fdatasynced by step 7's flush.
    this.hooks.store.appendMove(this.id, line);
    // 4. The new state in memory, with its line and the seats the game waited for (GameRunner.notStale).
    this.advance(actor, before, after, line);
    // 5. The bots that remember see it.
    this.timers.observe(after);
    // 6. A game's end: its record and "finished" into the journal, then the extension's after-game step (Room.finished;
    //    what it has to say, its news, follows step 7's broadcast).
    const over = this.def.isOver(after);
    if (over) this.finish();
    // 7. Sync, then broadcast: the flush writes the journal; then every seat's state frame (and at a game's end the
    //    room, the lobby and the extension's news: Room.changed); then the replies waiting (afterBroadcast).
    this.commit.whenSynced({ state: true, room: over });
    // 8. The bots' and system moves' next step, and the turn clocks.
    if (!over) this.timers.plan();
  }

  /** Does a forced move get the table's "had only one choice" note? Not when the game's own line says why (`forcedSaysWhy`). */
  private notesForced(move: MoveLine['move']): boolean {
    return !(this.def.forcedSaysWhy ?? []).includes(move.type);
  }

  /** A move's line; a move the host made for a person is remembered for their state frames (`madeFor`). */
  private lineFor(actor: Seat, move: MoveLine['move'], forced: boolean, madeFor: MadeFor | undefined, logFrom: number, logTo: number): MoveLine {
    const seatMeta = this.meta.seats[actor];
    const why = forced ? undefined : madeFor ?? (seatMeta?.kind === 'human' && seatMeta.standIn ? 'standIn' : undefined);
    if (forced || why) this.made.push({ seat: actor, moveNo: this.moves.length, why: why ?? 'forced', logFrom, logTo });
    return { seat: actor, move, ...(forced ? { forced: true as const } : {}), ...(why ? { madeFor: why } : {}) };
  }

  /** The game moves on to `after`: its line joins the moves, and who the game waited for before it is kept. */
  private advance(actor: Seat, before: BaseState, after: BaseState, line: MoveLine): void {
    this.waited[this.moves.length] = actor === SYSTEM ? null : this.def.toAct(before);
    this.state = after;
    this.moves.push(line);
  }

  private finish(): void {
    this.timers.clear();
    this.clocks.stop();
    const meta = this.meta;
    if (meta.status !== 'playing') return;
    try {
      // Nothing else of table.json waiting to be written: the record and `finished` are only the game's end, which a
      // restart makes again from the moves (restore, above), so the game-over frames need only the last move on disk.
      const onlyTheEnd = !this.hooks.store.metaWaiting(this.id);
      const file = this.hooks.store.saveRecord(this.id, meta.gameNo, { ...this.table.record(), finishedAt: Date.now() });
      this.hooks.commit(() => { meta.status = 'finished'; });
      if (onlyTheEnd) this.hooks.store.endOfGame(this.id);
      // What the extension's step saves (a table.json with its data) is not made again by a restart: it cancels that.
      this.guard('after-game step', () => this.hooks.finished());
      this.hooks.log('info', `table ${this.id}: game ${meta.gameNo} over after ${this.moves.length} moves (record ${file})`);
    } catch (e) {
      // The last move is saved (its move file); only "finished" is not. Memory and disk both still say "playing",
      // and the next start replays the moves, sees the game over and finishes it again.
      this.hooks.log('error', `table ${this.id}: game ${meta.gameNo} is over but could not be saved as finished (${(e as Error).message}); its moves are saved, and the table stays "playing" until the host starts again`);
    }
  }

  // ---------------------------------------------------------------- group commit (group-commit.ts)

  /**
   * Something of the table was put in the store's journal (its meta, a record): the table's next
   * flush writes it, and every broadcast and reply from now on waits for that flush.
   */
  persist(): void {
    this.commit.whenSynced({});
  }

  /** Tells the host now, or together with the moves still waiting for their fsync. */
  changed(what: Change): void {
    this.commit.changed(what);
  }

  /** Runs `cb` after the broadcast of every move accepted so far (so a reply follows its state frame). */
  afterBroadcast(cb: () => void): void {
    this.commit.afterBroadcast(cb);
  }

  private guard(what: string, fn: () => void): void {
    this.commit.guard(what, fn);
  }
}
