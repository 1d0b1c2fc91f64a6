/** The final result: places by total VP, and each seat's score sheet as lines. */
import { placesFrom, winnersOf } from '../../engine/engine.js';
import type { GameResult, ScoreLine } from '../../engine/types.js';
import { CATEGORIES, type ScoreSheet } from './scoring.js';
import type { LibraryState } from './state.js';
import { scoreOf } from './view.js';

export function sheetLines(sheet: ScoreSheet): ScoreLine[] {
  const lines: ScoreLine[] = CATEGORIES.map((cat) => {
    const scoring = sheet.areas[cat].filter((a) => a.points > 0 || a.size > 1);
    return {
      category: cat, points: sheet.categories[cat],
      detail: scoring.length ? scoring.map((a) => `${a.size}×${a.helpers}`).join(' + ') : undefined,
    };
  });
  lines.push({ category: 'magic circles', points: sheet.circles, detail: `${sheet.circleCount} circle${sheet.circleCount === 1 ? '' : 's'}` });
  if (sheet.variety !== undefined) lines.push({ category: 'variety', points: sheet.variety });
  if (sheet.neighbour !== undefined) lines.push({ category: 'neighbour cards', points: sheet.neighbour });
  if (sheet.portals !== undefined) lines.push({ category: 'magic portals', points: sheet.portals });
  if (sheet.barriers !== undefined) lines.push({ category: 'barrier cards', points: sheet.barriers });
  if (sheet.extra !== undefined) lines.push({ category: 'extra cards', points: sheet.extra });
  return lines.map((l) => (l.detail === undefined ? { category: l.category, points: l.points } : l));
}

export function sheetsOf(s: LibraryState): ScoreSheet[] {
  return s.displays.map((_, seat) => scoreOf(s, seat));
}

export function libraryResult(s: LibraryState): GameResult | null {
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
