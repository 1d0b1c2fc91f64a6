/**
 * A lazy screen's stylesheet that fails to arrive does not stop the screen. The bundler's preload (Vite's
 * `__vitePreload`) loads a chunk's stylesheets before the chunk and, when one fails, throws "Unable to preload CSS for
 * <url>" (after a `vite:preloadError` event) — which, inside a lazy component, takes the whole screen down. Here the
 * event is answered: the screen goes on, and the stylesheet is asked for once more (a new `<link>`), so it applies when it
 * comes. A script that fails is left to lazyScreen.ts's retries and ScreenBoundary.tsx.
 *
 * Seen in CI: "How to play" failed on "Unable to preload CSS for …/<a game>-….css" in the first browser test of two
 * clean-clone runs out of three (never locally). The likely cause, found later: the host answered 400 to a request sent
 * on a connection Node had just judged late; it answers 408 now, which the browser sends again (host/server.ts).
 */
const CSS_FAILED = /^Unable to preload CSS for (\S+)$/;

/** The stylesheet's address when `error` is the preload's CSS failure, else null. */
export function failedStylesheet(error: unknown): string | null {
  return error instanceof Error ? CSS_FAILED.exec(error.message)?.[1] ?? null : null;
}

export function installStylesheetRetry(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const href = failedStylesheet((event as Event & { payload?: unknown }).payload);
    if (!href) return;
    event.preventDefault();
    const doc = target.document;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.appendChild(link);
  });
}
