/**
 * The reader's language in the client (FormatJS's `intl-messageformat` renders ICU MessageFormat: plurals,
 * selects, numbers in the reader's locale). Every word a player reads comes from a catalogue: the app's
 * (`i18n/app/<locale>.ts`, English is the reference and defines the ids, so a missing or misspelled id fails
 * the type check) and each game's. `useT()` gives `t(id, values)` for text and `t.rich(id, values)` when a
 * value is a React element (a player's badge). Other languages load on demand; until then English shows.
 * Code outside React (the connection's refusals and notices) reads the same language from `i18n/reader.ts`,
 * which the provider keeps up to date.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { resolveLocale, type Locale, type LocaleChoice } from './locales.js';
import { setReaderLocale } from './reader.js';
import { APP_LOADERS, makeTranslate, type AppCatalogue, type Translate } from './translate.js';

export type { AppMsgId } from './app/en.js';
export { makeTranslate, type AppCatalogue, type Translate } from './translate.js';

const english = makeTranslate('en');
const I18n = createContext<Translate>(english);

/** The reader's language for everything inside (their profile's choice, or the device's). */
export function I18nProvider({ choice, children }: { choice: LocaleChoice; children: ReactNode }) {
  const locale = resolveLocale(choice);
  const [loaded, setLoaded] = useState<{ locale: Locale; catalogue: AppCatalogue } | null>(null);
  useEffect(() => {
    setReaderLocale(locale);
    if (locale === 'en' || locale === 'en-XA') return;
    let live = true;
    APP_LOADERS[locale]().then((m) => { if (live) setLoaded({ locale, catalogue: m.default }); }, () => {});
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
