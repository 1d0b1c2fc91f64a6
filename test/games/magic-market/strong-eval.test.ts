/**
 * The strong bot's evaluation (strong-eval.ts): turns left follow the clock and the order of play, the greedy
 * rule makes only legal moves on whole states, prospects stay finite, and a sale to a Visitor beats no sale.
 */
import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { apply } from '../../../src/shared/games/magic-market/apply.js';
import {
  CLOSING_PRICE, giveByRank, greedyMove, greedyValues, mean, owedToSeat, prospects, RESERVE, reservePenalty, reserveWorth, rollsToNext, turnsLeft,
  turnValue, windowsWorth,
} from '../../../src/shared/games/magic-market/strong-eval.js';
import { candidates, determinize, greedyAveraged, settleMove, GUESSES, HUMAN_SPAN, interest, remember, type MarketMemory } from '../../../src/shared/games/magic-market/strong.js';
import { CORNERS, LACKING, LANDMARKS, objectOf, priceOf } from '../../../src/shared/games/magic-market/data.js';
import { spacesInFront } from '../../../src/shared/games/magic-market/state.js';
import { view } from '../../../src/shared/games/magic-market/view.js';
import { makeRandom } from '../../../src/shared/engine/rng.js';
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

  function early3(): MarketState {
    let found: MarketState | null = null;
    playBots(magicMarket, {
      players: 3, seed: 'eval-reserve-3', bots: ['basic', 'basic', 'basic'], options: {},
      onMove: (_prev, s) => {
        const state = s as MarketState;
        if (!found && state.phase === 'market' && state.turn === 3 && state.step.kind === 'roll') found = state;
      },
    });
    if (!found) throw new Error('no early market state');
    return found;
  }

  it('selling one of the K dearest Objects held is charged what the closing would lose, at every player count', () => {
    // Four players: all three purchases the rivals owe are counted on (no discount for their Pals).
    const s = early();
    const seat = 0;
    expect(owedToSeat(s, seat)).toBe(3);
    const held = [...s.stands[seat], ...s.reserves[seat]].map(mean).sort((a, b) => b - a);
    for (const o of s.stands[seat]) {
      expect(reservePenalty(s, seat, o)).toBeCloseTo(mean(o) > held[3] ? RESERVE * (mean(o) - held[3]) : 0, 10);
    }
    expect(reserveWorth(s, seat)).toBeCloseTo(RESERVE * (held[0] + held[1] + held[2] - 3 * CLOSING_PRICE), 10);
    const three = early3();
    const held3 = [...three.stands[0], ...three.reserves[0]].map(mean).sort((a, b) => b - a);
    const k3 = owedToSeat(three, 0);
    for (const o of three.stands[0]) {
      expect(reservePenalty(three, 0, o)).toBeCloseTo(mean(o) > held3[k3] ? RESERVE * (mean(o) - held3[k3]) : 0, 10);
    }
    const heldIds = [...s.stands[seat], ...s.reserves[seat]].sort((a, b) => mean(b) - mean(a));
    expect(reservePenalty(s, seat, heldIds[0])).toBeGreaterThan(0);
    expect(reservePenalty(s, seat, heldIds[heldIds.length - 1])).toBe(0);
    // Nothing owed to the seat any more: nothing to keep.
    const settled = { ...s, bought: s.bought.map((row, b) => row.map((n, seller) => (seller === seat && b !== seat ? 1 : n))) };
    expect(owedToSeat(settled, seat)).toBe(0);
    expect(reservePenalty(settled, seat, heldIds[0])).toBe(0);
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

describe('magic-market strong evaluation: the windows a seat will see, by the exact chances of the Movement dice', () => {
  function marketState(players: number, seed: string, pick: (s: MarketState) => boolean): MarketState {
    let found: MarketState | null = null;
    playBots(magicMarket, {
      players, seed, bots: Array.from({ length: players }, () => 'basic' as const), options: {},
      onMove: (_prev, s) => { const state = s as MarketState; if (!found && !state.shown && pick(state)) found = state; },
    });
    if (!found) throw new Error('no such state');
    return found;
  }
  /** What a Visitor of the disc space is worth to the seat with this Stand (the Pal counted at 0 here: nothing owed). */
  const worth = (s: MarketState, seat: number, space: number): number => {
    const kind = s.visitors[space];
    let best = 0;
    for (const o of s.stands[seat]) if ((kind === 'crazy' || objectOf(o).category === kind) && mean(o) > best) best = mean(o);
    return kind === 'pal' ? 0 : best;
  };

  it('dice before the next turn: the seat\'s own roll, and one for each seat in between', () => {
    const s = marketState(4, 'eval-windows', (x) => x.phase === 'market' && x.step.kind === 'roll' && x.current === 1);
    expect(rollsToNext(s, 1)).toBe(1);
    expect(rollsToNext(s, 2)).toBe(2);
    expect(rollsToNext(s, 0)).toBe(4);
    const chose = marketState(4, 'eval-windows', (x) => x.phase === 'market' && x.step.kind === 'choose' && x.current === 1);
    expect(rollsToNext(chose, 1)).toBe(4);
    expect(rollsToNext(chose, 2)).toBe(1);
  });

  it('no dice: the window in front of the Stand now; many dice: every window alike', () => {
    // Everything owed is bought: the Pal is worth nothing, so each Visitor's worth is the Stand's best match.
    const base = marketState(4, 'eval-windows', (x) => x.phase === 'market' && x.step.kind === 'choose');
    const s = { ...base, bought: base.bought.map((row, b) => row.map((n, x) => (x === b ? n : Math.max(n, 1)))) };
    const seat = s.current;
    const now = Math.max(...spacesInFront(s, seat).map((space) => worth(s, seat, space)));
    expect(windowsWorth(s, seat, s.stands[seat], 1, 0)).toBeCloseTo(now, 12);
    // Sixty-four dice spread the disc's turn almost evenly: the uniform average of turnValue.
    expect(windowsWorth(s, seat, s.stands[seat], 1, 64)).toBeCloseTo(turnValue(s, seat), 2);
    // Turns add up; no turns, nothing.
    expect(windowsWorth(s, seat, s.stands[seat], 3, 4)).toBeCloseTo(
      windowsWorth(s, seat, s.stands[seat], 1, 4) + windowsWorth(s, seat, s.stands[seat], 1, 8) + windowsWorth(s, seat, s.stands[seat], 1, 12), 12);
    expect(windowsWorth(s, seat, s.stands[seat], 0, 4)).toBe(0);
  });
});

describe('magic-market strong bot: the search spends nothing where the greedy rule knows the whole table', () => {
  it('perfect memory of every Visitor: the market decision is the greedy rule\'s alone, on the table as remembered', () => {
    let checked = 0;
    playBots(magicMarket, {
      players: 4, seed: 'eval-prune', bots: ['basic', 'basic', 'basic', 'basic'], options: {},
      onMove: (_prev, next) => {
        const s = next as MarketState;
        if (s.shown || s.phase !== 'market' || s.step.kind !== 'choose' || s.current !== 0 || checked >= 3) return;
        const v = view(s, 0);
        const all: MarketMemory = { kind: 'perfect', seen: LANDMARKS.map((landmark, i) => ({ landmark, symbol: s.visitors[i], turn: 0 })) };
        const moves = candidates(v, 0, makeRandom('prune'), all);
        expect(moves).toEqual([greedyMove(determinize(v, all, 0, makeRandom('x')), 0)]);
        // Half the Visitors known: still the greedy rule alone, its values averaged over deals of the other half.
        const half: MarketMemory = { kind: 'perfect', seen: all.seen.slice(0, 6) };
        const some = candidates(v, 0, makeRandom('prune'), half);
        expect(some).toEqual([greedyAveraged(v, half, 0, makeRandom('prune'))]);
        checked++;
      },
    });
    expect(checked).toBe(3);
  });
});

describe('magic-market strong bot: Visitors forgotten, the greedy values averaged over deals of them', () => {
  it('the move with the best mean value over GUESSES determinizations, not the best of one of them', () => {
    let checked = 0;
    playBots(magicMarket, {
      players: 4, seed: 'eval-average', bots: ['basic', 'basic', 'basic', 'basic'], options: {},
      onMove: (_prev, next) => {
        const s = next as MarketState;
        if (s.shown || s.phase !== 'market' || s.step.kind !== 'choose' || checked >= 12) return;
        const seat = s.current;
        const v = view(s, seat);
        // Only the Visitors in front of the Stand are remembered: the rest are dealt at random.
        const front = new Set(spacesInFront(s, seat));
        const some: MarketMemory = { kind: 'perfect', seen: LANDMARKS.map((landmark, i) => ({ landmark, symbol: s.visitors[i], turn: 0 })).filter((_, i) => front.has(i)) };
        const rnd = makeRandom(`average-${checked}`);
        const sums = new Map<string, number>();
        for (let k = 0; k < GUESSES; k++) {
          for (const x of greedyValues(determinize(v, some, seat, rnd), seat)!) sums.set(JSON.stringify(x.move), (sums.get(JSON.stringify(x.move)) ?? 0) + x.value);
        }
        const best = [...sums.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
        const move = greedyAveraged(v, some, seat, makeRandom(`average-${checked}`));
        expect(JSON.stringify(move)).toBe(best[0]);
        checked++;
      },
    });
    expect(checked).toBe(12);
  });
});

describe('magic-market strong bot: human memory keeps the Visitors it is interested in', () => {
  it('after the opening peek it forgets the Buyers its colour lacks and the Pals, not the first four landmarks', () => {
    let checked = 0;
    playBots(magicMarket, {
      players: 4, seed: 'eval-interest', bots: ['basic', 'basic', 'basic', 'basic'], options: {},
      onMove: (prev) => {
        const s = prev as MarketState;
        if (checked > 0 || !s.shown || s.phase !== 'opening') return;
        for (let seat = 0; seat < 4; seat++) {
          const memory: MarketMemory = { kind: 'human', seen: [] };
          const v = view(s, seat);
          remember(memory, v, seat);
          expect(memory.seen).toHaveLength(HUMAN_SPAN);
          const lacking = LACKING[CORNERS[s.corners[seat]]] as readonly string[];
          const kept = memory.seen.map((m) => m.symbol);
          // The twelve: 8 Buyers (2 of them of categories it lacks), 2 Crazy Buyers, 2 Pals; it keeps the 8 of use.
          expect(kept.filter((k) => lacking.includes(k) || k === 'pal')).toEqual([]);
          expect(kept.filter((k) => k === 'crazy')).toHaveLength(2);
          expect(kept.every((k) => interest(v, seat, k) === 2)).toBe(true);
        }
        checked++;
      },
    });
    expect(checked).toBe(1);
  });

  it('over its span it lets go of the least interesting first, then the longest unseen', () => {
    const v = { corners: [0, 1, 2, 3] } as Parameters<typeof interest>[0];
    // Seat 0 is orange: it lacks Disguises and Plants.
    const memory: MarketMemory = { kind: 'human', seen: [] };
    const seen = (landmark: (typeof LANDMARKS)[number], symbol: MarketMemory['seen'][number]['symbol'], turn: number) =>
      remember(memory, { ...v, shown: [{ landmark, position: 0, symbol }], turn } as unknown as Parameters<typeof remember>[1], 0);
    seen('glasses', 'toys', 1); seen('umbrella', 'pal', 2); seen('cat', 'books', 3); seen('key', 'disguises', 4);
    seen('moon', 'plush', 5); seen('owl', 'crazy', 6); seen('mushroom', 'outdoor', 7); seen('anchor', 'weapons', 8);
    expect(memory.seen).toHaveLength(8);
    seen('crown', 'essentials', 9);
    expect(memory.seen.map((m) => m.landmark)).not.toContain('key');
    seen('bell', 'crazy', 10);
    expect(memory.seen.map((m) => m.landmark)).not.toContain('umbrella');
    seen('feather', 'plants', 11);
    expect(memory.seen.map((m) => m.landmark)).not.toContain('feather');
    seen('shell', 'pal', 12);
    // Nothing of less interest left than this Pal itself: it goes, the oldest Buyer stays.
    expect(memory.seen.map((m) => m.landmark)).toEqual(['glasses', 'cat', 'moon', 'owl', 'mushroom', 'anchor', 'crown', 'bell']);
  });
});

describe('magic-market strong bot: at the closing, the dearest Objects to the strongest rivals', () => {
  it('the buyer gets the Object of its rank among the rivals still to buy from the seat, by their prospects', () => {
    let checked = 0, notDearest = 0;
    playBots(magicMarket, {
      players: 4, seed: 'eval-give', bots: ['basic', 'basic', 'basic', 'basic'], options: {},
      onMove: (_prev, next) => {
        const s = next as MarketState;
        if (s.shown || s.step.kind !== 'give') return;
        const seat = s.step.seller, buyer = s.current;
        const move = giveByRank(s, seat)!;
        const p = prospects(s);
        const rank = [0, 1, 2, 3].filter((r) => r !== seat && r !== buyer && s.bought[r][seat] === 0 && p[r] > p[buyer]).length;
        const money = s.dragos[buyer];
        const worth = (o: string) => ['green', 'green', 'green', 'blue', 'blue', 'red'].reduce((sum, c) => sum + Math.min(priceOf(o, c as 'green'), money), 0) / 6 + 0.001 * mean(o);
        const ranked = s.stands[seat].slice().sort((a, b) => worth(b) - worth(a));
        expect(move).toEqual({ type: 'give', object: ranked[Math.min(rank, ranked.length - 1)] });
        if (rank > 0 && ranked.length > 1) notDearest++;
        // Views' choices: the Object is on the seller's Stand.
        expect(view(s, seat).choices?.kind).toBe('give');
        checked++;
      },
    });
    expect(checked).toBeGreaterThan(5);
    // Some buyer was not the strongest still to come: it got a cheaper Object than the dearest.
    expect(notDearest).toBeGreaterThan(0);
  });

  it('the strong bot hands over what the rule says (the give is not searched)', () => {
    let checked = 0;
    playBots(magicMarket, {
      players: 4, seed: 'eval-give-2', bots: ['basic', 'basic', 'basic', 'basic'], options: {},
      onMove: (_prev, next) => {
        const s = next as MarketState;
        if (s.shown || s.step.kind !== 'give' || checked >= 4) return;
        const seat = s.step.seller;
        const all: MarketMemory = { kind: 'perfect', seen: LANDMARKS.map((landmark, i) => ({ landmark, symbol: s.visitors[i], turn: 0 })) };
        expect(candidates(view(s, seat), seat, makeRandom('give'), all)).toEqual([giveByRank(s, seat)]);
        checked++;
      },
    });
    expect(checked).toBe(4);
  });
});

describe('magic-market strong bot: the evaluation settles the closing with the rivals as the playouts play them', () => {
  it('at the closing a rival\'s move is left to the policy (null), the seat gives by rank; in the market the greedy rule', () => {
    let closing = 0, market = 0;
    playBots(magicMarket, {
      players: 4, seed: 'eval-settle', bots: ['basic', 'basic', 'basic', 'basic'], options: {},
      onMove: (_prev, next) => {
        const s = next as MarketState;
        if (s.shown || s.phase === 'over' || s.phase === 'opening') return;
        const actor = s.step.kind === 'refill' ? s.step.seat : s.step.kind === 'answer' || s.step.kind === 'give' ? s.step.seller : s.current;
        if (s.phase === 'market') {
          expect(settleMove(s, actor, 0)).toEqual(greedyMove(s, actor));
          market++;
          return;
        }
        for (const seat of [0, 1, 2, 3]) {
          if (seat !== actor) expect(settleMove(s, actor, seat)).toBeNull();
          else if (s.step.kind === 'give') expect(settleMove(s, actor, seat)).toEqual(giveByRank(s, seat));
          else expect(settleMove(s, actor, seat)).toEqual(greedyMove(s, actor));
        }
        closing++;
      },
    });
    expect(closing).toBeGreaterThan(5);
    expect(market).toBeGreaterThan(20);
  });
});
