/**
 * "What just happened" for a Magic Market turn: the turn so far as one sentence ("Pip rolled a 3 and sold the Wand of
 * Sneezes to a Visitor for 3 Dragos (Price die: blue)."), growing step by step, instead
 * of each step's entry replacing the one before (a bot's turn flickered by in three or four lines). The turn starts at
 * its Movement roll; its entries become the clauses of the sentence (`magic-market.ui.turn.*`); a new hour on the clock
 * follows the sentence. Outside a turn (the opening, the closing) or on an entry it does not know: null, and the line
 * says the latest entry as for every game (app/JustHappened.tsx).
 */
import type { Msg, MsgParam, VisibleLogEntry } from '../../../shared/engine/types.js';

/** Each entry of a turn as a clause (its subject is the turn's player), or null for an entry the clauses say already. */
const CLAUSES: Record<string, ((p: Record<string, MsgParam>) => Msg | null) | undefined> = {
  'magic-market.rolledMovement': (p) => ({ id: 'magic-market.ui.turn.rolled', params: { notches: p.notches } }),
  'magic-market.turnedOver': () => ({ id: 'magic-market.ui.turn.turnedOver' }),
  'magic-market.nothingToBuy': () => ({ id: 'magic-market.ui.turn.nothingToBuy' }),
  'magic-market.nothingSold': () => ({ id: 'magic-market.ui.turn.nothingSold' }),
  'magic-market.soldToVisitor': (p) => ({ id: 'magic-market.ui.turn.sold', params: { object: p.object, dragos: p.dragos, colour: p.colour } }),
  'magic-market.refilled': (p) => ({ id: 'magic-market.ui.turn.refilled', params: { object: p.object } }),
  'magic-market.offers': (p) => ({ id: 'magic-market.ui.turn.offered', params: { seller: p.seller, dragos: p.dragos, colour: p.colour, object: p.object } }),
  'magic-market.boughtNothing': () => ({ id: 'magic-market.ui.turn.boughtNothing' }),
  // The seller's answer: the purchase that follows says its price (accepted: the offer's; refused: the Price die's).
  'magic-market.accepts': () => null,
  'magic-market.refusesPrice': () => null,
  'magic-market.bought': (p) => ({ id: 'magic-market.ui.turn.bought', params: { object: p.object, seller: p.seller, dragos: p.dragos } }),
  'magic-market.refusesTooDear': (p) => ({ id: 'magic-market.ui.turn.tooDear', params: { seller: p.seat, dragos: p.dragos, colour: p.colour } }),
};

/**
 * A clause a later one says already, left out so that the line stays short on a phone: the Visitor turned over once
 * something was sold to it or bought with it ("rolled a 3 and sold …"), the offer once its purchase is made (the price
 * says whether it was taken).
 */
const SAID_BY: Record<string, readonly string[]> = {
  'magic-market.ui.turn.turnedOver': ['magic-market.ui.turn.sold', 'magic-market.ui.turn.nothingSold', 'magic-market.ui.turn.nothingToBuy',
    'magic-market.ui.turn.offered', 'magic-market.ui.turn.boughtNothing'],
  'magic-market.ui.turn.offered': ['magic-market.ui.turn.bought'],
};

const seatOf = (p: MsgParam | undefined): number | null => (p && typeof p === 'object' && 'seat' in p ? p.seat : null);

export function turnSaid(log: readonly VisibleLogEntry[]): Msg | null {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].msg.id === 'magic-market.rolledMovement') { start = i; break; }
  }
  if (start < 0) return null;
  const seat = seatOf(log[start].msg.params?.seat);
  if (seat === null) return null;
  const steps: Msg[] = [];
  let clock: Msg | null = null;
  for (const e of log.slice(start)) {
    // The clock moves at the turn's end: nothing of the turn follows it (the market may close with it).
    if (clock) return null;
    if (e.msg.id === 'magic-market.clockMoves') { clock = e.msg; continue; }
    const clause = CLAUSES[e.msg.id];
    if (!clause) return null;
    const said = clause(e.msg.params ?? {});
    if (said) steps.push(said);
  }
  const kept = steps.filter((m, i) => !steps.slice(i + 1).some((later) => SAID_BY[m.id]?.includes(later.id)));
  const params = { seat: { seat }, steps: { list: kept.map((m): MsgParam => ({ msg: m })) } };
  return clock ? { id: 'magic-market.ui.turn.saidThenClock', params: { ...params, clock: { msg: clock } } } : { id: 'magic-market.ui.turn.said', params };
}
