/**
 * The timers of one table: its bots (each acts after a natural delay when the
 * game waits for its seat) and the game's scheduled system moves (e.g. hiding
 * a revealed card), applied as SYSTEM after their delay. Both play through the
 * table's `accept`, like a person's move. A bot that searches (`strong`) thinks
 * on the bot pool's worker threads (bot-pool.ts); its move arrives later and is
 * applied only if it is not stale, as a person's would be.
 */
import type { BaseState, Bot, BotLevel, BotSettings, AnyGame, Seat } from '../../shared/engine/types.js';
import { BOT_THINKING, TABLE_PACES, type TablePace } from '../../shared/protocol.js';
import { SYSTEM } from '../../shared/engine/types.js';
import { botPool } from './bot-pool.js';
import { systemClock, type Clock, type ClockTimer } from './clock.js';
import { fail, type Failure } from './failure.js';
import type { LogFn } from './log.js';
import type { TableMeta } from './store.js';

/** What the timers need of their table. */
export interface TimedTable {
  readonly id: string;
  readonly def: AnyGame;
  readonly meta: TableMeta;
  readonly state: BaseState | null;
  readonly moveCount: number;
  readonly closed: boolean;
  /** `forced`: the host plays a person's only legal move for them ("Make forced choices for me"; the table notes it). */
  accept(actor: Seat, move: unknown, forced?: boolean): Failure | null;
  /** Is a move made on the state of `moveNo` moves still good for `seat`? (GameRunner.notStale) */
  notStale?(seat: Seat, moveNo: number): boolean;
}

interface TimerHooks {
  /** Milliseconds a bot waits before acting. */
  botDelayMs(): number;
  /** The delay before a scheduled system move the game asked to wait `ms` for. */
  systemDelayMs(ms: number): number;
  log: LogFn;
  /** Runs whenever the timers are planned again (the turn clocks follow). */
  planned?(): void;
  /**
   * The clock the waits run on (default: the real one). Host tests pass a ManualClock; not the host's `clock`, which
   * end-to-end tests fake for the turn clocks while their bots and windows run in real time.
   */
  timersClock?: Clock;
}

/** A wait at the table's pace: when it falls due and what it runs, so that a pace change can re-time what is left. */
interface PacedWait {
  timer: ClockTimer;
  due: number;
  /** Which share of the pace it follows: bots' and forced choices' waits, or a game's timed window. */
  share: 'bots' | 'windows';
  run(): void;
}

/** The table's choice for its strong bots, as the games' bots take it. */
export function botSettings(meta: TableMeta): BotSettings {
  const b = meta.bots ?? { thinking: 'normal', memory: 'human' };
  return { scale: BOT_THINKING[b.thinking], memory: b.memory };
}

/** The table's pace as shares of the usual waits: bots' and forced choices' (`bots`), timed windows' (`windows`). */
export function paceOf(meta: TableMeta): (typeof TABLE_PACES)[keyof typeof TABLE_PACES] {
  return TABLE_PACES[meta.pace ?? 'steady'];
}

export class TableTimers {
  private bots = new Map<Seat, Bot<unknown, { type: string }>>();
  private botTimers = new Map<Seat, PacedWait>();
  /** "Make forced choices for me": a person's only legal move, played after the bots' delay (seat → timer). */
  private forcedTimers = new Map<Seat, PacedWait>();
  private systemTimer: { wait: PacedWait; moveNo: number } | null = null;
  /** Strong bots thinking on the pool: seat → the move number their view was taken at. */
  private thinking = new Map<Seat, number>();
  /** Stopped for good (the host is closing). */
  private halted = false;

  private readonly time: Clock;

  constructor(private readonly table: TimedTable, private readonly hooks: TimerHooks) {
    this.time = hooks.timersClock ?? systemClock;
  }

