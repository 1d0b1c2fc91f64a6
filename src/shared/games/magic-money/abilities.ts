/**
 * Creature abilities, triggered on adoption and resolved before the next
 * auction. The adopter's choices (which number to cross out, which rival's
 * ledger to falsify) are their moves; the engine lets only the adopter act
 * while an ability waits.
 */
import { produce } from '../../engine/draft.js';
import type { ApplyResult, Seat } from '../../engine/types.js';
import { gold } from './amounts.js';
import { nextAuction } from './auction.js';
import { creature, creatureName } from './data.js';
import { msg, refuse } from './messages.js';
import { draftState, ownLedger, type LedgerEntry, type MMState } from './state.js';

/** Indexes of the adopter's entries a "cross out" ability may strike. */
export function crossableEntries(entries: readonly LedgerEntry[], side: 'public' | 'private' | 'any'): number[] {
  return entries.map((e, i) => (!e.crossed && (side === 'any' || e.side === side) ? i : -1)).filter((i) => i >= 0);
}

/** Rivals a forge may target. */
export function rivalsOf(players: number, seat: Seat): Seat[] {
  return Array.from({ length: players }, (_, i) => i).filter((i) => i !== seat);
}

/** Triggers the adopted creature's ability (or moves on). Mutates a draft. */
export function startAbility(s: MMState, winner: Seat, id: number, price: string): void {
  const ability = creature(id).ability;
  const name = creatureName(id);
  if (ability?.kind === 'crossOut' && crossableEntries(s.ledgers[winner], ability.side).length === 0) {
    s.log.push({ msg: msg('magic-money.nothingToCross', { creature: name, seat: { seat: winner } }) });
    nextAuction(s, winner);
    return;
  }
  if (!ability) {
    nextAuction(s, winner);
    return;
  }
  s.phase = 'ability';
  s.active = winner;
  s.pending = { seat: winner, creature: id, ability, price };
  s.log.push({
    msg: ability.kind === 'forge'
      ? msg('magic-money.forgeChoice', { creature: name, seat: { seat: winner }, amount: gold(price) })
      : msg('magic-money.crossChoice', { creature: name, seat: { seat: winner } }),
  });
}

export function applyCrossOut(state: MMState, actor: Seat, entry: number): ApplyResult<MMState> {
  const p = state.pending;
  if (state.phase !== 'ability' || !p || p.ability.kind !== 'crossOut') return refuse('illegal', 'magic-money.noCrossOut');
  const side = p.ability.side;
  const target = state.ledgers[actor][entry];
  if (!target) return refuse('illegal', 'magic-money.noSuchEntry', { entry });
  if (target.crossed) return refuse('illegal', 'magic-money.alreadyCrossed', { entry });
  if (side !== 'any' && target.side !== side) return refuse('illegal', 'magic-money.wrongSide', { side });
  return produce(state, (s) => {
    // The draft shares the ledger and its entries with the state: the entry is replaced, not changed.
    const ledger = ownLedger(s, actor);
    const e = (ledger[entry] = { ...ledger[entry], crossed: true });
    const name = creatureName(p.creature);
    if (e.side === 'public') {
      s.log.push({ msg: msg('magic-money.crossedPublic', { seat: { seat: actor }, creature: name, amount: gold(e.amount) }) });
    } else {
      s.log.push({
        msg: msg('magic-money.crossedPrivate', { seat: { seat: actor }, creature: name, amount: gold(e.amount) }), to: [actor],
        others: msg('magic-money.crossedPrivateHidden', { seat: { seat: actor }, creature: name }),
      });
    }
    nextAuction(s, actor);
  }, draftState);
}

export function applyForge(state: MMState, actor: Seat, rival: Seat): ApplyResult<MMState> {
  const p = state.pending;
  if (state.phase !== 'ability' || !p || p.ability.kind !== 'forge') return refuse('illegal', 'magic-money.noForge');
  if (!rivalsOf(state.players, actor).includes(rival)) return refuse('illegal', 'magic-money.chooseRival', { rival });
  return produce(state, (s) => {
    ownLedger(s, rival).push({ amount: p.price, side: 'private', crossed: false, auction: s.auction, source: 'forged' });
    s.log.push({ msg: msg('magic-money.forged', { seat: { seat: actor }, creature: creatureName(p.creature), amount: gold(p.price), rival: { seat: rival } }) });
    nextAuction(s, actor);
  }, draftState);
}
