/**
 * Magical Library's library view: a library too big to show whole at a legible size is centred on the places to pick;
 * at the end of the game the whole library is shown at any width.
 */
import { describe, expect, it } from 'vitest';
import { fitTransform, fitWithFocus, hiddenSides, type Box, type Transform } from '../../src/renderer/games/magical-library/geometry.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FINGER_PX, fitPlan, fitView, LibraryGrid, placingFocus } from '../../src/renderer/games/magical-library/LibraryGrid.js';
import { libraryHeight } from '../../src/renderer/games/magical-library/Table.js';
import { cardById } from '../../src/shared/games/magical-library/data.js';

const CELL = 96;
const CARD = 90;
const LEGIBLE = 0.75;
/** The rows (or columns) of cells wholly in view along one axis. */
const inView = (t: Transform, from: number, to: number, view: number, along: 'x' | 'y'): number[] => {
  const off = along === 'x' ? t.tx : t.ty;
  const out: number[] = [];
  for (let c = from; c <= to; c++) if (c * CELL * t.scale + off >= 0 && (c + 1) * CELL * t.scale + off <= view) out.push(c);
  return out;
};

describe('fitting a library to its view', () => {
  it('a library that fits is shown whole, exactly as before (the focus changes nothing)', () => {
    const box: Box = { minX: -1, maxX: 1, minY: -1, maxY: 1 };
    const focus: Box = { minX: 1, maxX: 1, minY: 1, maxY: 1 };
    expect(fitWithFocus(box, focus, CELL, 1000, 500, 0.5, 1.2, LEGIBLE)).toEqual(fitTransform(box, CELL, 1000, 500, 0.5, 1.2, LEGIBLE));
    expect(fitWithFocus(box, null, CELL, 1000, 500, 0.5, 1.2, LEGIBLE)).toEqual(fitTransform(box, CELL, 1000, 500, 0.5, 1.2, LEGIBLE));
  });

  it('a tall library at the smallest legible size: the places to pick are in view, not cut at the edges', () => {
    // Nine rows in a 348 px high view (a laptop, late in a game): at 72 px a card, about four rows show.
    const box: Box = { minX: -2, maxX: 2, minY: -6, maxY: 2 };
    const focus: Box = { minX: 0, maxX: 1, minY: -6, maxY: -5 };
    const whole = fitTransform(box, CELL, 1000, 348, 0.5, 1.2, LEGIBLE);
    expect(whole.scale).toBe(LEGIBLE);
    // Centred on the whole library, the top rows (the places to pick) are out of view.
    expect(inView(whole, -6, 2, 348, 'y')).not.toContain(-6);
    const t = fitWithFocus(box, focus, CELL, 1000, 348, 0.5, 1.2, LEGIBLE);
    expect(t.scale).toBe(LEGIBLE);
    expect(inView(t, -6, 2, 348, 'y')).toEqual(expect.arrayContaining([-6, -5]));
    // Across, the library fits: it stays centred as before.
    expect(t.tx).toBe(whole.tx);
    // Never scrolled past the library's own edge (its top row, with its margin, starts the view).
    expect(t.ty).toBeCloseTo((6 + 0.5) * CELL * LEGIBLE);
  });

  it('places in the middle of a big library are centred', () => {
    const box: Box = { minX: -3, maxX: 3, minY: -8, maxY: 8 };
    const focus: Box = { minX: 0, maxX: 0, minY: 0, maxY: 0 };
    const t = fitWithFocus(box, focus, CELL, 1000, 348, 0.5, 1.2, LEGIBLE);
    expect(t.ty + (0.5 * CELL * t.scale)).toBeCloseTo(348 / 2);
  });

  it('when even the places to pick do not fit at a legible size, the view goes smaller until every one is in view (issue 32)', () => {
    // Round 4 on a laptop: legal places from row -5 to row 3 in a 348 px high view (the top and bottom ones were cut in half).
    const box: Box = { minX: -3, maxX: 3, minY: -5, maxY: 3 };
    const focus: Box = { minX: -3, maxX: 3, minY: -5, maxY: 3 };
    const t = fitWithFocus(box, focus, CELL, 1000, 348, 0.5, 1.2, LEGIBLE);
    expect(t.scale).toBeLessThan(LEGIBLE);
    expect(inView(t, -5, 3, 348, 'y')).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3]);
    expect(inView(t, -3, 3, 1000, 'x')).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    // Never below the floor: a view too small for them all shows them at the floor, centred on them.
    const tiny = fitWithFocus(box, focus, CELL, 1000, 100, 0.5, 1.2, LEGIBLE);
    expect(tiny.scale).toBeCloseTo(LEGIBLE / 2);
  });
});

