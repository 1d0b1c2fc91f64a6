/**
 * The Path of Knowledge and the badges, for the campaign screen. TEMPORARY
 * source: the campaign store's stand-in (pure data, no Node). Switch both to
 * the engine's badges.ts as soon as it lands (one import line here).
 */
export { BADGE_IDS, BADGE_TITLES, PATH } from '../../../main/campaign/TEMPORARY-path-of-knowledge.js';
export type { BadgeId, PathField } from '../../../main/campaign/TEMPORARY-path-of-knowledge.js';
