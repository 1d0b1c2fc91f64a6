/**
 * Magic Market's words for its table: its own (en.ts) and the engine's names (Objects, landmarks, the Price
 * die's colours, the score lines), in the reader's language (de/fr/es load on demand).
 */
import { createContext, useContext } from 'react';
import { gameTexts, makeGameTranslate } from '../../../i18n/games.js';
import { MESSAGES, objectNameId, type ObjectNameId } from '../../../../shared/games/magic-market/messages.js';
import { OBJECTS } from '../../../../shared/games/magic-market/data.js';
import UI_EN from '../../../../shared/games/magic-market/i18n/en.js';

const ENGLISH = { ...MESSAGES, ...UI_EN };

/** The table's hook: MarketTable calls it once and hands it down (MarketText), so no tile waits for its own load. */
export const useMarketT = gameTexts('magic-market', ENGLISH);
export type MarketT = ReturnType<typeof useMarketT>;

/** The table's translate for its parts (English outside a table, e.g. in the dev harness). */
export const MarketText = createContext<MarketT>(makeGameTranslate(ENGLISH, 'en'));
export const useMT = (): MarketT => useContext(MarketText);

const NAME_IDS: ReadonlyMap<string, ObjectNameId> = new Map(OBJECTS.map((o) => [o.id, objectNameId(o.name)]));

/** An Object's name's id in the catalogue, by the Object's id ("orange-loki-plush"). */
export function objectNameOf(id: string): ObjectNameId {
  const n = NAME_IDS.get(id);
  if (!n) throw new Error(`No magic Object "${id}"`);
  return n;
}