describe('the whole library at the end of the game (issue 32)', () => {
  // The grid's own fit: the view's foot keeps a strip for the card note.
  const inside = (t: Transform, box: Box, w: number, h: number) =>
    box.minX * CELL * t.scale + t.tx >= 0 && (box.maxX + 1) * CELL * t.scale + t.tx <= w
    && box.minY * CELL * t.scale + t.ty >= 0 && (box.maxY + 1) * CELL * t.scale + t.ty <= h;

  it('a wide library (9 columns) is shown whole on a phone, its cards below the 60 px floor', () => {
    const box: Box = { minX: -4, maxX: 4, minY: -1, maxY: 1 };
    const t = fitView(box, null, 370, 260, true);
    expect(inside(t, box, 370, 260)).toBe(true);
    // Clear of the zoom buttons at the view's right (34 px wide, 8 px from the edge).
    expect(inside(t, box, 370 - 42, 260)).toBe(true);
    expect(CARD * t.scale).toBeLessThan(60);
    // During the game the same library is not shrunk below the legible size.
    expect(fitView(box, null, 370, 260, false).scale).toBe(LEGIBLE);
  });

  it('any library of the game fits: sixteen cards in one row or one column', () => {
    for (const box of [{ minX: -8, maxX: 7, minY: 0, maxY: 0 }, { minX: 0, maxX: 0, minY: -8, maxY: 7 }]) {
      expect(inside(fitView(box, null, 370, 260, true), box, 370, 260), JSON.stringify(box)).toBe(true);
    }
  });
});

describe('the library when there is nothing to place in it (drawing, passing, waiting)', () => {
  // Rendered once, before the view is measured (600 px wide, the given height): the transform the grid draws with.
  const drawn = (mode: 'look' | 'card', height: number, rows: number) => {
    const cards = Array.from({ length: rows }, (_, y) => ({ x: 0, y, card: cardById('yellow-circle-1') }));
    const html = renderToStaticMarkup(createElement(LibraryGrid, { label: 'Ana', cards, wizards: [], mode, targets: [], height }));
    const [, tx, ty, scale] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(html)!.map(Number);
    return { tx, ty, scale };
  };

  it('a tall library goes down to the 60 px floor instead of being cut at the legible size', () => {
    const t = drawn('look', 430, 6);
    expect(t.scale).toBeLessThan(LEGIBLE);
    expect(CARD * t.scale).toBeGreaterThanOrEqual(60);
    // Its first row starts inside the view (it was cut at the top at 0.75).
    expect(t.ty).toBeGreaterThanOrEqual(0);
  });

  it('no card is fitted under the zoom buttons at the view\'s right', () => {
    const wide = Array.from({ length: 8 }, (_, x) => ({ x, y: 0, card: cardById('yellow-circle-1') }));
    const html = renderToStaticMarkup(createElement(LibraryGrid, { label: 'Ana', cards: wide, wizards: [], mode: 'look', targets: [], height: 300 }));
    const [, tx, , scale] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(html)!.map(Number);
    expect(8 * CELL * scale + tx).toBeLessThanOrEqual(600 - 42);
  });
});

