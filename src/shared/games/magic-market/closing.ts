/**
 * The closing purchases: clockwise, one Object per turn, each player still
 * short of their quota visits a Stand they owe a purchase to; the SELLER
 * chooses the Object, the Price die sets the price without bargaining, and
 * a buyer short of money pays all they have.
 */
import type { Refused, Seat } from '../../engine/types.js';
import { objectName, priceColourName, priceOf } from './data.js';
import { afterLosingObject, rollPrice } from './flow.js';
import { msg, refuse } from './messages.js';
import { closingSellers } from './quotas.js';
import { own, ownRow, type MarketState } from './state.js';

export function visit(s: MarketState, seat: Seat, seller: number): Refused | void {
  if (s.step.kind !== 'visit') return refuse('illegal', 'magic-market.notVisiting');
  if (!closingSellers(s, seat).includes(seller)) {
    return seller === seat ? refuse('illegal', 'magic-market.ownStand') : refuse('illegal', 'magic-market.notOwed', { seller: { seat: seller } });
  }
  s.step = { kind: 'give', seller };
  s.log.push({ msg: msg('magic-market.visits', { seat: { seat }, seller: { seat: seller } }) });
}

/** The seller chooses the Object (the engine lets only the seller waited for act). */
export function give(s: MarketState, seat: Seat, object: string): Refused | void {
  if (s.step.kind !== 'give') return refuse('illegal', 'magic-market.notGiving');
  if (!s.stands[seat].includes(object)) return refuse('illegal', 'magic-market.notOnStand');
  const buyer = s.current;
  const colour = rollPrice(s, buyer);
  const price = priceOf(object, colour);
  const paid = Math.min(price, s.dragos[buyer]);
  s.dragos = own(s, s.dragos);
  s.dragos[buyer] -= paid;
  s.dragos[seat] += paid;
  s.stands = own(s, s.stands);
  s.stands[seat] = s.stands[seat].filter((id) => id !== object);
  ownRow(s, 'satchels', buyer).push({ object, from: seat, paid, how: 'closing' });
  ownRow(s, 'bought', buyer)[seat]++;
  s.log.push({ msg: msg('magic-market.closingPrice', {
    buyer: { seat: buyer }, seller: { seat }, colour: priceColourName(colour), object: objectName(object), price,
    short: paid < price ? 'yes' : 'no', paid,
  }) });
  afterLosingObject(s, seat);
}
