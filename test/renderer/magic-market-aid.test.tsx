/** Magic Market's player aid: goal, a turn, the categories drawn, the end (English, the reference catalogue). */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import MarketAid from '../../src/renderer/games/magic-market/Aid.js';
import { meta } from '../../src/renderer/games/magic-market/meta.js';
import { PALETTES } from '../../src/renderer/games/magic-market/palette.js';
import { CATEGORIES } from '../../src/shared/games/magic-market/data.js';
import UI_EN from '../../src/shared/games/magic-market/i18n/en.js';

describe('Magic Market’s player aid', () => {
  const html = renderToStaticMarkup(<MarketAid />);

  it('says the goal, a turn in three steps and the end, in English by default', () => {
    expect(html).toContain('Magic Market at a glance');
    expect(html).toContain(UI_EN['magic-market.ui.aid.goalText'].replace(/’/g, '’'));
    expect(html).toContain('Roll the Movement die');
    expect((html.match(/<li><svg|<li><span/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('At 5 o’clock the market closes');
  });

  it('draws every category with its name', () => {
    for (const c of CATEGORIES) expect(html).toContain(UI_EN[`magic-market.ui.category.${c}`]);
    // Eight category drawings (48×48) beside their names.
    expect((html.match(/viewBox="0 0 48 48"/g) ?? []).length).toBe(CATEGORIES.length);
  });

  it('is the meta\'s lazy Aid, and the palettes give every colour a second cue', () => {
    expect(meta.Aid).toBeDefined();
    for (const p of PALETTES) {
      expect(p.items.length).toBeGreaterThan(1);
      for (const item of p.items) expect(item.cue.length).toBeGreaterThan(3);
      expect(new Set(p.items.map((i) => i.cue)).size === p.items.length || p.name.includes('categories')).toBe(true);
    }
  });
});