  private wait(ms: number, share: PacedWait['share'], run: () => void): PacedWait {
    return { timer: this.time.after(ms, run), due: this.time.now() + Math.max(0, ms), share, run };
  }

  /**
   * The table's pace changed from `before` (docs/protocol.md `setPace`): every wait now running — a window shown, a
   * bot's or a forced choice's moment — keeps what has passed and has what is left of it scaled by the new share over
   * the old, so a window half over at steady stays half over and closes at the new pace's time.
   */
  repace(before: TablePace): void {
    const from = TABLE_PACES[before];
    const to = paceOf(this.table.meta);
    const now = this.time.now();
    const waits = [...this.botTimers.values(), ...this.forcedTimers.values(), ...(this.systemTimer ? [this.systemTimer.wait] : [])];
    for (const w of waits) {
      const left = Math.max(0, Math.round((w.due - now) * (to[w.share] / from[w.share])));
      w.timer.cancel();
      w.timer = this.time.after(left, w.run);
      w.due = now + left;
    }
  }

  /** A bot for `seat`: it observes the current view at once (or every state of `history`, the current one last). */
  makeBot(seat: Seat, level: BotLevel, history?: readonly BaseState[]): void {
    const t = this.table;
    const bot = t.def.createBot(level, seat, `${t.meta.seed}/bot/${seat}/${t.moveCount}`, botSettings(t.meta));
    this.bots.set(seat, bot);
    if (t.state && bot.observe) {
      try {
        for (const state of history?.length ? history : [t.state]) bot.observe(t.def.view(state, seat));
      } catch { /* a bot that cannot observe still acts */ }
    }
  }

  /**
   * A bot for every bot seat and every away seat a bot stands in for (a new
   * game, or a restored one). After a restart, bots that remember what they
   * saw are fed their seat's view of every state so far (`history`).
   */
  makeBots(history?: readonly BaseState[]): void {
    this.bots.clear();
    for (const [seat, s] of this.table.meta.seats.entries()) {
      if (s.kind === 'bot') this.makeBot(seat, s.level, history);
      else if (s.kind === 'human' && s.standIn) this.makeBot(seat, 'basic', history);
    }
  }

  dropBot(seat: Seat): void {
    this.bots.delete(seat);
    this.thinking.delete(seat);
    this.dropTimer(seat);
  }

  /** Every bot sees the state after an accepted move. */
  observe(state: BaseState): void {
    for (const [seat, bot] of this.bots) {
      if (bot.observe) {
        try { bot.observe(this.table.def.view(state, seat)); } catch (e) { this.hooks.log('warn', `table ${this.table.id}: bot ${seat} observe: ${(e as Error).message}`); }
      }
    }
  }

  /** Arms the timers the state asks for: a due system move, or bots whose turn it is. */
  plan(): void {
    if (!this.halted) this.hooks.planned?.();
    const t = this.table;
    const state = t.state;
    if (t.closed || this.halted || !state || t.meta.status !== 'playing' || t.def.isOver(state)) return this.clear();
    const due = t.def.scheduled?.(state) ?? null;
    if (due) {
      for (const seat of [...this.botTimers.keys()]) this.dropTimer(seat);
      for (const seat of [...this.forcedTimers.keys()]) this.dropForced(seat);
      if (this.systemTimer?.moveNo === t.moveCount) return;
      if (this.systemTimer) this.systemTimer.wait.timer.cancel();
      const moveNo = t.moveCount;
      const wait = this.wait(Math.max(0, this.hooks.systemDelayMs(Math.round(due.delayMs * paceOf(t.meta).windows))), 'windows', () => this.guard('system move', () => {
        this.systemTimer = null;
        if (!t.state || t.moveCount !== moveNo) return this.plan();
        const now = t.def.scheduled?.(t.state);
        if (now) {
          const err = t.accept(SYSTEM, now.move);
          if (err) this.hooks.log('error', `table ${t.id}: system move refused: ${err.message}`);
        }
      }));
      this.systemTimer = { wait, moveNo };
      return;
    }
    if (this.systemTimer) { this.systemTimer.wait.timer.cancel(); this.systemTimer = null; }
    const waiting = new Set(t.def.toAct(state));
    for (const seat of [...this.botTimers.keys()]) if (!waiting.has(seat) || !this.bots.has(seat)) this.dropTimer(seat);
    for (const seat of waiting) {
      if (!this.bots.has(seat) || this.botTimers.has(seat) || this.thinking.has(seat)) continue;
      this.botTimers.set(seat, this.wait(this.botWait(), 'bots', () => this.guard(`bot at seat ${seat}`, () => this.botActs(seat))));
    }
    this.planForced(state, waiting);
  }

