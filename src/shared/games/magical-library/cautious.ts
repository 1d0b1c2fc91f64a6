/**
 * The move the host makes for a person whose turn timer ran out (GameDefinition.cautiousMove), from their own
 * view only, always the simplest legal choice (no gamble, nothing given up):
 * - step 1: keep the three cards drawn (no exchange);
 * - step 2: keep the first card of the hand, pass the second left and the third right (with two players: keep the
 *   first, pass the other two);
 * - step 3: the first card of the hand on the first place it may go;
 * - step 4: an ordinary wizard on the first card that may take one (the golden wizard, Module 8, only when no
 *   ordinary one is left).
 */
import type { Seat } from '../../engine/types.js';
import type { LibraryMove } from './state.js';
import type { LibraryView } from './view.js';

export function cautiousMove(view: LibraryView, seat: Seat): LibraryMove | null {
  if (view.you !== seat || !view.waitingFor.includes(seat)) return null;
  const hand = view.hand ?? [];
  switch (view.phase) {
    case 'draw': return { type: 'keep' };
    case 'distribute':
      if (hand.length < (view.passTwo ? 1 : 3)) return null;
      return view.passTwo ? { type: 'distribute', keep: hand[0] } : { type: 'distribute', keep: hand[0], left: hand[1], right: hand[2] };
    case 'place':
      for (const card of hand) {
        const cell = view.legalCells[card]?.[0];
        if (cell) return { type: 'place', card, x: cell.x, y: cell.y };
      }
      return null;
    case 'wizard': {
      const cell = view.wizardCells[0];
      if (!cell || (!view.canPlaceNormal && !view.canPlaceGolden)) return null;
      return view.canPlaceNormal ? { type: 'wizard', x: cell.x, y: cell.y } : { type: 'wizard', x: cell.x, y: cell.y, golden: true };
    }
    default: return null;
  }
}
