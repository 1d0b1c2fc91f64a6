/**
 * What a seat may see. Public: coins, collections, the Value Display, the
 * gem row, missions, the auction card, who has bid (never what) and the last
 * auction's revealed bids. Private: your own hand and bid. Other hands are
 * counts only; no deck contents; spectators see the public part.
 */
import type { Seat } from '../../engine/types.js';
import {
  AUCTION_CARDS, COLORS, GEM_CARD_COUNT, MISSIONS, VALUE_CHARTS, colorIndex, gemColor, gemValue,
  type AuctionCard, type ChartId, type Color, type Mission,
} from './data.js';
import { bidLimit } from './bidding.js';
import type { AuctionOutcome, Collection, Investment, MegaGemState, Phase } from './state.js';

interface GemCardView { id: number; color: Color }
interface CollectionView {
  gems: GemCardView[];
  /** Gems per colour, in `colors` order. */
  gemCounts: number[];
  loans: AuctionCard[];
  investments: (Investment & { amount: number })[];
  missions: number[];
}

type MissionView = Mission & { claimedBy: Seat | null };
type LastAuctionView = AuctionOutcome & { cardInfo: AuctionCard; gemCards: GemCardView[] };

export interface MegaGemView {
  you: Seat | null;
  players: number;
  phase: Phase;
  round: number;
  colors: readonly Color[];
  chart: ChartId;
  /** Coins per collected gem by Value Display count 0, 1, 2, 3, 4, 5+. */
  chartValues: readonly number[];
  coins: number[];
  supply: number;
  /** Your gem cards (null for a spectator). */
  hand: GemCardView[] | null;
  handCounts: number[];
  gemDeckCount: number;
  auctionDeckCount: number;
  row: GemCardView[];
  display: (GemCardView & { seat: Seat })[];
  /** Gems per colour in the Value Display, in `colors` order. */
  displayCounts: number[];
  /** What one collected gem of each colour would be worth if the game ended now (chart × display). */
  valueNow: number[];
  collections: CollectionView[];
  missions: MissionView[];
  /** The card being auctioned, and the gems it is for (treasure). */
  auction: AuctionCard | null;
  auctionGems: GemCardView[];
  /** Who has placed a sealed bid this auction (never the amount). */
  hasBid: boolean[];
  /** Your own sealed bid, once placed. */
  yourBid: number | null;
  /** The most you may bid now (null when not bidding). */
  bidLimit: number | null;
  /** The winner who must reveal a gem now. */
  revealer: Seat | null;
  /** Your gem cards you may reveal now (empty unless you are the revealer). */
  canReveal: GemCardView[];
  lastAuction: LastAuctionView | null;
}

/** One shared, read-only view object per gem card (views are serialised, never changed). */
const GEM_VIEWS: readonly GemCardView[] = Array.from({ length: GEM_CARD_COUNT }, (_, id) => Object.freeze({ id, color: gemColor(id) }));
const gemView = (id: number): GemCardView => GEM_VIEWS[id];
/** Module-level copies of the data tables used on every view (hot path of the simulator). */
const COLOR_OF: readonly number[] = Array.from({ length: GEM_CARD_COUNT }, (_, id) => colorIndex(id));
const CARDS = AUCTION_CARDS;
const amountOf = (card: number) => (CARDS[card] as { amount: number }).amount;

function collectionView(c: Collection): CollectionView {
  const gemCounts = [0, 0, 0, 0, 0];
  for (const g of c.gems) gemCounts[COLOR_OF[g]]++;
  return {
    gems: c.gems.map(gemView),
    gemCounts,
    loans: c.loans.map((id) => CARDS[id]),
    investments: c.investments.map((inv) => ({ card: inv.card, locked: inv.locked, amount: amountOf(inv.card) })),
    missions: c.missions.slice(),
  };
}

function missionView(id: number, claimedBy: Seat | null): MissionView {
  const m = MISSIONS[id];
  return { id, family: m.family, name: m.name, coins: m.coins, need: m.need, text: m.text, claimedBy };
}

function lastAuctionView(a: AuctionOutcome): LastAuctionView {
  return {
    round: a.round, card: a.card, bids: a.bids.slice(), winner: a.winner, price: a.price, tied: a.tied.slice(),
    tieRule: a.tieRule, gems: a.gems.slice(), cardInfo: AUCTION_CARDS[a.card], gemCards: a.gems.map(gemView),
  };
}

export function view(s: MegaGemState, seat: Seat | null): MegaGemView {
  const you = seat !== null && seat >= 0 && seat < s.players ? seat : null;
  const card = s.auction === null ? null : CARDS[s.auction];
  const hand = you === null ? null : s.hands[you].map(gemView);
  const displayCounts = [0, 0, 0, 0, 0];
  const display = s.display.map((d) => {
    const gem = GEM_VIEWS[d.gem];
    displayCounts[COLOR_OF[d.gem]]++;
    return { id: gem.id, color: gem.color, seat: d.seat };
  });
  return {
    you,
    players: s.players,
    phase: s.phase,
    round: s.round,
    colors: COLORS.slice(),
    chart: s.chart,
    chartValues: VALUE_CHARTS[s.chart].slice(),
    coins: s.coins.slice(),
    supply: s.supply,
    hand,
    handCounts: s.hands.map((h) => h.length),
    gemDeckCount: s.gemDeck.length,
    auctionDeckCount: s.auctionDeck.length,
    row: s.row.map(gemView),
    display,
    displayCounts,
    valueNow: displayCounts.map((n) => gemValue(s.chart, n)),
    collections: s.collections.map(collectionView),
    missions: s.missions.map((m) => missionView(m.id, m.claimedBy)),
    auction: card,
    auctionGems: card?.kind === 'treasure' ? s.row.slice(0, card.gems).map(gemView) : [],
    hasBid: s.bids.map((b) => b !== null),
    yourBid: you === null ? null : s.bids[you],
    bidLimit: s.phase === 'bid' && you !== null ? bidLimit(s, you) : null,
    revealer: s.revealer,
    canReveal: s.phase === 'reveal' && you !== null && s.revealer === you && hand ? hand : [],
    lastAuction: s.lastAuction ? lastAuctionView(s.lastAuction) : null,
  };
}
