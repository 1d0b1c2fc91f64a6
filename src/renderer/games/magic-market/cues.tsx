/** Second cues beside colour: a corner's shape, a price's pips (palette.ts lists them). */
import type { CornerColour, PriceColour } from '../../../shared/games/magic-market/data.js';
import { CORNER_FILL, CORNER_SHAPE, PRICE_PIPS } from './palette.js';

/** Each shape in a 12 × 12 box. */
export const SHAPES = {
  triangle: 'M6 1l5 9H1z',
  diamond: 'M6 0.5l5 5.5-5 5.5-5-5.5z',
  star: 'M6 .5l1.6 3.6 3.9.4-2.9 2.6.8 3.9L6 9 2.6 11l.8-3.9L.5 4.5l3.9-.4z',
  square: 'M1.5 1.5h9v9h-9z',
} as const;

/** The corner's shape in its colour (decorative: the corner's word is beside it). */
export function CornerMark({ colour, size = 12 }: { colour: CornerColour; size?: number }) {
  return (
    <svg viewBox="0 0 12 12" width={size} height={size} aria-hidden="true" focusable="false" className="mk-corner-mark">
      <path d={SHAPES[CORNER_SHAPE[colour]]} fill={CORNER_FILL[colour]} stroke="#2a2119" strokeWidth="1" strokeLinejoin="round" />
    </svg>
  );
}

/** One to three pips (low, medium, high price), in the chip's text colour. */
export function PricePips({ colour }: { colour: PriceColour }) {
  const n = PRICE_PIPS[colour];
  return (
    <svg viewBox="0 0 4 12" width={4} height={12} aria-hidden="true" focusable="false" className="mk-pips">
      {Array.from({ length: n }, (_, i) => <circle key={i} cx="2" cy={10 - i * 4} r="1.4" fill="currentColor" />)}
    </svg>
  );
}
