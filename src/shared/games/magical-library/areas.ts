/**
 * End of Game and Scoring. One generic flood fill: a feature (a room of a
 * colour, a symbol, a magic circle) of the card at A connects to the same
 * feature of the card at B across side S when A's feature touches side S, B's
 * feature touches the opposite side, and neither card has a barrier on that
 * edge. Every connected area scores size × (wizards + printed apprentices).
 */
import {
  cardById, COLOURS, OPPOSITE, SIDES, SYMBOLS,
  type Card, type Colour, type LibrarySymbol, type ModuleId, type Side,
} from './data.js';
import { cellKey, parseKey, sortCells, surrounding, type Cell, type Display, type Wizard } from './placement.js';

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

/**
 * What the flood fills need of a card, by feature index (`FEATURES`: the five colours, the five symbols, the
 * magic circle; a category's index is its index in `CATEGORIES`): the sides each feature touches as bits, its
 * count, and the card's barriers as bits. Made once per card.
 */
const FEATURES: readonly FeatureKey[] = [...COLOURS, ...SYMBOLS, 'circle'];
const CIRCLE = FEATURES.length - 1;
interface CardBits { sides: Uint8Array; count: Uint8Array; barriers: number; apprentice: boolean; circle: boolean }
const bitsById = new Map<string, CardBits>();

function bitsOf(id: string): CardBits {
  let b = bitsById.get(id);
  if (b === undefined) {
    const c = cardById(id), m = masksOf(c);
    b = { sides: new Uint8Array(FEATURES.length), count: new Uint8Array(FEATURES.length), barriers: m.barriers, apprentice: c.apprentice, circle: c.circle };
    FEATURES.forEach((key, f) => { b!.sides[f] = m.sides.get(key) ?? 0; b!.count[f] = m.count.get(key) ?? 0; });
    bitsById.set(id, b);
  }
  return b;
}

/** SIDES order (up, right, down, left): the step, the side's bit and the opposite side's bit. */
const DX = [0, 1, 0, -1], DY = [-1, 0, 1, 0];
const OUT = [1, 2, 4, 8], BACK = [4, 8, 1, 2];

/** Display keys parsed once each (there are few: a display grows from (0, 0), at most 16 cards); shared, frozen. */
const cellByKey = new Map<string, Readonly<Cell>>();
const keyByCell = new Map<Readonly<Cell>, string>();
function cellOfKey(key: string): Readonly<Cell> {
  let c = cellByKey.get(key);
  if (c === undefined) {
    cellByKey.set(key, (c = Object.freeze(parseKey(key))));
    keyByCell.set(c, key);
  }
  return c;
}

/** `cellKey` of a cell, without making the string again for the cells of score sheets. */
export function keyOfCell(c: Cell): string {
  return keyByCell.get(c) ?? cellKey(c.x, c.y);
}

/**
 * Scratch space for finding a card by its cell during one layout: `grid` holds index + 1 of the card at
 * (x, y) for x and y in [−HALF, HALF) (every display of a game: the moves' schema keeps cells within ±100),
 * and is cleared again before `layoutOf` returns; a display reaching beyond uses a map.
 */
const HALF = 128, GRID = 2 * HALF;
const grid = new Int16Array(GRID * GRID);
const slot = (x: number, y: number): number => (x + HALF) * GRID + (y + HALF);
const inGrid = (c: Cell): boolean => c.x >= -HALF && c.x < HALF && c.y >= -HALF && c.y < HALF;

/**
 * A display prepared for flood fills, by index (the display's key order): its cells, card bits and helpers,
 * each card's rank in row-then-column order, and for each cell and side (SIDES order) the index of the card
 * beyond it when no barrier stands on that edge (else −1).
 */
interface Layout {
  n: number;
  cells: Readonly<Cell>[];
  bits: CardBits[];
  /** Wizards (golden counts 2) plus a printed apprentice, per card. */
  helpers: number[];
  rank: number[];
  open: number[];
}

