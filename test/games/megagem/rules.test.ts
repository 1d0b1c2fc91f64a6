import { describe, expect, it } from 'vitest';
import { logFor, resolveOptions } from '../../../src/shared/engine/engine.js';
import { MISSIONS, gemColor } from '../../../src/shared/games/megagem/data.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import { english } from '../../../src/shared/games/megagem/messages.js';
import { scoreSeat } from '../../../src/shared/games/megagem/scoring.js';
import type { MegaGemState } from '../../../src/shared/games/megagem/state.js';
import { arrange, bidAll, colorsOf, play, refusal } from './fixtures.js';

const missionId = (name: string) => {
  const m = MISSIONS.find((x) => x.name === name);
  if (!m) throw new Error(`no mission ${name}`);
  return m.id;
};
const lastLines = (s: MegaGemState, n: number) => s.log.slice(-n).map((e) => english(e.msg));
const allText = (s: MegaGemState) => s.log.map((e) => english(e.msg)).join('\n');
const coinsInPlay = (s: MegaGemState) =>
  s.coins.reduce((a, b) => a + b, 0) + s.supply + s.collections.reduce((sum, c) => sum + c.investments.reduce((x, i) => x + i.locked, 0), 0);

describe('setup', () => {
  it.each([[3, 35, 5], [4, 25, 4], [5, 20, 3]])('%i players: %i public coins and %i secret gem cards each', (players, coins, hand) => {
    const s = megagem.setup(players, { chart: 'A' }, 'setup');
    expect(s.coins).toEqual(Array(players).fill(coins));
    expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(hand));
    expect(s.row).toHaveLength(2);
    expect(s.gemDeck).toHaveLength(30 - players * hand - 2);
    expect(s.display).toEqual([]);
    expect(new Set(s.missions.map((m) => m.id)).size).toBe(4);
    expect(s.missions.every((m) => m.claimedBy === null)).toBe(true);
    expect(s.auction).not.toBeNull();
    expect(s.auctionDeck).toHaveLength(24);
    expect(s.round).toBe(1);
    expect(s.supply).toBe(0);
    expect(megagem.toAct(s)).toEqual(Array.from({ length: players }, (_, i) => i));
    const all = [...s.gemDeck, ...s.row, ...s.hands.flat()].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('offers value charts A–E, A by default, for 3–5 players', () => {
    expect(resolveOptions(megagem, {}, 4)).toEqual({ ok: true, options: { chart: 'A' } });
    for (const chart of ['A', 'B', 'C', 'D', 'E']) expect(resolveOptions(megagem, { chart }, 3).ok).toBe(true);
    expect(resolveOptions(megagem, { chart: 'F' }, 4)).toMatchObject({ ok: false });
    expect(resolveOptions(megagem, {}, 2)).toMatchObject({ ok: false, error: 'MegaGem is for 3–5 players, not 2' });
    expect(resolveOptions(megagem, {}, 6).ok).toBe(false);
    expect(megagem.setup(4, { chart: 'D' }, 'x').chart).toBe('D');
  });

  it('shuffles from the seed: same seed same deal, other seeds other deals', () => {
    expect(megagem.setup(4, { chart: 'A' }, 'same')).toEqual(megagem.setup(4, { chart: 'A' }, 'same'));
    const deals = new Set(Array.from({ length: 10 }, (_, i) => JSON.stringify(megagem.setup(4, { chart: 'A' }, `s${i}`).hands)));
    expect(deals.size).toBe(10);
  });

  it('tells each player their own hand only', () => {
    const s = megagem.setup(4, { chart: 'A' }, 'deal');
    const mine = logFor(s.log, 0).map((l) => english(l.msg));
    expect(mine).toContain(`{seat:0} was dealt ${listColours(s.hands[0])}.`);
    expect(mine).toContain('{seat:1} was dealt 4 gem cards.');
    expect(logFor(s.log, null).map((l) => english(l.msg))).toContain('{seat:0} was dealt 4 gem cards.');
  });
});

function listColours(ids: number[]): string {
  const words = colorsOf(ids).map((c) => c[0].toUpperCase() + c.slice(1));
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(words);
}

describe('sealed simultaneous bids', () => {
  it('waits for every seat, hides amounts until all are in, then reveals every bid', () => {
    let s = arrange({ auction: 'gem1', row: ['blue', 'pink'], hands: [['green'], ['green'], ['green'], ['green']] });
    s = play(s, 1, { type: 'bid', amount: 7 });
    expect(megagem.toAct(s)).toEqual([0, 2, 3]);
    const other = megagem.view(s, 0);
    expect(other.hasBid).toEqual([false, true, false, false]);
    expect(other.yourBid).toBeNull();
    // Views do not depend on the amount of a sealed bid, only on its presence.
    const otherAmount = { ...s, bids: [null, 2, null, null] };
    for (const seat of [null, 0, 2, 3]) expect(megagem.view(otherAmount, seat)).toEqual(megagem.view(s, seat));
    expect(megagem.view(s, 1).yourBid).toBe(7);
    expect(lastLines(s, 1)).toEqual(['{seat:1} placed a sealed bid.']);
    expect(refusal(s, 1, { type: 'bid', amount: 9 })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn', message: 'It is not your turn to act' });
    s = play(s, 0, { type: 'bid', amount: 3 });
    s = play(s, 2, { type: 'bid', amount: 0 });
    s = play(s, 3, { type: 'bid', amount: 5 });
    expect(allText(s)).toContain('Bids revealed: {seat:0} 3, {seat:1} 7, {seat:2} 0, and {seat:3} 5.');
    expect(megagem.view(s, 2).lastAuction).toMatchObject({ bids: [3, 7, 0, 5], winner: 1, price: 7 });
  });
});

describe('bidding limits', () => {
  it('cannot bid more coins than you have', () => {
    const s = arrange({ auction: 'gem1', row: ['blue', 'pink'], coins: [12, 25, 25, 25] });
    expect(megagem.view(s, 0).bidLimit).toBe(12);
    expect(refusal(s, 0, { type: 'bid', amount: 13 })).toMatchObject({ code: 'illegal', id: 'megagem.bidOverCoins', message: 'You cannot bid more than your 12 coins' });
    expect(play(s, 0, { type: 'bid', amount: 12 }).bids[0]).toBe(12);
  });

  it('on a Loan, may bid up to coins plus the loan amount', () => {
    const s = arrange({ auction: 'loan20', coins: [12, 25, 25, 25] });
    expect(megagem.view(s, 0).bidLimit).toBe(32);
    expect(refusal(s, 0, { type: 'bid', amount: 33 })).toMatchObject({ code: 'illegal', id: 'megagem.bidOverLoan', params: { limit: 32, coins: 12, loan: 20 }, message: 'You cannot bid more than 32 coins: your 12 coins plus the 20-coin loan' });
    expect(play(s, 0, { type: 'bid', amount: 32 }).bids[0]).toBe(32);
  });

  it('on an Investment, only coins held', () => {
    const s = arrange({ auction: 'invest10', coins: [4, 25, 25, 25] });
    expect(refusal(s, 0, { type: 'bid', amount: 5 })).toMatchObject({ code: 'illegal', id: 'megagem.bidOverCoins', message: 'You cannot bid more than your 4 coins' });
  });

  it('refuses negative, fractional and non-numeric bids with a reason', () => {
    const s = arrange({ auction: 'gem1', row: ['blue'] });
    expect(refusal(s, 0, { type: 'bid', amount: -1 })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/negative/) });
    expect(refusal(s, 0, { type: 'bid', amount: 2.5 })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/whole number/) });
    expect(refusal(s, 0, { type: 'bid', amount: '3' })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/Malformed/) });
    expect(refusal(s, 0, { type: 'reveal', gem: 0 })).toMatchObject({ code: 'illegal', id: 'megagem.nothingToReveal', message: 'There is nothing for you to reveal now' });
  });
});

