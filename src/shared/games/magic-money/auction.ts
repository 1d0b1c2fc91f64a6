/**
 * An auction's first two phases — Begin the Auction (the active player's
 * public opening bid) and Bidding (sealed, simultaneous) — and what follows
 * an adoption: the next auction, or the End of Game. The third phase,
 * Resolve the Auction, is resolve.ts; abilities are abilities.ts.
 */
import { produce } from '../../engine/draft.js';
import type { ApplyResult, Msg, Seat } from '../../engine/types.js';
import { compare, gold, openingCap, openingOneWhy } from './amounts.js';
import { creatureName } from './data.js';
import { msg, refuse } from './messages.js';
import { draftState, ownLedger, type MMState } from './state.js';

/** Begin the Auction: flip the top card; `active` must open. Mutates a draft. */
export function beginAuction(s: MMState, active: Seat): void {
  if (s.deck.length === 0) throw new Error('beginAuction with an empty deck');
  // The draft shares the deck with the state: it is replaced, not changed.
  const top = s.deck[0];
  s.deck = s.deck.slice(1);
  s.auction += 1;
  s.offer = top;
  s.active = active;
  s.phase = 'open';
  s.opening = null;
  s.bids = new Array(s.players).fill(null);
  s.pending = null;
  const cap = openingCap(s.lastWin);
  // An opening that must be 1 has its own line saying why (applyOpen): this one only says who leads the auction.
  const begins = { auction: s.auction, auctions: s.auctions, creature: creatureName(top), seat: { seat: active } };
  s.log.push({ msg: cap === '1' ? msg('magic-money.auctionLeads', begins) : msg('magic-money.auctionBegins', { ...begins, cap: gold(cap) }) });
}

/** After adoption and its ability: the next auction, or the End of Game. Mutates a draft. */
export function nextAuction(s: MMState, winner: Seat): void {
  s.pending = null;
  if (s.deck.length === 0) {
    s.phase = 'over';
    s.offer = null;
    s.active = winner;
    s.log.push({ msg: msg('magic-money.gameEnds') });
    return;
  }
  beginAuction(s, winner);
}

/** Seats that still have to write a sealed bid. */
export function waitingBidders(s: MMState): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.bids.length; i++) if (s.bids[i] === null && i !== s.active) out.push(i);
  return out;
}

/**
 * Who may be announced: the highest sealed bidder(s) — a bid EQUAL to the
 * opening bid beats it — or the active player when every bid is lower.
 */
export function candidates(s: Pick<MMState, 'bids' | 'active' | 'opening'>): { seats: Seat[]; price: string } {
  const opening = s.opening ?? '1';
  let top: string | null = null;
  for (let i = 0; i < s.bids.length; i++) {
    const b = s.bids[i];
    if (b !== null && i !== s.active && (top === null || compare(b, top) > 0)) top = b;
  }
  if (top === null || compare(top, opening) < 0) return { seats: [s.active], price: opening };
  const seats: Seat[] = [];
  for (let i = 0; i < s.bids.length; i++) if (i !== s.active && s.bids[i] === top) seats.push(i);
  return { seats, price: top };
}

/** The active player's opening bid (the engine lets only the active player act in this phase). */
export function applyOpen(state: MMState, actor: Seat, amount: string): ApplyResult<MMState> {
  if (state.phase !== 'open') return refuse('illegal', 'magic-money.notOpening');
  const cap = openingCap(state.lastWin);
  if (compare(amount, cap) > 0)
    return cap === '1' ? refuse('illegal', 'magic-money.openExactlyOne') : refuse('illegal', 'magic-money.openOverCap', { cap: gold(cap) });
  return produce(state, (s) => {
    s.opening = amount;
    ownLedger(s, actor).push({ amount, side: 'public', crossed: false, auction: s.auction, source: 'open' });
    s.phase = 'bid';
    // An opening the rules make 1 says why, in the rule's words: the host plays it for a person with forced choices
    // on (`forcedSaysWhy`), and the table reads the rule, not that it took their turn.
    const why = openingOneWhy(s.lastWin);
    s.log.push({ msg: why
      ? msg('magic-money.openedAtOne', { seat: { seat: actor }, why, last: gold(s.lastWin ?? '1') })
      : msg('magic-money.opened', { seat: { seat: actor }, amount: gold(amount) }) });
  }, draftState);
}

/** A sealed bid (the engine lets only the players still to bid act in this phase). */
export function applyBid(state: MMState, actor: Seat, amount: string): ApplyResult<MMState> {
  if (state.phase !== 'bid') return refuse('illegal', 'magic-money.notBidding');
  return produce(state, (s) => {
    s.bids[actor] = amount;
    s.log.push({
      msg: msg('magic-money.sealedBidOf', { seat: { seat: actor }, amount: gold(amount) }), to: [actor],
      others: msg('magic-money.sealedBid', { seat: { seat: actor } }),
    });
    if (waitingBidders(s).length > 0) return;
    s.phase = 'resolve';
    const listed: { msg: Msg }[] = [];
    for (let i = 0; i < s.bids.length; i++) {
      const b = s.bids[i];
      if (b !== null) listed.push({ msg: msg('magic-money.seatAmount', { seat: { seat: i }, amount: gold(b) }) });
    }
    const { seats } = candidates(s);
    s.log.push({
      msg: msg('magic-money.sealedBids', { bids: { list: listed }, tie: seats.length > 1 ? 'yes' : 'no' }), to: [s.active],
      others: msg('magic-money.bidsIn', { seat: { seat: s.active } }),
    });
  }, draftState);
}
