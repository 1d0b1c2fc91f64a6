/**
 * Magic Money's words in the reader's language: `useMoneyT()` gives `t(id, values)` over the table's own
 * words (en.ts) and the engine's catalogue (the creatures' names and abilities, the score lines), so one hook
 * reads both; the other languages load on demand (de.ts, fr.ts, es.ts, never imported here).
 */
import { createContext, useContext, useMemo } from 'react';
import { MESSAGES } from '../../../../shared/games/magic-money/messages.js';
import { creature } from '../../../../shared/games/magic-money/data.js';
import type { CreatureView } from '../../../../shared/games/magic-money/view.js';
import { gameTexts, makeGameTranslate } from '../../../i18n/games.js';
import { useT } from '../../../i18n/index.js';
import UI_EN from '../../../../shared/games/magic-money/i18n/en.js';

const ENGLISH = { ...MESSAGES, ...UI_EN };
/** The reader's catalogue, loading it (the table calls it once and hands it down through `MoneyText`). */
export const useMoneyT = gameTexts('magic-money', ENGLISH);
export type MoneyT = ReturnType<typeof useMoneyT>;

/**
 * The table's translate for everything inside it: one catalogue load for the whole table, so a part that
 * mounts later (the next phase's action, a new ledger entry) reads the reader's language from its first frame.
 */
export const MoneyText = createContext<MoneyT | null>(null);

/** The table's translate (outside a table: English words, numbers in the reader's locale). */
export function useMoney(): MoneyT {
  const given = useContext(MoneyText);
  const { locale } = useT();
  const fallback = useMemo(() => makeGameTranslate(ENGLISH, locale), [locale]);
  return given ?? fallback;
}
type MessageId = keyof typeof MESSAGES;

/** A creature's name in the reader's language. */
export function creatureName(t: MoneyT, c: Pick<CreatureView, 'id'>): string {
  return t(creature(c.id).nameMsg.id as MessageId);
}

/** A creature's ability as printed on its card, in the reader's language ('' for none). */
export function creatureAbility(t: MoneyT, c: Pick<CreatureView, 'ability' | 'crossSide'>): string {
  if (c.ability === 'forge') return t('magic-money.abilityForge');
  if (c.ability === 'crossOut') return t('magic-money.abilityCrossOut', { side: c.crossSide ?? 'any' });
  return '';
}
