/**
 * TEMPORARY — a stand-in for the engine's `src/shared/games/magical-library/badges.ts`
 * until it lands. It holds only what the campaign store needs: the 15 badge ids,
 * the Path of Knowledge (HOUSE-RULES: Box 1 on field 2, Box 2 on 4, Box 3 on 6,
 * Box 4 on 8, Box 5 on 10; medals on 12, 14, 15) and `advanceCampaign`.
 * Delete this file and import from the engine as soon as it exists.
 */
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

export type ModuleId = 'm1' | 'm2' | 'm3' | 'm4' | 'm5' | 'm6' | 'm7' | 'm8';
export const MODULE_IDS: readonly ModuleId[] = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'];

export type PathField =
  | { field: number; kind: 'step' }
  | { field: number; kind: 'box'; box: 1 | 2 | 3 | 4 | 5; modules: ModuleId[] }
  | { field: number; kind: 'medal'; medal: 'bronze' | 'silver' | 'gold' };

export const PATH_LENGTH = 15;
export const PATH: readonly PathField[] = Array.from({ length: PATH_LENGTH }, (_, i): PathField => {
  const field = i + 1;
  const boxes: Record<number, { box: 1 | 2 | 3 | 4 | 5; modules: ModuleId[] }> = {
    2: { box: 1, modules: ['m1', 'm2'] }, 4: { box: 2, modules: ['m3', 'm4'] }, 6: { box: 3, modules: ['m5'] },
    8: { box: 4, modules: ['m6'] }, 10: { box: 5, modules: ['m7', 'm8'] },
  };
  const medals: Record<number, 'bronze' | 'silver' | 'gold'> = { 12: 'bronze', 14: 'silver', 15: 'gold' };
  if (boxes[field]) return { field, kind: 'box', ...boxes[field] };
  if (medals[field]) return { field, kind: 'medal', medal: medals[field] };
  return { field, kind: 'step' };
});

/** A campaign's progress: the badges ticked, in order. Its field on the path is their count. */
export interface CampaignProgress { badges: BadgeId[] }

export interface Advance { campaign: CampaignProgress; reached: PathField }

export function unlockedModules(c: CampaignProgress): ModuleId[] {
  return PATH.filter((f) => f.field <= c.badges.length).flatMap((f) => (f.kind === 'box' ? f.modules : []));
}

export function advanceCampaign(c: CampaignProgress, badge: BadgeId): Advance | { error: string } {
  if (!BADGE_IDS.includes(badge)) return { error: `There is no badge "${badge}"` };
  if (c.badges.includes(badge)) return { error: 'That badge is already ticked off; each badge can be used only once' };
  if (c.badges.length >= PATH_LENGTH) return { error: 'The Path of Knowledge is complete' };
  const campaign = { badges: [...c.badges, badge] };
  return { campaign, reached: PATH[campaign.badges.length - 1] };
}