describe('late in the game, placing: every place to choose from is in view (issue 32)', () => {
  // The library's view at each size (measured: about 374×424 on a 390×844 phone; 1014×348 at 1366×768 with the step
  // panel below the library, as on a laptop under 1200 px wide: wider screens have it beside, below).
  const SIZES = { phone: [374, 424], laptop: [1014, 348] } as const;
  // The places around a library: a column of seven cards (the seeded late game's), a bot's 4×7, and a 5×5 block.
  const libraries: Box[] = [{ minX: 0, maxX: 0, minY: -6, maxY: 0 }, { minX: -2, maxX: 1, minY: -5, maxY: 1 }, { minX: -2, maxX: 2, minY: -2, maxY: 2 }];
  // Any library of the game: sixteen cards in a column or a row (its places then smaller, still all in view).
  const extremes: Box[] = [{ minX: 0, maxX: 0, minY: -15, maxY: 0 }, { minX: -15, maxX: 0, minY: 0, maxY: 0 }];
  for (const [name, [w, h]] of Object.entries(SIZES)) {
    it(`at the ${name}'s size, clear of the zoom buttons, each place 32 px or more`, () => {
      for (const lib of [...libraries, ...extremes]) {
        const ring: Box = { minX: lib.minX - 1, maxX: lib.maxX + 1, minY: lib.minY - 1, maxY: lib.maxY + 1 };
        const t = fitView(ring, ring, w, h, false, true);
        const cell = CELL * t.scale;
        if (!extremes.includes(lib)) expect(cell, JSON.stringify(lib)).toBeGreaterThanOrEqual(32);
        expect(ring.minX * cell + t.tx, JSON.stringify(lib)).toBeGreaterThanOrEqual(0);
        expect((ring.maxX + 1) * cell + t.tx, JSON.stringify(lib)).toBeLessThanOrEqual(w - 42);
        expect(ring.minY * cell + t.ty, JSON.stringify(lib)).toBeGreaterThanOrEqual(0);
        // The card note is drawn above the view while placing: the places may go down to the view's foot.
        expect((ring.maxY + 1) * cell + t.ty, JSON.stringify(lib)).toBeLessThanOrEqual(h);
        // Waiting, the same library stays at cards of 60 px or more (and pans).
        expect(CARD * fitView(ring, lib, w, h).scale).toBeGreaterThanOrEqual(60);
      }
    });
  }
});

describe('the sides where the library goes on out of sight (a shadow there; golden when a place to choose from is)', () => {
  const box: Box = { minX: -2, maxX: 2, minY: -3, maxY: 3 };
  it('a library shown whole hides nothing on any side', () => {
    const t = fitTransform(box, CELL, 800, 800);
    expect(hiddenSides(t, box, [{ x: 2, y: 3 }], CELL, 800, 800)).toEqual({ top: 'none', right: 'none', bottom: 'none', left: 'none' });
    expect(hiddenSides(t, null, [], CELL, 800, 800)).toEqual({ top: 'none', right: 'none', bottom: 'none', left: 'none' });
  });

  it('panned down and right: more above and to the left; a place cut at the top edge makes that side golden', () => {
    // Cells of 48 px, the library's cell (0, 0) at (100, 60): its top rows and its first column are out of sight.
    const t: Transform = { scale: 0.5, tx: 100 - 0, ty: 60 };
    const sides = hiddenSides(t, box, [{ x: 0, y: -2 }, { x: 0, y: 0 }], CELL, 400, 400);
    // Row -2 starts at 60 - 96 = -36 px: cut at the top. Column -2 starts at 100 - 96 = 4 px: in view.
    expect(sides).toEqual({ top: 'place', right: 'none', bottom: 'none', left: 'none' });
    const further: Transform = { ...t, tx: 40 };
    // Column -2 now starts at 40 - 96 < 0: more of the library to the left, no place there.
    expect(hiddenSides(further, box, [{ x: 0, y: -2 }], CELL, 400, 400)).toEqual({ top: 'place', right: 'none', bottom: 'none', left: 'more' });
  });

  it('zoomed in on the middle: more on every side, golden only where the places lie', () => {
    const t: Transform = { scale: 1, tx: 200 - 48, ty: 200 - 48 };
    const sides = hiddenSides(t, box, [{ x: 3, y: 0 }, { x: 0, y: 4 }], CELL, 400, 400);
    expect(sides).toEqual({ top: 'more', right: 'place', bottom: 'place', left: 'more' });
  });

  it('half a pixel of rounding at an edge is no edge', () => {
    const t: Transform = { scale: 0.5, tx: 96.4, ty: 144.3 };
    // The box's left edge at 96.4 - 96 = 0.4 px, its top at 144.3 - 144 = 0.3 px; its far edges at 336.4 and 480.3.
    expect(hiddenSides(t, box, [], CELL, 336, 480)).toEqual({ top: 'none', right: 'none', bottom: 'none', left: 'none' });
    expect(hiddenSides({ ...t, tx: 95 }, box, [], CELL, 336, 480).left).toBe('more');
  });
});

