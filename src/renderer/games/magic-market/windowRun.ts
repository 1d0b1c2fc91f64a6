/**
 * The countdown of a window shown (a Visitor turned over, the opening peek) as the page draws it. The host keeps the
 * window open for the game's time at the table's pace; when the pace changes while it runs, the host keeps what has
 * passed and scales what is left (docs/protocol.md `setPace`). The bar does the same: it keeps the share already run
 * and runs the rest at the new pace's length, so it empties when the host hides the window.
 */

/** A window's countdown: its whole length now (`ms`), and the share of it run (`done`, 0–1) at the page time `at`. */
export interface WindowRun {
  readonly key: string;
  readonly ms: number;
  readonly done: number;
  readonly at: number;
}

/** The countdown for the window `key` lasting `ms` at the current pace, at page time `now`, after `prev`. */
export function windowRun(prev: WindowRun | null, key: string, ms: number, now: number): WindowRun {
  if (!prev || prev.key !== key) return { key, ms, done: 0, at: now };
  if (prev.ms === ms) return prev;
  const done = prev.ms > 0 ? Math.min(1, prev.done + Math.max(0, now - prev.at) / prev.ms) : 1;
  return { key, ms, done, at: now };
}

/** Milliseconds left of the window as of its last change (the host's figure: what was left, scaled). */
export function windowLeft(run: WindowRun): number {
  return Math.max(0, Math.round((1 - run.done) * run.ms));
}

/** The bar's animation: the whole window at the current pace, entered `done` of the way in. */
export function windowBarStyle(run: WindowRun): { animationDuration: string; animationDelay: string } {
  return { animationDuration: `${run.ms}ms`, animationDelay: `${-Math.round(run.done * run.ms)}ms` };
}

/** The page's clock (ms since it opened). */
export const pageTime = (): number => performance.now();
