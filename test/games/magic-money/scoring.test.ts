import { describe, expect, it } from 'vitest';
import { CREATURES } from '../../../src/shared/games/magic-money/data.js';
import {
  fullHearts, greediest, hornPoints, ledgerTotal, placesOf, result, scoreSeats, wingPoints,
} from '../../../src/shared/games/magic-money/scoring.js';
import type { LedgerEntry, MMState } from '../../../src/shared/games/magic-money/state.js';
import { deal } from './helpers.js';

const pub = (amount: string, crossed = false): LedgerEntry => ({ amount, side: 'public', crossed, auction: 1, source: 'won' });
const priv = (amount: string, crossed = false): LedgerEntry => ({ amount, side: 'private', crossed, auction: 1, source: 'lost' });
const id = (name: string) => CREATURES.find((c) => c.name === name)!.id;

describe('attributes', () => {
  it('horns: an odd total scores 1 per horn, an even total scores nothing', () => {
    expect([0, 1, 2, 3, 4, 5, 7].map(hornPoints)).toEqual([0, 1, 0, 3, 0, 5, 7]);
  });
  it('wings: 1 per player with fewer wings; equal wings are worth nothing', () => {
    const wings = [3, 1, 3, 0];
    expect(wings.map((_, i) => wingPoints(wings, i))).toEqual([2, 1, 2, 0]);
    expect([2, 2, 2].map((_, i, w) => wingPoints(w, i))).toEqual([0, 0, 0]);
  });
  it('hearts: 2 per full heart (one left + one right, across cards), leftovers nothing', () => {
    expect(fullHearts(0, 3)).toBe(0);
    expect(fullHearts(2, 1)).toBe(1);
    expect(fullHearts(3, 3)).toBe(3);
    // Gilded Toad (1 left) + Hush Fox (1 right) make a full heart between two cards.
    const s = scoreSeats([[id('Gilded Toad'), id('Hush Fox')], [id('Rosehip Drake')], []], [[], [], []]);
    expect(s[0]).toMatchObject({ fullHearts: 1, heartPoints: 2, creatureVp: 4 });
    expect(s[1]).toMatchObject({ fullHearts: 0, heartPoints: 0 }); // 2 left hearts, no right
  });
  it('a full card breakdown', () => {
    // Cinder Goat 2 VP 3 horns; Copper Chimera 1 VP 2 horns 1 wing 1 right heart; Tidewyrm 2 VP 1 horn 1 wing 1 left heart.
    const adopted = [[id('Cinder Goat'), id('Copper Chimera'), id('Tidewyrm')], [id('Moonmoth')], [id('Thornback Yak')]];
    const [a, b, c] = scoreSeats(adopted, [[pub('5')], [pub('9')], [pub('1')]]);
    expect(a).toMatchObject({ creatureVp: 5, horns: 6, hornPoints: 0, wings: 2, wingPoints: 1, fullHearts: 1, heartPoints: 2, vp: 8 });
    expect(b).toMatchObject({ creatureVp: 2, wings: 2, wingPoints: 1, vp: 3, eliminated: true, ledgerTotal: '9' });
    expect(c).toMatchObject({ creatureVp: 2, horns: 2, hornPoints: 0, wings: 0, wingPoints: 0, vp: 2, eliminated: false });
  });
});

describe('the Greediest Wizard', () => {
  it('ledger total: both sides, crossed-out numbers excluded, beyond 2^53', () => {
    expect(ledgerTotal([])).toBe('0');
    expect(ledgerTotal([pub('9007199254740993'), priv('9007199254740993'), priv('5', true)])).toBe('18014398509481986');
  });
  it('the highest total is eliminated; several tied at the top are all eliminated; all tied: nobody', () => {
    expect(greediest(['10', '300', '299'])).toEqual([1]);
    expect(greediest(['300', '300', '299', '1'])).toEqual([0, 1]);
    expect(greediest(['7', '7', '7'])).toEqual([]);
    expect(greediest(['100000000000000000000000000000000000000001', '100000000000000000000000000000000000000000'])).toEqual([0]);
  });
  it('a Private number counts: a player with a small Public side can still be the greediest', () => {
    const s = scoreSeats([[], [], []], [[pub('50')], [pub('10'), priv('41')], [pub('20')]]);
    expect(s.map((x) => x.eliminated)).toEqual([false, true, false]);
    const crossed = scoreSeats([[], [], []], [[pub('50')], [pub('10'), priv('41', true)], [pub('20')]]);
    expect(crossed.map((x) => x.eliminated)).toEqual([true, false, false]);
  });
});

describe('the winner', () => {
  const base = { creatureVp: 0, horns: 0, hornPoints: 0, wings: 0, wingPoints: 0, fullHearts: 0, heartPoints: 0 };
  it('most VP among the non-eliminated; a VP tie goes to the HIGHER ledger total', () => {
    const scores = [
      { ...base, seat: 0, vp: 9, ledgerTotal: '500', eliminated: true },
      { ...base, seat: 1, vp: 7, ledgerTotal: '100', eliminated: false },
      { ...base, seat: 2, vp: 7, ledgerTotal: '120', eliminated: false },
      { ...base, seat: 3, vp: 3, ledgerTotal: '5', eliminated: false },
    ];
    expect(placesOf(scores)).toEqual([4, 2, 1, 3]);
  });
  it('equal VP and equal ledger totals share the place', () => {
    const scores = [
      { ...base, seat: 0, vp: 4, ledgerTotal: '20', eliminated: false },
      { ...base, seat: 1, vp: 4, ledgerTotal: '20', eliminated: false },
      { ...base, seat: 2, vp: 1, ledgerTotal: '30', eliminated: true },
    ];
    expect(placesOf(scores)).toEqual([1, 1, 3]);
  });
  it('the result: totals are VP, the eliminated flag and the breakdown per player', () => {
    const s: MMState = { ...deal(3, 'score'), phase: 'over', deck: [], offer: null };
    s.adopted = [[id('Marble Basilisk')], [id('Quill Gryphon'), id('Cloud Ferret')], [id('Velvet Owlbear')]];
    s.ledgers = [[pub('9'), priv('1')], [pub('90'), priv('3', true)], [pub('10'), priv('95')]];
    const r = result(s)!;
    // Basilisk 5 VP; Gryphon + Ferret: 5 VP + 1 horn (odd: 1) + 5 wings (more than 2 players: 2) = 8;
    // Owlbear: 4 VP + 1 wing (more than seat 0: 1) = 5, but its ledger total 105 is the highest: eliminated.
    expect(r.seats.map((x) => x.total)).toEqual([5, 8, 5]);
    expect(r.seats.map((x) => x.eliminated)).toEqual([false, false, true]);
    expect(r.places).toEqual([2, 1, 3]);
    expect(r.winners).toEqual([1]);
    expect(r.seats[1].breakdown).toMatchObject([
      { category: 'Creatures', points: 5, detail: '2 adopted', label: { id: 'magic-money.scoreCreatures' }, about: { id: 'magic-money.adopted', params: { n: 2 } } },
      { category: 'Horns', points: 1, detail: '1 horn (odd)' },
      { category: 'Wings', points: 2, detail: '5 wings' },
      { category: 'Hearts', points: 0, detail: '0 full hearts' },
      { category: 'Ledger total', points: 0, detail: '90' },
    ]);
    expect(r.seats[2].note).toBe('Greediest Wizard (ledger total 105): eliminated');
    expect(r.seats[2].noteMsg).toMatchObject({ id: 'magic-money.greediest' });
  });
});
