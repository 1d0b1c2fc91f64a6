/**
 * What a seat sees: everything on the table except the Visitors' hidden
 * symbols (present only while a Visitor is shown to everyone) and the Stands
 * other players are still choosing in secret. It also lists the seat's legal
 * choices so that the table need not re-implement the rules.
 */
import type { Seat } from '../../engine/types.js';
import {
  activeLists, LANDMARKS, OBJECTS, objectsOfColour, priceOf,
  type Category, type Landmark, type PriceColour, type VisitorKind,
} from './data.js';
import { buyBack } from './magician.js';
import { owedBySeller, owedTotal, closingSellers } from './quotas.js';
import { colourOf, cornerOfPosition, landmarkOfSpace, positionOf, spacesInFront, type MarketState, type Phase, type Purchase } from './state.js';

/**
 * Lean frames: an Object travels as its number, its index in `OBJECTS` (data.ts, part of the client bundle:
 * `OBJECTS[n]` gives its id, name, colour, category and prices); moves still name Objects by id. The disc's
 * landmarks and positions follow from `rotation` (`discOf`), the corner colours from `corners` (`CORNERS`),
 * the clock's words from `clock` (`hourLabel`), prices from the Object (`priceOf`). An Object's number is in a
 * view only where the Object itself is shown today (a Stand chosen in secret stays absent).
 */
const OBJECT_NO: ReadonlyMap<string, number> = new Map(OBJECTS.map((o, n) => [o.id, n]));
/** An Object's number in views (its index in `OBJECTS`). */
export function objectNo(id: string): number {
  const n = OBJECT_NO.get(id);
  if (n === undefined) throw new Error(`No magic Object "${id}"`);
  return n;
}
const nos = (ids: readonly string[]): number[] => ids.map(objectNo);

/** A purchase in a view: the Object by number. */
export interface PurchaseView extends Omit<Purchase, 'object'> { object: number }

/** The disc for a rotation: each landmark with its board position and the corner it faces. */
export function discOf(rotation: number): { landmark: Landmark; position: number; corner: number }[] {
  return LANDMARKS.map((landmark, space) => {
    const position = positionOf({ rotation }, space);
    return { landmark, position, corner: cornerOfPosition(position) };
  });
}

type PublicStep =
  | { kind: 'peek' | 'stand' | 'roll' | 'choose' | 'offer' | 'visit' | 'over' }
  /** The current player chooses what the Visitor buys (which Visitor is not said: its window is over). */
  | { kind: 'sell' }
  | { kind: 'refill'; seat: Seat }
  | { kind: 'answer'; seller: Seat; object: number; price: PriceColour; dragos: number }
  | { kind: 'give'; seller: Seat };

type Choices =
  | { kind: 'stand'; objects: number[]; size: number }
  | { kind: 'roll' }
  | { kind: 'reveal'; landmarks: Landmark[] }
  | { kind: 'sell'; objects: number[] }
  | { kind: 'refill'; objects: number[] }
  /** Prices: `OBJECTS[object].prices`; affordable: the colours whose price is at most your Dragos. */
  | { kind: 'offer'; objects: { object: number; seller: Seat }[] }
  | { kind: 'answer'; object: number; price: PriceColour; dragos: number; buyer: Seat }
  | { kind: 'visit'; sellers: Seat[] }
  | { kind: 'give'; objects: number[]; buyer: Seat };

export interface MarketView {
  you: Seat | null;
  players: number;
  variant: boolean;
  phase: Phase;
  step: PublicStep;
  current: Seat;
  first: Seat;
  timeMaster: Seat;
  /** The hour (its words: `hourLabel(clock)`; the market closes at `CLOSING_HOUR`). */
  clock: number;
  /** Corner per seat (its colour: `CORNERS[corner]`). */
  corners: number[];
  /** The disc's rotation (landmarks, positions and corners: `discOf(rotation)`). */
  rotation: number;
  /** The Visitors everyone is being shown right now (symbols only here, only now). */
  shown: { landmark: Landmark; position: number; symbol: VisitorKind }[] | null;
  shownMs: number | null;
  /**
   * Once the game is over: every Visitor's symbol, by disc space (`LANDMARKS[i]` → `visitors[i]`). The market has
   * closed; everyone may look under the hats, and the end screen says what each Visitor really was. Null before.
   */
  visitors: VisitorKind[] | null;
  /** Landmarks of the three Visitors in front of your Stand (empty for spectators). */
  inFront: Landmark[];
  /** Object numbers (`OBJECTS[n]`). */
  stands: number[][];
  reserves: number[][];
  satchels: PurchaseView[][];
  box: number[];
  dragos: number[];
  /** Opening: who has chosen their Stand (not what). */
  standChosen: boolean[];
  yourStandChoice: number[] | null;
  /** Purchases still owed: total per seat, and per seller (how many purchases from them would still count). */
  owed: number[];
  owedFrom: number[][];
  /** Great Magician lists per seat (variant), null third category = any. */
  lists: { categories: (Category | null)[]; worth: number }[][] | null;
  /** Once over: the Great Magician's buy-back per seat. */
  buyBack: { lists: number[]; dragos: number }[] | null;
  dice: MarketState['dice'];
  turn: number;
  choices: Choices | null;
}

