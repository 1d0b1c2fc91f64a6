/**
 * Creature abilities, triggered on adoption and resolved before the next
 * auction. The adopter's choices (which number to cross out, which rival's
 * ledger to falsify) are their moves.
 */
import type { ApplyResult, Seat } from '../../engine/types.js';
import { produce } from '../../engine/draft.js';
import { formatAmount } from './amounts.js';
import { creature } from './creatures.js';
import { nextAuction } from './auction.js';
import type { LedgerEntry, MMState } from './state.js';

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
  const card = creature(id);
  const ability = card.ability;
  if (ability?.kind === 'crossOut' && crossableEntries(s.ledgers[winner], ability.side).length === 0) {
    s.log.push({ text: `The ${card.name} finds nothing to cross out on {seat:${winner}}'s ledger.` });
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
  s.log.push({ text: ability.kind === 'forge'
    ? `The ${card.name}'s ability: {seat:${winner}} chooses a rival whose Private side gets a copy of ${formatAmount(price)}.`
    : `The ${card.name}'s ability: {seat:${winner}} chooses a number to cross out.` });
}

export function applyCrossOut(state: MMState, actor: Seat, entry: number): ApplyResult<MMState> {
  const p = state.pending;
  if (state.phase !== 'ability' || !p || p.seat !== actor || p.ability.kind !== 'crossOut')
    return { ok: false, error: 'You have no creature ability to cross out a number right now' };
  const side = p.ability.side;
  const target = state.ledgers[actor][entry];
  if (!target) return { ok: false, error: 'There is no such number on your ledger' };
  if (target.crossed) return { ok: false, error: 'That number is already crossed out' };
  if (side !== 'any' && target.side !== side)
    return { ok: false, error: `This creature only crosses out a number on the ${side === 'public' ? 'Public' : 'Private'} side` };
  return produce(state, (s) => {
    const e = s.ledgers[actor][entry];
    e.crossed = true;
    const name = creature(p.creature).name;
    if (e.side === 'public') {
      s.log.push({ text: `{seat:${actor}}'s ${name} crosses out ${formatAmount(e.amount)} on their Public side.` });
    } else {
      s.log.push({
        text: `{seat:${actor}}'s ${name} crosses out ${formatAmount(e.amount)} on their Private side.`, to: [actor],
        others: `{seat:${actor}}'s ${name} crosses out a number on their Private side.`,
      });
    }
    nextAuction(s, actor);
  });
}

export function applyForge(state: MMState, actor: Seat, rival: Seat): ApplyResult<MMState> {
  const p = state.pending;
  if (state.phase !== 'ability' || !p || p.seat !== actor || p.ability.kind !== 'forge')
    return { ok: false, error: 'You have no creature ability to falsify a ledger right now' };
  if (!rivalsOf(state.players, actor).includes(rival)) return { ok: false, error: 'Choose a rival: another player at the table' };
  return produce(state, (s) => {
    s.ledgers[rival].push({ amount: p.price, side: 'private', crossed: false, auction: s.auction, source: 'forged' });
    s.log.push({ text: `{seat:${actor}}'s ${creature(p.creature).name} copies ${formatAmount(p.price)} onto {seat:${rival}}'s Private side.` });
    nextAuction(s, actor);
  });
}
