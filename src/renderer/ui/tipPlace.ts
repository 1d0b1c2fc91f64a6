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
