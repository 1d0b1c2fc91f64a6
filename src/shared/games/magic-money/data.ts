/**
 * The 21 Creature cards of Magic Money (the rulebook does not list them; this
 * set, its names and its abilities are ours — see the rules screen, rulesText.ts) and the
 * deck size per player count. Data only; names and ability texts are
 * messages of the catalogue (messages.ts), rendered in English once, here.
 */
import type { Msg } from '../../engine/types.js';
import { MESSAGES, english, msg } from './messages.js';

/** Where a "cross out" ability may strike on the adopter's own ledger. */
export type LedgerSide = 'public' | 'private';

export type Ability =
  /** Cross out one (not yet crossed-out) number on your own ledger; you choose which. */
  | { kind: 'crossOut'; side: LedgerSide | 'any' }
  /** Copy the price you just paid onto the Private side of a rival's ledger; you choose the rival. */
  | { kind: 'forge' };

export interface Creature {
  id: number;
  /** The creature's name in English (rendered from `nameMsg`). */
  name: string;
  /** The creature's name, as a message. */
  nameMsg: Msg;
  /** Victory points printed on the card, 0–5. */
  vp: number;
  horns: number;
  wings: number;
  leftHearts: number;
  rightHearts: number;
  ability: Ability | null;
}

const c = (id: number, nameId: keyof typeof MESSAGES, vp: number, horns: number, wings: number, leftHearts: number, rightHearts: number,
  ability: Ability | null = null): Creature => {
  const nameMsg = msg(nameId);
  return { id, name: english(nameMsg), nameMsg, vp, horns, wings, leftHearts, rightHearts, ability };
};

export const CREATURES: readonly Creature[] = [
  c(0, 'magic-money.moonmoth', 2, 0, 2, 0, 0),
  c(1, 'magic-money.gildedToad', 3, 0, 0, 1, 0),
  c(2, 'magic-money.emberWhelp', 1, 1, 1, 0, 0, { kind: 'crossOut', side: 'any' }),
  c(3, 'magic-money.thornbackYak', 2, 2, 0, 0, 0),
  c(4, 'magic-money.velvetOwlbear', 4, 0, 1, 0, 1),
  c(5, 'magic-money.puddleKraken', 0, 0, 0, 1, 1, { kind: 'forge' }),
  c(6, 'magic-money.lanternSprite', 1, 0, 2, 0, 0, { kind: 'crossOut', side: 'private' }),
  c(7, 'magic-money.quillGryphon', 3, 1, 2, 0, 0),
  c(8, 'magic-money.cinderGoat', 2, 3, 0, 0, 0),
  c(9, 'magic-money.hushFox', 1, 0, 0, 0, 1, { kind: 'crossOut', side: 'private' }),
  c(10, 'magic-money.marbleBasilisk', 5, 0, 0, 0, 0),
  c(11, 'magic-money.tidewyrm', 2, 1, 1, 1, 0),
  c(12, 'magic-money.snuffleImp', 0, 1, 0, 0, 0, { kind: 'forge' }),
  c(13, 'magic-money.brambleUnicorn', 3, 1, 0, 0, 1),
  c(14, 'magic-money.ledgerMimic', 0, 0, 0, 1, 0, { kind: 'crossOut', side: 'any' }),
  c(15, 'magic-money.cloudFerret', 2, 0, 3, 0, 0),
  c(16, 'magic-money.copperChimera', 1, 2, 1, 0, 1),
  c(17, 'magic-money.rosehipDrake', 2, 0, 1, 2, 0),
  c(18, 'magic-money.inkHydra', 1, 0, 0, 0, 2, { kind: 'crossOut', side: 'public' }),
  c(19, 'magic-money.sugarPhoenix', 4, 0, 1, 0, 0),
  c(20, 'magic-money.glumTroll', 3, 1, 0, 0, 0),
];

/** Cards in the Creature deck by player count (the rest go back to the box). */
export const DECK_SIZE: Readonly<Record<number, number>> = { 3: 9, 4: 10, 5: 11, 6: 12 };

export function creature(id: number): Creature {
  const card = CREATURES[id];
  if (!card) throw new RangeError(`No creature ${id}`);
  return card;
}

/** The ability's text as printed on the card, as a message. */
function abilityMsg(ability: Ability): Msg {
  return ability.kind === 'forge' ? msg('magic-money.abilityForge') : msg('magic-money.abilityCrossOut', { side: ability.side });
}

const ABILITY_TEXT = {
  forge: english(abilityMsg({ kind: 'forge' })),
  any: english(abilityMsg({ kind: 'crossOut', side: 'any' })),
  public: english(abilityMsg({ kind: 'crossOut', side: 'public' })),
  private: english(abilityMsg({ kind: 'crossOut', side: 'private' })),
};

/** The ability's text as printed on the card, in English ('' for none). */
export function abilityText(ability: Ability | null): string {
  if (!ability) return '';
  return ability.kind === 'forge' ? ABILITY_TEXT.forge : ABILITY_TEXT[ability.side];
}

/** A creature's name by id, as a message parameter. */
export const creatureName = (id: number): { msg: Msg } => ({ msg: creature(id).nameMsg });
