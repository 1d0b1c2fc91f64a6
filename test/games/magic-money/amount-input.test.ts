import { describe, expect, it } from 'vitest';
import { readAmount } from '../../../src/renderer/games/magic-money/amountInput.js';
import UI_EN from '../../../src/shared/games/magic-money/i18n/en.js';
import { makeGameTranslate } from '../../../src/renderer/i18n/games.js';

const t = makeGameTranslate(UI_EN, 'en');
/** The English words of what is wrong with a typed amount (null: nothing). */
const problem = (typed: string, cap?: string) => {
  const p = readAmount(typed, 'en', cap).problem;
  return p && t(p.id, p.values);
};

describe('the bid entry reads what people type', () => {
  it('strips grouping (commas, spaces, thin spaces, apostrophes, underscores) and leading zeros', () => {
    expect(readAmount('12,345,678,901,234,567,890', 'en')).toEqual({ digits: '12345678901234567890', problem: null });
    expect(readAmount('1 000\u2009000', 'en')).toEqual({ digits: '1000000', problem: null });
    expect(readAmount("1'000_000", 'en')).toEqual({ digits: '1000000', problem: null });
    expect(readAmount('007', 'en')).toEqual({ digits: '7', problem: null });
  });
  it('explains what is wrong', () => {
    expect(problem('')).toBe('Write a whole number of at least 1');
    expect(problem('0')).toBe('An amount must be at least 1');
    expect(problem('1.5')).toBe('Whole numbers only: leave out the decimal part');
    expect(problem('-3')).toBe('A bid cannot be negative: write a whole number of at least 1');
    expect(problem('12a')).toBe('An amount is written with digits only');
  });
  it('checks an opening bid against its cap, exactly for huge numbers', () => {
    expect(problem('573', '573')).toBeNull();
    expect(problem('574', '573')).toBe('At most 573');
    expect(problem('9007199254740993', '9007199254740992')).toBe('At most 9,007,199,254,740,992');
  });
});
