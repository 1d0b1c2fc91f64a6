/**
 * What a seat sees: everything on the table except the Visitors' hidden
 * symbols (present only while a Visitor is shown to everyone) and the Stands
 * other players are still choosing in secret. It also lists the seat's legal
 * choices so that the table need not re-implement the rules.
 */
import { deepFreeze } from '../../engine/draft.js';
import type { Seat } from '../../engine/types.js';
import {
  activeLists, LANDMARKS, OBJECTS, objectsOfColour, POSITIONS, priceOf,
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
function objectNo(id: string): number {
  const n = OBJECT_NO.get(id);
  if (n === undefined) throw new Error(`No magic Object "${id}"`);
  return n;
}
const nos = (ids: readonly string[]): number[] => ids.map(objectNo);

/** A purchase in a view: the Object by number. */
interface PurchaseView extends Omit<Purchase, 'object'> { object: number }

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

/*
 * Most of a view does not change from one move to the next, and a move replaces (never writes to) what it
 * changes (state.ts: copy on write). So the parts a view makes from the state's lists and records are kept
 * with the list they came from (the last one: views follow the game) and shared by every view until a move
 * replaces that list. Views are read, never written (the host serialises them, bots read them); while the
 * states are frozen (the tests' `setAutoFreeze`), the shared parts are frozen too, so a reader that wrote to
 * one would throw there.
 */

/** One remembered result: what it was made from and what it made. */
class Last<K, V> {
  private from: K | undefined;
  private made: V | undefined;
  get(from: K, make: (from: K) => V, frozen: boolean): V {
    if (this.from !== from || this.made === undefined) {
      this.made = make(from);
      this.from = from;
      if (frozen) deepFreeze(this.made);
    }
    return this.made;
  }
}

/** Per-seat lists of Object ids as numbers, reusing each seat's numbers while its list is the same. */
class LastRows {
  private rows: readonly (readonly string[])[] = [];
  private made: number[][] = [];
  private whole: number[][] | null = null;
  get(lists: readonly (readonly string[])[], frozen: boolean): number[][] {
    if (lists === this.rows && this.whole) return this.whole;
    const made = lists.map((list, i) => (this.rows[i] === list && this.made[i] ? this.made[i] : nos(list)));
    if (frozen) deepFreeze(made);
    this.rows = lists;
    this.made = made;
    this.whole = made;
    return made;
  }
}

const STAND_OBJECTS = new Map<number, number[]>();
/** The twelve Objects of a corner's colour, by number (fixed data, one list per corner). */
function standObjects(s: MarketState, seat: Seat): number[] {
  const corner = s.corners[seat];
  let list = STAND_OBJECTS.get(corner);
  if (!list) STAND_OBJECTS.set(corner, (list = Object.freeze(objectsOfColour(colourOf(s, seat)).map((o) => objectNo(o.id))) as number[]));
  return list;
}

const LISTS = new Map<string, { categories: (Category | null)[]; worth: number }[]>();
/** A seat's Great Magician lists (fixed data per corner and player count). */
function listsOf(s: MarketState, seat: Seat): { categories: (Category | null)[]; worth: number }[] {
  const key = `${s.corners[seat]}/${s.players}`;
  let lists = LISTS.get(key);
  if (!lists) LISTS.set(key, (lists = deepFreeze(activeLists(colourOf(s, seat), s.players))));
  return lists;
}

const IN_FRONT = new Map<number, Landmark[]>();
/** The landmarks in front of a corner at a rotation (fixed: 4 corners × 12 rotations). */
function inFrontOf(s: MarketState, seat: Seat): Landmark[] {
  const key = s.corners[seat] * POSITIONS + s.rotation;
  let list = IN_FRONT.get(key);
  if (!list) IN_FRONT.set(key, (list = Object.freeze(spacesInFront(s, seat).map(landmarkOfSpace)) as Landmark[]));
  return list;
}

function choicesFor(s: MarketState, seat: Seat): Choices | null {
  if (s.shown) return null;
  const step = s.step;
  switch (step.kind) {
    case 'stand':
      return s.standChoice[seat] ? null : { kind: 'stand', objects: standObjects(s, seat), size: 6 };
    case 'roll': return seat === s.current ? { kind: 'roll' } : null;
    case 'choose': return seat === s.current ? { kind: 'reveal', landmarks: inFrontOf(s, seat) } : null;
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

const lastStep = new Last<MarketState['step'], PublicStep>();
const lastStands = new LastRows();
const lastReserves = new LastRows();
const lastBox = new Last<readonly string[], number[]>();
const lastCorners = new Last<readonly number[], number[]>();
const lastDragos = new Last<readonly number[], number[]>();
const lastDice = new Last<MarketState['dice'], MarketState['dice']>();
const lastChosen = new Last<MarketState['standChoice'], boolean[]>();
const lastSatchels = new Last<MarketState['satchels'], PurchaseView[][]>();
/** What each seat still owes, by the purchases of the whole table. */
const lastOwed = new Last<MarketState['bought'], { owed: number[]; owedFrom: number[][] }>();

export function view(s: MarketState, seat: Seat | null): MarketView {
  const over = s.phase === 'over';
  const frozen = Object.isFrozen(s);
  const owed = lastOwed.get(s.bought, (bought) => ({
    owed: bought.map((row, b) => owedTotal(s.players, row, b)),
    owedFrom: bought.map((row, b) => owedBySeller(s.players, row, b)),
  }), frozen);
  return {
    you: seat,
    players: s.players,
    variant: s.variant,
    phase: s.phase,
    step: lastStep.get(s.step, () => publicStep(s), frozen),
    current: s.current,
    first: s.first,
    timeMaster: s.timeMaster,
    clock: s.clock,
    corners: lastCorners.get(s.corners, (c) => c.slice(), frozen),
    rotation: s.rotation,
    shown: s.shown ? s.shown.spaces.map((space) => ({ landmark: landmarkOfSpace(space), position: positionOf(s, space), symbol: s.visitors[space] })) : null,
    shownMs: s.shown ? s.shown.ms : null,
    visitors: over ? s.visitors.slice() : null,
    inFront: seat === null ? [] : inFrontOf(s, seat),
    stands: lastStands.get(s.stands, frozen),
    reserves: lastReserves.get(s.reserves, frozen),
    satchels: lastSatchels.get(s.satchels, (satchels) => satchels.map((x) => x.map((p) => ({ ...p, object: objectNo(p.object) }))), frozen),
    box: lastBox.get(s.box, nos, frozen),
    dragos: lastDragos.get(s.dragos, (d) => d.slice(), frozen),
    standChosen: lastChosen.get(s.standChoice, (c) => c.map((x) => x !== null), frozen),
    yourStandChoice: seat === null || !s.standChoice[seat] ? null : nos(s.standChoice[seat]!),
    owed: owed.owed,
    owedFrom: owed.owedFrom,
    lists: s.variant ? s.corners.map((_, p) => listsOf(s, p)) : null,
    buyBack: over ? s.corners.map((_, p) => buyBack(s, p)) : null,
    dice: lastDice.get(s.dice, (d) => ({ ...d }), frozen),
    turn: s.turn,
    choices: seat === null ? null : choicesFor(s, seat),
  };
}
