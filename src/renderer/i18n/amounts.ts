/**
 * Amounts for people (Magic Money's gold; any long number in a game's log), in the reader's locale: any number of digits (BigInt, never Number), grouped
 * as the reader expects (en 1,234,567 · de 1.234.567 · fr 1 234 567 with U+202F · es 1.234.567; Intl's
 * Spanish leaves four-digit numbers ungrouped).
 */
import type { Locale } from './locales.js';

/** The locale Intl formats in (the pseudo-locale formats as English). */
export const intlLocale = (locale: Locale | string): string => (locale === 'en-XA' ? 'en' : locale);

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.NumberFormat(intlLocale(locale), { useGrouping: true })));
  return f;
}

const DIGITS = /^[0-9]+$/;

/** Canonical digits grouped in the reader's locale ("1234567", 'de' → "1.234.567"); anything else unchanged. */
export function groupDigits(digits: string, locale: Locale | string): string {
  return DIGITS.test(digits) ? numberFormat(locale).format(BigInt(digits)) : digits;
}

/** The grouped amount in pieces, each ending with its group separator (where a long amount may wrap). */
export function groupPieces(digits: string, locale: Locale | string): string[] {
  if (!DIGITS.test(digits)) return [digits];
  const pieces: string[] = [];
  let piece = '';
  for (const part of numberFormat(locale).formatToParts(BigInt(digits))) {
    piece += part.value;
    if (part.type === 'group') { pieces.push(piece); piece = ''; }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The reader's grouping and decimal separators. */
export function separators(locale: Locale | string): { group: string; decimal: string } {
  const parts = numberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/**
 * Amounts longer than this are written short. Nine digits (up to 999,999,999: three groups) are still read at a
 * glance as a grouped number; from ten, a reader counts groups to know billions from millions, and a 40-digit
 * number (nobody's limit: bids are unbounded) would fill a ledger's line.
 */
export const SHORT_ABOVE_DIGITS = 9;
/** Up to this many digits (hundreds of trillions), the short form is the locale's own words ("12 billion"). */
const WORDS_UP_TO_DIGITS = 15;

const compacts = new Map<string, Intl.NumberFormat>();
const mantissas = new Map<string, Intl.NumberFormat>();
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** An amount as a person reads it: `text` to show, `exact` (grouped) for the accessible name and a title. */
export interface ReadableAmount { text: string; exact: string; short: boolean }

/**
 * The one way Magic Money writes an amount for people (ledgers, bids, the greediest total, the log, the end
 * screen): up to SHORT_ABOVE_DIGITS digits exactly, grouped in the reader's locale ("573,000 · 573.000 ·
 * 573 000"); longer, rounded to two significant digits — in the locale's words up to 15 digits ("1.2 billion",
 * "1,2 Milliarden", "1,2 milliard", "1,2 mil millones"), beyond in powers of ten ("2.0 × 10³⁴", "2,0 × 10³⁴").
 * `exact` is always the whole number, grouped; `significant` asks for more digits than two.
 */
export function readableAmount(digits: string, locale: Locale | string, significant = 2): ReadableAmount {
  const exact = groupDigits(digits, locale);
  const d = digits.replace(/^0+(?=\d)/, '');
  if (!DIGITS.test(d) || d.length <= SHORT_ABOVE_DIGITS) return { text: exact, exact, short: false };
  const intl = intlLocale(locale);
  const sig = Math.max(1, Math.min(significant, 15));
  if (d.length <= WORDS_UP_TO_DIGITS) {
    const key = `${intl}/${sig}`;
    let f = compacts.get(key);
    if (!f) compacts.set(key, (f = new Intl.NumberFormat(intl, { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: sig })));
    return { text: f.format(BigInt(d)), exact, short: true };
  }
  // `sig` significant digits, rounded half up from the next one: 2.04… → 2.0, 9.96… → 10 → 1.0 × 10 one power up.
  let m = Math.round(Number(d.slice(0, sig + 1)) / 10), exp = d.length - 1;
  if (String(m).length > sig) { m = Math.round(m / 10); exp += 1; }
  const key = `${intl}/${sig}`;
  let f = mantissas.get(key);
  if (!f) mantissas.set(key, (f = new Intl.NumberFormat(intl, { minimumFractionDigits: sig - 1, maximumFractionDigits: sig - 1 })));
  const power = String(exp).split('').map((c) => SUPERSCRIPT[Number(c)]).join('');
  return { text: `${f.format(m / 10 ** (sig - 1))}\u00a0×\u00a010${power}`, exact, short: true };
}

/**
 * Amounts that read alike written short but are not equal (two 40-digit ledger totals that differ only in their last
 * digits, both "1.2 × 10⁴⁰"): each such pair of neighbours, the larger first, with their exact difference — so that a
 * sentence can tell them apart ("Ben spent 12 more than Ada") while every total stays short. Indices into `amounts`.
 */
export function closeAmounts(amounts: readonly string[], locale: Locale | string): { more: number; less: number; by: string }[] {
  const n = amounts.map((a) => (DIGITS.test(a) ? BigInt(a) : null));
  const order = amounts.map((_, i) => i).filter((i) => n[i] !== null).sort((i, j) => (n[j]! > n[i]! ? 1 : n[j]! < n[i]! ? -1 : i - j));
  const out: { more: number; less: number; by: string }[] = [];
  for (let k = 0; k + 1 < order.length; k++) {
    const more = order[k], less = order[k + 1];
    if (n[more] === n[less]) continue;
    if (readableAmount(String(n[more]), locale).text === readableAmount(String(n[less]), locale).text) out.push({ more, less, by: String(n[more]! - n[less]!) });
  }
  return out;
}

/** `readableAmount`'s text alone (for sentences: placeholders, hints, log lines). */
export const shortAmount = (digits: string, locale: Locale | string): string => readableAmount(digits, locale).text;
