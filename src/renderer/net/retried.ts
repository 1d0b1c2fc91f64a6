/**
 * A load that may be lost on the way (a phone's Wi-Fi dropping a request, a host busy for a moment): asked for again,
 * twice, 0.4 s then 1.2 s after a failure; the last failure is the caller's. Used for the screens' chunks
 * (app/lazyScreen.ts) and the games' tables (games/registry.ts).
 *
 * The retry helps where the browser asks the host again. A browser may instead remember a module it failed to fetch
 * and answer a second `import()` of it with the same failure (Chromium 150 does, test/e2e/lost-chunk.spec.ts): the
 * screen's message and its Reload (app/ScreenBoundary.tsx) are then the way back.
 */
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
