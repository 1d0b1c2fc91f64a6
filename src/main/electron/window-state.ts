/**
 * The main window's size and position, remembered between runs in a small
 * JSON file (in Electron's userData folder). What is read back is validated
 * and clamped so the window always opens visible: a monitor unplugged since
 * the last run, a corrupt file or absurd numbers give a sane window.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 800, height: 560 };
/** How much of the window's top strip must be on a display to count as visible (to grab it). */
const GRAB = { width: 120, height: 40 };

const int = z.number().int().min(-100_000).max(100_000);
const stateSchema = z.object({
  x: int.optional(),
  y: int.optional(),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  maximized: z.boolean().default(false),
});

/** A validated state, or null for anything else. */
export function parseWindowState(raw: unknown): WindowState | null {
  const r = stateSchema.safeParse(raw);
  if (!r.success) return null;
  const s = r.data;
  if ((s.x === undefined) !== (s.y === undefined)) return { width: s.width, height: s.height, maximized: s.maximized };
  return s;
}

function overlap(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const r = Math.min(a.x + a.width, b.x + b.width);
  const bt = Math.min(a.y + a.height, b.y + b.height);
  return r > x && bt > y ? { x, y, width: r - x, height: bt - y } : null;
}

/**
 * Bounds to open the window with, given the saved state (or null) and the
 * displays' work areas (the first is the primary). Size: at least MIN_SIZE,
 * at most the display's work area. Position: kept if the window's title strip
 * is on some display, otherwise centred on the primary display.
 */
export function clampToDisplays(state: WindowState | null, workAreas: readonly Rect[]): { bounds: Partial<Rect> & { width: number; height: number }; maximized: boolean } {
  const primary = workAreas[0] ?? { x: 0, y: 0, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height };
  const want = state ?? { ...DEFAULT_SIZE, maximized: false };
  const fit = (area: Rect) => ({
    width: Math.max(Math.min(want.width, area.width), Math.min(MIN_SIZE.width, area.width)),
    height: Math.max(Math.min(want.height, area.height), Math.min(MIN_SIZE.height, area.height)),
  });
  if (state && state.x !== undefined && state.y !== undefined) {
    const titleStrip: Rect = { x: state.x, y: state.y, width: state.width, height: Math.min(GRAB.height, state.height) };
    const home = workAreas.find((a) => {
      const o = overlap(titleStrip, a);
      return o !== null && o.width >= Math.min(GRAB.width, state.width) && o.height >= Math.min(GRAB.height, state.height) / 2;
    });
    if (home) {
      const size = fit(home);
      // Keep it inside that display where it was pushed partly off.
      const x = Math.min(Math.max(state.x, home.x), home.x + home.width - size.width);
      const y = Math.min(Math.max(state.y, home.y), home.y + home.height - size.height);
      return { bounds: { x, y, ...size }, maximized: want.maximized };
    }
  }
  const size = fit(primary);
  return {
    bounds: {
      x: primary.x + Math.round((primary.width - size.width) / 2),
      y: primary.y + Math.round((primary.height - size.height) / 2),
      ...size,
    },
    maximized: want.maximized,
  };
}

/** Read the saved state; null when missing or not valid (never throws). */
export function loadWindowState(file: string): WindowState | null {
  try {
    const text = fs.readFileSync(file, 'utf8');
    if (text.length > 10_000) return null;
    return parseWindowState(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Save atomically (write a temporary file, then rename). Errors are returned, not thrown. */
export function saveWindowState(file: string, state: WindowState): Error | null {
  const valid = parseWindowState(state);
  if (!valid) return new Error('Refusing to save an invalid window state');
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(tmp, JSON.stringify(valid));
    fs.renameSync(tmp, file);
    return null;
  } catch (err) {
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
      // nothing to clean
    }
    return err instanceof Error ? err : new Error(String(err));
  }
}
