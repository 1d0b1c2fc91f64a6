/**
 * End of Game and Scoring. One generic flood fill: a feature (a room of a
 * colour, a symbol, a magic circle) of the card at A connects to the same
 * feature of the card at B across side S when A's feature touches side S, B's
 * feature touches the opposite side, and neither card has a barrier on that
 * edge. Every connected area scores size × (wizards + printed apprentices).
 */
import {
  cardById, COLOURS, OPPOSITE, SIDES, STEP, SYMBOLS,
  type Card, type Colour, type LibrarySymbol, type ModuleId, type Side,
} from './data.js';
import { cellKey, parseKey, surrounding, type Cell, type Display, type Wizard } from './placement.js';

export type Category = Colour | LibrarySymbol;
export const CATEGORIES: readonly Category[] = [...COLOURS, ...SYMBOLS];
type FeatureKey = Category | 'circle';

interface Feature { key: FeatureKey; count: number; sides: readonly Side[] }

const featureCache = new WeakMap<Card, Feature[]>();

/** The scoring features of a card (cached per card object: cards are never mutated). */
export function featuresOf(c: Card): Feature[] {
  const cached = featureCache.get(c);
  if (cached !== undefined) return cached;
  const out: Feature[] = c.rooms.map((r) => ({ key: r.colour, count: 1, sides: r.sides }));
  for (const s of c.symbols) out.push({ key: s.symbol, count: s.count, sides: SIDES });
  if (c.circle) out.push({ key: 'circle', count: 1, sides: SIDES });
  featureCache.set(c, out);
  return out;
}

/** A card's edges as bits (SIDES order): its barriers, and per feature the sides it touches and its count. */
interface CardMasks { barriers: number; sides: Map<FeatureKey, number>; count: Map<FeatureKey, number> }
const maskCache = new WeakMap<Card, CardMasks>();
const SIDE_BIT: Record<Side, number> = { up: 1, right: 2, down: 4, left: 8 };

function masksOf(c: Card): CardMasks {
  let m = maskCache.get(c);
  if (m === undefined) {
    m = { barriers: 0, sides: new Map(), count: new Map() };
    for (const side of c.barriers) m.barriers |= SIDE_BIT[side];
    for (const f of featuresOf(c)) {
      let bits = m.sides.get(f.key) ?? 0;
      for (const side of f.sides) bits |= SIDE_BIT[side];
      m.sides.set(f.key, bits);
      m.count.set(f.key, (m.count.get(f.key) ?? 0) + f.count);
    }
    maskCache.set(c, m);
  }
  return m;
}

/** Does feature `key` of the card at `from` connect to the card at `to` (one step `side` away)? */
export function connects(a: Card, b: Card, key: FeatureKey, side: Side): boolean {
  const out = SIDE_BIT[side], back = SIDE_BIT[OPPOSITE[side]];
  const ma = masksOf(a), mb = masksOf(b);
  if ((ma.barriers & out) !== 0 || (mb.barriers & back) !== 0) return false;
  return ((ma.sides.get(key) ?? 0) & out) !== 0 && ((mb.sides.get(key) ?? 0) & back) !== 0;
}

interface Area {
  key: FeatureKey;
  cells: Cell[];
  /** Rooms or symbols in the area (a double symbol counts 2). */
  size: number;
  /** Wizards (golden counts 2) plus printed apprentices on the area's cards. */
  helpers: number;
  points: number;
}

/** A display prepared for flood fills: cards, helpers and edge-neighbours by index. */
interface Layout {
  cells: Cell[];
  cards: Card[];
  /** Wizards (golden counts 2) plus a printed apprentice, per card. */
  helpers: number[];
  /** Index of the card beyond each side (SIDES order), or −1. */
  next: number[][];
}

function layoutOf(display: Display, wizards: readonly Wizard[]): Layout {
  const keys = Object.keys(display);
  const index = new Map<string, number>();
  keys.forEach((k, i) => index.set(k, i));
  const cells = keys.map(parseKey);
  const cards = keys.map((k) => cardById(display[k]));
  const helpers = cards.map((c) => (c.apprentice ? 1 : 0));
  for (const w of wizards) {
    const i = index.get(cellKey(w.x, w.y));
    if (i !== undefined) helpers[i] += w.golden ? 2 : 1;
  }
  const next = cells.map((c) => SIDES.map((side) => index.get(cellKey(c.x + STEP[side].dx, c.y + STEP[side].dy)) ?? -1));
  return { cells, cards, helpers, next };
}

/** Every connected area of feature `key` in the display. */
function areasOf(display: Display, wizards: readonly Wizard[], key: FeatureKey, layout = layoutOf(display, wizards)): Area[] {
  const { cells, cards, helpers, next } = layout;
  const done = new Array<boolean>(cells.length).fill(false);
  const areas: Area[] = [];
  for (let start = 0; start < cells.length; start++) {
    if (done[start] || !masksOf(cards[start]).sides.has(key)) continue;
    const stack = [start];
    done[start] = true;
    const members: number[] = [];
    while (stack.length) {
      const i = stack.pop()!;
      members.push(i);
      for (let si = 0; si < 4; si++) {
        const j = next[i][si];
        if (j < 0 || done[j] || !connects(cards[i], cards[j], key, SIDES[si])) continue;
        done[j] = true;
        stack.push(j);
      }
    }
    let size = 0, help = 0;
    for (const i of members) {
      size += masksOf(cards[i]).count.get(key) ?? 0;
      help += helpers[i];
    }
    const areaCells = members.map((i) => ({ x: cells[i].x, y: cells[i].y })).sort((a, b) => a.y - b.y || a.x - b.x);
    areas.push({ key, cells: areaCells, size, helpers: help, points: size * help });
  }
  return areas;
}

