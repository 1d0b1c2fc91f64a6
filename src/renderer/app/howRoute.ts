import { useEffect, useState } from 'react';

/**
 * "How to play" before sitting down: `#/how/<game>` (from the lobby's game cards and the room), so a reload or
 * a shared link opens it again. Closing goes back where the reader came from (the room, the lobby), or to the
 * lobby when the page was opened there. At the table it is a side panel of the game screen, not a route.
 */
export function howRouteOf(hash: string): string | null {
  return /^#\/how\/([a-z0-9-]{1,40})\/?$/.exec(hash)?.[1] ?? null;
}

let cameFromApp = false;

export function useHowRoute(): [string | null, (game: string) => void, () => void] {
  const [game, setGame] = useState<string | null>(() => (typeof location === 'undefined' ? null : howRouteOf(location.hash)));
  useEffect(() => {
    const on = () => setGame(howRouteOf(location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  const open = (g: string) => {
    cameFromApp = true;
    location.hash = `#/how/${g}`;
    setGame(g);
  };
  const close = () => {
    if (cameFromApp) { cameFromApp = false; history.back(); return; }
    location.hash = '#/';
    setGame(null);
  };
  return [game, open, close];
}
