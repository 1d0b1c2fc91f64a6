/**
 * Where a tooltip goes (issue 32: tips covered the prompt, and were cut at the screen's left edge): on the side asked
 * for unless that is off the screen or over the prompt; shifted to stay on the screen; shut when both sides cover the prompt.
 * Its arrow points at the element's middle from wherever the tip ended up, on the edge that faces the element.
 */
import { describe, expect, it } from 'vitest';
import { ARROW_INSET, placeTip, tipArrow, type Box } from '../../src/renderer/ui/tipPlace.js';

const view = { width: 390, height: 844 };
const b = (left: number, top: number, w: number, h: number): Box => ({ left, top, right: left + w, bottom: top + h });

describe('placing a tooltip', () => {
  it('keeps the side asked for when it is free', () => {
    expect(placeTip(b(100, 300, 200, 40), b(100, 400, 200, 40), [], view)).toEqual({ side: 'as-asked', shift: 0 });
  });
  it('moves it in from the left edge and from the right edge', () => {
    expect(placeTip(b(-60, 300, 200, 40), b(-60, 400, 200, 40), [], view).shift).toBe(64);
    expect(placeTip(b(250, 300, 200, 40), b(250, 400, 200, 40), [], view).shift).toBe(-64);
  });
  it('turns below when there is no room above', () => {
    expect(placeTip(b(100, -20, 200, 40), b(100, 60, 200, 40), [], view).side).toBe('flipped');
  });
  it('never covers the prompt: the other side, or shut when both would', () => {
    const prompt = b(0, 280, 390, 50);
    expect(placeTip(b(100, 290, 200, 40), b(100, 400, 200, 40), [prompt], view).side).toBe('flipped');
    expect(placeTip(b(100, 290, 200, 40), b(100, 300, 200, 40), [prompt], view)).toEqual({ side: 'none', shift: 0 });
  });
});

describe('a tooltip\'s arrow', () => {
  const anchor = b(170, 400, 50, 30); // its middle at x = 195
  it('sits in the middle of a tip centred over its element, on the edge facing it', () => {
    expect(tipArrow(b(95, 354, 200, 40), anchor)).toEqual({ x: 100, edge: 'bottom' });
    expect(tipArrow(b(95, 436, 200, 40), anchor)).toEqual({ x: 100, edge: 'top' });
  });
  it('still points at the element when the tip was moved in from an edge of the screen', () => {
    // An element near the left edge: its tip (centred, it would start at x = -60) moved 64 px right.
    const near = b(20, 400, 40, 30);
    const asked = b(-60, 354, 200, 40);
    const { shift } = placeTip(asked, b(-60, 436, 200, 40), [], view);
    const shown = { ...asked, left: asked.left + shift, right: asked.right + shift };
    expect(tipArrow(shown, near)).toEqual({ x: 40 - shown.left, edge: 'bottom' });
    expect(shown.left + tipArrow(shown, near).x).toBe(40);
    // And near the right edge, turned below.
    const right = b(340, 40, 40, 30);
    const below = b(260, 76, 200, 40);
    const moved = placeTip(b(260, -6, 200, 40), below, [], view);
    expect(moved.side).toBe('flipped');
    const there = { ...below, left: below.left + moved.shift, right: below.right + moved.shift };
    expect(tipArrow(there, right)).toEqual({ x: 360 - there.left, edge: 'top' });
  });
  it('stays on the tip\'s straight edge when the element lies beyond its end, and in the middle of a tiny tip', () => {
    expect(tipArrow(b(100, 354, 200, 40), b(0, 400, 10, 30)).x).toBe(ARROW_INSET);
    expect(tipArrow(b(100, 354, 200, 40), b(380, 400, 10, 30)).x).toBe(200 - ARROW_INSET);
    expect(tipArrow(b(100, 354, 20, 40), b(0, 400, 10, 30)).x).toBe(10);
  });
});
