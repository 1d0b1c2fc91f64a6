/** Whose move it is, and the end. */
import type { Seat } from '../../engine/types.js';
import type { MegaGemState } from './state.js';

/** Seats the game waits for: those who have not bid yet, or the winner who must reveal. */
export function toAct(s: MegaGemState): Seat[] {
  if (s.phase === 'reveal') return [s.revealer!];
  if (s.phase !== 'bid') return [];
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (s.bids[seat] === null) out.push(seat);
  return out;
}

export const isOver = (s: MegaGemState): boolean => s.phase === 'over';
