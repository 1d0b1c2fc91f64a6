/**
 * Forced choices: the decision a seat faces when the rules leave it exactly one legal move, else null
 * (the host plays it for tables with "Make forced choices for me"). Nothing here tells a secret: an opening
 * bid that must be 1 is public, the announcement of the only highest bidder (or of yourself when every bid
 * is lower) is public once made, and crossing out your only crossable number says no more than the log does.
 * Sealed bids are never forced (any whole number is legal).
 */
import type { Seat } from '../../engine/types.js';
import { crossableEntries, rivalsOf } from './abilities.js';
import { openingCap } from './amounts.js';
import { candidates } from './auction.js';
import type { MMMove, MMState } from './state.js';

export function onlyMove(state: MMState, seat: Seat): MMMove | null {
  switch (state.phase) {
    case 'open':
      // The first auction, or after a single-digit win: the opening bid is exactly 1.
      return seat === state.active && openingCap(state.lastWin) === '1' ? { type: 'open', amount: '1' } : null;
    case 'resolve': {
      if (seat !== state.active) return null;
      const { seats } = candidates(state);
      return seats.length === 1 ? { type: 'announce', winner: seats[0] } : null;
    }
    case 'ability': {
      const p = state.pending;
      if (!p || p.seat !== seat) return null;
      if (p.ability.kind === 'crossOut') {
        const entries = crossableEntries(state.ledgers[seat], p.ability.side);
        return entries.length === 1 ? { type: 'crossOut', entry: entries[0] } : null;
      }
      const rivals = rivalsOf(state.players, seat);
      return rivals.length === 1 ? { type: 'forge', rival: rivals[0] } : null;
    }
    default:
      return null;
  }
}
