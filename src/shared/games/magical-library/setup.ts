/**
 * Setup: the deck (the base cards and those of the modules in play),
 * shuffled; each player's starting card at (0, 0); 5 wizards each (4 and
 * the golden one with Module 8); then round 1 begins.
 */
import { seedRng, shuffled } from '../../engine/rng.js';
import type { OptionValues } from '../../engine/types.js';
import { cardName, deckFor, MODULE_IDS, moduleName, type ModuleId } from './data.js';
import { msg } from './messages.js';
import { cellKey } from './placement.js';
import { drawOne, startRound } from './rounds.js';
import { beginDraft, endDraft, type LibraryState } from './state.js';

const WIZARDS = 5;

function modulesFrom(options: OptionValues): ModuleId[] {
  const given = Array.isArray(options.modules) ? options.modules : [];
  return MODULE_IDS.filter((m) => given.includes(m));
}

export function setup(players: number, options: OptionValues, seed: string): LibraryState {
  const modules = modulesFrom(options);
  const rng = seedRng(seed);
  const s: LibraryState = {
    players, rng, log: [], modules, round: 0, phase: 'draw',
    deck: shuffled(rng, deckFor(modules)), discard: [],
    hands: Array.from({ length: players }, () => []),
    done: new Array(players).fill(false),
    pending: new Array(players).fill(null),
    received: Array.from({ length: players }, () => []),
    given: Array.from({ length: players }, () => []),
    displays: Array.from({ length: players }, () => ({})),
    wizards: Array.from({ length: players }, () => []),
    supply: new Array(players).fill(modules.includes('m8') ? WIZARDS - 1 : WIZARDS),
    golden: new Array(players).fill(modules.includes('m8')),
    forfeited: new Array(players).fill(0),
  };
  beginDraft(s);
  s.log.push({ msg: msg('magical-library.newGame', { players, count: modules.length, modules: { list: modules.map(moduleName) } }) });
  for (let seat = 0; seat < players; seat++) {
    const id = drawOne(s);
    s.displays[seat][cellKey(0, 0)] = id;
    s.log.push({ msg: msg('magical-library.startsWith', { seat: { seat }, card: cardName(id) }) });
  }
  startRound(s);
  endDraft();
  return s;
}
