/**
 * Variant: the Passage of the Great Magician. At the end, he buys back the
 * Objects of each complete list on the back of a player's Satchel. An Object
 * counts for one list only; a player gets the best set of lists their
 * Satchel completes at once.
 */
import type { Seat } from '../../engine/types.js';
import { activeLists, objectOf, type Category } from './data.js';
import { colourOf, type MarketState } from './state.js';

export interface BuyBack {
  /** Indexes (0-based) of the lists bought back. */
  lists: number[];
  dragos: number;
}

/** Can `objects` (categories) cover every list of `lists` with distinct Objects? null = any category. */
function covers(objects: readonly Category[], lists: readonly (Category | null)[][]): boolean {
  const need = new Map<Category, number>();
  let total = 0;
  for (const list of lists) for (const c of list) {
    total++;
    if (c !== null) need.set(c, (need.get(c) ?? 0) + 1);
  }
  if (total > objects.length) return false;
  for (const [c, n] of need) if (objects.filter((o) => o === c).length < n) return false;
  return true;
}

export function buyBack(state: MarketState, seat: Seat): BuyBack {
  if (!state.variant) return { lists: [], dragos: 0 };
  const lists = activeLists(colourOf(state, seat), state.players);
  const cats = state.satchels[seat].map((p) => objectOf(p.object).category);
  let best: BuyBack = { lists: [], dragos: 0 };
  for (let mask = 1; mask < 1 << lists.length; mask++) {
    const chosen = lists.map((_, i) => i).filter((i) => mask & (1 << i));
    const worth = chosen.reduce((sum, i) => sum + lists[i].worth, 0);
    if (worth > best.dragos && covers(cats, chosen.map((i) => lists[i].categories))) best = { lists: chosen, dragos: worth };
  }
  return best;
}
