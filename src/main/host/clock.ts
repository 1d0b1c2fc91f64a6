/**
 * Time as the host's timers see it: the wall clock and timeouts. The host
 * uses `systemClock`; tests pass a fake one (test/host/support/fake-clock.ts)
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
