/**
 * Time as the host's timers see it: the wall clock and timeouts. The host
 * uses `systemClock`; tests pass a `ManualClock` (below)
 * and move it forward, so that no test sleeps for a timer to run out.
 */
export interface ClockTimer { cancel(): void }

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` once after `ms` (a timer that never keeps the process alive). */
  after(ms: number, fn: () => void): ClockTimer;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, fn) {
    const t = setTimeout(fn, Math.max(0, ms));
    t.unref();
    return { cancel: () => clearTimeout(t) };
  },
};

/**
 * A clock that stands still until `advance(ms)` moves it, running each timer
 * that falls due on the way, in order. Host tests use it, and the command
 * line's `--fake-clock` (end-to-end tests: POST /api/test/advance {"ms": N}).
 */
export class ManualClock implements Clock {
  private t: number;
  private timers: { at: number; seq: number; fn: () => void }[] = [];
  private seq = 0;

  constructor(start = Date.UTC(2026, 10, 30, 12)) { this.t = start; }

  now(): number { return this.t; }

  after(ms: number, fn: () => void): ClockTimer {
    const timer = { at: this.t + Math.max(0, ms), seq: ++this.seq, fn };
    this.timers.push(timer);
    return { cancel: () => { this.timers = this.timers.filter((x) => x !== timer); } };
  }

  /** Moves time on by `ms`, running every timer due by then (timers they set run too, if due). */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const due = this.timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers = this.timers.filter((x) => x !== due);
      this.t = Math.max(this.t, due.at);
      due.fn();
    }
    this.t = end;
  }

  /** How many timers are waiting. */
  get pending(): number { return this.timers.length; }
}
