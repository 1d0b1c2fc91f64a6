/**
 * The end: the most Dragos wins (equal totals share the place); with the
 * Great Magician variant, his buy-back of completed lists is added.
 */
import { placesFrom, winnersOf } from '../../engine/engine.js';
import type { GameResult, ScoreLine } from '../../engine/types.js';
import { isOver } from './flow.js';
import { buyBack } from './magician.js';
import { english, englishOnce, msg } from './messages.js';
import type { MarketState } from './state.js';

/** The score lines' headings in English, rendered once from the catalogue. */
const HEADING = { dragos: english(msg('magic-market.lineDragos')), magician: english(msg('magic-market.lineMagician')) };

export function result(s: MarketState): GameResult | null {
  if (!isOver(s)) return null;
  const seats = s.dragos.map((dragos, seat) => {
    const bonus = buyBack(s, seat);
    const breakdown: ScoreLine[] = [{ category: HEADING.dragos, points: dragos }];
    if (s.variant) {
      breakdown.push({
        category: HEADING.magician,
        points: bonus.dragos,
        ...(bonus.lists.length ? { detail: englishOnce(`lists ${bonus.lists.join(',')}`, () => msg('magic-market.magicianLists', { count: bonus.lists.length, lists: bonus.lists.map((i) => i + 1).join(', ') })) } : {}),
      });
    }
    return { seat, total: dragos + bonus.dragos, breakdown };
  });
  const places = placesFrom(seats.map((x) => x.total));
  return { places, winners: winnersOf(places), seats };
}
