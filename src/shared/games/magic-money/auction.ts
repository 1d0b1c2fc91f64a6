/**
 * Set Up and the three phases of an auction — Begin the Auction (the active
 * player's public opening bid), Bidding (sealed, simultaneous), Resolve the
 * Auction (the active player looks at the bids and announces the winner) —
 * then adoption and the creature's ability (abilities.ts).
 */
import type { ApplyResult, Seat } from '../../engine/types.js';
import { produce } from '../../engine/draft.js';
import { randInt, seedRng, shuffled } from '../../engine/rng.js';
import { compare, formatAmount, max, openingCap } from './amounts.js';
import { CREATURES, DECK_SIZE, creature } from './creatures.js';
import { startAbility } from './abilities.js';
import type { MMState } from './state.js';

export function setupGame(players: number, seed: string): MMState {
  const rng = seedRng(seed);
  const order = shuffled(rng, CREATURES.map((c) => c.id));
  const size = DECK_SIZE[players];
  if (!size) throw new RangeError(`Magic Money is for 3–6 players, not ${players}`);
  const deck = order.slice(0, size);
  const box = order.slice(size);
  const active = randInt(rng, players);
  const state: MMState = {
    players, rng, log: [],
    deck, box, offer: null, phase: 'open', active, auctions: size, auction: 0, lastWin: null, opening: null,
    bids: new Array(players).fill(null), ledgers: Array.from({ length: players }, () => []),
    adopted: Array.from({ length: players }, () => []), pending: null, last: null,
  };
  state.log.push({ text: `The Creature deck holds ${size} cards; the other ${box.length} stay in the box. {seat:${active}} is the first active player.` });
  beginAuction(state, active);
  return state;
}

/** Begin the Auction: flip the top card; `active` must open. Mutates a draft. */
export function beginAuction(s: MMState, active: Seat): void {
  const top = s.deck.shift();
  if (top === undefined) throw new Error('beginAuction with an empty deck');
  s.auction += 1;
  s.offer = top;
  s.active = active;
  s.phase = 'open';
  s.opening = null;
  s.bids = new Array(s.players).fill(null);
  s.pending = null;
  const cap = openingCap(s.lastWin);
  s.log.push({ text: `Auction ${s.auction} of ${s.auctions}: the ${creature(top).name} is up for adoption. {seat:${active}} opens, at most ${formatAmount(cap)}.` });
}

/** Seats that still have to write a sealed bid. */
export function waitingBidders(s: MMState): Seat[] {
  return s.bids.map((b, i) => (b === null && i !== s.active ? i : -1)).filter((i) => i >= 0);
}

/**
 * Who may be announced: the highest sealed bidder(s) — a bid EQUAL to the
 * opening bid beats it — or the active player when every bid is lower.
 */
export function candidates(s: Pick<MMState, 'bids' | 'active' | 'opening'>): { seats: Seat[]; price: string } {
  const bidders = s.bids.map((b, i) => (b !== null && i !== s.active ? i : -1)).filter((i) => i >= 0);
  const opening = s.opening ?? '1';
  if (bidders.length === 0) return { seats: [s.active], price: opening };
  const top = max(bidders.map((i) => s.bids[i] as string));
  if (compare(top, opening) < 0) return { seats: [s.active], price: opening };
  return { seats: bidders.filter((i) => s.bids[i] === top), price: top };
}

export function applyOpen(state: MMState, actor: Seat, amount: string): ApplyResult<MMState> {
  if (state.phase !== 'open' || actor !== state.active) return { ok: false, error: 'Only the active player opens the auction, at its start' };
  const cap = openingCap(state.lastWin);
  if (compare(amount, cap) > 0)
    return { ok: false, error: cap === '1'
      ? 'The opening bid must be exactly 1 on the first auction or after a single-digit winning bid'
      : `The opening bid can be at most ${formatAmount(cap)}, one tenth of the last winning bid` };
  return produce(state, (s) => {
    s.opening = amount;
    s.ledgers[actor].push({ amount, side: 'public', crossed: false, auction: s.auction, source: 'open' });
    s.phase = 'bid';
    s.log.push({ text: `{seat:${actor}} opens the bidding at ${formatAmount(amount)} (written on the Public side).` });
  });
}

