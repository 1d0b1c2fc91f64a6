/**
 * The pseudo-locale `en-XA`, made from English: every letter a reader sees is accented and each text about
 * 40 % longer, while ICU placeholders, plurals and selects keep their structure. Run the app in it to find text
 * that truncates, overflows or never went through a catalogue. It works on a message's syntax tree (as the
 * client's build compiles every catalogue: src/shared/icu.ts), so it needs no ICU parser or printer.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { patternAst, type Pattern } from '../../shared/icu.js';

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ľ', m: 'ɱ', n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ľ', M: 'Ṁ', N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Plain text in the pseudo-locale: accented, and about 40 % longer in a filler a reader recognises as padding. */
export function stretch(text: string): string {
  const accented = [...text].map((ch) => ACCENTED[ch] ?? ch).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  const pad = Math.round(letters * 0.4);
  return pad > 0 ? `${accented}${' ·'.repeat(Math.ceil(pad / 2)).slice(0, pad)}` : accented;
}

function walk(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: stretch(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      return { ...el, options: Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, { ...o, value: walk(o.value) }])) };
    }
    if (el.type === TYPE.tag) return { ...el, children: walk(el.children) };
    return el;
  });
}

const made = new Map<Pattern, MessageFormatElement[]>();

/** A message in the pseudo-locale (its syntax tree, made once per pattern). */
export function pseudoPattern(pattern: Pattern): MessageFormatElement[] {
  let out = made.get(pattern);
  if (!out) made.set(pattern, (out = walk(patternAst(pattern))));
  return out;
}
