/** What one seat (or a spectator) may see of a Magical Library game. */
import { deepFreeze } from '../../engine/draft.js';
import type { Seat } from '../../engine/types.js';
import { cellKey, cellsOf, legalCardCells, parseKey, sortCells, wizardAddedTo, wizardCellsOf, type Cell, type Display, type Wizard } from './placement.js';
import { dictionary } from './dictionary.js';
import { memoIfAny, memoOf, remember, type DisplayMemo, type SheetMemo } from './memo.js';
import { CATEGORIES, keyOfCell, neighboursOf, scoreDisplay, scoreGrown, scoreWithWizard, symbolCount, type Category, type ScoreSheet } from './areas.js';
import type { ModuleId } from './data.js';
import { ROUNDS, type Distribution, type LibraryState, type Phase } from './state.js';

/**
 * Lean frames: a card travels as its id; its rooms, symbols and extras are in the game's data module
 * (`cardById` in data.ts, part of the client bundle). An id is only ever in a view where its card is face
 * up to this seat (displays; your own hand and what you were passed).
 */
interface PlacedCardView extends Cell { id: string }

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
interface AreaView { cells: string[]; size: number; helpers: number; points: number }
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
 * so a sheet is memoised with its display (memo.ts), by its wizard list, the
 * modules and, for Module 3, the neighbours' symbol counts (a pure cache: same
 * input, same sheet). The sheet returned is shared: callers must not mutate it
 * (views never are).
 */
type Memo = DisplayMemo<SheetView, PlacedCardView, DisplayEntry>;
const memo = (display: Display): Memo => memoOf(display) as Memo;

/** The modules as a cache key, by the list itself (a game's list is shared by its states: state.ts). */
const moduleKeys = new WeakMap<readonly ModuleId[], string>();

function symbolsOf(display: Display): number {
  const m = memo(display);
  return (m.symbols ??= symbolCount(display));
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
  return sheetMemo(s, seat, neighbourKey(s, seat)).sheet;
}

function findSheet(display: Display, wizards: readonly Wizard[], key: string): SheetMemo<SheetView> | undefined {
  return (memoIfAny(display) as Memo | undefined)?.sheets.find((e) => e.wizards === wizards && e.key === key);
}

/**
 * The sheet of a seat's display: from the memo; else, when a move made the display from one whose sheet is
 * memoised (one more card, or one more wizard: placement.ts), from that sheet (`scoreGrown`,
 * `scoreWithWizard`: the same sheet, made from the areas the move touched); else scored whole.
 */
function sheetMemo(s: LibraryState, seat: Seat, neighbours: string): SheetMemo<SheetView> {
  const display = s.displays[seat], wizards = s.wizards[seat];
  const key = neighbours === '' ? modulesKey(s.modules) : `${modulesKey(s.modules)}|${neighbours}`;
  const m = memo(display);
  const hit = m.sheets.find((e) => e.wizards === wizards && e.key === key);
  if (hit) return hit;
  const ctx = { modules: s.modules, neighbourDisplays: neighboursOf(seat, s.players).map((n) => s.displays[n]) };
  let sheet: ScoreSheet | null = null;
  let before = m.from === undefined ? undefined : findSheet(m.from, wizards, key);
  if (before) sheet = scoreGrown(before.sheet, display, m.fromKey!, wizards, ctx);
  if (!sheet) {
    const step = wizardAddedTo(display, wizards);
    before = step && findSheet(display, step.from, key);
    if (before) sheet = scoreWithWizard(before.sheet, display, step!.added, ctx);
  }
  if (!sheet) before = undefined;
  const entry: SheetMemo<SheetView> = { wizards, key, sheet: sheet ?? scoreDisplay(display, wizards, ctx) };
  // The lean form of a sheet made from another: the lists of the categories the move did not touch are shared.
  if (before?.lean) entry.lean = sheetView(entry.sheet, before.sheet, before.lean);
  remember(m.sheets, entry);
  return entry;
}

function areaView(a: ScoreSheet['areas'][Category][number]): AreaView {
  return { cells: a.cells.map(keyOfCell), size: a.size, helpers: a.helpers, points: a.points };
}

/** The lean form of a sheet; with the sheet it was made from and that sheet's lean form, sharing what did not change. */
function sheetView(sheet: ScoreSheet, before?: ScoreSheet, lean?: SheetView): SheetView {
  const areas = {} as Record<Category, AreaView[]>;
  for (const cat of CATEGORIES) {
    const list = sheet.areas[cat];
    if (before && lean && before.areas[cat] === list) { areas[cat] = lean.areas[cat]; continue; }
    areas[cat] = list.map((a) => {
      const at = before ? before.areas[cat].indexOf(a) : -1;
      return at >= 0 ? lean!.areas[cat][at] : areaView(a);
    });
  }
  return { ...sheet, areas };
}

function leanOf(entry: SheetMemo<SheetView>): SheetView {
  return (entry.lean ??= sheetView(entry.sheet));
}

/*
 * The parts of a view that follow from a display alone (its cards, its free cells, its wizard cells, the whole
 * public DisplayView) are made once and shared by every view that shows them, until a move puts a new display
 * or wizard list in the seat's place. Views are read, never written (the host serialises them, bots read
 * them); while the states are frozen (the tests' `setAutoFreeze`), the shared parts are frozen too, so a
 * reader that wrote to one would throw there.
 */

