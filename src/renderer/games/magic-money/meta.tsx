/** Magic Money's name and emblem (eager: keep it tiny; the table is in index.tsx, the player aid in Aid.tsx). */
import { lazy } from 'react';
import { EMBLEM } from '../../../shared/games/magic-money/emblem.js';
import { emblem } from '../../ui/Emblem.js';
import type { GameMeta } from '../types.js';

export const meta: GameMeta = {
  id: 'magic-money',
  name: 'Magic Money',
  Emblem: emblem(EMBLEM),
  Aid: lazy(() => import('./Aid.js')),
  // Its score screen says who won ("Ada wins with 42 coins!").
  showsWinner: true,
};