/** Symbols in a display (double symbols count 2): what a Neighbour card counts. */
export function symbolCount(display: Display): number {
  let n = 0;
  for (const id of Object.values(display)) for (const s of cardById(id).symbols) n += s.count;
  return n;
}

export interface ScoreContext {
  modules: readonly ModuleId[];
  /** Module 3: the displays a Neighbour card may count (left and right, or the one opponent). */
  neighbourDisplays?: Display[];
}

export interface ScoreSheet {
  categories: Record<Category, number>;
  areas: Record<Category, Area[]>;
  circleCount: number;
  circles: number;
  /** Module lines (present only when the module is on). */
  variety?: number;
  neighbour?: number;
  portals?: number;
  barriers?: number;
  extra?: number;
  total: number;
}

const count = (display: Display, pred: (c: Card) => boolean) => Object.values(display).filter((id) => pred(cardById(id))).length;

/** Module 7: what one Extra card is worth in this display (ties: the owner's best choice, i.e. the maximum). */
export function extraCardPoints(display: Display, at: string): number {
  const c = cardById(display[at]);
  const here = parseKey(at);
  switch (c.extra) {
    case 'row-column':
      return Object.keys(display).map(parseKey).filter((p) => (p.x === here.x) !== (p.y === here.y)).length;
    case 'apprentices':
      return 1 + count(display, (d) => d.apprentice);
    case 'circles':
      return 1 + count(display, (d) => d.circle);
    case 'symbol-majority': {
      const per = SYMBOLS.map((s) => Object.values(display).reduce((n, id) => n + cardById(id).symbols.filter((m) => m.symbol === s).reduce((a, m) => a + m.count, 0), 0));
      return Math.max(...per);
    }
    case 'colour-majority': {
      const per = COLOURS.map((col) => Object.values(display).reduce((n, id) => n + cardById(id).rooms.filter((r) => r.colour === col).length, 0));
      return Math.max(...per);
    }
    default:
      return 0;
  }
}

/** The full score sheet of one display. */
export function scoreDisplay(display: Display, wizards: readonly Wizard[], ctx: ScoreContext): ScoreSheet {
  const on = (m: ModuleId) => ctx.modules.includes(m);
  const categories = {} as Record<Category, number>;
  const areas = {} as Record<Category, Area[]>;
  const layout = layoutOf(display, wizards);
  for (const cat of CATEGORIES) {
    areas[cat] = areasOf(display, wizards, cat, layout);
    categories[cat] = areas[cat].reduce((n, a) => n + a.points, 0);
  }
  const circleCount = count(display, (c) => c.circle);
  // Module 4: only orthogonally connected groups of at least 3 circles score.
  const circles = on('m4')
    ? 3 * areasOf(display, wizards, 'circle', layout).filter((a) => a.size >= 3).reduce((n, a) => n + a.size, 0)
    : 3 * circleCount;
  const sheet: ScoreSheet = { categories, areas, circleCount, circles, total: 0 };
  if (on('m2')) {
    const scoring = CATEGORIES.filter((c) => categories[c] >= 1).length;
    sheet.variety = scoring === 10 ? 10 : scoring === 9 ? 5 : 0;
  }
  if (on('m3')) {
    const best = Math.max(0, ...(ctx.neighbourDisplays ?? []).map(symbolCount));
    sheet.neighbour = count(display, (c) => c.kind === 'neighbour') * best;
  }
  if (on('m5')) {
    sheet.portals = Object.keys(display)
      .filter((k) => cardById(display[k]).kind === 'portal')
      .reduce((n, k) => n + 2 + surrounding(parseKey(k)).filter((p) => display[cellKey(p.x, p.y)] !== undefined).length, 0);
  }
  if (on('m6')) sheet.barriers = count(display, (c) => c.kind === 'barrier');
  if (on('m7')) sheet.extra = Object.keys(display).filter((k) => cardById(display[k]).kind === 'extra').reduce((n, k) => n + extraCardPoints(display, k), 0);
  sheet.total = CATEGORIES.reduce((n, c) => n + categories[c], 0) + circles
    + (sheet.variety ?? 0) + (sheet.neighbour ?? 0) + (sheet.portals ?? 0) + (sheet.barriers ?? 0) + (sheet.extra ?? 0);
  return sheet;
}

/** Left (seat+1) and right (seat−1) neighbours; with 2 players, the one opponent. */
export function neighboursOf(seat: number, players: number): number[] {
  const left = (seat + 1) % players, right = (seat - 1 + players) % players;
  return left === right ? [left] : [left, right];
}
