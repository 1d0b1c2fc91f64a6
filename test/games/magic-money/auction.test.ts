import { describe, expect, it } from 'vitest';
import { english } from '../../../src/shared/games/magic-money/messages.js';
import { logFor } from '../../../src/shared/engine/engine.js';
import { CREATURES, DECK_SIZE, creature } from '../../../src/shared/games/magic-money/data.js';
import { openingCap } from '../../../src/shared/games/magic-money/amounts.js';
import { auction, deal, def, others, play, PLAIN, refused, withOffer } from './helpers.js';

describe('Set Up', () => {
  it.each([[3, 9], [4, 10], [5, 11], [6, 12]])('%i players: a deck of %i creatures, the rest in the box', (players, size) => {
    const s = deal(players, `setup-${players}`);
    expect(DECK_SIZE[players]).toBe(size);
    expect(s.auctions).toBe(size);
    expect(s.deck.length + 1).toBe(size); // the top card is already on offer
    expect(s.box.length).toBe(21 - size);
    const all = [...s.deck, s.offer as number, ...s.box].sort((a, b) => a - b);
    expect(all).toEqual(CREATURES.map((c) => c.id));
    expect(s.phase).toBe('open');
    expect(s.auction).toBe(1);
    expect(def.toAct(s)).toEqual([s.active]);
  });

  it('refuses 2 or 7 players', () => {
    expect(() => deal(2)).toThrow(/3–6 players/);
    expect(() => deal(7)).toThrow(/3–6 players/);
  });

  it('picks the first active player and the deck from the seed', () => {
    const firsts = new Set<number>();
    const decks = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = deal(5, `seed-${i}`);
      firsts.add(s.active);
      decks.add(JSON.stringify([s.offer, ...s.deck]));
      expect(JSON.stringify(deal(5, `seed-${i}`))).toBe(JSON.stringify(s));
    }
    expect(firsts.size).toBe(5);
    expect(decks.size).toBe(40);
  });
});

describe('Begin the Auction: the opening bid', () => {
  it('is exactly 1 on the first auction', () => {
    const s = deal();
    expect(refused(s, s.active, { type: 'open', amount: '2' })).toMatchObject({ code: 'illegal', id: 'magic-money.openExactlyOne', message: expect.stringMatching(/exactly 1 on the first auction/) });
    const t = play(s, s.active, { type: 'open', amount: '1' });
    expect(t.opening).toBe('1');
    expect(openingCap(def.view(t, 0).lastWin)).toBe('1');
  });

  it('the rulebook example: after a win of 5,739 the opening is at most 573', () => {
    expect(openingCap('5739')).toBe('573');
    const s = { ...deal(), lastWin: '5739' };
    expect(openingCap(def.view(s, s.active).lastWin)).toBe('573');
    expect(refused(s, s.active, { type: 'open', amount: '574' })).toMatchObject({ code: 'illegal', id: 'magic-money.openOverCap', message: 'The opening bid can be at most 573, one tenth of the last winning bid' });
    const t = play(s, s.active, { type: 'open', amount: '500' }); // Jon opens at 500
    expect(t.ledgers[s.active]).toEqual([{ amount: '500', side: 'public', crossed: false, auction: 1, source: 'open' }]);
    expect(play(s, s.active, { type: 'open', amount: '573' }).opening).toBe('573');
  });

  it('is exactly 1 after a single-digit winning bid, and 1 after a win of 10–19', () => {
    for (const lastWin of ['1', '9']) {
      const s = { ...deal(), lastWin };
      expect(refused(s, s.active, { type: 'open', amount: '2' })).toMatchObject({ code: 'illegal', id: 'magic-money.openExactlyOne', message: expect.stringMatching(/single-digit/) });
      play(s, s.active, { type: 'open', amount: '1' });
    }
    expect(openingCap('10')).toBe('1');
    expect(openingCap('19')).toBe('1');
    expect(openingCap('20')).toBe('2');
    expect(openingCap('100000000000000000000000000000000000000000')).toBe('10000000000000000000000000000000000000000');
  });

  it('must be a whole number of at least 1, from the active player only', () => {
    const s = deal();
    for (const amount of ['0', '-1', '1.5', '01', ' 1', '1e3', '', 'one', 1]) {
      expect(refused(s, s.active, { type: 'open', amount })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/Malformed move at amount/) });
    }
    const other = others(s)[0];
    expect(refused(s, other, { type: 'open', amount: '1' })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn', message: 'It is not your turn to act' });
    expect(refused(s, s.active, { type: 'bid', amount: '1' })).toMatchObject({ code: 'illegal', id: 'magic-money.notBidding', message: expect.stringMatching(/only after the opening bid/) });
  });
});

