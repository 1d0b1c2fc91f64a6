/**
 * Amounts of gold in Magic Money have no upper limit ("as large as you can
 * imagine"), so they travel as canonical decimal strings — digits only, no
 * leading zeros, at least 1 — in moves, state, views and logs. Arithmetic and
 * comparison go through BigInt here and nowhere else; nothing calls Number().
 */

/** The longest amount accepted (a practical bound so a frame stays small; far beyond any game). */
export const MAX_DIGITS = 1000;

/** A canonical positive whole number: 1, 2, …, 573, 10000000000000000000000000000000000000000. */
export const CANONICAL_AMOUNT = /^[1-9][0-9]*$/;

export function isAmount(s: unknown): s is string {
  return typeof s === 'string' && s.length <= MAX_DIGITS && CANONICAL_AMOUNT.test(s);
}

/** Why a typed amount is not a valid bid, or null when it is. */
export function amountProblem(s: string): string | null {
  if (s.length === 0) return 'Write a whole number of at least 1';
  if (!/^[0-9]+$/.test(s)) return 'An amount is written with digits only';
  if (/^0+$/.test(s)) return 'An amount must be at least 1';
  if (s[0] === '0') return 'Write the amount without leading zeros';
  if (s.length > MAX_DIGITS) return `Amounts are limited to ${MAX_DIGITS.toLocaleString('en-US')} digits`;
  return null;
}


/**
 * -1, 0 or 1 as a < b, a = b, a > b. Canonical amounts (and "0") have no leading zeros, so the longer one is the
 * larger, and two of one length compare as their digits do: no BigInt needed.
 */
export function compare(a: string, b: string): -1 | 0 | 1 {
  if ((a.length > 1 && a.charCodeAt(0) === 48) || (b.length > 1 && b.charCodeAt(0) === 48)) {
    // Not canonical (a leading zero): as BigInts.
    const x = BigInt(a), y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Amounts of at most this many digits add up exactly as numbers (their sum stays far below 2^53). */
const SMALL_DIGITS = 12;

/** Sum of amounts ("0" for none). Small ones are added as numbers (exact: 2^53 is far off), the rest as BigInts. */
export function sum(amounts: readonly string[]): string {
  let small = 0;
  let big = 0n;
  let anyBig = false;
  for (let i = 0; i < amounts.length; i++) {
    const a = amounts[i];
    if (a.length <= SMALL_DIGITS) {
      small += Number(a);
      // Keep the number part exact: hand it to the BigInt part before it nears 2^53.
      if (small >= 1e15) { big += BigInt(small); small = 0; anyBig = true; }
    } else {
      big += BigInt(a);
      anyBig = true;
    }
  }
  return anyBig ? (big + BigInt(small)).toString(10) : String(small);
}

/** The greatest of several amounts. */
export function max(amounts: readonly string[]): string {
  if (amounts.length === 0) throw new RangeError('max of no amounts');
  return amounts.reduce((m, a) => (compare(a, m) > 0 ? a : m));
}

/**
 * The cap of the next opening bid: one tenth of the previous winning bid,
 * rounded down (drop the last digit), and 1 on the first auction or after a
 * single-digit win. 5739 → "573".
 */
export function openingCap(lastWin: string | null): string {
  if (lastWin === null || lastWin.length <= 1) return '1';
  return lastWin.slice(0, -1);
}

/**
 * Why the opening bid must be exactly 1, when it must (else null): `first` — the first auction; `small` — after a
 * single-digit win; `tenth` — a tenth of the last price (10 to 19) rounds down to 1.
 */
export function openingOneWhy(lastWin: string | null): 'first' | 'small' | 'tenth' | null {
  if (lastWin === null) return 'first';
  if (lastWin.length <= 1) return 'small';
  return openingCap(lastWin) === '1' ? 'tenth' : null;
}

/**
 * An amount rounded to two significant digits, as a person writes a bid ("about 5,700"): up (the next round
 * number at or above it: 5,739 → 5,800) or down (at or below it: 5,739 → 5,700). Amounts below 100 are already
 * round and come back unchanged.
 */
export function roundAmount(s: string, way: 'up' | 'down'): string {
  if (s.length <= 2) return s;
  const head = s.slice(0, 2), zeros = '0'.repeat(s.length - 2);
  if (way === 'down' || /^0+$/.test(s.slice(2))) return head + zeros;
  return String(Number(head) + 1) + zeros;
}

/** Readable grouping for people: 12345678 → "12,345,678". */
export function formatAmount(s: string, separator = ','): string {
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** An amount as a message parameter: its digits, grouped in the reader's locale. */
export const gold = (s: string): { num: string } => ({ num: s });
