/** Magic Money's name and emblem (eager: keep it tiny; the table is in index.tsx, the player aid in Aid.tsx). */
import { lazy } from 'react';
import { emblem } from '../../ui/Emblem.js';
import type { GameMeta } from '../types.js';

export const meta: GameMeta = {
  id: 'magic-money',
  name: 'Magic Money',
  Emblem: emblem(<><circle cx="18" cy="18" r="13" fill="#f2c14e" stroke="#8a6410" strokeWidth="2" /><text x="18" y="23" textAnchor="middle" fontSize="14" fontWeight="700" fill="#8a6410">$</text></>),
  Aid: lazy(() => import('./Aid.js')),
  // Its score screen says who won ("Ada wins with 42 coins!").
  showsWinner: true,
};
