/** The Magical Library campaign store: named Paths of Knowledge kept by the host. */
export { CampaignError, CampaignStore, MAX_CAMPAIGNS, eligibleBadges, slugify } from './store.js';
export type {
  Campaign, CampaignChoice, CampaignErrorCode, CampaignProblem, CampaignSummary, GameReport, PendingChoice, PendingKey, RecordOutcome, TickOutcome,
} from './store.js';
export { BADGE_IDS, BADGE_TITLES, MODULE_IDS, PATH, PATH_LENGTH } from './path.js';
export type { BadgeId, ModuleId, PathField } from './path.js';
export { MAX_IMPORT_BYTES, MAX_PENDING } from './format.js';

import type { LibraryState } from '../../../shared/games/magical-library/state.js';
import { fulfilledBadges } from './path.js';
import type { BadgeId } from './path.js';

/** The badges each seat fulfilled in a finished game (the `fulfilled` of `recordGame`); [] per seat while it runs. */
export function badgesOfGame(state: LibraryState): BadgeId[][] {
  return Array.from({ length: state.players }, (_, seat) => fulfilledBadges(state, seat));
}
