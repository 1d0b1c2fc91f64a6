/** Magical Library's table for the renderer registry (found by folder name). */
import type { GameUi } from '../types.js';
import { LibraryTable } from './Table.js';

const ui: GameUi = { id: 'magical-library', Table: LibraryTable };
export default ui;
