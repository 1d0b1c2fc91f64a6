/**
 * The ICU MessageFormat reader (and writer) the app uses (src/shared/icu.ts, the pseudo-locale): it turns a pattern
 * into the syntax tree FormatJS's `intl-messageformat` formats, exactly as FormatJS's own parser does with `ignoreTag`
 * (a test holds the two equal on every pattern of every catalogue, test/engine/icu-syntax.test.ts), but only for what
 * the catalogues use: text with ICU's apostrophe quoting, `{arg}`, `{arg, number[, style]}`,
 * `{arg, plural|selectordinal, [offset:n] …}`, `{arg, select, …}` and `#`. Anything else (dates, times, number
 * skeletons) is refused with an error naming the pattern. `printIcu` writes such a tree back as a pattern (the
 * pseudo-locale rewrites the text of English patterns).
 *
 * Why its own: FormatJS's parser, its number-skeleton parser and its printer are about 7 KB of the first screen's
 * compressed scripts, most of it for syntax no catalogue has. The renderer's build swaps FormatJS's parser module for
 * its `no-parser` twin (vite.config.ts), so only this one ships.
 */
// In the renderer's build this module is FormatJS's `no-parser` (its types and TYPE, no parser), which
// intl-messageformat imports anyway.
import { TYPE, type MessageFormatElement, type PluralOrSelectOption } from '@formatjs/icu-messageformat-parser';

type Parent = 'plural' | 'selectordinal' | 'select' | null;

/** Whether `#` is the plural's number (in a plural's or selectordinal's option), not text. */
const countsPound = (parent: Parent): boolean => parent === 'plural' || parent === 'selectordinal';

const WHITE = /[\t-\r \u0085\u200e\u200f\u2028\u2029]/;
/** ICU's Pattern_Syntax in ASCII: what ends an argument's name or type. */
const SYNTAX = /[!-/:-@[-^`{-~]/;

class Reader {
  private i = 0;
  constructor(private readonly s: string) {}

  private fail(what: string): never {
    throw new SyntaxError(`ICU message: ${what} at ${this.i} in ${JSON.stringify(this.s)}`);
  }

  private ch(): string { return this.s[this.i] ?? ''; }

  private space(): void { while (this.i < this.s.length && WHITE.test(this.s[this.i])) this.i++; }

  private name(): string {
    const from = this.i;
    while (this.i < this.s.length && !WHITE.test(this.s[this.i]) && !SYNTAX.test(this.s[this.i])) this.i++;
    return this.s.slice(from, this.i);
  }

  message(depth: number, parent: Parent): MessageFormatElement[] {
    const out: MessageFormatElement[] = [];
    while (this.i < this.s.length) {
      const c = this.ch();
      if (c === '{') out.push(this.argument(depth));
      else if (c === '}' && depth > 0) break;
      else if (c === '#' && countsPound(parent)) { this.i++; out.push({ type: TYPE.pound }); }
      else out.push({ type: TYPE.literal, value: this.literal(depth, parent) });
    }
    return out;
  }

  /** Text up to the next argument, `#` (in a plural) or closing brace (nested), with ICU's apostrophe quoting. */
  private literal(depth: number, parent: Parent): string {
    let text = '';
    const pluralish = countsPound(parent);
    while (this.i < this.s.length) {
      const c = this.ch();
      if (c === "'") {
        const next = this.s[this.i + 1];
        if (next === "'") { text += "'"; this.i += 2; continue; }
        if (next === '{' || next === '}' || next === '<' || next === '>' || (next === '#' && pluralish)) {
          // Quoted: up to the next lone apostrophe (or the end); '' inside is one apostrophe.
          this.i++;
          text += this.s[this.i++];
          while (this.i < this.s.length) {
            if (this.ch() === "'") {
              if (this.s[this.i + 1] === "'") { text += "'"; this.i += 2; continue; }
              this.i++;
              break;
            }
            text += this.s[this.i++];
          }
          continue;
        }
        text += "'";
        this.i++;
        continue;
      }
      if (c === '{' || (c === '#' && pluralish) || (c === '}' && depth > 0)) break;
      text += c;
      this.i++;
    }
    return text;
  }

  private argument(depth: number): MessageFormatElement {
    this.i++; // {
    this.space();
    if (this.i >= this.s.length) this.fail('unclosed argument');
    if (this.ch() === '}') this.fail('empty argument');
    const value = this.name();
    if (!value) this.fail('malformed argument');
    this.space();
    if (this.ch() === '}') { this.i++; return { type: TYPE.argument, value }; }
    if (this.ch() !== ',') this.fail('malformed argument');
    this.i++;
    this.space();
    const kind = this.name();
    this.space();
    if (kind === 'number') {
      let style: string | null = null;
      if (this.ch() === ',') {
        this.i++;
        this.space();
        const from = this.i;
        while (this.i < this.s.length && this.ch() !== '}' && this.ch() !== '{' && this.ch() !== "'") this.i++;
        style = this.s.slice(from, this.i).trimEnd();
        if (!style) this.fail('empty number style');
        if (style.startsWith('::')) this.fail('number skeletons are not supported');
      }
      if (this.ch() !== '}') this.fail('unclosed number argument');
      this.i++;
      return { type: TYPE.number, value, style };
    }
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'select') {
      if (this.ch() !== ',') this.fail(`${kind} without options`);
      this.i++;
      this.space();
      let offset = 0;
      if (kind !== 'select' && this.s.startsWith('offset:', this.i)) {
        this.i += 'offset:'.length;
        this.space();
        const m = /^[+-]?\d+/.exec(this.s.slice(this.i));
        if (!m) this.fail('malformed offset');
        offset = Number(m[0]);
        this.i += m[0].length;
        this.space();
      }
      const options = this.options(depth, kind);
      if (kind === 'select') return { type: TYPE.select, value, options };
      return { type: TYPE.plural, value, options, offset, pluralType: kind === 'plural' ? 'cardinal' : 'ordinal' };
    }
    return this.fail(kind ? `unsupported argument type "${kind}"` : 'malformed argument type');
  }

  private options(depth: number, kind: 'plural' | 'selectordinal' | 'select'): Record<string, PluralOrSelectOption> {
    const options: Record<string, PluralOrSelectOption> = {};
    for (;;) {
      if (this.i >= this.s.length) this.fail(`unclosed ${kind}`);
      if (this.ch() === '}') { this.i++; break; }
      let selector: string;
      if (this.ch() === '=' && kind !== 'select') {
        const m = /^=[+-]?\d+/.exec(this.s.slice(this.i));
        if (!m) this.fail('malformed exact selector');
        selector = m[0];
        this.i += selector.length;
      } else {
        selector = this.name();
      }
      if (!selector) this.fail(`malformed ${kind} selector`);
      if (selector in options) this.fail(`duplicate selector "${selector}"`);
      this.space();
      if (this.ch() !== '{') this.fail(`no message for selector "${selector}"`);
      this.i++;
      const body = this.message(depth + 1, kind);
      if (this.ch() !== '}') this.fail(`unclosed message for selector "${selector}"`);
      this.i++;
      options[selector] = { value: body };
      this.space();
    }
    if (!('other' in options)) this.fail(`${kind} without an "other" option`);
    return options;
  }
}

