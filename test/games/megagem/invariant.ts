/** The invariants every MegaGem state keeps; throws with the broken rule. */
import { AUCTION_CARDS, MISSIONS } from '../../../src/shared/games/megagem/data.js';
import { completes, countByColor } from '../../../src/shared/games/megagem/missions.js';
import type { MegaGemState } from '../../../src/shared/games/megagem/state.js';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`MegaGem invariant broken: ${what}`);
}

export function invariant(s: MegaGemState): void {
  // Coins are a closed system: players + supply + coins locked on investments.
  const locked = s.collections.reduce((sum, c) => sum + c.investments.reduce((x, i) => x + i.locked, 0), 0);
  check(s.coins.reduce((a, b) => a + b, 0) + s.supply + locked === s.coinTotal, 'coins conserved');
  check(s.coins.every((c) => Number.isInteger(c) && c >= 0), 'no player below zero coins');

  // The 30 gem cards, each exactly once.
  const gems = [...s.gemDeck, ...s.row, ...s.hands.flat(), ...s.display.map((d) => d.gem), ...s.collections.flatMap((c) => c.gems)];
  check(gems.length === 30, `30 gem cards, found ${gems.length}`);
  check(new Set(gems).size === 30 && gems.every((g) => Number.isInteger(g) && g >= 0 && g < 30), 'each gem card exactly once');

  // Auction cards: deck + the one on the table (or already played) = 25; loans and investments in one collection at most.
  check(s.auctionDeck.length + s.round === 25 || (s.phase === 'over' && s.auctionDeck.length + s.round <= 25), 'auction cards accounted for');
  const won = s.collections.flatMap((c) => [...c.loans, ...c.investments.map((i) => i.card)]);
  check(new Set(won).size === won.length, 'each loan or investment card won once');
  check(won.every((id) => !s.auctionDeck.includes(id)), 'won cards are not in the deck');
  for (const c of s.collections) {
    check(c.loans.every((id) => AUCTION_CARDS[id].kind === 'loan'), 'loans are loan cards');
    check(c.investments.every((i) => AUCTION_CARDS[i.card].kind === 'investment' && i.locked >= 0), 'investments are investment cards');
  }

  // Row: two gems while the deck lasts (outside the reveal step, which comes before replenishment).
  check(s.row.length <= 2, 'at most two gems in the row');
  if (s.phase === 'bid' && s.gemDeck.length > 0) check(s.row.length === 2, 'row full while the deck lasts');

  // Missions: four in play, claimed ones in exactly the claimer's collection, and truly completed.
  check(s.missions.length === 4, 'four missions');
  for (const m of s.missions) {
    const holders = s.collections.flatMap((c, seat) => (c.missions.includes(m.id) ? [seat] : []));
    check(m.claimedBy === null ? holders.length === 0 : holders.length === 1 && holders[0] === m.claimedBy, 'mission ownership consistent');
    if (m.claimedBy !== null) check(completes(MISSIONS[m.id], countByColor(s.collections[m.claimedBy].gems)), 'claimed missions are completed');
  }

  // Phases.
  if (s.phase === 'bid') {
    check(s.auction !== null && s.revealer === null, 'an auction card while bidding');
    check(s.bids.every((b) => b === null || (Number.isInteger(b) && b >= 0)), 'bids are whole numbers');
    check(s.bids.some((b) => b === null), 'someone still to bid');
  } else if (s.phase === 'reveal') {
    check(s.revealer !== null && s.hands[s.revealer].length > 0, 'the revealer holds a gem');
    check(s.bids.every((b) => b === null), 'no sealed bid during a reveal');
  } else {
    check(s.hands.every((h) => h.length === 0), 'every hand revealed at the end');
    check(s.row.length + s.gemDeck.length === 0 || s.auctionDeck.length === 0, 'the game ended for a reason');
  }
}
