/**
 * The 21 Creature cards of Magic Money (the rulebook does not list them; this
 * set, its names and its abilities are ours — see HOUSE-RULES.md). Data only.
 */

/** Where a "cross out" ability may strike on the adopter's own ledger. */
export type LedgerSide = 'public' | 'private';

export type Ability =
  /** Cross out one (not yet crossed-out) number on your own ledger; you choose which. */
  | { kind: 'crossOut'; side: LedgerSide | 'any' }
  /** Copy the price you just paid onto the Private side of a rival's ledger; you choose the rival. */
  | { kind: 'forge' };

export interface Creature {
  id: number;
  name: string;
  /** Victory points printed on the card, 0–5. */
  vp: number;
  horns: number;
  wings: number;
  leftHearts: number;
  rightHearts: number;
  ability: Ability | null;
}

const c = (id: number, name: string, vp: number, horns: number, wings: number, leftHearts: number, rightHearts: number,
  ability: Ability | null = null): Creature => ({ id, name, vp, horns, wings, leftHearts, rightHearts, ability });

export const CREATURES: readonly Creature[] = [
  c(0, 'Moonmoth', 2, 0, 2, 0, 0),
  c(1, 'Gilded Toad', 3, 0, 0, 1, 0),
  c(2, 'Ember Whelp', 1, 1, 1, 0, 0, { kind: 'crossOut', side: 'any' }),
  c(3, 'Thornback Yak', 2, 2, 0, 0, 0),
  c(4, 'Velvet Owlbear', 4, 0, 1, 0, 1),
  c(5, 'Puddle Kraken', 0, 0, 0, 1, 1, { kind: 'forge' }),
  c(6, 'Lantern Sprite', 1, 0, 2, 0, 0, { kind: 'crossOut', side: 'private' }),
  c(7, 'Quill Gryphon', 3, 1, 2, 0, 0),
  c(8, 'Cinder Goat', 2, 3, 0, 0, 0),
  c(9, 'Hush Fox', 1, 0, 0, 0, 1, { kind: 'crossOut', side: 'private' }),
  c(10, 'Marble Basilisk', 5, 0, 0, 0, 0),
  c(11, 'Tidewyrm', 2, 1, 1, 1, 0),
  c(12, 'Snuffle Imp', 0, 1, 0, 0, 0, { kind: 'forge' }),
  c(13, 'Bramble Unicorn', 3, 1, 0, 0, 1),
  c(14, 'Ledger Mimic', 0, 0, 0, 1, 0, { kind: 'crossOut', side: 'any' }),
  c(15, 'Cloud Ferret', 2, 0, 3, 0, 0),
  c(16, 'Copper Chimera', 1, 2, 1, 0, 1),
  c(17, 'Rosehip Drake', 2, 0, 1, 2, 0),
  c(18, 'Ink Hydra', 1, 0, 0, 0, 2, { kind: 'crossOut', side: 'public' }),
  c(19, 'Sugar Phoenix', 4, 0, 1, 0, 0),
  c(20, 'Glum Troll', 3, 1, 0, 0, 0),
];

/** Cards in the Creature deck by player count (the rest go back to the box). */
export const DECK_SIZE: Readonly<Record<number, number>> = { 3: 9, 4: 10, 5: 11, 6: 12 };

export function creature(id: number): Creature {
  const card = CREATURES[id];
  if (!card) throw new RangeError(`No creature ${id}`);
  return card;
}

/** The ability's text as printed on the card. */
export function abilityText(ability: Ability | null): string {
  if (!ability) return '';
  if (ability.kind === 'forge')
    return 'On adoption: copy the price you just paid onto the Private side of a rival’s ledger (you choose the rival).';
  const where = ability.side === 'any' ? 'your ledger (either side)' : `the ${ability.side === 'public' ? 'Public' : 'Private'} side of your ledger`;
  return `On adoption: cross out one number on ${where}; it no longer counts towards your total.`;
}
