/** The shape of a MegaGem game state and of its moves (with their schema), and the state's fast copy. */
import { z } from 'zod';
import { draftLog } from '../../engine/draft.js';
import { plainObject } from '../../engine/move-shape.js';
import type { BaseState, Seat } from '../../engine/types.js';
import type { ChartId } from './data.js';

export interface Investment {
  /** Auction card id. */
  card: number;
  /** Coins locked on the card until the end. */
  locked: number;
}

/** What a player has won: gems (card ids), loan and investment cards, completed missions. */
export interface Collection {
  gems: number[];
  loans: number[];
  investments: Investment[];
  missions: number[];
}

/** The public outcome of a resolved auction (every bid is revealed). */
export interface AuctionOutcome {
  round: number;
  card: number;
  bids: number[];
  winner: Seat;
  price: number;
  /** The seats tied for the highest bid, when more than one. */
  tied: Seat[];
  /** How the tie was broken: closest to the left of the previous winner, or at random (first auction). */
  tieRule: 'none' | 'left' | 'random';
  /** Gem cards the winner took (treasure only). */
  gems: number[];
}

export type Phase = 'bid' | 'reveal' | 'over';

export interface MegaGemState extends BaseState {
  chart: ChartId;
  phase: Phase;
  /** Auction number, from 1. */
  round: number;
  /** Players' coins + supply + coins locked on investments: constant all game. */
  coinTotal: number;
  coins: number[];
  /** The bank, as a number; it may go below zero (the bank never runs out). */
  supply: number;
  /** Secret gem cards in each hand. */
  hands: number[][];
  /** The face-down gem deck; the top card is the last element. */
  gemDeck: number[];
  /** The face-up gem row; index 0 was revealed first. */
  row: number[];
  /** The Value Display, in the order revealed, with the seat whose hand each came from. */
  display: { gem: number; seat: Seat }[];
  collections: Collection[];
  /** The four revealed mission cards. */
  missions: { id: number; claimedBy: Seat | null }[];
  /** The face-down auction deck; the top card is the last element. */
  auctionDeck: number[];
  /** The auction card on the table, or null once over. */
  auction: number | null;
  /** Sealed bids of this auction (null: not yet bid). Secret until all are in. */
  bids: (number | null)[];
  lastAuction: AuctionOutcome | null;
  /** The winner who must reveal a gem from hand (phase 'reveal'). */
  revealer: Seat | null;
}

export type MegaGemMove =
  | { type: 'bid'; amount: number }
  | { type: 'reveal'; gem: number };

/** A move's shape (the rules check the rest). */
export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), amount: z.number().int('A bid is a whole number of coins').min(0, 'A bid cannot be negative') }),
  z.object({ type: z.literal('reveal'), gem: z.number().int().min(0).max(29, 'There are only 30 gem cards') }),
]) as z.ZodType<MegaGemMove>;

/**
 * `moveSchema`'s fast path (the engine's `parseMove`): a well-formed move as the schema parses it (its own keys,
 * others dropped), or null to let the schema decide and word the refusal.
 */
export function parseMove(m: unknown): MegaGemMove | null {
  const o = plainObject(m);
  if (!o) return null;
  if (o.type === 'bid') {
    const amount = o.amount;
    return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? { type: 'bid', amount } : null;
  }
  if (o.type === 'reveal') {
    const gem = o.gem;
    return typeof gem === 'number' && Number.isSafeInteger(gem) && gem >= 0 && gem <= 29 ? { type: 'reveal', gem } : null;
  }
  return null;
}

const cloneCollection = (c: Collection): Collection => ({
  gems: c.gems.slice(),
  loans: c.loans.slice(),
  investments: c.investments.map((i) => ({ card: i.card, locked: i.locked })),
  missions: c.missions.slice(),
});

/**
 * The draft `produce` (engine/draft.ts) hands a rule, made cheap: a
 * field-by-field copy of the state (every array and object the rules can
 * change is new), whose log shares its entries, which are only ever
 * appended, never changed. Tests check that it equals the state and shares
 * nothing mutable with it.
 */
export function cloneState(s: MegaGemState): MegaGemState {
  const a = s.lastAuction;
  // The move's draft, with what it shares copied too.
  return {
    ...draftState(s),
    hands: s.hands.map((h) => h.slice()),
    display: s.display.map((d) => ({ gem: d.gem, seat: d.seat })),
    collections: s.collections.map(cloneCollection),
    missions: s.missions.map((m) => ({ id: m.id, claimedBy: m.claimedBy })),
    lastAuction: a && {
      round: a.round, card: a.card, bids: a.bids.slice(), winner: a.winner, price: a.price,
      tied: a.tied.slice(), tieRule: a.tieRule, gems: a.gems.slice(),
    },
  };
}

/** A collection of one's own (for a rule about to add to it): the draft shares the others' with the state. */
export function ownCollection(s: MegaGemState, seat: Seat): Collection {
  return (s.collections[seat] = cloneCollection(s.collections[seat]));
}

/**
 * The draft behind every move (`produce`'s clone in apply.ts): narrower than `cloneState`. It copies the arrays a
 * rule pushes to or pops from (coins, decks, row, display, bids, hands' list) and shares what rules replace rather
 * than change: display entries, each hand, each collection, the missions and the last auction. A rule that changes
 * one of those copies it first (`ownCollection`; a hand or the missions are replaced). The property tests run on
 * deep-frozen states, so a rule that wrote to a shared part would throw there.
 */
export function draftState(s: MegaGemState): MegaGemState {
  return {
    players: s.players,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    log: draftLog(s.log),
    chart: s.chart,
    phase: s.phase,
    round: s.round,
    coinTotal: s.coinTotal,
    coins: s.coins.slice(),
    supply: s.supply,
    hands: s.hands.slice(),
    gemDeck: s.gemDeck.slice(),
    row: s.row.slice(),
    display: s.display.slice(),
    collections: s.collections.slice(),
    missions: s.missions,
    auctionDeck: s.auctionDeck.slice(),
    auction: s.auction,
    bids: s.bids.slice(),
    lastAuction: s.lastAuction,
    revealer: s.revealer,
  };
}
