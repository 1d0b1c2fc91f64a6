/**
 * MegaGem's components, as data: the gem cards, the auction cards, the 30
 * mission cards of the rulebook's breakdown, the five value charts and the
 * setup per player count. Everything else reads these tables.
 */

export const COLORS = ['blue', 'green', 'pink', 'purple', 'yellow'] as const;
export type Color = (typeof COLORS)[number];
export const COLOR_LABEL: Record<Color, string> = {
  blue: 'Blue', green: 'Green', pink: 'Pink', purple: 'Purple', yellow: 'Yellow',
};

/** 30 gem cards, 6 of each colour; card id n has colour COLORS[floor(n / 6)]. */
export const GEMS_PER_COLOR = 6;
export const GEM_CARD_COUNT = COLORS.length * GEMS_PER_COLOR;
export const ALL_GEM_IDS: readonly number[] = Array.from({ length: GEM_CARD_COUNT }, (_, i) => i);

export function gemColor(id: number): Color {
  return COLORS[Math.floor(id / GEMS_PER_COLOR)];
}
export function colorIndex(id: number): number {
  return Math.floor(id / GEMS_PER_COLOR);
}

/** Coins (public) and gem cards in hand (private) per player count. */
export const SETUP_BY_PLAYERS: Record<number, { coins: number; hand: number }> = {
  3: { coins: 35, hand: 5 },
  4: { coins: 25, hand: 4 },
  5: { coins: 20, hand: 3 },
};
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;
/** Gems revealed in the row at any time (while the deck lasts). */
export const ROW_SIZE = 2;
/** Mission cards revealed at the start; the rest are put away. */
export const MISSIONS_REVEALED = 4;

// ---------------------------------------------------------------- auction cards

export type AuctionCard =
  | { id: number; kind: 'treasure'; gems: 1 | 2 }
  | { id: number; kind: 'loan'; amount: number }
  | { id: number; kind: 'investment'; amount: number };

/** 25 auction cards: 17 Treasure (5 × 2-gem, 12 × 1-gem), 4 Loan (2 × 20, 2 × 10), 4 Invest (2 × 10, 2 × 5). */
export const AUCTION_CARDS: readonly AuctionCard[] = (() => {
  const cards: AuctionCard[] = [];
  for (let i = 0; i < 5; i++) cards.push({ id: cards.length, kind: 'treasure', gems: 2 });
  for (let i = 0; i < 12; i++) cards.push({ id: cards.length, kind: 'treasure', gems: 1 });
  for (const amount of [20, 20, 10, 10]) cards.push({ id: cards.length, kind: 'loan', amount });
  for (const amount of [10, 10, 5, 5]) cards.push({ id: cards.length, kind: 'investment', amount });
  return cards;
})();

export function auctionCardName(card: AuctionCard): string {
  switch (card.kind) {
    case 'treasure': return `${card.gems}-gem Treasure`;
    case 'loan': return `${card.amount}-coin Loan`;
    case 'investment': return `${card.amount}-coin Investment`;
  }
}

// ---------------------------------------------------------------- missions

/**
 * What a mission asks of a collection:
 * - `colors`: these exact gems (a colour listed twice needs two of it);
 * - `same`: n gems of one colour, any colour;
 * - `different`: n gems of n different colours, any colours;
 * - `pairs`: n pairs, each pair of one colour, any colours (two pairs may share a colour).
 */
export type MissionNeed =
  | { kind: 'colors'; colors: Color[] }
  | { kind: 'same'; n: number }
  | { kind: 'different'; n: number }
  | { kind: 'pairs'; n: number };

export type MissionFamily = 'shield' | 'pendant' | 'crown';

export interface Mission {
  id: number;
  family: MissionFamily;
  name: string;
  coins: number;
  need: MissionNeed;
  /** The requirement in words, for the table and the log. */
  text: string;
}

function pairsOf<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) out.push([items[i], items[j]]);
  return out;
}
function triplesOf<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++)
      for (let k = j + 1; k < items.length; k++) out.push([items[i], items[j], items[k]]);
  return out;
}
const labels = (colors: readonly Color[]) => colors.map((c) => COLOR_LABEL[c]);

/** The 30 mission cards exactly as the rulebook's breakdown lists them. */
export const MISSIONS: readonly Mission[] = (() => {
  const m: Omit<Mission, 'id'>[] = [];
  // Shields (2 cards, 4 gems each)
  m.push({ family: 'shield', name: 'Shield of Four Colours', coins: 10, need: { kind: 'different', n: 4 }, text: '4 gems of 4 different colours' });
  m.push({ family: 'shield', name: 'Shield of Two Pairs', coins: 15, need: { kind: 'pairs', n: 2 }, text: '2 pairs of gems (each pair of one colour, any colours)' });
  // Pendants (16 cards, 5 coins, 2 gems each)
  m.push({ family: 'pendant', name: 'Pendant of a Pair', coins: 5, need: { kind: 'same', n: 2 }, text: '2 gems of the same colour (any colour)' });
  for (const c of COLORS)
    m.push({ family: 'pendant', name: `${COLOR_LABEL[c]} Pendant`, coins: 5, need: { kind: 'colors', colors: [c, c] }, text: `2 ${COLOR_LABEL[c]} gems` });
  for (const pair of pairsOf(COLORS))
    m.push({ family: 'pendant', name: `${labels(pair).join('–')} Pendant`, coins: 5, need: { kind: 'colors', colors: pair }, text: `1 ${labels(pair).join(' and 1 ')} gem` });
  // Crowns (12 cards, 10 coins, 3 gems each)
  m.push({ family: 'crown', name: 'Crown of Three of a Kind', coins: 10, need: { kind: 'same', n: 3 }, text: '3 gems of the same colour (any colour)' });
  m.push({ family: 'crown', name: 'Crown of Three Colours', coins: 10, need: { kind: 'different', n: 3 }, text: '3 gems of 3 different colours (any colours)' });
  for (const triple of triplesOf(COLORS)) {
    const l = labels(triple);
    m.push({ family: 'crown', name: `${l.join('–')} Crown`, coins: 10, need: { kind: 'colors', colors: triple }, text: `1 ${l[0]}, 1 ${l[1]} and 1 ${l[2]} gem` });
  }
  return m.map((x, id) => ({ ...x, id }));
})();

// ---------------------------------------------------------------- value charts

export const CHART_IDS = ['A', 'B', 'C', 'D', 'E'] as const;
export type ChartId = (typeof CHART_IDS)[number];

/** Coins per collected gem of a colour, by that colour's count in the Value Display: 0, 1, 2, 3, 4, 5+. */
export const VALUE_CHARTS: Record<ChartId, readonly number[]> = {
  A: [0, 4, 8, 12, 16, 20],
  B: [20, 16, 12, 8, 4, 0],
  C: [0, 2, 5, 9, 14, 20],
  D: [20, 18, 15, 11, 6, 0],
  E: [0, 4, 10, 18, 6, 0],
};

/** The value of one collected gem of a colour with `displayCount` of it in the Value Display. */
export function gemValue(chart: ChartId, displayCount: number): number {
  const row = VALUE_CHARTS[chart];
  return row[Math.min(displayCount, row.length - 1)];
}
