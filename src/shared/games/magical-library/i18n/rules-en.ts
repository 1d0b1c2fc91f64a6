/**
 * The few words the campaign's rules and option hooks write themselves (campaign-rules.ts, in the eager meta
 * bundle: kept apart from the table's catalogue so the meta stays light). Part of `en.ts`.
 */
import type { Catalogue } from '../../../engine/messages.js';

const RULES_EN = {
  'magical-library.ui.loadingCampaigns': 'Loading the campaigns…',
  'magical-library.ui.moduleLocked': 'Module {n} — Locked: reach Box {box} on the Path of Knowledge.',
  'magical-library.ui.allBoxesOpen': 'Every box of this campaign is open.',
  'magical-library.ui.lockedHelp': 'Locked: {modules} — reach {boxes} on the Path of Knowledge.',
  'magical-library.ui.moduleNo': 'module {n}',
  'magical-library.ui.boxNo': 'Box {box}',
  // Each module's one line, under its box in the room's options.
  'magical-library.ui.moduleBlurb': '{module, select, m1 {Cards with two rooms: each half counts as a full room of its colour.} m2 {Extra points for scoring in at least 9 of the 10 colour and symbol lines.} m3 {Neighbour cards: 1 VP per symbol in a neighbour’s library.} m4 {Magic circles score only in groups of at least 3.} m5 {Magic Portals: 2 VP + 1 per card around them.} m6 {Barrier cards: double symbols, walls that split areas, 1 VP each.} m7 {Extra cards: each scores its own task.} m8 {A golden wizard that counts as two, placed in a round you choose.} other {}}',
} as const satisfies Catalogue;

export default RULES_EN;