  /**
   * "Make forced choices for me" (on unless the table turned it off): a person's seat the game waits for whose
   * rules leave exactly one legal move (`def.onlyMove`) gets it played after the bots' delay, through `accept` like
   * the person's own move (so it reveals nothing a person's move would not). A move the person makes first wins.
   */
  private planForced(state: BaseState, waiting: Set<Seat>): void {
    const t = this.table;
    for (const seat of [...this.forcedTimers.keys()]) if (!waiting.has(seat)) this.dropForced(seat);
    if (t.meta.forcedChoices === false || !t.def.onlyMove) return;
    for (const seat of waiting) {
      if (this.bots.has(seat) || this.forcedTimers.has(seat) || t.meta.seats[seat]?.kind !== 'human') continue;
      if (!this.onlyMove(state, seat)) continue;
      const moveNo = t.moveCount;
      this.forcedTimers.set(seat, this.wait(this.botWait(), 'bots', () => this.guard(`forced move at seat ${seat}`, () => {
        this.forcedTimers.delete(seat);
        const now = t.state;
        if (!now || t.closed || this.halted || t.meta.forcedChoices === false || this.bots.has(seat)) return;
        // Only if nothing but other seats' moves of the same step came since (as a person's move would be judged).
        const fresh = t.notStale ? t.notStale(seat, moveNo) : t.moveCount === moveNo;
        if (!fresh || !t.def.toAct(now).includes(seat) || t.def.scheduled?.(now)) return this.plan();
        const move = this.onlyMove(now, seat);
        if (!move) return this.plan();
        const err = t.accept(seat, move, true);
        if (err) this.hooks.log('error', `table ${t.id}: the only move ${JSON.stringify(move)} for seat ${seat} was refused: ${err.message}`);
      })));
    }
  }

  /** A bot's or a forced choice's wait, at the table's pace. */
  private botWait(): number {
    return Math.max(0, Math.round(this.hooks.botDelayMs() * paceOf(this.table.meta).bots));
  }

  private onlyMove(state: BaseState, seat: Seat): { type: string } | null {
    try {
      return this.table.def.onlyMove?.(state, seat) ?? null;
    } catch (e) {
      this.hooks.log('error', `table ${this.table.id}: onlyMove for seat ${seat} failed: ${(e as Error).message}`);
      return null;
    }
  }

  private dropForced(seat: Seat): void {
    this.forcedTimers.get(seat)?.timer.cancel();
    this.forcedTimers.delete(seat);
  }

  private dropTimer(seat: Seat): void {
    this.botTimers.get(seat)?.timer.cancel();
    this.botTimers.delete(seat);
  }

