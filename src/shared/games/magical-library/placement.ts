/**
 * Placement: the display grid, a map of (x, y) → card id (y grows
 * downwards), and steps 3 (Place Cards) and 4 (Place Wizards) of a round.
 */
import type { Refused, Seat } from '../../engine/types.js';
import { cardName } from './data.js';
import { msg, refuse, type LibraryMessageId } from './messages.js';
import { dictionary } from './dictionary.js';
import { memoIfAny, memoOf, remember } from './memo.js';
import { placeName } from './places.js';
import { own, ownHand, type LibraryState } from './state.js';

export interface Cell { x: number; y: number }

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
/** "x,y" → card id. */
export type Display = Record<string, string>;

export interface Wizard extends Cell {
  /** Module 8: the golden wizard counts as 2 wizards. */
  golden: boolean;
}

/**
 * The keys of cells within the moves' bounds (±100; made on first use): the same string for a cell every time,
 * so that a display's look-ups find it hashed and interned instead of making and hashing a new string each.
 */
const KEY_SPAN = 100, KEY_ROW = 2 * KEY_SPAN + 1;
const keys: (string | undefined)[] = new Array<string | undefined>(KEY_ROW * KEY_ROW).fill(undefined);

export function cellKey(x: number, y: number): string {
  if ((x | 0) !== x || (y | 0) !== y || x < -KEY_SPAN || x > KEY_SPAN || y < -KEY_SPAN || y > KEY_SPAN) return `${x},${y}`;
  const i = (y + KEY_SPAN) * KEY_ROW + x + KEY_SPAN;
  return (keys[i] ??= `${x},${y}`);
}
export function parseKey(key: string): Cell {
  const comma = key.indexOf(',');
  return { x: Number(key.slice(0, comma)), y: Number(key.slice(comma + 1)) };
}

export function cellsOf(display: Display): Cell[] {
  return Object.keys(display).map(parseKey);
}

/**
 * Sorts cells in place in row-then-column order (y, then x), by insertion: the lists are short, and
 * `Array.prototype.sort` allocates a work copy on every call.
 */
export function sortCells<C extends Cell>(cells: C[]): C[] {
  for (let i = 1; i < cells.length; i++) {
    const c = cells[i];
    let k = i;
    while (k > 0 && (cells[k - 1].y > c.y || (cells[k - 1].y === c.y && cells[k - 1].x > c.x))) { cells[k] = cells[k - 1]; k--; }
    cells[k] = c;
  }
  return cells;
}

