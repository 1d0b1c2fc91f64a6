/**
 * Pure geometry for drawing a display: bounds, a fit-to-view transform, the
 * keyboard cursor, and the outline of an area (which sides of each cell are on
 * its border). No rules here: legal cells come from the view.
 */
export interface XY { x: number; y: number }
export interface Box { minX: number; maxX: number; minY: number; maxY: number }
export interface Transform { scale: number; tx: number; ty: number }

export const key = (c: XY): string => `${c.x},${c.y}`;

export function boundsOf(cells: readonly XY[]): Box {
  if (cells.length === 0) return { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const c of cells) {
    minX = Math.min(minX, c.x); maxX = Math.max(maxX, c.x);
    minY = Math.min(minY, c.y); maxY = Math.max(maxY, c.y);
  }
  return { minX, maxX, minY, maxY };
}

/**
 * Scale and offset that show the box (in cells of `cell` px, plus `pad` cells
 * around) centred in a viewport of w×h px, never larger than `maxScale`.
 */
export function fitTransform(box: Box, cell: number, w: number, h: number, pad = 0.5, maxScale = 1.2, minScale = 0.1): Transform {
  const cols = box.maxX - box.minX + 1 + 2 * pad;
  const rows = box.maxY - box.minY + 1 + 2 * pad;
  const scale = Math.max(minScale, Math.min(maxScale, w / (cols * cell), h / (rows * cell)));
  const cx = ((box.minX + box.maxX + 1) / 2) * cell;
  const cy = ((box.minY + box.maxY + 1) / 2) * cell;
  return { scale, tx: w / 2 - cx * scale, ty: h / 2 - cy * scale };
}

/**
 * `fitTransform` of the whole box; when the box cannot be shown whole even at `minScale`, the view keeps that
 * scale and is centred on `focus` instead (the places there are to choose from), as far as the box goes, so
 * that what the player must pick is in view rather than cut at the edges. When even the places to pick do not fit
 * at `minScale`, the view goes smaller, down to `floorScale`, until they do (with `margin` px to spare at each edge of
 * the view): every legal place in view comes first.
 */
export function fitWithFocus(box: Box, focus: Box | null, cell: number, w: number, h: number, pad = 0.5, maxScale = 1.2, minScale = 0.1, floorScale = minScale / 2, margin = 4): Transform {
  const t = fitTransform(box, cell, w, h, pad, maxScale, minScale);
  if (focus === null) return t;
  const focusFits = Math.min((w - 2 * margin) / ((focus.maxX - focus.minX + 1) * cell), (h - 2 * margin) / ((focus.maxY - focus.minY + 1) * cell));
  const scale = focusFits < t.scale ? Math.max(floorScale, focusFits) : t.scale;
  const size = cell * scale;
  // Along each axis: the box's centre when it fits, else the focus's centre, moved no further than shows the box's
  // edge, and never so far that a place to pick is cut when they all fit.
  const along = (min: number, max: number, fMin: number, fMax: number, view: number): number => {
    const whole = (max - min + 1 + 2 * pad) * size;
    if (whole <= view) return view / 2 - ((min + max + 1) / 2) * size;
    const centred = view / 2 - ((fMin + fMax + 1) / 2) * size;
    const first = -(min - pad) * size; // the box's first edge at the view's start
    const last = view - (max + 1 + pad) * size; // the box's far edge at the view's end
    const at = Math.min(first, Math.max(last, centred));
    const lo = margin - fMin * size; // the focus's first edge `margin` inside the view's start
    const hi = view - margin - (fMax + 1) * size; // its far edge `margin` inside the view's end
    return lo <= hi ? Math.max(lo, Math.min(hi, at)) : at;
  };
  return {
    scale,
    tx: along(box.minX, box.maxX, focus.minX, focus.maxX, w),
    ty: along(box.minY, box.maxY, focus.minY, focus.maxY, h),
  };
}

/** Zooms by `factor` around the viewport point (px, py), keeping that point still. */
export function zoomAt(t: Transform, factor: number, px: number, py: number, min = 0.1, max = 2.5): Transform {
  const scale = Math.max(min, Math.min(max, t.scale * factor));
  const f = scale / t.scale;
  return { scale, tx: px - (px - t.tx) * f, ty: py - (py - t.ty) * f };
}

export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const STEPS: Record<Arrow, XY> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };

/** Moves the keyboard cursor one cell, staying within the box grown by one cell. */
export function moveCursor(cursor: XY, arrow: Arrow, box: Box): XY {
  const s = STEPS[arrow];
  return {
    x: Math.max(box.minX - 1, Math.min(box.maxX + 1, cursor.x + s.x)),
    y: Math.max(box.minY - 1, Math.min(box.maxY + 1, cursor.y + s.y)),
  };
}

export interface OutlineCell extends XY { top: boolean; right: boolean; bottom: boolean; left: boolean }

/** For each cell of an area, which of its sides lie on the area's border. */
export function outline(cells: readonly XY[]): OutlineCell[] {
  const set = new Set(cells.map(key));
  return cells.map((c) => ({
    x: c.x, y: c.y,
    top: !set.has(key({ x: c.x, y: c.y - 1 })),
    right: !set.has(key({ x: c.x + 1, y: c.y })),
    bottom: !set.has(key({ x: c.x, y: c.y + 1 })),
    left: !set.has(key({ x: c.x - 1, y: c.y })),
  }));
}

export type Side = 'top' | 'right' | 'bottom' | 'left';
/** What lies beyond one side of the view: nothing, more of the library, or (also) a place to choose from. */
export type Beyond = 'none' | 'more' | 'place';

/**
 * Which sides of a w×h px view the drawn content (`box`, in cells of `cell` px, under transform `t`) continues past,
 * and on which of them a legal place (`targets`) is cut or wholly out of sight. Half a pixel of rounding is no edge.
 */
export function hiddenSides(t: Transform, box: Box | null, targets: readonly XY[], cell: number, w: number, h: number): Record<Side, Beyond> {
  const size = cell * t.scale;
  const out: Record<Side, Beyond> = { top: 'none', right: 'none', bottom: 'none', left: 'none' };
  const mark = (side: Side, what: Beyond) => { if (out[side] !== 'place') out[side] = what; };
  const past = (x0: number, y0: number, x1: number, y1: number, what: Beyond) => {
    const left = x0 * size + t.tx, right = (x1 + 1) * size + t.tx, top = y0 * size + t.ty, bottom = (y1 + 1) * size + t.ty;
    if (top < -0.5) mark('top', what);
    if (bottom > h + 0.5) mark('bottom', what);
    if (left < -0.5) mark('left', what);
    if (right > w + 0.5) mark('right', what);
  };
  if (box) past(box.minX, box.minY, box.maxX, box.maxY, 'more');
  for (const c of targets) past(c.x, c.y, c.x, c.y, 'place');
  return out;
}
