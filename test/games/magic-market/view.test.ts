/** Lean frames: a view carries Objects by number and no fixed data; the table's reading gives back ids. */
import { describe, expect, it } from 'vitest';
import magicMarket from '../../../src/shared/games/magic-market/index.js';
import { OBJECTS } from '../../../src/shared/games/magic-market/data.js';
import { tableView } from '../../../src/renderer/games/magic-market/tableView.js';
import { playBots } from '../../../src/shared/engine/engine.js';
import type { MarketState } from '../../../src/shared/games/magic-market/state.js';

describe('Magic Market views (lean)', () => {
  // A game mid-way: the state after its 40th move.
  let n = 0;
  let mid: MarketState | null = null;
  playBots(magicMarket, { players: 4, seed: 'lean', bots: ['random', 'random', 'random', 'random'], onMove: (_b, after) => { if (++n === 40) mid = after as MarketState; } });
  const s = mid! as MarketState;

  it('carry Objects as their index in OBJECTS, and no disc, colours, clock words or prices', () => {
    const v = magicMarket.view(s, 0);
    expect(v.stands.map((st) => st.map((n) => OBJECTS[n].id))).toEqual(s.stands);
    expect(v.box.map((n) => OBJECTS[n].id)).toEqual(s.box);
    expect(JSON.stringify(v)).not.toMatch(/"disc"|"colours"|"clockLabel"|"prices"|"orange-/);
  });

  it('read by the table, give back the ids, the disc and the colours', () => {
    const t = tableView(magicMarket.view(s, 1));
    expect(t.stands).toEqual(s.stands);
    expect(t.reserves).toEqual(s.reserves);
    expect(t.disc).toHaveLength(12);
    expect(t.colours).toEqual(['orange', 'purple', 'yellow', 'brown']);
  });
});
