/** The draft copy behind every move: equal to the state, sharing nothing a move could change (the append-only log entries aside). */
import { describe, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { cloneState, type MMState } from '../../../src/shared/games/magic-money/state.js';
import { deal, def } from './helpers.js';
import { expectIndependentClone } from '../../support/clone.js';

describe('cloneState', () => {
  it('equals the state, keeps its key order, and shares nothing that a move could change', () => {
    const { state } = playBots(def, { players: 4, seed: 'clone', bots: ['basic', 'random', 'basic', 'random'] });
    const samples: MMState[] = [state, deal(3, 'c'), deal(6, 'd')];
    for (const s of samples) expectIndependentClone(s, cloneState);
  });
});