describe('the tie rule', () => {
  const tie = (previousWinner: number | null, bids: number[], seed = 'tie') => {
    const s = bidAll(arrange({ auction: 'loan10', previousWinner, seed, hands: [[], [], [], []] }), bids);
    return s.lastAuction!;
  };

  it('the tied player closest to the left of the previous winner wins (next seat in join order)', () => {
    expect(tie(1, [5, 0, 0, 5]).winner).toBe(3);
    expect(tie(3, [5, 5, 0, 0]).winner).toBe(0);
    expect(tie(2, [0, 4, 4, 0]).winner).toBe(1); // the previous winner comes last, after going round
    expect(tie(0, [0, 0, 0, 0]).winner).toBe(1); // even when all bid zero
    expect(tie(1, [5, 0, 0, 5]).tieRule).toBe('left');
  });

  it('says so in the log', () => {
    const s = bidAll(arrange({ auction: 'loan10', previousWinner: 1, hands: [[], [], [], []] }), [5, 0, 0, 5]);
    expect(allText(s)).toContain('{seat:0} and {seat:3} tied at 5; {seat:3} sits closest to the left of {seat:1}, the previous winner.');
  });

  it('on the first auction, picks at random among the tied (seeded)', () => {
    const winners = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const a = tie(null, [4, 4, 0, 4], `first${i}`);
      expect([0, 1, 3]).toContain(a.winner);
      expect(a.tieRule).toBe('random');
      expect(tie(null, [4, 4, 0, 4], `first${i}`).winner).toBe(a.winner);
      winners.add(a.winner);
    }
    expect([...winners].sort()).toEqual([0, 1, 3]);
    const zero = new Set(Array.from({ length: 40 }, (_, i) => tie(null, [0, 0, 0, 0], `zero${i}`).winner));
    expect(zero.size).toBe(4);
  });

  it('a single highest bid needs no tie rule', () => {
    expect(tie(null, [1, 2, 3, 0])).toMatchObject({ winner: 2, tieRule: 'none', tied: [] });
  });
});

