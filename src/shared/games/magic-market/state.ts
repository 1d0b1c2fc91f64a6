/**
 * Magic Market's state, moves (with their zod schema) and the small helpers
 * every rule module uses.
 */
import { z } from 'zod';
import { draftLog, listOwnership } from '../../engine/draft.js';
import { ownKeysAre, plainObject } from '../../engine/move-shape.js';
import type { BaseState, Seat } from '../../engine/types.js';
import {
  CORNERS, CORNERS_FOR, LANDMARKS, POSITIONS, POSITIONS_PER_CORNER, PRICE_COLOURS,
  type CornerColour, type Landmark, type PriceColour, type VisitorKind,
} from './data.js';

/** What the current turn (or the closing) waits for. */
type Step =
  | { kind: 'peek' }
  | { kind: 'stand' }
  /** The current player rolls the Movement die. */
  | { kind: 'roll' }
  /** The current player turns over one of the three Visitors in front of their Stand. */
  | { kind: 'choose' }
  /**
   * The current player chooses which Object the Visitor buys (several match, or a Crazy Buyer).
   * Which Visitor it is is not kept: the choice comes after its window (see visitors.ts).
   */
  | { kind: 'sell'; options: string[] }
  /** `seat` puts an Object of their reserve on their Stand. */
  | { kind: 'refill'; seat: Seat }
  /** A Pal: the current player offers a price for an Object on another Stand, or passes. */
  | { kind: 'offer' }
  /** The seller of `object` accepts or refuses the offer. */
  | { kind: 'answer'; seller: Seat; object: string; price: PriceColour }
  /** Closing: the current player picks whose Stand to buy from. */
  | { kind: 'visit' }
  /** Closing: `seller` chooses the Object the current player must buy. */
  | { kind: 'give'; seller: Seat }
  | { kind: 'over' };

export interface Purchase {
  object: string;
  from: Seat;
  paid: number;
  /** 'pal' for a purchase made with a Pal, 'closing' for an end-of-game purchase. */
  how: 'pal' | 'closing';
}

export type Phase = 'opening' | 'market' | 'closing' | 'over';

export interface MarketState extends BaseState {
  variant: boolean;
  /** Opening (peek and Stands), the market (turns until 5 o'clock), the closing purchases, over. */
  phase: Phase;
  /** Corner (colour index) of each seat. */
  corners: number[];
  /** The hidden symbol of the Visitor on each disc space (disc space i carries LANDMARKS[i]). */
  visitors: VisitorKind[];
  /** Notches the disc has turned: disc space i is over board position (i + rotation) % 12. */
  rotation: number;
  /** Disc spaces whose Visitor everyone is being shown right now, and for how long. */
  shown: { spaces: number[]; ms: number } | null;
  /** Each seat's pending Stand choice during the opening (secret until everyone has chosen). */
  standChoice: (string[] | null)[];
  stands: string[][];
  reserves: string[][];
  satchels: Purchase[][];
  /** Objects sold to Visitors (returned to the box). */
  box: string[];
  dragos: number[];
  /** Dragos the bank has paid out so far (Visitors' purchases). */
  bankPaid: number;
  /** bought[buyer][seller]: Objects bought from each other player. */
  bought: number[][];
  first: Seat;
  timeMaster: Seat;
  /** The clock's hour (24-hour: 8…17). */
  clock: number;
  current: Seat;
  step: Step;
  /** The last rolls, for the table to draw. */
  dice: { movement: number | null; price: PriceColour | null; by: Seat | null; n: number };
  /** Turn counter (a new number every turn). */
  turn: number;
}

const priceColour = z.enum(PRICE_COLOURS);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hide') }),
  z.object({ type: z.literal('stand'), objects: z.array(z.string().max(80)).max(12) }),
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('reveal'), landmark: z.string().max(40) }),
  z.object({ type: z.literal('sell'), object: z.string().max(80) }),
  z.object({ type: z.literal('refill'), object: z.string().max(80) }),
  z.object({ type: z.literal('offer'), object: z.string().max(80), price: priceColour }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('accept') }),
  z.object({ type: z.literal('refuse') }),
  z.object({ type: z.literal('visit'), seller: z.number().int() }),
  z.object({ type: z.literal('give'), object: z.string().max(80) }),
]);
export type MarketMove = z.infer<typeof moveSchema>;

const PRICES: ReadonlySet<unknown> = new Set(PRICE_COLOURS);
const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/**
 * `moveSchema`'s fast path (the engine's `parseMove`): a well-formed move as the schema parses it (its keys in the
 * schema's order, lists copied), or null to let the schema decide — and word the refusal, or drop a key it does not
 * know. Only plain objects as JSON makes them; anything unusual is the schema's to judge.
 */
