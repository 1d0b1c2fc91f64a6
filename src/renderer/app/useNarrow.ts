import { useSyncExternalStore } from 'react';

/** One subscription function per query, so that useSyncExternalStore keeps its subscription across renders. */
const subscriptions = new Map<string, (cb: () => void) => () => void>();
function subscribeTo(query: string): (cb: () => void) => () => void {
  let subscribe = subscriptions.get(query);
  if (!subscribe) {
    subscribe = (cb) => {
      if (typeof matchMedia !== 'function') return () => {};
      const m = matchMedia(query);
      m.addEventListener?.('change', cb);
      return () => m.removeEventListener?.('change', cb);
    };
    subscriptions.set(query, subscribe);
  }
  return subscribe;
}

/**
 * Whether a CSS media query matches the window, followed as it changes (a tablet turned, a window resized), without a
 * render on every resize. `otherwise`: the answer where there is no matchMedia (a server render, a test's window).
 */
export function useMediaQuery(query: string, otherwise: () => boolean = () => false): boolean {
  const now = () => (typeof matchMedia === 'function' ? matchMedia(query).matches : otherwise());
  return useSyncExternalStore(subscribeTo(query), now, otherwise);
}

/** The phone layout (app.css's `max-width: 820px`): the log is a drawer there, How to play a bottom sheet. */
export function useNarrow(): boolean {
  return useMediaQuery('(max-width: 820px)');
}
