/** Hand-arranged MegaGem states for the rule tests, and a move helper that fails loudly. */
import { applyMove } from '../../../src/shared/engine/engine.js';
import type { Refused, Seat } from '../../../src/shared/engine/types.js';
import { AUCTION_CARDS, COLORS, type ChartId, type Color } from '../../../src/shared/games/megagem/data.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import type { MegaGemMove, MegaGemState } from '../../../src/shared/games/megagem/state.js';

type CardName = 'gem1' | 'gem2' | 'loan20' | 'loan10' | 'invest10' | 'invest5';

function cardIds(name: CardName): number[] {
  return AUCTION_CARDS.filter((c) => matchesCard(c, name)).map((c) => c.id);
}

function matchesCard(c: (typeof AUCTION_CARDS)[number], name: CardName): boolean {
  return name === 'gem1' ? c.kind === 'treasure' && c.gems === 1
      : name === 'gem2' ? c.kind === 'treasure' && c.gems === 2
        : name === 'loan20' ? c.kind === 'loan' && c.amount === 20
          : name === 'loan10' ? c.kind === 'loan' && c.amount === 10
            : name === 'invest10' ? c.kind === 'investment' && c.amount === 10
              : c.kind === 'investment' && c.amount === 5;
}

export interface Arrangement {
  players?: number;
  chart?: ChartId;
  seed?: string;
  hands?: Color[][];
  row?: Color[];
  display?: { color: Color; seat: Seat }[];
  collections?: Color[][];
  /** The next gems the deck will reveal, in order; the rest of the gems follow. */
  deckTop?: Color[];
  /** Only these gems stay in the deck (after deckTop); the rest go... nowhere: use to empty the deck. */
  deckSize?: number;
  coins?: number[];
  auction?: CardName;
  /** The next auction cards, in order. */
  auctionsNext?: CardName[];
  /** Seat that won the previous auction (null: this is the first auction). */
  previousWinner?: Seat | null;
  missions?: number[];
}

/**
 * A state in the bidding phase, built from a real setup and rearranged.
 * Gems not placed anywhere go to the deck (after `deckTop`); with `deckSize`
 * the deck keeps only that many and the surplus goes to seat 0's collection
 * (keeping all 30 cards accounted for).
 */
export function arrange(a: Arrangement = {}): MegaGemState {
  const players = a.players ?? 4;
  const s = megagem.setup(players, { chart: a.chart ?? 'A' }, a.seed ?? 'fixture');
  const pool = COLORS.map((_, i) => Array.from({ length: 6 }, (_, k) => i * 6 + k));
  const take = (c: Color) => {
    const id = pool[COLORS.indexOf(c)].shift();
    if (id === undefined) throw new Error(`fixture: no ${c} gem left`);
    return id;
  };
  const hands = a.hands ?? s.hands.map(() => []);
  s.hands = hands.map((h) => h.map(take));
  s.row = (a.row ?? []).map(take);
  s.display = (a.display ?? []).map((d) => ({ gem: take(d.color), seat: d.seat }));
  s.collections = Array.from({ length: players }, (_, seat) => ({ gems: (a.collections?.[seat] ?? []).map(take), loans: [], investments: [], missions: [] }));
  const top = (a.deckTop ?? []).map(take);
  let rest = pool.flat();
  if (a.deckSize !== undefined) {
    const keep = Math.max(0, a.deckSize - top.length);
    s.collections[0].gems.push(...rest.slice(keep));
    rest = rest.slice(0, keep);
  }
  // The top of the deck is its last element.
  s.gemDeck = [...rest, ...top.reverse()];
  if (a.coins) s.coins = a.coins.slice();
  s.coinTotal = s.coins.reduce((x, y) => x + y, 0);
  s.supply = 0;
  if (a.missions) s.missions = a.missions.map((id) => ({ id, claimedBy: null }));
  const used = new Set<number>();
  const takeCard = (name: CardName) => {
    const id = cardIds(name).find((x) => !used.has(x));
    if (id === undefined) throw new Error(`fixture: no ${name} card left`);
    used.add(id);
    return id;
  };
  const auction = a.auction ? takeCard(a.auction) : s.auction!;
  used.add(auction);
  const next = (a.auctionsNext ?? []).map(takeCard);
  const others = AUCTION_CARDS.map((c) => c.id).filter((id) => id !== auction && !next.includes(id));
  s.auctionDeck = [...others, ...next.reverse()];
  s.auction = auction;
  s.round = 1;
  s.bids = Array(players).fill(null);
  s.lastAuction = a.previousWinner === undefined || a.previousWinner === null ? null
    : { round: 0, card: others[0], bids: Array(players).fill(0), winner: a.previousWinner, price: 0, tied: [], tieRule: 'none', gems: [] };
  s.log = [];
  return s;
}

/** Applies a move through the engine; throws with the reason if refused. */
export function play(s: MegaGemState, seat: Seat, move: MegaGemMove): MegaGemState {
  const r = applyMove(megagem, s, seat, move);
  if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)} refused: ${r.message}`);
  return r.state;
}

/** Every seat bids, in seat order. */
export function bidAll(s: MegaGemState, bids: number[]): MegaGemState {
  return bids.reduce((st, amount, seat) => play(st, seat, { type: 'bid', amount }), s);
}

/** The refusal of a move through the engine: its code, message id and parameters, and its English sentence. */
export function refusal(s: MegaGemState, seat: Seat, move: unknown): Refused {
  const r = applyMove(megagem, s, seat, move);
  if (r.ok) throw new Error(`move ${JSON.stringify(move)} by seat ${seat} was accepted`);
  return r;
}

export const colorsOf = (ids: readonly number[]) => ids.map((id) => COLORS[Math.floor(id / 6)]);
