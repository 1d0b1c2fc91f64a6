/**
 * The bid form's room, kept while the form is away (your bid placed, someone choosing a reveal): each round the form
 * comes back without pushing everything under it down (about 90 px on a phone: its limit and first-game hints), and goes
 * without pulling it up. `bidding`: the form is shown now (its height is measured); the room is that of the last form.
 *
 * The room is remembered for the tab at the window's width, so a page reloaded (or opened again) while the form is away
 * keeps it too: before, the first form after a reload still moved the page once.
 */
import { useLayoutEffect, useRef } from 'react';

export const BID_ROOM_KEY = 'megagem.bidRoom';

/** The room the last form took in this tab at this window width, or 0 when none is known. */
export function rememberedRoom(width: number): number {
  try {
    const saved = JSON.parse(sessionStorage.getItem(BID_ROOM_KEY) ?? 'null') as { width?: unknown; height?: unknown } | null;
    return saved && saved.width === width && typeof saved.height === 'number' && saved.height > 0 ? saved.height : 0;
  } catch {
    return 0;
  }
}

/** Remembers the room a form took at this width. */
export function remember(width: number, height: number): void {
  try { sessionStorage.setItem(BID_ROOM_KEY, JSON.stringify({ width, height })); } catch { /* storage off: the room lasts the page */ }
}

export function useBidRoom(bidding: boolean) {
  const place = useRef<HTMLDivElement>(null);
  const room = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = place.current;
    if (!el) return;
    if (room.current === null) room.current = rememberedRoom(window.innerWidth);
    if (bidding) {
      el.style.removeProperty('min-height');
      room.current = el.offsetHeight;
      if (room.current > 0) remember(window.innerWidth, room.current);
    } else if (room.current) el.style.minHeight = `${room.current}px`;
  });
  return place;
}
