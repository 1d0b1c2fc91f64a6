/**
 * The strong bot's evaluation (strong-eval.ts): turns left follow the clock and the order of play, the greedy
 * rule makes only legal moves on whole states, prospects stay finite, and a sale to a Visitor beats no sale.
 */
import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { apply } from '../../../src/shared/games/magic-market/apply.js';
import { greedyMove, mean, owedToSeat, prospects, RESERVE, reservePenalty, reserveWorth, turnsLeft } from '../../../src/shared/games/magic-market/strong-eval.js';
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

describe('magic-market strong evaluation: dear Objects kept for the closing', () => {
  /** A four-player state early in the market (every seat still owed its three closing purchases). */
  function early(): MarketState {
    let found: MarketState | null = null;
    playBots(magicMarket, {
      players: 4, seed: 'eval-reserve', bots: ['basic', 'basic', 'basic', 'basic'], options: {},
      onMove: (_prev, s) => {
        const state = s as MarketState;
        if (!found && state.phase === 'market' && state.turn === 3 && state.step.kind === 'roll') found = state;
      },
    });
    if (!found) throw new Error('no early market state');
    return found;
  }

  it('selling one of the K dearest Objects held is charged what it is dearer than the next; cheaper ones are free', () => {
    const s = early();
    const seat = 0;
    expect(owedToSeat(s, seat)).toBe(3);
    const held = [...s.stands[seat], ...s.reserves[seat]].sort((a, b) => mean(b) - mean(a));
    const fourth = mean(held[3]);
    for (const o of s.stands[seat]) {
      const expected = mean(o) > fourth ? RESERVE * (mean(o) - fourth) : 0;
      expect(reservePenalty(s, seat, o)).toBeCloseTo(expected, 10);
    }
    expect(reservePenalty(s, seat, held[0])).toBeGreaterThan(0);
    expect(reservePenalty(s, seat, held[held.length - 1])).toBe(0);
    // Nothing owed to the seat any more: nothing to keep.
    const settled = { ...s, bought: s.bought.map((row, b) => row.map((n, seller) => (seller === seat && b !== seat ? 1 : n))) };
    expect(owedToSeat(settled, seat)).toBe(0);
    expect(reservePenalty(settled, seat, held[0])).toBe(0);
    expect(reserveWorth(settled, seat)).toBe(0);
  });

  it('the prospects and the greedy rule agree: selling a kept Object lowers the prospect term by exactly its charge', () => {
    const s = early();
    const seat = 0;
    for (const o of s.stands[seat]) {
      const without = { ...s, stands: s.stands.map((x, p) => (p === seat ? x.filter((y) => y !== o) : x)) };
      expect(reserveWorth(s, seat) - reserveWorth(without, seat)).toBeCloseTo(reservePenalty(s, seat, o), 10);
    }
  });

  it('only the reserving seat’s prospect carries the term', () => {
    const s = early();
    const plain = prospects(s);
    const mine = prospects(s, 2);
    for (let seat = 0; seat < 4; seat++) {
      expect(mine[seat]).toBeCloseTo(plain[seat] + (seat === 2 ? reserveWorth(s, 2) : 0), 10);
    }
    expect(reserveWorth(s, 2)).not.toBe(0);
  });
});
