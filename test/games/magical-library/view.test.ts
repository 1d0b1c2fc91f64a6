import { describe, expect, it } from 'vitest';
import { allDistribute, allKeep, def, ok, start } from './helpers.js';

describe('the view', () => {
  it('gives a player their hand, the exchange choice, every display (public) and who is still deciding', () => {
    const s = ok(start(3, ['m8']), 1, { type: 'keep' });
    const v = def.view(s, 0);
    expect(v.you).toBe(0);
    expect(v.hand).toEqual(s.hands[0]);
    expect(v.canExchange).toBe(true);
    expect(def.view(s, 1).canExchange).toBe(false);
    expect(v.waitingFor).toEqual([0, 2]);
    expect(v.displays.map((d) => d.cards.map((c) => c.id))).toEqual(s.displays.map((d) => [d['0,0']]));
    expect(v.displays.map((d) => d.handCount)).toEqual([3, 3, 3]);
    expect(v.displays[0]).toMatchObject({ supply: 4, golden: true, forfeited: 0 });
    expect(v.deckCount).toBe(s.deck.length);
    expect(v).toMatchObject({ passLeftTo: 1, passRightTo: 2, passTwo: false, round: 1, rounds: 5, phase: 'draw' });
  });
  it('shows the cards passed to you after distribution and the legal cells for each card', () => {
    const s = allDistribute(allKeep(start(4)));
    const v = def.view(s, 2);
    expect(v.received).toEqual(s.received[2]);
    expect(v.received.every((id) => v.hand!.includes(id))).toBe(true);
    expect(Object.keys(v.legalCells)).toHaveLength(3);
  });
  it('a spectator sees displays but no hand, no choice and no secret', () => {
    const s = allDistribute(allKeep(start(3)));
    const v = def.view(s, null);
    expect(v.you).toBeNull();
    expect(v.hand).toBeNull();
    expect(v.legalCells).toEqual({});
    expect(v.wizardCells).toEqual([]);
    const text = JSON.stringify(v);
    for (const hand of s.hands) for (const id of hand) expect(text).not.toContain(`"${id}"`);
    for (const id of s.deck.slice(-5)) expect(text).not.toContain(`"${id}"`);
  });
  it('carries cards as ids (their faces are in data.ts) and score areas as cell keys', () => {
    const s = allDistribute(allKeep(start(3)));
    const v = def.view(s, 0);
    expect(JSON.stringify(v)).not.toMatch(/"rooms"|"symbols"|"barriers"/);
    for (const d of v.displays) for (const areas of Object.values(d.score.areas)) for (const a of areas) {
      expect(a.cells.every((k) => /^-?\d+,-?\d+$/.test(k))).toBe(true);
    }
  });
  it('is plain JSON', () => {
    const s = allDistribute(allKeep(start(2, ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'])));
    const v = def.view(s, 0);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});
