/**
 * The one place the campaign store takes the Path of Knowledge from. It re-exports
 * the rules (badge ids, the path, `advanceCampaign`) so that no rule lives here.
 */
export {
  BADGE_IDS, BADGE_TITLES, MODULE_IDS, PATH, PATH_LENGTH, advanceCampaign, unlockedModules,
} from './TEMPORARY-path-of-knowledge.js';
export type { BadgeId, CampaignProgress, ModuleId, PathField } from './TEMPORARY-path-of-knowledge.js';