describe('treasure auctions', () => {
  it('a 1-gem Treasure is for the gem revealed first; the winner pays the Supply; the row is replenished', () => {
    let s = arrange({ auction: 'gem1', row: ['pink', 'blue'], deckTop: ['yellow'], hands: [[], [], [], []] });
    s = bidAll(s, [2, 6, 1, 0]);
    expect(colorsOf(s.collections[1].gems)).toEqual(['pink']);
    expect(s.coins).toEqual([25, 19, 25, 25]);
    expect(s.supply).toBe(6);
    expect(colorsOf(s.row)).toEqual(['blue', 'yellow']); // the remaining gem moved to first position
    expect(allText(s)).toContain('{seat:1} won the 1-gem Treasure for 6 coins and takes Pink.');
    expect(coinsInPlay(s)).toBe(100);
  });

  it('a 2-gem Treasure takes both gems; two new gems are revealed', () => {
    let s = arrange({ auction: 'gem2', row: ['pink', 'blue'], deckTop: ['green', 'yellow'], hands: [[], [], [], []] });
    s = bidAll(s, [0, 0, 3, 0]);
    expect(colorsOf(s.collections[2].gems)).toEqual(['pink', 'blue']);
    expect(colorsOf(s.row)).toEqual(['green', 'yellow']);
  });

  it('a 2-gem Treasure with only one gem left counts as a 1-gem Treasure', () => {
    let s = arrange({ auction: 'gem2', row: ['green'], deckSize: 0, hands: [[], [], [], []] });
    s = bidAll(s, [0, 0, 3, 0]);
    expect(colorsOf(s.collections[2].gems)).toEqual(['green']);
    expect(s.lastAuction!.gems).toHaveLength(1);
    expect(allText(s)).toContain('(only one gem was left, so it counts as a 1-gem Treasure)');
  });
});

