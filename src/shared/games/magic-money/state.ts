/** The state and moves of Magic Money, with the moves' schema (plain JSON; amounts are decimal strings). */
import { z } from 'zod';
import { draftLog } from '../../engine/draft.js';
import { ownKeysAre, plainObject } from '../../engine/move-shape.js';
import type { BaseState, Seat } from '../../engine/types.js';
import { CANONICAL_AMOUNT, MAX_DIGITS, isAmount } from './amounts.js';
import type { Ability, LedgerSide } from './data.js';

/** One number written on a ledger. */
export interface LedgerEntry {
  amount: string;
  side: LedgerSide;
  /** Crossed out by an ability: no longer counts. */
  crossed: boolean;
  /** Auction number (1-based) in which it was written. */
  auction: number;
  /** open: an opening bid; won: a winning bid; lost: a losing sealed bid; forged: copied by a rival's creature. */
  source: 'open' | 'won' | 'lost' | 'forged';
  /** For a losing sealed bid: the active player who saw it at that resolution. */
  seenBy?: Seat;
}

export type Phase = 'open' | 'bid' | 'resolve' | 'ability' | 'over';

interface PendingAbility {
  seat: Seat;
  creature: number;
  ability: Ability;
  /** The price just paid (what a forge copies). */
  price: string;
}

interface AuctionOutcome {
  auction: number;
  creature: number;
  active: Seat;
  opening: string;
  /** Every sealed bid (null for the active player): secret except to the active player and each bidder. */
  bids: (string | null)[];
  winner: Seat;
  price: string;
}

export interface MMState extends BaseState {
  /** Face-down Creature deck, top first. */
  deck: number[];
  /** Creatures not used this game. */
  box: number[];
  /** The creature being auctioned (null once the game is over). */
  offer: number | null;
  phase: Phase;
  active: Seat;
  /** Auctions in this game (= the deck size at the start). */
  auctions: number;
  /** Current auction number, 1-based. */
  auction: number;
  /** The previous auction's winning bid (null before the first). */
  lastWin: string | null;
  /** The active player's public opening bid in this auction. */
  opening: string | null;
  /** Sealed bids of this auction per seat (null: not yet, or the active player). */
  bids: (string | null)[];
  /** The numbers written on each seat's ledger, in order. */
  ledgers: LedgerEntry[][];
  /** Adopted creatures per seat, in order of adoption. */
  adopted: number[][];
  pending: PendingAbility | null;
  /** The auction just resolved (its losing bids are secret). */
  last: AuctionOutcome | null;
}

export type MMMove =
  | { type: 'open'; amount: string }
  | { type: 'bid'; amount: string }
  | { type: 'announce'; winner: Seat }
  | { type: 'crossOut'; entry: number }
  | { type: 'forge'; rival: Seat };

const amount = z.string()
  .max(MAX_DIGITS, `Amounts are limited to ${MAX_DIGITS.toLocaleString('en-US')} digits`)
  .regex(CANONICAL_AMOUNT, 'An amount is a whole number of at least 1, written with digits only and no leading zeros');
const seat = z.number().int('A seat is a whole number').min(0, 'No such seat').max(15, 'No such seat');

/** A move's shape (the rules check the rest). */
export const moveSchema: z.ZodType<MMMove> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('open'), amount }).strict(),
  z.object({ type: z.literal('bid'), amount }).strict(),
  z.object({ type: z.literal('announce'), winner: seat }).strict(),
  z.object({ type: z.literal('crossOut'), entry: z.number().int('Name an entry by its number').min(0, 'No such entry').max(10_000, 'No such entry') }).strict(),
  z.object({ type: z.literal('forge'), rival: seat }).strict(),
]);

const isSeat = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= 15;

/**
 * `moveSchema`'s fast path (the engine's `parseMove`): a well-formed move as the schema parses it (exactly its
 * own two keys, as `.strict()` wants), or null to let the schema decide and word the refusal.
 */
