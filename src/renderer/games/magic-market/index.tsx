/** Magic Market's table for the renderer (loaded on demand by games/registry.ts). */
import { MESSAGES } from '../../../shared/games/magic-market/messages.js';
import UI_EN from '../../../shared/games/magic-market/i18n/en.js';
import { gameUi } from '../types.js';
import { MarketTable } from './Table.js';
import { turnSaid } from './turnSaid.js';

// The log's catalogue with the table's: "what just happened" says a turn in the table's words (turnSaid.ts).
export default gameUi('magic-market', MarketTable, { ...MESSAGES, ...UI_EN }, turnSaid);
