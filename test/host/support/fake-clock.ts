/**
 * A clock for host tests: time stands still until `advance(ms)` moves it,
 * running each timer that falls due on the way, in order.
 */
import type { Clock, ClockTimer } from '../../../src/main/host/clock.js';

export class FakeClock implements Clock {
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