describe('Bidding: sealed and simultaneous', () => {
  it('waits for every non-active player, once each, any whole number ≥ 1 without upper limit', () => {
    let s = deal(5);
    s = play(s, s.active, { type: 'open', amount: '1' });
    const [a, b, c, d] = others(s);
    expect(def.toAct(s).sort()).toEqual([a, b, c, d].sort());
    expect(refused(s, s.active, { type: 'bid', amount: '3' })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn', message: 'It is not your turn to act' });
    s = play(s, c, { type: 'bid', amount: '123456789012345678901234567890' });
    expect(def.toAct(s)).not.toContain(c);
    expect(refused(s, c, { type: 'bid', amount: '5' })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn', message: 'It is not your turn to act' });
    expect(def.view(s, a).hasBid[c]).toBe(true);
    expect(def.view(s, a).hasBid[a]).toBe(false);
    s = play(s, a, { type: 'bid', amount: '7' });
    s = play(s, d, { type: 'bid', amount: '1' });
    expect(s.phase).toBe('bid');
    s = play(s, b, { type: 'bid', amount: '2' });
    expect(s.phase).toBe('resolve');
    expect(def.toAct(s)).toEqual([s.active]);
  });

  it('nobody but the bidder sees a sealed bid before resolution, in the view or the log', () => {
    let s = deal(4, 'sealed');
    s = play(s, s.active, { type: 'open', amount: '1' });
    const [a, b] = others(s);
    s = play(s, a, { type: 'bid', amount: '987654321' });
    for (const seat of [s.active, b, null]) {
      const seen = JSON.stringify(def.view(s, seat)) + JSON.stringify(logFor(s.log, seat));
      expect(seen).not.toContain('987');
    }
    expect(def.view(s, a).yourBid).toBe('987654321');
    expect(english(logFor(s.log, a).at(-1)!.msg)).toBe(`{seat:${a}} sealed a bid of 987,654,321.`);
    expect(english(logFor(s.log, b).at(-1)!.msg)).toBe(`{seat:${a}} sealed a bid.`);
  });
});

describe('Resolve the Auction', () => {
  it('the highest sealed bid wins; it goes Public, the other bids Private, the opening stays Public', () => {
    let s = withOffer(deal(4, 'resolve'), 10);
    const active = s.active;
    s = play(s, active, { type: 'open', amount: '1' });
    const [a, b, c] = others(s);
    s = play(s, a, { type: 'bid', amount: '40' });
    s = play(s, b, { type: 'bid', amount: '25' });
    s = play(s, c, { type: 'bid', amount: '3' });
    const v = def.view(s, active);
    expect(v.resolution).toEqual({ bids: s.bids, candidates: [a], price: '40', tie: false });
    for (const seat of [a, b, c, null]) expect(def.view(s, seat).resolution).toBeNull();
    expect(refused(s, active, { type: 'announce', winner: b })).toMatchObject({ code: 'illegal', id: 'magic-money.notHighest', message: 'That player did not bid the highest amount' });
    expect(refused(s, active, { type: 'announce', winner: active })).toMatchObject({ code: 'illegal', id: 'magic-money.notHighest', message: 'That player did not bid the highest amount' });
    expect(refused(s, a, { type: 'announce', winner: a })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn', message: 'It is not your turn to act' });
    s = play(s, active, { type: 'announce', winner: a });
    expect(s.ledgers[a]).toEqual([{ amount: '40', side: 'public', crossed: false, auction: 1, source: 'won' }]);
    expect(s.ledgers[b]).toEqual([{ amount: '25', side: 'private', crossed: false, auction: 1, source: 'lost', seenBy: active }]);
    expect(s.ledgers[c]).toEqual([{ amount: '3', side: 'private', crossed: false, auction: 1, source: 'lost', seenBy: active }]);
    expect(s.ledgers[active]).toEqual([{ amount: '1', side: 'public', crossed: false, auction: 1, source: 'open' }]);
    expect(s.adopted[a]).toEqual([10]);
    // The winner is the new active player, capped by one tenth of 40.
    expect(s.active).toBe(a);
    expect(s.phase).toBe('open');
    expect(s.auction).toBe(2);
    expect(openingCap(def.view(s, a).lastWin)).toBe('4');
    expect(s.log.some((e) => (!e.to && english(e.msg).includes('25')) || (e.others !== undefined && english(e.others).includes('25')))).toBe(false);
  });

  it('a bid EQUAL to the opening bid beats it', () => {
    let s = withOffer({ ...deal(3, 'equal'), lastWin: '50' }, 10);
    const [a, b] = others(s);
    s = play(s, s.active, { type: 'open', amount: '5' });
    s = play(s, a, { type: 'bid', amount: '5' });
    s = play(s, b, { type: 'bid', amount: '4' });
    expect(def.view(s, s.active).resolution?.candidates).toEqual([a]);
    expect(refused(s, s.active, { type: 'announce', winner: s.active })).toMatchObject({ code: 'illegal', id: 'magic-money.notHighest', message: 'That player did not bid the highest amount' });
  });

  it('the active player wins only when every other bid is lower, with the opening bid', () => {
    let s = withOffer({ ...deal(4, 'lower'), lastWin: '500' }, 10);
    const active = s.active;
    const [a, b, c] = others(s);
    s = play(s, active, { type: 'open', amount: '50' });
    s = play(s, a, { type: 'bid', amount: '49' });
    s = play(s, b, { type: 'bid', amount: '1' });
    s = play(s, c, { type: 'bid', amount: '12' });
    expect(def.view(s, active).resolution).toMatchObject({ candidates: [active], price: '50', tie: false });
    expect(refused(s, active, { type: 'announce', winner: a })).toMatchObject({ code: 'illegal', id: 'magic-money.youWin', message: 'Every bid is lower than your opening bid, so you win this auction' });
    s = play(s, active, { type: 'announce', winner: active });
    expect(s.ledgers[active]).toEqual([{ amount: '50', side: 'public', crossed: false, auction: 1, source: 'won' }]);
    for (const [seat, amount] of [[a, '49'], [b, '1'], [c, '12']] as const)
      expect(s.ledgers[seat]).toEqual([{ amount, side: 'private', crossed: false, auction: 1, source: 'lost', seenBy: active }]);
    expect(s.active).toBe(active);
    expect(s.lastWin).toBe('50');
    expect(openingCap(def.view(s, active).lastWin)).toBe('5');
  });

  it('the active player chooses among tied highest bidders', () => {
    let s = withOffer(deal(5, 'tie'), 10);
    const active = s.active;
    const [a, b, c, d] = others(s);
    s = play(s, active, { type: 'open', amount: '1' });
    s = play(s, a, { type: 'bid', amount: '30' });
    s = play(s, b, { type: 'bid', amount: '30' });
    s = play(s, c, { type: 'bid', amount: '29' });
    s = play(s, d, { type: 'bid', amount: '30' });
    expect(def.view(s, active).resolution).toMatchObject({ candidates: [a, b, d], price: '30', tie: true });
    expect(refused(s, active, { type: 'announce', winner: c })).toMatchObject({ code: 'illegal', id: 'magic-money.chooseTied', message: 'Choose one of the tied highest bidders' });
    const t = play(s, active, { type: 'announce', winner: d });
    expect(t.adopted[d]).toEqual([10]);
    expect(t.ledgers[d][0]).toMatchObject({ amount: '30', side: 'public' });
    expect(t.ledgers[a][0]).toMatchObject({ amount: '30', side: 'private' });
    expect(play(s, active, { type: 'announce', winner: b }).adopted[b]).toEqual([10]);
  });

  it('only the active player at that resolution keeps seeing the losing bids', () => {
    let s = withOffer(deal(4, 'last'), 10);
    const active = s.active;
    const [a, b, c] = others(s);
    s = auction(s, '1', ['8', '6', '7']);
    expect(def.view(s, active).last).toMatchObject({ winner: a, price: '8', bids: expect.any(Array) });
    for (const seat of [a, b, c, null]) {
      const v = def.view(s, seat);
      expect(v.last?.bids).toBeNull();
      for (const l of v.ledgers) if (l.seat !== seat) for (const e of l.private) expect(e[1]).toBeNull();
    }
    expect(def.view(s, b).ledgers[b].private[0][1]).toBe('6');
    expect(def.view(s, c).ledgers[b].private[0][1]).toBeNull();
    // The log: the bids reach only the active player.
    for (const seat of [a, b, c, null]) expect(logFor(s.log, seat).some((e) => english(e.msg).startsWith('The sealed bids'))).toBe(false);
    expect(logFor(s.log, active).map((e) => english(e.msg)).find((t) => t.startsWith('The sealed bids')))
      .toBe(`The sealed bids: {seat:${a}} 8, {seat:${b}} 6, and {seat:${c}} 7.`);
  });
});

describe('End of Game', () => {
  it('ends when the deck is empty; every creature was adopted once', () => {
    let s = deal(3, 'end');
    for (let k = 0; k < 9; k++) {
      s = withOffer(s, s.offer as number);
      // Keep abilities out of the way: put a plain creature on offer.
      const plain = PLAIN.find((id) => s.deck.includes(id) || s.box.includes(id));
      if ((def.view(s, 0).offer !== null && creature(def.view(s, 0).offer!).ability) && plain !== undefined) s = withOffer(s, plain);
      s = auction(s, '1', ['2', '3']);
    }
    expect(s.phase).toBe('over');
    expect(def.isOver(s)).toBe(true);
    expect(def.toAct(s)).toEqual([]);
    expect(s.adopted.flat().length).toBe(9);
    expect(def.result(s)).not.toBeNull();
    expect(refused(s, s.active, { type: 'open', amount: '1' })).toMatchObject({ code: 'over', id: 'engine.over', message: 'The game is over' });
  });
});
