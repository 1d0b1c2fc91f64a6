/**
 * What a seat may see. Public: coins, collections, the Value Display, the
 * gem row, missions, the auction card, who has bid (never what) and the last
 * auction's revealed bids. Private: your own hand and bid. Other hands are
 * counts only; no deck contents; spectators see the public part.
 */
import type { Seat } from '../../engine/types.js';
import { AUCTION_CARDS, GEM_CARD_COUNT, colorIndex, type ChartId } from './data.js';
import { bidLimit } from './bidding.js';
import { perSeatSet } from './flow.js';
import type { AuctionOutcome, Investment, MegaGemState, Phase } from './state.js';

/**
 * Lean frames: static data is never in a view. Gem cards, auction cards and
 * missions travel as ids; their colour, kind, amount, name, requirement and the
 * chart's values are in the game's data module (data.ts: `gemColor`,
 * `AUCTION_CARDS`, `MISSIONS`, `VALUE_CHARTS`, `COLORS`), part of the client
 * bundle. A gem card's id tells only its colour, and an id is present only where
 * that card is face up to this seat (other hands are counts).
 */
interface CollectionView {
  /** Gem card ids (per colour: `colorCounts(gems)`). */
  gems: number[];
  /** Auction card ids (loans). */
  loans: number[];
  investments: Investment[];
  missions: number[];
}

interface MissionView { id: number; claimedBy: Seat | null }

export interface MegaGemView {
  you: Seat | null;
  players: number;
  phase: Phase;
  round: number;
  /** The value chart's id: its values are `VALUE_CHARTS[chart]`. */
  chart: ChartId;
  coins: number[];
  supply: number;
  /** Your gem card ids (null for a spectator). */
  hand: number[] | null;
  handCounts: number[];
  gemDeckCount: number;
  auctionDeckCount: number;
  /** Gem card ids in the row. */
  row: number[];
  /**
   * The Value Display: gem card ids and who revealed them. Per colour: `colorCounts(display.map(d => d.gem))`;
   * one collected gem's worth now: `gemValue(chart, count)`.
   */
  display: { gem: number; seat: Seat }[];
  collections: CollectionView[];
  missions: MissionView[];
  /** The auction card's id (the gems a treasure is for are the first of `row`). */
  auction: number | null;
  /** Who has placed a sealed bid this auction (never the amount). */
  hasBid: boolean[];
  /** Your own sealed bid, once placed. */
  yourBid: number | null;
  /** The most you may bid now (null when not bidding). */
  bidLimit: number | null;
  /** The winner who must reveal a gem now. */
  revealer: Seat | null;
  /** Your gem card ids you may reveal now (empty unless you are the revealer). */
  canReveal: number[];
  lastAuction: AuctionOutcome | null;
}

/** Module-level copy of the colour table used on every view (hot path of the simulator). */
const COLOR_OF: readonly number[] = Array.from({ length: GEM_CARD_COUNT }, (_, id) => colorIndex(id));

/** The gem card ids a treasure on auction is for (empty for a loan or an investment). */
export function auctionGems(v: Pick<MegaGemView, 'auction' | 'row'>): number[] {
  const card = v.auction === null ? null : AUCTION_CARDS[v.auction];
  return card?.kind === 'treasure' ? v.row.slice(0, card.gems) : [];
}

/** Gems per colour, in `COLORS` order, of some gem card ids. */
export function colorCounts(gems: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const g of gems) counts[COLOR_OF[g]]++;
  return counts;
}

/**
 * The view shares the state's public parts instead of copying them (a state is never changed once made: every
 * move makes a new one, and the tests deep-freeze them): collections, the display, the row, missions, coins and
 * the last auction are the state's own arrays. Nobody may change a view in place either (the host serialises it,
 * bots read it); a bot that tried would throw on the frozen states of the property tests.
 */
export function view(s: MegaGemState, seat: Seat | null): MegaGemView {
  const you = seat !== null && seat >= 0 && seat < s.players ? seat : null;
  const hand = you === null ? null : s.hands[you];
  const handCounts = new Array<number>(s.players);
  let mask = 0;
  for (let i = 0; i < s.players; i++) {
    handCounts[i] = s.hands[i].length;
    if (s.bids[i] !== null) mask |= 1 << i;
  }
  const hasBid = hasBidOf(s.players, mask);
  return {
    you,
    players: s.players,
    phase: s.phase,
    round: s.round,
    chart: s.chart,
    coins: s.coins,
    supply: s.supply,
    hand,
    handCounts,
    gemDeckCount: s.gemDeck.length,
    auctionDeckCount: s.auctionDeck.length,
    row: s.row,
    display: s.display,
    collections: s.collections,
    missions: s.missions,
    auction: s.auction,
    hasBid,
    yourBid: you === null ? null : s.bids[you],
    bidLimit: s.phase === 'bid' && you !== null ? bidLimit(s, you) : null,
    revealer: s.revealer,
    canReveal: s.phase === 'reveal' && you !== null && s.revealer === you && hand ? hand : NONE,
    lastAuction: s.lastAuction,
  };
}

/** Who has bid, per player count and set of seats: made once, frozen, shared by every view. */
const hasBidOf = perSeatSet<boolean>((players, mask) => {
  const made: boolean[] = [];
  for (let i = 0; i < players; i++) made.push((mask & (1 << i)) !== 0);
  return made;
});

/** No gem to reveal (shared, never changed). */
const NONE: number[] = Object.freeze([]) as unknown as number[];
