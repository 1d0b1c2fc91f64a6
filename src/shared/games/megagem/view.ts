/**
 * What a seat may see. Public: coins, collections, the Value Display, the
 * gem row, missions, the auction card, who has bid (never what) and the last
 * auction's revealed bids. Private: your own hand and bid. Other hands are
 * counts only; no deck contents; spectators see the public part.
 */
import type { Seat } from '../../engine/types.js';
import {
  AUCTION_CARDS, COLORS, MISSIONS, VALUE_CHARTS, gemColor, type AuctionCard, type ChartId, type Color, type Mission,
} from './data.js';
import { bidLimit } from './bidding.js';
import type { AuctionOutcome, Investment, MegaGemState, Phase } from './state.js';
import { displayCounts } from './scoring.js';

export interface GemCardView { id: number; color: Color }
export interface CollectionView {
  gems: GemCardView[];
  /** Gems per colour, in `colors` order. */
  gemCounts: number[];
  loans: AuctionCard[];
  investments: (Investment & { amount: number })[];
  missions: number[];
}

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
  collections: CollectionView[];
  missions: (Mission & { claimedBy: Seat | null })[];
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
  lastAuction: (AuctionOutcome & { cardInfo: AuctionCard; gemCards: GemCardView[] }) | null;
}

const gemView = (id: number): GemCardView => ({ id, color: gemColor(id) });

export function viewFor(s: MegaGemState, seat: Seat | null): MegaGemView {
  const you = seat !== null && seat >= 0 && seat < s.players ? seat : null;
  const card = s.auction === null ? null : AUCTION_CARDS[s.auction];
  const hand = you === null ? null : s.hands[you].map(gemView);
  const bidding = s.phase === 'bid';
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
    display: s.display.map((d) => ({ ...gemView(d.gem), seat: d.seat })),
    displayCounts: displayCounts(s),
    collections: s.collections.map((c) => {
      const counts = [0, 0, 0, 0, 0];
      for (const g of c.gems) counts[Math.floor(g / 6)]++;
      return {
        gems: c.gems.map(gemView),
        gemCounts: counts,
        loans: c.loans.map((id) => AUCTION_CARDS[id]),
        investments: c.investments.map((inv) => ({ ...inv, amount: (AUCTION_CARDS[inv.card] as { amount: number }).amount })),
        missions: c.missions.slice(),
      };
    }),
    missions: s.missions.map((m) => ({ ...MISSIONS[m.id], claimedBy: m.claimedBy })),
    auction: card,
    auctionGems: card?.kind === 'treasure' ? s.row.slice(0, card.gems).map(gemView) : [],
    hasBid: s.bids.map((b) => b !== null),
    yourBid: you === null ? null : s.bids[you],
    bidLimit: bidding && you !== null ? bidLimit(s, you) : null,
    revealer: s.revealer,
    canReveal: s.phase === 'reveal' && you !== null && s.revealer === you && hand ? hand : [],
    lastAuction: s.lastAuction
      ? { ...s.lastAuction, bids: s.lastAuction.bids.slice(), tied: s.lastAuction.tied.slice(), gems: s.lastAuction.gems.slice(), cardInfo: AUCTION_CARDS[s.lastAuction.card], gemCards: s.lastAuction.gems.map(gemView) }
      : null,
  };
}