describe('a wide screen: the library beside the step panel, as tall as the window leaves it (issue 32)', () => {
  // At 1366×768 the library starts 219 px down the page (the shell's bars and the tabs) and is 684 px wide (the game
  // log and the step panel's column beside it), as measured at that size in the seeded late game.
  const TOP = 219;
  const WIDTH = 684;

  it('the library reaches down to the window\'s foot (16 px to spare), however far down it starts', () => {
    expect(libraryHeight(768, TOP, 16, false)).toBe(768 - TOP - 16);
    expect(libraryHeight(1080, TOP, 16, false)).toBe(1080 - TOP - 16);
    // Never less than a usable view, even in a short window.
    expect(libraryHeight(400, TOP, 16, false)).toBe(260);
    // Not yet measured, and on narrower screens with no fixed bar: the one-screen share as before (the panel below the library).
    expect(libraryHeight(768, null, 16, false)).toBe(348);
    expect(libraryHeight(768, TOP, null, false)).toBe(348);
    expect(libraryHeight(844, null, null, false)).toBe(424);
    expect(libraryHeight(768, null, null, true)).toBe(388);
  });

  it('late in the game every place is in view, each 48 px or more (34 px with the panel below the library)', () => {
    const h = libraryHeight(768, TOP, 16, false);
    // The seeded late game's library in round 5 (a column of nine cards with a branch: its ring 10 rows by 5 columns),
    // a bot's 4×7 library, a 5×5 block.
    const libraries: Box[] = [{ minX: -1, maxX: 1, minY: -7, maxY: 0 }, { minX: -2, maxX: 1, minY: -5, maxY: 1 }, { minX: -2, maxX: 2, minY: -2, maxY: 2 }];
    for (const lib of libraries) {
      const ring: Box = { minX: lib.minX - 1, maxX: lib.maxX + 1, minY: lib.minY - 1, maxY: lib.maxY + 1 };
      const t = fitView(ring, ring, WIDTH, h, false, true);
      const cell = CELL * t.scale;
      expect(cell, JSON.stringify(lib)).toBeGreaterThanOrEqual(48);
      expect(ring.minX * cell + t.tx).toBeGreaterThanOrEqual(0);
      expect((ring.maxX + 1) * cell + t.tx).toBeLessThanOrEqual(WIDTH - 42);
      expect(ring.minY * cell + t.ty).toBeGreaterThanOrEqual(0);
      expect((ring.maxY + 1) * cell + t.ty).toBeLessThanOrEqual(h);
    }
    // The same round-5 library with the panel below it (1014×348): its places were 34 px.
    const ring: Box = { minX: -2, maxX: 2, minY: -8, maxY: 1 };
    expect(CELL * fitView(ring, ring, 1014, libraryHeight(768, null, null, false), false, true).scale).toBeLessThan(36);
  });
});

describe('a phone, placing: the library reaches down to the Undo / Confirm bar fixed at the screen\'s foot', () => {
  // At 390×844, the seeded late game in round 5: the library starts 277 px down the page (the shell's bars, a line of
  // what just happened, the round's line and the tabs), is 374 px wide, and the bar is 60 px tall (8 px kept above it).
  const TOP = 277;
  const WIDTH = 374;
  const FOOT = 60 + 8;

  it('every glowing place in view, 44 px or more each way (a finger\'s), over ten rows (42 px when it took a fixed share)', () => {
    const h = libraryHeight(844, TOP, FOOT, false);
    expect(h).toBe(844 - TOP - FOOT);
    // The round-5 library's ring of places: 10 rows by 5 columns.
    const ring: Box = { minX: -2, maxX: 2, minY: -8, maxY: 1 };
    const t = fitView(ring, ring, WIDTH, h, false, true);
    const cell = CELL * t.scale;
    expect(cell).toBeGreaterThanOrEqual(44);
    expect(ring.minY * cell + t.ty).toBeGreaterThanOrEqual(0);
    expect((ring.maxY + 1) * cell + t.ty).toBeLessThanOrEqual(h);
    // The share it had before (the window's height less 420 px): under a finger's 44 px.
    expect(CELL * fitView(ring, ring, WIDTH, libraryHeight(844, null, null, false), false, true).scale).toBeLessThan(44);
  });
});

