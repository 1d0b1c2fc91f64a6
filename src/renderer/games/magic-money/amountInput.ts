/** Reading a typed amount: grouping stripped, leading zeros dropped, checked against the rules and a cap. */
import { amountProblem, compare, formatAmount } from '../../../shared/games/magic-money/amounts.js';

/** The canonical digits of what was typed (grouping removed), and why it is not a valid amount. */
export function readAmount(typed: string, cap?: string): { digits: string; problem: string | null } {
  const digits = typed.replace(/[\s,'_\u2009\u202f]/g, '');
  let problem = amountProblem(digits);
  if (problem === 'Write the amount without leading zeros') {
    const trimmed = digits.replace(/^0+/, '');
    return readAmount(trimmed, cap);
  }
  if (!problem && cap && compare(digits, cap) > 0) problem = `At most ${formatAmount(cap)}`;
  return { digits, problem };
}
