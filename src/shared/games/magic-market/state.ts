/**
 * Magic Market's state, moves (with their zod schema) and the small helpers
 * every rule module uses.
 */
import { z } from 'zod';
import { draftLog } from '../../engine/draft.js';
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

/**
 * The draft `produce` hands a move: a copy of everything but the log's
 * entries, which are never changed once written (a move only appends), so
 * the new log shares them instead of copying every message of the game on
 * every move. Field by field (the keys in the state's order, the log last);
 * tests check that it equals the state and shares nothing a move could change.
 */
export function cloneState(s: MarketState): MarketState {
  const step = s.step;
  return {
    players: s.players,
    rng: { ...s.rng },
    variant: s.variant,
    phase: s.phase,
    corners: s.corners.slice(),
    visitors: s.visitors.slice(),
    rotation: s.rotation,
    shown: s.shown === null ? null : { spaces: s.shown.spaces.slice(), ms: s.shown.ms },
    standChoice: s.standChoice.map((c) => (c === null ? null : c.slice())),
    stands: s.stands.map((x) => x.slice()),
    reserves: s.reserves.map((x) => x.slice()),
    satchels: s.satchels.map((x) => x.map((p) => ({ ...p }))),
    box: s.box.slice(),
    dragos: s.dragos.slice(),
    bankPaid: s.bankPaid,
    bought: s.bought.map((row) => row.slice()),
    first: s.first,
    timeMaster: s.timeMaster,
    clock: s.clock,
    current: s.current,
    step: step.kind === 'sell' ? { ...step, options: step.options.slice() } : { ...step },
    dice: { ...s.dice },
    turn: s.turn,
    log: draftLog(s.log),
  };
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

export function cornersFor(players: number): number[] {
  return CORNERS_FOR[players];
}
