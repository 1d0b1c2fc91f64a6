/**
 * Magical Library's words for its table and campaign screens: its own (`en.ts`), the engine's names
 * (colours, symbols, modules) and the rules screen's paragraphs (a box's modules quote them), in the
 * reader's language. The root components (the table, the room's and the game's campaign panels) take them
 * with `useLibraryT()` and hand them down through `LibraryTexts`; the pieces below read `useLib()`
 * (English when nothing provides it, e.g. in a test).
 */
import { createContext, useContext } from 'react';
import { MESSAGES } from '../../../../shared/games/magical-library/messages.js';
import { RULES } from '../../../../shared/games/magical-library/rulesText.js';
import type { Catalogue } from '../../../../shared/engine/messages.js';
import { gameTexts, makeGameTranslate, type GameTranslate } from '../../../i18n/games.js';
import type { Locale } from '../../../i18n/locales.js';
import UI_EN from '../../../../shared/games/magical-library/i18n/en.js';

type RuleId = `magical-library.rules.${number}.${number}`;
const RULES_EN = Object.fromEntries(RULES.flatMap((s, i) => s.paragraphs.map((p, j) => [`magical-library.rules.${i}.${j}`, p]))) as Record<RuleId, string>;

const LIBRARY_EN: typeof MESSAGES & Record<RuleId, string> & typeof UI_EN = { ...MESSAGES, ...RULES_EN, ...UI_EN };

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

/** The index of the rules screen's "Modules" section (its paragraphs are the modules in order). */
export const MODULES_SECTION = RULES.findIndex((s) => s.title === 'Modules');
