/**
 * The move the host makes for a person whose turn timer ran out (GameDefinition.cautiousMove), from their own
 * view only (its `choices`), always the cheapest choice:
 * - the opening Stand: the six cheapest Objects offered (by their green price, then in the order offered);
 * - rolling the Movement die: the roll (the one thing to do);
 * - which Visitor to turn over: the first in front of the Stand;
 * - what a Visitor buys, which Object refills the Stand, which Object to sell at the closing: the cheapest one;
 * - a Pal's shopping: buy nothing (a pass); someone's offer: refuse it (nothing changes hands);
 * - the closing's visit: the nearest Stand to the left that may be visited.
 */
import type { Seat } from '../../engine/types.js';
import { OBJECTS, priceOf } from './data.js';
import type { MarketMove } from './state.js';
import type { MarketView } from './view.js';

/** Object numbers, cheapest first (green price, then the order given). */
function cheapest(objects: readonly number[]): number[] {
  return objects.map((o, i) => ({ o, i, p: priceOf(OBJECTS[o].id, 'green') })).sort((a, b) => a.p - b.p || a.i - b.i).map((x) => x.o);
}

export function cautiousMove(view: MarketView, seat: Seat): MarketMove | null {
  const c = view.choices;
  if (!c) return null;
  const id = (o: number) => OBJECTS[o].id;
  switch (c.kind) {
    case 'stand': return c.objects.length < c.size ? null : { type: 'stand', objects: cheapest(c.objects).slice(0, c.size).map(id) };
    case 'roll': return { type: 'roll' };
    case 'reveal': return c.landmarks.length ? { type: 'reveal', landmark: c.landmarks[0] } : null;
    case 'sell': case 'refill': case 'give':
      return c.objects.length ? { type: c.kind, object: id(cheapest(c.objects)[0]) } : null;
    case 'offer': return { type: 'pass' };
    case 'answer': return { type: 'refuse' };
    case 'visit': {
      if (!c.sellers.length) return null;
      const left = (s: Seat) => (s - seat + view.players) % view.players || view.players;
      return { type: 'visit', seller: c.sellers.reduce((a, b) => (left(b) < left(a) ? b : a)) };
    }
    default: return null;
  }
}
