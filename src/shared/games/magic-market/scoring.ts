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
const LABEL = { dragos: msg('magic-market.lineDragos'), magician: msg('magic-market.lineMagician') };
const HEADING = { dragos: english(LABEL.dragos), magician: english(LABEL.magician) };

export function result(s: MarketState): GameResult | null {
  if (!isOver(s)) return null;
  const seats = s.dragos.map((dragos, seat) => {
    const bonus = buyBack(s, seat);
    const breakdown: ScoreLine[] = [{ category: HEADING.dragos, points: dragos, label: LABEL.dragos }];
    if (s.variant) {
      const about = bonus.lists.length ? msg('magic-market.magicianLists', { count: bonus.lists.length, lists: bonus.lists.map((i) => i + 1).join(', ') }) : null;
      breakdown.push({
        category: HEADING.magician,
        points: bonus.dragos,
        label: LABEL.magician,
        ...(about ? { detail: englishOnce(`lists ${bonus.lists.join(',')}`, () => about), about } : {}),
      });
    }
    return { seat, total: dragos + bonus.dragos, breakdown };
  });
  const places = placesFrom(seats.map((x) => x.total));
  return { places, winners: winnersOf(places), seats };
}
