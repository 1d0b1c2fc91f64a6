/**
 * The table's reading of a lean view: cards travel as ids and score areas as cell keys; the cards' rooms,
 * symbols and extras come from the game's own data module (`cardById` in
 * `src/shared/games/magical-library/data.ts`, part of the client bundle).
 */
import { cardById, type Card } from '../../../shared/games/magical-library/data.js';
import { CATEGORIES, type Category, type ScoreSheet } from '../../../shared/games/magical-library/areas.js';
import { parseKey, type Cell } from '../../../shared/games/magical-library/placement.js';
import type { DisplayView, LibraryView, SheetView } from '../../../shared/games/magical-library/view.js';

export interface PlacedCard extends Cell { card: Card }
interface TableDisplay extends Omit<DisplayView, 'cards' | 'score'> { cards: PlacedCard[]; score: ScoreSheet }
export interface TableView extends Omit<LibraryView, 'hand' | 'displays'> { hand: Card[] | null; displays: TableDisplay[] }

function sheet(s: SheetView): ScoreSheet {
  const areas = {} as ScoreSheet['areas'];
  for (const cat of CATEGORIES as readonly Category[]) {
    areas[cat] = s.areas[cat].map((a) => ({ key: cat, cells: a.cells.map(parseKey), size: a.size, helpers: a.helpers, points: a.points }));
  }
  return { ...s, areas };
}

export function tableView(v: LibraryView): TableView {
  return {
    ...v,
    hand: v.hand && v.hand.map(cardById),
    displays: v.displays.map((d) => ({ ...d, cards: d.cards.map((c) => ({ x: c.x, y: c.y, card: cardById(c.id) })), score: sheet(d.score) })),
  };
}