function publicStep(s: MarketState): PublicStep {
  const step = s.step;
  switch (step.kind) {
    case 'answer': return { kind: 'answer', seller: step.seller, object: objectNo(step.object), price: step.price, dragos: priceOf(step.object, step.price) };
    case 'refill': return { kind: 'refill', seat: step.seat };
    case 'give': return { kind: 'give', seller: step.seller };
    default: return { kind: step.kind };
  }
}

function choicesFor(s: MarketState, seat: Seat): Choices | null {
  if (s.shown) return null;
  const step = s.step;
  switch (step.kind) {
    case 'stand':
      return s.standChoice[seat] ? null : { kind: 'stand', objects: objectsOfColour(colourOf(s, seat)).map((o) => objectNo(o.id)), size: 6 };
    case 'roll': return seat === s.current ? { kind: 'roll' } : null;
    case 'choose': return seat === s.current ? { kind: 'reveal', landmarks: spacesInFront(s, seat).map(landmarkOfSpace) } : null;
    case 'sell': return seat === s.current ? { kind: 'sell', objects: nos(step.options) } : null;
    case 'refill': return seat === step.seat ? { kind: 'refill', objects: nos(s.reserves[seat]) } : null;
    case 'offer':
      if (seat !== s.current) return null;
      return {
        kind: 'offer',
        objects: s.stands.flatMap((stand, seller) => seller === seat ? [] : stand.map((object) => ({ object: objectNo(object), seller }))),
      };
    case 'answer':
      return seat === step.seller ? { kind: 'answer', object: objectNo(step.object), price: step.price, dragos: priceOf(step.object, step.price), buyer: s.current } : null;
    case 'visit': return seat === s.current ? { kind: 'visit', sellers: closingSellers(s, seat) } : null;
    case 'give': return seat === step.seller ? { kind: 'give', objects: nos(s.stands[seat]), buyer: s.current } : null;
    default: return null;
  }
}

export function view(s: MarketState, seat: Seat | null): MarketView {
  const over = s.phase === 'over';
  return {
    you: seat,
    players: s.players,
    variant: s.variant,
    phase: s.phase,
    step: publicStep(s),
    current: s.current,
    first: s.first,
    timeMaster: s.timeMaster,
    clock: s.clock,
    corners: s.corners.slice(),
    rotation: s.rotation,
    shown: s.shown ? s.shown.spaces.map((space) => ({ landmark: landmarkOfSpace(space), position: positionOf(s, space), symbol: s.visitors[space] })) : null,
    shownMs: s.shown ? s.shown.ms : null,
    visitors: over ? s.visitors.slice() : null,
    inFront: seat === null ? [] : spacesInFront(s, seat).map(landmarkOfSpace),
    stands: s.stands.map(nos),
    reserves: s.reserves.map(nos),
    satchels: s.satchels.map((x) => x.map((p) => ({ ...p, object: objectNo(p.object) }))),
    box: nos(s.box),
    dragos: s.dragos.slice(),
    standChosen: s.standChoice.map((c) => c !== null),
    yourStandChoice: seat === null || !s.standChoice[seat] ? null : nos(s.standChoice[seat]!),
    owed: s.bought.map((row, b) => owedTotal(s.players, row, b)),
    owedFrom: s.bought.map((row, b) => owedBySeller(s.players, row, b)),
    lists: s.variant ? s.corners.map((_, p) => activeLists(colourOf(s, p), s.players)) : null,
    buyBack: over ? s.corners.map((_, p) => buyBack(s, p)) : null,
    dice: { ...s.dice },
    turn: s.turn,
    choices: seat === null ? null : choicesFor(s, seat),
  };
}
