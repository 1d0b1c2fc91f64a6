/**
 * A person's dot on the ring's corners reads on every corner colour: it is edged in two rings (palette.ts DOT_EDGE), dark
 * then white, far apart in contrast (≥ 9:1, WCAG technique C40), so that one of them stands out (≥ 3:1, WCAG 1.4.11)
 * against each corner, whichever person's colour is on whichever corner. The ring is drawn with them (Market.tsx).
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PLAYER_COLOURS } from '../../src/shared/protocol-constants.js';
import { CORNER_FILL, DOT_EDGE } from '../../src/renderer/games/magic-market/palette.js';
import { Market } from '../../src/renderer/games/magic-market/Market.js';
import { tableView } from '../../src/renderer/games/magic-market/tableView.js';
import { magicMarket } from '../../src/shared/games/magic-market/index.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { botGame } from '../games/magic-market/helpers.js';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('contrast (WCAG 2.x)', () => {
  it('gives the known ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
});

describe('a person’s dot on the ring', () => {
  const corners = Object.entries(CORNER_FILL);
  const pairs = PLAYER_COLOURS.flatMap((person) => corners.map(([corner, fill]) => ({ person, corner, fill })));

  it('alone, some person colours are faint on some corners (why the dot needs an edge)', () => {
    const faint = pairs.filter((p) => contrast(p.person, p.fill) < 3).map((p) => `${p.person} on ${p.corner}`);
    expect(faint).toContain('#911eb4 on purple');
  });

  it('its two rings are far apart (≥ 9:1), so one stands out on any colour', () => {
    expect(contrast(DOT_EDGE.inner, DOT_EDGE.outer)).toBeGreaterThanOrEqual(9);
  });

  it('on every corner, whoever sits there, one of its rings stands out against the corner (≥ 3:1)', () => {
    const weak = pairs.filter((p) => Math.max(contrast(DOT_EDGE.inner, p.fill), contrast(DOT_EDGE.outer, p.fill)) < 3)
      .map((p) => `${p.person} on ${p.corner}`);
    expect(weak).toEqual([]);
    // And neither ring alone would do on all four.
    expect(corners.some(([, fill]) => contrast(DOT_EDGE.inner, fill) < 3)).toBe(true);
    expect(corners.some(([, fill]) => contrast(DOT_EDGE.outer, fill) < 3)).toBe(true);
  });

  it('is drawn with both rings on each owned corner, the outer under the inner, and none on an empty corner', () => {
    const s = botGame(3, false, 'dot-edge', 'de').find((x) => x.phase === 'market')!;
    const seats: SeatOccupant[] = ['Ann', 'Bob', 'Cy'].map((name, i) => ({ kind: 'bot', name, colour: PLAYER_COLOURS[i + 3], level: 'basic' }));
    const html = renderToStaticMarkup(<Market view={tableView(magicMarket.view(s, 0))} seats={seats} />);
    const groups = [...html.matchAll(/<g class="mk-corner[^"]*"( data-owner="(\d)")?>([\s\S]*?)<\/g>/g)];
    expect(groups).toHaveLength(4);
    let owned = 0;
    for (const [, , owner, g] of groups) {
      if (owner === undefined) {
        expect(g, 'an empty corner: no dot, no edge').not.toMatch(/mk-corner-dot/);
        continue;
      }
      owned++;
      const outer = g.indexOf('class="mk-corner-dot-edge"');
      const inner = g.indexOf('class="mk-corner-dot"');
      expect(outer, `seat ${owner}: the white ring`).toBeGreaterThan(-1);
      expect(inner, `seat ${owner}: the dot, after (over) its white ring`).toBeGreaterThan(outer);
      expect(g.slice(outer)).toMatch(new RegExp(`^class="mk-corner-dot-edge" fill="${DOT_EDGE.outer}" stroke="${DOT_EDGE.outer}" stroke-width="6"`));
      const { colour } = seats[Number(owner)] as { colour: string };
      expect(g).toMatch(new RegExp(`<text [^>]*class="mk-corner-name" stroke="${DOT_EDGE.inner}" stroke-width="3"[^>]*><tspan class="mk-corner-dot" fill="${colour}"`));
    }
    expect(owned).toBe(3);
  });
});
