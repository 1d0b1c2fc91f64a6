/** Magic Money's table for the renderer (loaded on demand by games/registry.ts). */
import { MESSAGES } from '../../../shared/games/magic-money/messages.js';
import { gameUi } from '../types.js';
import './mm.css';
import { MagicMoneyTable } from './Table.js';

export default gameUi('magic-money', MagicMoneyTable, MESSAGES);
