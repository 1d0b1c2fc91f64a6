/**
 * Magic Money's bid entry in the reader's locale: the reader's own grouping (and the usual ones) is read
 * back without losing a digit, a 25-digit bid is kept exactly, anything else (letters, a decimal part, a
 * minus, misplaced separators) is refused with a message of the catalogue, and the amount is shown grouped
 * as the reader expects (en 1,234,567 · de 1.234.567 · fr 1 234 567 with U+202F · es 1.234.567; whether Spanish
 * groups four digits is Intl's choice, so it is not asserted).
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MESSAGES } from '../../src/shared/games/magic-money/messages.js';
import { readAmount } from '../../src/renderer/games/magic-money/amountInput.js';
import { BidEcho } from '../../src/renderer/games/magic-money/BidEntry.js';
import { groupDigits } from '../../src/renderer/i18n/amounts.js';
import { MoneyText } from '../../src/renderer/games/magic-money/i18n/index.js';
import UI_EN from '../../src/shared/games/magic-money/i18n/en.js';
import DE from '../../src/shared/games/magic-money/i18n/de.js';
import FR from '../../src/shared/games/magic-money/i18n/fr.js';
import ES from '../../src/shared/games/magic-money/i18n/es.js';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import type { Catalogue } from '../../src/shared/engine/messages.js';

type Lang = 'en' | 'de' | 'fr' | 'es';
const CATALOGUES: Record<Lang, Catalogue> = { en: {}, de: DE, fr: FR, es: ES };
const tr = (lang: Lang) => makeGameTranslate({ ...MESSAGES, ...UI_EN }, lang, CATALOGUES[lang]);
const NNBSP = '\u202f', NBSP = '\u00a0';
const BIG = '1234567890123456789012345'; // 25 digits

/** What the reader reads for a typed amount: the problem in their language, or null. */
function problem(lang: Lang, typed: string, cap?: string): string | null {
  const p = readAmount(typed, lang, cap).problem;
  return p && tr(lang)(p.id, p.values);
}
const digits = (lang: Lang, typed: string) => readAmount(typed, lang);

/** The line under the field as text (tags dropped). */
function echo(lang: Lang, typed: string, cap?: string): string {
  const html = renderToStaticMarkup(<MoneyText.Provider value={tr(lang)}><BidEcho typed={typed} cap={cap} /></MoneyText.Provider>);
  return html.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, NBSP);
}

describe('amounts grouped in the reader’s locale', () => {
  it('groups any number of digits exactly (BigInt)', () => {
    expect(groupDigits(BIG, 'en')).toBe('1,234,567,890,123,456,789,012,345');
    expect(groupDigits(BIG, 'de')).toBe('1.234.567.890.123.456.789.012.345');
    expect(groupDigits(BIG, 'fr')).toBe(['1', '234', '567', '890', '123', '456', '789', '012', '345'].join(NNBSP));
    expect(groupDigits(BIG, 'es')).toBe('1.234.567.890.123.456.789.012.345');
    expect(groupDigits('12345', 'es')).toBe('12.345');
    expect(groupDigits('1234567', 'en-XA')).toBe('1,234,567');
  });
});

