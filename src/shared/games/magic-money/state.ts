/** The state, moves and views of Magic Money (plain JSON; amounts are decimal strings). */
import type { BaseState, Seat } from '../../engine/types.js';
import type { Ability, LedgerSide } from './creatures.js';

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

export interface PendingAbility {
  seat: Seat;
  creature: number;
  ability: Ability;
  /** The price just paid (what a forge copies). */
  price: string;
}

export interface AuctionOutcome {
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
