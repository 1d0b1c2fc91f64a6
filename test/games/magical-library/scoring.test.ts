import { describe, expect, it } from 'vitest';
import { scoreDisplay } from '../../../src/shared/games/magical-library/areas.js';
import { sheetLines } from '../../../src/shared/games/magical-library/scoring.js';
import { grid, wiz } from './helpers.js';
import { recountDisplay } from './recount.js';

const base = { modules: [] };

describe('End of Game and Scoring: the rulebook example score sheet (page 6)', () => {
  /*
   * A display built for the sheet. The sheet needs 10 wizard-points on symbol areas
   * (3 + 3 + 1 + 1 + 2), more than the 5 wizards of a real game, so this fixture
   * checks the arithmetic of scoring only (wizards stand where the sheet needs them,
   * one of them golden for the book's 1 × 2).
   *
   *  y\x  0            1            2            3            4            5          6
   *  0    red-astro W  yel-astro W  blue-astro W purple-astro purple-astro red-book G red-appr
   *  1    red-cand W   yel-cand W   blue-cand W  purple-cand  green-cand
   *  2    red-appr     yel-circle   blue-owl W   blue-circle
   *  3    green-ink W  .            green-owl
   *  4    purple-ink   purple-ink   purple-circ  purple-circ  purple-circ  purple-circ
   */
  const display = grid([
    ['red-astrolabe-1', 'yellow-astrolabe-1', 'blue-astrolabe-1', 'purple-astrolabe-1', 'purple-astrolabe-2', 'red-book-1', 'red-apprentice-1'],
    ['red-candelabra-1', 'yellow-candelabra-1', 'blue-candelabra-1', 'purple-candelabra-1', 'green-candelabra-1'],
    ['red-apprentice-2', 'yellow-circle-1', 'blue-owl-1', 'blue-circle-1'],
    ['green-inkwell-1', '.', 'green-owl-1'],
    ['purple-inkwell-1', 'purple-inkwell-2', 'purple-circle-1', 'purple-circle-2', 'purple-circle-3', 'purple-circle-4'],
  ]);
  const wizards = [wiz(0, 0), wiz(1, 0), wiz(2, 0), wiz(5, 0, true), wiz(0, 1), wiz(1, 1), wiz(2, 1), wiz(2, 2), wiz(0, 3)];
  const sheet = scoreDisplay(display, wizards, base);

  it('colours: red 15 from (2 × 3) + (3 × 3), yellow 3 × 2, green 1 × 1, blue 4 × 3, purple 3 × 0', () => {
    expect(sheet.categories.red).toBe(15);
    expect(sheet.areas.red.map((a) => [a.size, a.helpers]).sort()).toEqual([[2, 3], [3, 3]]);
    expect(sheet.categories.yellow).toBe(6);
    expect(sheet.areas.yellow.map((a) => [a.size, a.helpers])).toEqual([[3, 2]]);
    expect(sheet.categories.green).toBe(1);
    expect(sheet.areas.green.find((a) => a.helpers > 0)).toMatchObject({ size: 1, helpers: 1 });
    expect(sheet.categories.blue).toBe(12);
    expect(sheet.areas.blue.map((a) => [a.size, a.helpers])).toEqual([[4, 3]]);
    expect(sheet.categories.purple).toBe(0);
    expect(sheet.areas.purple.some((a) => a.size === 3 && a.helpers === 0)).toBe(true);
    expect(['red', 'yellow', 'green', 'blue', 'purple'].reduce((n, c) => n + sheet.categories[c as 'red'], 0)).toBe(34);
  });
  it('symbols: inkwell 3 × 1, candelabra 5 × 3, owl 2 × 1, book 1 × 2, astrolabe 5 × 3', () => {
    const pairs = (k: 'inkwell') => sheet.areas[k].map((a) => [a.size, a.helpers]);
    expect(pairs('inkwell')).toEqual([[3, 1]]);
    expect(pairs('candelabra' as 'inkwell')).toEqual([[5, 3]]);
    expect(pairs('owl' as 'inkwell')).toEqual([[2, 1]]);
    expect(pairs('book' as 'inkwell')).toEqual([[1, 2]]);
    expect(pairs('astrolabe' as 'inkwell')).toEqual([[5, 3]]);
    expect(sheet.categories).toMatchObject({ inkwell: 3, candelabra: 15, owl: 2, book: 2, astrolabe: 15 });
  });
  it('magic circles 6 × 3 = 18 and the total 89', () => {
    expect(sheet.circleCount).toBe(6);
    expect(sheet.circles).toBe(18);
    expect(sheet.total).toBe(89);
    expect(recountDisplay(display, wizards, [], [])).toBe(89);
  });
  it('the result lines name the 10 categories and the circles with their areas', () => {
    const lines = sheetLines(sheet);
    expect(lines.map((l) => [l.category, l.points])).toEqual([
      ['blue', 12], ['yellow', 6], ['purple', 0], ['red', 15], ['green', 1],
      ['inkwell', 3], ['candelabra', 15], ['owl', 2], ['book', 2], ['astrolabe', 15], ['magic circles', 18],
    ]);
    expect(lines.find((l) => l.category === 'red')!.detail).toMatch(/3×3|2×3/);
  });
});

