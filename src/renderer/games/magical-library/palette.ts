/**
 * The colours a Magical Library player must tell apart: the five room colours. Colour is never the only cue:
 * every room carries its colour's own sign in a corner (`ColourCue` in glyphs.tsx: blue a wave, yellow a sun,
 * purple a moon, red a flame, green a leaf), and the score pad names each colour beside its swatch.
 *
 * The fills are chosen to stay apart for colour-blind players too: under simulated deuteranopia and protanopia
 * (Machado et al. 2009, full severity) the smallest CIEDE2000 distance between two room colours is 14.1
 * (red and green, deuteranopia), up from 1.9 (blue and purple) with the earlier purple #9a62cf and red #d9503f.
 */
import type { Colour } from '../../../shared/games/magical-library/data.js';
import type { Palette } from '../types.js';

/** The room colours as drawn (their names are the catalogue's `magical-library.ui.colourName`). */
export const ROOM_COLOURS: Record<Colour, { fill: string; dark: string }> = {
  blue: { fill: '#4a7fd6', dark: '#23498f' },
  yellow: { fill: '#efc94c', dark: '#9c7a12' },
  purple: { fill: '#6a3d9a', dark: '#3f2160' },
  red: { fill: '#b83227', dark: '#7a1c12' },
  green: { fill: '#4fa35c', dark: '#24602f' },
};

/** Each room colour's second cue: the sign drawn in the room's corner. */
export const COLOUR_CUES: Record<Colour, 'wave' | 'sun' | 'moon' | 'flame' | 'leaf'> = {
  blue: 'wave', yellow: 'sun', purple: 'moon', red: 'flame', green: 'leaf',
};

const ORDER: Colour[] = ['red', 'yellow', 'green', 'blue', 'purple'];

export const PALETTES: Palette[] = [
  { name: 'magical-library.rooms', items: ORDER.map((c) => ({ id: c, colour: ROOM_COLOURS[c].fill, cue: COLOUR_CUES[c] })) },
];
