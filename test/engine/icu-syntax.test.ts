/**
 * The app's ICU reader (src/shared/icu-syntax.ts) gives FormatJS's own parser's syntax tree (with `ignoreTag`, as the
 * app formats) for every pattern of every catalogue, in every language, and for the corners of ICU's syntax the
 * catalogues may meet; it refuses what it does not read, as FormatJS refuses what is malformed.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ENGINE_MESSAGES } from '../../src/shared/engine/messages.js';
import { GAMES } from '../../src/shared/games/registry.js';
import { APP_EN } from '../../src/shared/i18n/app/en.js';
import { HOST_MESSAGES } from '../../src/shared/host-messages.js';
import { parseIcu, printIcu, quoteIcu } from '../../src/shared/icu-syntax.js';
import { messageFormat } from '../../src/shared/icu.js';
import { TABLE_MESSAGES } from '../../src/shared/table-messages.js';
import { infoTexts } from '../../src/renderer/i18n/games.js';
import { pseudoPattern } from '../../src/renderer/i18n/pseudo.js';
import { makeTranslate } from '../../src/renderer/i18n/translate.js';

type Catalogue = Record<string, string>;
const modules = {
  ...import.meta.glob<{ default: Catalogue }>('../../src/shared/i18n/app/{de,fr,es}.ts', { eager: true }),
  ...import.meta.glob<{ default: Catalogue }>('../../src/renderer/i18n/shared/{de,fr,es}.ts', { eager: true }),
  ...import.meta.glob<{ default: Catalogue }>('../../src/renderer/games/*/i18n/{en,de,fr,es}.ts', { eager: true }),
};

/** Every pattern the app may format: each catalogue file's, the engine's, host's and table's, each game's. */
function allPatterns(): [where: string, pattern: string][] {
  const out: [string, string][] = [];
  const add = (where: string, cat: Catalogue) => { for (const [id, p] of Object.entries(cat)) if (typeof p === 'string') out.push([`${where} ${id}`, p]); };
  for (const [file, m] of Object.entries(modules)) add(file.replace(/^.*src\//, ''), m.default);
  add('app en', APP_EN);
  add('engine', ENGINE_MESSAGES);
  add('host', HOST_MESSAGES);
  add('table', TABLE_MESSAGES);
  for (const g of GAMES) {
    add(`${g.id} engine`, g.messages);
    add(`${g.id} info`, Object.fromEntries(infoTexts(g)));
    add(`${g.id} summary`, { en: g.summary, ...g.summaries });
  }
  return out;
}

const formatjs = (p: string) => parse(p, { ignoreTag: true });

describe('the app’s ICU reader', () => {
  it('reads every pattern of every catalogue as FormatJS does', () => {
    const patterns = allPatterns();
    expect(patterns.length).toBeGreaterThan(3000);
    const differ = patterns.filter(([, p]) => JSON.stringify(parseIcu(p)) !== JSON.stringify(formatjs(p))).map(([w]) => w);
    expect(differ).toEqual([]);
  });

  it('reads the pseudo-locale’s patterns as FormatJS does', () => {
    const differ = allPatterns().filter(([w]) => w.includes('/en.ts') || !w.includes('.ts '))
      .map(([w, p]) => [w, pseudoPattern(p)] as const)
      .filter(([, p]) => JSON.stringify(parseIcu(p)) !== JSON.stringify(formatjs(p))).map(([w]) => w);
    expect(differ).toEqual([]);
  });

  it('reads the corners of the syntax as FormatJS does', () => {
    const corners = [
      '', 'plain', 'Hello {name}!', '{ name }', '{n, number}', '{ n , number , integer }', '{n,number,percent}',
      "It''s '{literal}' and 'quoted '' inside' {a}", "x'y", "it's", "a '' b", "'{'", "'}'", "'{a}'", "'<b>'", "'#'",
      "a 'b", "trailing '", "'{unclosed", 'a } b', 'a # b', '<b>x</b> & <i>', '{a}{b}', '{a} {b, number}',
      '{n, plural, =0 {none} one {# item} other {# items}}', "{n, plural, other {'#' is # and ''#''}}",
      '{n,plural,offset:1 one{a}other{b}}', '{n, plural, offset: 2 =2 {two} other {# more}}',
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      '{g, select, male {he} female {she} other {they}}', '{g, select, a {# stays text} other {{n, plural, one {# one} other {# many}}}}',
      '{n, plural, one {{g, select, x {# in a select} other {#}}} other {}}', '{ n , plural ,  one  { a }  other  { b } }',
      '{n, plural, =1.5 {odd} other {x}}', '{n, plural, =-1 {minus} =+2 {plus} other {x}}', 'é {naïve} ✓', '{a_b1}', 'tab\there {x}',
    ];
    const outcome = (read: (p: string) => unknown, p: string) => { try { return JSON.stringify(read(p)); } catch { return 'refused'; } };
    const differ = corners.filter((p) => outcome(parseIcu, p) !== outcome(formatjs, p));
    expect(differ).toEqual([]);
  });

  it('refuses what FormatJS refuses, and what it does not read', () => {
    const malformed = ['{', '{}', '{ }', '{a', '{a, }', '{a b}', '{n, plural, one {x}}', '{n, plural, other {x} other {y}}',
      '{n, plural, other x}', '{n, plural, other {x}', '{g, select}', '{n, number, ::currency/EUR}', '{d, date, short}',
      '{t, time}', '{n, bogus}', '{n, plural, offset:x other {a}}'];
    for (const p of malformed) expect(() => parseIcu(p), p).toThrow(SyntaxError);
  });

  it('writes back what it reads: every pattern, read, written and read again, is the same tree', () => {
    const differ = allPatterns().filter(([, p]) => {
      const tree = parseIcu(p);
      return JSON.stringify(parseIcu(printIcu(tree))) !== JSON.stringify(tree);
    }).map(([w]) => w);
    expect(differ).toEqual([]);
    const tricky = ["a '{b}' c", "''", "'#' {n, plural, other {'#' # {x} '{'}}", '{n, plural, offset:1 =0 {none} other {#}}', '{g, select, a {{n, number}} other {}}', '{n, number, integer}'];
    for (const p of tricky) expect(parseIcu(printIcu(parseIcu(p))), p).toEqual(parseIcu(p));
  });

  it('quotes a plain text into a pattern that reads as exactly that text', () => {
    for (const text of ["Remember: the richest at 5 o'clock wins.", "'quoted'", '{not an argument} # and }', "l'''or", '', 'plain']) {
      expect(String(messageFormat(quoteIcu(text), 'en').format({}))).toBe(text);
    }
  });

  it('never hands intl-messageformat a string to parse (the build ships FormatJS’s parser as `no-parser`, which throws)', () => {
    const own = IntlMessageFormat.__parse;
    IntlMessageFormat.__parse = undefined;
    try {
      for (const [, p] of allPatterns().slice(0, 400)) expect(() => messageFormat(p, 'de')).not.toThrow();
      expect(makeTranslate('en-XA')('lobby.newTable')).not.toBe('New table');
    } finally {
      IntlMessageFormat.__parse = own;
    }
  });

  it('formats through intl-messageformat as before', () => {
    expect(String(messageFormat('{n, plural, one {# gem} other {# gems}} for {name}', 'en').format({ n: 3, name: 'Ann' }))).toBe('3 gems for Ann');
    expect(String(messageFormat('{n, number} Drachen', 'de').format({ n: 1234567 }))).toBe('1.234.567 Drachen');
    expect(String(messageFormat("{g, select, a {l''or} other {'{x}'}}", 'fr').format({ g: 'a' }))).toBe("l'or");
  });
});
