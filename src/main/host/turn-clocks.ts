/**
 * The table's turn timer (off, relaxed, normal, fast: TURN_TIMER_SECONDS):
 * each person the game waits for gets a deadline; in a simultaneous phase
 * each has their own. Every decision gets a full, fresh clock: a seat's clock
 * belongs to one decision, named by the move number at which it began
 * (`since`), and restarts when the seat's decision is a new one (the seat
 * moved itself, or a forced choice or a timeout moved for it, and is waited
 * for again; a system move, a new phase or round). Other seats' moves of the
 * same simultaneous step neither restart nor shorten it (the decision is the
 * same one: GameRunner.notStale). When one runs out, `onTimeout(seat)` makes
 * that one move for the seat, a cautious one (the seat stays its owner's).
 * Seats played by bots (stand-ins included) have no clock. The time left is
 * saved with the table when a clock starts and when the host closes, and a
 * restart resumes it.
 */
import type { AnyGame, BaseState, Seat } from '../../shared/engine/types.js';
import { TURN_TIMER_SECONDS } from '../../shared/protocol.js';
import type { Clock, ClockTimer } from './clock.js';
import type { TableMeta } from './store.js';

export interface ClockedTable {
  readonly meta: TableMeta;
  readonly def: AnyGame;
  readonly state: BaseState | null;
  readonly closed: boolean;
  /** Moves applied so far. */
  readonly moveCount: number;
  /** Is the decision `seat` faced after `moveNo` moves still the one it faces now? (GameRunner.notStale) */
  notStale(seat: Seat, moveNo: number): boolean;
}

/** A running clock: the decision it times (`since`: the move number at which it began) and when it runs out. */
interface Deadline {
  at: number;
  since: number;
  timer: ClockTimer;
}

export class TurnClocks {
  private deadlines = new Map<Seat, Deadline>();
  /** Time left per seat from the saved table, used once when the game resumes. */
  private resumed: Map<Seat, number> | null = null;

  constructor(
    private readonly table: ClockedTable,
    private readonly clock: Clock,
    private readonly hooks: { onTimeout(seat: Seat): void; save(): void },
  ) {}

  /** After a restart: the clocks the table saved. */
  resume(saved: readonly { seat: Seat; msLeft: number }[] | undefined): void {
    this.resumed = saved?.length ? new Map(saved.map((c) => [c.seat, c.msLeft])) : null;
  }

  /** The move number at which `seat`'s running clock's decision began (undefined: no clock runs for it). */
  decisionOf(seat: Seat): number | undefined {
    return this.deadlines.get(seat)?.since;
  }

  /**
   * Starts a full clock for each person the game now waits for whose decision is a new one (none ran, or its
   * decision is over: see the file's comment), keeps the clocks of decisions still open, and stops the others.
   */
  update(): void {
    const t = this.table;
    const secs = TURN_TIMER_SECONDS[t.meta.turnTimer ?? 'off'];
    const state = t.state;
    if (!secs || t.closed || !state || t.meta.status !== 'playing' || t.def.isOver(state) || t.def.scheduled?.(state)) return this.stop();
    const waiting = new Set(t.def.toAct(state).filter((seat) => {
      const s = t.meta.seats[seat];
      return s?.kind === 'human' && !s.standIn;
    }));
    for (const [seat, d] of [...this.deadlines]) if (!waiting.has(seat) || !t.notStale(seat, d.since)) this.cancel(seat);
    let started = false;
    for (const seat of waiting) {
      if (this.deadlines.has(seat)) continue;
      const ms = Math.max(0, this.resumed?.get(seat) ?? secs * 1000);
      const d: Deadline = { at: this.clock.now() + ms, since: t.moveCount, timer: { cancel() {} } };
      d.timer = this.clock.after(ms, () => this.ranOut(seat, d));
      this.deadlines.set(seat, d);
      started = true;
    }
    this.resumed = null;
    if (started) this.hooks.save();
  }

  private ranOut(seat: Seat, d: Deadline): void {
    if (this.deadlines.get(seat) !== d) return;
    this.deadlines.delete(seat);
    this.hooks.onTimeout(seat);
  }

  private cancel(seat: Seat): void {
    this.deadlines.get(seat)?.timer.cancel();
    this.deadlines.delete(seat);
  }

  /** Stops every clock (the game is over, the timer is off, the table closes). */
  stop(): void {
    for (const seat of [...this.deadlines.keys()]) this.cancel(seat);
  }

  /** Each running clock's time left now. */
  left(): { seat: Seat; msLeft: number }[] {
    const now = this.clock.now();
    return [...this.deadlines].sort((a, b) => a[0] - b[0]).map(([seat, d]) => ({ seat, msLeft: Math.max(0, d.at - now) }));
  }
}
