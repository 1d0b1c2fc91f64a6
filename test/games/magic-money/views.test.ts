import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { creature } from '../../../src/shared/games/magic-money/data.js';
import { auction, deal, def, others, play, withOffer } from './helpers.js';

describe('views', () => {
  it('a spectator sees the public table and no private number, bid or total', () => {
    let s = withOffer(deal(4, 'spectator'), 10);
    s = auction(s, '1', ['5', '9', '3']);
    s = play(s, s.active, { type: 'open', amount: '1' });
    s = play(s, others(s)[0], { type: 'bid', amount: '777' });
    const v = def.view(s, null);
    expect(v.you).toBeNull();
    expect(v.yourBid).toBeNull();
    expect(v.resolution).toBeNull();
    expect(v.last?.bids).toBeNull();
    expect(creature(v.offer!).name).toBeTruthy();
    expect(v.deckSize).toBe(s.deck.length);
    for (const l of v.ledgers) {
      expect(l.total).toBeNull();
      for (const e of l.private) expect(e[1]).toBeNull();
    }
    expect(v.ledgers.flatMap((l) => l.public.map((e) => e[1]))).toEqual(expect.arrayContaining(['9', '1']));
    expect(JSON.stringify(v)).not.toContain('777');
  });

  it('your own view: both sides of your ledger and your total, the others’ Public sides only', () => {
    let s = withOffer(deal(3, 'mine'), 10);
    const [a, b] = others(s);
    s = auction(s, '1', a < b ? ['5', '9'] : ['9', '5']);
    const v = def.view(s, a);
    expect(v.ledgers[a].private.map((e) => e[1])).toEqual(['5']);
    expect(v.ledgers[a].total).toBe('5');
    expect(v.ledgers[b].public.map((e) => e[1])).toEqual(['9']);
    expect(v.ledgers[b].total).toBeNull();
  });

  it('at the End of Game everyone sees every ledger total and the breakdown, still not the private numbers', () => {
    const { state, result } = playBots(def, { players: 4, seed: 'final-view', bots: ['basic', 'random', 'basic', 'random'] });
    const v = def.view(state, 0);
    expect(v.phase).toBe('over');
    expect(v.offer).toBeNull();
    expect(v.final?.scores.map((x) => x.vp)).toEqual(result.seats.map((x) => x.total));
    expect(v.final?.greediest).toEqual(result.seats.filter((x) => x.eliminated).map((x) => x.seat));
    for (const l of v.ledgers) expect(l.total).toMatch(/^\d+$/);
    for (const l of v.ledgers.slice(1)) for (const e of l.private) expect(e[1]).toBeNull();
  });
});
