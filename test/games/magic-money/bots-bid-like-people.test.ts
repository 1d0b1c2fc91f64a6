/**
 * The `basic` bot bids as a person does (issue 32: a seeded end game had bots writing 40-digit numbers after a
 * person's absurd bid): never more than a few times what is on the table, in round numbers, and one person's
 * absurd number does not carry it away.
 */
import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import type { BotLevel } from '../../../src/shared/engine/types.js';
import { compare, max, roundAmount } from '../../../src/shared/games/magic-money/amounts.js';
import { createBot } from '../../../src/shared/games/magic-money/bots.js';
import type { MMMove, MMState } from '../../../src/shared/games/magic-money/state.js';
import { auction, deal, def, others, PLAIN, withOffer } from './helpers.js';

/** The largest number anyone has written on a Public side so far (the current opening included). */
const largestPublic = (s: MMState): string => max(['1', ...s.ledgers.flatMap((l) => l.filter((e) => e.side === 'public').map((e) => e.amount))]);

/** Round: two significant digits at most, or exactly the opening plus one (to beat it by the least). */
const isRound = (a: string, s: MMState) => roundAmount(a, 'down') === a || (s.opening !== null && BigInt(a) === BigInt(s.opening) + 1n);

describe('Magic Money: basic bids like a person', () => {
  it('rounds amounts to two significant digits, up or down', () => {
    expect(['7', '99', '100', '5739', '5700', '9950', '10'.repeat(20)].map((a) => roundAmount(a, 'up')))
      .toEqual(['7', '99', '100', '5800', '5700', '10000', '11' + '0'.repeat(38)]);
    expect(roundAmount('5739', 'down')).toBe('5700');
  });

  it('never bids more than 100 or 7 × the largest public number so far, in round numbers, over 120 seeded games with wild random bidders', () => {
    let bids = 0;
    for (let g = 0; g < 120; g++) {
      const players = 3 + (g % 4);
      // Basic seats beside random ones, which now and then write numbers of 10 to 50 digits.
      const bots: BotLevel[] = Array.from({ length: players }, (_, i) => (i % 2 === g % 2 ? 'basic' : 'random'));
      playBots(def, {
        players, seed: `like-people:${g}`, bots,
        onMove: (before, _after, seat, move) => {
          if (bots[seat] !== 'basic' || (move.type !== 'bid' && move.type !== 'open')) return;
          const s = before as MMState;
          const amount = (move as Extract<MMMove, { type: 'bid' }>).amount;
          const bound = max(['100', (BigInt(largestPublic(s)) * 7n).toString()]);
          expect(compare(amount, bound), `game ${g}, seat ${seat} bid ${amount} with ${largestPublic(s)} on the table`).toBeLessThanOrEqual(0);
          expect(isRound(amount, s), `game ${g}: ${amount} is not round`).toBe(true);
          bids++;
        },
      });
    }
    expect(bids).toBeGreaterThan(1000);
  });

  it('after a wizard paid 10^40, basic bids what the others pay (under 10,000), not in 40 digits', () => {
    // Seat a (a person) wins the first creature at 10^40; then every auction's opening is small.
    let s = withOffer(deal(3, 'absurd'), PLAIN[0]);
    const [a, b] = others(s);
    const huge = '1' + '0'.repeat(40);
    s = auction(s, '1', a < b ? [huge, '3'] : ['3', huge]);
    expect(s.lastWin).toBe(huge);
    // The person opens the next auction at 1 (the rules let them open at 10^39); the bots bid.
    for (const offer of PLAIN.slice(1, 6)) {
      let t = withOffer(s, offer);
      t = applyOpen(t, '1');
      for (const seat of others(t)) {
        const m = createBot('basic', seat, `absurd/${offer}/${seat}`).act(def.view(t, seat));
        expect(m.type).toBe('bid');
        expect(BigInt((m as Extract<MMMove, { type: 'bid' }>).amount) < 10_000n, JSON.stringify(m)).toBe(true);
      }
    }
    // And an opening of 10^39 is left to its opener: basic bids 1.
    const t = applyOpen(withOffer(s, PLAIN[1]), '1' + '0'.repeat(39));
    for (const seat of others(t)) expect(createBot('basic', seat, `dear/${seat}`).act(def.view(t, seat))).toEqual({ type: 'bid', amount: '1' });
  });
});

function applyOpen(s: MMState, amount: string): MMState {
  const r = def.apply(s, s.active, { type: 'open', amount });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}
