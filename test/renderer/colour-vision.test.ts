/**
 * No information by colour alone, checked: every colour set a player must tell apart (each game's `PALETTES`
 * in src/renderer/games/<id>/palette.ts, and the app's player colours) is measured under normal vision and
 * simulated deuteranopia and protanopia (Machado et al. 2009, severity 1.0) with CIEDE2000 (test/renderer/cvd.ts).
 *
 * The rules (docs/accessibility.md explains them and lists the figures this test prints):
 * 1. every item carries a non-colour cue of its own (a shape, a letter, a name), distinct within its set;
 * 2. under normal vision, the closest two items of every set are at least ΔE00 ≥ 10 apart (clearly different
 *    colours at a glance, not a near-match);
 * 3. a set whose items had no cue of their own would also need ΔE00 ≥ 10 under each simulated deficiency — by rule 1
 *    there is none today; the figures under deuteranopia and protanopia are printed and documented for every set.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS } from '../../src/shared/protocol-constants.js';
import type { Palette } from '../../src/renderer/games/types.js';
import { closestPair, deltaE2000, feColorMatrix, labOf, type Deficiency, type Lab } from './cvd.js';

/** ΔE00 below which two colours read as "the same family" at a glance; see docs/accessibility.md. */
export const THRESHOLD = 10;

const modules = import.meta.glob<{ PALETTES: Palette[] }>('../../src/renderer/games/*/palette.ts', { eager: true });
const PLAYERS: Palette = {
  name: 'players (app)',
  // A player is always named beside their colour, and their badge's disc carries their initial; the host keeps
  // names distinct at a table ("Ann", "Ann 2").
  items: PLAYER_COLOURS.map((colour, i) => ({ id: colour, colour, cue: `the player's name and initial (seat ${i + 1})` })),
};
const palettes: Palette[] = [PLAYERS, ...Object.values(modules).flatMap((m) => m.PALETTES)];
const DEFICIENCIES: Deficiency[] = ['normal', 'deuteranopia', 'protanopia'];

describe('CIEDE2000 (Sharma, Wu & Dalal 2005: their published test pairs)', () => {
  const pairs: [Lab, Lab, number][] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
    [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
    [[50, -1.1848, -84.8006], [50, 0, -82.7485], 1.0],
    [[50, -0.9009, -85.5211], [50, 0, -82.7485], 1.0],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, -1, 2], [50, 0, 0], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.49, -0.001], [50, -2.49, 0.001], 7.1792],
    [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
    [[50, 2.49, -0.001], [50, -2.49, 0.0012], 7.2195],
    [[50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
    [[50, -0.001, 2.49], [50, 0.001, -2.49], 4.8045],
    [[50, -0.001, 2.49], [50, 0.0011, -2.49], 4.7461],
    [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [61, -5, 29], 22.8977],
    [[50, 2.5, 0], [56, -27, -3], 31.903],
    [[50, 2.5, 0], [58, 24, 15], 19.4535],
    [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
    [[50, 2.5, 0], [50, 3.2972, 0], 1.0],
    [[50, 2.5, 0], [50, 1.8634, 0.5757], 1.0],
    [[50, 2.5, 0], [50, 3.2592, 0.335], 1.0],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
    [[61.2901, 3.7196, -5.3901], [61.4292, 2.248, -4.962], 1.8731],
    [[35.0831, -44.1164, 3.7933], [35.0232, -40.0716, 1.5901], 1.8645],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    [[36.4612, 47.858, 18.3852], [36.2715, 50.5065, 21.2231], 1.4146],
    [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
    [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
    [[6.7747, -0.2908, -2.4247], [5.8714, -0.0985, -2.2286], 0.6377],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];
  it.each(pairs.map((p, i) => [i + 1, ...p] as const))('pair %i', (_n, a, b, expected) => {
    expect(deltaE2000(a, b)).toBeCloseTo(expected, 4);
    expect(deltaE2000(b, a)).toBeCloseTo(expected, 4);
  });

  it('sRGB → CIELAB (D65) matches the known white, black and primaries', () => {
    const near = (got: Lab, want: Lab) => got.forEach((v, i) => expect(v).toBeCloseTo(want[i], 1));
    near(labOf('#ffffff'), [100, 0, 0]);
    near(labOf('#000000'), [0, 0, 0]);
    near(labOf('#ff0000'), [53.24, 80.09, 67.2]);
    near(labOf('#00ff00'), [87.73, -86.18, 83.18]);
    near(labOf('#0000ff'), [32.3, 79.19, -107.86]);
  });

  it('the simulations leave greys grey and merge red with green as the deficiencies do', () => {
    for (const d of ['deuteranopia', 'protanopia'] as const) {
      const grey = labOf('#808080', d);
      expect(Math.abs(grey[1]) + Math.abs(grey[2])).toBeLessThan(1.5);
      // Red and green: far apart for normal vision, much closer for a dichromat.
      expect(deltaE2000(labOf('#d03030', d), labOf('#30a030', d))).toBeLessThan(deltaE2000(labOf('#d03030'), labOf('#30a030')) / 2);
    }
    expect(feColorMatrix('protanopia').split(' ')).toHaveLength(20);
  });
});

describe('colour sets a player must tell apart', () => {
  it('finds the games’ palettes', () => {
    expect(palettes.length).toBeGreaterThanOrEqual(1);
  });

  const rows: string[] = [];
  for (const p of palettes) {
    it(`${p.name}: every item has its own non-colour cue, and the colours are distinguishable`, () => {
      expect(p.items.length).toBeGreaterThanOrEqual(2);
      for (const item of p.items) expect(item.cue.trim(), `${p.name}: ${item.id} has no cue`).not.toBe('');
      const cues = p.items.map((i) => i.cue.trim().toLowerCase());
      const cued = new Set(cues).size === cues.length;
      expect(cued, `${p.name}: two items share a cue (${cues.join(', ')})`).toBe(true);
      const figures = DEFICIENCIES.map((d) => ({ d, ...closestPair(p.items, d) }));
      rows.push(`| ${p.name} | ${p.items.length} | ${figures.map((f) => `${f.dE.toFixed(1)} (${f.a} / ${f.b})`).join(' | ')} |`);
      expect(figures[0].dE, `${p.name}: ${figures[0].a} and ${figures[0].b} are too alike even for normal vision`).toBeGreaterThanOrEqual(THRESHOLD);
      if (!cued) for (const f of figures) expect(f.dE, `${p.name} under ${f.d}`).toBeGreaterThanOrEqual(THRESHOLD);
    });
  }

  it('prints the figures (docs/accessibility.md)', () => {
    console.log(['| set | items | normal: min ΔE00 (closest pair) | deuteranopia | protanopia |', '| --- | --- | --- | --- | --- |', ...rows].join('\n'));
    expect(rows.length).toBe(palettes.length);
  });
});
