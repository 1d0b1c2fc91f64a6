/**
 * The words' part of the games' contract: for every registered game (named by its id) and for the app's and the
 * shared sentences, every language has every message of English and no other, each with the same parameters —
 * the same names, and none read as a number in one language and as a choice in another (a language may print a
 * number English pluralises: "{vp} SP" for "{vp, plural, one {# VP} other {# VPs}}"). A game's English is its
 * `catalogues.en` (engine, rules, table) and its options' texts (`<id>.option.*`, by key). Its rules screen renders
 * in every language with the engine's numbers, each stated as the engine has it.
 */
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ENGINE_MESSAGES, formatMsg, type Catalogue } from '../../src/shared/engine/messages.js';
import type { AnyGame } from '../../src/shared/engine/types.js';
import { GAMES } from '../../src/shared/games/registry.js';
import { HOST_MESSAGES } from '../../src/shared/host-messages.js';
import { APP_EN_FULL as APP_EN } from '../../src/shared/i18n/app/en-table.js';
import type { GameCatalogues, TranslatedLocale } from '../../src/shared/i18n/catalogue.js';
import { TABLE_MESSAGES } from '../../src/shared/table-messages.js';
import { infoTexts } from '../../src/renderer/i18n/games.js';

const LANGS: TranslatedLocale[] = ['de', 'fr', 'es'];

type Kind = 'text' | 'number' | 'choice' | 'date' | 'time';

/** Each parameter of a pattern with how it is read: a choice (select) over a number (plural, number) over text. */
function parametersOf(pattern: string): Map<string, Kind> {
  const out = new Map<string, Kind>();
  const rank: Kind[] = ['text', 'date', 'time', 'number', 'choice'];
  const note = (name: string, kind: Kind) => {
    const was = out.get(name);
    if (!was || rank.indexOf(kind) > rank.indexOf(was)) out.set(name, kind);
  };
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.argument) note(el.value, 'text');
      else if (el.type === TYPE.number) note(el.value, 'number');
      else if (el.type === TYPE.date) note(el.value, 'date');
      else if (el.type === TYPE.time) note(el.value, 'time');
      else if (el.type === TYPE.plural) { note(el.value, 'number'); Object.values(el.options).forEach((o) => walk(o.value)); }
      else if (el.type === TYPE.select) { note(el.value, 'choice'); Object.values(el.options).forEach((o) => walk(o.value)); }
      else if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(pattern, { ignoreTag: true }));
  return out;
}

/** What is wrong with `other` against `english`, one line each, naming `where` (a game or a catalogue), the language and the id. */
function problems(where: string, lang: string, english: Catalogue, other: Catalogue): string[] {
  const out: string[] = [];
  for (const id of Object.keys(english)) {
    if (!(id in other)) { out.push(`${where} ${lang}: missing ${id}`); continue; }
    let en: Map<string, Kind>;
    let tr: Map<string, Kind>;
    try {
      en = parametersOf(english[id]);
      tr = parametersOf(other[id]);
    } catch (e) {
      out.push(`${where} ${lang}: ${id} is not ICU MessageFormat (${(e as Error).message})`);
      continue;
    }
    const names = (m: Map<string, Kind>) => [...m.keys()].sort().join(', ');
    if (names(en) !== names(tr)) out.push(`${where} ${lang}: ${id} has parameters {${names(tr)}}, English {${names(en)}}`);
    else {
      for (const [name, kind] of en) {
        const theirs = tr.get(name)!;
        if (kind !== 'text' && theirs !== 'text' && kind !== theirs) out.push(`${where} ${lang}: ${id} reads {${name}} as ${theirs}, English as ${kind}`);
      }
    }
  }
  for (const id of Object.keys(other)) if (!(id in english)) out.push(`${where} ${lang}: ${id} is not in English`);
  return out;
}

const fromFolders = import.meta.glob<{ catalogues: GameCatalogues }>('../../src/shared/games/*/i18n/index.ts', { eager: true });