describe('the bid entry reads the reader’s separators', () => {
  const cases: Record<Lang, string[]> = {
    en: ['1,234,567', '1 234 567', '1234567', ' 1,234,567 ', '1.234.567', '1’234’567', "1'234'567", `1${NBSP}234${NBSP}567`],
    de: ['1.234.567', '1 234 567', '1234567', '1’234’567', `1${NNBSP}234${NNBSP}567`, '1,234,567'],
    fr: [`1${NNBSP}234${NNBSP}567`, `1${NBSP}234${NBSP}567`, '1 234 567', '1.234.567', '1234567', '1\u2009234\u2009567'],
    es: ['1.234.567', '1234567', '1 234 567', `1${NNBSP}234${NNBSP}567`],
  };
  for (const lang of Object.keys(cases) as Lang[]) {
    it(`${lang}: ${cases[lang].length} ways to write 1234567`, () => {
      for (const typed of cases[lang]) expect(digits(lang, typed), JSON.stringify(typed)).toEqual({ digits: '1234567', problem: null });
    });
  }

  it('keeps a 25-digit bid exactly, typed grouped as each reader groups it', () => {
    for (const lang of ['en', 'de', 'fr', 'es'] as const) {
      expect(digits(lang, groupDigits(BIG, lang))).toEqual({ digits: BIG, problem: null });
      expect(digits(lang, BIG)).toEqual({ digits: BIG, problem: null });
    }
    expect(digits('en', `000${BIG}`)).toEqual({ digits: BIG, problem: null });
  });

  it('shows the typed amount grouped back in the reader’s locale', () => {
    expect(echo('en', '1234567')).toBe('Your bid: 1,234,567 (7 digits)');
    expect(echo('de', '1234567')).toBe('Dein Gebot: 1.234.567 (7 Ziffern)');
    expect(echo('fr', '1.234.567')).toBe(`Ton offre${NBSP}: 1${NNBSP}234${NNBSP}567 (7 chiffres)`);
    expect(echo('es', '1 234 567')).toBe('Tu puja: 1.234.567 (7 cifras)');
    expect(echo('de', BIG)).toBe('Dein Gebot: 1.234.567.890.123.456.789.012.345 (25 Ziffern)');
    expect(echo('en', '1')).toBe('Your bid: 1 (1 digit)');
  });

  it('refuses letters, a minus, a decimal part and misplaced grouping, in the reader’s language', () => {
    for (const typed of ['12a', 'abc', '1e5', '0x10', '+5', '12€']) expect(problem('en', typed), typed).toBe('An amount is written with digits only');
    for (const typed of ['-5', '−5', '-1,000']) expect(problem('en', typed), typed).toBe('A bid cannot be negative: write a whole number of at least 1');
    for (const typed of ['1.5', '1,234.56', '1,234.567', '12.50']) expect(problem('en', typed), typed).toBe('Whole numbers only: leave out the decimal part');
    for (const typed of ['12,34', '1,2345', '1,,234', '1,234,', ',123', '12345,678']) expect(problem('en', typed), typed).toBe('Group the digits in threes, like 1,234,567');
    expect(problem('de', '12,5')).toBe('Nur ganze Zahlen: Lass die Nachkommastellen weg');
    expect(problem('de', '1.234,567')).toBe('Nur ganze Zahlen: Lass die Nachkommastellen weg');
    expect(problem('de', '1.23')).toBe('Gruppiere die Ziffern zu dritt, etwa 1.234.567');
    expect(problem('de', 'zwölf')).toBe('Ein Betrag besteht nur aus Ziffern');
    expect(problem('fr', '12,5')).toBe('Nombres entiers uniquement : retire la partie décimale'.replace(' :', `${NBSP}:`));
    expect(problem('fr', '-3')).toBe('Une offre ne peut pas être négative : écris un nombre entier d’au moins 1'.replace(' :', `${NBSP}:`));
    expect(problem('fr', '1 23')).toBe(`Groupe les chiffres par trois, comme 1${NNBSP}234${NNBSP}567`);
    expect(problem('es', '3,75')).toBe('Solo números enteros: quita la parte decimal');
    expect(problem('es', '0')).toBe('Una cantidad debe ser al menos 1');
    expect(problem('es', '')).toBe('Escribe un número entero de al menos 1');
  });

  it('checks an opening bid against its cap, exactly for huge numbers, in the reader’s locale', () => {
    expect(problem('de', '573', '573')).toBeNull();
    expect(problem('de', '574', '573')).toBe('Höchstens 573');
    expect(problem('de', '9.007.199.254.740.993', '9007199254740992')).toBe('Höchstens 9.007.199.254.740.992');
    expect(problem('fr', '9007199254740993', '9007199254740992')).toBe(`Au plus 9${NNBSP}007${NNBSP}199${NNBSP}254${NNBSP}740${NNBSP}992`);
    expect(problem('en', '1001', '1000')).toBe('At most 1,000');
    expect(echo('es', '120000', '10000')).toBe('Como mucho 10.000');
  });

  it('never sends a digit it did not read: a refused amount is never ok', () => {
    for (const typed of ['1.5', '12a', '-1', '1,23']) expect(readAmount(typed, 'en').problem).not.toBeNull();
  });
});
