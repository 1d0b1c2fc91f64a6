/**
 * The app's languages: every catalogue has every id of the English one with the same ICU parameters (and
 * nothing else), the pseudo-locale keeps each message's structure while making it longer, and a reader's
 * locale is picked from their choice or their device.
 */
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { argumentsOf } from '../support/icu.js';
import type { AppMsgId } from '../../src/renderer/i18n/app/en.js';
import { APP_EN_FULL as APP_EN } from '../../src/shared/i18n/app/en-table.js';
import de from '../../src/renderer/i18n/app/de.js';
import es from '../../src/renderer/i18n/app/es.js';
import fr from '../../src/renderer/i18n/app/fr.js';
import { makeTranslate } from '../../src/renderer/i18n/index.js';
import { deviceLanguages, pickLocale, resolveLocale } from '../../src/renderer/i18n/locales.js';
import { pseudoPattern } from '../../src/renderer/i18n/pseudo.js';
import '../../src/renderer/i18n/tableWords.js';

const ids = Object.keys(APP_EN).sort() as AppMsgId[];

describe('the app’s catalogues', () => {
  for (const [name, cat] of [['de', de], ['fr', fr], ['es', es]] as const) {
    it(`${name} has every id of the English catalogue, nothing more, each with the same parameters`, () => {
      expect(Object.keys(cat).sort()).toEqual(ids);
      for (const id of ids) expect(argumentsOf(cat[id]), `${name} ${id}`).toEqual(argumentsOf(APP_EN[id]));
    });

    it(`${name} is translated (not English left in place), but for names and symbols`, () => {
      const same = ids.filter((id) => cat[id] === APP_EN[id] && /[a-z]{4}/.test(APP_EN[id]));
      // A few words are the same in both languages (e.g. "Options", "Log"); a catalogue left in English is not.
      expect(same.length, `${name}: ${same.join(', ')}`).toBeLessThan(ids.length * 0.1);
    });
  }

  it('each select in English has an `other` branch and each plural a `one` and an `other`', () => {
    for (const id of ids) {
      const walk = (els: MessageFormatElement[]) => {
        for (const el of els) {
          if (el.type === TYPE.select) expect(Object.keys(el.options), id).toContain('other');
          if (el.type === TYPE.plural) expect(Object.keys(el.options), id).toContain('other');
          if (el.type === TYPE.plural || el.type === TYPE.select) Object.values(el.options).forEach((o) => walk(o.value));
        }
      };
      walk(parse(APP_EN[id], { ignoreTag: true }));
    }
  });
});

describe('rendering', () => {
  it('plurals and selects follow the reader’s language', () => {
    const en = makeTranslate('en');
    expect(en('room.seatCount', { n: 1 })).toBe('1 seat');
    expect(en('room.seatCount', { n: 4 })).toBe('4 seats');
    expect(en('lobby.seats', { free: 0, seats: 4 })).toBe('4 seats, all taken');
    const german = makeTranslate('de', de);
    expect(german('room.seatCount', { n: 4 })).toMatch(/^4 /);
    expect(german('room.seatCount', { n: 4 })).not.toBe('4 seats');
    // One and many are different words in German too.
    expect(german('room.seatCount', { n: 1 }).slice(2)).not.toBe(german('room.seatCount', { n: 4 }).slice(2));
  });

  it('the pseudo-locale accents every letter, is about 40 % longer and keeps placeholders', () => {
    for (const id of ids) {
      const p = pseudoPattern(APP_EN[id]);
      expect(argumentsOf(p), id).toEqual(argumentsOf(APP_EN[id]));
    }
    const t = makeTranslate('en-XA');
    const text = t('room.seatCount', { n: 4 });
    expect(text).toMatch(/^4 šéáţš/);
    const plain = makeTranslate('en')('room.inviteHelp');
    expect(t('room.inviteHelp').length).toBeGreaterThan(plain.length * 1.3);
    expect(t('room.inviteHelp')).not.toMatch(/[a-z]/);
  });
});

describe('the reader’s locale', () => {
  it('is their choice, or the first of the device’s languages we speak, or English', () => {
    expect(resolveLocale('fr', ['de-DE'])).toBe('fr');
    expect(resolveLocale('auto', ['pt-BR', 'es-MX', 'de'])).toBe('es');
    expect(resolveLocale('auto', ['de_AT'])).toBe('de');
    expect(pickLocale(['ja', 'zh'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('in the desktop app, "auto" follows the operating system’s languages (the bridge’s systemLanguages)', () => {
    const g = globalThis as { magicTable?: unknown };
    g.magicTable = { startHosting: async () => ({}), systemLanguages: ['fr-CA', 'en-US'] };
    try {
      expect(deviceLanguages()).toEqual(['fr-CA', 'en-US']);
      expect(resolveLocale('auto')).toBe('fr');
      expect(resolveLocale('de')).toBe('de');
    } finally {
      delete g.magicTable;
    }
  });
});
