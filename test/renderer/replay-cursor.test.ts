/** The replay's cursor: keys pressed while the replay loads count; the wish is held to the game's length. */
import { describe, expect, it } from 'vitest';
import { ReplayCursor } from '../../src/renderer/app/replayCursor.js';

describe('ReplayCursor', () => {
  it('counts a key pressed before the first answer, and asks for it after', () => {
    const c = new ReplayCursor();
    const first = c.wish;
    expect(c.go(1)).toBe(true);
    expect(c.go(2)).toBe(true);
    expect(c.answered(first, 68)).toBe(true);
    expect(c.wish).toEqual({ moveNo: 2, view: 'public' });
    expect(c.answered(c.wish, 68)).toBe(false);
  });

  it('holds a wish to the game length once known, and never below the start', () => {
    const c = new ReplayCursor();
    const first = c.wish;
    c.go(5);
    expect(c.answered(first, 3)).toBe(true);
    expect(c.wish.moveNo).toBe(3);
    expect(c.go(9)).toBe(false);
    expect(c.go(-4)).toBe(true);
    expect(c.wish.moveNo).toBe(0);
  });

  it('End pressed while loading lands on the last move', () => {
    const c = new ReplayCursor();
    const first = c.wish;
    c.go(Number.MAX_SAFE_INTEGER);
    expect(c.answered(first, 68)).toBe(true);
    expect(c.wish.moveNo).toBe(68);
  });

  it('a game of no moves: a key pressed while loading asks nothing more', () => {
    const c = new ReplayCursor();
    const first = c.wish;
    c.go(1);
    expect(c.answered(first, 0)).toBe(false);
    expect(c.wish).toEqual({ moveNo: 0, view: 'public' });
  });

  it('a new view is a new wish at the same move; the same one is not', () => {
    const c = new ReplayCursor();
    c.answered(c.wish, 10);
    expect(c.go(4)).toBe(true);
    expect(c.go(4, 2)).toBe(true);
    expect(c.wish).toEqual({ moveNo: 4, view: 2 });
    expect(c.go(4)).toBe(false);
  });

  it('a refused answer keeps the length unknown and asks again only for a newer wish', () => {
    const c = new ReplayCursor();
    const asked = c.wish;
    expect(c.answered(asked, null)).toBe(false);
    expect(c.length).toBeNull();
    c.go(3);
    expect(c.answered(asked, null)).toBe(true);
  });
});
