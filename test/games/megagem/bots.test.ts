import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import type { BotLevel } from '../../../src/shared/engine/types.js';
import { chartAt, expectedDisplay } from '../../../src/shared/games/megagem/bots.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import { arrange } from './fixtures.js';

describe('MegaGem bots', () => {
  it('are deterministic given the seed', () => {
    const bots: BotLevel[] = ['basic', 'random', 'basic', 'random'];
    const a = playBots(megagem, { players: 4, seed: 'det', bots });
    const b = playBots(megagem, { players: 4, seed: 'det', bots });
    expect(a.record.moves).toEqual(b.record.moves);
  });

  it('random bids uniformly within the limit and reveals from its hand', () => {
    const s = arrange({ auction: 'loan20', coins: [3, 3, 3, 3] });
    const bot = megagem.createBot('random', 0, 'r');
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const m = bot.act(megagem.view(s, 0));
      expect(m.type).toBe('bid');
      if (m.type === 'bid') seen.add(m.amount);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it('basic estimates the final display from its hand, the display and the unseen gems', () => {
    const s = arrange({ hands: [['green', 'green'], ['blue'], ['blue'], ['pink']], display: [{ color: 'green', seat: 1 }], row: ['yellow', 'yellow'] });
    const e = expectedDisplay(megagem.view(s, 0));
    expect(e[1]).toBeGreaterThanOrEqual(3); // one shown + two in my hand (+ a share of the unseen)
    expect(e.reduce((a, b) => a + b, 0)).toBeCloseTo(1 + 2 + 3, 5); // display + my hand + the 3 other hand cards
    expect(chartAt([0, 4, 8, 12, 16, 20], 2.5)).toBe(10);
    expect(chartAt([0, 4, 8, 12, 16, 20], 9)).toBe(20);
  });

  it('basic bids nothing on a loan when rich, and within its limit always', () => {
    const s = arrange({ auction: 'loan20' });
    expect(megagem.createBot('basic', 0, 'b').act(megagem.view(s, 0))).toEqual({ type: 'bid', amount: 0 });
  });

  it('basic wins clearly more than random (4 players, 1 basic vs 3 random)', () => {
    let wins = 0;
    const games = 150;
    for (let i = 0; i < games; i++) {
      const { result } = playBots(megagem, { players: 4, seed: `duel${i}`, bots: ['basic', 'random', 'random', 'random'] });
      if (result.winners.includes(0)) wins += 1 / result.winners.length;
    }
    expect(wins / games).toBeGreaterThan(0.4); // random would win about 0.25
  });
});
