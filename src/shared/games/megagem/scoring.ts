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
export const displayCounts = (s: MegaGemState): number[] => countByColor(s.display.map((d) => d.gem));

const amountOf = (card: number) => (AUCTION_CARDS[card] as { amount: number }).amount;

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

/** A list's words in English, as the catalogue renders `megagem.list` ('{items}': the items joined by the English conjunction list format). */
const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

/** One investment's words in English ('12 locked + 10'), rendered once per distinct pair. */
function investmentWords(inv: Investment): string {
  const amount = amountOf(inv.card);
  return words(`inv${inv.locked}+${amount}`, () => msg('megagem.investmentDetail', { locked: inv.locked, amount }));
}

/**
 * Score lines already made: a line is plain frozen data, the same for every seat and game with the same
 * numbers, so one serves them all (a pure cache, bounded). A number names each line (no string is made to look
 * one up: this runs for every seat of every game); a line too big for its number is made afresh.
 */
const GEM_LINES = new Map<number, ScoreLine>();
const MISSION_LINES = new Map<number, ScoreLine>();
const LOAN_LINES = new Map<number, ScoreLine>();
const INVESTMENT_LINES = new Map<number, ScoreLine>();
const CHART_NO: Record<string, number> = { A: 0, B: 1, C: 2, D: 3, E: 4 };
/**
 * The bases of the keys' digits, from the game's data (a digit at or past its base would make two lines one key):
 * a mission is its id + 1; an investment is its locked coins (below LOCKED_BASE, else no key) and its amount + 1.
 */
const MISSION_BASE = MISSIONS.length + 1;
const AMOUNT_BASE = Math.max(...AUCTION_CARDS.map((c) => ('amount' in c ? c.amount : 0))) + 2;
const LOCKED_BASE = 4096;
/** The largest key: past it a key's number would lose digits. */
const MAX_KEY = 2 ** 52;
function keep(cache: Map<number, ScoreLine>, key: number, line: ScoreLine): ScoreLine {
  Object.freeze(line);
  if (key >= 0 && key <= MAX_KEY) {
    if (cache.size >= 20_000) cache.clear();
    cache.set(key, line);
  }
  return line;
}
const lookUp = (cache: Map<number, ScoreLine>, key: number) => (key >= 0 && key <= MAX_KEY ? cache.get(key) : undefined);

/** The line for `owned` gems of colour `i`, each worth `each` with `shown` of its colour in the Value Display. */
function gemLine(chart: string, i: number, owned: number, shown: number, each: number): ScoreLine {
  const key = owned < 64 && shown < 64 ? (((CHART_NO[chart] ?? 7) * 8 + i) * 64 + shown) * 64 + owned : -1;
  const known = lookUp(GEM_LINES, key);
  if (known) return known;
  const about = msg('megagem.scoreGemsDetail', { owned, each, shown });
  return keep(GEM_LINES, key, { category: HEADING.gems[i], points: owned * each, detail: english(about), label: LABEL.gems[i], about });
}

const NO_MISSIONS: ScoreLine = Object.freeze({ category: HEADING.missions, points: 0, detail: HEADING.none, label: LABEL.missions, about: LABEL.none });
const NO_LOANS: ScoreLine = Object.freeze({ category: HEADING.loans, points: 0, detail: HEADING.none, label: LABEL.loans, about: LABEL.none });
const NO_INVESTMENTS: ScoreLine = Object.freeze({ category: HEADING.investments, points: 0, detail: HEADING.none, label: LABEL.investments, about: LABEL.none });

function missionsLine(missions: readonly number[]): ScoreLine {
  if (!missions.length) return NO_MISSIONS;
  let key = 0;
  for (const id of missions) key = key * MISSION_BASE + id + 1;
  const known = lookUp(MISSION_LINES, key);
  if (known) return known;
  return keep(MISSION_LINES, key, {
    category: HEADING.missions, points: missions.reduce((sum, id) => sum + MISSIONS[id].coins, 0),
    detail: LIST.format(missions.map((id) => MISSIONS[id].name)),
    label: LABEL.missions,
    about: msg('megagem.list', { items: { list: missions.map((id) => ({ msg: missionWords(id).name })) } }),
  });
}

function loansLine(loans: readonly number[]): ScoreLine {
  if (!loans.length) return NO_LOANS;
  let sum = 0;
  for (const id of loans) sum += amountOf(id);
  const key = sum < 4096 ? loans.length * 4096 + sum : -1;
  const known = lookUp(LOAN_LINES, key);
  if (known) return known;
  const about = msg('megagem.loansRepaid', { n: loans.length });
  // 0 - sum, not -sum: -0 would not survive JSON.
  return keep(LOAN_LINES, key, { category: HEADING.loans, points: 0 - sum, detail: english(about), label: LABEL.loans, about });
}

function investmentsLine(investments: readonly Investment[]): ScoreLine {
  if (!investments.length) return NO_INVESTMENTS;
  // Each investment by its locked coins and its card's amount (what its words say).
  let key = 0;
  for (const inv of investments) {
    key = inv.locked < LOCKED_BASE && key >= 0 ? (key * LOCKED_BASE + inv.locked) * AMOUNT_BASE + amountOf(inv.card) + 1 : -1;
  }
  const known = lookUp(INVESTMENT_LINES, key);
  if (known) return known;
  return keep(INVESTMENT_LINES, key, {
    category: HEADING.investments, points: investments.reduce((sum, inv) => sum + inv.locked + amountOf(inv.card), 0),
    detail: LIST.format(investments.map(investmentWords)),
    label: LABEL.investments,
    about: msg('megagem.list', { items: { list: investments.map((inv) => ({ msg: msg('megagem.investmentDetail', { locked: inv.locked, amount: amountOf(inv.card) }) })) } }),
  });
}

/** One seat's final score, line by line (the words in English, from the catalogue). */
export function scoreSeat(s: MegaGemState, seat: Seat, shown: readonly number[] = displayCounts(s)): SeatResult {
  const col = s.collections[seat];
  const owned = countByColor(col.gems);
  const breakdown: ScoreLine[] = [];
  let total = 0;
  for (let i = 0; i < COLORS.length; i++) {
    const line = gemLine(s.chart, i, owned[i], shown[i], gemValue(s.chart, shown[i]));
    breakdown.push(line);
    total += line.points;
  }
  for (const line of [missionsLine(col.missions), loansLine(col.loans), investmentsLine(col.investments)]) {
    breakdown.push(line);
    total += line.points;
  }
  breakdown.push({ category: HEADING.coins, points: s.coins[seat], label: LABEL.coins });
  return { seat, total: total + s.coins[seat], breakdown };
}

/** The coins `seat` finishes with: `scoreSeat`'s total (its lines are made once per set of numbers, so this is cheap). */
export function seatTotal(s: MegaGemState, seat: Seat, shown: readonly number[] = displayCounts(s)): number {
  return scoreSeat(s, seat, shown).total;
}

export function result(s: MegaGemState): GameResult | null {
  if (s.phase !== 'over') return null;
  const shown = displayCounts(s);
  const seats: SeatResult[] = [];
  for (let seat = 0; seat < s.players; seat++) seats.push(scoreSeat(s, seat, shown));
  const places = placesFrom(seats.map((r) => r.total));
  return { places, winners: winnersOf(places), seats };
}