describe('placing, a library too wide for a phone: the glowing places\' own box is fitted', () => {
  // A phone's view (374×499 px, the library down to the bar): a library ten cards long across, three rows.
  const W = 374, H = 499;
  const box: Box = { minX: 0, maxX: 9, minY: 0, maxY: 2 };

  it('the whole library while it draws places of 44 px or more (a short library is fitted whole, as before)', () => {
    const small: Box = { minX: 0, maxX: 4, minY: 0, maxY: 2 };
    expect(placingFocus(small, [{ x: 0, y: 0 }], W, H)).toEqual(small);
    expect(CELL * fitView(small, small, W, H, false, true).scale).toBeGreaterThanOrEqual(FINGER_PX);
  });

  it('a wizard\'s three places at one end: fitted to them, each 44 px or more and in view, the rest behind the edge shadow', () => {
    const targets = [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }];
    // The whole library across a phone: its places under a finger's size.
    expect(CELL * fitView(box, box, W, H, false, true).scale).toBeLessThan(FINGER_PX);
    const focus = placingFocus(box, targets, W, H);
    expect(focus).toEqual({ minX: 0, maxX: 2, minY: 0, maxY: 2 });
    const t = fitView(box, focus, W, H, false, true);
    const cell = CELL * t.scale;
    expect(cell).toBeGreaterThanOrEqual(FINGER_PX);
    for (const c of targets) {
      expect(c.x * cell + t.tx).toBeGreaterThanOrEqual(0);
      expect((c.x + 1) * cell + t.tx).toBeLessThanOrEqual(W - 46);
      expect(c.y * cell + t.ty).toBeGreaterThanOrEqual(0);
      expect((c.y + 1) * cell + t.ty).toBeLessThanOrEqual(H);
    }
    // The cards beyond are out of sight on the right, and the edge says so (no place is there).
    expect(hiddenSides(t, box, targets, CELL, W, H).right).toBe('more');
  });
});

describe('placing, every card of the hand staged (none left to place, not yet confirmed): the whole library stays in view', () => {
  // Round 4 of the seeded late game on a phone: a column of seven cards with a branch, and the hand's three cards
  // staged (dashed) at its top, at its right and at its foot; no glowing place is left until Confirm or Undo.
  const column = [0, -1, -2, -3, -4, -5, -6].map((y) => ({ x: 0, y, card: cardById('yellow-circle-1') }));
  const branch = [{ x: -1, y: -3, card: cardById('yellow-circle-1') }, { x: -1, y: -2, card: cardById('yellow-circle-1') }];
  const staged = [{ x: 0, y: -7 }, { x: 1, y: -6 }, { x: 0, y: 1 }].map((c) => ({ ...c, card: cardById('yellow-circle-1'), staged: true }));
  const cards = [...column, ...branch, ...staged];
  const everyCardInside = (t: Transform, w: number, h: number) => cards.filter((c) =>
    c.x * CELL * t.scale + t.tx < 0 || (c.x + 1) * CELL * t.scale + t.tx > w
    || c.y * CELL * t.scale + t.ty < 0 || (c.y + 1) * CELL * t.scale + t.ty > h).map((c) => `${c.x},${c.y}`);

  for (const [w, h] of [[374, 499], [374, 520]]) {
    it(`at a phone's ${w}×${h} px every card, the staged ones too, is inside the view, clear of the zoom buttons`, () => {
      const { box, focus, placing } = fitPlan('card', cards, [], false, w, h);
      expect(placing).toBe(true);
      const t = fitView(box, focus, w, h, false, placing);
      expect(everyCardInside(t, w - 42, h)).toEqual([]);
      // The same view as while a card was still to place (its glowing places in the same ring): Confirm comes with no jump.
      const before = fitPlan('card', cards, [{ x: 1, y: -7 }, { x: -1, y: 0 }], false, w, h);
      expect(fitView(before.box, before.focus, w, h, false, before.placing)).toEqual(t);
    });
  }

  it('the grid draws it so (rendered before it is measured: 600 px wide)', () => {
    const html = renderToStaticMarkup(createElement(LibraryGrid, { label: 'Ana', cards, wizards: [], mode: 'card', targets: [], height: 499 }));
    const [, tx, ty, scale] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(html)!.map(Number);
    expect(everyCardInside({ tx, ty, scale }, 600 - 42, 499)).toEqual([]);
  });
});
