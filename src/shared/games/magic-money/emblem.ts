/** Magic Money's emblem: a coin (data: src/shared/emblem.ts draws it). */
import type { EmblemArt } from '../../emblem.js';

export const EMBLEM: EmblemArt = [
  { tag: 'circle', attrs: { cx: '18', cy: '18', r: '13', fill: '#f2c14e', stroke: '#8a6410', 'stroke-width': '2' } },
  { tag: 'text', attrs: { x: '18', y: '23', 'text-anchor': 'middle', 'font-size': '14', 'font-weight': '700', fill: '#8a6410' }, text: '$' },
];
