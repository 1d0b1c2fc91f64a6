/** The draft copy behind every move: equal to the state, sharing nothing a move could change (the append-only log entries aside). */
import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { cloneState, type MMState } from '../../../src/shared/games/magic-money/state.js';
import { deal, def } from './helpers.js';

describe('cloneState', () => {
  it('equals the state, keeps its key order, and shares nothing that a move could change', () => {
    const { state } = playBots(def, { players: 4, seed: 'clone', bots: ['basic', 'random', 'basic', 'random'] });
    const samples: MMState[] = [state, deal(3, 'c'), deal(6, 'd')];
    for (const s of samples) {
      const copy = cloneState(s);
      expect(copy).toEqual(s);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
      const frozen = JSON.stringify(s);
      const scribble = (x: unknown): void => {
        if (Array.isArray(x)) { x.forEach(scribble); x.push(999); }
        else if (x && typeof x === 'object') for (const k of Object.keys(x)) {
          const v = (x as Record<string, unknown>)[k];
          if (v && typeof v === 'object') scribble(v); else (x as Record<string, unknown>)[k] = 12345;
        }
      };
      const { log, ...rest } = copy;
      scribble(rest);
      log.push({ msg: { id: 'x' } });
      expect(JSON.stringify(s)).toBe(frozen);
    }
  });
});
