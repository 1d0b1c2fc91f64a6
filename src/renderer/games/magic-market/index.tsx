/** Magic Market's table for the renderer (loaded on demand by games/registry.ts). */
import { MESSAGES } from '../../../shared/games/magic-market/messages.js';
import { gameUi } from '../types.js';
import { MarketTable } from './Table.js';

export default gameUi('magic-market', MarketTable, MESSAGES);