function layoutOf(display: Display, wizards: readonly Wizard[]): Layout {
  const keys = Object.keys(display);
  const n = keys.length;
  const cells = new Array<Readonly<Cell>>(n), bits = new Array<CardBits>(n), helpers = new Array<number>(n);
  let fits = true;
  for (let i = 0; i < n; i++) {
    const key = keys[i];
    const c = cells[i] = cellOfKey(key);
    if (!inGrid(c)) fits = false;
    const b = bits[i] = bitsOf(display[key]);
    helpers[i] = b.apprentice ? 1 : 0;
  }
  let at: (x: number, y: number) => number;
  if (fits) {
    for (let i = 0; i < n; i++) grid[slot(cells[i].x, cells[i].y)] = i + 1;
    at = (x, y) => (x >= -HALF && x < HALF && y >= -HALF && y < HALF ? grid[slot(x, y)] - 1 : -1);
  } else {
    const index = new Map<string, number>();
    for (let i = 0; i < n; i++) index.set(keys[i], i);
    at = (x, y) => index.get(cellKey(x, y)) ?? -1;
  }
  for (const w of wizards) {
    const i = at(w.x, w.y);
    if (i >= 0) helpers[i] += w.golden ? 2 : 1;
  }
  const open = new Array<number>(4 * n);
  for (let i = 0; i < n; i++) {
    const { x, y } = cells[i], barriers = bits[i].barriers;
    for (let d = 0; d < 4; d++) {
      const j = at(x + DX[d], y + DY[d]);
      open[4 * i + d] = j >= 0 && (barriers & OUT[d]) === 0 && (bits[j].barriers & BACK[d]) === 0 ? j : -1;
    }
  }
  if (fits) for (let i = 0; i < n; i++) grid[slot(cells[i].x, cells[i].y)] = 0;
  // Row-then-column order by insertion (a display has at most a few dozen cards).
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let k = i;
    while (k > 0 && (cells[order[k - 1]].y > cells[i].y || (cells[order[k - 1]].y === cells[i].y && cells[order[k - 1]].x > cells[i].x))) { order[k] = order[k - 1]; k--; }
    order[k] = i;
  }
  const rank = new Array<number>(n);
  for (let r = 0; r < n; r++) rank[order[r]] = r;
  return { n, cells, bits, helpers, rank, open };
}

/**
 * Every connected area of feature `f` in the display, in the order of each area's first card in the display's
 * key order, its cells in row-then-column order (shared, frozen cells); `seen` and `stack` are scratch space
 * of at least `n` entries.
 */
function areasOf(layout: Layout, f: number, seen: Uint8Array, stack: number[]): Area[] {
  const { n, cells, bits, helpers, rank, open } = layout;
  const key = FEATURES[f];
  seen.fill(0, 0, n);
  const areas: Area[] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start] !== 0 || bits[start].sides[f] === 0) continue;
    seen[start] = 1;
    stack[0] = start;
    let top = 1, size = 0, help = 0;
    const members: number[] = [];
    while (top > 0) {
      const i = stack[--top];
      const sides = bits[i].sides[f];
      size += bits[i].count[f];
      help += helpers[i];
      // Insert by rank: members stay in row-then-column order.
      let k = members.length;
      members.push(i);
      while (k > 0 && rank[members[k - 1]] > rank[i]) { members[k] = members[k - 1]; k--; }
      members[k] = i;
      for (let d = 0; d < 4; d++) {
        const j = open[4 * i + d];
        if (j < 0 || seen[j] !== 0 || (sides & OUT[d]) === 0 || (bits[j].sides[f] & BACK[d]) === 0) continue;
        seen[j] = 1;
        stack[top++] = j;
      }
    }
    const areaCells = new Array<Cell>(members.length);
    for (let k = 0; k < members.length; k++) areaCells[k] = cells[members[k]];
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
  const categories = {} as Record<Category, number>;
  const areas = {} as Record<Category, Area[]>;
  const layout = layoutOf(display, wizards);
  const seen = new Uint8Array(layout.n), stack = new Array<number>(layout.n);
  let circleCount = 0;
  for (let f = 0; f < CATEGORIES.length; f++) {
    const cat = CATEGORIES[f];
    const found = areasOf(layout, f, seen, stack);
    let points = 0;
    for (const a of found) points += a.points;
    areas[cat] = found;
    categories[cat] = points;
  }
  for (const b of layout.bits) if (b.circle) circleCount++;
  // Module 4: only orthogonally connected groups of at least 3 circles score.
  let circles = 3 * circleCount;
  if (ctx.modules.includes('m4')) {
    circles = 0;
    for (const a of areasOf(layout, CIRCLE, seen, stack)) if (a.size >= 3) circles += 3 * a.size;
  }
  return finishSheet(display, ctx, categories, areas, circleCount, circles);
}

/** The sheet from its areas: the module lines that are on, and the total. */
function finishSheet(
  display: Display, ctx: ScoreContext, categories: Record<Category, number>, areas: Record<Category, Area[]>, circleCount: number, circles: number,
): ScoreSheet {
  const on = (m: ModuleId) => ctx.modules.includes(m);
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
  let sum = 0;
  for (const c of CATEGORIES) sum += categories[c];
  sheet.total = sum + circles
    + (sheet.variety ?? 0) + (sheet.neighbour ?? 0) + (sheet.portals ?? 0) + (sheet.barriers ?? 0) + (sheet.extra ?? 0);
  return sheet;
}

/** The index of the area of `areas` holding cell (x, y), or −1. */
function areaAt(areas: readonly Area[], x: number, y: number): number {
  for (let a = 0; a < areas.length; a++) for (const c of areas[a].cells) if (c.x === x && c.y === y) return a;
  return -1;
}

