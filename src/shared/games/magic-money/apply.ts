/**
 * A move, once the engine has checked it (not over, well-formed, from a seat
 * the game waits for), goes to the rule it plays: the auction's phases
 * (auction.ts, resolve.ts) or a creature's ability (abilities.ts).
 */
import type { ApplyResult, Seat } from '../../engine/types.js';
import { applyCrossOut, applyForge } from './abilities.js';
import { applyBid, applyOpen } from './auction.js';
import { applyAnnounce } from './resolve.js';
import type { MMMove, MMState } from './state.js';

export function apply(state: MMState, actor: Seat, move: MMMove): ApplyResult<MMState> {
  switch (move.type) {
    case 'open': return applyOpen(state, actor, move.amount);
    case 'bid': return applyBid(state, actor, move.amount);
    case 'announce': return applyAnnounce(state, actor, move.winner);
    case 'crossOut': return applyCrossOut(state, actor, move.entry);
    case 'forge': return applyForge(state, actor, move.rival);
  }
}
