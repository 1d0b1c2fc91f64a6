/**
 * A screen in its own chunk that survives a request lost on the way: `lazyScreen(() => import('./X.js').then((m) =>
 * m.X))` is `React.lazy` whose import is asked for again, twice, 0.4 s then 1.2 s after a failure (a phone's Wi-Fi
 * dropping a request, a host busy for a moment, a stylesheet the bundler's preload could not fetch) before the failure
 * reaches the screen's boundary (ScreenBoundary.tsx: a message and Reload, never a blank page).
 *
 * The retry helps where the browser asks the host again. A browser may instead remember a module it failed to fetch
 * and answer a second `import()` of it with the same failure (Chromium 150 does, test/e2e/lost-chunk.spec.ts): the
 * message's Reload is then the way back. (Importing the chunk from another address was tried: the bundler's chunks
 * hold several modules under short export names, and a chunk that imports the lost one statically stays lost.)
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
