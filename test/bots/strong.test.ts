/**
 * The strong level in every game: whole games against `basic` bots end without a refused move (playBots
 * throws on one), and the same seed and budget give the same game, move for move. Magic Market's memories
 * keep what they should.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/shared/games/registry.js';
import { makeRandom } from '../../src/shared/engine/rng.js';
import { applyMove } from '../../src/shared/engine/engine.js';
import { SYSTEM, type BaseState } from '../../src/shared/engine/types.js';
import { LANDMARKS } from '../../src/shared/games/magic-market/data.js';
import { HUMAN_SPAN, strongMarket } from '../../src/shared/games/magic-market/strong.js';
import type { MarketView } from '../../src/shared/games/magic-market/view.js';
import { play, STRONG_GAMES } from './strong-support.js';

describe('strong bots', () => {
  for (const { id, players } of STRONG_GAMES) {
    it(`${id}: plays legal moves only, and the same seed and budget replay the same game`, () => {
      const bots = Array.from({ length: players }, (_, i) => (i === 1 ? 'strong' as const : 'basic' as const));
      const a = play(id, bots, 'strong-test', { iterations: 6 });
      const b = play(id, bots, 'strong-test', { iterations: 6 });
      expect(b.record.moves).toEqual(a.record.moves);
      const c = play(id, bots, 'strong-test', { iterations: 7 });
      expect(c.record.moves.length).toBeGreaterThan(0);
    });
  }

  it('magic-market: human-like memory plays legal moves too', () => {
    const out = play('magic-market', ['strong', 'basic', 'basic'], 'human-memory', { iterations: 6, memory: 'human' });
    expect(out.record.moves.length).toBeGreaterThan(0);
  });

  it('a table’s thinking choice scales the game’s own budget; an explicit budget wins', () => {
    const def = getGame('megagem');
    const s = def.setup(4, { chart: 'A' }, 'scale');
    const budget = (settings: Parameters<typeof def.createBot>[3]) => def.createBot('strong', 0, 'x', settings).thought!(def.view(s, 0)).iterations;
    expect(budget({})).toBe(3000);
    expect(budget({ scale: 0.25 })).toBe(750);
    expect(budget({ scale: 3 })).toBe(9000);
    expect(budget({ scale: 3, iterations: 12 })).toBe(12);
  });
});

describe('magic-market: memory of the Visitors', () => {
  const def = getGame('magic-market');
  type Market = BaseState & { visitors: string[] };
  const dealt = def.setup(3, {}, 'memory') as Market;
  const r = applyMove(def, dealt, SYSTEM, { type: 'hide' });
  if (!r.ok) throw new Error(r.message);
  const hidden = r.state as Market;

  it('human-like memory keeps the recently seen Visitors (trusted fully for a few turns); perfect memory keeps all twelve', () => {
    for (const kind of ['human', 'perfect'] as const) {
      const memory = strongMarket.newMemory(0, kind);
      strongMarket.remember(memory, def.view(dealt, 0) as MarketView, 0);
      expect(memory.seen.length).toBe(kind === 'human' ? HUMAN_SPAN : 12);
      const rnd = makeRandom(`memory/${kind}`);
      for (let k = 0; k < 10; k++) {
        const det = strongMarket.determinize(def.view(hidden, 0) as MarketView, memory, 0, rnd);
        for (const m of memory.seen) expect(det.visitors[LANDMARKS.indexOf(m.landmark)]).toBe(hidden.visitors[LANDMARKS.indexOf(m.landmark)]);
      }
    }
  });
});
