/**
 * End of Game scoring: printed VP, Horns (odd total → 1 per horn), Wings (1 per
 * player with fewer wings), full Hearts (2 each), the Greediest Wizard
 * (highest ledger total, crossed-out numbers excluded) eliminated, the winner
 * by VP among the rest with ties going to the higher ledger total.
 */
import type { GameResult, Msg, ScoreLine, Seat } from '../../engine/types.js';
import { compare, gold, sum } from './amounts.js';
import { creature } from './data.js';
import { english, englishOnce, msg } from './messages.js';
import type { LedgerEntry, MMState } from './state.js';

export interface SeatScore {
  seat: Seat;
  creatureVp: number;
  horns: number;
  hornPoints: number;
  wings: number;
  wingPoints: number;
  fullHearts: number;
  heartPoints: number;
  /** All victory points. */
  vp: number;
  /** Public + Private, crossed-out numbers excluded. */
  ledgerTotal: string;
  eliminated: boolean;
}

/** Ledger total: every number on both sides except those crossed out. */
export function ledgerTotal(entries: readonly LedgerEntry[]): string {
  const counted: string[] = [];
  for (let i = 0; i < entries.length; i++) if (!entries[i].crossed) counted.push(entries[i].amount);
  return sum(counted);
}

/** Horns: an odd number of horns scores 1 per horn, an even number scores nothing. */
export function hornPoints(horns: number): number {
  return horns % 2 === 1 ? horns : 0;
}

/** Wings: 1 point for each player with fewer wings than you. */
export function wingPoints(wings: readonly number[], seat: Seat): number {
  return wings.filter((w) => w < wings[seat]).length;
}

/** Hearts: 2 points per full heart (one left + one right, from any cards). */
export function fullHearts(left: number, right: number): number {
  return Math.min(left, right);
}

/**
 * The Greediest Wizard(s): the highest ledger total. House rule: when several
 * tie for the highest total they are all eliminated — unless every player is
 * tied, in which case nobody is.
 */
export function greediest(totals: readonly string[]): Seat[] {
  if (totals.length === 0) return [];
  let top = totals[0];
  for (const t of totals) if (compare(t, top) > 0) top = t;
  const tied = totals.map((t, i) => (compare(t, top) === 0 ? i : -1)).filter((i) => i >= 0);
  return tied.length === totals.length ? [] : tied;
}

export function scoreSeats(adopted: readonly number[][], ledgers: readonly LedgerEntry[][]): SeatScore[] {
  const cards = adopted.map((ids) => ids.map(creature));
  const count = (i: number, f: (c: ReturnType<typeof creature>) => number) => cards[i].reduce((n, card) => n + f(card), 0);
  const wings = cards.map((_, i) => count(i, (c) => c.wings));
  const totals = ledgers.map(ledgerTotal);
  const out = greediest(totals);
  return cards.map((_, seat) => {
    const creatureVp = count(seat, (c) => c.vp);
    const horns = count(seat, (c) => c.horns);
    const hearts = fullHearts(count(seat, (c) => c.leftHearts), count(seat, (c) => c.rightHearts));
    const s: SeatScore = {
      seat, creatureVp, horns, hornPoints: hornPoints(horns), wings: wings[seat], wingPoints: wingPoints(wings, seat),
      fullHearts: hearts, heartPoints: 2 * hearts, vp: 0, ledgerTotal: totals[seat], eliminated: out.includes(seat),
    };
    s.vp = s.creatureVp + s.hornPoints + s.wingPoints + s.heartPoints;
    return s;
  });
}

/**
 * Places: eliminated players share the last place; the others rank by VP,
 * equal VP broken by the HIGHER ledger total; still equal → shared place.
 */
export function placesOf(scores: readonly SeatScore[]): number[] {
  const better = (a: SeatScore, b: SeatScore) => a.vp > b.vp || (a.vp === b.vp && compare(a.ledgerTotal, b.ledgerTotal) > 0);
  const alive = scores.filter((s) => !s.eliminated);
  return scores.map((s) => (s.eliminated ? alive.length + 1 : 1 + alive.filter((o) => better(o, s)).length));
}

/** The score lines' headings in English, rendered once from the catalogue. */
const LABEL = {
  creatures: msg('magic-money.scoreCreatures'),
  horns: msg('magic-money.scoreHorns'),
  wings: msg('magic-money.scoreWings'),
  hearts: msg('magic-money.scoreHearts'),
  ledger: msg('magic-money.scoreLedger'),
};
const HEADING = {
  creatures: english(LABEL.creatures),
  horns: english(LABEL.horns),
  wings: english(LABEL.wings),
  hearts: english(LABEL.hearts),
  ledger: english(LABEL.ledger),
};

/** A score line's words in English, rendered once per distinct line (`key` names it). */
const words = englishOnce;

/** A score line: its heading and words as messages, and in English (rendered once per distinct line). */
function line(label: Msg, heading: string, points: number, key: string, about: () => Msg): ScoreLine {
  const m = about();
  return { category: heading, points, detail: words(key, () => m), label, about: m };
}

/** The final result once the game is over, else null. */
export function result(state: MMState): GameResult | null {
  if (state.phase !== 'over') return null;
  const scores = scoreSeats(state.adopted, state.ledgers);
  const places = placesOf(scores);
  return {
    places,
    winners: places.map((p, i) => (p === 1 ? i : -1)).filter((i) => i >= 0),
    seats: scores.map((s) => {
      const adopted = state.adopted[s.seat].length;
      return {
        seat: s.seat,
        total: s.vp,
        eliminated: s.eliminated,
        ...(s.eliminated ? { note: english(msg('magic-money.greediest', { total: gold(s.ledgerTotal) })), noteMsg: msg('magic-money.greediest', { total: gold(s.ledgerTotal) }) } : {}),
        breakdown: [
          line(LABEL.creatures, HEADING.creatures, s.creatureVp, `c${adopted}`, () => msg('magic-money.adopted', { n: adopted })),
          line(LABEL.horns, HEADING.horns, s.hornPoints, `h${s.horns}`, () => msg('magic-money.hornsDetail', { n: s.horns, odd: s.horns % 2 === 1 ? 'yes' : 'no' })),
          line(LABEL.wings, HEADING.wings, s.wingPoints, `w${s.wings}`, () => msg('magic-money.wingsDetail', { n: s.wings })),
          line(LABEL.hearts, HEADING.hearts, s.heartPoints, `f${s.fullHearts}`, () => msg('magic-money.heartsDetail', { n: s.fullHearts })),
          { category: HEADING.ledger, points: 0, detail: s.ledgerTotal, label: LABEL.ledger /* detail: the ledger's total, digits */ },
        ],
      };
    }),
  };
}
