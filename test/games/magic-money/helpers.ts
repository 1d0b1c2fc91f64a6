/** Small builders for Magic Money tests: deal a game and drive it move by move. */
import { expect } from 'vitest';
import { applyMove } from '../../../src/shared/engine/engine.js';
import { cloneJson } from '../../../src/shared/engine/draft.js';
import type { Refused, Seat } from '../../../src/shared/engine/types.js';
import { magicMoney } from '../../../src/shared/games/magic-money/index.js';
import type { MMMove, MMState } from '../../../src/shared/games/magic-money/state.js';

export const def = magicMoney;

export function deal(players = 4, seed = 'test'): MMState {
  return def.setup(players, {}, seed);
}

/** Applies a move that must be accepted. */
export function play(state: MMState, seat: Seat, move: MMMove): MMState {
  const r = applyMove(def, state, seat, move);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(move)} by ${seat}: ${r.message}`);
  return r.state;
}

/** Applies a move that must be refused; returns the refusal (code, message id, English sentence) and checks the state is untouched. */
export function refused(state: MMState, seat: Seat, move: unknown): Refused {
  const before = JSON.stringify(state);
  const r = applyMove(def, state, seat, move);
  expect(r.ok, `move ${JSON.stringify(move)} by ${seat} should be refused`).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error(`move ${JSON.stringify(move)} by ${seat} was accepted`);
  return r;
}

export function others(state: MMState): Seat[] {
  return Array.from({ length: state.players }, (_, i) => i).filter((i) => i !== state.active);
}

/** A state whose next creature is `creatureId` (swapped into the offer; for rule tests). */
export function withOffer(state: MMState, creatureId: number): MMState {
  const s = cloneJson(state);
  if (s.offer === creatureId) return s;
  const where = s.deck.indexOf(creatureId);
  if (where >= 0) s.deck[where] = s.offer as number;
  else { const b = s.box.indexOf(creatureId); s.box[b] = s.offer as number; }
  s.offer = creatureId;
  return s;
}

/**
 * One whole auction: the active player opens at `opening`, the others bid
 * `bids` (in seat order, skipping the active player), the active player
 * announces `winner` (default: the only candidate).
 */
export function auction(state: MMState, opening: string, bids: string[], winner?: Seat): MMState {
  let s = play(state, state.active, { type: 'open', amount: opening });
  others(s).forEach((seat, i) => { s = play(s, seat, { type: 'bid', amount: bids[i] }); });
  const w = winner ?? def.view(s, s.active).resolution!.candidates[0];
  return play(s, s.active, { type: 'announce', winner: w });
}

/** The ids of creatures without an ability, for auctions that must not stop on one. */
export const PLAIN = [0, 1, 3, 4, 7, 8, 10, 11, 13, 15, 16, 17, 19, 20];
