/** How each gem colour looks: its fill (base, light facet, dark outline) and its shape, the second cue. */
import type { Color } from '../../../shared/games/megagem/data.js';

/**
 * The gem colours, with a lighter facet and a darker outline (white text on the dark one), chosen to stay apart
 * under simulated deuteranopia and protanopia (CIEDE2000 ≥ 20 between any two; palette.ts lists them).
 */
export const GEM_FILL: Record<Color, { base: string; light: string; dark: string }> = {
  blue: { base: '#5cc3f7', light: '#c9ecfd', dark: '#0f5f8c' },
  green: { base: '#1e8a45', light: '#8fd9a8', dark: '#0b3d1d' },
  pink: { base: '#e0559a', light: '#f9c4de', dark: '#7d1a4c' },
  purple: { base: '#4f2a8a', light: '#b79be3', dark: '#24104a' },
  yellow: { base: '#f7d038', light: '#fff3b0', dark: '#7a5c00' },
};

/** Each colour's shape (its second cue): the name says it in palette.ts and tooltips. */
export const GEM_SHAPE: Record<Color, 'drop' | 'square' | 'heart' | 'hexagon' | 'star'> = {
  blue: 'drop', green: 'square', pink: 'heart', purple: 'hexagon', yellow: 'star',
};

