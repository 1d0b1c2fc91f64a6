import { describe, expect, it } from 'vitest';
import { readAmount } from '../../../src/renderer/games/magic-money/amountInput.js';

describe('the bid entry reads what people type', () => {
  it('strips grouping (commas, spaces, thin spaces, apostrophes, underscores) and leading zeros', () => {
    expect(readAmount('12,345,678,901,234,567,890')).toEqual({ digits: '12345678901234567890', problem: null });
    expect(readAmount('1 000\u2009000')).toEqual({ digits: '1000000', problem: null });
    expect(readAmount("1'000_000")).toEqual({ digits: '1000000', problem: null });
    expect(readAmount('007')).toEqual({ digits: '7', problem: null });
  });
  it('explains what is wrong', () => {
    expect(readAmount('').problem).toBe('Write a whole number of at least 1');
    expect(readAmount('0').problem).toBe('An amount must be at least 1');
    expect(readAmount('1.5').problem).toBe('An amount is written with digits only');
    expect(readAmount('-3').problem).toBe('An amount is written with digits only');
    expect(readAmount('12a').problem).toBe('An amount is written with digits only');
  });
  it('checks an opening bid against its cap, exactly for huge numbers', () => {
    expect(readAmount('573', '573').problem).toBeNull();
    expect(readAmount('574', '573').problem).toBe('At most 573');
    expect(readAmount('9007199254740993', '9007199254740992').problem).toBe('At most 9,007,199,254,740,992');
  });
});
