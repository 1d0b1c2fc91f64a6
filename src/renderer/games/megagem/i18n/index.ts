/** MegaGem's table words: `useMegaGemT()` for its own (`megagem.ui.*`), `Words` for the names of its things in the reader's language. */
import { createContext, useContext } from 'react';
import type { Msg } from '../../../../shared/engine/types.js';
import { COLOR_NAME, type Color } from '../../../../shared/games/megagem/data.js';
import { english } from '../../../../shared/games/megagem/messages.js';
import { gameTexts, makeGameTranslate, type GameTranslate } from '../../../i18n/games.js';
import UI_EN from '../../../../shared/games/megagem/i18n/en.js';

export const useMegaGemT = gameTexts('megagem', UI_EN);

export type MegaGemT = GameTranslate<Extract<keyof typeof UI_EN, string>>;

/** The table's words: its own (`t`), the engine's messages as text (`text`), a colour's name (`color`). */
export interface Words {
  t: MegaGemT;
  text: (msg: Msg) => string;
  color: (c: Color) => string;
}

export function makeWords(t: MegaGemT, text: (msg: Msg) => string): Words {
  return { t, text, color: (c) => text(COLOR_NAME[c]) };
}

/** English, for a component drawn outside a table (tests). */
const ENGLISH: Words = makeWords(makeGameTranslate(UI_EN, 'en'), english);

export const WordsContext = createContext<Words>(ENGLISH);

/** The words of the table around (English outside one). */
export const useWords = (): Words => useContext(WordsContext);

/** English words, for helpers called outside a table. */
export const englishWords = ENGLISH;
