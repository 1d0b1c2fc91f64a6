/**
 * A Pal minds your Stand while you shop: offer the owner of an Object on
 * another Stand one of its three prices (or buy nothing). The seller accepts
 * or refuses; on a refusal the Price die sets the price. A buyer who cannot
 * pay buys nothing. The Object goes to the buyer's Satchel and the seller
 * refills their Stand.
 */
import type { Refused, Seat } from '../../engine/types.js';
import { objectName, priceColourName, priceOf, type PriceColour } from './data.js';
import { afterLosingObject, finishTurn, rollPrice } from './flow.js';
import { msg, refuse } from './messages.js';
import { own, ownRow, type MarketState } from './state.js';

function sellerOf(s: MarketState, object: string): Seat {
  return s.stands.findIndex((stand) => stand.includes(object));
}

export function offer(s: MarketState, seat: Seat, object: string, price: PriceColour): Refused | void {
  if (s.step.kind !== 'offer') return refuse('illegal', 'magic-market.offerOnlyWithPal');
  const seller = sellerOf(s, object);
  if (seller < 0) return refuse('illegal', 'magic-market.notOnAnyStand');
  if (seller === seat) return refuse('illegal', 'magic-market.ownStand');
  const dragos = priceOf(object, price);
  if (dragos > s.dragos[seat]) return refuse('illegal', 'magic-market.offerTooHigh', { dragos, have: s.dragos[seat] });
  s.step = { kind: 'answer', seller, object, price };
  s.log.push({ msg: msg('magic-market.offers', { seat: { seat }, seller: { seat: seller }, dragos, colour: priceColourName(price), object: objectName(object) }) });
}

export function pass(s: MarketState, seat: Seat): Refused | void {
  if (s.step.kind !== 'offer') return refuse('illegal', 'magic-market.nothingToPass');
  s.log.push({ msg: msg('magic-market.boughtNothing', { seat: { seat } }) });
  finishTurn(s);
}

/** The seller's answer (the engine lets only the seller waited for act). */
export function answer(s: MarketState, seat: Seat, accept: boolean): Refused | void {
  const step = s.step;
  if (step.kind !== 'answer') return refuse('illegal', 'magic-market.noOffer');
  const buyer = s.current;
  if (accept) {
    s.log.push({ msg: msg('magic-market.accepts', { seat: { seat } }) });
    buy(s, buyer, seat, step.object, priceOf(step.object, step.price));
    return;
  }
  const colour = rollPrice(s, buyer);
  const dragos = priceOf(step.object, colour);
  if (dragos > s.dragos[buyer]) {
    s.log.push({ msg: msg('magic-market.refusesTooDear', { seat: { seat }, colour: priceColourName(colour), dragos, buyer: { seat: buyer } }) });
    finishTurn(s);
    return;
  }
  s.log.push({ msg: msg('magic-market.refusesPrice', { seat: { seat }, colour: priceColourName(colour), object: objectName(step.object), dragos }) });
  buy(s, buyer, seat, step.object, dragos);
}

function buy(s: MarketState, buyer: Seat, seller: Seat, object: string, dragos: number): void {
  s.dragos = own(s, s.dragos);
  s.dragos[buyer] -= dragos;
  s.dragos[seller] += dragos;
  s.stands = own(s, s.stands);
  s.stands[seller] = s.stands[seller].filter((id) => id !== object);
  ownRow(s, 'satchels', buyer).push({ object, from: seller, paid: dragos, how: 'pal' });
  ownRow(s, 'bought', buyer)[seller]++;
  s.log.push({ msg: msg('magic-market.bought', { buyer: { seat: buyer }, object: objectName(object), seller: { seat: seller }, dragos }) });
  afterLosingObject(s, seller);
}
