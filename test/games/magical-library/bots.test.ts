import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { magicalLibrary as def } from '../../../src/shared/games/magical-library/index.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import { ok, start } from './helpers.js';

describe('Magical Library bots', () => {
  it('basic beats random: more wins and a higher mean score over 30 three-player games', () => {
    let wins = 0, basic = 0, random = 0;
    for (let g = 0; g < 30; g++) {
      const { result } = playBots(def, { players: 3, seed: `bb-${g}`, bots: ['basic', 'random', 'random'] });
      if (result.winners.includes(0)) wins++;
      basic += result.seats[0].total;
      random += (result.seats[1].total + result.seats[2].total) / 2;
    }
    expect(wins).toBeGreaterThanOrEqual(24);
    expect(basic).toBeGreaterThan(random * 1.5);
  });
  it('are deterministic for a seed', () => {
    const a = playBots(def, { players: 4, seed: 'det', bots: ['basic', 'random', 'basic', 'random'], options: { modules: ['m1', 'm8'] } });
    const b = playBots(def, { players: 4, seed: 'det', bots: ['basic', 'random', 'basic', 'random'], options: { modules: ['m1', 'm8'] } });
    expect(JSON.stringify(a.record)).toBe(JSON.stringify(b.record));
  });
  it('random uses every kind of move, including exchanges and golden wizards', () => {
    const { record } = playBots(def, { players: 4, seed: 'kinds', bots: ['random', 'random', 'random', 'random'], options: { modules: ['m8'] } });
    const types = new Set(record.moves.map((m) => m.move.type));
    expect([...types].sort()).toEqual(['distribute', 'exchange', 'keep', 'place', 'wizard']);
    expect(record.moves.filter((m) => m.move.type === 'wizard' && (m.move as { golden?: boolean }).golden)).toHaveLength(4);
  });
  it('basic saves its golden wizard (Module 8) for round 3 or later and always places it', () => {
    for (let g = 0; g < 6; g++) {
      let state: LibraryState | null = null;
      const roundOfGolden: number[] = [];
      playBots(def, {
        players: 3, seed: `gold-${g}`, bots: ['basic', 'basic', 'basic'], options: { modules: ['m8'] },
        onMove: (before, _after, seat, move) => {
          state = before as LibraryState;
          if (move.type === 'wizard' && (move as { golden?: boolean }).golden) roundOfGolden[seat] = state.round;
        },
      });
      expect(roundOfGolden.filter((r) => r !== undefined)).toHaveLength(3);
      for (const r of roundOfGolden) expect(r).toBeGreaterThanOrEqual(3);
    }
  });
  it('with 2 players basic names only the card it keeps, from its hand', () => {
    const s = ok(ok(start(2, [], 'keep'), 0, { type: 'keep' }), 1, { type: 'keep' });
    const bot = def.createBot('basic', 0, 'k');
    const view = def.view(s, 0);
    const move = bot.act(view);
    expect(move.type).toBe('distribute');
    expect(view.hand!).toContain((move as { keep: string }).keep);
    expect(move).not.toHaveProperty('left');
  });
});
