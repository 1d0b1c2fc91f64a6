/**
 * The pseudo-locale `en-XA`, made from English: every letter a reader sees is accented and each text about
 * 40 % longer, while ICU placeholders, plurals and selects keep their structure. Run the app in it to find text
 * that truncates, overflows or never went through a catalogue.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parseIcu, printIcu } from '../../shared/icu-syntax.js';

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ľ', m: 'ɱ', n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ľ', M: 'Ṁ', N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

function stretch(text: string): string {
  const accented = [...text].map((ch) => ACCENTED[ch] ?? ch).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  // About 40 % more, in a filler a reader recognises as padding.
  const pad = Math.round(letters * 0.4);
  return pad > 0 ? `${accented}${' ·'.repeat(Math.ceil(pad / 2)).slice(0, pad)}` : accented;
}

function walk(elements: MessageFormatElement[]): void {
  for (const el of elements) {
    if (el.type === TYPE.literal) el.value = stretch(el.value);
    else if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value);
    else if (el.type === TYPE.tag) walk(el.children);
  }
}

/** A pattern in the pseudo-locale. */
export function pseudoPattern(pattern: string): string {
  const ast = parseIcu(pattern);
  walk(ast);
  return printIcu(ast);
}
