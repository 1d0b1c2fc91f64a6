/**
 * `produce` (engine/draft.ts) for MegaGem states, made cheap: the draft is a
 * field-by-field copy of the state (every array and object the rules can
 * change is new), and the log shares its entries, which are only ever
 * appended, never changed. Tests check that `cloneState` equals the state and
 * shares nothing mutable with it.
 */
import type { ApplyResult } from '../../engine/types.js';
import type { Collection, MegaGemState } from './state.js';

const cloneCollection = (c: Collection): Collection => ({
  gems: c.gems.slice(),
  loans: c.loans.slice(),
  investments: c.investments.map((i) => ({ card: i.card, locked: i.locked })),
  missions: c.missions.slice(),
});

export function cloneState(s: MegaGemState): MegaGemState {
  const a = s.lastAuction;
  return {
    players: s.players,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    log: s.log.slice(),
    chart: s.chart,
    phase: s.phase,
    round: s.round,
    coinTotal: s.coinTotal,
    coins: s.coins.slice(),
    supply: s.supply,
    hands: s.hands.map((h) => h.slice()),
    gemDeck: s.gemDeck.slice(),
    row: s.row.slice(),
    display: s.display.map((d) => ({ gem: d.gem, seat: d.seat })),
    collections: s.collections.map(cloneCollection),
    missions: s.missions.map((m) => ({ id: m.id, claimedBy: m.claimedBy })),
    auctionDeck: s.auctionDeck.slice(),
    auction: s.auction,
    bids: s.bids.slice(),
    lastAuction: a && {
      round: a.round, card: a.card, bids: a.bids.slice(), winner: a.winner, price: a.price,
      tied: a.tied.slice(), tieRule: a.tieRule, gems: a.gems.slice(),
    },
    revealer: s.revealer,
  };
}

/** The recipe changes the draft and returns nothing to accept, or a reason to refuse (the state is untouched). */
export function update(state: MegaGemState, recipe: (draft: MegaGemState) => string | void | undefined): ApplyResult<MegaGemState> {
  const draft = cloneState(state);
  const error = recipe(draft);
  if (typeof error === 'string') return { ok: false, error };
  return { ok: true, state: draft };
}
