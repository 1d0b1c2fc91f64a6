/**
 * Magic Money's one way of writing an amount for people (`readableAmount`): up to nine digits exactly, grouped in
 * the reader's locale; longer, two significant digits in the locale's words up to 15 digits, then in powers of
 * ten; the exact number kept for the accessible name and the title. Checked in all four languages, in the ledger's
 * markup and in the log's text.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { closeAmounts, readableAmount, SHORT_ABOVE_DIGITS } from '../../src/renderer/i18n/amounts.js';
import { Amount } from '../../src/renderer/games/magic-money/Ledger.js';
import { MoneyText } from '../../src/renderer/games/magic-money/i18n/index.js';
import { makeGameTranslate } from '../../src/renderer/i18n/games.js';
import { formatMsg } from '../../src/shared/engine/messages.js';
import { playBots } from '../../src/shared/engine/engine.js';
import type { MMState } from '../../src/shared/games/magic-money/state.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { ScoreScreen } from '../../src/renderer/games/magic-money/ScoreScreen.js';
import { tableView } from '../../src/renderer/games/magic-money/tableView.js';
import { def } from '../games/magic-money/helpers.js';
import { MESSAGES } from '../../src/shared/games/magic-money/messages.js';
import { gold } from '../../src/shared/games/magic-money/amounts.js';
import UI_EN from '../../src/shared/games/magic-money/i18n/en.js';
import DE from '../../src/shared/games/magic-money/i18n/de.js';
import FR from '../../src/shared/games/magic-money/i18n/fr.js';
import ES from '../../src/shared/games/magic-money/i18n/es.js';

const NNBSP = '\u202f', NBSP = '\u00a0';
const TEN_40 = '1' + '0'.repeat(40);
const BIG = '20412345678901234567890123456789012'; // 35 digits: about 2.0 × 10^34

describe('readableAmount', () => {
  it(`keeps up to ${SHORT_ABOVE_DIGITS} digits exact and grouped, in every language`, () => {
    expect(readableAmount('999999999', 'en')).toEqual({ text: '999,999,999', exact: '999,999,999', short: false });
    expect(readableAmount('573000', 'de').text).toBe('573.000');
    expect(readableAmount('573000', 'fr').text).toBe(`573${NNBSP}000`);
    expect(readableAmount('573000', 'es').text).toBe('573.000');
    expect(readableAmount('7', 'fr').text).toBe('7');
  });

  it('writes 10 to 15 digits in the locale’s words, two significant digits', () => {
    const cases = { en: '1.2 billion', de: '1,2 Milliarden', fr: '1,2 milliard', es: '1,2 mil millones' };
    for (const [lang, text] of Object.entries(cases)) {
      expect(readableAmount('1234567890', lang)).toEqual({ text, exact: readableAmount('1234567890', lang).exact, short: true });
    }
    expect(readableAmount('1234567890', 'en').exact).toBe('1,234,567,890');
    expect(readableAmount('999999999999999', 'en').text).toBe('1000 trillion');
    expect(readableAmount('120000000000000', 'de').text).toBe('120 Billionen');
  });

  it('writes longer amounts in powers of ten with the reader’s decimal mark, rounding the second digit', () => {
    expect(readableAmount(BIG, 'en').text).toBe(`2.0${NBSP}×${NBSP}10³⁴`);
    expect(readableAmount(BIG, 'de').text).toBe(`2,0${NBSP}×${NBSP}10³⁴`);
    expect(readableAmount(BIG, 'fr').text).toBe(`2,0${NBSP}×${NBSP}10³⁴`);
    expect(readableAmount(BIG, 'es').text).toBe(`2,0${NBSP}×${NBSP}10³⁴`);
    expect(readableAmount(TEN_40, 'en').text).toBe(`1.0${NBSP}×${NBSP}10⁴⁰`);
    expect(readableAmount('9960000000000000000', 'en').text).toBe(`1.0${NBSP}×${NBSP}10¹⁹`); // 9.96 rounds up a power
    expect(readableAmount('1' + '0'.repeat(1000), 'en').text).toBe(`1.0${NBSP}×${NBSP}10¹⁰⁰⁰`);
    expect(readableAmount(TEN_40, 'en').exact).toBe('10' + ',000'.repeat(13));
  });

  it('finds the totals that read alike short but differ, neighbours largest first, with the exact difference', () => {
    const a = TEN_40, b = '1' + '0'.repeat(36) + '1234', c = '10' + '4'.repeat(39), d = '1234';
    expect(readableAmount(a, 'fr').text).toBe(readableAmount(c, 'fr').text); // 1,0 × 10⁴⁰ twice
    expect(closeAmounts([a, c, d], 'fr')).toEqual([{ more: 1, less: 0, by: '4'.repeat(39) }]);
    expect(closeAmounts([a, b, d], 'en')).toEqual([{ more: 1, less: 0, by: '1234' }]); // they differ in the 38th digit
    expect(closeAmounts([a, a, '5'], 'en')).toEqual([]); // equal totals are equal
    expect(closeAmounts([b, a, c], 'de')).toEqual([{ more: 2, less: 0, by: String(BigInt(c) - BigInt(b)) }, { more: 0, less: 1, by: '1234' }]);
    expect(closeAmounts(['573', '574', '12'], 'en')).toEqual([]); // short amounts are written whole
    expect(readableAmount('999600000000000000000', 'en', 3).text).toBe(`1.00${NBSP}×${NBSP}10²¹`); // 9.996 × 10²⁰ rounds up a power
  });

  it('the pseudo-locale writes as English', () => {
    expect(readableAmount(BIG, 'en-XA').text).toBe(`2.0${NBSP}×${NBSP}10³⁴`);
  });
});

type Lang = 'en' | 'de' | 'fr' | 'es';
const CATALOGUES = { en: {}, de: DE, fr: FR, es: ES };
const tr = (lang: Lang) => makeGameTranslate({ ...MESSAGES, ...UI_EN }, lang, CATALOGUES[lang]);

describe('an amount on screen', () => {
  it('shows a long amount short, with every digit in its title and its accessible name', () => {
    const html = renderToStaticMarkup(<MoneyText.Provider value={tr('de')}><Amount value={TEN_40} /></MoneyText.Provider>);
    const exact = '10' + '.000'.repeat(13);
    expect(html).toContain(`title="${exact}"`);
    expect(html).toContain(`<span aria-hidden="true">1,0${NBSP}×${NBSP}10⁴⁰</span>`);
    expect(html).toContain(`<span class="sr-only">${exact}</span>`);
  });

  it('shows every digit when asked for Infinity digits (totals too close to tell apart short)', () => {
    const html = renderToStaticMarkup(<MoneyText.Provider value={tr('en')}><Amount value={TEN_40} digits={Infinity} /></MoneyText.Provider>);
    expect(html.replace(/<[^>]+>/g, '')).toBe('10' + ',000'.repeat(13));
  });

  it('shows a short amount as it is, grouped', () => {
    const html = renderToStaticMarkup(<MoneyText.Provider value={tr('fr')}><Amount value="573000" /></MoneyText.Provider>);
    expect(html.replace(/<[^>]+>/g, '')).toBe(`573${NNBSP}000`);
    expect(html).not.toContain('title=');
  });
});

describe('the log', () => {
  it('writes a long amount short when the client asks, every digit otherwise (the host’s English)', () => {
    const m = { id: 'magic-money.opened', params: { seat: { seat: 0 }, amount: gold(TEN_40) } };
    const english = formatMsg(m, MESSAGES);
    expect(english).toContain('10,000,000,000,000,000,000,000,000,000,000,000,000,000');
    const short = formatMsg(m, (id) => (FR as Record<string, string>)[id] ?? (MESSAGES as Record<string, string>)[id], {
      locale: 'fr', num: (d) => readableAmount(d, 'fr').text,
    });
    expect(short).toContain(`1,0${NBSP}×${NBSP}10⁴⁰`);
    expect(short).not.toContain('000');
  });
});

describe('the end screen: two close 40-digit ledger totals', () => {
  /** A finished game whose wizards' ledgers total `totals` (one public entry each). */
  function finished(totals: string[]): MMState {
    const { state } = playBots(def, { players: totals.length, seed: 'close-totals', bots: Array(totals.length).fill('random') });
    expect(state.phase).toBe('over');
    return { ...state, ledgers: totals.map((amount) => [{ amount, side: 'public' as const, crossed: false, auction: 1, source: 'won' as const }]) };
  }
  const seats = ['Ada', 'Ben', 'Cleo'].map((name) => ({ kind: 'human', name, colour: '#3366cc', connected: true, ready: true } as unknown as SeatOccupant));
  const ADA = '3' + '1'.repeat(38) + '00', BEN = '3' + '1'.repeat(38) + '12'; // differ by 12, both 3.1 × 10⁴⁰
  const draw = (lang: Lang) => {
    const s = finished([ADA, BEN, '573']);
    return renderToStaticMarkup(<MoneyText.Provider value={tr(lang)}>
      <ScoreScreen view={tableView(def.view(s, 0))} seats={seats} seat={0} result={def.result(s)} />
    </MoneyText.Provider>);
  };
  const text = (html: string) => html.replace(/<span class="sr-only">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/ ([.,])/g, '$1');

  it('writes each total short, says the exact difference in a sentence, and keeps every digit in the title and accessible name', () => {
    const html = draw('en');
    const seen = text(html);
    expect(seen).toContain('Ben spent 12 more than Ada.');
    // Short on the screen: no 41-digit number is written out; the short form is there for both.
    expect(seen).not.toMatch(/\d{1,3}(,\d{3}){5,}/);
    expect(seen.split('3.1 × 10⁴⁰').length - 1, 'the short form (its no-break spaces squeezed)').toBeGreaterThanOrEqual(2);
    for (const total of [ADA, BEN]) {
      const exact = readableAmount(total, 'en').exact;
      expect(html).toContain(`title="${exact}"`);
      expect(html).toContain(`<span class="sr-only">${exact}</span>`);
    }
  });

  it('in German too; totals that read apart get no sentence', () => {
    expect(text(draw('de'))).toContain('Ben hat 12 mehr ausgegeben als Ada.');
    expect(text(draw('fr'))).toContain('Ben a dépensé 12 de plus que Ada.');
    expect(text(draw('es'))).toContain('Ben gastó 12 más que Ada.');
    const s = finished(['4' + '0'.repeat(40), BEN, '573']);
    const html = renderToStaticMarkup(<MoneyText.Provider value={tr('en')}>
      <ScoreScreen view={tableView(def.view(s, 0))} seats={seats} seat={0} result={def.result(s)} />
    </MoneyText.Provider>);
    expect(html).not.toContain('mm-close-totals');
  });
});