/** A game's catalogues: its manifest's, else its folder's (`src/shared/games/<id>/i18n/index.ts`). */
function cataloguesOf(game: AnyGame): GameCatalogues | undefined {
  const own = (game as { catalogues?: GameCatalogues }).catalogues;
  if (own && LANGS.every((l) => typeof own.load?.[l] === 'function')) return own;
  return fromFolders[`../../src/shared/games/${game.id}/i18n/index.ts`]?.catalogues;
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s', (id, game) => {
  const catalogues = cataloguesOf(game);
  const english: Catalogue = { ...catalogues?.en, ...Object.fromEntries(infoTexts(game)) };

  it('has catalogues: English with its engine’s every message, and a loader for every other language', () => {
    expect(catalogues, `${id}: no catalogues (src/shared/games/${id}/i18n/index.ts, or its manifest's)`).toBeDefined();
    const lacking = Object.keys(game.messages).filter((m) => !(m in catalogues!.en));
    expect(lacking, `${id}: English lacks engine messages`).toEqual([]);
    for (const lang of LANGS) expect(typeof catalogues!.load[lang], `${id} ${lang}: no loader`).toBe('function');
    for (const m of Object.keys(english)) expect(m.startsWith(`${id}.`), `${id}: ${m} is not the game's`).toBe(true);
  });

  for (const lang of LANGS) {
    it(`${lang} has every message of English and no other, with the same parameters`, async () => {
      const other = (await catalogues!.load[lang]()).default;
      expect(problems(id, lang, english, other)).toEqual([]);
    });

    it(`${lang}: the rules screen (titles and paragraphs) renders with the engine’s numbers`, async () => {
      const other = (await catalogues!.load[lang]()).default;
      const find = (m: string) => other[m];
      const numbers = new Intl.NumberFormat(lang);
      const wrong: string[] = [];
      for (const section of game.rules) {
        expect(section.key, `${id}: a rules section without a key ("${section.title}")`).toBeTruthy();
        expect(section.texts, `${id}: rules section ${section.key} has no messages`).toHaveLength(section.paragraphs.length);
        expect(section.titleMsg, `${id}: rules section ${section.key} has no title message`).toBeDefined();
        for (const msg of [section.titleMsg!, ...section.texts!]) {
          const text = formatMsg(msg, find, { locale: lang });
          if (text === msg.id || /[{}]/.test(text)) wrong.push(`${id} ${lang}: ${msg.id} renders as "${text}"`);
          for (const [name, value] of Object.entries(msg.params ?? {})) {
            if (typeof value === 'number' && !text.includes(numbers.format(value)) && !text.includes(String(value))) {
              wrong.push(`${id} ${lang}: ${msg.id} does not state {${name}} = ${value}: "${text}"`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

const APP_LOADERS = import.meta.glob<{ default: Catalogue }>('../../src/shared/i18n/app/{de,fr,es}.ts');
const SHARED_LOADERS = import.meta.glob<{ default: Catalogue }>('../../src/renderer/i18n/shared/{de,fr,es}.ts');

describe.each([
  ['the app', APP_EN as Catalogue, (lang: string) => APP_LOADERS[`../../src/shared/i18n/app/${lang}.ts`]],
  ['the shared sentences', { ...ENGINE_MESSAGES, ...TABLE_MESSAGES, ...HOST_MESSAGES } as Catalogue, (lang: string) => SHARED_LOADERS[`../../src/renderer/i18n/shared/${lang}.ts`]],
] as const)('%s', (where, english, loader) => {
  for (const lang of LANGS) {
    it(`${lang} has every message of English and no other, with the same parameters`, async () => {
      const load = loader(lang);
      expect(load, `${where}: no ${lang} catalogue`).toBeDefined();
      expect(problems(where, lang, english, (await load!()).default)).toEqual([]);
    });
  }
});

describe('the check itself', () => {
  it('names the game, the language and the message that is missing, extra or read otherwise', () => {
    const english = { 'g.a': 'A {n, plural, one {# coin} other {# coins}}', 'g.b': 'B {side, select, left {L} other {R}}', 'g.c': 'C {n}' };
    expect(problems('g', 'de', english, { 'g.a': 'A {n} Münzen', 'g.b': 'B {side, select, left {L} other {R}}', 'g.c': 'C {n}' })).toEqual([]);
    expect(problems('g', 'de', english, { 'g.a': 'A', 'g.b': 'B {side, plural, one {L} other {R}}', 'g.d': 'D' })).toEqual([
      'g de: g.a has parameters {}, English {n}',
      'g de: g.b reads {side} as number, English as choice',
      'g de: missing g.c',
      'g de: g.d is not in English',
    ]);
  });
});
