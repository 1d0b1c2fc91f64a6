/** What one seat (or a spectator) may see of a Magical Library game. */
import { deepFreeze } from '../../engine/draft.js';
import type { Seat } from '../../engine/types.js';
import { cellKey, cellsOf, grownFrom, legalCardCells, legalWizardCells, parseKey, wizardAddedTo, type Cell, type Display, type Wizard } from './placement.js';
import { CATEGORIES, keyOfCell, neighboursOf, scoreDisplay, scoreGrown, scoreWithWizard, symbolCount, type Category, type ScoreSheet } from './areas.js';
import type { ModuleId } from './data.js';
import { ROUNDS, type Distribution, type LibraryState, type Phase } from './state.js';

/**
 * Lean frames: a card travels as its id; its rooms, symbols and extras are in the game's data module
 * (`cardById` in data.ts, part of the client bundle). An id is only ever in a view where its card is face
 * up to this seat (displays; your own hand and what you were passed).
 */
export interface PlacedCardView extends Cell { id: string }

export interface DisplayView {
  seat: Seat;
  cards: PlacedCardView[];
  wizards: Wizard[];
  supply: number;
  golden: boolean;
  forfeited: number;
  handCount: number;
  /** The score this display would get if the game ended now (public information). */
  score: SheetView;
}

/** A scored area in a view: its cells as `"x,y"` keys (`cellKey`); its category is the `areas` key it is under. */
export interface AreaView { cells: string[]; size: number; helpers: number; points: number }
/** A score sheet in a view: the sheet, its areas lean (`AreaView`). */
export interface SheetView extends Omit<ScoreSheet, 'areas'> { areas: Record<Category, AreaView[]> }


export interface LibraryView {
  you: Seat | null;
  players: number;
  modules: ModuleId[];
  round: number;
  rounds: number;
  phase: Phase;
  /** Seats still deciding in the current step. */
  waitingFor: Seat[];
  deckCount: number;
  discardCount: number;
  /** Your hand: card ids (null for spectators). */
  hand: string[] | null;
  /** Cards your neighbours passed you this round (ids, in your hand). */
  received: string[];
  /** Step 1: you may still exchange your three cards. */
  canExchange: boolean;
  /** Step 2: whom your cards go to. */
  passLeftTo: Seat | null;
  passRightTo: Seat | null;
  /** Step 2 with 2 players: keep one and pass two. */
  passTwo: boolean;
  /** Step 2: your choice so far this step (until everyone has distributed). */
  distributed: Distribution | null;
  /** Step 3: where each card in your hand may go. */
  legalCells: Record<string, Cell[]>;
  /** Step 4: the cards of your display that may take your wizard. */
  wizardCells: Cell[];
  /** Step 4 with Module 8: which wizards you may place now. */
  canPlaceNormal: boolean;
  canPlaceGolden: boolean;
  displays: DisplayView[];
}

/**
 * Score sheets are recomputed for every view; displays change slowly, and a
 * move puts a new display (or wizard list) in place of the one it changes
 * instead of writing to it (placement.ts: states are never changed in place),
 * so a sheet is memoised by its display and wizard list themselves, with the
 * modules and, for Module 3, the neighbours' symbol counts (a pure cache: same
 * input, same sheet). The sheet returned is shared: callers must not mutate it
 * (views never are).
 */
const sheetCache = new WeakMap<Display, WeakMap<readonly Wizard[], Map<string, ScoreSheet>>>();
const symbolCounts = new WeakMap<Display, number>();
/** The modules as a cache key, by the list itself (a game's list is shared by its states: state.ts). */
const moduleKeys = new WeakMap<readonly ModuleId[], string>();

function symbolsOf(display: Display): number {
  let n = symbolCounts.get(display);
  if (n === undefined) symbolCounts.set(display, (n = symbolCount(display)));
  return n;
}

function modulesKey(modules: readonly ModuleId[]): string {
  let key = moduleKeys.get(modules);
  if (key === undefined) moduleKeys.set(modules, (key = modules.join(',')));
  return key;
}

/** Module 3 only: the neighbours' symbol counts, which a Neighbour card scores (else ''). */
function neighbourKey(s: LibraryState, seat: Seat): string {
  if (!s.modules.includes('m3')) return '';
  return neighboursOf(seat, s.players).map((n) => symbolsOf(s.displays[n])).join(',');
}

export function scoreOf(s: LibraryState, seat: Seat): ScoreSheet {
  return sheetFor(s, seat, neighbourKey(s, seat));
}

function cachedSheet(display: Display, wizards: readonly Wizard[], key: string): ScoreSheet | undefined {
  return sheetCache.get(display)?.get(wizards)?.get(key);
}

