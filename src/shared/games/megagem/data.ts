/**
 * MegaGem's components, as data: the gem cards, the auction cards, the 30
 * mission cards of the rulebook's breakdown, the five value charts and the
 * setup per player count. Everything else reads these tables. Their names
 * are messages of the catalogue (messages.ts); the English text is rendered
 * from it once, here.
 */
import type { Msg } from '../../engine/types.js';
import { english, msg } from './messages.js';

export const COLORS = ['blue', 'green', 'pink', 'purple', 'yellow'] as const;
export type Color = (typeof COLORS)[number];
/** A colour's name, as a message. */
export const COLOR_NAME: Record<Color, Msg> = {
  blue: msg('megagem.blue'), green: msg('megagem.green'), pink: msg('megagem.pink'), purple: msg('megagem.purple'), yellow: msg('megagem.yellow'),
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
const GEM_NAMES: readonly { msg: Msg }[] = ALL_GEM_IDS.map((id) => ({ msg: COLOR_NAME[gemColor(id)] }));
/** A gem card's colour name, as a message parameter. */
export const gemName = (id: number): { msg: Msg } => GEM_NAMES[id];
/** Gem cards' colours as a list parameter ("Blue, Green, and Pink"). */
export const gemList = (ids: readonly number[]): { list: { msg: Msg }[] } => ({ list: ids.map(gemName) });

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

/** An auction card's name, as a message ("2-gem Treasure", "20-coin Loan", "5-coin Investment"). */
function auctionCardMsg(card: AuctionCard): Msg {
  switch (card.kind) {
    case 'treasure': return msg('megagem.treasureCard', { gems: card.gems });
    case 'loan': return msg('megagem.loanCard', { amount: card.amount });
    case 'investment': return msg('megagem.investmentCard', { amount: card.amount });
  }
}
const CARD_MSGS: readonly { msg: Msg }[] = AUCTION_CARDS.map((c) => ({ msg: auctionCardMsg(c) }));
/** An auction card's name by id, as a message parameter. */
export const cardName = (id: number): { msg: Msg } => CARD_MSGS[id];

// ---------------------------------------------------------------- missions

/**
 * What a mission asks of a collection:
 * - `colors`: these exact gems (a colour listed twice needs two of it);
 * - `same`: n gems of one colour, any colour;
 * - `different`: n gems of n different colours, any colours;
 * - `pairs`: n pairs, each pair of one colour, any colours (two pairs may share a colour).
 */
type MissionNeed =
  | { kind: 'colors'; colors: Color[] }
  | { kind: 'same'; n: number }
  | { kind: 'different'; n: number }
  | { kind: 'pairs'; n: number };

type MissionFamily = 'shield' | 'pendant' | 'crown';

export interface Mission {
  id: number;
  family: MissionFamily;
  /** The card's name in English (rendered from `nameMsg`). */
  name: string;
  coins: number;
  need: MissionNeed;
  /** The requirement in words, in English (rendered from `textMsg`), for the table. */
  text: string;
}

/** A mission card's name and requirement, as messages (for the log). */
export interface MissionWords {
  name: Msg;
  text: Msg;
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
const named = (colors: readonly Color[]) => colors.map((c) => ({ msg: COLOR_NAME[c] }));

/** The 30 mission cards exactly as the rulebook's breakdown lists them, with their words as messages. */
const MISSION_CARDS: readonly (Omit<Mission, 'id' | 'name' | 'text'> & MissionWords)[] = (() => {
  const m: (Omit<Mission, 'id' | 'name' | 'text'> & MissionWords)[] = [];
  // Shields (2 cards, 4 gems each)
  m.push({ family: 'shield', coins: 10, need: { kind: 'different', n: 4 }, name: msg('megagem.missionFourColours'), text: msg('megagem.needFourColours') });
  m.push({ family: 'shield', coins: 15, need: { kind: 'pairs', n: 2 }, name: msg('megagem.missionTwoPairs'), text: msg('megagem.needTwoPairs') });
  // Pendants (16 cards, 5 coins, 2 gems each)
  m.push({ family: 'pendant', coins: 5, need: { kind: 'same', n: 2 }, name: msg('megagem.missionPair'), text: msg('megagem.needPair') });
  for (const c of COLORS) {
    const color = { msg: COLOR_NAME[c] };
    m.push({ family: 'pendant', coins: 5, need: { kind: 'colors', colors: [c, c] }, name: msg('megagem.missionColourPendant', { color }), text: msg('megagem.needColourPair', { color }) });
  }
  for (const pair of pairsOf(COLORS)) {
    const [a, b] = named(pair);
    m.push({ family: 'pendant', coins: 5, need: { kind: 'colors', colors: pair }, name: msg('megagem.missionTwoColourPendant', { a, b }), text: msg('megagem.needTwoColours', { a, b }) });
  }
  // Crowns (12 cards, 10 coins, 3 gems each)
  m.push({ family: 'crown', coins: 10, need: { kind: 'same', n: 3 }, name: msg('megagem.missionThreeOfAKind'), text: msg('megagem.needThreeOfAKind') });
  m.push({ family: 'crown', coins: 10, need: { kind: 'different', n: 3 }, name: msg('megagem.missionThreeColours'), text: msg('megagem.needThreeColours') });
  for (const triple of triplesOf(COLORS)) {
    const [a, b, c] = named(triple);
    m.push({ family: 'crown', coins: 10, need: { kind: 'colors', colors: triple }, name: msg('megagem.missionThreeColourCrown', { a, b, c }), text: msg('megagem.needThreeGiven', { a, b, c }) });
  }
  return m;
})();

/** The 30 mission cards, their words in English. */
export const MISSIONS: readonly Mission[] = MISSION_CARDS.map((x, id) => ({
  id, family: x.family, name: english(x.name), coins: x.coins, need: x.need, text: english(x.text),
}));

/** A mission card's name and requirement, as messages. */
export const missionWords = (id: number): MissionWords => MISSION_CARDS[id];

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
