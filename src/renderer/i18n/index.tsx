/**
 * The reader's language in the client (FormatJS's `intl-messageformat` renders ICU MessageFormat: plurals,
 * selects, numbers in the reader's locale). Every word a player reads comes from a catalogue: the app's
 * (`i18n/app/<locale>.ts`, English is the reference and defines the ids, so a missing or misspelled id fails
 * the type check) and each game's. `useT()` gives `t(id, values)` for text and `t.rich(id, values)` when a
 * value is a React element (a player's badge). Other languages load on demand; until then English shows.
 */
import { createContext, Fragment, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import { APP_EN, type AppMsgId } from './app/en.js';
import { resolveLocale, type Locale, type LocaleChoice } from './locales.js';
import { pseudoPattern } from './pseudo.js';

export type { AppMsgId } from './app/en.js';
export type AppCatalogue = Record<AppMsgId, string>;

type Plain = string | number | bigint;
type RichValue = Plain | ReactNode;

export interface Translate {
  (id: AppMsgId, values?: Record<string, Plain>): string;
  /** A message whose values include React elements (names as badges, buttons). */
  rich(id: AppMsgId, values: Record<string, RichValue>): ReactNode;
  locale: Locale;
}

const LOADERS: Record<Exclude<Locale, 'en' | 'en-XA'>, () => Promise<{ default: AppCatalogue }>> = {
  de: () => import('./app/de.js'),
  fr: () => import('./app/fr.js'),
  es: () => import('./app/es.js'),
};

const compiled = new Map<string, IntlMessageFormat>();

function format(locale: Locale, catalogue: AppCatalogue, id: AppMsgId, values?: Record<string, RichValue>): string | RichValue[] {
  const key = `${locale}\u0000${id}`;
  let f = compiled.get(key);
  if (!f) {
    const pattern = locale === 'en-XA' ? pseudoPattern(APP_EN[id]) : catalogue[id] ?? APP_EN[id];
    f = new IntlMessageFormat(pattern, locale === 'en-XA' ? 'en' : locale, undefined, { ignoreTag: true });
    compiled.set(key, f);
  }
  return f.format(values as Record<string, Plain>) as string | RichValue[];
}

export function makeTranslate(locale: Locale, catalogue: AppCatalogue = APP_EN): Translate {
  const t = ((id: AppMsgId, values?: Record<string, Plain>) => {
    const out = format(locale, catalogue, id, values);
    return Array.isArray(out) ? out.join('') : out;
  }) as Translate;
  t.rich = (id, values) => {
    const out = format(locale, catalogue, id, values);
    return Array.isArray(out) ? out.map((part, i) => <Fragment key={i}>{part}</Fragment>) : out;
  };
  t.locale = locale;
  return t;
}

const english = makeTranslate('en');
const I18n = createContext<Translate>(english);

/** The reader's language for everything inside (their profile's choice, or the device's). */
export function I18nProvider({ choice, children }: { choice: LocaleChoice; children: ReactNode }) {
  const locale = resolveLocale(choice);
  const [loaded, setLoaded] = useState<{ locale: Locale; catalogue: AppCatalogue } | null>(null);
  useEffect(() => {
    if (locale === 'en' || locale === 'en-XA') return;
    let live = true;
    LOADERS[locale]().then((m) => { if (live) setLoaded({ locale, catalogue: m.default }); }, () => {});
    return () => { live = false; };
  }, [locale]);
  const value = useMemo(() => {
    if (locale === 'en' || locale === 'en-XA') return makeTranslate(locale);
    return loaded?.locale === locale ? makeTranslate(locale, loaded.catalogue) : english;
  }, [locale, loaded]);
  useEffect(() => { document.documentElement.lang = value.locale; }, [value.locale]);
  return <I18n.Provider value={value}>{children}</I18n.Provider>;
}

export function useT(): Translate {
  return useContext(I18n);
}