/** Each move type's keys: its type and its one field. */
const MOVE_KEYS: Record<string, readonly [string, string]> = {
  open: ['type', 'amount'], bid: ['type', 'amount'], announce: ['type', 'winner'], crossOut: ['type', 'entry'], forge: ['type', 'rival'],
};

export function parseMove(m: unknown): MMMove | null {
  const o = plainObject(m);
  if (!o) return null;
  const keys = typeof o.type === 'string' && Object.hasOwn(MOVE_KEYS, o.type) ? MOVE_KEYS[o.type] : null;
  if (keys === null || !ownKeysAre(o, keys)) return null;
  const v = o[keys[1]];
  switch (o.type) {
    case 'open': return isAmount(v) ? { type: 'open', amount: v } : null;
    case 'bid': return isAmount(v) ? { type: 'bid', amount: v } : null;
    case 'announce': return isSeat(v) ? { type: 'announce', winner: v } : null;
    case 'forge': return isSeat(v) ? { type: 'forge', rival: v } : null;
    default: return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 10_000 ? { type: 'crossOut', entry: v } : null;
  }
}

/**
 * The draft `produce` (engine/draft.ts) hands a rule: a copy of the state
 * whose log shares its entries (they are only ever appended, never changed;
 * copying their messages on every move was most of a move's cost). Field by
 * field, in the state's key order; tests check that it equals the state and
 * shares nothing mutable with it.
 */
/** A ledger entry's copy, its keys in the order the rules write them (`seenBy` last, when present). */
const copyEntry = (e: LedgerEntry): LedgerEntry => (e.seenBy === undefined
  ? { amount: e.amount, side: e.side, crossed: e.crossed, auction: e.auction, source: e.source }
  : { amount: e.amount, side: e.side, crossed: e.crossed, auction: e.auction, source: e.source, seenBy: e.seenBy });

/**
 * The draft behind every move (`produce`'s clone in the rules): narrower than `cloneState`. It copies what a rule
 * changes in place (the generator, the bids, the lists of ledgers and of adopted creatures) and shares what rules
 * replace rather than change: the deck (drawn from by replacing it), the box, each ledger and its entries, each
 * seat's adopted creatures, the pending ability and the last auction. A rule that writes to a ledger or an adopted
 * list takes its own copy first (`ownLedger`, `ownAdopted`). The property tests run on deep-frozen states, so a rule that wrote to a shared part
 * would throw there.
 */
export function draftState(s: MMState): MMState {
  const r = s.rng;
  return {
    players: s.players,
    rng: { a: r.a, b: r.b, c: r.c, d: r.d },
    log: draftLog(s.log),
    deck: s.deck,
    box: s.box,
    offer: s.offer,
    phase: s.phase,
    active: s.active,
    auctions: s.auctions,
    auction: s.auction,
    lastWin: s.lastWin,
    opening: s.opening,
    bids: s.bids.slice(),
    ledgers: s.ledgers.slice(),
    adopted: s.adopted.slice(),
    pending: s.pending,
    last: s.last,
  };
}

/** A seat's ledger of its own on a draft (a copy, entries still shared: replace an entry to change it). */
export function ownLedger(s: MMState, seat: Seat): LedgerEntry[] {
  return (s.ledgers[seat] = s.ledgers[seat].slice());
}

/** A seat's adopted creatures of its own on a draft. */
export function ownAdopted(s: MMState, seat: Seat): number[] {
  return (s.adopted[seat] = s.adopted[seat].slice());
}

/** A deep copy: the draft, with what it shares (deck, box, ledgers and their entries, adopted lists, pending, last) copied too. */
export function cloneState(s: MMState): MMState {
  const c = draftState(s);
  const p = s.pending, l = s.last;
  c.deck = s.deck.slice();
  c.box = s.box.slice();
  c.ledgers = s.ledgers.map((ledger) => ledger.map(copyEntry));
  c.adopted = s.adopted.map((x) => x.slice());
  c.pending = p === null ? null : { ...p, ability: { ...p.ability } };
  c.last = l === null ? null : { ...l, bids: l.bids.slice() };
  return c;
}
