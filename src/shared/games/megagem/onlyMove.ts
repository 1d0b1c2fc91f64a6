/**
 * The decision a seat faces when the rules leave it exactly one choice (the table's "forced choices" option),
 * judged only from what everyone at the table can see (`view(state, null)`: the contract in engine/types.ts):
 * - the reveal, when the winner holds exactly one gem card (every hand's size is public: "Other hands are
 *   counts only") — that card. A hand of several cards all of one colour is NOT forced: only its owner knows
 *   they are alike, and a quick reveal would tell everyone (rulebook: "The winner chooses one of the Gem cards
 *   from their hand and reveals it"). The player reveals it themselves, or their turn timer does.
 * - the bid, when the most the seat may bid is 0 (no coins, and the card is not a Loan): a bid of 0. Coins and
 *   the auction card are public, so everyone can see the bid is forced.
 * Anything else is a real choice: null.
 */
import type { Seat } from '../../engine/types.js';
import { bidLimit } from './bidding.js';
import type { MegaGemMove, MegaGemState } from './state.js';

export function onlyMove(s: MegaGemState, seat: Seat): MegaGemMove | null {
  if (seat < 0 || seat >= s.players) return null;
  if (s.phase === 'reveal') {
    if (s.revealer !== seat) return null;
    const hand = s.hands[seat];
    return hand.length === 1 ? { type: 'reveal', gem: hand[0] } : null;
  }
  if (s.phase === 'bid') {
    if (s.bids[seat] !== null) return null;
    return bidLimit(s, seat) === 0 ? { type: 'bid', amount: 0 } : null;
  }
  return null;
}
