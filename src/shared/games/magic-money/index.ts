/**
 * Magic Money: a bidding game for 3–6 wizards. Outbid the others for
 * creatures — but the wizard who spends the most is eliminated.
 */
import { z } from 'zod';
import type { ApplyResult, GameDefinition, Seat } from '../../engine/types.js';
import { CANONICAL_AMOUNT, MAX_DIGITS } from './amounts.js';
import { applyAnnounce, applyBid, applyOpen, setupGame, waitingBidders } from './auction.js';
import { applyCrossOut, applyForge } from './abilities.js';
import { createBot } from './bots.js';
import { RULES } from './rules.js';
import { resultOf } from './scoring.js';
import type { MMMove, MMState } from './state.js';
import { viewFor, type MMView } from './view.js';

const amount = z.string()
  .max(MAX_DIGITS, `Amounts are limited to ${MAX_DIGITS.toLocaleString('en-US')} digits`)
  .regex(CANONICAL_AMOUNT, 'An amount is a whole number of at least 1, written with digits only and no leading zeros');
const seat = z.number().int('A seat is a whole number').min(0, 'No such seat').max(15, 'No such seat');

export const moveSchema: z.ZodType<MMMove> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('open'), amount }).strict(),
  z.object({ type: z.literal('bid'), amount }).strict(),
  z.object({ type: z.literal('announce'), winner: seat }).strict(),
  z.object({ type: z.literal('crossOut'), entry: z.number().int('Name an entry by its number').min(0, 'No such entry').max(10_000, 'No such entry') }).strict(),
  z.object({ type: z.literal('forge'), rival: seat }).strict(),
]);

function toAct(state: MMState): Seat[] {
  switch (state.phase) {
    case 'open': case 'resolve': return [state.active];
    case 'bid': return waitingBidders(state);
    case 'ability': return state.pending ? [state.pending.seat] : [];
    default: return [];
  }
}

function apply(state: MMState, actor: Seat, move: MMMove): ApplyResult<MMState> {
  switch (move.type) {
    case 'open': return applyOpen(state, actor, move.amount);
    case 'bid': return applyBid(state, actor, move.amount);
    case 'announce': return applyAnnounce(state, actor, move.winner);
    case 'crossOut': return applyCrossOut(state, actor, move.entry);
    case 'forge': return applyForge(state, actor, move.rival);
    default: return { ok: false, error: 'Unknown move' };
  }
}

export const magicMoney: GameDefinition<MMState, MMMove, MMView> = {
  id: 'magic-money',
  name: 'Magic Money',
  summary: 'Bid as much imaginary gold as you dare for magical creatures — but the greediest wizard is eliminated.',
  minPlayers: 3,
  maxPlayers: 6,
  options: [],
  moveSchema,
  setup: (players, _options, seed) => setupGame(players, seed),
  toAct,
  apply,
  view: viewFor,
  isOver: (state) => state.phase === 'over',
  result: (state) => (state.phase === 'over' ? resultOf(state) : null),
  createBot,
  rules: RULES,
};

export default magicMoney;
