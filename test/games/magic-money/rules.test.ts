import { describe, expect, it } from 'vitest';
import { CREATURES } from '../../../src/shared/games/magic-money/data.js';
import { def } from './helpers.js';

describe('the rules screen (data)', () => {
  const text = (title: string) => def.rules.find((s) => s.title === title)?.paragraphs.join('\n') ?? '';

  it('lists all 21 creatures with their points, attributes and ability', () => {
    const list = def.rules.find((s) => s.title === 'The 21 creatures')!;
    expect(list.paragraphs).toHaveLength(21);
    CREATURES.forEach((c, i) => {
      expect(list.paragraphs[i].startsWith(`${c.name}: ${c.vp} VP`)).toBe(true);
      expect(list.paragraphs[i]).toContain(`${c.horns} horn`);
      if (c.ability) expect(list.paragraphs[i]).toMatch(/On adoption/);
    });
  });

  it('states the house choices: the tie for Greediest Wizard, equal bids, the opening cap, deck sizes', () => {
    expect(text('Scoring')).toMatch(/several players tie for the highest total, all of them are eliminated — unless every player is tied/);
    expect(text('Scoring')).toMatch(/tie goes to the player with the HIGHER ledger total/);
    expect(text('Auctions')).toMatch(/A bid EQUAL to the opening bid beats it/);
    expect(text('Auctions')).toMatch(/after a win of 5,739 the cap is 573/);
    expect(text('Auctions')).toMatch(/9 cards with 3 players, 10 cards with 4 players, 11 cards with 5 players, 12 cards with 6 players/);
    expect(text('Creature abilities')).toMatch(/Forge/);
  });

  it('has a lobby summary and 3–6 players, no options', () => {
    expect(def.minPlayers).toBe(3);
    expect(def.maxPlayers).toBe(6);
    expect(def.options).toEqual([]);
    expect(def.summary.length).toBeGreaterThan(20);
  });
});
