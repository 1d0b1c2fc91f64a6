/**
 * The e2e drivers find controls by their English names. A page may read another language: `readsIn(page,
 * 'en-XA')` says so, and `named(page, 'Open at 1')` then gives what that page calls it. The pseudo-locale only
 * accents letters and pads each text with " ·", so its names are the English ones through `pseudoName`; German,
 * French and Spanish names come from the catalogues (`translatedName`: every English message the name fits, in the
 * page's language, its arguments matching anything).
 */
import type { Page } from '@playwright/test';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { APP_EN } from '../../../src/shared/i18n/app/en.js';
import appDe from '../../../src/shared/i18n/app/de.js';
import appFr from '../../../src/shared/i18n/app/fr.js';
import appEs from '../../../src/shared/i18n/app/es.js';
import gemEn from '../../../src/shared/games/megagem/i18n/en.js';
import gemDe from '../../../src/shared/games/megagem/i18n/de.js';
import gemFr from '../../../src/shared/games/megagem/i18n/fr.js';
import gemEs from '../../../src/shared/games/megagem/i18n/es.js';
import moneyEn from '../../../src/shared/games/magic-money/i18n/en.js';
import moneyDe from '../../../src/shared/games/magic-money/i18n/de.js';
import moneyFr from '../../../src/shared/games/magic-money/i18n/fr.js';
import moneyEs from '../../../src/shared/games/magic-money/i18n/es.js';
import libraryEn from '../../../src/shared/games/magical-library/i18n/en.js';
import libraryDe from '../../../src/shared/games/magical-library/i18n/de.js';
import libraryFr from '../../../src/shared/games/magical-library/i18n/fr.js';
import libraryEs from '../../../src/shared/games/magical-library/i18n/es.js';
import marketEn from '../../../src/shared/games/magic-market/i18n/en.js';
import marketDe from '../../../src/shared/games/magic-market/i18n/de.js';
import marketFr from '../../../src/shared/games/magic-market/i18n/fr.js';
import marketEs from '../../../src/shared/games/magic-market/i18n/es.js';

type Cat = Record<string, string>;
/** The app's and the games' table catalogues: English and its translations. */
const CATALOGUES: { en: Cat; de: Cat; fr: Cat; es: Cat }[] = [
  { en: APP_EN, de: appDe, fr: appFr, es: appEs },
  { en: gemEn, de: gemDe, fr: gemFr, es: gemEs },
  { en: moneyEn, de: moneyDe, fr: moneyFr, es: moneyEs },
  { en: libraryEn, de: libraryDe, fr: libraryFr, es: libraryEs },
  { en: marketEn, de: marketDe, fr: marketFr, es: marketEs },
];

/** A message as a pattern of what it can read: its words, each argument anything, each plural or select any of its forms. */
function patternOf(elements: MessageFormatElement[]): string {
  return elements.map((el) => {
    // Any white space for any (a French "\u00a0:" reads as " :" in an accessible name).
    if (el.type === TYPE.literal) return el.value.split(/\s+/).map(escape).join('\\s+');
    if (el.type === TYPE.plural || el.type === TYPE.select) return `(?:${Object.values(el.options).map((o) => patternOf(o.value)).join('|')})`;
    if (el.type === TYPE.tag) return patternOf(el.children);
    if (el.type === TYPE.pound) return '[\\d\\s.,\\u00a0\\u202f]+';
    return '.+?';
  }).join('');
}

/** A message with its arguments filled in by a placeholder and its plurals and selects in their last form (to test a RegExp against). */
function sampleOf(elements: MessageFormatElement[]): string {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return el.value;
    if (el.type === TYPE.plural || el.type === TYPE.select) { const o = Object.values(el.options); return sampleOf(o[o.length - 1].value); }
    if (el.type === TYPE.tag) return sampleOf(el.children);
    return 'X';
  }).join('');
}

const parsed = (m: string) => parse(m, { ignoreTag: true });