describe('Area rules', () => {
  it('the rulebook example: 4 blue cards with 2 printed apprentices and 1 wizard score 4 × 3 = 12', () => {
    const d = grid([['blue-apprentice-1', 'blue-apprentice-2', 'blue-owl-1', 'blue-book-1']]);
    expect(scoreDisplay(d, [wiz(3, 0)], base).categories.blue).toBe(12);
  });
  it('an area without wizards or apprentices scores 0', () => {
    const d = grid([['green-owl-1', 'green-owl-2']]);
    const s = scoreDisplay(d, [], base);
    expect(s.categories.green).toBe(0);
    expect(s.categories.owl).toBe(0);
    expect(s.total).toBe(0);
  });
  it('a wizard counts in both the colour and the symbol area of its card', () => {
    const d = grid([['green-owl-1', 'green-owl-2', 'red-owl-1']]);
    const s = scoreDisplay(d, [wiz(0, 0)], base);
    expect(s.categories.green).toBe(2);
    expect(s.categories.owl).toBe(3);
    expect(s.categories.red).toBe(0);
  });
  it('a printed apprentice helps its colour area only (apprentice cards show no symbol)', () => {
    const d = grid([['red-apprentice-1', 'red-owl-1'], ['.', 'blue-owl-1']]);
    const s = scoreDisplay(d, [], base);
    expect(s.categories.red).toBe(2);
    expect(s.categories.owl).toBe(0);
  });
  it('a wizard on an apprentice card counts too: 2 helpers', () => {
    const d = grid([['red-apprentice-1', 'red-owl-1']]);
    expect(scoreDisplay(d, [wiz(0, 0)], base).categories.red).toBe(4);
  });
  it('areas connect only across edges, never diagonally; separate areas of one colour score separately', () => {
    const d = grid([['red-owl-1', 'blue-book-1'], ['blue-book-2', 'red-owl-2']]);
    const s = scoreDisplay(d, [wiz(0, 0), wiz(1, 1)], base);
    expect(s.areas.red.map((a) => [a.size, a.helpers])).toEqual([[1, 1], [1, 1]]);
    expect(s.categories.red).toBe(2);
    expect(s.categories.owl).toBe(2);
    expect(s.categories.blue).toBe(0);
  });
  it('an area scores size × helpers, not per card: 3 rooms with 2 wizards = 6', () => {
    const d = grid([['yellow-owl-1', 'yellow-book-1', 'yellow-inkwell-1']]);
    expect(scoreDisplay(d, [wiz(0, 0), wiz(2, 0)], base).categories.yellow).toBe(6);
  });
  it('each magic circle scores 3 wherever it lies, wizards or not', () => {
    const d = grid([['red-circle-1', 'blue-owl-1', 'green-circle-1']]);
    const s = scoreDisplay(d, [], base);
    expect(s.circles).toBe(6);
    expect(s.total).toBe(6);
  });
});
