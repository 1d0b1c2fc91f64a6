/**
 * One way to make an ICU message (FormatJS's `intl-messageformat`) for the engine, the host and the client:
 * `messageFormat(pattern, locale)`. Every message shares one set of `Intl` formatters (number formats, plural
 * rules, date formats) per locale and options, and a locale is resolved once, not once per message: making
 * each message its own formatters and asking the runtime for its supported locales was a large share of
 * the client's work before the lobby showed on a slow phone. Patterns are read by `parseIcu` (icu-syntax.ts), not
 * FormatJS's parser, which the renderer's build leaves out (vite.config.ts).
 */
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { parseIcu } from './icu-syntax.js';

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

/** A compiled message in `locale`; tags are plain text (as FormatJS's `ignoreTag`), read by the app's own ICU reader (icu-syntax.ts). */
export function messageFormat(pattern: string, locale: string): IntlMessageFormat {
  return new IntlMessageFormat(parseIcu(pattern), locale, undefined, { formatters });
}

export type { IntlMessageFormat };
