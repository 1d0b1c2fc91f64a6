/** Magic Market's name, emblem and player aid (eager: keep it tiny; the table is in index.tsx, the aid in Aid.tsx). */
import { lazy } from 'react';
import { EMBLEM } from '../../../shared/games/magic-market/emblem.js';
import { emblem } from '../../ui/Emblem.js';
import type { GameMeta } from '../types.js';

export const meta: GameMeta = {
  id: 'magic-market',
  name: 'Magic Market',
  Emblem: emblem(EMBLEM),
  Aid: lazy(() => import('./Aid.js')),
};
