/**
 * Each game's words in the reader's language. A game keeps its catalogues with its engine, in
 * `src/shared/games/<id>/i18n/` (`catalogues` in its `index.ts`, for its manifest):
 *
 * - `en.ts` default-exports the English texts of its table (the ids its components use, `<id>.ui.*`); the
 *   game's log, refusals and score lines are its engine catalogue (`src/shared/games/<id>/messages.ts`), and
 *   its rules screen is keyed messages (`<id>.rules.<section>.<name>`, `RULES_EN` in its `rulesText.ts`) whose
 *   numbers are parameters the host sends with each paragraph (`RulesSection.texts`); its options come from the
 *   host in English and go by their keys (`<id>.option.<key>`, `.help`, `.<value>`: `infoTexts`).
 * - `de.ts`, `fr.ts`, `es.ts` default-export all of it in that language. Each loads on demand (its own chunk).
 * - The game's one-line summary is not in them: the lobby shows it before any game's catalogue has loaded, so the
 *   game's definition carries it in every language (`summaries`, src/shared/games/<id>/index.ts; `summaryIn`).
 *
 * The engine's, the table's and the host's own sentences (`engine.*`, `table.*`, `host.*`) are in
 * `i18n/shared/<locale>.ts`. `test/renderer/i18n-games.test.ts` checks every catalogue has every id with the
 * same parameters.
 */
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { messageFormat, type Pattern } from '../../shared/icu.js';
import { ENGINE_MESSAGES, formatMsg, type Catalogue } from '../../shared/engine/messages.js';
import type { Msg, OptionSpec, RulesSection } from '../../shared/engine/types.js';
import { HOST_MESSAGES } from '../../shared/host-messages.js';
import { summaryIn } from '../../shared/i18n/game-summary.js';
import type { GameInfo } from '../../shared/protocol.js';
import { TABLE_MESSAGES } from '../../shared/table-messages.js';
import { useT } from './index.js';
import type { Locale } from './locales.js';
import { pseudoPattern, stretch } from './pseudo.js';
import { shortAmount } from './amounts.js';

type Translated = Exclude<Locale, 'en' | 'en-XA'>;

const GAME_LOADERS = import.meta.glob<{ default: Catalogue }>('../../shared/games/*/i18n/{de,fr,es}.ts');
const SHARED_LOADERS = import.meta.glob<{ default: Catalogue }>('./shared/{de,fr,es}.ts');

const SHARED_EN: Catalogue = { ...ENGINE_MESSAGES, ...TABLE_MESSAGES, ...HOST_MESSAGES };

const cache = new Map<string, Promise<Catalogue>>();
/** The catalogues that have arrived, by path: a screen opened after that reads its language at once. */
const arrived = new Map<string, Catalogue>();

function load(loaders: Record<string, () => Promise<{ default: Catalogue }>>, path: string): Promise<Catalogue> {
  let p = cache.get(path);
  if (!p) {
    const loader = loaders[path];
    p = (loader ? loader().then((m) => m.default, () => ({})) : Promise.resolve({})).then((c) => { arrived.set(path, c); return c; });
    cache.set(path, p);
  }
  return p;
}

const sharedPath = (lang: Translated) => `./shared/${lang}.ts`;
const gamePath = (game: string, lang: Translated) => `../../shared/games/${game}/i18n/${lang}.ts`;

/** A game's catalogue in a language, with the engine's, the table's and the host's sentences (empty for English). */
export async function loadGameCatalogue(game: string | null, locale: Locale): Promise<Catalogue> {
  if (locale === 'en' || locale === 'en-XA') return {};
  const lang: Translated = locale;
  const [shared, own] = await Promise.all([load(SHARED_LOADERS, sharedPath(lang)), game ? load(GAME_LOADERS, gamePath(game, lang)) : Promise.resolve({})]);
  return { ...shared, ...own };
}

/** The same catalogue if it has already arrived (else undefined): what a screen shows on its first frame. */
export function arrivedGameCatalogue(game: string | null, locale: Locale): Catalogue | undefined {
  if (locale === 'en' || locale === 'en-XA') return {};
  const shared = arrived.get(sharedPath(locale));
  const own = game ? arrived.get(gamePath(game, locale)) : {};
  return shared && own ? { ...shared, ...own } : undefined;
}

/**
 * Every game's catalogue in the reader's language, fetched while the lobby is idle, so that a room or a table opens
 * in that language from its first frame instead of a moment of English (each is a small chunk of its own).
 */
