/**
 * What is worked out from a display, kept with the display (a pure cache: a display is never changed, a move
 * puts a new one in its seat's place). One weak map, keyed by the display, holds one plain record per display,
 * so finding any of it costs one look-up (many small weak maps slowed every garbage collection). Lists keyed by
 * a wizard list keep the last few only.
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

const memos = new WeakMap<Display, DisplayMemo>();

export function memoOf(display: Display): DisplayMemo {
  let m = memos.get(display);
  if (m === undefined) memos.set(display, (m = { wizardSteps: [], sheets: [], wizardCells: [] }));
  return m;
}

/** The record of `display` if one was made. */
export function memoIfAny(display: Display): DisplayMemo | undefined {
  return memos.get(display);
}

/** How many entries a list keyed by wizard lists keeps (the newest). */
export const KEEP = 6;

/** Adds `entry` to a memo list, dropping the oldest beyond `KEEP`. */
export function remember<T>(list: T[], entry: T): void {
  if (list.length >= KEEP) list.shift();
  list.push(entry);
}
