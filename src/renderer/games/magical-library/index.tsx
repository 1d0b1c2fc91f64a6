/** Magical Library's table for the renderer (loaded on demand by games/registry.ts). */
import { MESSAGES } from '../../../shared/games/magical-library/messages.js';
import { gameUi } from '../types.js';
import { LibraryTable } from './Table.js';

export default gameUi('magical-library', LibraryTable, MESSAGES);
