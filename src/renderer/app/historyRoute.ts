import { useEffect, useState } from 'react';

/**
 * The history screens' place in the URL hash: `#/history` (the host's finished games) and
 * `#/replay/<tableId>/<gameNo>` (one game's replay), so that a reload or a shared link returns there.
 */
export type HistoryRoute = { kind: 'history' } | { kind: 'replay'; tableId: string; gameNo: number };

function historyRouteOf(hash: string): HistoryRoute | null {
  if (/^#\/history\/?$/.test(hash)) return { kind: 'history' };
  const m = /^#\/replay\/([a-z0-9]{4,16})\/(\d{1,7})\/?$/.exec(hash);
  return m ? { kind: 'replay', tableId: m[1], gameNo: Number(m[2]) } : null;
}

function historyHash(route: HistoryRoute): string {
  return route.kind === 'history' ? '#/history' : `#/replay/${route.tableId}/${route.gameNo}`;
}

/** The history route of the page's address (null elsewhere), following its changes; `open` goes to one. */
export function useHistoryRoute(): [HistoryRoute | null, (route: HistoryRoute) => void] {
  const [route, setRoute] = useState<HistoryRoute | null>(() => (typeof location === 'undefined' ? null : historyRouteOf(location.hash)));
  useEffect(() => {
    const on = () => setRoute(historyRouteOf(location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  const open = (r: HistoryRoute) => {
    const hash = historyHash(r);
    if (location.hash !== hash) location.hash = hash;
    setRoute(r);
  };
  return [route, open];
}