/**
 * The sheet of a seat's display: from the cache; else, when a move made the display from one whose sheet is
 * cached (one more card, or one more wizard: placement.ts), from that sheet (`scoreGrown`,
 * `scoreWithWizard`: the same sheet, made from the areas the move touched); else scored whole.
 */
function sheetFor(s: LibraryState, seat: Seat, neighbours: string): ScoreSheet {
  const display = s.displays[seat], wizards = s.wizards[seat];
  const key = neighbours === '' ? modulesKey(s.modules) : `${modulesKey(s.modules)}|${neighbours}`;
  let byWizards = sheetCache.get(display);
  if (!byWizards) sheetCache.set(display, (byWizards = new WeakMap()));
  let sheets = byWizards.get(wizards);
  if (!sheets) byWizards.set(wizards, (sheets = new Map()));
  const hit = sheets.get(key);
  if (hit) return hit;
  const ctx = { modules: s.modules, neighbourDisplays: neighboursOf(seat, s.players).map((n) => s.displays[n]) };
  let sheet: ScoreSheet | null = null;
  const grown = grownFrom(display);
  const before = grown && cachedSheet(grown.from, wizards, key);
  if (before) sheet = scoreGrown(before, display, grown!.key, wizards, ctx);
  if (!sheet) {
    const added = wizardAddedTo(wizards);
    const fewer = added && cachedSheet(display, added.from, key);
    if (fewer) sheet = scoreWithWizard(fewer, display, added!.added, ctx);
  }
  sheet ??= scoreDisplay(display, wizards, ctx);
  sheets.set(key, sheet);
  return sheet;
}

/** The lean form of a (shared, memoised) sheet, memoised with it; an area's lean form is memoised with the area (sheets share areas). */
const sheetViews = new WeakMap<ScoreSheet, SheetView>();
const areaViews = new WeakMap<ScoreSheet['areas'][Category][number], AreaView>();
function sheetView(sheet: ScoreSheet): SheetView {
  let lean = sheetViews.get(sheet);
  if (!lean) {
    const areas = {} as Record<Category, AreaView[]>;
    for (const cat of CATEGORIES) {
      areas[cat] = sheet.areas[cat].map((a) => {
        let v = areaViews.get(a);
        if (!v) areaViews.set(a, (v = { cells: a.cells.map(keyOfCell), size: a.size, helpers: a.helpers, points: a.points }));
        return v;
      });
    }
    lean = { ...sheet, areas };
    sheetViews.set(sheet, lean);
  }
  return lean;
}

/*
 * The parts of a view that follow from a display alone (its cards, its free cells, its wizard cells, the whole
 * public DisplayView) are made once and shared by every view that shows them, until a move puts a new display
 * or wizard list in the seat's place. Views are read, never written (the host serialises them, bots read
 * them); while the states are frozen (the tests' `setAutoFreeze`), the shared parts are frozen too, so a
 * reader that wrote to one would throw there.
 */
const placedCache = new WeakMap<Display, readonly PlacedCardView[]>();
const freeCache = new WeakMap<Display, readonly Cell[]>();
const wizardCellsCache = new WeakMap<Display, WeakMap<readonly Wizard[], readonly Cell[]>>();
const wizardViews = new WeakMap<readonly Wizard[], readonly Wizard[]>();

/** A display's cards in its key order (a display grown by one card: the cards before it, then the new one). */
function placedCards(display: Display): PlacedCardView[] {
  let list = placedCache.get(display);
  if (!list) {
    const grown = grownFrom(display);
    const before = grown && placedCache.get(grown.from);
    if (before) {
      const c = parseKey(grown!.key);
      list = [...before, { x: c.x, y: c.y, id: display[grown!.key] }];
    } else list = cellsOf(display).map((c) => ({ x: c.x, y: c.y, id: display[cellKey(c.x, c.y)] }));
    placedCache.set(display, list);
  }
  return list as PlacedCardView[];
}

/**
 * `legalCardCells` of a display, memoised. A display grown by one card: the cells free before, but the one
 * the card took, and the empty cells beside it, in the same row-then-column order.
 */
function freeCells(display: Display): Cell[] {
  let cells = freeCache.get(display);
  if (!cells) {
    const grown = grownFrom(display);
    const before = grown && freeCache.get(grown.from);
    if (before) {
      const at = parseKey(grown!.key);
      const out = before.filter((c) => c.x !== at.x || c.y !== at.y);
      for (const [dx, dy] of BESIDE) {
        const x = at.x + dx, y = at.y + dy;
        if (display[cellKey(x, y)] === undefined && !out.some((c) => c.x === x && c.y === y)) out.push({ x, y });
      }
      cells = out.sort((a, b) => a.y - b.y || a.x - b.x);
    } else cells = legalCardCells(display);
    freeCache.set(display, cells);
  }
  return cells as Cell[];
}
const BESIDE = [[0, -1], [1, 0], [0, 1], [-1, 0]] as const;