export function usePrefetchedGameCatalogues(): void {
  const { locale } = useT();
  useEffect(() => {
    if (locale === 'en' || locale === 'en-XA') return;
    const lang: Translated = locale;
    const timer = setTimeout(() => {
      void load(SHARED_LOADERS, sharedPath(lang));
      for (const path of Object.keys(GAME_LOADERS)) if (path.endsWith(`/i18n/${lang}.ts`)) void load(GAME_LOADERS, path);
    }, 300);
    return () => clearTimeout(timer);
  }, [locale]);
}

/**
 * The reader's catalogue for a game (null: only the engine's, the table's and the host's sentences): a lookup
 * of translated patterns, empty until it has loaded (English shows meanwhile; not at all once the lobby has
 * prefetched it) and for English itself.
 */
export function useGameCatalogue(game: string | null): { locale: Locale; lookup: Catalogue } {
  const { locale } = useT();
  const key = `${game ?? ''}\u0000${locale}`;
  // Until this screen's own load returns, a catalogue that has already arrived is read at once (below).
  const [loaded, setLoaded] = useState<{ key: string; lookup: Catalogue } | null>(null);
  useEffect(() => {
    if (locale === 'en' || locale === 'en-XA') return;
    let live = true;
    loadGameCatalogue(game, locale).then((lookup) => { if (live) setLoaded({ key, lookup }); }, () => {});
    return () => { live = false; };
  }, [game, locale, key]);
  return useMemo(() => ({ locale, lookup: loaded?.key === key ? loaded.lookup : arrivedGameCatalogue(game, locale) ?? {} }), [game, locale, loaded, key]);
}

/** The pattern a reader sees for an id: their language's, else English (accented and longer in `en-XA`). */
function patternFor(locale: Locale, lookup: Catalogue, english: Pattern): (id: string) => Pattern;
function patternFor(locale: Locale, lookup: Catalogue, english: (id: string) => Pattern | undefined): (id: string) => Pattern | undefined;
function patternFor(locale: Locale, lookup: Catalogue, english: Pattern | ((id: string) => Pattern | undefined)) {
  return (id: string) => {
    const en = typeof english === 'function' ? english(id) : english;
    if (locale === 'en-XA') return en === undefined ? undefined : pseudoPattern(en);
    return lookup[id] ?? en;
  };
}

/**
 * A game's messages (its log, refusals, score lines; the engine's and the host's) as text in the reader's
 * language; seats stay `{seat:N}` tokens for SeatText, numbers are grouped in the reader's locale and long ones
 * written short (`shortAmount`).
 */
export function useMessageText(game: string | null, english: Catalogue | undefined): (msg: Msg) => string {
  const { locale, lookup } = useGameCatalogue(game);
  return useMemo(() => {
    const en = (id: string): Pattern | undefined => english?.[id] ?? SHARED_EN[id];
    const find = patternFor(locale, lookup, en);
    const intl = locale === 'en-XA' ? 'en' : locale;
    // Long numbers (Magic Money's amounts) as people read them; the ledgers keep every digit.
    const num = (digits: string) => shortAmount(digits, intl);
    if (locale === 'en') return (msg: Msg) => formatMsg(msg, find, { num });
    return (msg: Msg) => formatMsg(msg, find, { locale: intl, seat: (s) => `{seat:${s}}`, num });
  }, [english, locale, lookup]);
}

/**
 * The ids a game's option texts go by in its catalogues (`<game>.option.<key>`, `.help`, `.<value>`), with their
 * English. Its rules are keyed messages of its own catalogue (`<game>.rules.<section>.<name>`: `rulesSections`).
 */
export function infoTexts(info: Pick<GameInfo, 'id' | 'options'>): [id: string, english: string][] {
  const g = info.id;
  const out: [string, string][] = [];
  for (const spec of info.options) {
    out.push([`${g}.option.${spec.key}`, spec.label]);
    if (spec.help) out.push([`${g}.option.${spec.key}.help`, spec.help]);
    if (spec.kind === 'choice' || spec.kind === 'multi') for (const c of spec.choices) out.push([`${g}.option.${spec.key}.${c.value}`, c.label]);
  }
  return out;
}

/** Plain text (no ICU arguments) through a catalogue: translated, or English. */
function plain(locale: Locale, lookup: Catalogue, id: string, english: string): string {
  if (locale === 'en') return english;
  if (locale === 'en-XA') return stretch(english);
  const pattern = lookup[id];
  return pattern === undefined ? english : render(pattern, locale, {}) as string;
}

/**
 * A game's one-line summary in the reader's language: it comes with the game's info in every language (`summaryIn`),
 * so the lobby shows it at once, loading no game's catalogue.
 */
export function localSummary(info: Pick<GameInfo, 'summary' | 'summaries'>, locale: Locale): string {
  return locale === 'en-XA' ? stretch(info.summary) : summaryIn(info, locale);
}

