/**
 * A move, already checked by the engine (not over, well-formed, from a seat
 * the game waits for, or the table's own scheduled `hide`), dispatched to the
 * rule module of the rulebook's section it belongs to.
 */
import { produce } from '../../engine/draft.js';
import type { ApplyResult, Seat } from '../../engine/types.js';
import { give, visit } from './closing.js';
import { refuse } from './messages.js';
import { chooseStand, hide } from './opening.js';
import { answer, offer, pass } from './pal.js';
import { cloneState, endDraft, type MarketMove, type MarketState } from './state.js';
import { refill, reveal, roll, sell } from './visitors.js';

export function apply(state: MarketState, actor: Seat, move: MarketMove): ApplyResult<MarketState> {
  const r = produce(state, (s) => {
    switch (move.type) {
      // The engine lets SYSTEM play only the scheduled `hide`; a seat may never.
      case 'hide': return actor < 0 ? hide(s) : refuse('illegal', 'magic-market.onlyTableHides');
      case 'stand': return chooseStand(s, actor, move.objects);
      case 'roll': return roll(s, actor);
      case 'reveal': return reveal(s, actor, move.landmark);
      case 'sell': return sell(s, actor, move.object);
      case 'refill': return refill(s, actor, move.object);
      case 'offer': return offer(s, actor, move.object, move.price);
      case 'pass': return pass(s, actor);
      case 'accept': return answer(s, actor, true);
      case 'refuse': return answer(s, actor, false);
      case 'visit': return visit(s, actor, move.seller);
      case 'give': return give(s, actor, move.object);
    }
  }, cloneState);
  endDraft();
  return r;
}
