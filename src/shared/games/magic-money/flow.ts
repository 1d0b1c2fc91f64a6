/** Whose move it is, and the end. */
import type { Seat } from '../../engine/types.js';
import { waitingBidders } from './auction.js';
import type { MMState } from './state.js';

/** Seats the game waits for: the active player to open or announce, the bidders, or an ability's adopter. */
export function toAct(state: MMState): Seat[] {
  switch (state.phase) {
    case 'open': case 'resolve': return [state.active];
    case 'bid': return waitingBidders(state);
    case 'ability': return state.pending ? [state.pending.seat] : [];
    default: return [];
  }
}

export const isOver = (state: MMState): boolean => state.phase === 'over';