function wizardCellsOf(display: Display, wizards: readonly Wizard[]): Cell[] {
  let byWizards = wizardCellsCache.get(display);
  if (!byWizards) wizardCellsCache.set(display, (byWizards = new WeakMap()));
  let cells = byWizards.get(wizards);
  if (!cells) byWizards.set(wizards, (cells = legalWizardCells(display, wizards)));
  return cells as Cell[];
}

function wizardsView(wizards: readonly Wizard[]): Wizard[] {
  let list = wizardViews.get(wizards);
  if (!list) wizardViews.set(wizards, (list = wizards.map((w) => ({ x: w.x, y: w.y, golden: w.golden }))));
  return list as Wizard[];
}

/** A seat's public DisplayView and what it was made from (the last one per display). */
interface DisplayEntry {
  seat: Seat;
  wizards: readonly Wizard[];
  modules: string;
  neighbours: string;
  supply: number;
  golden: boolean;
  forfeited: number;
  handCount: number;
  view: DisplayView;
}
const displayViews = new WeakMap<Display, DisplayEntry>();

function displayView(s: LibraryState, seat: Seat, frozen: boolean): DisplayView {
  const display = s.displays[seat], wizards = s.wizards[seat];
  const modules = modulesKey(s.modules), neighbours = neighbourKey(s, seat);
  const supply = s.supply[seat], golden = s.golden[seat], forfeited = s.forfeited[seat], handCount = s.hands[seat].length;
  const e = displayViews.get(display);
  if (e !== undefined && e.seat === seat && e.wizards === wizards && e.modules === modules && e.neighbours === neighbours
    && e.supply === supply && e.golden === golden && e.forfeited === forfeited && e.handCount === handCount) return e.view;
  const view: DisplayView = {
    seat,
    cards: placedCards(display),
    wizards: wizardsView(wizards),
    supply, golden, forfeited, handCount,
    score: sheetView(sheetFor(s, seat, neighbours)),
  };
  if (frozen) deepFreeze(view);
  displayViews.set(display, { seat, wizards, modules, neighbours, supply, golden, forfeited, handCount, view });
  return view;
}

export function view(s: LibraryState, seat: Seat | null): LibraryView {
  const me = seat !== null && seat >= 0 && seat < s.players ? seat : null;
  const deciding = s.phase !== 'over' && me !== null && !s.done[me];
  const frozen = Object.isFrozen(s);
  const n = s.players;
  const displays = new Array<DisplayView>(n);
  for (let i = 0; i < n; i++) displays[i] = displayView(s, i, frozen);
  const legalCells: Record<string, Cell[]> = {};
  let wizardCells: Cell[] = [];
  if (me !== null && deciding && s.phase === 'place') {
    // Every card in hand may go on the same cells: one list, shared.
    const cells = freeCells(s.displays[me]);
    if (frozen) deepFreeze(cells);
    for (const id of s.hands[me]) legalCells[id] = cells;
  }
  if (me !== null && deciding && s.phase === 'wizard') {
    wizardCells = wizardCellsOf(s.displays[me], s.wizards[me]);
    if (frozen) deepFreeze(wizardCells);
  }
  const waitingFor: Seat[] = [];
  if (s.phase !== 'over') for (let i = 0; i < n; i++) if (!s.done[i]) waitingFor.push(i);
  const pending = me === null ? null : s.pending[me];
  return {
    you: me,
    players: n,
    modules: [...s.modules],
    round: s.round,
    rounds: ROUNDS,
    phase: s.phase,
    waitingFor,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    hand: me === null ? null : [...s.hands[me]],
    received: me === null ? [] : [...s.received[me]],
    canExchange: me !== null && deciding && s.phase === 'draw',
    passLeftTo: n === 2 ? (me === null ? null : 1 - me) : me === null ? null : (me + 1) % n,
    passRightTo: n === 2 ? (me === null ? null : 1 - me) : me === null ? null : (me - 1 + n) % n,
    passTwo: n === 2,
    distributed: pending ? { ...pending } : null,
    legalCells,
    wizardCells,
    canPlaceNormal: me !== null && deciding && s.phase === 'wizard' && s.supply[me] > 0,
    canPlaceGolden: me !== null && deciding && s.phase === 'wizard' && s.golden[me],
    displays,
  };
}
