/** Magic Market's table for the renderer (loaded on demand by games/registry.ts). */
import type { GameUi } from '../types.js';
import { MarketTable } from './Table.js';

const ui: GameUi = { id: 'magic-market', Table: MarketTable };
export default ui;