export function applyBid(state: MMState, actor: Seat, amount: string): ApplyResult<MMState> {
  if (state.phase !== 'bid') return { ok: false, error: 'Sealed bids are written only after the opening bid' };
  if (actor === state.active) return { ok: false, error: 'The active player does not bid: your opening bid stands' };
  if (state.bids[actor] !== null) return { ok: false, error: 'You have already sealed your bid for this auction' };
  return produce(state, (s) => {
    s.bids[actor] = amount;
    s.log.push({ text: `{seat:${actor}} sealed a bid of ${formatAmount(amount)}.`, to: [actor], others: `{seat:${actor}} sealed a bid.` });
    if (waitingBidders(s).length > 0) return;
    s.phase = 'resolve';
    const listed = s.bids.map((b, i) => (b === null ? null : `{seat:${i}} ${formatAmount(b)}`)).filter((x) => x !== null).join(' · ');
    const { seats } = candidates(s);
    const hint = seats.length > 1 ? ' It is a tie: choose the winner among the highest bidders.' : '';
    s.log.push({
      text: `The sealed bids: ${listed}.${hint}`, to: [s.active],
      others: `All bids are in; {seat:${s.active}} looks at them secretly.`,
    });
  });
}

export function applyAnnounce(state: MMState, actor: Seat, winner: Seat): ApplyResult<MMState> {
  if (state.phase !== 'resolve' || actor !== state.active) return { ok: false, error: 'Only the active player announces the winner, once every bid is in' };
  const { seats, price } = candidates(state);
  if (!seats.includes(winner)) {
    if (seats.length === 1 && seats[0] === state.active) return { ok: false, error: 'Every bid is lower than your opening bid, so you win this auction' };
    return { ok: false, error: seats.length > 1 ? 'Choose one of the tied highest bidders' : 'That player did not bid the highest amount' };
  }
  return produce(state, (s) => {
    const card = creature(s.offer as number);
    const outcome = { auction: s.auction, creature: card.id, active: s.active, opening: s.opening as string, bids: s.bids.slice(), winner, price };
    if (winner === s.active) {
      const entry = s.ledgers[winner].find((e) => e.auction === s.auction && e.source === 'open');
      if (entry) entry.source = 'won';
      s.log.push({ text: `Every sealed bid was lower: {seat:${winner}} wins the ${card.name} with the opening bid of ${formatAmount(price)}.` });
    } else {
      s.ledgers[winner].push({ amount: price, side: 'public', crossed: false, auction: s.auction, source: 'won' });
      s.log.push({ text: `{seat:${s.active}} announces: {seat:${winner}} wins the ${card.name} for ${formatAmount(price)} (now on their Public side).` });
    }
    s.bids.forEach((b, i) => {
      if (b === null || i === winner) return;
      s.ledgers[i].push({ amount: b, side: 'private', crossed: false, auction: s.auction, source: 'lost', seenBy: s.active });
    });
    s.log.push({ text: 'Every other bidder writes their bid on the Private side of their ledger.' });
    s.adopted[winner].push(card.id);
    s.lastWin = price;
    s.last = outcome;
    s.bids = new Array(s.players).fill(null);
    s.offer = null;
    startAbility(s, winner, card.id, price);
  });
}

/** After adoption and its ability: the next auction, or the End of Game. Mutates a draft. */
export function nextAuction(s: MMState, winner: Seat): void {
  s.pending = null;
  if (s.deck.length === 0) {
    s.phase = 'over';
    s.offer = null;
    s.active = winner;
    s.log.push({ text: 'The Creature deck is empty: the game ends. Ledgers are totalled and the Greediest Wizard is eliminated.' });
    return;
  }
  beginAuction(s, winner);
}
