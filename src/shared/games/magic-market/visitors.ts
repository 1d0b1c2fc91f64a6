/**
 * A turn with the Visitors. Phase 1: roll the Movement die and turn the disc
 * clockwise. Phase 2: turn over one of the three Visitors in front of your
 * Stand; everyone sees its symbol for a few seconds, then it is hidden again.
 * Phase 3: its action. A Buyer buys a matching Object, a Crazy Buyer any
 * Object: when no choice is needed the sale happens with the reveal;
 * otherwise the seller chooses right after the Visitor is hidden. The Price
 * die sets what the bank pays; the Object goes to the box and the seller
 * refills their Stand from their reserve. A Pal sends you shopping (pal.ts).
 */
import type { Seat } from '../../engine/types.js';
import { objectOf, POSITIONS, priceOf } from './data.js';
import { afterLosingObject, finishTurn, rollMovement, rollPrice } from './flow.js';
import { REVEAL_MS } from './setup.js';
import { landmarkOfSpace, spaceOfLandmark, spacesInFront, type MarketState } from './state.js';

export function roll(s: MarketState, seat: Seat): string | void {
  if (s.step.kind !== 'roll') return 'You have already rolled the Movement die this turn';
  const notches = rollMovement(s, seat);
  s.rotation = (s.rotation + notches) % POSITIONS;
  s.log.push({ text: `{seat:${seat}} rolled ${notches} and turned the disc ${notches} notch${notches === 1 ? '' : 'es'}.` });
  s.step = { kind: 'choose' };
}

export function reveal(s: MarketState, seat: Seat, landmark: string): string | void {
  if (s.step.kind === 'roll') return 'Roll the Movement die first';
  if (s.step.kind !== 'choose') return 'You have already turned over a Visitor this turn';
  const space = spaceOfLandmark(landmark);
  if (space < 0) return `There is no landmark "${landmark}" on the disc`;
  if (!spacesInFront(s, seat).includes(space)) return `The Visitor by the ${landmark} is not in front of your Stand`;
  s.shown = { spaces: [space], ms: REVEAL_MS };
  s.log.push({ text: `{seat:${seat}} turned over the Visitor by the ${landmark}.` });
  const kind = s.visitors[space];
  if (kind === 'pal') {
    const any = s.stands.some((stand, other) => other !== seat && stand.length > 0);
    if (!any) {
      s.log.push({ text: `{seat:${seat}} found nothing to buy.` });
      finishTurn(s);
      return;
    }
    s.step = { kind: 'offer' };
    return;
  }
  const options = kind === 'crazy' ? s.stands[seat].slice() : s.stands[seat].filter((id) => objectOf(id).category === kind);
  if (options.length === 0) {
    s.log.push({ text: `{seat:${seat}}: nothing was sold.` });
    finishTurn(s);
  } else if (options.length === 1) {
    sellToVisitor(s, seat, options[0], landmark);
  } else {
    s.step = { kind: 'sell', visitor: landmarkOfSpace(space), options };
  }
}

export function sell(s: MarketState, seat: Seat, object: string): string | void {
  const step = s.step;
  if (step.kind !== 'sell') return 'There is nothing to sell to a Visitor now';
  if (!step.options.includes(object)) {
    return s.stands[seat].includes(object) ? 'That Visitor does not want this Object' : 'That Object is not on your Stand';
  }
  sellToVisitor(s, seat, object, step.visitor);
}

function sellToVisitor(s: MarketState, seat: Seat, object: string, landmark: string): void {
  const colour = rollPrice(s, seat);
  const dragos = priceOf(object, colour);
  s.stands[seat] = s.stands[seat].filter((id) => id !== object);
  s.box.push(object);
  s.dragos[seat] += dragos;
  s.bankPaid += dragos;
  s.log.push({ text: `{seat:${seat}} rolled ${colour} and sold the ${objectOf(object).name} for ${dragos} Dragos to the Visitor by the ${landmark}.` });
  afterLosingObject(s, seat);
}

export function refill(s: MarketState, seat: Seat, object: string): string | void {
  if (s.step.kind !== 'refill') return 'Your Stand does not need refilling now';
  if (!s.reserves[seat].includes(object)) return 'That Object is not in your reserve';
  s.reserves[seat] = s.reserves[seat].filter((id) => id !== object);
  s.stands[seat].push(object);
  s.log.push({ text: `{seat:${seat}} put the ${objectOf(object).name} from their reserve on their Stand.` });
  finishTurn(s);
}
