/** What one seat (or a spectator) may see of a Magical Library game. */
import type { Seat } from '../../engine/types.js';
import { cellKey, cellsOf, legalCardCells, legalWizardCells, type Cell, type Display, type Wizard } from './placement.js';
import { CATEGORIES, neighboursOf, scoreDisplay, symbolCount, type Category, type ScoreSheet } from './areas.js';
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

function symbolsOf(display: Display): number {
  let n = symbolCounts.get(display);
  if (n === undefined) symbolCounts.set(display, (n = symbolCount(display)));
  return n;
}

export function scoreOf(s: LibraryState, seat: Seat): ScoreSheet {
  const display = s.displays[seat], wizards = s.wizards[seat];
  const neighbourDisplays = neighboursOf(seat, s.players).map((n) => s.displays[n]);
  const modules = s.modules.join(',');
  const key = s.modules.includes('m3') ? `${modules}|${neighbourDisplays.map(symbolsOf).join(',')}` : modules;
  let byWizards = sheetCache.get(display);
  if (!byWizards) sheetCache.set(display, (byWizards = new WeakMap()));
  let sheets = byWizards.get(wizards);
  if (!sheets) byWizards.set(wizards, (sheets = new Map()));
  const hit = sheets.get(key);
  if (hit) return hit;
  const sheet = scoreDisplay(display, wizards, { modules: s.modules, neighbourDisplays });
  sheets.set(key, sheet);
  return sheet;
}

/** The lean form of a (shared, memoised) sheet, memoised with it. */
const sheetViews = new WeakMap<ScoreSheet, SheetView>();
function sheetView(sheet: ScoreSheet): SheetView {
  let lean = sheetViews.get(sheet);
  if (!lean) {
    const areas = {} as Record<Category, AreaView[]>;
    for (const cat of CATEGORIES) {
      areas[cat] = sheet.areas[cat].map((a) => ({ cells: a.cells.map((c) => cellKey(c.x, c.y)), size: a.size, helpers: a.helpers, points: a.points }));
    }
    lean = { ...sheet, areas };
    sheetViews.set(sheet, lean);
  }
  return lean;
}

/** A display's cards and its free cells, memoised by the display like its sheet (each view gets its own copies). */
const placedCache = new WeakMap<Display, readonly PlacedCardView[]>();
const freeCache = new WeakMap<Display, readonly Cell[]>();

function placedCards(display: Display): PlacedCardView[] {
  let list = placedCache.get(display);
  if (!list) placedCache.set(display, (list = cellsOf(display).map((c) => ({ x: c.x, y: c.y, id: display[`${c.x},${c.y}`] }))));
  return list.map((c) => ({ x: c.x, y: c.y, id: c.id }));
}

function freeCells(display: Display): readonly Cell[] {
  let cells = freeCache.get(display);
  if (!cells) freeCache.set(display, (cells = legalCardCells(display)));
  return cells;
}

const wizardCellsCache = new WeakMap<Display, WeakMap<readonly Wizard[], readonly Cell[]>>();

function wizardCellsOf(display: Display, wizards: readonly Wizard[]): Cell[] {
  let byWizards = wizardCellsCache.get(display);
  if (!byWizards) wizardCellsCache.set(display, (byWizards = new WeakMap()));
  let cells = byWizards.get(wizards);
  if (!cells) byWizards.set(wizards, (cells = legalWizardCells(display, wizards)));
  return cells.map((c) => ({ x: c.x, y: c.y }));
}

export function view(s: LibraryState, seat: Seat | null): LibraryView {
  const me = seat !== null && seat >= 0 && seat < s.players ? seat : null;
  const deciding = s.phase !== 'over' && me !== null && !s.done[me];
  const displays: DisplayView[] = s.displays.map((display, i) => ({
    seat: i,
    cards: placedCards(display),
    wizards: s.wizards[i].map((w) => ({ ...w })),
    supply: s.supply[i],
    golden: s.golden[i],
    forfeited: s.forfeited[i],
    handCount: s.hands[i].length,
    score: sheetView(scoreOf(s, i)),
  }));
  const legalCells: Record<string, Cell[]> = {};
  let wizardCells: Cell[] = [];
  if (me !== null && deciding && s.phase === 'place') {
    const cells = freeCells(s.displays[me]);
    for (const id of s.hands[me]) legalCells[id] = cells.map((c) => ({ ...c }));
  }
  if (me !== null && deciding && s.phase === 'wizard') wizardCells = wizardCellsOf(s.displays[me], s.wizards[me]);
  const n = s.players;
  return {
    you: me,
    players: n,
    modules: [...s.modules],
    round: s.round,
    rounds: ROUNDS,
    phase: s.phase,
    waitingFor: s.phase === 'over' ? [] : s.done.map((d, i) => (d ? -1 : i)).filter((i) => i >= 0),
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    hand: me === null ? null : [...s.hands[me]],
    received: me === null ? [] : [...s.received[me]],
    canExchange: me !== null && deciding && s.phase === 'draw',
    passLeftTo: n === 2 ? (me === null ? null : 1 - me) : me === null ? null : (me + 1) % n,
    passRightTo: n === 2 ? (me === null ? null : 1 - me) : me === null ? null : (me - 1 + n) % n,
    passTwo: n === 2,
    distributed: me === null || !s.pending[me] ? null : { ...s.pending[me]! },
    legalCells,
    wizardCells,
    canPlaceNormal: me !== null && deciding && s.phase === 'wizard' && s.supply[me] > 0,
    canPlaceGolden: me !== null && deciding && s.phase === 'wizard' && s.golden[me],
    displays,
  };
}
