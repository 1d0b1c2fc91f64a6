/** Magical Library's emblem: three books (data: src/shared/emblem.ts draws it). */
import type { EmblemArt } from '../../emblem.js';

export const EMBLEM: EmblemArt = [
  { tag: 'rect', attrs: { x: '7', y: '7', width: '8', height: '22', fill: '#7b5ea7' } },
  { tag: 'rect', attrs: { x: '16', y: '9', width: '6', height: '20', fill: '#3f8f6b' } },
  { tag: 'rect', attrs: { x: '23', y: '6', width: '7', height: '23', fill: '#c0603f' } },
];
