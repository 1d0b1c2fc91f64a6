/**
 * Scoring: each colour's count in the Value Display, read on the Value Chart,
 * gives the coins per gem of that colour in a Collection; then loans are
 * repaid, investments recouped (locked coins + the card's amount), missions
 * paid, and the coins in hand count. Most coins wins; equal totals share a place.
 */
import { placesFrom, winnersOf } from '../../engine/engine.js';
import type { GameResult, ScoreLine, Seat, SeatResult } from '../../engine/types.js';
import { AUCTION_CARDS, COLORS, COLOR_NAME, MISSIONS, gemValue, missionWords } from './data.js';
import { english, englishOnce, msg } from './messages.js';
import { countByColor } from './missions.js';
import type { Investment, MegaGemState } from './state.js';

/** Gems of each colour in the Value Display (COLORS order). */
const displayCounts = (s: MegaGemState) => countByColor(s.display.map((d) => d.gem));

const amountOf = (card: number) => (AUCTION_CARDS[card] as { amount: number }).amount;

/** The coins `seat` finishes with (what `scoreSeat` totals, without its words). */
export function seatTotal(s: MegaGemState, seat: Seat): number {
  const shown = displayCounts(s);
  const col = s.collections[seat];
  const owned = countByColor(col.gems);
  let total = s.coins[seat];
  COLORS.forEach((_, i) => { total += owned[i] * gemValue(s.chart, shown[i]); });
  for (const id of col.missions) total += MISSIONS[id].coins;
  for (const id of col.loans) total -= amountOf(id);
  for (const inv of col.investments) total += inv.locked + amountOf(inv.card);
  return total;
}

/** The score lines' headings as messages, and in English rendered once from the catalogue. */
const LABEL = {
  gems: COLORS.map((c) => msg('megagem.scoreGems', { color: { msg: COLOR_NAME[c] } })),
  missions: msg('megagem.scoreMissions'),
  loans: msg('megagem.scoreLoans'),
  investments: msg('megagem.scoreInvestments'),
  coins: msg('megagem.scoreCoins'),
  none: msg('megagem.none'),
};
const HEADING = {
  gems: LABEL.gems.map(english),
  missions: english(LABEL.missions),
  loans: english(LABEL.loans),
  investments: english(LABEL.investments),
  coins: english(LABEL.coins),
  none: english(LABEL.none),
};

/** A score line's words in English, rendered once per distinct line (`key` names it). */
const words = englishOnce;

/**
 * A list's words in English, as the catalogue renders `megagem.list` ('{items}': the items joined by the
 * English conjunction list format), from each item's English: lists of missions and investments are too
 * varied to remember whole. (The pinned games in test/engine/determinism.test.ts compare the texts.)
 */
const LIST = new Intl.ListFormat('en', { type: 'conjunction' });
/** Lists already joined, by a key naming their items (a pure cache, bounded: the same lists recur across games). */
const joined = new Map<string, string>();
function listWords(key: string, items: () => readonly string[]): string {
  let text = joined.get(key);
  if (text === undefined) {
    if (joined.size >= 20_000) joined.clear();
    joined.set(key, (text = LIST.format(items())));
  }
  return text;
}

/** One investment's words in English ('12 locked + 10'), rendered once per distinct pair. */
function investmentWords(inv: Investment): string {
  const amount = amountOf(inv.card);
  return words(`inv${inv.locked}+${amount}`, () => msg('megagem.investmentDetail', { locked: inv.locked, amount }));
}

/** One seat's final score, line by line (the words in English, from the catalogue). */
export function scoreSeat(s: MegaGemState, seat: Seat): SeatResult {
  const shown = displayCounts(s);
  const col = s.collections[seat];
  const owned = countByColor(col.gems);
  const breakdown: ScoreLine[] = COLORS.map((_, i) => {
    const each = gemValue(s.chart, shown[i]);
    const about = msg('megagem.scoreGemsDetail', { owned: owned[i], each, shown: shown[i] });
    return { category: HEADING.gems[i], points: owned[i] * each, detail: words(`g${owned[i]}/${each}/${shown[i]}`, () => about), label: LABEL.gems[i], about };
  });
  const missions = col.missions.reduce((sum, id) => sum + MISSIONS[id].coins, 0);
  const missionsAbout = col.missions.length ? msg('megagem.list', { items: { list: col.missions.map((id) => ({ msg: missionWords(id).name })) } }) : LABEL.none;
  breakdown.push({
    category: HEADING.missions, points: missions,
    detail: col.missions.length ? listWords(`m${col.missions.join(',')}`, () => col.missions.map((id) => MISSIONS[id].name)) : HEADING.none,
    label: LABEL.missions, about: missionsAbout,
  });
  const loans = col.loans.reduce((sum, id) => sum + amountOf(id), 0);
  const loansAbout = col.loans.length ? msg('megagem.loansRepaid', { n: col.loans.length }) : LABEL.none;
  breakdown.push({ category: HEADING.loans, points: 0 - loans /* not -loans: -0 would not survive JSON */, detail: col.loans.length ? words(`l${col.loans.length}`, () => loansAbout) : HEADING.none, label: LABEL.loans, about: loansAbout });
  const invested = col.investments.reduce((sum, inv) => sum + inv.locked + amountOf(inv.card), 0);
  const investAbout = col.investments.length
    ? msg('megagem.list', { items: { list: col.investments.map((inv) => ({ msg: msg('megagem.investmentDetail', { locked: inv.locked, amount: amountOf(inv.card) }) })) } })
    : LABEL.none;
  breakdown.push({
    category: HEADING.investments, points: invested,
    detail: col.investments.length ? listWords(`i${col.investments.map((inv) => `${inv.locked}+${amountOf(inv.card)}`).join(',')}`, () => col.investments.map(investmentWords)) : HEADING.none,
    label: LABEL.investments, about: investAbout,
  });
  breakdown.push({ category: HEADING.coins, points: s.coins[seat], label: LABEL.coins });
  return { seat, total: breakdown.reduce((sum, l) => sum + l.points, 0), breakdown };
}

export function result(s: MegaGemState): GameResult | null {
  if (s.phase !== 'over') return null;
  const seats = Array.from({ length: s.players }, (_, seat) => scoreSeat(s, seat));
  const places = placesFrom(seats.map((r) => r.total));
  return { places, winners: winnersOf(places), seats };
}
