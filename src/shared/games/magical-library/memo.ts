/**
 * What is worked out from a display, kept with the display (a pure cache: a display is never changed, a move
 * puts a new one in its seat's place). One plain record per display, so finding any of it costs one look-up.
 * Lists keyed by a wizard list keep the last few only.
 *
 * The record rides on the display itself, under a symbol, as a non-enumerable property: JSON, `Object.keys`,
 * `for…in`, spreads, structured clones and test matchers do not see it, so the display stays the plain data it
 * was. (A weak map keyed by the display held it before: V8's young-generation collector keeps a weak map's
 * values alive, so every display, sheet and view of every game was promoted to the old generation and the
 * collector spent about a third of a random-bot game's time copying them; with the record on its display it
 * dies young with it.) A display frozen before its record was made (tests freeze states) keeps it in a weak map.
 */
import type { ScoreSheet } from './areas.js';
import type { Cell, Display, Wizard } from './placement.js';

/** A score sheet of the display with one wizard list and one context key (modules, Module 3's neighbours). */
export interface SheetMemo<Lean> {
  wizards: readonly Wizard[];
  key: string;
  sheet: ScoreSheet;
  /** Its lean form for views. */
  lean?: Lean;
}

export interface DisplayMemo<Lean = unknown, Placed = unknown, View = unknown> {
  /** The display this one was made from by placing one card (its key is this display's last). */
  from?: Display;
  fromKey?: string;
  /** Wizard lists made from another by one wizard on this display: the new list, the one before, the wizard. */
  wizardSteps: { wizards: readonly Wizard[]; from: readonly Wizard[]; added: Wizard }[];
  sheets: SheetMemo<Lean>[];
  wizardCells: { wizards: readonly Wizard[]; cells: readonly Cell[] }[];
  placed?: readonly Placed[];
  free?: readonly Cell[];
  symbols?: number;
  /** The last public view of the display and what it was made from. */
  view?: View;
}

const MEMO = Symbol('display memo');
type WithMemo = Display & { [MEMO]?: DisplayMemo };
/** The records of displays frozen before their record was made. */
const frozenMemos = new WeakMap<Display, DisplayMemo>();

export function memoOf(display: Display): DisplayMemo {
  let m = memoIfAny(display);
  if (m === undefined) {
    m = { wizardSteps: [], sheets: [], wizardCells: [] };
    if (Object.isExtensible(display)) Object.defineProperty(display, MEMO, { value: m });
    else frozenMemos.set(display, m);
  }
  return m;
}

/** The record of `display` if one was made. */
export function memoIfAny(display: Display): DisplayMemo | undefined {
  return (display as WithMemo)[MEMO] ?? frozenMemos.get(display);
}

/** How many entries a list keyed by wizard lists keeps (the newest). */
const KEEP = 6;

/** Adds `entry` to a memo list, dropping the oldest beyond `KEEP`. */
export function remember<T>(list: T[], entry: T): void {
  if (list.length >= KEEP) list.shift();
  list.push(entry);
}
