import { describe, expect, it } from 'vitest';
import {
  advanceCampaign, BADGE_CHECKS, BADGE_IDS, BADGE_TITLES, fulfilledBadges, PATH, unlockedModules, type BadgeId, type CampaignProgress,
} from '../../../src/shared/games/magical-library/badges.js';
import { CATEGORIES, type Category, type ScoreSheet } from '../../../src/shared/games/magical-library/areas.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import { grid, start, wiz } from './helpers.js';

/** A score sheet with the given category points (others 0). */
function sheet(parts: Partial<Record<Category, number>> & { circles?: number; total?: number }): ScoreSheet {
  const categories = Object.fromEntries(CATEGORIES.map((c) => [c, parts[c] ?? 0])) as Record<Category, number>;
  const circles = parts.circles ?? 0;
  const total = parts.total ?? CATEGORIES.reduce((n, c) => n + categories[c], 0) + circles;
  return { categories, areas: Object.fromEntries(CATEGORIES.map((c) => [c, []])) as never, circleCount: circles / 3, circles, total };
}
const facts = (mine: ScoreSheet, other: ScoreSheet, place = 1, square4x4 = false) => ({ seat: 0, sheets: [mine, other], places: [place, place === 1 ? 2 : 1], square4x4 });
const check = (id: BadgeId, f: ReturnType<typeof facts>) => BADGE_CHECKS[id](f);

describe('Badges', () => {
  it('there are 15 badges, each with a title and a check', () => {
    expect(BADGE_IDS).toHaveLength(15);
    for (const id of BADGE_IDS) { expect(BADGE_TITLES[id]).toMatch(/\w/); expect(typeof BADGE_CHECKS[id]).toBe('function'); }
  });
  for (const [id, n] of [['vp80', 80], ['vp90', 90], ['vp100', 100], ['vp110', 110], ['vp120', 120]] as const) {
    it(`${id}: ${n} VP or more`, () => {
      expect(check(id, facts(sheet({ total: n - 1 }), sheet({})))).toBe(false);
      expect(check(id, facts(sheet({ total: n }), sheet({})))).toBe(true);
      expect(check(id, facts(sheet({ total: n + 7 }), sheet({}), 2))).toBe(true);
    });
  }
  for (const s of ['owl', 'candelabra', 'astrolabe', 'book', 'inkwell'] as const) {
    it(`${s}30: 30 VP or more in the ${s} scoring`, () => {
      expect(check(`${s}30` as BadgeId, facts(sheet({ [s]: 29, red: 40 }), sheet({})))).toBe(false);
      expect(check(`${s}30` as BadgeId, facts(sheet({ [s]: 30 }), sheet({})))).toBe(true);
    });
  }
  it('zero5: no VP in 5 or more of the 10 categories', () => {
    expect(check('zero5', facts(sheet({ blue: 1, yellow: 1, purple: 1, red: 1, green: 1, owl: 1 }), sheet({})))).toBe(false);
    expect(check('zero5', facts(sheet({ blue: 1, yellow: 1, purple: 1, red: 1, green: 1 }), sheet({})))).toBe(true);
  });
  it('circles30: 30 VP or more from magic circles', () => {
    expect(check('circles30', facts(sheet({ circles: 27 }), sheet({})))).toBe(false);
    expect(check('circles30', facts(sheet({ circles: 30 }), sheet({})))).toBe(true);
  });
  it('square4x4: only the winner, only with a full 4 × 4 square', () => {
    expect(check('square4x4', facts(sheet({}), sheet({}), 1, true))).toBe(true);
    expect(check('square4x4', facts(sheet({}), sheet({}), 2, true))).toBe(false);
    expect(check('square4x4', facts(sheet({}), sheet({}), 1, false))).toBe(false);
  });
  it('winNoBest: win while another player has at least as much in every category', () => {
    const all5 = Object.fromEntries(CATEGORIES.map((c) => [c, 5]));
    expect(check('winNoBest', facts(sheet({ ...all5, circles: 30 }), sheet(all5)))).toBe(true);
    expect(check('winNoBest', facts(sheet({ ...all5, owl: 6 }), sheet(all5)))).toBe(false);
    expect(check('winNoBest', facts(sheet({ ...all5 }), sheet(all5), 2))).toBe(false);
  });
  it('all4: at least 4 VP in each of the 10 categories', () => {
    const all4 = Object.fromEntries(CATEGORIES.map((c) => [c, 4]));
    expect(check('all4', facts(sheet(all4), sheet({})))).toBe(true);
    expect(check('all4', facts(sheet({ ...all4, book: 3 }), sheet({})))).toBe(false);
  });
});

