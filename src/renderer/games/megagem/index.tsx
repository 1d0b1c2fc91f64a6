/** MegaGem's table for the renderer (loaded on demand by games/registry.ts). */
import type { GameUi } from '../types.js';
import { MegaGemTable } from './Table.js';

const ui: GameUi = { id: 'megagem', Table: MegaGemTable };
export default ui;
