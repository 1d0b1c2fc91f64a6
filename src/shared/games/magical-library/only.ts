/**
 * The decision a seat faces when the rules leave it exactly one legal choice (the table's "forced choices"
 * option plays it): only in step 4, when one card of the display may take a wizard and the seat holds one
 * kind of wizard (ordinary or golden, not both), and in step 3 for a last card with one legal place. Step 1
 * always offers keep or exchange; step 2 always three cards to share out; so those are never forced.
 * Judged only from what everyone can see (the contract in engine/types.ts: `view(state, null)`): the displays,
 * the wizards, each supply, the golden wizards and each hand's size are public; the cards in a hand are not, and
 * nothing here depends on them (a card's legal places depend on the display only).
 */
import type { Seat } from '../../engine/types.js';
import { legalCardCells, legalWizardCells } from './placement.js';
import type { LibraryMove, LibraryState } from './state.js';

export function onlyMove(s: LibraryState, seat: Seat): LibraryMove | null {
  if (s.phase === 'over' || seat < 0 || seat >= s.players || s.done[seat]) return null;
  if (s.phase === 'wizard') {
    const ordinary = s.supply[seat] > 0, golden = s.golden[seat];
    if (ordinary === golden) return null; // both kinds (a choice) or none (nothing to place)
    const cells = legalWizardCells(s.displays[seat], s.wizards[seat]);
    if (cells.length !== 1) return null;
    return { type: 'wizard', x: cells[0].x, y: cells[0].y, ...(golden ? { golden: true } : {}) };
  }
  if (s.phase === 'place') {
    // A display always offers at least four places (its leftmost, rightmost, top and bottom cards' outer
    // edges), so this never fires in play; it stays exact rather than assumed.
    const hand = s.hands[seat];
    if (hand.length !== 1) return null;
    const cells = legalCardCells(s.displays[seat]);
    return cells.length === 1 ? { type: 'place', card: hand[0], x: cells[0].x, y: cells[0].y } : null;
  }
  return null;
}
