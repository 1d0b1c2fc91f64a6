/**
 * The app's catalogue as a function: `makeTranslate(locale, catalogue)` gives `t(id, values)` for text and
 * `t.rich(id, values)` when a value is a React element. React components get theirs from `useT()`
 * (i18n/index.tsx); code outside React (the connection, notices) from the reader (i18n/reader.ts).
 */
import { Fragment, type ReactNode } from 'react';
import { messageFormat } from '../../shared/icu.js';
import { APP_EN, type AppCatalogue, type AppMsgId } from './app/en.js';
import type { Locale } from './locales.js';
import { pseudoPattern } from './pseudo.js';

export type { AppCatalogue } from './app/en.js';

type Plain = string | number | bigint;
type RichValue = Plain | ReactNode;

export interface Translate {
  (id: AppMsgId, values?: Record<string, Plain>): string;
  /** A message whose values include React elements (names as badges, buttons). */
  rich(id: AppMsgId, values: Record<string, RichValue>): ReactNode;
  locale: Locale;
}

/** The app's catalogue in each other language, loaded on demand (its own chunk). */
export const APP_LOADERS: Record<Exclude<Locale, 'en' | 'en-XA'>, () => Promise<{ default: AppCatalogue }>> = {
  de: () => import('./app/de.js'),
  fr: () => import('./app/fr.js'),
  es: () => import('./app/es.js'),
};

function format(locale: Locale, catalogue: AppCatalogue, id: AppMsgId, values?: Record<string, RichValue>): string | RichValue[] {
  const f = locale === 'en-XA' ? messageFormat(pseudoPattern(APP_EN[id]), 'en') : messageFormat(catalogue[id] ?? APP_EN[id], locale);
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
