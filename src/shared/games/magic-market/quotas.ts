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
  const needs = NEEDS[players] ?? (NEEDS[players] = QUOTAS[players].slice().sort((a, b) => b - a));
  // The other seats' counts, largest first (an insertion sort: at most three of them).
  const got: number[] = [];
  for (let s = 0; s < boughtRow.length; s++) {
    if (s === buyer) continue;
    const v = boughtRow[s];
    let i = got.length;
    got.push(v);
    while (i > 0 && got[i - 1] < v) { got[i] = got[i - 1]; i--; }
    got[i] = v;
  }
  let owed = 0;
  for (let i = 0; i < needs.length; i++) owed += Math.max(0, needs[i] - (got[i] ?? 0));
  return owed;
}

/** Each player count's needs, largest first. */
const NEEDS: Record<number, number[]> = {};

/**
 * `owedBySeller` by its inputs: a need is at most 3, so counts above 3 owe what 3 does, and a row
 * (up to 4 seats) with its counts capped at 3 packs into a number. A pure cache: same input, same answer.
 */
const bySeller = new Map<number, readonly number[]>();
const MAX_NEED = 3;

function sellerKey(players: number, boughtRow: readonly number[], buyer: Seat): number {
  if (boughtRow.length !== players || players > 4 || buyer < 0 || buyer >= players) return -1;
  let key = players * 4 + buyer;
  for (let s = 0; s < players; s++) {
    const v = boughtRow[s];
    if (!Number.isInteger(v) || v < 0) return -1;
    key = key * 4 + Math.min(v, MAX_NEED);
  }
  return key;
}

/** Per other seat: how many more purchases from them would still count (0 for `buyer` itself). */
export function owedBySeller(players: number, boughtRow: readonly number[], buyer: Seat): number[] {
  const key = sellerKey(players, boughtRow, buyer);
  const hit = key >= 0 ? bySeller.get(key) : undefined;
  if (hit) return hit.slice();
  const out = owedBySellerOf(players, boughtRow, buyer);
  if (key >= 0) bySeller.set(key, out.slice());
  return out;
}

function owedBySellerOf(players: number, boughtRow: readonly number[], buyer: Seat): number[] {
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
