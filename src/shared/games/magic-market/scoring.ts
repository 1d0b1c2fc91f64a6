/**
 * The end: the most Dragos wins (equal totals share the place); with the
 * Great Magician variant, his buy-back of completed lists is added.
 */
import { placesFrom, winnersOf } from '../../engine/engine.js';
import type { GameResult, ScoreLine } from '../../engine/types.js';
import { isOver } from './flow.js';
import { buyBack } from './magician.js';
import { english, msg } from './messages.js';
import type { MarketState } from './state.js';

export function result(s: MarketState): GameResult | null {
  if (!isOver(s)) return null;
  const seats = s.dragos.map((dragos, seat) => {
    const bonus = buyBack(s, seat);
    const breakdown: ScoreLine[] = [{ category: english(msg('magic-market.lineDragos')), points: dragos }];
    if (s.variant) {
      breakdown.push({
        category: english(msg('magic-market.lineMagician')),
        points: bonus.dragos,
        ...(bonus.lists.length ? { detail: english(msg('magic-market.magicianLists', { count: bonus.lists.length, lists: bonus.lists.map((i) => i + 1).join(', ') })) } : {}),
      });
    }
    return { seat, total: dragos + bonus.dragos, breakdown };
  });
  const places = placesFrom(seats.map((x) => x.total));
  return { places, winners: winnersOf(places), seats };
}
