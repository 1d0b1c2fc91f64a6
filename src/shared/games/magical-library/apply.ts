/**
 * A move, already checked by the engine (not over, well-formed, from a seat
 * still deciding in this step), dispatched to its step; when everyone is
 * done the round moves on.
 */
import { produce } from '../../engine/draft.js';
import type { ApplyResult, Seat } from '../../engine/types.js';
import { placeCard, placeWizard } from './placement.js';
import { advance, distribute, keepOrExchange } from './rounds.js';
import { cloneState, endDraft, type LibraryMove, type LibraryState } from './state.js';

export function apply(state: LibraryState, seat: Seat, move: LibraryMove): ApplyResult<LibraryState> {
  const r = produce(state, (s) => {
    const refused = (() => {
      switch (move.type) {
        case 'keep': return keepOrExchange(s, seat, false);
        case 'exchange': return keepOrExchange(s, seat, true);
        case 'distribute': return distribute(s, seat, move.keep, move.left ?? null, move.right ?? null);
        case 'place': return placeCard(s, seat, move.card, move.x, move.y);
        case 'wizard': return placeWizard(s, seat, move.x, move.y, move.golden === true);
      }
    })();
    if (refused) return refused;
    advance(s);
  }, cloneState);
  endDraft();
  return r;
}
