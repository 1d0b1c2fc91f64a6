/**
 * The move the host makes for a person whose turn timer ran out (GameDefinition.cautiousMove), from their own
 * view only:
 * - a bid: 0 coins, the lowest legal bid (it never wins against a real bid, and pays nothing if it does);
 * - a reveal: the gem that gives least away — of the colour the seat has collected fewest of (a revealed gem
 *   raises its colour's worth, so it helps rivals who collect it least), then the colour least in the row,
 *   then the lowest card.
 */
import type { Seat } from '../../engine/types.js';
import { colorIndex } from './data.js';
import type { MegaGemMove } from './state.js';
import { colorCounts, type MegaGemView } from './view.js';

export function cautiousMove(view: MegaGemView, seat: Seat): MegaGemMove | null {
  if (view.phase === 'bid') return view.bidLimit === null ? null : { type: 'bid', amount: 0 };
  if (view.phase !== 'reveal' || view.revealer !== seat || view.canReveal.length === 0) return null;
  const mine = colorCounts(view.collections[seat]?.gems ?? []);
  const inRow = colorCounts(view.row);
  const cost = (g: number) => [mine[colorIndex(g)], inRow[colorIndex(g)], g];
  let best = view.canReveal[0];
  for (const g of view.canReveal) {
    const a = cost(g), b = cost(best);
    if (a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))) best = g;
  }
  return { type: 'reveal', gem: best };
}
