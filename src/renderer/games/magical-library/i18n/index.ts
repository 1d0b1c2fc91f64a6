/**
 * Magical Library's words for its table and campaign screens: its own (`en.ts`), the engine's names
 * (colours, symbols, modules) and the rules screen's paragraphs (a box's modules quote them), in the
 * reader's language. The root components (the table, the room's and the game's campaign panels) take them
 * with `useLibraryT()` and hand them down through `LibraryTexts`; the pieces below read `useLib()`
 * (English when nothing provides it, e.g. in a test).
 */
import { createContext, useContext } from 'react';
import { MESSAGES } from '../../../../shared/games/magical-library/messages.js';
import { RULES_EN } from '../../../../shared/games/magical-library/rulesText.js';
import type { Catalogue } from '../../../../shared/engine/messages.js';
import { gameTexts, makeGameTranslate, type GameTranslate } from '../../../i18n/games.js';
import type { Locale } from '../../../i18n/locales.js';
import UI_EN from '../../../../shared/games/magical-library/i18n/en.js';

const LIBRARY_EN = { ...MESSAGES, ...RULES_EN, ...UI_EN };

export type LibraryT = GameTranslate<Extract<keyof typeof LIBRARY_EN, string>>;

export const useLibraryT: () => LibraryT = gameTexts('magical-library', LIBRARY_EN);

/** The words in a language, from its loaded catalogue (tests and the English default below). */
export const libraryTexts = (locale: Locale, lookup: Catalogue = {}): LibraryT => makeGameTranslate(LIBRARY_EN, locale, lookup);

/** The words in English (where no reader's language is provided). */
export const libraryEnglish: LibraryT = libraryTexts('en');

export const LibraryTexts = createContext<LibraryT>(libraryEnglish);

export function useLib(): LibraryT {
  return useContext(LibraryTexts);
}
