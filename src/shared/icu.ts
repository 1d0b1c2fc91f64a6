/**
 * One way to make an ICU message (FormatJS's `intl-messageformat`) for the engine, the host and the client:
 * `messageFormat(pattern, locale)`, made once per pattern and locale. Every message shares one set of `Intl`
 * formatters (number formats, plural rules, date formats) per locale and options, and a locale is resolved
 * once, not once per message: making each message its own formatters and asking the runtime for its supported
 * locales was a large share of the client's work before the lobby showed on a slow phone.
 *
 * A pattern is a catalogue's string or its syntax tree (`Pattern`). The client's build compiles every catalogue
 * with FormatJS's own compiler (`formatjs compile --ast`, scripts/icu-catalogues.ts), so the browser gets trees
 * (and, for a message that is plain text, the text itself) and carries no ICU parser: its build replaces
 * FormatJS's parser by its `no-parser` twin (vite.config.ts). Node (the host, the engine, the tests) reads the
 * same catalogues as strings and parses them here with `@formatjs/icu-messageformat-parser`; tags are plain
 * text (FormatJS's `ignoreTag`).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';

/** A message's pattern: ICU MessageFormat text, or its syntax tree (as compiled for the client). */
export type Pattern = string | MessageFormatElement[];

/** Text with nothing ICU reads as syntax is its own message (the client's build leaves such messages as text). */
export const isPlainText = (pattern: string): boolean => /^[^{}'#<]*$/.test(pattern);

/** A pattern's syntax tree: a compiled one as it is, plain text as one literal, else parsed (never in the client). */
export function patternAst(pattern: Pattern): MessageFormatElement[] {
  if (typeof pattern !== 'string') return pattern;
  if (isPlainText(pattern)) return pattern === '' ? [] : [{ type: TYPE.literal, value: pattern }];
  return parse(pattern, { ignoreTag: true });
}

/** `make` memoised by its arguments (locales and plain options: JSON is a faithful key). */
function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let r = made.get(key);
    if (r === undefined) {
      r = make(...args);
      made.set(key, r);
    }
    return r;
  };
}

const formatters: Formatters = {
  getNumberFormat: memo((locales?: string | string[], opts?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, opts)),
  getDateTimeFormat: memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

// The library resolves the locale in every message's constructor, through `Intl.NumberFormat.supportedLocalesOf`,
// whose first call alone loads the runtime's whole locale list (a quarter of a second on a slow phone). Our
// locales are plain language tags that every runtime supports, so the tag itself is the answer (what the
// library would return for a supported tag), made once per tag: an `Intl.Locale` is immutable.
const resolved = new Map<string, Intl.Locale | undefined>();
IntlMessageFormat.resolveLocale = (locales: string | string[]) => {
  const tag = typeof locales === 'string' ? locales : locales[0];
  if (typeof Intl.Locale === 'undefined' || tag === undefined) return undefined;
  let locale = resolved.get(tag);
  if (!locale) resolved.set(tag, (locale = new Intl.Locale(tag)));
  return locale;
};

/** Messages made so far, per locale, by pattern (a string by its text, a tree by identity). */
const made = new Map<string, Map<Pattern, IntlMessageFormat>>();

/** The message for `pattern` in `locale`, made once. */
export function messageFormat(pattern: Pattern, locale: string): IntlMessageFormat {
  let byPattern = made.get(locale);
  if (!byPattern) made.set(locale, (byPattern = new Map()));
  let f = byPattern.get(pattern);
  if (!f) byPattern.set(pattern, (f = new IntlMessageFormat(patternAst(pattern), locale, undefined, { formatters })));
  return f;
}

export type { IntlMessageFormat };
