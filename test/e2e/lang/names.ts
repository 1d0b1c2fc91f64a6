/**
 * The e2e drivers find controls by their English names. A page may read another language: `readsIn(page,
 * 'en-XA')` says so, and `named(page, 'Open at 1')` then gives what that page calls it. The pseudo-locale only
 * accents letters and pads each text with " ·", so its names are the English ones through `pseudoName`.
 */
import type { Page } from '@playwright/test';

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
  return readers.get(page) === 'en-XA' ? pseudoName(english) : english;
}

/** Whether a text this page shows contains what English calls `english` (a phrase, not the whole text). */
export function mentions(page: Page, text: string, english: string): boolean {
  return readers.get(page) === 'en-XA' ? pseudoName(new RegExp(escape(english))).test(text) : text.includes(english);
}
