/**
 * The round after the bids: the winner reveals a gem from hand (step 3),
 * the gem row is replenished (step 4), the winner completes missions (step 5),
 * then the next auction card is revealed (step 1) or the game ends.
 */
import type { Refused, Seat } from '../../engine/types.js';
import { AUCTION_CARDS, ROW_SIZE, cardName, gemList, gemName } from './data.js';
import { msg, refuse } from './messages.js';
import { claimMissions } from './missions.js';
import { displayCounts, seatTotal } from './scoring.js';
import type { MegaGemState } from './state.js';

/** Step 4: fill the row up to two gems from the deck (the remaining gem moves to first position). */
export function replenishRow(s: MegaGemState): void {
  const revealed: number[] = [];
  while (s.row.length < ROW_SIZE && s.gemDeck.length > 0) {
    const gem = s.gemDeck.pop()!;
    s.row.push(gem);
    revealed.push(gem);
  }
  if (revealed.length) s.log.push({ msg: msg('megagem.rowRevealed', { gems: gemList(revealed) }) });
}

/** A fresh list of sealed bids, none placed yet (a plain loop: `Array(n).fill` is slow where it runs every round). */
export function noBids(players: number): (number | null)[] {
  const bids: (number | null)[] = [];
  for (let i = 0; i < players; i++) bids.push(null);
  return bids;
}

/** Gems still to be auctioned: in the row and in the deck. */
const gemsLeftToAuction = (s: MegaGemState) => s.row.length + s.gemDeck.length;

/** The end: every collectable gem auctioned (or, as a guard, no auction card left). */
const gameShouldEnd = (s: MegaGemState) => gemsLeftToAuction(s) === 0 || s.auctionDeck.length === 0;

/** Step 1: reveal the next auction card and open sealed bidding. */
export function startAuction(s: MegaGemState): void {
  const card = s.auctionDeck.pop()!;
  s.round += 1;
  s.auction = card;
  s.phase = 'bid';
  s.revealer = null;
  s.bids = noBids(s.players);
  const c = AUCTION_CARDS[card];
  s.log.push({
    msg: c.kind === 'treasure'
      ? msg('megagem.auctionTreasure', { round: s.round, card: cardName(card), gems: gemList(s.row.slice(0, c.gems)) })
      : msg('megagem.auction', { round: s.round, card: cardName(card) }),
  });
}

/** After the bids are resolved: ask the winner for a reveal, or move on when their hand is empty (or the game ends now). */
export function afterAuction(s: MegaGemState, winner: Seat): void {
  if (s.hands[winner].length > 0 && !gameShouldEnd(s)) {
    s.phase = 'reveal';
    s.revealer = winner;
    s.bids = noBids(s.players);
    return;
  }
  if (s.hands[winner].length === 0) s.log.push({ msg: msg('megagem.noGemToReveal', { seat: { seat: winner } }) });
  endRound(s, winner);
}

/** Step 3: the winner reveals the chosen gem from hand into the Value Display. */
export function revealGem(s: MegaGemState, seat: Seat, gem: number): Refused | void {
  const at = s.hands[seat].indexOf(gem);
  if (at < 0) return refuse('illegal', 'megagem.notInHand', { gem });
  // The draft shares each hand with the state: the hand is replaced, not changed.
  const hand = s.hands[seat];
  const rest: number[] = [];
  for (let i = 0; i < hand.length; i++) if (i !== at) rest.push(hand[i]);
  s.hands[seat] = rest;
  s.display.push({ gem, seat });
  s.log.push({ msg: msg('megagem.revealed', { seat: { seat }, color: gemName(gem) }) });
  endRound(s, seat);
}

/** Steps 4 and 5, then the next round or the end. */
function endRound(s: MegaGemState, winner: Seat): void {
  replenishRow(s);
  claimMissions(s, winner);
  if (gameShouldEnd(s)) finishGame(s);
  else startAuction(s);
}

/** Game end: remaining hands are revealed into the Value Display; scoring is computed from the final state. */
function finishGame(s: MegaGemState): void {
  s.phase = 'over';
  s.auction = null;
  s.revealer = null;
  s.bids = noBids(s.players);
  s.log.push({ msg: msg(gemsLeftToAuction(s) === 0 ? 'megagem.endAllAuctioned' : 'megagem.endDeckExhausted') });
  for (let seat = 0; seat < s.players; seat++) {
    const hand = s.hands[seat];
    if (hand.length === 0) continue;
    for (const gem of hand) s.display.push({ gem, seat });
    s.log.push({ msg: msg('megagem.revealRest', { seat: { seat }, gems: gemList(hand) }) });
    s.hands[seat] = [];
  }
  const shown = displayCounts(s);
  for (let seat = 0; seat < s.players; seat++) s.log.push({ msg: msg('megagem.finishes', { seat: { seat }, total: seatTotal(s, seat, shown) }) });
}
