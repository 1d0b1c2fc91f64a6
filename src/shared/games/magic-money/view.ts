/**
 * What a seat sees. Public: the creature on offer, the active player, their
 * opening bid and its cap, who has bid (never what), every Public side,
 * adopted creatures, the deck size. Yours alone: your Private side and your
 * sealed bid. The active player alone, while resolving: all sealed bids.
 * At the End of Game every ledger total (not the private numbers) is shown.
 */
import type { Seat } from '../../engine/types.js';
import { openingCap } from './amounts.js';
import { abilityText, creature, type Creature } from './data.js';
import { crossableEntries, rivalsOf } from './abilities.js';
import { candidates } from './auction.js';
import { ledgerTotal, scoreSeats, type SeatScore } from './scoring.js';
import type { LedgerEntry, MMState, Phase } from './state.js';

/** A creature as drawn: its printed numbers, with the ability spelled out. */
export interface CreatureView extends Omit<Creature, 'ability' | 'nameMsg'> {
  /** The ability as printed ('' when none). */
  abilityText: string;
  ability: 'crossOut' | 'forge' | null;
  /** For a cross-out ability: which side of your ledger it may strike. */
  crossSide: 'public' | 'private' | 'any' | null;
}

export interface EntryView {
  /** Index in the owner's ledger (what a crossOut move names). */
  index: number;
  /** null: a number on someone else's Private side. */
  amount: string | null;
  side: 'public' | 'private';
  crossed: boolean;
  auction: number;
  source: LedgerEntry['source'];
}

export interface LedgerView {
  seat: Seat;
  public: EntryView[];
  private: EntryView[];
  /** Your own total, or everyone's once the game is over; else null. */
  total: string | null;
}

export interface MMView {
  you: Seat | null;
  players: number;
  phase: Phase;
  auction: number;
  auctions: number;
  deckSize: number;
  offer: CreatureView | null;
  active: Seat;
  /** The active player's public opening bid (null until written). */
  opening: string | null;
  /** The most the active player may open with now. */
  openCap: string;
  lastWin: string | null;
  /** Who has sealed a bid in this auction (never what). */
  hasBid: boolean[];
  /** Your own sealed bid in this auction. */
  yourBid: string | null;
  /** Only for the active player while resolving: every sealed bid and whom they may announce. */
  resolution: { bids: (string | null)[]; candidates: Seat[]; price: string; tie: boolean } | null;
  /** The auction just resolved; `bids` only for the player who was active in it. */
  last: { auction: number; creature: CreatureView; active: Seat; winner: Seat; price: string; bids: (string | null)[] | null } | null;
  ledgers: LedgerView[];
  adopted: CreatureView[][];
  /** A creature ability waiting for its adopter's choice; `choices` only for the adopter. */
  ability: {
    seat: Seat; creature: CreatureView; kind: 'crossOut' | 'forge'; side: 'public' | 'private' | 'any' | null; price: string;
    /** Entry indexes you may cross out, or rivals you may choose. */
    choices: number[] | null;
  } | null;
  final: { scores: SeatScore[]; greediest: Seat[] } | null;
}

export function creatureView(id: number): CreatureView {
  const c = creature(id);
  return {
    id: c.id, name: c.name, vp: c.vp, horns: c.horns, wings: c.wings, leftHearts: c.leftHearts, rightHearts: c.rightHearts,
    abilityText: abilityText(c.ability), ability: c.ability?.kind ?? null,
    crossSide: c.ability?.kind === 'crossOut' ? c.ability.side : null,
  };
}

function entryView(e: LedgerEntry, index: number, visible: boolean): EntryView {
  return { index, amount: visible ? e.amount : null, side: e.side, crossed: e.crossed, auction: e.auction, source: e.source };
}

export function view(state: MMState, seat: Seat | null): MMView {
  const over = state.phase === 'over';
  const ledgers = state.ledgers.map((entries, owner): LedgerView => {
    const mine = seat === owner;
    const all = entries.map((e, i) => entryView(e, i, e.side === 'public' || mine));
    return {
      seat: owner,
      public: all.filter((e) => e.side === 'public'),
      private: all.filter((e) => e.side === 'private'),
      total: mine || over ? ledgerTotal(entries) : null,
    };
  });
  let resolution: MMView['resolution'] = null;
  if (state.phase === 'resolve' && seat === state.active) {
    const c = candidates(state);
    resolution = { bids: state.bids.slice(), candidates: c.seats, price: c.price, tie: c.seats.length > 1 };
  }
  const last = state.last && {
    auction: state.last.auction, creature: creatureView(state.last.creature), active: state.last.active,
    winner: state.last.winner, price: state.last.price, bids: seat === state.last.active ? state.last.bids.slice() : null,
  };
  const p = state.pending;
  const ability: MMView['ability'] = p && state.phase === 'ability' ? {
    seat: p.seat, creature: creatureView(p.creature), kind: p.ability.kind,
    side: p.ability.kind === 'crossOut' ? p.ability.side : null, price: p.price,
    choices: seat !== p.seat ? null
      : p.ability.kind === 'crossOut' ? crossableEntries(state.ledgers[p.seat], p.ability.side) : rivalsOf(state.players, p.seat),
  } : null;
  let final: MMView['final'] = null;
  if (over) {
    const scores = scoreSeats(state.adopted, state.ledgers);
    final = { scores, greediest: scores.filter((s) => s.eliminated).map((s) => s.seat) };
  }
  return {
    you: seat,
    players: state.players,
    phase: state.phase,
    auction: state.auction,
    auctions: state.auctions,
    deckSize: state.deck.length,
    offer: state.offer === null ? null : creatureView(state.offer),
    active: state.active,
    opening: state.opening,
    openCap: openingCap(state.lastWin),
    lastWin: state.lastWin,
    hasBid: state.bids.map((b) => b !== null),
    yourBid: seat !== null && seat >= 0 && seat < state.players ? state.bids[seat] : null,
    resolution,
    last,
    ledgers,
    adopted: state.adopted.map((ids) => ids.map(creatureView)),
    ability,
    final,
  };
}
