/**
 * Decisions the rules leave to exactly one legal choice, for a table that makes forced choices for its
 * players (`GameDefinition.onlyMove`). Only two of Magic Market's decisions can come down to one:
 *
 * - A Pal sent you shopping but you cannot pay even the green price of any Object on the other Stands
 *   (an offer above your Dragos is refused): the only legal move is to buy nothing. Everyone already
 *   knows a Pal was turned (the table waits for an offer), so passing tells nothing more.
 * - At the closing, the seller whose Stand holds a single Object must sell it ("it is the other player
 *   who chooses which Object on their Stand they want to sell you"): there is nothing to choose.
 *
 * Both are judged from what everyone at the table can see (the contract in engine/types.ts: `view(state, null)`):
 * the Stands, everyone's Dragos and the step are public, so the quick move tells nobody anything. Nothing here
 * reads a secret (the Visitors' symbols, a Stand still chosen in secret, which Objects a Visitor takes).
 *
 * Every other decision always has several legal choices (three Visitors to turn over, accept or refuse,
 * a Stand of 6 from 12, a refill from two or more: a reserve of one refills by itself, a sale with one
 * matching Object or a single Stand to visit happen by themselves). Rolling the Movement die is an action,
 * not a choice, and stays the player's own moment: it is not made for them.
 */
import type { Seat } from '../../engine/types.js';
import { priceOf } from './data.js';
import type { MarketMove, MarketState } from './state.js';

export function onlyMove(s: MarketState, seat: Seat): MarketMove | null {
  if (s.shown) return null;
  const step = s.step;
  if (step.kind === 'offer' && seat === s.current) {
    const have = s.dragos[seat];
    const canOffer = s.stands.some((stand, seller) => seller !== seat && stand.some((id) => priceOf(id, 'green') <= have));
    return canOffer ? null : { type: 'pass' };
  }
  if (step.kind === 'give' && seat === step.seller && s.stands[seat].length === 1) {
    return { type: 'give', object: s.stands[seat][0] };
  }
  return null;
}