/** The eight surrounding cells (Magic Portals count diagonals). */
export function surrounding(c: Cell): Cell[] {
  const out: Cell[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (dx || dy) out.push({ x: c.x + dx, y: c.y + dy });
  return out;
}

/**
 * Step 3: a card goes on an empty cell sharing at least one edge with a card
 * already in the display (cards placed earlier this round included).
 *
 * A legal cell always exists: a display is a finite, non-empty set of cells
 * (it starts with the starting card and only grows), so it has a card with the
 * greatest x; the cell to its right is empty (its x is greater than every
 * card's) and shares that card's right edge. Hence the Place Cards step can
 * never block (tested in grid.test.ts).
 */
export function legalCardCells(display: Display): Cell[] {
  const seen = new Set<string>();
  const out: Cell[] = [];
  for (const key of Object.keys(display)) {
    const c = parseKey(key);
    for (let i = 0; i < 4; i++) {
      const x = c.x + DX[i], y = c.y + DY[i];
      const k = cellKey(x, y);
      if (display[k] !== undefined || seen.has(k)) continue;
      seen.add(k);
      out.push({ x, y });
    }
  }
  return sortCells(out);
}

export function isLegalCardCell(display: Display, x: number, y: number): boolean {
  if (display[cellKey(x, y)] !== undefined) return false;
  for (let i = 0; i < 4; i++) if (display[cellKey(x + DX[i], y + DY[i])] !== undefined) return true;
  return false;
}

/** Why a wizard may not stand on (x, y) (a message id), or null when it may. */
function wizardCellProblem(display: Display, wizards: readonly Wizard[], x: number, y: number): LibraryMessageId | null {
  if (display[cellKey(x, y)] === undefined) return 'magical-library.wizardNoCard';
  if (wizards.some((w) => w.x === x && w.y === y)) return 'magical-library.wizardTaken';
  if (wizards.some((w) => Math.abs(w.x - x) + Math.abs(w.y - y) === 1)) return 'magical-library.wizardNextTo';
  return null;
}

/** Step 4: every card that may take a wizard now. */
export function legalWizardCells(display: Display, wizards: readonly Wizard[]): Cell[] {
  return sortCells(cellsOf(display).filter((c) => wizardCellProblem(display, wizards, c.x, c.y) === null));
}

/**
 * `legalWizardCells`, memoised with the display (memo.ts) by its wizard list: worked out once for the start of
 * step 4 (rounds.ts) and the seat's views. The list is shared: read it, never write it.
 */
export function wizardCellsOf(display: Display, wizards: readonly Wizard[]): readonly Cell[] {
  const m = memoOf(display);
  let hit = m.wizardCells.find((e) => e.wizards === wizards);
  if (!hit) remember(m.wizardCells, (hit = { wizards, cells: legalWizardCells(display, wizards) }));
  return hit.cells;
}

/** Bounding box of a display. */
export function bounds(display: Display): { minX: number; maxX: number; minY: number; maxY: number } {
  const cells = cellsOf(display);
  return {
    minX: Math.min(...cells.map((c) => c.x)), maxX: Math.max(...cells.map((c) => c.x)),
    minY: Math.min(...cells.map((c) => c.y)), maxY: Math.max(...cells.map((c) => c.y)),
  };
}

/** `{ ...display, [key]: card }`: the same keys in the same order, as a hash table (dictionary.ts). */
function grownDisplay(display: Display, key: string, card: string): Display {
  const out: Display = dictionary();
  for (const k of Object.keys(display)) out[k] = display[k];
  out[key] = card;
  return out;
}

/** Where a wizard list on `display` came from: the list it grew from by one wizard (`added`, its last), if a move made it so. */
export function wizardAddedTo(display: Display, wizards: readonly Wizard[]): { from: readonly Wizard[]; added: Wizard } | undefined {
  return memoIfAny(display)?.wizardSteps.find((w) => w.wizards === wizards);
}

/** Step 3: one card from the hand onto (x, y); the seat is done when its hand is empty. */
export function placeCard(s: LibraryState, seat: Seat, card: string, x: number, y: number): Refused | void {
  if (s.phase !== 'place') return refuse('illegal', 'magical-library.notPlaceStep');
  const at = s.hands[seat].indexOf(card);
  if (at < 0) return refuse('illegal', 'magical-library.notInHand');
  const display = s.displays[seat];
  if (display[cellKey(x, y)] !== undefined) return refuse('illegal', 'magical-library.cellTaken');
  if (!isLegalCardCell(display, x, y)) return refuse('illegal', 'magical-library.notAdjacent');
  const hand = ownHand(s, seat);
  hand.splice(at, 1);
  // A new display in the seat's place (a state's displays are shared with the next: never written).
  s.displays = own(s, s.displays);
  const key = cellKey(x, y);
  const grown = s.displays[seat] = grownDisplay(display, key, card);
  // A hint for the caches of view.ts (memo.ts): this display is that one and one card.
  const memo = memoOf(grown);
  memo.from = display;
  memo.fromKey = key;
  // The place named by a card beside it in the library as it was (cards never move: the name stays true).
  const place = placeName((cx, cy) => display[cellKey(cx, cy)], Object.values(display), x, y, 'card');
  s.log.push({ msg: msg('magical-library.placedCard', { seat: { seat }, card: cardName(card), place }) });
  if (hand.length === 0) (s.done = own(s, s.done))[seat] = true;
}

/** Step 4: a wizard (or, with Module 8, the golden wizard) onto the card at (x, y). */
export function placeWizard(s: LibraryState, seat: Seat, x: number, y: number, golden: boolean): Refused | void {
  if (s.phase !== 'wizard') return refuse('illegal', 'magical-library.notWizardStep');
  if (golden && !s.golden[seat]) return refuse('illegal', s.modules.includes('m8') ? 'magical-library.goldenUsed' : 'magical-library.goldenNeedsModule');
  if (!golden && s.supply[seat] <= 0) return refuse('illegal', 'magical-library.noOrdinaryWizard');
  const problem = wizardCellProblem(s.displays[seat], s.wizards[seat], x, y);
  if (problem) return refuse('illegal', problem);
  s.wizards = own(s, s.wizards);
  const before = s.wizards[seat], added: Wizard = { x, y, golden };
  const wizards = s.wizards[seat] = [...before, added];
  remember(memoOf(s.displays[seat]).wizardSteps, { wizards, from: before, added });
  if (golden) (s.golden = own(s, s.golden))[seat] = false;
  else (s.supply = own(s, s.supply))[seat] -= 1;
  (s.done = own(s, s.done))[seat] = true;
  const display = s.displays[seat];
  const place = placeName((cx, cy) => display[cellKey(cx, cy)], [], x, y, 'wizard');
  s.log.push({ msg: msg('magical-library.placedWizard', { seat: { seat }, golden: golden ? 'yes' : 'no', place }) });
}
