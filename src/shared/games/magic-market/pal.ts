/**
 * A Pal minds your Stand while you shop: offer the owner of an Object on
 * another Stand one of its three prices (or buy nothing). The seller accepts
 * or refuses; on a refusal the Price die sets the price. A buyer who cannot
 * pay buys nothing. The Object goes to the buyer's Satchel and the seller
 * refills their Stand.
 */
import type { Seat } from '../../engine/types.js';
import { objectOf, priceOf, type PriceColour } from './data.js';
import { afterLosingObject, finishTurn, rollPrice } from './flow.js';
import type { MarketState } from './state.js';

export function sellerOf(s: MarketState, object: string): Seat {
  return s.stands.findIndex((stand) => stand.includes(object));
}

export function offer(s: MarketState, seat: Seat, object: string, price: PriceColour): string | void {
  if (s.step.kind !== 'offer') return 'You can only make an offer when a Pal minds your Stand';
  const seller = sellerOf(s, object);
  if (seller < 0) return 'That Object is not on any Stand';
  if (seller === seat) return 'You cannot buy from your own Stand';
  const dragos = priceOf(object, price);
  if (dragos > s.dragos[seat]) return `You cannot offer ${dragos} Dragos: you have only ${s.dragos[seat]}`;
  s.step = { kind: 'answer', seller, object, price };
  s.log.push({ text: `{seat:${seat}} offers {seat:${seller}} ${dragos} Dragos (${price}) for the ${objectOf(object).name}.` });
}

export function pass(s: MarketState, seat: Seat): string | void {
  if (s.step.kind !== 'offer') return 'There is nothing to pass on now';
  s.log.push({ text: `{seat:${seat}} bought nothing.` });
  finishTurn(s);
}

export function answer(s: MarketState, seat: Seat, accept: boolean): string | void {
  const step = s.step;
  if (step.kind !== 'answer' || step.seller !== seat) return 'No offer is waiting for your answer';
  const buyer = s.current;
  const name = objectOf(step.object).name;
  if (accept) {
    s.log.push({ text: `{seat:${seat}} accepts.` });
    buy(s, buyer, seat, step.object, priceOf(step.object, step.price));
    return;
  }
  const colour = rollPrice(s, buyer);
  const dragos = priceOf(step.object, colour);
  if (dragos > s.dragos[buyer]) {
    s.log.push({ text: `{seat:${seat}} refuses; the Price die shows ${colour}: ${dragos} Dragos, more than {seat:${buyer}} has. Nothing was bought.` });
    finishTurn(s);
    return;
  }
  s.log.push({ text: `{seat:${seat}} refuses; the Price die shows ${colour}: the ${name} costs ${dragos} Dragos.` });
  buy(s, buyer, seat, step.object, dragos);
}

function buy(s: MarketState, buyer: Seat, seller: Seat, object: string, dragos: number): void {
  s.dragos[buyer] -= dragos;
  s.dragos[seller] += dragos;
  s.stands[seller] = s.stands[seller].filter((id) => id !== object);
  s.satchels[buyer].push({ object, from: seller, paid: dragos, how: 'pal' });
  s.bought[buyer][seller]++;
  s.log.push({ text: `{seat:${buyer}} bought the ${objectOf(object).name} from {seat:${seller}} for ${dragos} Dragos.` });
  afterLosingObject(s, seller);
}

