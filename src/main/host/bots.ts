/**
 * The timers of one table: its bots (each acts after a natural delay when the
 * game waits for its seat) and the game's scheduled system moves (e.g. hiding
 * a revealed card), applied as SYSTEM after their delay. Both play through the
 * table's `accept`, like a person's move.
 */
import type { BaseState, Bot, BotLevel, AnyGame, Seat } from '../../shared/engine/types.js';
import { SYSTEM } from '../../shared/engine/types.js';
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
  accept(actor: Seat, move: unknown): Failure | null;
}

interface TimerHooks {
  /** Milliseconds a bot waits before acting. */
  botDelayMs(): number;
  /** The delay before a scheduled system move the game asked to wait `ms` for. */
  systemDelayMs(ms: number): number;
  log: LogFn;
  /** Runs whenever the timers are planned again (the turn clocks follow). */
  planned?(): void;
}

export class TableTimers {
  private bots = new Map<Seat, Bot<unknown, { type: string }>>();
  private botTimers = new Map<Seat, NodeJS.Timeout>();
  private systemTimer: { timer: NodeJS.Timeout; moveNo: number } | null = null;
  /** Stopped for good (the host is closing). */
  private halted = false;

  constructor(private readonly table: TimedTable, private readonly hooks: TimerHooks) {}

  /** A bot for `seat`: it observes the current view at once (or every state of `history`, the current one last). */
  makeBot(seat: Seat, level: BotLevel, history?: () => readonly BaseState[]): void {
    const t = this.table;
    const bot = t.def.createBot(level, seat, `${t.meta.seed}/bot/${seat}/${t.moveCount}`);
    this.bots.set(seat, bot);
    if (t.state && bot.observe) {
      try {
        for (const state of history?.() ?? [t.state]) bot.observe(t.def.view(state, seat));
      } catch { /* a bot that cannot observe still acts */ }
    }
  }

  /**
   * A bot for every bot seat and every away seat a bot stands in for (a new
   * game, or a restored one). After a restart, bots that remember what they
   * saw are fed their seat's view of every state so far (`history`).
   */
  makeBots(history?: () => readonly BaseState[]): void {
    this.bots.clear();
    for (const [seat, s] of this.table.meta.seats.entries()) {
      if (s.kind === 'bot') this.makeBot(seat, s.level, history);
      else if (s.kind === 'human' && s.standIn) this.makeBot(seat, 'basic', history);
    }
  }

  dropBot(seat: Seat): void {
    this.bots.delete(seat);
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
      if (this.systemTimer?.moveNo === t.moveCount) return;
      if (this.systemTimer) clearTimeout(this.systemTimer.timer);
      const moveNo = t.moveCount;
      const timer = setTimeout(() => this.guard('system move', () => {
        this.systemTimer = null;
        if (!t.state || t.moveCount !== moveNo) return this.plan();
        const now = t.def.scheduled?.(t.state);
        if (now) {
          const err = t.accept(SYSTEM, now.move);
          if (err) this.hooks.log('error', `table ${t.id}: system move refused: ${err.message}`);
        }
      }), Math.max(0, this.hooks.systemDelayMs(due.delayMs)));
      this.systemTimer = { timer, moveNo };
      return;
    }
    if (this.systemTimer) { clearTimeout(this.systemTimer.timer); this.systemTimer = null; }
    const waiting = new Set(t.def.toAct(state));
    for (const seat of [...this.botTimers.keys()]) if (!waiting.has(seat) || !this.bots.has(seat)) this.dropTimer(seat);
    for (const seat of waiting) {
      if (!this.bots.has(seat) || this.botTimers.has(seat)) continue;
      this.botTimers.set(seat, setTimeout(() => this.guard(`bot at seat ${seat}`, () => this.botActs(seat)), Math.max(0, this.hooks.botDelayMs())));
    }
  }

  private dropTimer(seat: Seat): void {
    const timer = this.botTimers.get(seat);
    if (timer) clearTimeout(timer);
    this.botTimers.delete(seat);
  }

  private botActs(seat: Seat, attempt = 0): void {
    const t = this.table;
    this.botTimers.delete(seat);
    const state = t.state;
    const bot = this.bots.get(seat);
    if (!state || !bot || t.closed || this.halted || !t.def.toAct(state).includes(seat) || t.def.scheduled?.(state)) return this.plan();
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
    for (const seat of [...this.botTimers.keys()]) this.dropTimer(seat);
    if (this.systemTimer) clearTimeout(this.systemTimer.timer);
    this.systemTimer = null;
  }
}
