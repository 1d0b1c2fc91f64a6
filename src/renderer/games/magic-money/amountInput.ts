/**
 * Reading a typed amount, in the reader's locale: digits, grouped or not, with the reader's own grouping
 * separator or any of the usual ones (spaces, no-break spaces, U+202F, apostrophes, dots, commas,
 * underscores), each followed by exactly three digits. Nothing is ever guessed away: a decimal part, a minus,
 * letters or misplaced separators are refused with a message of the catalogue (an id and its values), and
 * the digits kept are exactly those typed (leading zeros aside).
 */
import { compare, MAX_DIGITS } from '../../../shared/games/magic-money/amounts.js';
import type UI_EN from '../../../shared/games/magic-money/i18n/en.js';
import { groupDigits, separators } from '../../i18n/amounts.js';

export interface AmountProblem {
  id: Extract<keyof typeof UI_EN, `magic-money.ui.amount${string}`>;
  values?: Record<string, string | number>;
}

const COMMON = [' ', '\u00a0', '\u202f', '\u2009', ',', '.', '\'', '\u2019', '_'];
const MINUS = /^[-\u2212\u2010\u2012\u2013\u2014\ufe63\uff0d]/;
const POINTS = new Set(['.', ',']);

/** The canonical digits of what was typed (grouping removed), and why it is not a valid amount. */
export function readAmount(typed: string, locale: string, cap?: string): { digits: string; problem: AmountProblem | null } {
  const text = typed.trim();
  const fail = (problem: AmountProblem, digits = '') => ({ digits, problem });
  if (text === '') return fail({ id: 'magic-money.ui.amountEmpty' });
  if (MINUS.test(text)) return fail({ id: 'magic-money.ui.amountNegative' });
  const { group, decimal } = separators(locale);
  const isSeparator = (ch: string) => COMMON.includes(ch) || ch === group;
  const runs: string[] = [''];
  const seps: string[] = [];
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') runs[runs.length - 1] += ch;
    else if (isSeparator(ch)) { seps.push(ch); runs.push(''); }
    else return fail({ id: 'magic-money.ui.amountDigitsOnly' });
  }
  if (seps.length > 0) {
    const last = seps[seps.length - 1];
    const tail = runs[runs.length - 1];
    // A decimal mark: the reader's, or a dot or comma that is not the reader's grouping.
    const mark = (s: string) => s === decimal || (POINTS.has(s) && s !== group);
    // "12.5", "1,234.56", "1.234,5": the last separator starts a decimal part.
    if (mark(last) && tail !== '' && (tail.length !== 3 || seps.slice(0, -1).some((s) => s !== last && (POINTS.has(s) || s === decimal))))
      return fail({ id: 'magic-money.ui.amountDecimal' });
    const grouped = runs[0].length >= 1 && runs[0].length <= 3 && runs.slice(1).every((r) => r.length === 3);
    if (!grouped) return fail({ id: 'magic-money.ui.amountGrouping', values: { example: groupDigits('1234567', locale) } });
  }
  const all = runs.join('');
  const digits = all.replace(/^0+/, '');
  if (digits === '') return fail({ id: 'magic-money.ui.amountZero' }, all);
  if (digits.length > MAX_DIGITS) return fail({ id: 'magic-money.ui.amountTooLong', values: { max: MAX_DIGITS } }, digits);
  if (cap && compare(digits, cap) > 0) return fail({ id: 'magic-money.ui.amountOverCap', values: { cap: groupDigits(cap, locale) } }, digits);
  return { digits, problem: null };
}
