/**
 * The one place the campaign store takes the Path of Knowledge from: the
 * engine's badges module (badge ids, the path, `advanceCampaign`), so that no
 * rule lives here.
 */
export {
  BADGE_IDS, BADGE_TITLES, MODULE_IDS, PATH, PATH_LENGTH, advanceCampaign, fulfilledBadges, unlockedModules,
} from '../../../shared/games/magical-library/badges.js';
export type { BadgeId, CampaignProgress, ModuleId, PathField } from '../../../shared/games/magical-library/badges.js';
