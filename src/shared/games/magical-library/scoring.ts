/**
 * End of Game and Scoring: places by total VP (ties share the place), and
 * each seat's score sheet (areas.ts) as lines whose words come from the
 * catalogue.
 */
import { placesFrom, winnersOf } from '../../engine/engine.js';
import type { GameResult, Msg, ScoreLine } from '../../engine/types.js';
import { CATEGORIES, type ScoreSheet } from './areas.js';
import { COLOURS, type Colour } from './data.js';
import { english, msg, type LibraryMessageId } from './messages.js';
import type { LibraryState } from './state.js';
import { scoreOf } from './view.js';

const categoryName = (cat: string): Msg => ((COLOURS as readonly string[]).includes(cat)
  ? msg('magical-library.colour', { colour: cat as Colour })
  : msg('magical-library.symbol', { symbol: cat }));

/** The words that recur on every sheet, rendered in English once: the categories' names and the lines' labels. */
const CATEGORY_LABELS = new Map(CATEGORIES.map((cat) => {
  const label = categoryName(cat);
  return [cat, { label, english: english(label) }];
}));
const LINE_LABELS = new Map<LibraryMessageId, string>();
const lineLabel = (id: LibraryMessageId): string => {
  let text = LINE_LABELS.get(id);
  if (text === undefined) LINE_LABELS.set(id, (text = english(msg(id))));
  return text;
};
/** An area's "size×helpers" in English, by size and helpers (few pairs recur). */
const PRODUCTS = new Map<number, string>();
const productText = (size: number, helpers: number): string => {
  const key = size * 4096 + helpers;
  let text = PRODUCTS.get(key);
  if (text === undefined) PRODUCTS.set(key, (text = english(msg('magical-library.areaProduct', { size, helpers }))));
  return text;
};

export function sheetLines(sheet: ScoreSheet): ScoreLine[] {
  const lines: ScoreLine[] = CATEGORIES.map((cat) => {
    const scoring = sheet.areas[cat].filter((a) => a.points > 0 || a.size > 1);
    const products = scoring.map((a) => productText(a.size, a.helpers)).join(' + ');
    const { label, english: category } = CATEGORY_LABELS.get(cat)!;
    return {
      category, points: sheet.categories[cat], label,
      detail: products.length ? products : undefined,
      about: products.length ? msg('magical-library.areaProducts', { products }) : undefined,
    };
  });
  const line = (id: LibraryMessageId, points: number): ScoreLine => ({ category: lineLabel(id), points, label: msg(id) });
  const circles = msg('magical-library.circleCount', { count: sheet.circleCount });
  lines.push({ ...line('magical-library.lineCircles', sheet.circles), detail: english(circles), about: circles });
  if (sheet.variety !== undefined) lines.push(line('magical-library.lineVariety', sheet.variety));
  if (sheet.neighbour !== undefined) lines.push(line('magical-library.lineNeighbour', sheet.neighbour));
  if (sheet.portals !== undefined) lines.push(line('magical-library.linePortals', sheet.portals));
  if (sheet.barriers !== undefined) lines.push(line('magical-library.lineBarriers', sheet.barriers));
  if (sheet.extra !== undefined) lines.push(line('magical-library.lineExtra', sheet.extra));
  return lines.map((l) => (l.detail === undefined ? { category: l.category, points: l.points, label: l.label } : l));
}

export function sheetsOf(s: LibraryState): ScoreSheet[] {
  return s.displays.map((_, seat) => scoreOf(s, seat));
}

export function result(s: LibraryState): GameResult | null {
  if (s.phase !== 'over') return null;
  const sheets = sheetsOf(s);
  const totals = sheets.map((sh) => sh.total);
  const places = placesFrom(totals);
  return {
    places,
    winners: winnersOf(places),
    seats: sheets.map((sheet, seat) => ({ seat, total: sheet.total, breakdown: sheetLines(sheet) })),
  };
}
