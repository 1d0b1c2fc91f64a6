/**
 * A screen in its own chunk that survives a request lost on the way: `lazyScreen(() => import('./X.js').then((m) =>
 * m.X))` is `React.lazy` whose import is asked for again, twice, 0.4 s then 1.2 s after a failure (a phone's Wi-Fi
 * dropping a request, a host busy for a moment, a stylesheet the bundler's preload could not fetch) before the failure
 * reaches the screen's boundary (ScreenBoundary.tsx: a message and Reload, never a blank page).
 */
import { lazy, type ComponentType } from 'react';

const WAITS_MS = [400, 1200];

/** `load()`, asked again after each of `waits` (ms) while it fails; the last failure is thrown. */
export async function retried<T>(load: () => Promise<T>, waits: readonly number[] = WAITS_MS): Promise<T> {
  for (const wait of waits) {
    try {
      return await load();
    } catch {
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  return load();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<C>): ReturnType<typeof lazy<C>> {
  return lazy(() => retried(load).then((component) => ({ default: component })));
}
