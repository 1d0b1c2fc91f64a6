/**
 * End of the Game: the purchases each player must have made from the others
 * (2 players: 3 from the other; 3 players: 1 from one and 2 from the other;
 * 4 players: 1 from each), and who may still be visited at the closing.
 */
import type { Seat } from '../../engine/types.js';
import { QUOTAS } from './data.js';
import type { MarketState } from './state.js';

/**
 * Purchases `buyer` still owes, given how many they bought from each other
 * seat: the needs are matched to the sellers in the way that owes the least
 * (largest need to the seller bought from most).
 */
export function owedTotal(players: number, boughtRow: readonly number[], buyer: Seat): number {
  const needs = QUOTAS[players].slice().sort((a, b) => b - a);
  const got = boughtRow.filter((_, s) => s !== buyer).slice().sort((a, b) => b - a);
  let owed = 0;
  needs.forEach((need, i) => { owed += Math.max(0, need - (got[i] ?? 0)); });
  return owed;
}

/** Per other seat: how many more purchases from them would still count (0 for `buyer` itself). */
export function owedBySeller(players: number, boughtRow: readonly number[], buyer: Seat): number[] {
  const now = owedTotal(players, boughtRow, buyer);
  return boughtRow.map((_, s) => {
    if (s === buyer) return 0;
    let n = 0;
    const row = boughtRow.slice();
    while (n < 3) {
      row[s]++;
      if (owedTotal(players, row, buyer) >= now - n) break;
      n++;
    }
    return n;
  });
}

/** Seats `buyer` may buy from at the closing: buying there lowers what they owe, and their Stand is not empty. */
export function closingSellers(state: MarketState, buyer: Seat): Seat[] {
  const now = owedTotal(state.players, state.bought[buyer], buyer);
  if (now === 0) return [];
  const out: Seat[] = [];
  for (let s = 0; s < state.players; s++) {
    if (s === buyer || state.stands[s].length === 0) continue;
    const row = state.bought[buyer].slice();
    row[s]++;
    if (owedTotal(state.players, row, buyer) < now) out.push(s);
  }
  return out;
}
