/**
 * Where a tooltip goes (issue 32: tips covered the prompt, and were cut at the screen's left edge): on the side asked
 * for unless that is off the screen or over the prompt; shifted to stay on the screen; shut when both sides cover the prompt.
 */
import { describe, expect, it } from 'vitest';
import { placeTip, type Box } from '../../src/renderer/ui/tipPlace.js';

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