describe('loans and investments (rulebook examples)', () => {
  it('a 20-coin Loan won with a bid of 5: +15 coins now, 20 repaid at the end', () => {
    let s = arrange({ auction: 'loan20', hands: [[], [], [], []] });
    s = bidAll(s, [5, 0, 0, 0]);
    expect(s.coins[0]).toBe(25 + 15);
    expect(s.supply).toBe(-15);
    expect(s.collections[0].loans).toHaveLength(1);
    expect(coinsInPlay(s)).toBe(100);
    const loans = scoreSeat(s, 0).breakdown.find((l) => l.category === 'Loans')!;
    expect(loans.points).toBe(-20);
  });

  it('a Loan bid may be paid out of the loan itself', () => {
    const s = bidAll(arrange({ auction: 'loan20', coins: [3, 0, 0, 0], hands: [[], [], [], []] }), [10, 0, 0, 0]);
    expect(s.coins[0]).toBe(3 - 10 + 20);
  });

  it('a 5-coin Investment won with 3: the 3 coins are locked on the card, 8 come back at the end', () => {
    let s = arrange({ auction: 'invest5', hands: [[], [], [], []] });
    s = bidAll(s, [0, 3, 1, 2]);
    expect(s.coins[1]).toBe(22);
    expect(s.collections[1].investments).toEqual([{ card: s.lastAuction!.card, locked: 3 }]);
    expect(s.supply).toBe(0);
    expect(coinsInPlay(s)).toBe(100);
    expect(scoreSeat(s, 1).breakdown.find((l) => l.category === 'Investments')!.points).toBe(8);
  });
});

