/**
 * The flow of turns: play passes to the left (the next seat); the clock
 * moves on an hour after the Time Master's turn; at 5 o'clock the market
 * closes and the closing purchases follow, one Object per turn, clockwise
 * from the first player; then the game is over.
 */
import { randInt } from '../../engine/rng.js';
import type { Seat } from '../../engine/types.js';
import { CLOSING_HOUR, hourLabel, MOVEMENT_DIE, objectOf, PRICE_DIE, type PriceColour } from './data.js';
import { closingSellers } from './quotas.js';
import { nextSeat, type MarketState } from './state.js';

export function rollMovement(s: MarketState, seat: Seat): number {
  const notches = MOVEMENT_DIE[randInt(s.rng, MOVEMENT_DIE.length)];
  s.dice = { movement: notches, price: null, by: seat, n: s.dice.n + 1 };
  return notches;
}

export function rollPrice(s: MarketState, seat: Seat): PriceColour {
  const colour = PRICE_DIE[randInt(s.rng, PRICE_DIE.length)];
  s.dice = { ...s.dice, price: colour, by: seat, n: s.dice.n + 1 };
  return colour;
}

/** The Object leaves `seat`'s Stand; they refill it from their reserve (their choice when there is one). */
export function afterLosingObject(s: MarketState, seat: Seat): void {
  const reserve = s.reserves[seat];
  if (reserve.length === 1) {
    const [last] = reserve.splice(0, 1);
    s.stands[seat].push(last);
    s.log.push({ text: `{seat:${seat}} put the ${objectOf(last).name} from their reserve on their Stand.` });
  }
  if (reserve.length > 0) {
    s.step = { kind: 'refill', seat };
    return;
  }
  finishTurn(s);
}

/** The current turn is over (after the Visitor's action and any refill). */
export function finishTurn(s: MarketState): void {
  if (s.phase === 'closing') {
    nextClosingTurn(s, nextSeat(s, s.current));
    return;
  }
  if (s.current === s.timeMaster) {
    s.clock++;
    s.log.push({ text: `{seat:${s.timeMaster}} moves the clock on: ${hourLabel(s.clock)}.` });
    if (s.clock >= CLOSING_HOUR) {
      closeMarket(s);
      return;
    }
  }
  s.current = nextSeat(s, s.current);
  s.turn++;
  s.step = { kind: 'roll' };
}

export function closeMarket(s: MarketState): void {
  s.phase = 'closing';
  s.log.push({ text: 'The Magic Market closes. Everyone must now complete their purchases from the other players.' });
  nextClosingTurn(s, s.first);
}

/** The next seat, clockwise from `from`, that still owes a purchase it can make; none → the game is over. */
export function nextClosingTurn(s: MarketState, from: Seat): void {
  for (let k = 0; k < s.players; k++) {
    const seat = (from + k) % s.players;
    const sellers = closingSellers(s, seat);
    if (sellers.length === 0) continue;
    s.current = seat;
    s.turn++;
    if (sellers.length === 1) {
      s.step = { kind: 'give', seller: sellers[0] };
      s.log.push({ text: `{seat:${seat}} must buy an Object from {seat:${sellers[0]}}, who chooses it.` });
    } else {
      s.step = { kind: 'visit' };
    }
    return;
  }
  s.phase = 'over';
  s.step = { kind: 'over' };
  s.log.push({ text: 'Every purchase is made: the game is over. Count your Dragos!' });
}
