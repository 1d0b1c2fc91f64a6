/**
 * The table's reading of a lean view: the frame carries ids only (gem cards,
 * auction cards, missions, the chart), and the cards' colours, kinds, amounts,
 * mission names and requirements and the chart's values come from the game's
 * own data module (`src/shared/games/megagem/data.ts`, part of the client bundle).
 */
import {
  AUCTION_CARDS, COLORS, MISSIONS, VALUE_CHARTS, gemColor, gemValue, type AuctionCard, type Color, type Mission,
} from '../../../shared/games/megagem/data.js';
import { auctionGems, colorCounts, type MegaGemView } from '../../../shared/games/megagem/view.js';
import type { AuctionOutcome, Investment } from '../../../shared/games/megagem/state.js';

interface GemCardView { id: number; color: Color }

export interface TableView extends Omit<MegaGemView, 'hand' | 'row' | 'display' | 'collections' | 'missions' | 'auction' | 'canReveal' | 'lastAuction'> {
  colors: readonly Color[];
  /** Coins per collected gem by Value Display count 0, 1, 2, 3, 4, 5+. */
  chartValues: readonly number[];
  /** Gems per colour in the Value Display, in `colors` order. */
  displayCounts: number[];
  /** What one collected gem of each colour would be worth if the game ended now (chart × display). */
  valueNow: number[];
  hand: GemCardView[] | null;
  row: GemCardView[];
  display: (GemCardView & { seat: number })[];
  collections: { gems: GemCardView[]; gemCounts: number[]; loans: AuctionCard[]; investments: (Investment & { amount: number })[]; missions: number[] }[];
  missions: (Mission & { claimedBy: number | null })[];
  auction: AuctionCard | null;
  /** The gems the treasure on auction is for. */
  auctionGems: GemCardView[];
  canReveal: GemCardView[];
  lastAuction: (AuctionOutcome & { cardInfo: AuctionCard; gemCards: GemCardView[] }) | null;
}

const gem = (id: number): GemCardView => ({ id, color: gemColor(id) });
const amountOf = (card: number): number => {
  const c = AUCTION_CARDS[card];
  return c.kind === 'treasure' ? 0 : c.amount;
};

export function tableView(v: MegaGemView): TableView {
  const displayCounts = colorCounts(v.display.map((d) => d.gem));
  return {
    ...v,
    colors: COLORS,
    chartValues: VALUE_CHARTS[v.chart],
    displayCounts,
    valueNow: displayCounts.map((n) => gemValue(v.chart, n)),
    hand: v.hand && v.hand.map(gem),
    row: v.row.map(gem),
    display: v.display.map((d) => ({ ...gem(d.gem), seat: d.seat })),
    collections: v.collections.map((c) => ({
      gems: c.gems.map(gem),
      gemCounts: colorCounts(c.gems),
      loans: c.loans.map((id) => AUCTION_CARDS[id]),
      investments: c.investments.map((inv) => ({ ...inv, amount: amountOf(inv.card) })),
      missions: c.missions,
    })),
    missions: v.missions.map((m) => ({ ...MISSIONS[m.id], claimedBy: m.claimedBy })),
    auction: v.auction === null ? null : AUCTION_CARDS[v.auction],
    auctionGems: auctionGems(v).map(gem),
    canReveal: v.canReveal.map(gem),
    lastAuction: v.lastAuction && { ...v.lastAuction, cardInfo: AUCTION_CARDS[v.lastAuction.card], gemCards: v.lastAuction.gems.map(gem) },
  };
}