describe('the winner reveals a gem from hand', () => {
  it('waits for the winner only; the chosen gem goes to the Value Display; then the row refills and the next auction opens', () => {
    let s = arrange({ auction: 'gem1', row: ['pink', 'blue'], deckTop: ['yellow'], hands: [['green', 'purple'], ['yellow'], [], []] });
    s = bidAll(s, [4, 0, 0, 0]);
    expect(s.phase).toBe('reveal');
    expect(megagem.toAct(s)).toEqual([0]);
    expect(colorsOf(s.row)).toEqual(['blue']); // step 4 comes after the reveal
    expect(megagem.view(s, 0).canReveal.map(gemColor)).toEqual(['green', 'purple']);
    expect(megagem.view(s, 1).canReveal).toEqual([]);
    expect(refusal(s, 1, { type: 'bid', amount: 0 })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn', message: 'It is not your turn to act' });
    expect(refusal(s, 0, { type: 'bid', amount: 0 })).toMatchObject({ code: 'illegal', id: 'megagem.biddingClosed', message: 'Bidding is closed: the auction winner is revealing a gem' });
    expect(refusal(s, 0, { type: 'reveal', gem: s.hands[1][0] })).toMatchObject({ code: 'illegal', id: 'megagem.notInHand', message: 'Choose a gem card from your own hand to reveal' });
    const purple = s.hands[0][1];
    s = play(s, 0, { type: 'reveal', gem: purple });
    expect(s.display).toEqual([{ gem: purple, seat: 0 }]);
    expect(colorsOf(s.hands[0])).toEqual(['green']);
    expect(allText(s)).toContain('{seat:0} revealed a Purple gem into the Value Display.');
    expect(colorsOf(s.row)).toEqual(['blue', 'yellow']);
    expect(s.phase).toBe('bid');
    expect(s.round).toBe(2);
  });

  it('a winner with an empty hand reveals nothing and no move is waited for', () => {
    let s = arrange({ auction: 'loan10', hands: [[], ['yellow'], [], []] });
    s = bidAll(s, [1, 0, 0, 0]);
    expect(s.phase).toBe('bid');
    expect(s.round).toBe(2);
    expect(megagem.toAct(s)).toEqual([0, 1, 2, 3]);
    expect(allText(s)).toContain('{seat:0} has no gem card left in hand to reveal.');
  });
});

describe('missions', () => {
  it('rulebook example: blue, purple and pink in the Collection complete the Blue–Pink–Purple Crown', () => {
    const crown = missionId('Blue–Pink–Purple Crown');
    let s = arrange({ auction: 'gem1', row: ['pink', 'green'], collections: [[], [], ['blue', 'purple'], []], hands: [[], [], [], []], missions: [crown, missionId('Yellow Pendant'), missionId('Green Pendant'), missionId('Shield of Two Pairs')] });
    s = bidAll(s, [0, 0, 2, 0]);
    expect(s.collections[2].missions).toEqual([crown]);
    expect(s.missions[0]).toEqual({ id: crown, claimedBy: 2 });
    expect(allText(s)).toContain('{seat:2} completed the mission Blue–Pink–Purple Crown (1 Blue, 1 Pink and 1 Purple gem): +10 coins at the end.');
    expect(megagem.view(s, 0).missions[0].claimedBy).toBe(2);
    expect(scoreSeat(s, 2).breakdown.find((l) => l.category === 'Missions')!.points).toBe(10);
    expect(s.missions).toHaveLength(4); // not replenished
  });

  it('the same gems may serve several missions at once', () => {
    const ids = [missionId('Blue–Pink–Purple Crown'), missionId('Blue–Pink Pendant'), missionId('Crown of Three Colours'), missionId('Shield of Four Colours')];
    let s = arrange({ auction: 'gem1', row: ['pink'], collections: [['blue', 'purple'], [], [], []], hands: [[], [], [], []], missions: ids });
    s = bidAll(s, [1, 0, 0, 0]);
    expect(s.collections[0].missions).toEqual(ids.slice(0, 3));
    expect(s.missions[3].claimedBy).toBeNull();
  });

  it('only the auction winner claims, after the auction; a claimed mission is gone for everyone else', () => {
    const pair = missionId('Pendant of a Pair');
    let s = arrange({ auction: 'loan10', auctionsNext: ['gem1'], row: ['blue', 'blue'], collections: [[], ['green', 'green'], ['yellow', 'yellow'], []], hands: [[], [], [], []], missions: [pair, missionId('Yellow Pendant'), missionId('Blue Pendant'), missionId('Crown of Three of a Kind')] });
    s = bidAll(s, [0, 0, 3, 0]); // seat 2 wins the loan and claims both pendants it satisfies
    expect(s.missions.map((m) => m.claimedBy)).toEqual([2, 2, null, null]);
    s = bidAll(s, [0, 4, 0, 0]); // seat 1 has a pair too, but the generic pair is gone
    expect(s.collections[1].missions).toEqual([]);
  });

  it('a two-pair shield accepts two pairs of different colours', () => {
    const shield = missionId('Shield of Two Pairs');
    let s = arrange({ auction: 'gem1', row: ['pink'], collections: [['pink', 'blue', 'blue'], [], [], []], hands: [[], [], [], []], missions: [shield, 0, 2, 3] });
    expect(shield).toBe(1);
    s = bidAll(s, [1, 0, 0, 0]);
    // Pink, pink, blue, blue: two pairs (15), any pair (5), two blue (5); not four colours.
    expect(s.missions.map((m) => m.claimedBy)).toEqual([0, null, 0, 0]);
    expect(MISSIONS[1].name).toBe('Shield of Two Pairs');
    expect(MISSIONS[0].name).toBe('Shield of Four Colours');
    expect(MISSIONS[3].name).toBe('Blue Pendant');
    expect(scoreSeat(s, 0).breakdown.find((l) => l.category === 'Missions')!.points).toBe(15 + 5 + 5);
  });
});

describe('the end of the game and scoring', () => {
  it('ends once every collectable gem is auctioned: no reveal is asked, every hand goes to the Value Display', () => {
    let s = arrange({ auction: 'gem1', row: ['blue'], deckSize: 0, hands: [['green'], ['pink', 'pink'], [], ['yellow']] });
    s = bidAll(s, [1, 0, 0, 0]);
    expect(s.phase).toBe('over');
    expect(megagem.isOver(s)).toBe(true);
    expect(megagem.toAct(s)).toEqual([]);
    expect(s.hands.every((h) => h.length === 0)).toBe(true);
    expect(colorsOf(s.display.map((d) => d.gem)).sort()).toEqual(['green', 'pink', 'pink', 'yellow']);
    expect(allText(s)).toContain('All gems have been auctioned: the game is over.');
    expect(allText(s)).toContain('{seat:1} reveals the rest of their hand into the Value Display: Pink and Pink.');
    expect(refusal(s, 0, { type: 'bid', amount: 0 })).toMatchObject({ code: 'over', id: 'engine.over', message: 'The game is over' });
    expect(megagem.result(s)).not.toBeNull();
  });

  it('guard: ends when the auction deck is exhausted', () => {
    let s = arrange({ auction: 'loan10', row: ['blue', 'pink'], hands: [[], [], [], []] });
    s = { ...s, auctionDeck: [] };
    s = bidAll(s, [0, 0, 0, 1]);
    expect(s.phase).toBe('over');
    expect(allText(s)).toContain('The auction deck is exhausted: the game is over.');
  });

  it('chart A with four green in the display: each green is worth 16; two greens 32', () => {
    const s = arrange({ display: ['green', 'green', 'green', 'green'].map((color) => ({ color: color as 'green', seat: 1 })), collections: [['green', 'green'], [], [], []], deckSize: 0 });
    const green = scoreSeat(s, 0).breakdown.find((l) => l.category === 'Green gems')!;
    expect(green).toMatchObject({ category: 'Green gems', points: 32, detail: '2 × 16 (4 in the Value Display)' });
  });

  it('other charts read the display count, 5 or more reading the last row', () => {
    const yellowIn = (n: number) => Array.from({ length: n }, () => ({ color: 'yellow' as const, seat: 0 }));
    const yellowValue = (s: MegaGemState) => scoreSeat(s, 0).breakdown.find((l) => l.category === 'Yellow gems')!.points;
    expect(yellowValue(arrange({ chart: 'C', display: yellowIn(5), collections: [['yellow'], [], [], []] }))).toBe(20);
    expect(yellowValue(arrange({ chart: 'E', display: yellowIn(3), collections: [['yellow', 'yellow'], [], [], []] }))).toBe(36);
    expect(yellowValue(arrange({ chart: 'B', display: [], collections: [['yellow'], [], [], []] }))).toBe(20);
    expect(yellowValue(arrange({ chart: 'D', display: yellowIn(4), collections: [['yellow'], [], [], []] }))).toBe(6);
  });

  it('the result: gems by colour, missions, loans, investments, coins; the most coins wins, ties share', () => {
    let s = arrange({ auction: 'gem1', row: ['blue'], deckSize: 0, hands: [['blue'], ['blue'], [], []], collections: [[], ['blue'], [], []], coins: [20, 20, 20, 20] });
    s = bidAll(s, [0, 0, 0, 0]); // first-auction tie: a random winner among all
    const r = megagem.result(s)!;
    expect(r.seats[0].breakdown.map((l) => l.category)).toEqual(['Blue gems', 'Green gems', 'Pink gems', 'Purple gems', 'Yellow gems', 'Missions', 'Loans', 'Investments', 'Coins']);
    for (const seat of r.seats) expect(seat.total).toBe(seat.breakdown.reduce((a, l) => a + l.points, 0));
    const totals = r.seats.map((x) => x.total);
    const best = Math.max(...totals);
    expect(r.winners).toEqual(totals.flatMap((t, i) => (t === best ? [i] : [])));
    expect(r.places.filter((p) => p === 1)).toHaveLength(r.winners.length);
  });

  it('the result survives the wire unchanged (no -0 for a player without loans)', () => {
    let s = arrange({ auction: 'gem1', row: ['blue'], deckSize: 0, hands: [['blue'], [], [], []] });
    s = bidAll(s, [1, 0, 0, 0]);
    const r = megagem.result(s)!;
    expect(r.seats[0].breakdown.find((l) => l.category === 'Loans')!.points).not.toBe(-0);
    expect(JSON.parse(JSON.stringify(r))).toStrictEqual(r);
  });

  it('has no result before the end', () => {
    expect(megagem.result(arrange())).toBeNull();
  });
});

describe('bad input', () => {
  it('gets a clear reason and changes nothing', () => {
    const s = arrange({ auction: 'gem1', row: ['blue'], coins: [25, 25, 25, 25] });
    const before = JSON.stringify(s);
    expect(refusal(s, 0, { type: 'bid', amount: 1e12 })).toMatchObject({ code: 'illegal', id: 'megagem.bidOverCoins', message: 'You cannot bid more than your 25 coins' });
    expect(refusal(s, 0, { type: 'bid', amount: Infinity })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/Malformed move at amount/) });
    expect(refusal(s, 0, { type: 'reveal', gem: 30 })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/only 30 gem cards/) });
    expect(refusal(s, 0, { type: 'steal' })).toMatchObject({ code: 'malformed', id: 'engine.malformed', message: expect.stringMatching(/Malformed move/) });
    expect(refusal(s, 9, { type: 'bid', amount: 1 })).toMatchObject({ code: 'no_seat', id: 'engine.noSeat', message: 'No seat 9' });
    expect(JSON.stringify(s)).toBe(before);
  });
});
