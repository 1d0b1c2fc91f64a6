/** Validating and applying a move: a sealed bid, or the winner's reveal. */
import { update } from './update.js';
import type { ApplyResult, Seat } from '../../engine/types.js';
import { bidError, resolveBids } from './bidding.js';
import { afterAuction, revealGem } from './round.js';
import type { MegaGemMove, MegaGemState } from './state.js';

/** Seats the game waits for: those who have not bid yet, or the winner who must reveal. */
export function toAct(s: MegaGemState): Seat[] {
  if (s.phase === 'reveal') return [s.revealer!];
  if (s.phase !== 'bid') return [];
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (s.bids[seat] === null) out.push(seat);
  return out;
}

export function applyMegaGem(state: MegaGemState, actor: Seat, move: MegaGemMove): ApplyResult<MegaGemState> {
  if (state.phase === 'over') return { ok: false, error: 'The game is over' };
  switch (move.type) {
    case 'bid':
      if (state.phase !== 'bid') return { ok: false, error: 'Bidding is closed: the auction winner is revealing a gem' };
      if (state.bids[actor] !== null) return { ok: false, error: 'You have already placed your bid for this auction' };
      {
        const error = bidError(state, actor, move.amount);
        if (error) return { ok: false, error };
      }
      {
        const sealed = { text: `{seat:${actor}} placed a sealed bid.` };
        const bids = state.bids.slice();
        bids[actor] = move.amount;
        // Others still to bid: only the sealed bids and the log change (the rest is shared, never mutated).
        if (bids.some((b) => b === null)) return { ok: true, state: { ...state, bids, log: [...state.log, sealed] } };
        return update(state, (s) => {
          s.bids = bids;
          s.log.push(sealed);
          afterAuction(s, resolveBids(s));
        });
      }
    case 'reveal':
      if (state.phase !== 'reveal' || state.revealer !== actor) return { ok: false, error: 'There is nothing for you to reveal now' };
      return update(state, (s) => revealGem(s, actor, move.gem));
  }
}
