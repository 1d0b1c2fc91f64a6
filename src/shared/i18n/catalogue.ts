/**
 * The shape of a game's catalogues (`src/shared/games/<id>/i18n/`), which its manifest holds: English at once,
 * every other language loaded on demand (its own chunk in the client's build).
 */
import type { Catalogue } from '../engine/messages.js';
import type { SpokenLocale } from './locales.js';

/** The languages a catalogue is translated into (English is the reference). */
export type TranslatedLocale = Exclude<SpokenLocale, 'en'>;

/**
 * The type of a game's catalogue in another language: every id of its English ones (`Ids`), plus its
 * `GameInfo` texts (`<game>.option.*`, `<game>.rules.*`, checked by the contract test).
 */
export type GameCatalogue<Ids extends string, G extends string> =
  { [K in Ids]: string } & { [K in `${G}.option.${string}` | `${G}.rules.${string}`]: string };

/** A game's words: `en` (its engine's and its table's, merged) and a loader for each other language. */
export interface GameCatalogues {
  en: Catalogue;
  load: Record<TranslatedLocale, () => Promise<{ default: Catalogue }>>;
}
