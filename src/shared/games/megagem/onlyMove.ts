/**
 * The decision a seat faces when the rules leave it exactly one choice (the table's "forced choices" option):
 * - the reveal, when every gem card in the winner's hand is of one colour (one card, or several alike: a gem
 *   card tells nothing but its colour, so a choice among identical cards is no choice) — the first of them;
 * - the bid, when the most the seat may bid is 0 (no coins, and the card is not a Loan): a bid of 0, which
 *   tells nobody anything (coins are public).
 * Anything else is a real choice: null.
 */
import type { Seat } from '../../engine/types.js';
import { bidLimit } from './bidding.js';
import { colorIndex } from './data.js';
import type { MegaGemMove, MegaGemState } from './state.js';

export function onlyMove(s: MegaGemState, seat: Seat): MegaGemMove | null {
  if (seat < 0 || seat >= s.players) return null;
  if (s.phase === 'reveal') {
    if (s.revealer !== seat) return null;
    const hand = s.hands[seat];
    if (hand.length === 0) return null;
    const colour = colorIndex(hand[0]);
    return hand.every((g) => colorIndex(g) === colour) ? { type: 'reveal', gem: hand[0] } : null;
  }
  if (s.phase === 'bid') {
    if (s.bids[seat] !== null) return null;
    return bidLimit(s, seat) === 0 ? { type: 'bid', amount: 0 } : null;
  }
  return null;
}