/**
 * The sheet of `display`, which is the display `before` with one more card at `key` (the last of its keys, as
 * placement.ts makes it), from the sheet of `before` with the same wizards and context: exactly what `scoreDisplay`
 * gives, made from the areas the new card joins (the others are shared with `sheet`). Without Module 4 only
 * (its circle areas are not on the sheet); null when it does not apply.
 */
export function scoreGrown(sheet: ScoreSheet, display: Display, key: string, wizards: readonly Wizard[], ctx: ScoreContext): ScoreSheet | null {
  if (ctx.modules.includes('m4')) return null;
  const cell = cellOfKey(key), b = bitsOf(display[key]);
  let help = b.apprentice ? 1 : 0;
  for (const w of wizards) if (w.x === cell.x && w.y === cell.y) help += w.golden ? 2 : 1;
  // The cards beyond each side with no barrier between (SIDES order), or null.
  const beyond: (CardBits | null)[] = [null, null, null, null];
  for (let d = 0; d < 4; d++) {
    const id = display[cellKey(cell.x + DX[d], cell.y + DY[d])];
    if (id === undefined) continue;
    const nb = bitsOf(id);
    if ((b.barriers & OUT[d]) === 0 && (nb.barriers & BACK[d]) === 0) beyond[d] = nb;
  }
  const categories = {} as Record<Category, number>;
  const areas = {} as Record<Category, Area[]>;
  for (let f = 0; f < CATEGORIES.length; f++) {
    const cat = CATEGORIES[f], old = sheet.areas[cat];
    if (b.sides[f] === 0) {
      areas[cat] = old;
      categories[cat] = sheet.categories[cat];
      continue;
    }
    // The areas of this feature the new card joins (each once, in list order).
    const joined: number[] = [];
    for (let d = 0; d < 4; d++) {
      const nb = beyond[d];
      if (nb === null || (b.sides[f] & OUT[d]) === 0 || (nb.sides[f] & BACK[d]) === 0) continue;
      const a = areaAt(old, cell.x + DX[d], cell.y + DY[d]);
      if (a >= 0 && !joined.includes(a)) joined.push(a);
    }
    for (let i = 1; i < joined.length; i++) for (let k = i; k > 0 && joined[k - 1] > joined[k]; k--) [joined[k - 1], joined[k]] = [joined[k], joined[k - 1]];
    let size = b.count[f], helpers = help;
    const cells: Cell[] = [cell];
    for (const a of joined) {
      size += old[a].size;
      helpers += old[a].helpers;
      for (const c of old[a].cells) cells.push(c);
    }
    sortCells(cells);
    const area: Area = { key: cat, cells, size, helpers, points: size * helpers };
    let list: Area[];
    if (joined.length === 0) list = [...old, area];
    else {
      // The joined area stands where the first of the areas it joins stood (areas go by their first card).
      list = [];
      for (let a = 0; a < old.length; a++) {
        if (a === joined[0]) list.push(area);
        else if (!joined.includes(a)) list.push(old[a]);
      }
    }
    let points = 0;
    for (const a of list) points += a.points;
    areas[cat] = list;
    categories[cat] = points;
  }
  const circleCount = sheet.circleCount + (b.circle ? 1 : 0);
  return finishSheet(display, ctx, categories, areas, circleCount, 3 * circleCount);
}

/**
 * The sheet of `display` with the wizards `wizards`, which are the wizards of `sheet` (made with the same
 * display and context) and one more, `added`: exactly what `scoreDisplay` gives; the areas the wizard does
 * not stand in are shared with `sheet`.
 */
export function scoreWithWizard(sheet: ScoreSheet, display: Display, added: Wizard, ctx: ScoreContext): ScoreSheet {
  const on = display[cellKey(added.x, added.y)] !== undefined;
  const categories = {} as Record<Category, number>;
  const areas = {} as Record<Category, Area[]>;
  for (const cat of CATEGORIES) {
    const old = sheet.areas[cat];
    const a = on ? areaAt(old, added.x, added.y) : -1;
    if (a < 0) {
      areas[cat] = old;
      categories[cat] = sheet.categories[cat];
      continue;
    }
    const helpers = old[a].helpers + (added.golden ? 2 : 1);
    const list = old.slice();
    list[a] = { key: cat, cells: old[a].cells, size: old[a].size, helpers, points: old[a].size * helpers };
    let points = 0;
    for (const x of list) points += x.points;
    areas[cat] = list;
    categories[cat] = points;
  }
  return finishSheet(display, ctx, categories, areas, sheet.circleCount, sheet.circles);
}

/** Left (seat+1) and right (seat−1) neighbours; with 2 players, the one opponent. */
export function neighboursOf(seat: number, players: number): number[] {
  const left = (seat + 1) % players, right = (seat - 1 + players) % players;
  return left === right ? [left] : [left, right];
}
