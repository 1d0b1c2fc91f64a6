/** Magic Market's emblem: a stall (data: src/shared/emblem.ts draws it). */
import type { EmblemArt } from '../../emblem.js';

export const EMBLEM: EmblemArt = [
  { tag: 'rect', attrs: { x: '6', y: '14', width: '24', height: '16', rx: '2', fill: '#e98b5b', stroke: '#7a3a18', 'stroke-width': '1.5' } },
  { tag: 'path', attrs: { d: 'M4 14 L18 5 L32 14 Z', fill: '#c2473b', stroke: '#7a3a18', 'stroke-width': '1.5' } },
];
