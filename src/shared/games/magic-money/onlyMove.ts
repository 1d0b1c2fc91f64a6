/**
 * Forced choices: the decision a seat faces when the rules leave it exactly one legal move, else null (the host
 * plays it for tables with "Make forced choices for me"). Judged only from what everyone at the table can see
 * (`view(state, null)`: the contract in engine/types.ts), so that the quick move tells nobody anything:
 * - the opening bid when it must be 1 (the first auction, or a last winning price under 20: it is public); its
 *   own log line says why ("Ada opens at 1 — the first auction always opens at 1"), so the table adds no "had only
 *   one choice" note (`forcedSaysWhy` in index.ts);
 * - crossing out your only crossable number (every ledger's entries, their sides and crossed marks are public;
 *   only the numbers on Private sides are not);
 * - never the announcement: "The active player looks secretly at the bidding tokens of all the other players
 *   and announces which player has bid the highest number". The sealed bids are the active player's alone to
 *   see, so whether they tie (or all fall below the opening bid) is not public: a quick announcement would tell
 *   everyone there was no tie, and the moment of looking at the bids in secret is the active player's own;
 * - never a sealed bid (any whole number is legal), nor a forge (there are always two rivals or more).
 */
import type { Seat } from '../../engine/types.js';
import { crossableEntries, rivalsOf } from './abilities.js';
import { openingCap } from './amounts.js';
import type { MMMove, MMState } from './state.js';

export function onlyMove(state: MMState, seat: Seat): MMMove | null {
  switch (state.phase) {
    case 'open':
      // The first auction, or after a single-digit win: the opening bid is exactly 1.
      return seat === state.active && openingCap(state.lastWin) === '1' ? { type: 'open', amount: '1' } : null;
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
      // 'resolve' (the announcement) included: see above.
      return null;
  }
}
