/** MegaGem's emblem: a cut gem (data: src/shared/emblem.ts draws it). */
import type { EmblemArt } from '../../emblem.js';

export const EMBLEM: EmblemArt = [
  { tag: 'polygon', attrs: { points: '18,4 30,14 18,32 6,14', fill: '#4aa3df', stroke: '#1d4e73', 'stroke-width': '1.5' } },
  { tag: 'polygon', attrs: { points: '18,4 24,14 18,32 12,14', fill: '#8fd0f5', opacity: '.7' } },
  { tag: 'line', attrs: { x1: '6', y1: '14', x2: '30', y2: '14', stroke: '#1d4e73', 'stroke-width': '1.2' } },
];
