/**
 * Badges and the Path of Knowledge (campaign rules, pure): the 15 badges as
 * data with a check per badge, the path's 15 fields after START, and how a
 * campaign advances (one badge and one field per game, each badge once).
 * The host keeps campaigns; this module only decides.
 */
import { MODULE_IDS, SYMBOLS, type LibrarySymbol, type ModuleId } from './data.js';
import { bounds } from './placement.js';
import { result as libraryResult, sheetsOf } from './scoring.js';
import { english, msg } from './messages.js';
import type { Msg } from '../../engine/types.js';
import { CATEGORIES, type ScoreSheet } from './areas.js';
import type { LibraryState } from './state.js';

export { MODULE_IDS };
export type { ModuleId };

export const BADGE_IDS = [
  'vp80', 'vp90', 'vp100', 'vp110', 'vp120',
  'owl30', 'candelabra30', 'astrolabe30', 'book30', 'inkwell30',
  'zero5', 'circles30', 'square4x4', 'winNoBest', 'all4',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export const BADGE_TITLES: Record<BadgeId, string> = {
  vp80: 'Reach 80 victory points or more',
  vp90: 'Reach 90 victory points or more',
  vp100: 'Reach 100 victory points or more',
  vp110: 'Reach 110 victory points or more',
  vp120: 'Reach 120 victory points or more',
  owl30: 'Reach 30 victory points or more in the owl scoring',
  candelabra30: 'Reach 30 victory points or more in the candelabra scoring',
  astrolabe30: 'Reach 30 victory points or more in the astrolabe scoring',
  book30: 'Reach 30 victory points or more in the book scoring',
  inkwell30: 'Reach 30 victory points or more in the inkwell scoring',
  zero5: 'Score no victory points in 5 or more categories',
  circles30: 'Score 30 or more victory points from magic circles',
  square4x4: 'Win a game with a 4 × 4 square display',
  winNoBest: 'Win without having the most victory points in any of the 10 categories',
  all4: 'Score at least 4 victory points in each of the 10 categories',
};

/** What a badge check looks at: every seat's sheet, the places, and the seat's display shape. */
interface BadgeFacts {
  seat: number;
  sheets: ScoreSheet[];
  places: number[];
  /** The display fills a 4 × 4 square completely. */
  square4x4: boolean;
}

const vp = (n: number) => (f: BadgeFacts) => f.sheets[f.seat].total >= n;
const symbol30 = (s: LibrarySymbol) => (f: BadgeFacts) => f.sheets[f.seat].categories[s] >= 30;

export const BADGE_CHECKS: Record<BadgeId, (f: BadgeFacts) => boolean> = {
  vp80: vp(80), vp90: vp(90), vp100: vp(100), vp110: vp(110), vp120: vp(120),
  owl30: symbol30('owl'), candelabra30: symbol30('candelabra'), astrolabe30: symbol30('astrolabe'),
  book30: symbol30('book'), inkwell30: symbol30('inkwell'),
  zero5: (f) => CATEGORIES.filter((c) => f.sheets[f.seat].categories[c] === 0).length >= 5,
  circles30: (f) => f.sheets[f.seat].circles >= 30,
  square4x4: (f) => f.places[f.seat] === 1 && f.square4x4,
  // "Having the most" = strictly more than every other player in that category.
  winNoBest: (f) => f.places[f.seat] === 1 && CATEGORIES.every((c) =>
    f.sheets.some((other, i) => i !== f.seat && other.categories[c] >= f.sheets[f.seat].categories[c])),
  all4: (f) => CATEGORIES.every((c) => f.sheets[f.seat].categories[c] >= 4),
};
void SYMBOLS;

/** The badges `seat` fulfilled in a finished game (in BADGE_IDS order); [] while the game runs. */
export function fulfilledBadges(state: LibraryState, seat: number): BadgeId[] {
  const result = libraryResult(state);
  if (!result || seat < 0 || seat >= state.players) return [];
  const display = state.displays[seat];
  const b = bounds(display);
  const facts: BadgeFacts = {
    seat, sheets: sheetsOf(state), places: result.places,
    square4x4: Object.keys(display).length === 16 && b.maxX - b.minX === 3 && b.maxY - b.minY === 3,
  };
  return BADGE_IDS.filter((id) => BADGE_CHECKS[id](facts));
}

export type PathField =
  | { field: number; kind: 'step' }
  | { field: number; kind: 'box'; box: 1 | 2 | 3 | 4 | 5; modules: ModuleId[] }
  | { field: number; kind: 'medal'; medal: 'bronze' | 'silver' | 'gold' };

export const PATH_LENGTH = 15;
const BOXES: Record<number, { box: 1 | 2 | 3 | 4 | 5; modules: ModuleId[] }> = {
  2: { box: 1, modules: ['m1', 'm2'] }, 4: { box: 2, modules: ['m3', 'm4'] }, 6: { box: 3, modules: ['m5'] },
  8: { box: 4, modules: ['m6'] }, 10: { box: 5, modules: ['m7', 'm8'] },
};
const MEDALS: Record<number, 'bronze' | 'silver' | 'gold'> = { 12: 'bronze', 14: 'silver', 15: 'gold' };

/** The Path of Knowledge: fields 1..15 after START. */
export const PATH: readonly PathField[] = Array.from({ length: PATH_LENGTH }, (_, i): PathField => {
  const field = i + 1;
  if (BOXES[field]) return { field, kind: 'box', ...BOXES[field], modules: [...BOXES[field].modules] };
  if (MEDALS[field]) return { field, kind: 'medal', medal: MEDALS[field] };
  return { field, kind: 'step' };
});

/** A campaign's progress: the badges ticked, in order. Its field on the path is their count (0 = START). */
export interface CampaignProgress { badges: BadgeId[] }

export interface Advance { campaign: CampaignProgress; reached: PathField }

/** Modules of the boxes reached so far. */
export function unlockedModules(c: CampaignProgress): ModuleId[] {
  return PATH.filter((f) => f.field <= c.badges.length).flatMap((f) => (f.kind === 'box' ? f.modules : []));
}

/** Why a campaign cannot advance: the reason as a message, and its English sentence (what the host sends today). */
export interface AdvanceRefused { error: string; msg: Msg }
const no = (m: Msg): AdvanceRefused => ({ error: english(m), msg: m });

/** Ticks one badge and advances one field; each badge once, one per game (the caller asks once per game). */
export function advanceCampaign(c: CampaignProgress, badge: BadgeId | string): Advance | AdvanceRefused {
  if (!(BADGE_IDS as readonly string[]).includes(badge)) return no(msg('magical-library.noBadge', { badge }));
  if (c.badges.includes(badge as BadgeId)) return no(msg('magical-library.badgeTicked'));
  if (c.badges.length >= PATH_LENGTH) return no(msg('magical-library.pathComplete'));
  const campaign = { badges: [...c.badges, badge as BadgeId] };
  return { campaign, reached: PATH[campaign.badges.length - 1] };
}
