/**
 * A turn with the Visitors. Phase 1: roll the Movement die and turn the disc
 * clockwise. Phase 2: turn over one of the three Visitors in front of your
 * Stand; everyone sees its symbol for a few seconds, then it is hidden again.
 * Phase 3: its action. A Buyer buys a matching Object, a Crazy Buyer any
 * Object: when no choice is needed the sale happens with the reveal;
 * otherwise the seller chooses right after the Visitor is hidden. The Price
 * die sets what the bank pays; the Object goes to the box and the seller
 * refills their Stand from their reserve. A Pal sends you shopping (pal.ts).
 *
 * What the log may say. The house rule: after its window the host never
 * sends what a Visitor is, and the log is sent whole, long after the window
 * (to a late spectator, on every reconnect). What a player does is public:
 * the roll, that they turned over a Visitor in front of their Stand, what
 * they sold and for how much (the Object leaves their Stand for the box and
 * the bank pays them, in front of everyone), their offers and purchases.
 * Which Visitor they turned is not: a line naming the landmark next to a
 * line saying what happened ("sold the Fox-Tail Mask", "offers …", "nothing
 * was sold") would tell every later reader that the Visitor by that landmark
 * buys Disguises (or is the Crazy Buyer, or a Pal) — exactly what the
 * players must remember. So no log entry, for anyone, names the landmark of
 * a turned Visitor; the landmark and the symbol travel only in the view's
 * `shown`, during the window. (The roll is public, so a reader can still
 * tell which three Visitors stood in front of that Stand, as everyone at a
 * real table can; never which of the three it was.)
 */
import type { Refused, Seat } from '../../engine/types.js';
import { landmarkName, objectName, objectOf, POSITIONS, priceColourName, priceOf } from './data.js';
import { afterLosingObject, finishTurn, rollMovement, rollPrice } from './flow.js';
import { msg, refuse } from './messages.js';
import { REVEAL_MS } from './setup.js';
import { landmarkOfSpace, own, ownRow, spaceOfLandmark, spacesInFront, type MarketState } from './state.js';

export function roll(s: MarketState, seat: Seat): Refused | void {
  if (s.step.kind !== 'roll') return refuse('illegal', 'magic-market.alreadyRolled');
  const notches = rollMovement(s, seat);
  s.rotation = (s.rotation + notches) % POSITIONS;
  s.log.push({ msg: msg('magic-market.rolledMovement', { seat: { seat }, notches }) });
  s.step = { kind: 'choose' };
}

export function reveal(s: MarketState, seat: Seat, landmark: string): Refused | void {
  if (s.step.kind === 'roll') return refuse('illegal', 'magic-market.rollFirst');
  if (s.step.kind !== 'choose') return refuse('illegal', 'magic-market.alreadyRevealed');
  const space = spaceOfLandmark(landmark);
  if (space < 0) return refuse('illegal', 'magic-market.noLandmark', { landmark });
  if (!spacesInFront(s, seat).includes(space)) return refuse('illegal', 'magic-market.notInFront', { landmark: landmarkName(landmarkOfSpace(space)) });
  s.shown = { spaces: [space], ms: REVEAL_MS };
  s.log.push({ msg: msg('magic-market.turnedOver', { seat: { seat } }) });
  const kind = s.visitors[space];
  if (kind === 'pal') {
    const any = s.stands.some((stand, other) => other !== seat && stand.length > 0);
    if (!any) {
      s.log.push({ msg: msg('magic-market.nothingToBuy', { seat: { seat } }) });
      finishTurn(s);
      return;
    }
    s.step = { kind: 'offer' };
    return;
  }
  const options = kind === 'crazy' ? s.stands[seat].slice() : s.stands[seat].filter((id) => objectOf(id).category === kind);
  if (options.length === 0) {
    s.log.push({ msg: msg('magic-market.nothingSold', { seat: { seat } }) });
    finishTurn(s);
  } else if (options.length === 1) {
    sellToVisitor(s, seat, options[0]);
  } else {
    s.step = { kind: 'sell', options };
  }
}

export function sell(s: MarketState, seat: Seat, object: string): Refused | void {
  const step = s.step;
  if (step.kind !== 'sell') return refuse('illegal', 'magic-market.nothingToSell');
  if (!step.options.includes(object)) {
    return s.stands[seat].includes(object) ? refuse('illegal', 'magic-market.notWanted') : refuse('illegal', 'magic-market.notOnStand');
  }
  sellToVisitor(s, seat, object);
}

function sellToVisitor(s: MarketState, seat: Seat, object: string): void {
  const colour = rollPrice(s, seat);
  const dragos = priceOf(object, colour);
  s.stands = own(s, s.stands);
  s.stands[seat] = s.stands[seat].filter((id) => id !== object);
  (s.box = own(s, s.box)).push(object);
  (s.dragos = own(s, s.dragos))[seat] += dragos;
  s.bankPaid += dragos;
  s.log.push({ msg: msg('magic-market.soldToVisitor', { seat: { seat }, colour: priceColourName(colour), object: objectName(object), dragos }) });
  afterLosingObject(s, seat);
}

export function refill(s: MarketState, seat: Seat, object: string): Refused | void {
  if (s.step.kind !== 'refill') return refuse('illegal', 'magic-market.noRefill');
  if (!s.reserves[seat].includes(object)) return refuse('illegal', 'magic-market.notInReserve');
  s.reserves = own(s, s.reserves);
  s.reserves[seat] = s.reserves[seat].filter((id) => id !== object);
  ownRow(s, 'stands', seat).push(object);
  s.log.push({ msg: msg('magic-market.refilled', { seat: { seat }, object: objectName(object) }) });
  finishTurn(s);
}
