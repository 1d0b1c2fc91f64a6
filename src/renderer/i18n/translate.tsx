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

/**
 * English words the first screen does not carry (src/shared/i18n/app/en-table.ts): the lazy screens that read them
 * hand them over (src/renderer/i18n/tableWords.ts) as their chunk loads, before they render.
 */
const lateEnglish: Partial<Record<AppMsgId, string>> = {};

export function addEnglish(words: Partial<Record<AppMsgId, string>>): void {
  Object.assign(lateEnglish, words);
}

/** The English of `id`; an id whose words have not come yet reads as itself (a test keeps that from happening). */
function englishOf(id: AppMsgId): string {
  return (APP_EN as Partial<Record<AppMsgId, string>>)[id] ?? lateEnglish[id] ?? id;
}

function format(locale: Locale, catalogue: AppCatalogue | undefined, id: AppMsgId, values?: Record<string, RichValue>): string | RichValue[] {
  const f = locale === 'en-XA' ? messageFormat(pseudoPattern(englishOf(id)), 'en') : messageFormat(catalogue?.[id] ?? englishOf(id), locale);
  return f.format(values as Record<string, Plain>) as string | RichValue[];
}

export function makeTranslate(locale: Locale, catalogue?: AppCatalogue): Translate {
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
