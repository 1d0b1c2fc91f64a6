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
} as const satisfies Catalogue;

export default RULES_EN;
