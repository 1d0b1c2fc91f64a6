import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import type { BotLevel } from '../../../src/shared/engine/types.js';
import { makeRandom } from '../../../src/shared/engine/rng.js';
import { estimatedTotals, marginalWorth, randomUpTo } from '../../../src/shared/games/magic-money/bots.js';
import { creatureView } from '../../../src/shared/games/magic-money/view.js';
import { auction, deal, def, others, withOffer } from './helpers.js';

describe('Magic Money bots', () => {
  it('random amounts stay within [1, cap], even for huge caps', () => {
    const r = makeRandom('amounts');
    for (const cap of ['1', '7', '573', '1' + '0'.repeat(40)]) {
      for (let i = 0; i < 200; i++) {
        const x = BigInt(randomUpTo(r, cap));
        expect(x >= 1n && x <= BigInt(cap)).toBe(true);
      }
    }
  });

  it('random bots sometimes bid beyond 2^53, and the game handles it', () => {
    let huge = 0;
    for (let g = 0; g < 10; g++) {
      playBots(def, {
        players: 5, seed: `huge:${g}`, bots: ['random', 'random', 'random', 'random', 'random'],
        onMove: (_b, _a, _seat, m) => { if (m.type === 'bid' && BigInt((m as unknown as { amount: string }).amount) > 2n ** 53n) huge++; },
      });
    }
    expect(huge).toBeGreaterThan(5);
  });

  it('basic values a creature by what it adds to its own collection', () => {
    const s = deal(3, 'worth');
    const v = def.view(s, 0);
    expect(marginalWorth(v, 0, creatureView(10))).toBe(5); // Marble Basilisk: 5 VP, nothing else
    // Cinder Goat: 2 VP + 3 horns (odd: 3) + nothing else.
    expect(marginalWorth(v, 0, creatureView(8))).toBe(5);
  });

  it('basic estimates rivals’ totals from public numbers, and knows its own exactly', () => {
    let s = withOffer(deal(3, 'estimate'), 10);
    const [a, b] = others(s);
    s = auction(s, '1', a < b ? ['100', '37'] : ['37', '100']);
    const mineB = estimatedTotals(def.view(s, b));
    expect(mineB[b]).toBe(37n); // its own private 37, exact
    expect(mineB[a]).toBe(100n); // the public price
    expect(mineB[s.ledgers.findIndex((l) => l.some((e) => e.source === 'open'))]).toBe(1n);
    // Seen from a, b's private number is a guess below the price.
    const fromA = estimatedTotals(def.view(s, a));
    expect(fromA[b] > 0n && fromA[b] <= 100n).toBe(true);
  });

  it('basic beats random: one basic seat wins well above its fair share', () => {
    for (const players of [4, 6]) {
      let wins = 0;
      const games = 60;
      for (let g = 0; g < games; g++) {
        const bots: BotLevel[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'basic' : 'random'));
        const { result } = playBots(def, { players, seed: `basic-vs-random:${g}`, bots });
        if (result.winners.includes(0)) wins += 1 / result.winners.length;
      }
      expect(wins / games, `${players} players`).toBeGreaterThan(1.4 / players);
    }
  });
});
