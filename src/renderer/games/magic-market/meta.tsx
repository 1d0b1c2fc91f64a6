/** Magic Market's name, emblem and player aid (eager: keep it tiny; the table is in index.tsx, the aid in Aid.tsx). */
import { lazy } from 'react';
import { emblem } from '../../ui/Emblem.js';
import type { GameMeta } from '../types.js';

export const meta: GameMeta = {
  id: 'magic-market',
  name: 'Magic Market',
  Emblem: emblem(<><rect x="6" y="14" width="24" height="16" rx="2" fill="#e98b5b" stroke="#7a3a18" strokeWidth="1.5" /><path d="M4 14 L18 5 L32 14 Z" fill="#c2473b" stroke="#7a3a18" strokeWidth="1.5" /></>),
  Aid: lazy(() => import('./Aid.js')),
};