const phraseCache = new Map<string, RegExp[]>();

/** Every message whose English says `english` (a phrase of it), as the page reading `lang` shows it. */
function translatedPhrases(lang: 'de' | 'fr' | 'es', english: string): RegExp[] {
  const key = `${lang} ${english}`;
  const cached = phraseCache.get(key);
  if (cached) return cached;
  const found: RegExp[] = [];
  for (const cat of CATALOGUES) {
    for (const [id, en] of Object.entries(cat.en)) {
      if (cat[lang][id] && sampleOf(parsed(en)).includes(english)) found.push(new RegExp(patternOf(parsed(cat[lang][id]))));
    }
  }
  phraseCache.set(key, found);
  return found;
}

/** What a page reading `lang` (de, fr, es) calls a control English names `english`; the English name when no message fits. */
function translatedName(lang: 'de' | 'fr' | 'es', english: string | RegExp): string | RegExp {
  const found = new Set<string>();
  const exact = new Set<string>();
  for (const cat of CATALOGUES) {
    for (const [id, en] of Object.entries(cat.en)) {
      if (!cat[lang][id]) continue;
      const els = parsed(en);
      // A message of nothing but arguments ("{name}") fits every name: it names nothing.
      if (!/\p{L}{2}/u.test(sampleOf(els).replace(/X/g, ' '))) continue;
      const fits = typeof english === 'string' ? new RegExp(`^${patternOf(els)}$`).test(english) : english.test(sampleOf(els));
      if (!fits) continue;
      found.add(patternOf(parsed(cat[lang][id])));
      if (en === english) exact.add(patternOf(parsed(cat[lang][id])));
    }
  }
  if (exact.size) return new RegExp(`^(?:${[...exact].join('|')})$`);
  if (found.size === 0) return english;
  return new RegExp(`^(?:${[...found].join('|')})${typeof english === 'string' ? '$' : ''}`);
}

const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ľ', m: 'ɱ', n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ľ', M: 'Ṁ', N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

const SPECIAL = /[.*+?^${}()|[\]\\]/;

/**
 * An English name as the pseudo-locale shows it: each letter plain or accented (a player's name, a value, is not
 * accented), padding (" ·") allowed wherever a space is and at the end. A RegExp's own syntax is kept.
 */
function pseudoName(name: string | RegExp): RegExp {
  const source = typeof name === 'string' ? `^${escape(name)}$` : name.source;
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') { out += ch + (source[i + 1] ?? ''); i++; continue; }
    if (ch === '[') inClass = true;
    if (ch === ']') inClass = false;
    const accented = ACCENTS[ch];
    if (accented) out += inClass ? ch + accented : `[${ch}${accented}]`;
    else if (ch === ' ' && !inClass) out += '[\\s·]*';
    else if (ch === '$' && !inClass) out += '[\\s·]*$';
    else out += ch;
  }
  return new RegExp(out);
}

function escape(s: string): string {
  return [...s].map((ch) => (SPECIAL.test(ch) ? `\\${ch}` : ch)).join('');
}

const readers = new WeakMap<Page, string>();

/** This page reads `lang` from now on (the test set it in the profile). */
export function readsIn(page: Page, lang: string): void {
  readers.set(page, lang);
}

/** What this page calls a control named `english` in English. */
export function named(page: Page, english: string | RegExp): string | RegExp {
  const lang = readers.get(page);
  if (lang === 'en-XA') return pseudoName(english);
  if (lang === 'de' || lang === 'fr' || lang === 'es') return translatedName(lang, english);
  return english;
}

/** Whether a text this page shows contains what English calls `english` (a phrase, not the whole text). */
export function mentions(page: Page, text: string, english: string): boolean {
  const lang = readers.get(page);
  if (lang === 'en-XA') return pseudoName(new RegExp(escape(english))).test(text);
  if (lang === 'de' || lang === 'fr' || lang === 'es') return translatedPhrases(lang, english).some((re) => re.test(text));
  return text.includes(english);
}
