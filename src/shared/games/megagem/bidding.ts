/** Step 2: sealed simultaneous bids, bidding limits, the tie rule and paying for the card won. */
import { randInt } from '../../engine/rng.js';
import type { Msg, Refused, Seat } from '../../engine/types.js';
import { AUCTION_CARDS, cardName, gemList } from './data.js';
import { msg, refuse } from './messages.js';
import { ownCollection, type MegaGemState } from './state.js';

/**
 * The most `seat` may bid on the current card: the coins they hold, or on a
 * Loan their coins plus the loan amount (they may pay out of the loan).
 */
export function bidLimit(s: MegaGemState, seat: Seat): number {
  const card = s.auction === null ? null : AUCTION_CARDS[s.auction];
  return s.coins[seat] + (card?.kind === 'loan' ? card.amount : 0);
}

/**
 * Why `amount` (a whole number, 0 or more: the move's schema says so) is not
 * a legal bid for `seat`, or null when it is.
 */
export function bidError(s: MegaGemState, seat: Seat, amount: number): Refused | null {
  const limit = bidLimit(s, seat);
  if (amount <= limit) return null;
  const card = AUCTION_CARDS[s.auction!];
  if (card.kind === 'loan') return refuse('illegal', 'megagem.bidOverLoan', { limit, coins: s.coins[seat], loan: card.amount });
  return refuse('illegal', 'megagem.bidOverCoins', { coins: s.coins[seat] });
}

/**
 * The tie rule: among the tied highest bidders, the one closest to the left
 * of the previous auction's winner (the next seat in join order after them,
 * going round); on the first auction, a seeded random pick. Draws from
 * `s.rng` only for a first-auction tie.
 */
function breakTie(s: MegaGemState, tied: readonly Seat[], previousWinner: Seat | null): Seat {
  if (tied.length === 1) return tied[0];
  if (previousWinner === null) return tied[randInt(s.rng, tied.length)];
  for (let k = 1; k <= s.players; k++) {
    const seat = (previousWinner + k) % s.players;
    if (tied.includes(seat)) return seat;
  }
  throw new Error('breakTie: no tied seat');
}

/**
 * "{seat}: {amount}" of the revealed bids, made once per seat and amount: log entries are never changed, so one
 * serves every auction of every game (amounts past the table's size are made each time).
 */
const SEAT_AMOUNTS: { msg: Msg }[][] = Array.from({ length: 8 }, () => []);
function seatAmount(seat: Seat, amount: number): { msg: Msg } {
  if (seat >= SEAT_AMOUNTS.length || amount > 200) return { msg: msg('megagem.seatAmount', { seat: { seat }, amount }) };
  return (SEAT_AMOUNTS[seat][amount] ??= { msg: msg('megagem.seatAmount', { seat: { seat }, amount }) });
}

/**
 * All bids are in: reveal them, find the winner, who pays the Supply, and
 * apply the card (gems, loan or investment). Returns the winner.
 */
export function resolveBids(s: MegaGemState): Seat {
  const bids = s.bids as number[];
  const card = AUCTION_CARDS[s.auction!];
  let high = bids[0];
  for (let seat = 1; seat < bids.length; seat++) if (bids[seat] > high) high = bids[seat];
  const tied: Seat[] = [];
  const said = new Array<{ msg: Msg }>(bids.length);
  for (let seat = 0; seat < bids.length; seat++) {
    if (bids[seat] === high) tied.push(seat);
    said[seat] = seatAmount(seat, bids[seat]);
  }
  const previous = s.lastAuction?.winner ?? null;
  const winner = breakTie(s, tied, previous);
  s.log.push({ msg: msg('megagem.bidsRevealed', { bids: { list: said } }) });
  if (tied.length > 1) {
    const who = { list: tied.map((t) => ({ seat: t })) };
    s.log.push({
      msg: previous === null
        ? msg('megagem.tieRandom', { tied: who, high, winner: { seat: winner } })
        : msg('megagem.tieLeft', { tied: who, high, winner: { seat: winner }, previous: { seat: previous } }),
    });
  }
  const price = high;
  const gems: number[] = [];
  const what = cardName(card.id);
  switch (card.kind) {
    case 'treasure': {
      // A 2-gem card with one gem left counts as a 1-gem card; a 1-gem card is for the gem revealed first.
      const taken = Math.min(card.gems, s.row.length);
      // The draft's row is its own copy (draftState): the gems taken leave from its front.
      for (let i = 0; i < taken; i++) gems.push(s.row.shift()!);
      const own = ownCollection(s, winner).gems;
      for (let i = 0; i < gems.length; i++) own.push(gems[i]);
      s.coins[winner] -= price;
      s.supply += price;
      const single = card.gems === 2 && gems.length === 1 ? 'yes' : 'no';
      s.log.push({ msg: msg('megagem.wonTreasure', { seat: { seat: winner }, card: what, price, gems: gemList(gems), single }) });
      break;
    }
    case 'loan':
      s.coins[winner] += card.amount - price;
      s.supply += price - card.amount;
      ownCollection(s, winner).loans.push(card.id);
      s.log.push({ msg: msg('megagem.wonLoan', { seat: { seat: winner }, card: what, price, amount: card.amount }) });
      break;
    case 'investment':
      s.coins[winner] -= price;
      ownCollection(s, winner).investments.push({ card: card.id, locked: price });
      s.log.push({ msg: msg('megagem.wonInvestment', { seat: { seat: winner }, card: what, price, back: price + card.amount }) });
      break;
  }
  s.lastAuction = { round: s.round, card: card.id, bids: bids.slice(), winner, price, tied: tied.length > 1 ? tied : [], tieRule: tied.length === 1 ? 'none' : previous === null ? 'random' : 'left', gems };
  return winner;
}
