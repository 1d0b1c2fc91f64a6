/**
 * The closing purchases: clockwise, one Object per turn, each player still
 * short of their quota visits a Stand they owe a purchase to; the SELLER
 * chooses the Object, the Price die sets the price without bargaining, and
 * a buyer short of money pays all they have.
 */
import type { Seat } from '../../engine/types.js';
import { objectOf, priceOf } from './data.js';
import { afterLosingObject, rollPrice } from './flow.js';
import { closingSellers } from './quotas.js';
import type { MarketState } from './state.js';

export function visit(s: MarketState, seat: Seat, seller: number): string | void {
  if (s.step.kind !== 'visit') return 'You are not choosing a Stand to visit now';
  if (!closingSellers(s, seat).includes(seller)) {
    return seller === seat ? 'You cannot buy from your own Stand' : `You do not owe a purchase to seat ${seller + 1}`;
  }
  s.step = { kind: 'give', seller };
  s.log.push({ text: `{seat:${seat}} visits the Stand of {seat:${seller}}, who chooses the Object.` });
}

export function give(s: MarketState, seat: Seat, object: string): string | void {
  const step = s.step;
  if (step.kind !== 'give' || step.seller !== seat) return 'Nobody is waiting for you to choose an Object';
  if (!s.stands[seat].includes(object)) return 'That Object is not on your Stand';
  const buyer = s.current;
  const colour = rollPrice(s, buyer);
  const price = priceOf(object, colour);
  const paid = Math.min(price, s.dragos[buyer]);
  s.dragos[buyer] -= paid;
  s.dragos[seat] += paid;
  s.stands[seat] = s.stands[seat].filter((id) => id !== object);
  s.satchels[buyer].push({ object, from: seat, paid, how: 'closing' });
  s.bought[buyer][seat]++;
  const short = paid < price ? `; short of money, {seat:${buyer}} pays all they have: ${paid} Dragos` : '';
  s.log.push({ text: `{seat:${buyer}} rolled ${colour}: the ${objectOf(object).name} from {seat:${seat}} costs ${price} Dragos${short}.` });
  afterLosingObject(s, seat);
}
