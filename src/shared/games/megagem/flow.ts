/** Whose move it is, and the end. */
import type { Seat } from '../../engine/types.js';
import type { MegaGemState } from './state.js';

/**
 * Seats the game waits for: those who have not bid yet, or the winner who must reveal. The lists are made once
 * per player count and set of seats (a bit each), frozen and shared: nobody changes a `toAct` answer.
 */
export function toAct(s: MegaGemState): Seat[] {
  if (s.phase === 'reveal') return waitingFor(s.players, 1 << s.revealer!);
  if (s.phase !== 'bid') return NOBODY;
  let mask = 0;
  for (let seat = 0; seat < s.players; seat++) if (s.bids[seat] === null) mask |= 1 << seat;
  return waitingFor(s.players, mask);
}

/**
 * A list per player count and set of seats (a bit each), made once by `make`, frozen and shared (a pure cache: at
 * most 2^players lists a count). `toAct` and the views' `hasBid` read theirs here.
 */
export function perSeatSet<T>(make: (players: number, mask: number) => T[]): (players: number, mask: number) => T[] {
  const made: T[][][] = [];
  return (players, mask) => {
    const byMask = (made[players] ??= []);
    return (byMask[mask] ??= Object.freeze(make(players, mask)) as T[]);
  };
}

const waitingFor = perSeatSet<Seat>((players, mask) => {
  const seats: Seat[] = [];
  for (let seat = 0; seat < players; seat++) if (mask & (1 << seat)) seats.push(seat);
  return seats;
});
const NOBODY: Seat[] = Object.freeze([]) as unknown as Seat[];

export const isOver = (s: MegaGemState): boolean => s.phase === 'over';
