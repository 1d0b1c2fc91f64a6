/** Magic Money's table for the renderer (loaded on demand by games/registry.ts). */
import type { GameUi } from '../types.js';
import './mm.css';
import { MagicMoneyTable } from './Table.js';

const ui: GameUi = { id: 'magic-money', Table: MagicMoneyTable };
export default ui;
