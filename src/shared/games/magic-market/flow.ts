/**
 * The flow of turns: who acts (`toAct`), the timed windows (`scheduled`),
 * the end (`isOver`). Play passes to the left (the next seat); the clock
 * moves on an hour after the Time Master's turn; at 5 o'clock the market
 * closes and the closing purchases follow, one Object per turn, clockwise
 * from the first player; then the game is over.
 */
import { randInt } from '../../engine/rng.js';
import type { Scheduled, Seat } from '../../engine/types.js';
import { CLOSING_HOUR, hour12, MOVEMENT_DIE, objectName, PRICE_DIE, type PriceColour } from './data.js';
import { msg } from './messages.js';
import { closingSellers } from './quotas.js';
import { nextSeat, ownRow, type MarketMove, type MarketState } from './state.js';

/** Seats the game waits for: nobody while Visitors are shown; everyone still choosing in the opening; else one seat. */
export function toAct(s: MarketState): Seat[] {
  if (s.shown) return [];
  const step = s.step;
  switch (step.kind) {
    case 'peek': case 'over': return [];
    case 'stand': return s.standChoice.map((c, seat) => (c ? -1 : seat)).filter((seat) => seat >= 0);
    case 'refill': return [step.seat];
    case 'answer': case 'give': return [step.seller];
    default: return [s.current];
  }
}

/** While Visitors are shown, the table hides them again when the window ends. */
export function scheduled(s: MarketState): Scheduled<MarketMove> | null {
  return s.shown ? { delayMs: s.shown.ms, move: { type: 'hide' } } : null;
}

export function isOver(s: MarketState): boolean {
  return s.phase === 'over' && !s.shown;
}

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
  let reserve = s.reserves[seat];
  if (reserve.length === 1) {
    reserve = ownRow(s, 'reserves', seat);
    const [last] = reserve.splice(0, 1);
    ownRow(s, 'stands', seat).push(last);
    s.log.push({ msg: msg('magic-market.refilled', { seat: { seat }, object: objectName(last) }) });
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
    s.log.push({ msg: msg('magic-market.clockMoves', { seat: { seat: s.timeMaster }, hour: hour12(s.clock) }) });
    if (s.clock >= CLOSING_HOUR) {
      closeMarket(s);
      return;
    }
  }
  s.current = nextSeat(s, s.current);
  s.turn++;
  s.step = { kind: 'roll' };
}

function closeMarket(s: MarketState): void {
  s.phase = 'closing';
  s.log.push({ msg: msg('magic-market.marketCloses') });
  nextClosingTurn(s, s.first);
}

/** The next seat, clockwise from `from`, that still owes a purchase it can make; none → the game is over. */
function nextClosingTurn(s: MarketState, from: Seat): void {
  for (let k = 0; k < s.players; k++) {
    const seat = (from + k) % s.players;
    const sellers = closingSellers(s, seat);
    if (sellers.length === 0) continue;
    s.current = seat;
    s.turn++;
    if (sellers.length === 1) {
      s.step = { kind: 'give', seller: sellers[0] };
      s.log.push({ msg: msg('magic-market.mustBuyFrom', { seat: { seat }, seller: { seat: sellers[0] } }) });
    } else {
      s.step = { kind: 'visit' };
    }
    return;
  }
  s.phase = 'over';
  s.step = { kind: 'over' };
  s.log.push({ msg: msg('magic-market.gameOver') });
}
