import { describe, expect, it } from 'vitest';
import { english } from '../../../src/shared/games/magic-money/messages.js';
import { logFor } from '../../../src/shared/engine/engine.js';
import { amountProblem, compare, formatAmount, isAmount, max, openingCap, sum } from '../../../src/shared/games/magic-money/amounts.js';
import { ledgerTotal } from '../../../src/shared/games/magic-money/scoring.js';
import { deal, def, others, play, refused, withOffer } from './helpers.js';

const TEN_40 = '1' + '0'.repeat(40);
const TWO_53_PLUS_1 = '9007199254740993'; // 2^53 + 1: Number() would round it to 2^53
const TWO_53 = '9007199254740992';

describe('amounts are canonical decimal strings compared as BigInt', () => {
  it('checks the shape and explains bad input', () => {
    expect(isAmount('1')).toBe(true);
    expect(isAmount(TEN_40)).toBe(true);
    for (const bad of ['0', '00', '012', '-3', '1.0', '1e9', ' 1', '', '١٢']) expect(isAmount(bad)).toBe(false);
    expect(amountProblem('')).toBe('Write a whole number of at least 1');
    expect(amountProblem('12a')).toBe('An amount is written with digits only');
    expect(amountProblem('000')).toBe('An amount must be at least 1');
    expect(amountProblem('007')).toBe('Write the amount without leading zeros');
    expect(amountProblem('9'.repeat(1001))).toBe('Amounts are limited to 1,000 digits');
    expect(amountProblem(TEN_40)).toBeNull();
  });

  it('compares exactly beyond 2^53', () => {
    expect(Number(TWO_53_PLUS_1)).toBe(Number(TWO_53)); // why strings: Number() cannot tell them apart
    expect(compare(TWO_53_PLUS_1, TWO_53)).toBe(1);
    expect(compare(TWO_53, TWO_53_PLUS_1)).toBe(-1);
    expect(compare(TEN_40, TEN_40)).toBe(0);
    expect(compare('99', '100')).toBe(-1); // not string order
    expect(max(['99', TWO_53_PLUS_1, TWO_53, '100'])).toBe(TWO_53_PLUS_1);
    expect(sum([TEN_40, TWO_53_PLUS_1, '1'])).toBe('10000000000000000000000009007199254740994');
    expect(openingCap(TWO_53_PLUS_1)).toBe('900719925474099');
  });

  it('formats with grouping', () => {
    expect(formatAmount('12345678901234567890')).toBe('12,345,678,901,234,567,890');
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('1000', '\u2009')).toBe('1\u2009000');
  });
});

describe('huge bids end to end: moves, state, JSON, comparison, views and logs', () => {
  it('10^40 beats 2^53 + 1 which beats 2^53, through a JSON round-trip of every move and state', () => {
    let s = withOffer(deal(4, 'huge'), 10);
    const roundTrip = <T>(x: T): T => JSON.parse(JSON.stringify(x));
    s = roundTrip(play(s, s.active, roundTrip({ type: 'open', amount: '1' })));
    const [a, b, c] = others(s);
    s = roundTrip(play(s, a, roundTrip({ type: 'bid', amount: TWO_53 })));
    s = roundTrip(play(s, b, roundTrip({ type: 'bid', amount: TWO_53_PLUS_1 })));
    s = roundTrip(play(s, c, roundTrip({ type: 'bid', amount: TEN_40 })));
    expect(s.bids[c]).toBe(TEN_40);
    expect(def.view(s, s.active).resolution).toMatchObject({ candidates: [c], price: TEN_40 });
    const active = s.active;
    s = roundTrip(play(s, active, { type: 'announce', winner: c }));
    expect(s.ledgers[c][0].amount).toBe(TEN_40);
    expect(s.ledgers[b][0].amount).toBe(TWO_53_PLUS_1);
    expect(s.lastWin).toBe(TEN_40);
    expect(ledgerTotal(s.ledgers[b])).toBe(TWO_53_PLUS_1);
    expect(def.view(s, b).ledgers[b].total).toBe(TWO_53_PLUS_1);
    // The next opening cap is 10^39, and exactly it is accepted.
    expect(openingCap(def.view(s, c).lastWin)).toBe('1' + '0'.repeat(39));
    expect(refused(s, c, { type: 'open', amount: '1' + '0'.repeat(39) + '1' })).toMatchObject({ code: 'illegal', id: 'magic-money.openOverCap', message: expect.stringMatching(/at most 1,000,000,000/) });
    s = play(s, c, { type: 'open', amount: '1' + '0'.repeat(39) });
    expect(s.opening).toBe('1' + '0'.repeat(39));
    expect(logFor(s.log, null).some((e) => english(e.msg).includes('10,000,000,000,000,000,000,000,000,000,000,000,000,000'))).toBe(true);
    expect(JSON.stringify(s)).not.toMatch(/e\+/);
  });

  it('a number as a bid amount (not a string) is refused with a clear reason', () => {
    let s = deal(3, 'num');
    s = play(s, s.active, { type: 'open', amount: '1' });
    expect(refused(s, others(s)[0], { type: 'bid', amount: 5 })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/Malformed move at amount/) });
    expect(refused(s, others(s)[0], { type: 'bid', amount: '9'.repeat(1001) })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: 'Malformed move at amount: Amounts are limited to 1,000 digits' });
    expect(refused(s, others(s)[0], { type: 'bid', amount: '5', extra: 1 })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/Malformed move/) });
  });
});
