/** MegaGem's table for the renderer (loaded on demand by games/registry.ts). */
import { MESSAGES } from '../../../shared/games/megagem/messages.js';
import { gameUi } from '../types.js';
import { MegaGemTable } from './Table.js';

export default gameUi('megagem', MegaGemTable, MESSAGES);
