/**
 * A move, once the engine has checked it (not over, well-formed, from a seat
 * the game waits for): a sealed bid (bidding.ts), or the winner's reveal (round.ts).
 */
import { appendLog, produce } from '../../engine/draft.js';
import type { ApplyResult, LogEntry, Seat } from '../../engine/types.js';
import { bidError, resolveBids } from './bidding.js';
import { msg, refuse } from './messages.js';
import { afterAuction, revealGem } from './round.js';
import { draftState, type MegaGemMove, type MegaGemState } from './state.js';

/** "{seat} placed a sealed bid." per seat: log entries are never changed, so one serves every game. */
const SEALED: readonly LogEntry[] = Array.from({ length: 8 }, (_, seat) => ({ msg: msg('megagem.sealedBid', { seat: { seat } }) }));

export function apply(state: MegaGemState, actor: Seat, move: MegaGemMove): ApplyResult<MegaGemState> {
  switch (move.type) {
    case 'bid': {
      // The revealer is the only seat waited for while a gem is being revealed.
      if (state.phase !== 'bid') return refuse('illegal', 'megagem.biddingClosed');
      const refused = bidError(state, actor, move.amount);
      if (refused) return refused;
      const sealed = SEALED[actor];
      const bids = state.bids.slice();
      bids[actor] = move.amount;
      // Others still to bid: only the sealed bids and the log change (the rest is shared, never mutated).
      if (bids.some((b) => b === null)) return { ok: true, state: { ...state, bids, log: appendLog(state.log, sealed) } };
      return produce(state, (s) => {
        s.bids = bids;
        s.log.push(sealed);
        afterAuction(s, resolveBids(s));
      }, draftState);
    }
    case 'reveal':
      // In the bidding phase every seat still to bid is waited for, and none has a gem to reveal.
      if (state.phase !== 'reveal') return refuse('illegal', 'megagem.nothingToReveal');
      return produce(state, (s) => revealGem(s, actor, move.gem), draftState);
  }
}
