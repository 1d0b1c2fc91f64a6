import { describe, expect, it } from 'vitest';
import {
  ALL_GEM_IDS, AUCTION_CARDS, COLORS, MISSIONS, VALUE_CHARTS, gemColor, gemValue,
} from '../../../src/shared/games/megagem/data.js';
import { completes } from '../../../src/shared/games/megagem/missions.js';

const key = (colors: readonly string[]) => colors.slice().sort().join('+');

describe('MegaGem components', () => {
  it('has 30 gem cards, 6 of each of the five colours', () => {
    expect(ALL_GEM_IDS).toHaveLength(30);
    for (const c of COLORS) expect(ALL_GEM_IDS.filter((id) => gemColor(id) === c)).toHaveLength(6);
  });

  it('has 25 auction cards: 17 treasure (5 two-gem, 12 one-gem), loans 20/20/10/10, investments 10/10/5/5', () => {
    expect(AUCTION_CARDS).toHaveLength(25);
    AUCTION_CARDS.forEach((c, i) => expect(c.id).toBe(i));
    const treasure = AUCTION_CARDS.filter((c) => c.kind === 'treasure');
    expect(treasure).toHaveLength(17);
    expect(treasure.filter((c) => c.kind === 'treasure' && c.gems === 2)).toHaveLength(5);
    expect(treasure.filter((c) => c.kind === 'treasure' && c.gems === 1)).toHaveLength(12);
    const amounts = (kind: string) => AUCTION_CARDS.flatMap((c) => (c.kind === kind && 'amount' in c ? [c.amount] : [])).sort((a, b) => b - a);
    expect(amounts('loan')).toEqual([20, 20, 10, 10]);
    expect(amounts('investment')).toEqual([10, 10, 5, 5]);
  });

  describe('the 30 mission cards of the rulebook breakdown', () => {
    it('are 2 shields, 16 pendants and 12 crowns with the printed values', () => {
      expect(MISSIONS).toHaveLength(30);
      MISSIONS.forEach((m, i) => expect(m.id).toBe(i));
      expect(MISSIONS.filter((m) => m.family === 'shield').map((m) => m.coins).sort()).toEqual([10, 15]);
      const pendants = MISSIONS.filter((m) => m.family === 'pendant');
      expect(pendants).toHaveLength(16);
      expect(pendants.every((m) => m.coins === 5)).toBe(true);
      const crowns = MISSIONS.filter((m) => m.family === 'crown');
      expect(crowns).toHaveLength(12);
      expect(crowns.every((m) => m.coins === 10)).toBe(true);
      expect(new Set(MISSIONS.map((m) => m.name)).size).toBe(30);
    });

    it('shields: 10 coins for four different colours, 15 coins for two pairs', () => {
      const ten = MISSIONS.find((m) => m.family === 'shield' && m.coins === 10)!;
      const fifteen = MISSIONS.find((m) => m.family === 'shield' && m.coins === 15)!;
      expect(ten.need).toEqual({ kind: 'different', n: 4 });
      expect(fifteen.need).toEqual({ kind: 'pairs', n: 2 });
      expect(completes(ten, [1, 1, 1, 1, 0])).toBe(true);
      expect(completes(ten, [2, 1, 1, 0, 0])).toBe(false);
      expect(completes(fifteen, [2, 0, 2, 0, 0])).toBe(true);
      expect(completes(fifteen, [0, 0, 0, 4, 0])).toBe(true); // two pairs of the same colour (house choice)
      expect(completes(fifteen, [2, 1, 1, 0, 0])).toBe(false);
      expect(completes(fifteen, [3, 0, 0, 0, 0])).toBe(false);
    });

    it('pendants: one generic pair, five specific pairs, one per pair of distinct colours', () => {
      const pendants = MISSIONS.filter((m) => m.family === 'pendant');
      const generic = pendants.filter((m) => m.need.kind === 'same');
      expect(generic.map((m) => m.need)).toEqual([{ kind: 'same', n: 2 }]);
      const specific = pendants.flatMap((m) => (m.need.kind === 'colors' ? [m.need.colors] : []));
      const sameColour = specific.filter((cs) => cs.length === 2 && cs[0] === cs[1]);
      expect(sameColour.map((cs) => cs[0]).sort()).toEqual([...COLORS].sort());
      const twoColour = specific.filter((cs) => cs.length === 2 && cs[0] !== cs[1]);
      expect(twoColour).toHaveLength(10);
      expect(new Set(twoColour.map(key)).size).toBe(10);
    });

    it('crowns: three of a kind, three different colours, and the 10 three-colour combinations', () => {
      const crowns = MISSIONS.filter((m) => m.family === 'crown');
      expect(crowns.filter((m) => m.need.kind === 'same').map((m) => m.need)).toEqual([{ kind: 'same', n: 3 }]);
      expect(crowns.filter((m) => m.need.kind === 'different').map((m) => m.need)).toEqual([{ kind: 'different', n: 3 }]);
      const triples = crowns.flatMap((m) => (m.need.kind === 'colors' ? [m.need.colors] : []));
      expect(triples).toHaveLength(10);
      expect(triples.every((t) => new Set(t).size === 3)).toBe(true);
      expect(new Set(triples.map(key)).size).toBe(10);
    });
  });

  it('has the five value charts of the rulebook, 5+ reading the last row', () => {
    expect(VALUE_CHARTS).toEqual({
      A: [0, 4, 8, 12, 16, 20], B: [20, 16, 12, 8, 4, 0], C: [0, 2, 5, 9, 14, 20], D: [20, 18, 15, 11, 6, 0], E: [0, 4, 10, 18, 6, 0],
    });
    expect(gemValue('A', 4)).toBe(16);
    expect(gemValue('A', 9)).toBe(20);
    expect(gemValue('E', 6)).toBe(0);
    expect(gemValue('B', 0)).toBe(20);
  });
});
