/**
 * Magical Library: draft and place library cards over five rounds, then
 * score rooms and symbol areas. The game definition only: each part lives
 * in the file named for its job.
 */
import { defineGame, type GameManifest } from '../define.js';
import { apply } from './apply.js';
import { createBot } from './bots.js';
import { cautiousMove } from './cautious.js';
import { MODULE_IDS, MODULE_LABELS } from './data.js';
import { isOver, scheduled, toAct } from './flow.js';
import { MESSAGES, msg } from './messages.js';
import { onlyMove } from './only.js';
import { RULES } from './rulesText.js';
import { result } from './scoring.js';
import { setup } from './setup.js';
import { moveSchema, parseMove, type LibraryMove, type LibraryState } from './state.js';
import { view, type LibraryView } from './view.js';
import { EMBLEM } from './emblem.js';
import { catalogues } from './i18n/index.js';
import { strongLibrary } from './strong.js';

export const magicalLibrary: GameManifest<LibraryState, LibraryMove, LibraryView> = defineGame({
  id: 'magical-library',
  name: 'Magical Library',
  summary: 'Draft and place library cards over five rounds, then send wizards into the largest rooms and symbol areas.',
  summaries: {
    de: 'Bibliothekskarten über fünf Runden auswählen und auslegen, dann Zauberer in die größten Räume und Symbolgebiete schicken.',
    fr: 'Choisis et place des cartes de bibliothèque pendant cinq manches, puis envoie tes magiciens dans les plus grandes salles et zones de symboles.',
    es: 'Elige y coloca cartas de biblioteca durante cinco rondas y luego envía a tus magos a las salas y zonas de símbolos más grandes.',
  },
  minPlayers: 2,
  maxPlayers: 6,
  options: [{
    key: 'modules', label: 'Modules', kind: 'multi', default: [],
    help: 'The mysterious boxes to play with (unlocked on the Path of Knowledge in a campaign).',
    choices: MODULE_IDS.map((m) => ({ value: m, label: MODULE_LABELS[m] })),
  }],
  moveSchema,
  parseMove,
  validateOptions(options) {
    const m = options.modules;
    if (Array.isArray(m) && new Set(m).size !== m.length) return msg('magical-library.moduleTwice');
    return null;
  },
  setup,
  toAct,
  apply,
  scheduled,
  view,
  isOver,
  result,
  createBot,
  onlyMove,
  cautiousMove,
  rules: RULES,
  messages: MESSAGES,
  /**
   * Seat views in replays: no. A player who exchanges their new cards puts them on the discard pile
   * unseen (rulebook, Round Sequence 1 "Receive New Cards"), and which card one kept or passed face
   * down to each neighbour (step 2) is never shown: nothing reveals a hand after the game, so a
   * seat's view would show what stays secret.
   */
  replaySeatViews: false,
  strong: strongLibrary,
  emblem: EMBLEM,
  catalogues,
});

export default magicalLibrary;
