/**
 * The reader's language outside React: the connection's refusals and notices, the address check, the
 * shared screen's name. `I18nProvider` (and, before React draws, the early link) sets the reader's locale
 * here; this module then loads the app's catalogue and the engine's, the table's and the host's sentences
 * (`i18n/shared/<locale>.ts`) for it, and a game screen adds its game's catalogue (`addReaderCatalogue`).
 *
 * - `appText(id, values)`: an app message (`i18n/app/<locale>.ts`) in the reader's language.
 * - `messageText(msg, english, seatName)`: a message from the host, the engine or a game (`Msg`) in the
 *   reader's language, seats as names; the host's English sentence when there is no message, its id is
 *   unknown here or its catalogue has not loaded yet.
 *
 * A text is rendered when it is made (a refusal when it arrives, a notice when it is shown first): one made
 * before the reader's catalogues loaded stays English.
 */
import { ENGINE_MESSAGES, formatMsg, type Catalogue } from '../../shared/engine/messages.js';
import type { Msg } from '../../shared/engine/types.js';
import { HOST_MESSAGES } from '../../shared/host-messages.js';
import { TABLE_MESSAGES } from '../../shared/table-messages.js';
import type { AppMsgId } from './app/en.js';
import type { Locale } from './locales.js';
import { pseudoPattern } from './pseudo.js';
import { APP_LOADERS, makeTranslate, type AppCatalogue, type Translate } from './translate.js';

const SHARED_LOADERS = import.meta.glob<{ default: Catalogue }>('./shared/{de,fr,es}.ts');
const SHARED_EN: Catalogue = { ...ENGINE_MESSAGES, ...TABLE_MESSAGES, ...HOST_MESSAGES };
const SEAT_TOKEN = /\{seat:(\d+)\}/g;

interface Reader {
  locale: Locale;
  /** The app's catalogue (English until the reader's has loaded). */
  t: Translate;
  /** Translated message patterns loaded so far (the shared sentences, the games' that a screen added). */
  lookup: Catalogue;
  /** Resolves when the locale's catalogues have loaded. */
  ready: Promise<void>;
}

let reader: Reader | null = null;
const current = (): Reader => (reader ??= { locale: 'en', t: makeTranslate('en'), lookup: {}, ready: Promise.resolve() });

/**
 * Sets the reader's locale and loads its catalogues; resolves once they are in. Setting the same locale
 * again changes nothing (and resolves when the first load does).
 */
export function setReaderLocale(locale: Locale): Promise<void> {
  const now = current();
  if (now.locale === locale) return now.ready;
  if (locale === 'en' || locale === 'en-XA') {
    reader = { locale, t: makeTranslate(locale), lookup: {}, ready: Promise.resolve() };
    return reader.ready;
  }
  const loadShared = SHARED_LOADERS[`./shared/${locale}.ts`];
  const next: Reader = { locale, t: makeTranslate(locale, {} as AppCatalogue), lookup: {}, ready: Promise.resolve() };
  next.ready = Promise.all([
    APP_LOADERS[locale]().then((m) => m.default, () => null),
    loadShared ? loadShared().then((m) => m.default, () => ({})) : Promise.resolve({}),
  ]).then(([app, shared]) => {
    if (reader !== next) return;
    if (app) next.t = makeTranslate(locale, app);
    next.lookup = { ...shared, ...next.lookup };
  });
  reader = next;
  return next.ready;
}

/** Adds translated patterns for `locale` (a game's catalogue, loaded by its screen); ignored for another locale. */
export function addReaderCatalogue(locale: Locale, lookup: Catalogue): void {
  const r = current();
  if (r.locale === locale && Object.keys(lookup).length > 0) r.lookup = { ...r.lookup, ...lookup };
}

/** An app message in the reader's language. */
export function appText(id: AppMsgId, values?: Record<string, string | number>): string {
  return current().t(id, values);
}

/**
 * A host's, the engine's or a game's message in the reader's language, seats named by `seatName` (else left
 * as `{seat:N}` tokens); `english` (the host's sentence) when there is no message or no translation of it.
 */
export function messageText(msg: Msg | undefined, english: string, seatName?: (seat: number) => string): string {
  const r = current();
  const named = (text: string) => (seatName ? text.replace(SEAT_TOKEN, (_, n: string) => seatName(Number(n))) : text);
  if (!msg || r.locale === 'en') return named(english);
  const find = r.locale === 'en-XA'
    ? (id: string) => (SHARED_EN[id] === undefined ? undefined : pseudoPattern(SHARED_EN[id]))
    : (id: string) => r.lookup[id] ?? SHARED_EN[id];
  if (find(msg.id) === undefined || (r.locale !== 'en-XA' && r.lookup[msg.id] === undefined)) return named(english);
  try {
    return formatMsg(msg, find, { locale: r.locale === 'en-XA' ? 'en' : r.locale, seat: seatName ?? ((s) => `{seat:${s}}`) });
  } catch {
    return named(english);
  }
}