/** A display's cards in its key order (a display grown by one card: the cards before it, then the new one). */
function placedCards(display: Display): PlacedCardView[] {
  const m = memo(display);
  if (!m.placed) {
    const before = m.from === undefined ? undefined : (memoIfAny(m.from) as Memo | undefined)?.placed;
    if (before) {
      const c = parseKey(m.fromKey!);
      m.placed = [...before, { x: c.x, y: c.y, id: display[m.fromKey!] }];
    } else m.placed = cellsOf(display).map((c) => ({ x: c.x, y: c.y, id: display[cellKey(c.x, c.y)] }));
  }
  return m.placed as PlacedCardView[];
}

/**
 * `legalCardCells` of a display, memoised. A display grown by one card: the cells free before, but the one
 * the card took, and the empty cells beside it, in the same row-then-column order.
 */
function freeCells(display: Display): Cell[] {
  const m = memo(display);
  if (!m.free) {
    const before = m.from === undefined ? undefined : memoIfAny(m.from)?.free;
    if (before) {
      const at = parseKey(m.fromKey!);
      const out = before.filter((c) => c.x !== at.x || c.y !== at.y);
      for (const [dx, dy] of BESIDE) {
        const x = at.x + dx, y = at.y + dy;
        if (display[cellKey(x, y)] === undefined && !out.some((c) => c.x === x && c.y === y)) out.push({ x, y });
      }
      m.free = sortCells(out);
    } else m.free = legalCardCells(display);
  }
  return m.free as Cell[];
}
const BESIDE = [[0, -1], [1, 0], [0, 1], [-1, 0]] as const;


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

function displayView(s: LibraryState, seat: Seat, frozen: boolean): DisplayView {
  const display = s.displays[seat], wizards = s.wizards[seat];
  const modules = modulesKey(s.modules), neighbours = neighbourKey(s, seat);
  const supply = s.supply[seat], golden = s.golden[seat], forfeited = s.forfeited[seat], handCount = s.hands[seat].length;
  const m = memo(display);
  const e = m.view;
  if (e !== undefined && e.seat === seat && e.wizards === wizards && e.modules === modules && e.neighbours === neighbours
    && e.supply === supply && e.golden === golden && e.forfeited === forfeited && e.handCount === handCount) return e.view;
  // Wizards as the view shows them (copies, so that a view never hands out a state's own objects).
  const shown = e !== undefined && e.wizards === wizards ? e.view.wizards : wizards.map((w) => ({ x: w.x, y: w.y, golden: w.golden }));
  const view: DisplayView = {
    seat,
    cards: placedCards(display),
    wizards: shown,
    supply, golden, forfeited, handCount,
    score: leanOf(sheetMemo(s, seat, neighbours)),
  };
  if (frozen) deepFreeze(view);
  m.view = { seat, wizards, modules, neighbours, supply, golden, forfeited, handCount, view };
  return view;
}

/**
 * The last list of public displays a view showed and the state's lists it was made from: the next view shares
 * it while none of them was replaced (a move replaces the lists it changes: state.ts), which is most moves.
 */
let lastDisplays: {
  from: [LibraryState['displays'], LibraryState['wizards'], LibraryState['supply'], LibraryState['golden'], LibraryState['forfeited'], LibraryState['hands'], LibraryState['modules']];
  list: DisplayView[];
} | null = null;

function displaysOf(s: LibraryState, frozen: boolean): DisplayView[] {
  const last = lastDisplays;
  if (last !== null) {
    const [displays, wizards, supply, golden, forfeited, hands, modules] = last.from;
    if (displays === s.displays && wizards === s.wizards && supply === s.supply && golden === s.golden
      && forfeited === s.forfeited && hands === s.hands && modules === s.modules) {
      if (frozen) deepFreeze(last.list);
      return last.list;
    }
  }
  const list = new Array<DisplayView>(s.players);
  for (let i = 0; i < s.players; i++) list[i] = displayView(s, i, frozen);
  if (frozen) Object.freeze(list);
  lastDisplays = { from: [s.displays, s.wizards, s.supply, s.golden, s.forfeited, s.hands, s.modules], list };
  return list;
}

/** The modules as views show them: one copy per game's list. */
let lastModules: { from: readonly ModuleId[]; list: ModuleId[] } | null = null;

function modulesOf(s: LibraryState, frozen: boolean): ModuleId[] {
  if (lastModules === null || lastModules.from !== s.modules) lastModules = { from: s.modules, list: [...s.modules] };
  if (frozen) Object.freeze(lastModules.list);
  return lastModules.list;
}

export function view(s: LibraryState, seat: Seat | null): LibraryView {
  const me = seat !== null && seat >= 0 && seat < s.players ? seat : null;
  const deciding = s.phase !== 'over' && me !== null && !s.done[me];
  const frozen = Object.isFrozen(s);
  const n = s.players;
  const displays = displaysOf(s, frozen);
  const legalCells = dictionary<Cell[]>();
  let wizardCells: Cell[] = [];
  if (me !== null && deciding && s.phase === 'place') {
    // Every card in hand may go on the same cells: one list, shared.
    const cells = freeCells(s.displays[me]);
    if (frozen) deepFreeze(cells);
    for (const id of s.hands[me]) legalCells[id] = cells;
  }
  if (me !== null && deciding && s.phase === 'wizard') {
    wizardCells = wizardCellsOf(s.displays[me], s.wizards[me]) as Cell[];
    if (frozen) deepFreeze(wizardCells);
  }
  const waitingFor: Seat[] = [];
  if (s.phase !== 'over') for (let i = 0; i < n; i++) if (!s.done[i]) waitingFor.push(i);
  const pending = me === null ? null : s.pending[me];
  return {
    you: me,
    players: n,
    modules: modulesOf(s, frozen),
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
