/** Who acts: every seat still deciding in the current step (all at once); nobody once the game is over. No timed windows. */
import type { Scheduled, Seat } from '../../engine/types.js';
import type { LibraryMove, LibraryState } from './state.js';

export function toAct(s: LibraryState): Seat[] {
  if (s.phase === 'over') return [];
  const seats: Seat[] = [];
  for (let i = 0; i < s.done.length; i++) if (!s.done[i]) seats.push(i);
  return seats;
}

export function isOver(s: LibraryState): boolean {
  return s.phase === 'over';
}

/** Magical Library never waits on a timer. */
export function scheduled(_s: LibraryState): Scheduled<LibraryMove> | null {
  return null;
}
