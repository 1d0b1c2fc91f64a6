/**
 * The reveal choice after winning an auction, kept pure for tests: for each
 * gem card the view says you may reveal, what it does to its colour's count
 * in the Value Display and to what each gem of that colour is worth
 * (a lookup in the view's `chartValues`, counts 0…5+).
 */
import type { Color } from '../../../shared/games/megagem/data.js';
import type { TableView } from './tableView.js';

export interface RevealOption {
  gem: number;
  color: Color;
  countNow: number;
  countAfter: number;
  worthNow: number;
  worthAfter: number;
  /** Gems of that colour in your collection. */
  yours: number;
}

export const worthAt = (chartValues: readonly number[], count: number) => chartValues[Math.min(count, chartValues.length - 1)];

/** True when the view waits for this seat to reveal a gem. */
export function mustReveal(v: Pick<TableView, 'phase' | 'revealer' | 'you'>): boolean {
  return v.phase === 'reveal' && v.you !== null && v.revealer === v.you;
}

export function revealOptions(v: Pick<TableView, 'phase' | 'revealer' | 'you' | 'canReveal' | 'colors' | 'displayCounts' | 'chartValues' | 'collections'>): RevealOption[] {
  if (!mustReveal(v)) return [];
  const mine = v.you === null ? null : v.collections[v.you];
  return v.canReveal.map((g) => {
    const i = v.colors.indexOf(g.color);
    const countNow = v.displayCounts[i] ?? 0;
    return {
      gem: g.id, color: g.color, countNow, countAfter: countNow + 1,
      worthNow: worthAt(v.chartValues, countNow), worthAfter: worthAt(v.chartValues, countNow + 1),
      yours: mine?.gemCounts[i] ?? 0,
    };
  });
}
