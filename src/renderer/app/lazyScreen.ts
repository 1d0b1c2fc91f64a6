/**
 * A screen in its own chunk that survives a request lost on the way: `lazyScreen(() => import('./X.js').then((m) =>
 * m.X))` is `React.lazy` whose import is asked for again (net/retried.ts) before the failure reaches the screen's
 * boundary (ScreenBoundary.tsx: a message and Reload, never a blank page).
 *
 * (Importing a lost chunk from another address was tried: the bundler's chunks hold several modules under short
 * export names, and a chunk that imports the lost one statically stays lost.)
 */
import { lazy, type ComponentType } from 'react';
import { retried } from '../net/retried.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<C>): ReturnType<typeof lazy<C>> {
  return lazy(() => retried(load).then((component) => ({ default: component })));
}
