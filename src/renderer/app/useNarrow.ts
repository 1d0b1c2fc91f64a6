import { useSyncExternalStore } from 'react';

/** The phone layout (app.css's `max-width: 820px`): the log is a drawer there, How to play a bottom sheet. */
const QUERY = '(max-width: 820px)';

function subscribe(cb: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const m = matchMedia(QUERY);
  m.addEventListener?.('change', cb);
  return () => m.removeEventListener?.('change', cb);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => typeof matchMedia === 'function' && matchMedia(QUERY).matches, () => false);
}