/** A game's `GameInfo` (summary, options, rules) in the reader's language. */
export function localGameInfo<I extends GameInfo | undefined>(info: I, locale: Locale, lookup: Catalogue): I {
  if (!info || locale === 'en') return info;
  const g = info.id;
  const tr = (id: string, en: string) => plain(locale, lookup, id, en);
  const option = (spec: OptionSpec): OptionSpec => {
    const base = { ...spec, label: tr(`${g}.option.${spec.key}`, spec.label), help: spec.help && tr(`${g}.option.${spec.key}.help`, spec.help) };
    if (spec.kind === 'choice' || spec.kind === 'multi') {
      const choices = spec.choices.map((c) => ({ ...c, label: tr(`${g}.option.${spec.key}.${c.value}`, c.label) }));
      return { ...base, choices } as OptionSpec;
    }
    return base as OptionSpec;
  };
  const rules = info.rules.map((s) => localSection(g, s, locale, lookup));
  return { ...info, summary: localSummary(info, locale), options: info.options.map(option), rules };
}

/**
 * A rules section in the reader's language: its title by its key, each paragraph's message with its parameters
 * (the engine's constants); English where the catalogue lacks one, or for a section with no key.
 */
function localSection(game: string, s: RulesSection, locale: Locale, lookup: Catalogue): RulesSection {
  if (!s.key || !s.texts) return s;
  const local = (msg: Msg | undefined, english: string): string => {
    if (locale === 'en-XA') return stretch(english);
    if (!msg || lookup[msg.id] === undefined) return english;
    try {
      return formatMsg(msg, (id) => lookup[id], { locale });
    } catch {
      return english;
    }
  };
  const title = local(s.titleMsg ?? { id: `${game}.rules.${s.key}.title` }, s.title);
  return { ...s, title, paragraphs: s.paragraphs.map((english, j) => local(s.texts![j], english)) };
}

/** `localGameInfo` for the reader, loading the game's catalogue. */
export function useLocalGameInfo<I extends GameInfo | undefined>(info: I): I {
  const { locale, lookup } = useGameCatalogue(info?.id ?? null);
  return useMemo(() => localGameInfo(info, locale, lookup), [info, locale, lookup]);
}

type Plain = string | number | bigint;
type RichValue = Plain | ReactNode;

function render(pattern: Pattern, locale: string, values: Record<string, RichValue>): string | RichValue[] {
  return messageFormat(pattern, locale).format(values as Record<string, Plain>) as string | RichValue[];
}

export interface GameTranslate<Id extends string> {
  (id: Id, values?: Record<string, Plain>): string;
  /** A message whose values include React elements (a player's badge, a gem). */
  rich(id: Id, values: Record<string, RichValue>): ReactNode;
  /** A message (an id of the catalogue, its params possibly nested messages and lists) as text. */
  msg(m: Msg): string;
  locale: Locale;
}

/**
 * A game table's own words: `const useMyGameT = gameTexts('<id>', UI_EN)` in the game's folder, then
 * `const t = useMyGameT(); t('<id>.ui.yourBid', { coins })` in its components. A misspelled id fails the
 * type check; the reader's language loads on demand (English meanwhile).
 */
export function gameTexts<C extends Catalogue>(game: string, english: C): () => GameTranslate<Extract<keyof C, string>> {
  return function useGameT() {
    const { locale, lookup } = useGameCatalogue(game);
    return useMemo(() => makeGameTranslate(english, locale, lookup), [locale, lookup]);
  };
}

/** `gameTexts`' translate for a locale and a loaded catalogue (tests call it directly). */
export function makeGameTranslate<C extends Catalogue>(english: C, locale: Locale, lookup: Catalogue = {}): GameTranslate<Extract<keyof C, string>> {
  const intl = locale === 'en-XA' ? 'en' : locale;
  const find = (id: string) => patternFor(locale, lookup, english[id] ?? id)(id);
  const t = ((id: string, values?: Record<string, Plain>) => {
    const out = render(find(id), intl, values ?? {});
    return Array.isArray(out) ? out.join('') : out;
  }) as unknown as GameTranslate<Extract<keyof C, string>>;
  t.rich = (id, values) => {
    const out = render(find(id), intl, values);
    return Array.isArray(out) ? out.map((part, i) => <Fragment key={i}>{part}</Fragment>) : out;
  };
  // A message of the game's catalogue whose params nest names (an engine sentence's part, e.g. a place).
  t.msg = (m: Msg) => formatMsg(m, find, { locale: intl, seat: (s) => `{seat:${s}}` });
  t.locale = locale;
  return t;
}
