/** Where a tooltip goes (ui/Tip.tsx): a pure choice from measured boxes, so that a test can check it without a browser. */
export interface Box { left: number; top: number; right: number; bottom: number }

export interface TipPlace {
  /** `as-asked`: the side the caller asked for; `flipped`: the other; `none`: both would cover the prompt (stay shut). */
  side: 'as-asked' | 'flipped' | 'none';
  /** Pixels to move it sideways so that it stays on the screen (0: none). */
  shift: number;
}

const MARGIN = 4;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const offScreen = (b: Box, height: number) => b.top < 0 || b.bottom > height;

/**
 * `asked` and `flipped`: the tip's box on the side asked for and on the other; `prompts`: the boxes it must not cover;
 * `view`: the screen. The side asked for wins unless it is off the screen or over a prompt and the other side is not.
 */
export function placeTip(asked: Box, flipped: Box, prompts: readonly Box[], view: { width: number; height: number }): TipPlace {
  const covers = (b: Box) => prompts.some((p) => overlaps(b, p));
  const bad = (b: Box) => (covers(b) ? 2 : 0) + (offScreen(b, view.height) ? 1 : 0);
  let side: TipPlace['side'] = 'as-asked';
  let b = asked;
  if (bad(asked) > 0 && bad(flipped) < bad(asked)) {
    side = 'flipped';
    b = flipped;
  }
  if (covers(b)) return { side: 'none', shift: 0 };
  const shift = b.left < MARGIN ? MARGIN - b.left : b.right > view.width - MARGIN ? Math.max(MARGIN - b.left, view.width - MARGIN - b.right) : 0;
  return { side, shift: Math.round(shift) };
}

export interface TipArrow {
  /** Where the arrow sits along the tip, in pixels from its left edge. */
  x: number;
  /** The tip's edge it stands on: `bottom` for a tip above its anchor (pointing down), `top` for one below (pointing up). */
  edge: 'top' | 'bottom';
}

/** How far from the tip's ends the arrow stays (its half-width and the tip's rounded corner): never off its edge. */
export const ARROW_INSET = 12;

/**
 * The arrow of a tip drawn at `tip` (its final box: turned, shifted to stay on the screen) for the element at `anchor`:
 * under the anchor's middle wherever the tip was moved, kept within the tip's straight edge; on the edge that faces it.
 */
export function tipArrow(tip: Box, anchor: Box): TipArrow {
  const width = tip.right - tip.left;
  const aim = (anchor.left + anchor.right) / 2 - tip.left;
  const x = width <= 2 * ARROW_INSET ? width / 2 : Math.min(width - ARROW_INSET, Math.max(ARROW_INSET, aim));
  const edge = (tip.top + tip.bottom) / 2 < (anchor.top + anchor.bottom) / 2 ? 'bottom' : 'top';
  return { x: Math.round(x), edge };
}
