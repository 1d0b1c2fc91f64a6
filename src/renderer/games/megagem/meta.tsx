/** MegaGem's name, emblem and player aid (eager: keep it tiny; the table is in index.tsx, the aid in Aid.tsx). */
import { lazy } from 'react';
import { emblem } from '../../ui/Emblem.js';
import type { GameMeta } from '../types.js';

export const meta: GameMeta = {
  id: 'megagem',
  name: 'MegaGem',
  Emblem: emblem(<><polygon points="18,4 30,14 18,32 6,14" fill="#4aa3df" stroke="#1d4e73" strokeWidth="1.5" /><polygon points="18,4 24,14 18,32 12,14" fill="#8fd0f5" opacity=".7" /><line x1="6" y1="14" x2="30" y2="14" stroke="#1d4e73" strokeWidth="1.2" /></>),
  Aid: lazy(() => import('./Aid.js')),
  // Its score screen says who won ("Ada wins with 42 coins!").
  showsWinner: true,
};