describe('fulfilledBadges on finished games', () => {
  function finished(displays: LibraryState['displays'], wizards: LibraryState['wizards']): LibraryState {
    const s = start(2);
    return { ...s, phase: 'over', round: 5, displays, wizards, hands: [[], []], done: [false, false] };
  }
  const square = grid([
    ['red-circle-1', 'red-circle-2', 'red-circle-3', 'red-circle-4'],
    ['blue-circle-1', 'blue-circle-2', 'blue-circle-3', 'blue-circle-4'],
    ['green-circle-1', 'green-circle-2', 'green-circle-3', 'green-circle-4'],
    ['purple-circle-1', 'purple-circle-2', 'purple-circle-3', 'purple-circle-4'],
  ]);
  const line = grid([['red-owl-1', 'red-owl-2', 'red-owl-3', 'blue-owl-1', 'blue-owl-2', 'blue-owl-3', 'green-owl-1', 'green-owl-2',
    'green-owl-3', 'yellow-owl-1', 'yellow-owl-2', 'yellow-owl-3', 'purple-owl-1', 'purple-owl-2', 'purple-book-1', 'purple-book-2']]);
  const lineWizards = [wiz(0, 0), wiz(2, 0), wiz(4, 0), wiz(6, 0), wiz(8, 0)];

  it('a winning 4 × 4 square of 16 circles: 48 VP, square4x4, circles30, zero5, winNoBest', () => {
    const s = finished([square, line], [[], lineWizards]);
    // line: owl area 14 × 5 = 70, colours 3×2 + 3×1 + 3×1 + 3×1 + 0 = 15 → 85 > 48: seat 1 wins.
    expect(fulfilledBadges(s, 1)).toEqual(['vp80', 'owl30', 'zero5']);
    expect(fulfilledBadges(s, 0)).toEqual(['zero5', 'circles30']);
    const s2 = finished([square, grid([['red-owl-1', 'red-owl-2']])], [[], [wiz(0, 0)]]);
    expect(fulfilledBadges(s2, 0)).toEqual(['zero5', 'circles30', 'square4x4', 'winNoBest']);
    expect(fulfilledBadges(s2, 1)).toEqual(['zero5']);
  });
  it('no badges while the game runs or for a seat that does not exist', () => {
    const s = start(3);
    expect(fulfilledBadges(s, 0)).toEqual([]);
    expect(fulfilledBadges(finished([square, line], [[], lineWizards]), 5)).toEqual([]);
  });
});

describe('Path of Knowledge', () => {
  it('has 15 fields: boxes on 2, 4, 6, 8, 10 with their modules, medals on 12, 14, 15', () => {
    expect(PATH).toHaveLength(15);
    expect(PATH.filter((f) => f.kind === 'box').map((f) => [f.field, (f as { box: number }).box, (f as { modules: string[] }).modules]))
      .toEqual([[2, 1, ['m1', 'm2']], [4, 2, ['m3', 'm4']], [6, 3, ['m5']], [8, 4, ['m6']], [10, 5, ['m7', 'm8']]]);
    expect(PATH.filter((f) => f.kind === 'medal').map((f) => [f.field, (f as { medal: string }).medal]))
      .toEqual([[12, 'bronze'], [14, 'silver'], [15, 'gold']]);
  });
  it('advances one field per badge, each badge once, unlocking boxes on the way; refuses the rest', () => {
    let c: CampaignProgress = { badges: [] };
    expect(unlockedModules(c)).toEqual([]);
    const r1 = advanceCampaign(c, 'vp80');
    if ('error' in r1) throw new Error(r1.error);
    expect(r1.reached).toEqual({ field: 1, kind: 'step' });
    expect(c.badges).toEqual([]); // pure: the input is untouched
    c = r1.campaign;
    expect(advanceCampaign(c, 'vp80')).toEqual({
      error: 'That badge is already ticked off; each badge can be used only once', msg: { id: 'magical-library.badgeTicked' },
    });
    expect(advanceCampaign(c, 'nope')).toEqual({ error: 'There is no badge "nope"', msg: { id: 'magical-library.noBadge', params: { badge: 'nope' } } });
    const r2 = advanceCampaign(c, 'owl30');
    if ('error' in r2) throw new Error(r2.error);
    expect(r2.reached).toMatchObject({ field: 2, kind: 'box', box: 1 });
    expect(unlockedModules(r2.campaign)).toEqual(['m1', 'm2']);
    let all: CampaignProgress = { badges: [] };
    for (const id of BADGE_IDS) {
      const r = advanceCampaign(all, id);
      if ('error' in r) throw new Error(r.error);
      all = r.campaign;
    }
    expect(all.badges).toHaveLength(15);
    expect(unlockedModules(all)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']);
  });
});