/** `pattern` as FormatJS's syntax tree (what its parser gives with `ignoreTag`); throws a SyntaxError on a malformed or unsupported one. */
export function parseIcu(pattern: string): MessageFormatElement[] {
  return new Reader(pattern).message(0, null);
}

/** A literal's text as pattern text: apostrophes doubled; braces, and `#` in a plural, quoted. */
function printText(text: string, inPlural: boolean): string {
  return text.replace(inPlural ? /['{}#]/g : /['{}]/g, (c) => (c === "'" ? "''" : `'${c}'`));
}

function printElements(elements: readonly MessageFormatElement[], inPlural: boolean): string {
  return elements.map((el) => {
    switch (el.type) {
      case TYPE.literal: return printText(el.value, inPlural);
      case TYPE.argument: return `{${el.value}}`;
      case TYPE.number: return `{${el.value}, number${typeof el.style === 'string' ? `, ${el.style}` : ''}}`;
      case TYPE.pound: return '#';
      case TYPE.select:
      case TYPE.plural: {
        const plural = el.type === TYPE.plural;
        const head = plural ? `${el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'},${el.offset ? ` offset:${el.offset}` : ''}` : 'select,';
        const options = Object.entries(el.options).map(([key, o]) => ` ${key} {${printElements(o.value, plural)}}`).join('');
        return `{${el.value}, ${head}${options}}`;
      }
      default: throw new TypeError(`ICU message: cannot print an element of type ${el.type}`);
    }
  }).join('');
}

/** A plain text as a pattern that reads as exactly that text. */
export function quoteIcu(text: string): string {
  return printText(text, false);
}

/** A syntax tree `parseIcu` reads (and gives) as pattern text: `parseIcu(printIcu(tree))` is `tree` again. */
export function printIcu(elements: readonly MessageFormatElement[]): string {
  return printElements(elements, false);
}
