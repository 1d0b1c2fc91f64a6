/** The Path of Knowledge and the badges for the campaign screens: the engine's data. */
export { BADGE_IDS, BADGE_TITLES, PATH } from '../../../shared/games/magical-library/badges.js';
export type { BadgeId, PathField } from '../../../shared/games/magical-library/badges.js';
