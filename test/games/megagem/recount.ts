/**
 * An independent recount of MegaGem's final scores, written from the
 * rulebook without the game's scoring code: the value charts are typed in
 * again here, and mission values come from the rulebook's families.
 */
import { AUCTION_CARDS, MISSIONS } from '../../../src/shared/games/megagem/data.js';
import type { MegaGemState } from '../../../src/shared/games/megagem/state.js';

// Rulebook "Value Charts" table, rows = gems in the display 0..5+.
const TABLE: Record<string, number[]> = {
  A: [0, 4, 8, 12, 16, 20],
  B: [20, 16, 12, 8, 4, 0],
  C: [0, 2, 5, 9, 14, 20],
  D: [20, 18, 15, 11, 6, 0],
  E: [0, 4, 10, 18, 6, 0],
};

function missionCoins(id: number): number {
  const m = MISSIONS[id];
  if (m.family === 'pendant') return 5;
  if (m.family === 'crown') return 10;
  return m.need.kind === 'pairs' ? 15 : 10; // shields: two pairs 15, four colours 10
}

export function recount(s: MegaGemState): number[] {
  const inDisplay = new Map<number, number>();
  for (const d of s.display) {
    const colour = Math.floor(d.gem / 6);
    inDisplay.set(colour, (inDisplay.get(colour) ?? 0) + 1);
  }
  return s.collections.map((c, seat) => {
    let total = s.coins[seat];
    for (const gem of c.gems) total += TABLE[s.chart][Math.min(5, inDisplay.get(Math.floor(gem / 6)) ?? 0)];
    for (const id of c.missions) total += missionCoins(id);
    for (const id of c.loans) {
      const card = AUCTION_CARDS[id];
      if (card.kind !== 'loan') throw new Error('not a loan');
      total -= card.amount;
    }
    for (const inv of c.investments) {
      const card = AUCTION_CARDS[inv.card];
      if (card.kind !== 'investment') throw new Error('not an investment');
      total += inv.locked + card.amount;
    }
    return total;
  });
}
