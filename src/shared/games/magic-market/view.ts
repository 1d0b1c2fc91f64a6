/**
 * What a seat sees: everything on the table except the Visitors' hidden
 * symbols (present only while a Visitor is shown to everyone) and the Stands
 * other players are still choosing in secret. It also lists the seat's legal
 * choices so that the table need not re-implement the rules.
 */
import type { Seat } from '../../engine/types.js';
import {
  activeLists, CLOSING_HOUR, CORNERS, hourLabel, LANDMARKS, objectsOfColour, PRICE_COLOURS, priceOf,
  type Category, type CornerColour, type Landmark, type PriceColour, type VisitorKind,
} from './data.js';
import { buyBack } from './magician.js';
import { owedBySeller, owedTotal, closingSellers } from './quotas.js';
import { colourOf, cornerOfPosition, landmarkOfSpace, positionOf, spacesInFront, type MarketState, type Phase, type Purchase } from './state.js';

type PublicStep =
  | { kind: 'peek' | 'stand' | 'roll' | 'choose' | 'offer' | 'visit' | 'over' }
  /** The current player chooses what the Visitor buys (which Visitor is not said: its window is over). */
  | { kind: 'sell' }
  | { kind: 'refill'; seat: Seat }
  | { kind: 'answer'; seller: Seat; object: string; price: PriceColour; dragos: number }
  | { kind: 'give'; seller: Seat };

type Choices =
  | { kind: 'stand'; objects: string[]; size: number }
  | { kind: 'roll' }
  | { kind: 'reveal'; landmarks: Landmark[] }
  | { kind: 'sell'; objects: string[] }
  | { kind: 'refill'; objects: string[] }
  | { kind: 'offer'; objects: { object: string; seller: Seat; prices: number[]; affordable: PriceColour[] }[] }
  | { kind: 'answer'; object: string; price: PriceColour; dragos: number; buyer: Seat }
  | { kind: 'visit'; sellers: Seat[] }
  | { kind: 'give'; objects: string[]; buyer: Seat };

export interface MarketView {
  you: Seat | null;
  players: number;
  variant: boolean;
  phase: Phase;
  step: PublicStep;
  current: Seat;
  first: Seat;
  timeMaster: Seat;
  clock: number;
  clockLabel: string;
  closingHour: number;
  corners: number[];
  colours: CornerColour[];
  /** The disc: each landmark with its board position and the corner it faces. */
  disc: { landmark: Landmark; position: number; corner: number }[];
  rotation: number;
  /** The Visitors everyone is being shown right now (symbols only here, only now). */
  shown: { landmark: Landmark; position: number; symbol: VisitorKind }[] | null;
  shownMs: number | null;
  /** Landmarks of the three Visitors in front of your Stand (empty for spectators). */
  inFront: Landmark[];
  stands: string[][];
  reserves: string[][];
  satchels: Purchase[][];
  box: string[];
  dragos: number[];
  /** Opening: who has chosen their Stand (not what). */
  standChosen: boolean[];
  yourStandChoice: string[] | null;
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
    case 'answer': return { kind: 'answer', seller: step.seller, object: step.object, price: step.price, dragos: priceOf(step.object, step.price) };
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
      return s.standChoice[seat] ? null : { kind: 'stand', objects: objectsOfColour(colourOf(s, seat)).map((o) => o.id), size: 6 };
    case 'roll': return seat === s.current ? { kind: 'roll' } : null;
    case 'choose': return seat === s.current ? { kind: 'reveal', landmarks: spacesInFront(s, seat).map(landmarkOfSpace) } : null;
    case 'sell': return seat === s.current ? { kind: 'sell', objects: step.options.slice() } : null;
    case 'refill': return seat === step.seat ? { kind: 'refill', objects: s.reserves[seat].slice() } : null;
    case 'offer':
      if (seat !== s.current) return null;
      return {
        kind: 'offer',
        objects: s.stands.flatMap((stand, seller) => seller === seat ? [] : stand.map((object) => ({
          object, seller,
          prices: PRICE_COLOURS.map((c) => priceOf(object, c)),
          affordable: PRICE_COLOURS.filter((c) => priceOf(object, c) <= s.dragos[seat]),
        }))),
      };
    case 'answer':
      return seat === step.seller ? { kind: 'answer', object: step.object, price: step.price, dragos: priceOf(step.object, step.price), buyer: s.current } : null;
    case 'visit': return seat === s.current ? { kind: 'visit', sellers: closingSellers(s, seat) } : null;
    case 'give': return seat === step.seller ? { kind: 'give', objects: s.stands[seat].slice(), buyer: s.current } : null;
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
    clockLabel: hourLabel(s.clock),
    closingHour: CLOSING_HOUR,
    corners: s.corners.slice(),
    colours: s.corners.map((c) => CORNERS[c]),
    disc: LANDMARKS.map((landmark, space) => {
      const position = positionOf(s, space);
      return { landmark, position, corner: cornerOfPosition(position) };
    }),
    rotation: s.rotation,
    shown: s.shown ? s.shown.spaces.map((space) => ({ landmark: landmarkOfSpace(space), position: positionOf(s, space), symbol: s.visitors[space] })) : null,
    shownMs: s.shown ? s.shown.ms : null,
    inFront: seat === null ? [] : spacesInFront(s, seat).map(landmarkOfSpace),
    stands: s.stands.map((x) => x.slice()),
    reserves: s.reserves.map((x) => x.slice()),
    satchels: s.satchels.map((x) => x.map((p) => ({ ...p }))),
    box: s.box.slice(),
    dragos: s.dragos.slice(),
    standChosen: s.standChoice.map((c) => c !== null),
    yourStandChoice: seat === null || !s.standChoice[seat] ? null : s.standChoice[seat]!.slice(),
    owed: s.bought.map((row, b) => owedTotal(s.players, row, b)),
    owedFrom: s.bought.map((row, b) => owedBySeller(s.players, row, b)),
    lists: s.variant ? s.corners.map((_, p) => activeLists(colourOf(s, p), s.players)) : null,
    buyBack: over ? s.corners.map((_, p) => buyBack(s, p)) : null,
    dice: { ...s.dice },
    turn: s.turn,
    choices: seat === null ? null : choicesFor(s, seat),
  };
}
