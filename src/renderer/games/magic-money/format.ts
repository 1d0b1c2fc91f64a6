/**
 * Amounts of gold for people, in the reader's locale: any number of digits (BigInt, never Number), grouped
 * as the reader expects (en 1,234,567 · de 1.234.567 · fr 1 234 567 with U+202F · es 1.234.567; Intl's
 * Spanish leaves four-digit numbers ungrouped).
 */
import type { Locale } from '../../i18n/locales.js';

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
