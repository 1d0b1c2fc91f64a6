/** MegaGem's name, emblem and player aid (eager: keep it tiny; the table is in index.tsx, the aid in Aid.tsx). */
import { lazy } from 'react';
import { EMBLEM } from '../../../shared/games/megagem/emblem.js';
import { emblem } from '../../ui/Emblem.js';
import type { GameMeta } from '../types.js';

export const meta: GameMeta = {
  id: 'megagem',
  name: 'MegaGem',
  Emblem: emblem(EMBLEM),
  Aid: lazy(() => import('./Aid.js')),
  // Its score screen says who won ("Ada wins with 42 coins!").
  showsWinner: true,
};
