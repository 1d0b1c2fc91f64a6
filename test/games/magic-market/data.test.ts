import { describe, expect, it } from 'vitest';
import {
  activeLists, CATEGORIES, CORNERS, LACKING, LANDMARKS, MAGICIAN_LISTS, MOVEMENT_DIE, OBJECTS, objectsOfColour,
  PRICE_DIE, QUOTAS, VISITORS,
} from '../../../src/shared/games/magic-market/data.js';
import { cornersFor } from '../../../src/shared/games/magic-market/state.js';

describe('Magic Market components (data)', () => {
  it('has 12 distinct landmarks and 12 Visitors: 8 Buyers (one per category), 2 Crazy Buyers, 2 Pals', () => {
    expect(new Set(LANDMARKS).size).toBe(12);
    expect(VISITORS).toHaveLength(12);
    for (const c of CATEGORIES) expect(VISITORS.filter((v) => v === c)).toHaveLength(1);
    expect(VISITORS.filter((v) => v === 'crazy')).toHaveLength(2);
    expect(VISITORS.filter((v) => v === 'pal')).toHaveLength(2);
  });

  it('has 48 Objects with distinct ids and names, 12 per colour: 6 categories × 2, each colour lacking a different pair', () => {
    expect(OBJECTS).toHaveLength(48);
    expect(new Set(OBJECTS.map((o) => o.id)).size).toBe(48);
    expect(new Set(OBJECTS.map((o) => o.name)).size).toBe(48);
    const pairs = new Set<string>();
    for (const colour of CORNERS) {
      const mine = objectsOfColour(colour);
      expect(mine).toHaveLength(12);
      const cats = new Set(mine.map((o) => o.category));
      expect(cats.size).toBe(6);
      for (const c of cats) expect(mine.filter((o) => o.category === c)).toHaveLength(2);
      for (const c of LACKING[colour]) expect(cats.has(c)).toBe(false);
      pairs.add([...LACKING[colour]].sort().join('+'));
    }
    expect(pairs.size).toBe(4);
  });

  it('prices are green < blue < red within 1–6 Dragos', () => {
    for (const o of OBJECTS) {
      const [g, b, r] = o.prices;
      expect(g >= 1 && g < b && b < r && r <= 6, o.name).toBe(true);
    }
  });

  it('dice: Movement 1,1,2,2,3,3; Price green×3, blue×2, red', () => {
    expect([...MOVEMENT_DIE]).toEqual([1, 1, 2, 2, 3, 3]);
    expect([...PRICE_DIE]).toEqual(['green', 'green', 'green', 'blue', 'blue', 'red']);
  });

  it('quotas: 2p 3 from the other, 3p 1 and 2, 4p 1 from each', () => {
    expect(QUOTAS[2]).toEqual([3]);
    expect([...QUOTAS[3]].sort()).toEqual([1, 2]);
    expect(QUOTAS[4]).toEqual([1, 1, 1]);
  });

  it('Great Magician: three lists of three distinct categories worth 4, 6, 8; every list reachable from the other colours in play', () => {
    for (const colour of CORNERS) {
      const lists = MAGICIAN_LISTS[colour];
      expect(lists.map((l) => l.worth)).toEqual([4, 6, 8]);
      for (const l of lists) expect(new Set(l.categories).size).toBe(3);
    }
    // The corners in play are the table's ring turned at random (setup.ts): every turn of it.
    for (const players of [2, 3, 4]) for (let turn = 0; turn < CORNERS.length; turn++) {
      const corners = cornersFor(players, turn);
      for (const me of corners) {
        const colour = CORNERS[me];
        const others = corners.filter((c) => c !== me).flatMap((c) => objectsOfColour(CORNERS[c]));
        for (const list of activeLists(colour, players)) {
          for (const cat of list.categories) if (cat !== null) expect(others.some((o) => o.category === cat), `${players}p ${colour} ${cat}`).toBe(true);
          // With 2 players the three Objects must come from the other Stand: count them.
          if (players === 2) {
            for (const cat of list.categories) if (cat !== null) expect(others.filter((o) => o.category === cat).length).toBeGreaterThanOrEqual(1);
          }
        }
      }
    }
    expect(activeLists('orange', 2)).toHaveLength(1);
    expect(activeLists('orange', 2)[0].categories[2]).toBeNull();
    expect(activeLists('orange', 3)).toHaveLength(3);
  });

  it('has the rulebook examples\' Objects: the Enchanted Score (a Book, red 5) and the Loki Plush (a Plush toy, blue 4)', () => {
    const score = OBJECTS.find((o) => o.name === 'Enchanted Score')!;
    expect(score.category).toBe('books');
    expect(score.prices[2]).toBe(5);
    const loki = OBJECTS.find((o) => o.name === 'Loki Plush')!;
    expect(loki.category).toBe('plush');
    expect(loki.prices[1]).toBe(4);
    expect(loki.colour).toBe('orange');
  });
});
