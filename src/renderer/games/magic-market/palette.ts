/**
 * The colours a Magic Market player must tell apart, each with its second cue (colour is never the only one):
 *
 * - the corners (a Stand's market colour, on its Objects' edge and its chip): a shape beside the colour's word;
 * - the Price die and the prices on every Object (green < blue < red): one, two or three pips, and the die
 *   shows its colour's word;
 * - the categories of Objects: each has its own drawing (CategoryArt.tsx) and its name on the tile; the
 *   colour listed is the drawing's main hue.
 *
 * The players' own colours are the table's seat colours: the dot before each name, on the ring's corners as on the Stands
 * (each corner shows its Stand's shape at both ends, so the person and the Stand are tied by both marks).
 * test/renderer/colour-vision.test.ts checks these sets under simulated deuteranopia and protanopia.
 */
import type { CornerColour, PriceColour, Category } from '../../../shared/games/magic-market/data.js';
import type { Palette } from '../types.js';

export const CORNER_FILL: Record<CornerColour, string> = { orange: '#e4641c', purple: '#8e4fc0', yellow: '#f2d22e', brown: '#7a4a2a' };
/**
 * The edge round a person's dot on the ring's corners (Market.tsx): a dark ring, then a white one. A person's colour may
 * be close to their corner's (a purple dot on the purple corner), and no one edge colour stands out on every corner
 * (white is faint on yellow, dark on brown and purple); the two, far apart (≥ 9:1, as in WCAG's technique C40 for a
 * two-colour focus ring), give every corner one that stands out (≥ 3:1). test/renderer/magic-market-dot-edge.test.tsx
 * checks each person colour on each corner.
 */
export const DOT_EDGE = { inner: '#2a2119', outer: '#ffffff' } as const;
/** Each corner's shape (CornerMark in cues.tsx draws it). */
export const CORNER_SHAPE: Record<CornerColour, 'triangle' | 'diamond' | 'star' | 'square'> = {
  orange: 'triangle', purple: 'diamond', yellow: 'star', brown: 'square',
};

/** The Price die's faces and the prices' chips (white numbers on them: each at least 4.5:1). */
export const PRICE_FILL: Record<PriceColour, string> = { green: '#2e7d32', blue: '#1f5fc4', red: '#d32f2f' };
/** Pips per price colour: low, medium, high. */
export const PRICE_PIPS: Record<PriceColour, number> = { green: 1, blue: 2, red: 3 };

/** Each category drawing's main hue. */
export const CATEGORY_HUE: Record<Category, string> = {
  disguises: '#c94fc0', plants: '#2e7d32', toys: '#d32f2f', plush: '#e3b27c',
  books: '#1d3f8f', outdoor: '#35c0d6', weapons: '#f6d365', essentials: '#ff8a3d',
};

export const PALETTES: Palette[] = [
  {
    name: 'magic-market corners (Stands)',
    items: (Object.keys(CORNER_FILL) as CornerColour[]).map((c) => ({ id: c, colour: CORNER_FILL[c], cue: `${CORNER_SHAPE[c]} and the word "${c}"` })),
  },
  {
    name: 'magic-market Price die and prices',
    items: (Object.keys(PRICE_FILL) as PriceColour[]).map((c) => ({ id: c, colour: PRICE_FILL[c], cue: `${PRICE_PIPS[c]} pip${PRICE_PIPS[c] > 1 ? 's' : ''}, its place (low, middle, high) and the word on the die` })),
  },
  {
    name: 'magic-market categories',
    items: (Object.keys(CATEGORY_HUE) as Category[]).map((c) => ({ id: c, colour: CATEGORY_HUE[c], cue: `the ${c} drawing and the word "${c}"` })),
  },
];
