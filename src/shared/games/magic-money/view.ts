/**
 * What a seat sees. Public: the creature on offer, the active player, their
 * opening bid and its cap, who has bid (never what), every Public side, a
 * forged copy on anyone's Private side (the price just paid, which the log
 * tells everyone), adopted creatures, the deck size. Yours alone: your Private side and your
 * sealed bid. The active player alone, while resolving: all sealed bids.
 * At the End of Game every ledger total (not the private numbers) is shown.
 */
import type { Seat } from '../../engine/types.js';
import { abilityText, creature, type Creature } from './data.js';
import { crossableEntries, rivalsOf } from './abilities.js';
import { candidates } from './auction.js';
import { ledgerTotal, scoreSeats, type SeatScore } from './scoring.js';
import type { LedgerEntry, MMState, Phase } from './state.js';

/**
 * Lean frames: creatures travel as ids (every creature is face up once drawn; the deck is a count).
 * The table reads a creature's printed numbers and ability from the game's data module through
 * `creatureView(id)` (pure, part of the client bundle).
 */

/** A creature as drawn: its printed numbers, with the ability spelled out. */
export interface CreatureView extends Omit<Creature, 'ability' | 'nameMsg'> {
  /** The ability as printed ('' when none). */
  abilityText: string;
  ability: 'crossOut' | 'forge' | null;
  /** For a cross-out ability: which side of your ledger it may strike. */
  crossSide: 'public' | 'private' | 'any' | null;
}

/** A ledger entry, read (`readEntry`). */
export interface Entry {
  /** Index in the owner's ledger (what a crossOut move names). */
  index: number;
  /** null: a losing bid on someone else's Private side. */
  amount: string | null;
  crossed: boolean;
  auction: number;
  source: LedgerEntry['source'];
}

/**
 * A ledger entry on the wire, compact (ledgers are most of a frame):
 * [index in the owner's ledger, amount (null: a number on someone else's Private side), auction, source,
 * 1 when crossed out (absent otherwise)]. Its side is the list it is in. `readEntry` reads one.
 */
export type EntryView = [index: number, amount: string | null, auction: number, source: LedgerEntry['source'], crossed?: 1];

export function readEntry(e: EntryView): Entry {
  return { index: e[0], amount: e[1], crossed: e[4] === 1, auction: e[2], source: e[3] };
}

/** A ledger: its entries by side (an entry's side is the list it is in). */
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
  /** The creature on offer (an id: `creatureView(id)` / data.ts give its printed numbers and ability). */
  offer: number | null;
  active: Seat;
  /** The active player's public opening bid (null until written). */
  opening: string | null;
  /** The last winning price (the most the active player may open with now: `openingCap(lastWin)`, amounts.ts). */
  lastWin: string | null;
  /** Who has sealed a bid in this auction (never what). */
  hasBid: boolean[];
  /** Your own sealed bid in this auction. */
  yourBid: string | null;
  /** Only for the active player while resolving: every sealed bid and whom they may announce. */
  resolution: { bids: (string | null)[]; candidates: Seat[]; price: string; tie: boolean } | null;
  /** The auction just resolved; `bids` only for the player who was active in it. */
  last: { auction: number; creature: number; active: Seat; winner: Seat; price: string; bids: (string | null)[] | null } | null;
  ledgers: LedgerView[];
  /** Creature ids adopted, per seat. */
  adopted: number[][];
  /** A creature ability waiting for its adopter's choice; `choices` only for the adopter. */
  ability: {
    seat: Seat; creature: number; kind: 'crossOut' | 'forge'; side: 'public' | 'private' | 'any' | null; price: string;
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
  const v: EntryView = [index, visible ? e.amount : null, e.auction, e.source];
  if (e.crossed) v.push(1);
  return v;
}

/** One ledger's sides as a view shows them: the public side, and the private side with and without its amounts. */
interface LedgerSides {
  entries: readonly LedgerEntry[];
  /** `entries.length` when read (a guard: a ledger is never changed once in a state). */
  length: number;
  public: EntryView[];
  own: EntryView[];
  hidden: EntryView[];
  total: string | null;
}

/**
 * The sides of the ledgers read last, by identity: a state's ledgers are never changed (a move that writes one
 * gives its draft a new one, state.ts `ownLedger`), and most moves write none, so the next views read the same
 * ledgers again. A small ring, searched by identity (a WeakMap cost more than the copies it saved).
 */
const RING = 16;
const ring: (LedgerSides | undefined)[] = new Array(RING).fill(undefined);
let ringNext = 0;

function sidesOf(entries: readonly LedgerEntry[]): LedgerSides {
  for (let k = 0; k < RING; k++) {
    const c = ring[k];
    if (c !== undefined && c.entries === entries && c.length === entries.length) return c;
  }
  const pub: EntryView[] = [];
  const own: EntryView[] = [];
  const hidden: EntryView[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.side === 'public') pub.push(entryView(e, i, true));
    // A forged copy is the price just paid, public (the log says it): only losing bids stay hidden.
    else { own.push(entryView(e, i, true)); hidden.push(entryView(e, i, e.source === 'forged')); }
  }
  const sides: LedgerSides = { entries, length: entries.length, public: pub, own, hidden, total: null };
  ring[ringNext] = sides;
  ringNext = (ringNext + 1) % RING;
  return sides;
}

/** One ledger as `mine` (its owner) or anyone else sees it: the private amounts only for its owner. */
function ledgerView(entries: readonly LedgerEntry[], owner: Seat, mine: boolean, over: boolean): LedgerView {
  const sides = sidesOf(entries);
  return {
    seat: owner,
    public: sides.public,
    private: mine ? sides.own : sides.hidden,
    total: mine || over ? (sides.total ??= ledgerTotal(entries)) : null,
  };
}

/**
 * The view shares the adopted creatures with the state instead of copying them (a state is never changed once
 * made: every move makes a new one, and the tests deep-freeze them), and each ledger's sides with the other views
 * of that ledger (above). Nobody may change a view in place either (the host serialises it, bots read it).
 */
export function view(state: MMState, seat: Seat | null): MMView {
  const over = state.phase === 'over';
  const ledgers = new Array<LedgerView>(state.ledgers.length);
  for (let owner = 0; owner < state.ledgers.length; owner++) ledgers[owner] = ledgerView(state.ledgers[owner], owner, seat === owner, over);
  let resolution: MMView['resolution'] = null;
  if (state.phase === 'resolve' && seat === state.active) {
    const c = candidates(state);
    resolution = { bids: state.bids.slice(), candidates: c.seats, price: c.price, tie: c.seats.length > 1 };
  }
  const last = state.last && {
    auction: state.last.auction, creature: state.last.creature, active: state.last.active,
    winner: state.last.winner, price: state.last.price, bids: seat === state.last.active ? state.last.bids.slice() : null,
  };
  const p = state.pending;
  const ability: MMView['ability'] = p && state.phase === 'ability' ? {
    seat: p.seat, creature: p.creature, kind: p.ability.kind,
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
    offer: state.offer,
    active: state.active,
    opening: state.opening,
    lastWin: state.lastWin,
    hasBid: state.bids.map((b) => b !== null),
    yourBid: seat !== null && seat >= 0 && seat < state.players ? state.bids[seat] : null,
    resolution,
    last,
    ledgers,
    adopted: state.adopted,
    ability,
    final,
  };
}
