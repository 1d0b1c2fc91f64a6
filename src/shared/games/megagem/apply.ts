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

/**
 * The state after a sealed bid that others still wait on: only the bids and the log change; everything else is
 * shared, never mutated (field by field, in the state's key order: cheaper than a spread of the whole state).
 */
function withSealedBid(s: MegaGemState, bids: (number | null)[], log: MegaGemState['log']): MegaGemState {
  return {
    players: s.players, rng: s.rng, log, chart: s.chart, phase: s.phase, round: s.round, coinTotal: s.coinTotal,
    coins: s.coins, supply: s.supply, hands: s.hands, gemDeck: s.gemDeck, row: s.row, display: s.display,
    collections: s.collections, missions: s.missions, auctionDeck: s.auctionDeck, auction: s.auction, bids,
    lastAuction: s.lastAuction, revealer: s.revealer,
  };
}

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
      if (bids.includes(null)) return { ok: true, state: withSealedBid(state, bids, appendLog(state.log, sealed)) };
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