export function parseMove(m: unknown): MarketMove | null {
  const o = plainObject(m);
  if (!o) return null;
  switch (o.type) {
    case 'hide': case 'roll': case 'pass': case 'accept': case 'refuse':
      return ownKeysAre(o, ['type']) ? { type: o.type } : null;
    case 'stand': {
      const list = o.objects;
      if (!ownKeysAre(o, ['type', 'objects']) || !Array.isArray(list) || Object.getPrototypeOf(list) !== Array.prototype || list.length > 12) return null;
      for (let i = 0; i < list.length; i++) if (!text(list[i], 80)) return null;
      return { type: 'stand', objects: list.slice() as string[] };
    }
    case 'reveal': return ownKeysAre(o, ['type', 'landmark']) && text(o.landmark, 40) ? { type: 'reveal', landmark: o.landmark } : null;
    case 'sell': case 'refill': case 'give':
      return ownKeysAre(o, ['type', 'object']) && text(o.object, 80) ? { type: o.type, object: o.object } : null;
    case 'offer':
      return ownKeysAre(o, ['type', 'object', 'price']) && text(o.object, 80) && PRICES.has(o.price)
        ? { type: 'offer', object: o.object, price: o.price as (typeof PRICE_COLOURS)[number] }
        : null;
    case 'visit': return ownKeysAre(o, ['type', 'seller']) && Number.isSafeInteger(o.seller) ? { type: 'visit', seller: o.seller as number } : null;
    default: return null;
  }
}

/**
 * The draft `produce` hands a move: a new state object that shares every list
 * and record with the state it came from (copy on write). A rule that changes a
 * list first takes the draft's own copy of it with `own` (made once per move,
 * then written in place); records (`step`, `shown`, `dice`) are never written,
 * only replaced. The generator is copied (draws advance it in place) and the log
 * shares its entries (a move only appends). The frozen property runs
 * (test/support/properties.ts) make any write to a shared list throw.
 */
export function cloneState(s: MarketState): MarketState {
  const draft: MarketState = {
    players: s.players,
    rng: { ...s.rng },
    variant: s.variant,
    phase: s.phase,
    corners: s.corners,
    visitors: s.visitors,
    rotation: s.rotation,
    shown: s.shown,
    standChoice: s.standChoice,
    stands: s.stands,
    reserves: s.reserves,
    satchels: s.satchels,
    box: s.box,
    dragos: s.dragos,
    bankPaid: s.bankPaid,
    bought: s.bought,
    first: s.first,
    timeMaster: s.timeMaster,
    clock: s.clock,
    current: s.current,
    step: s.step,
    dice: s.dice,
    turn: s.turn,
    log: draftLog(s.log),
  };
  beginDraft(draft);
  return draft;
}

/** Copy before write for this game's drafts (engine/draft.ts `listOwnership`): `own(s, list)` gives a list of the
 * draft `s` writable; put it back in its place (`s.box = own(s, s.box)`). */
const ownership = listOwnership<MarketState>();
export const { beginDraft, endDraft, own } = ownership;

/** Row `i` of the per-seat list `key` of the draft `s`, writable (the list of rows and the row owned by `s`). */
export function ownRow<K extends 'stands' | 'reserves' | 'satchels' | 'bought'>(s: MarketState, key: K, i: number): MarketState[K][number] {
  const rows = (s[key] = own(s, s[key] as unknown[]) as MarketState[K]) as unknown[][];
  return (rows[i] = own(s, rows[i])) as MarketState[K][number];
}

export function colourOf(state: Pick<MarketState, 'corners'>, seat: Seat): CornerColour {
  return CORNERS[state.corners[seat]];
}

/** The board position of disc space `space`. */
export function positionOf(state: Pick<MarketState, 'rotation'>, space: number): number {
  return (space + state.rotation) % POSITIONS;
}

/** The corner a board position is in front of. */
export function cornerOfPosition(position: number): number {
  return Math.floor(position / POSITIONS_PER_CORNER);
}

/** The disc spaces of the three Visitors in front of `seat`'s Stand, in position order. */
export function spacesInFront(state: Pick<MarketState, 'rotation' | 'corners'>, seat: Seat): number[] {
  const corner = state.corners[seat];
  const out: number[] = [];
  for (let p = corner * POSITIONS_PER_CORNER; p < (corner + 1) * POSITIONS_PER_CORNER; p++) {
    out.push((p - state.rotation + POSITIONS * 100) % POSITIONS);
  }
  return out;
}

export function landmarkOfSpace(space: number): Landmark {
  return LANDMARKS[space];
}

export function spaceOfLandmark(landmark: string): number {
  return (LANDMARKS as readonly string[]).indexOf(landmark);
}

export function nextSeat(state: Pick<MarketState, 'players'>, seat: Seat): Seat {
  return (seat + 1) % state.players;
}

/** The corner of each seat: the table's corners by player count, the ring turned by `turn` corners. */
export function cornersFor(players: number, turn = 0): number[] {
  return CORNERS_FOR[players].map((c) => (c + turn) % CORNERS.length);
}
