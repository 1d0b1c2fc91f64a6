/**
 * The strong bot's evaluation (strong-eval.ts): turns left follow the clock and the order of play, the greedy
 * rule makes only legal moves on whole states, prospects stay finite, and a sale to a Visitor beats no sale.
 */
import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { apply } from '../../../src/shared/games/magic-market/apply.js';
import { greedyMove, prospects, turnsLeft } from '../../../src/shared/games/magic-market/strong-eval.js';
import type { MarketState } from '../../../src/shared/games/magic-market/state.js';

describe('magic-market strong evaluation', () => {
  it('turns left: every seat plays once an hour until 5 o’clock', () => {
    let checked = 0;
    playBots(magicMarket, {
      players: 4, seed: 'eval-turns', bots: ['basic', 'basic', 'basic', 'basic'], options: {},
      onMove: (_prev, s) => {
        const state = s as MarketState;
        if (state.phase !== 'market' || state.step.kind !== 'roll' || state.turn !== 1) return;
        // At the first roll of the market (clock 10), everyone still has seven turns.
        expect([0, 1, 2, 3].map((seat) => turnsLeft(state, seat))).toEqual([7, 7, 7, 7]);
        checked++;
      },
    });
    expect(checked).toBe(1);
  });

  for (const players of [2, 3, 4]) {
    it(`${players} players: the greedy rule's moves are legal and prospects finite, all game long`, () => {
      let moves = 0;
      playBots(magicMarket, {
        players, seed: `eval-${players}`, bots: Array.from({ length: players }, () => 'basic' as const), options: {},
        onMove: (_prev, s) => {
          const state = s as MarketState;
          if (state.shown || state.phase === 'over') return;
          for (const v of prospects(state)) expect(Number.isFinite(v)).toBe(true);
          const seat = state.step.kind === 'refill' ? state.step.seat : state.step.kind === 'answer' || state.step.kind === 'give' ? state.step.seller : state.current;
          const move = greedyMove(state, seat);
          if (move === null) return;
          const r = apply(state, seat, move);
          expect(r.ok, JSON.stringify(move)).toBe(true);
          moves++;
        },
      });
      expect(moves).toBeGreaterThan(20);
    });
  }
});
