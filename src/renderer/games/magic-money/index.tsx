/** Magic Money's table for the renderer (loaded on demand by games/registry.ts). */
import { gameUi } from '../types.js';
import './mm.css';
import { MagicMoneyTable } from './Table.js';

export default gameUi('magic-money', MagicMoneyTable);
