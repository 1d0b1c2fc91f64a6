/** Magical Library: the game definition the registry lists. */
import { produce } from '../../engine/draft.js';
import type { GameDefinition } from '../../engine/types.js';
import { createLibraryBot } from './bots.js';
import { MODULE_IDS } from './cards.js';
import { libraryResult } from './result.js';
import { applyLibraryMove, seatsToAct, setupState } from './rounds.js';
import { LIBRARY_RULES } from './rules.js';
import { moveSchema, type LibraryMove, type LibraryState, type LibraryView } from './state.js';
import { libraryView } from './view.js';

export const MODULE_NAMES: Record<(typeof MODULE_IDS)[number], string> = {
  m1: 'Module 1: Shared Rooms',
  m2: 'Module 2: Variety Scoring',
  m3: 'Module 3: Neighbour Cards',
  m4: 'Module 4: New Magic Circle Scoring',
  m5: 'Module 5: Magic Portals',
  m6: 'Module 6: Barrier Cards',
  m7: 'Module 7: Extra Cards',
  m8: 'Module 8: Golden Wizards',
};

export const magicalLibrary: GameDefinition<LibraryState, LibraryMove, LibraryView> = {
  id: 'magical-library',
  name: 'Magical Library',
  summary: 'Draft and place library cards over five rounds, then send wizards into the largest rooms and symbol areas.',
  minPlayers: 2,
  maxPlayers: 6,
  options: [{
    key: 'modules', label: 'Modules', kind: 'multi', default: [],
    help: 'The mysterious boxes to play with (unlocked on the Path of Knowledge in a campaign).',
    choices: MODULE_IDS.map((m) => ({ value: m, label: MODULE_NAMES[m] })),
  }],
  moveSchema,
  validateOptions(options) {
    const m = options.modules;
    if (Array.isArray(m) && new Set(m).size !== m.length) return 'Modules: name each module at most once';
    return null;
  },
  setup: setupState,
  toAct: seatsToAct,
  apply(state, actor, move) {
    return produce(state, (draft) => applyLibraryMove(draft, actor, move));
  },
  view: libraryView,
  isOver: (state) => state.phase === 'over',
  result: libraryResult,
  createBot: createLibraryBot,
  rules: LIBRARY_RULES,
};

export default magicalLibrary;
