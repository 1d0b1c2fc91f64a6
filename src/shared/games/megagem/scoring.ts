/**
 * Scoring: each colour's count in the Value Display, read on the Value Chart,
 * gives the coins per gem of that colour in a Collection; then loans are
 * repaid, investments recouped (locked coins + the card's amount), missions
 * paid, and the coins in hand count. Most coins wins; equal totals share a place.
 */
import { placesFrom, winnersOf } from '../../engine/engine.js';
import type { GameResult, ScoreLine, Seat, SeatResult } from '../../engine/types.js';
import { AUCTION_CARDS, COLORS, COLOR_LABEL, MISSIONS, gemValue } from './data.js';
import { countByColor } from './missions.js';
import type { MegaGemState } from './state.js';

/** Gems of each colour in the Value Display (COLORS order). */
export const displayCounts = (s: MegaGemState) => countByColor(s.display.map((d) => d.gem));

export function scoreSeat(s: MegaGemState, seat: Seat): SeatResult {
  const shown = displayCounts(s);
  const col = s.collections[seat];
  const owned = countByColor(col.gems);
  const breakdown: ScoreLine[] = COLORS.map((c, i) => {
    const each = gemValue(s.chart, shown[i]);
    return { category: `${COLOR_LABEL[c]} gems`, points: owned[i] * each, detail: `${owned[i]} × ${each} (${shown[i]} in the Value Display)` };
  });
  const missions = col.missions.reduce((sum, id) => sum + MISSIONS[id].coins, 0);
  breakdown.push({ category: 'Missions', points: missions, detail: col.missions.map((id) => MISSIONS[id].name).join(', ') || 'none' });
  const loans = col.loans.reduce((sum, id) => sum + (AUCTION_CARDS[id] as { amount: number }).amount, 0);
  breakdown.push({ category: 'Loans', points: 0 - loans /* not -loans: -0 would not survive JSON */, detail: col.loans.length ? `${col.loans.length} repaid` : 'none' });
  const invested = col.investments.reduce((sum, inv) => sum + inv.locked + (AUCTION_CARDS[inv.card] as { amount: number }).amount, 0);
  breakdown.push({ category: 'Investments', points: invested, detail: col.investments.length ? col.investments.map((inv) => `${inv.locked} locked + ${(AUCTION_CARDS[inv.card] as { amount: number }).amount}`).join(', ') : 'none' });
  breakdown.push({ category: 'Coins', points: s.coins[seat] });
  return { seat, total: breakdown.reduce((sum, l) => sum + l.points, 0), breakdown };
}

export function gameResult(s: MegaGemState): GameResult | null {
  if (s.phase !== 'over') return null;
  const seats = Array.from({ length: s.players }, (_, seat) => scoreSeat(s, seat));
  const places = placesFrom(seats.map((r) => r.total));
  return { places, winners: winnersOf(places), seats };
}
