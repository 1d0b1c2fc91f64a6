import { describe, expect, it } from 'vitest';
import { logFor, playBots } from '../../../src/shared/engine/engine.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import { english } from '../../../src/shared/games/megagem/messages.js';
import { cloneState, type MegaGemState } from '../../../src/shared/games/megagem/state.js';
import { arrange, bidAll } from './fixtures.js';
import { expectIndependentClone } from '../../support/clone.js';

/** Every gem id that appears as a card `id` in a view. */
function cardIdsIn(view: unknown): Set<number> {
  const ids = new Set<number>();
  const walk = (x: unknown) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if (typeof o.color === 'string' && typeof o.id === 'number') ids.add(o.id);
      Object.values(o).forEach(walk);
    }
  };
  walk(view);
  return ids;
}

describe('MegaGem views', () => {
  const s = megagem.setup(4, { chart: 'B' }, 'view');

  it('show your own hand with card identities and only counts of the others', () => {
    const v = megagem.view(s, 2);
    expect(v.you).toBe(2);
    expect(v.hand!.map((g) => g.id)).toEqual(s.hands[2]);
    expect(v.hand!.every((g) => ['blue', 'green', 'pink', 'purple', 'yellow'].includes(g.color))).toBe(true);
    expect(v.handCounts).toEqual([4, 4, 4, 4]);
    const visible = cardIdsIn(v);
    for (const other of [0, 1, 3]) for (const id of s.hands[other]) expect(visible.has(id)).toBe(false);
    for (const id of s.gemDeck) expect(visible.has(id)).toBe(false);
  });

  it('give spectators the public view only', () => {
    const v = megagem.view(s, null);
    expect(v.you).toBeNull();
    expect(v.hand).toBeNull();
    expect(v.bidLimit).toBeNull();
    expect(v.yourBid).toBeNull();
    const visible = cardIdsIn(v);
    for (const id of s.hands.flat()) expect(visible.has(id)).toBe(false);
  });

  it('carry no deck contents, only counts', () => {
    const v = megagem.view(s, 0) as unknown as Record<string, unknown>;
    expect(v).not.toHaveProperty('gemDeck');
    expect(v).not.toHaveProperty('auctionDeck');
    expect(v.gemDeckCount).toBe(s.gemDeck.length);
    expect(v.auctionDeckCount).toBe(24);
    expect(v).not.toHaveProperty('rng');
  });

  it('show the public table: coins, chart, row, display, missions, the auction card and bid limit', () => {
    const v = megagem.view(s, 1);
    expect(v.coins).toEqual([25, 25, 25, 25]);
    expect(v.chart).toBe('B');
    expect(v.chartValues).toEqual([20, 16, 12, 8, 4, 0]);
    expect(v.valueNow).toEqual([20, 20, 20, 20, 20]); // chart B, empty display
    expect(v.row.map((g) => g.id)).toEqual(s.row);
    expect(v.missions).toHaveLength(4);
    expect(v.missions.every((m) => m.claimedBy === null && typeof m.text === 'string')).toBe(true);
    expect(v.auction!.id).toBe(s.auction);
    expect(v.bidLimit).toBe(25 + (v.auction!.kind === 'loan' ? v.auction!.amount : 0));
    expect(v.phase).toBe('bid');
  });

  it('after an auction, show everyone the revealed bids and the outcome', () => {
    const t = bidAll(arrange({ auction: 'invest10', hands: [[], [], [], []], previousWinner: 0 }), [2, 6, 6, 1]);
    const v = megagem.view(t, null);
    expect(v.lastAuction).toMatchObject({ bids: [2, 6, 6, 1], winner: 1, price: 6, tied: [1, 2], tieRule: 'left', cardInfo: { kind: 'investment', amount: 10 } });
    expect(v.collections[1].investments).toEqual([{ card: t.lastAuction!.card, locked: 6, amount: 10 }]);
  });

  it('are plain JSON', () => {
    const v = megagem.view(s, 0);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});

describe('MegaGem log', () => {
  it('names players only as {seat:N}, in full sentences, revealing every bid once resolved', () => {
    const { state } = playBots(megagem, { players: 5, seed: 'log', bots: ['basic', 'random', 'basic', 'random', 'basic'] });
    for (const e of state.log) {
      for (const text of [english(e.msg), ...(e.others ? [english(e.others)] : [])]) {
        expect(text).toMatch(/^[A-Z{].*[.!]$/s);
        expect(text).not.toMatch(/Bot|undefined|NaN|\[object|megagem\./);
        for (const m of text.matchAll(/\{seat:(-?\d+)\}/g)) expect(Number(m[1])).toBeLessThan(5);
      }
    }
    const spectator = logFor(state.log, null).map((l) => english(l.msg));
    expect(spectator.filter((t) => t.startsWith('Bids revealed:')).length).toBe(state.round);
    expect(spectator.some((t) => t.includes('finishes with'))).toBe(true);
  });
});

describe('cloneState (the draft copy behind every move)', () => {
  it('equals the state and shares nothing that a move could change', () => {
    const { state } = playBots(megagem, { players: 4, seed: 'clone', bots: ['basic', 'basic', 'random', 'random'] });
    const samples: MegaGemState[] = [state, megagem.setup(3, { chart: 'A' }, 'c'), bidAll(arrange({ auction: 'invest5', hands: [[], [], [], []] }), [1, 2, 3, 0])];
    for (const s of samples) expectIndependentClone(s, cloneState);
  });
});
