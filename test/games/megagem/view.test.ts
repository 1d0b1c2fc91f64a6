import { describe, expect, it } from 'vitest';
import { logFor, playBots } from '../../../src/shared/engine/engine.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import { english } from '../../../src/shared/games/megagem/messages.js';
import { AUCTION_CARDS } from '../../../src/shared/games/megagem/data.js';
import type { MegaGemView } from '../../../src/shared/games/megagem/view.js';
import { cloneState, draftState, type MegaGemState } from '../../../src/shared/games/megagem/state.js';
import { arrange, bidAll } from './fixtures.js';
import { expectIndependentClone } from '../../support/clone.js';

/** Every gem card id a view shows (ids travel as numbers in the gem fields). */
function cardIdsIn(view: MegaGemView): Set<number> {
  return new Set([
    ...(view.hand ?? []), ...view.row, ...view.display.map((d) => d.gem), ...view.collections.flatMap((c) => c.gems),
    ...view.canReveal, ...(view.lastAuction?.gems ?? []),
  ]);
}

describe('MegaGem views', () => {
  const s = megagem.setup(4, { chart: 'B' }, 'view');

  it('show your own hand with card identities and only counts of the others', () => {
    const v = megagem.view(s, 2);
    expect(v.you).toBe(2);
    expect(v.hand).toEqual(s.hands[2]);
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
    expect(v.display).toEqual([]); // chart B, empty display: every colour worth 20 now
    expect(v.row).toEqual(s.row);
    expect(v.missions).toHaveLength(4);
    expect(v.missions).toEqual(s.missions.map((m) => ({ id: m.id, claimedBy: null })));
    expect(v.auction).toBe(s.auction);
    const card = AUCTION_CARDS[v.auction!];
    expect(v.bidLimit).toBe(25 + (card.kind === 'loan' ? card.amount : 0));
    expect(v.phase).toBe('bid');
  });

  it('after an auction, show everyone the revealed bids and the outcome', () => {
    const t = bidAll(arrange({ auction: 'invest10', hands: [[], [], [], []], previousWinner: 0 }), [2, 6, 6, 1]);
    const v = megagem.view(t, null);
    expect(v.lastAuction).toMatchObject({ bids: [2, 6, 6, 1], winner: 1, price: 6, tied: [1, 2], tieRule: 'left' });
    expect(AUCTION_CARDS[v.lastAuction!.card]).toMatchObject({ kind: 'investment', amount: 10 });
    expect(v.collections[1].investments).toEqual([{ card: t.lastAuction!.card, locked: 6 }]);
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

describe('draftState (the narrower draft behind every move)', () => {
  it('equals the state; the lists rules push to or pop from are its own, what it shares is frozen-tested by the property runs', () => {
    const { state } = playBots(megagem, { players: 4, seed: 'draft', bots: ['basic', 'random', 'basic', 'random'] });
    for (const s of [state, megagem.setup(5, { chart: 'C' }, 'd')]) {
      const frozen = JSON.stringify(s);
      const d = draftState(s);
      expect(d).toEqual(s);
      expect(JSON.stringify(d)).toBe(frozen);
      for (const key of ['coins', 'hands', 'gemDeck', 'row', 'display', 'collections', 'auctionDeck', 'bids'] as const) {
        expect(d[key]).not.toBe(s[key]);
        (d[key] as unknown[]).push(999);
      }
      d.rng.a = 1;
      d.log.push({ msg: { id: 'x' } });
      expect(JSON.stringify(s)).toBe(frozen);
    }
  });
});