  private botActs(seat: Seat, attempt = 0): void {
    const t = this.table;
    this.botTimers.delete(seat);
    const state = t.state;
    const bot = this.bots.get(seat);
    if (!state || !bot || t.closed || this.halted || !t.def.toAct(state).includes(seat) || t.def.scheduled?.(state)) return this.plan();
    if (bot.thought && attempt === 0) return this.botThinks(seat, bot, state);
    let move: unknown;
    try {
      move = bot.act(t.def.view(state, seat));
    } catch (e) {
      this.hooks.log('error', `table ${t.id}: bot at seat ${seat} failed: ${(e as Error).message}`);
    }
    const err = move === undefined ? fail('internal', 'no move') : t.accept(seat, move);
    if (err) {
      this.hooks.log('error', `table ${t.id}: bot at seat ${seat} move ${JSON.stringify(move)} refused: ${err.message}`);
      if (attempt < 3) {
        // Try a fresh random bot for this seat rather than stall the table.
        this.bots.set(seat, t.def.createBot('random', seat, `${t.meta.seed}/retry/${seat}/${t.moveCount}/${attempt}`));
        this.botActs(seat, attempt + 1);
      }
    }
  }

  /** A strong bot's decision, made on the pool; applied when it comes back unless it is stale by then. */
  private botThinks(seat: Seat, bot: Bot<unknown, { type: string }>, state: BaseState): void {
    const t = this.table;
    const moveNo = t.moveCount;
    const thought = bot.thought!(t.def.view(state, seat));
    this.thinking.set(seat, moveNo);
    const current = () => this.thinking.get(seat) === moveNo && this.bots.get(seat) === bot && !t.closed && !this.halted;
    // The pool serves tables' creators in turn (bot-pool.ts): one person's many tables cannot stall another's.
    botPool().think(thought, { table: t.id, person: t.meta.creatorToken, wanted: current }).then(
      (move) => this.guard(`bot at seat ${seat}`, () => {
        if (!current()) return;
        this.thinking.delete(seat);
        const now = t.state;
        const fresh = t.notStale ? t.notStale(seat, moveNo) : t.moveCount === moveNo;
        if (!now || !fresh || !t.def.toAct(now).includes(seat) || t.def.scheduled?.(now)) return this.plan();
        const err = t.accept(seat, move);
        if (err) {
          this.hooks.log('error', `table ${t.id}: bot at seat ${seat} move ${JSON.stringify(move)} refused: ${err.message}`);
          this.fallBack(seat);
        }
      }),
      (e: Error) => this.guard(`bot at seat ${seat}`, () => {
        if (!current()) return;
        this.thinking.delete(seat);
        this.hooks.log('error', `table ${t.id}: bot at seat ${seat} could not think: ${e.message}`);
        this.fallBack(seat);
      }),
    );
  }

  /** This decision by a `basic` bot instead (quick, on this thread), then a random one, rather than stall the table. */
  private fallBack(seat: Seat): void {
    const t = this.table;
    const state = t.state;
    if (!state || !t.def.toAct(state).includes(seat)) return this.plan();
    const basic = t.def.createBot('basic', seat, `${t.meta.seed}/fallback/${seat}/${t.moveCount}`);
    let err: Failure | null;
    try { err = t.accept(seat, basic.act(t.def.view(state, seat))); } catch (e) { err = fail('internal', (e as Error).message); }
    if (!err) return;
    this.hooks.log('error', `table ${t.id}: fallback move at seat ${seat} refused: ${err.message}`);
    this.bots.set(seat, t.def.createBot('random', seat, `${t.meta.seed}/retry/${seat}/${t.moveCount}/0`));
    this.botActs(seat, 1);
  }

  /** Runs a timer callback so that a failing game cannot bring the host down. */
  private guard(what: string, fn: () => void): void {
    try {
      fn();
    } catch (e) {
      this.hooks.log('error', `table ${this.table.id}: ${what} failed: ${(e as Error).stack}`);
    }
  }

  /** Stops bots and system moves for good (the host is closing). */
  halt(): void {
    this.halted = true;
    this.clear();
  }

  clear(): void {
    this.thinking.clear();
    for (const seat of [...this.botTimers.keys()]) this.dropTimer(seat);
    for (const seat of [...this.forcedTimers.keys()]) this.dropForced(seat);
    this.systemTimer?.wait.timer.cancel();
    this.systemTimer = null;
  }
}
