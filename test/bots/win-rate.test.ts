/**
 * A bounded strength check that can fail: a strong MegaGem bot with a small budget against three `basic`
 * bots over 20 seeded games must win clearly more than its fair share (5 of 20). Seeded, so it is the same
 * result on every run; `npm run sim` measures the real rates (docs/architecture.md).
 */
import { describe, expect, it } from 'vitest';
import { play } from './strong-support.js';

describe('strong beats basic', () => {
  it('megagem: strong at 40 iterations wins at least 9 of 20 games against three basic bots', () => {
    let wins = 0;
    for (let i = 0; i < 20; i++) {
      const { winners } = play('megagem', ['strong', 'basic', 'basic', 'basic'], `win-rate/${i}`, { iterations: 40 });
      if (winners.includes(0)) wins += 1 / winners.length;
    }
    expect(wins).toBeGreaterThanOrEqual(9);
  });
});
