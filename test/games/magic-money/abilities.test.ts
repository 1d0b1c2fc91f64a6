import { describe, expect, it } from 'vitest';
import { english } from '../../../src/shared/games/magic-money/messages.js';
import { logFor } from '../../../src/shared/engine/engine.js';
import { cloneJson } from '../../../src/shared/engine/draft.js';
import { CREATURES, abilityText } from '../../../src/shared/games/magic-money/data.js';
import { ledgerTotal } from '../../../src/shared/games/magic-money/scoring.js';
import { openingCap } from '../../../src/shared/games/magic-money/amounts.js';
import { readEntry } from '../../../src/shared/games/magic-money/view.js';
import type { MMState } from '../../../src/shared/games/magic-money/state.js';
import { auction, deal, def, others, play, refused, withOffer } from './helpers.js';

const EMBER_WHELP = 2; // cross out: either side
const PUDDLE_KRAKEN = 5; // forge
const LANTERN_SPRITE = 6; // cross out: Private side
const INK_HYDRA = 18; // cross out: Public side
const BASILISK = 10; // no ability

describe('the creature set (house rules)', () => {
  it('21 creatures, VP 0–5, attributes 0–3, ≥ 6 abilities, ≥ 4 cross-outs, ≥ 1 forge, distinct names', () => {
    expect(CREATURES.length).toBe(21);
    expect(new Set(CREATURES.map((c) => c.name)).size).toBe(21);
    CREATURES.forEach((c, i) => {
      expect(c.id).toBe(i);
      expect(c.vp).toBeGreaterThanOrEqual(0); expect(c.vp).toBeLessThanOrEqual(5);
      for (const n of [c.horns, c.wings, c.leftHearts, c.rightHearts]) { expect(n).toBeGreaterThanOrEqual(0); expect(n).toBeLessThanOrEqual(3); }
    });
    expect(CREATURES.filter((c) => c.ability).length).toBeGreaterThanOrEqual(6);
    expect(CREATURES.filter((c) => c.ability?.kind === 'crossOut').length).toBeGreaterThanOrEqual(4);
    expect(CREATURES.filter((c) => c.ability?.kind === 'forge').length).toBeGreaterThanOrEqual(1);
    expect(abilityText(CREATURES[LANTERN_SPRITE].ability)).toMatch(/Private side of your ledger/);
  });
});

/** Seat `buyer` (not the first active player) first loses an auction (a private 6) then wins `creatureId` for 40. */
function buyerWins(creatureId: number): { s: MMState; buyer: number; rival: number } {
  let s = withOffer(deal(3, 'ability'), BASILISK);
  const [buyer, rival] = others(s);
  // Auction 1: rival wins the Basilisk for 9; the buyer's 6 goes Private.
  s = auction(s, '1', buyer < rival ? ['6', '9'] : ['9', '6']);
  expect(s.active).toBe(rival);
  s = withOffer(s, creatureId);
  // Auction 2: the buyer wins for 40.
  const bids = others(s).map((seat) => (seat === buyer ? '40' : '2'));
  s = auction(s, '1', bids);
  return { s, buyer, rival };
}

describe('cross out (the adopter chooses, as a move, before the next auction)', () => {
  it('either side: the buyer crosses out the price just paid; it no longer counts', () => {
    const { s, buyer } = buyerWins(EMBER_WHELP);
    expect(s.phase).toBe('ability');
    expect(def.toAct(s)).toEqual([buyer]);
    const v = def.view(s, buyer);
    expect(v.ability).toMatchObject({ seat: buyer, kind: 'crossOut', side: 'any', choices: [0, 1] });
    expect(def.view(s, (buyer + 1) % 3).ability?.choices).toBeNull();
    expect(ledgerTotal(s.ledgers[buyer])).toBe('46');
    expect(refused(s, buyer, { type: 'crossOut', entry: 2 })).toMatchObject({ code: 'illegal', id: 'magic-money.noSuchEntry', message: 'There is no such number on your ledger' });
    expect(refused(s, buyer, { type: 'forge', rival: 0 })).toMatchObject({ code: 'illegal', id: 'magic-money.noForge', message: 'You have no creature ability to falsify a ledger right now' });
    expect(refused(s, buyer, { type: 'open', amount: '1' })).toMatchObject({ code: 'illegal', id: 'magic-money.notOpening', message: expect.stringMatching(/Only the active player opens/) });
    const t = play(s, buyer, { type: 'crossOut', entry: 1 });
    expect(t.ledgers[buyer][1]).toMatchObject({ amount: '40', side: 'public', crossed: true });
    expect(ledgerTotal(t.ledgers[buyer])).toBe('6');
    expect(t.phase).toBe('open');
    expect(t.active).toBe(buyer);
    expect(t.auction).toBe(3);
    // Crossing out does not change the opening cap: the winning bid was 40.
    expect(openingCap(def.view(t, buyer).lastWin)).toBe('4');
    expect(english(logFor(t.log, null).at(-2)!.msg)).toBe(`{seat:${buyer}}'s Ember Whelp crosses out 40 on their Public side.`);
  });

  it('a Private number crossed out is announced without its amount to the others', () => {
    const { s, buyer, rival } = buyerWins(EMBER_WHELP);
    const t = play(s, buyer, { type: 'crossOut', entry: 0 });
    expect(t.ledgers[buyer][0]).toMatchObject({ amount: '6', side: 'private', crossed: true });
    const mine = logFor(t.log, buyer).map((e) => english(e.msg));
    const theirs = logFor(t.log, rival).map((e) => english(e.msg));
    expect(mine).toContain(`{seat:${buyer}}'s Ember Whelp crosses out 6 on their Private side.`);
    expect(theirs).toContain(`{seat:${buyer}}'s Ember Whelp crosses out a number on their Private side.`);
    expect(readEntry(def.view(t, rival).ledgers[buyer].private[0])).toMatchObject({ amount: null, crossed: true });
  });

  it('a side-bound ability refuses the other side and an already crossed-out number', () => {
    const { s, buyer } = buyerWins(LANTERN_SPRITE);
    expect(def.view(s, buyer).ability?.choices).toEqual([0]);
    expect(refused(s, buyer, { type: 'crossOut', entry: 1 })).toMatchObject({ code: 'illegal', id: 'magic-money.wrongSide', message: 'This creature only crosses out a number on the Private side' });
    const t = play(s, buyer, { type: 'crossOut', entry: 0 });
    expect(ledgerTotal(t.ledgers[buyer])).toBe('40');
    const h = buyerWins(INK_HYDRA);
    expect(refused(h.s, h.buyer, { type: 'crossOut', entry: 0 })).toMatchObject({ code: 'illegal', id: 'magic-money.wrongSide', message: 'This creature only crosses out a number on the Public side' });
    const crossed = cloneJson(h.s);
    crossed.ledgers[h.buyer][1].crossed = true;
    expect(refused(crossed, h.buyer, { type: 'crossOut', entry: 1 })).toMatchObject({ code: 'illegal', id: 'magic-money.alreadyCrossed', message: 'That number is already crossed out' });
  });

  it('with nothing to cross out on that side, the ability does nothing and the next auction begins', () => {
    let s = withOffer(deal(3, 'nothing'), LANTERN_SPRITE);
    const [a] = others(s);
    s = auction(s, '1', others(s).map((seat) => (seat === a ? '5' : '2')));
    expect(s.phase).toBe('open');
    expect(s.active).toBe(a);
    expect(s.log.some((e) => english(e.msg) === `The Lantern Sprite finds nothing to cross out on {seat:${a}}'s ledger.`)).toBe(true);
  });
});

describe('forge (falsifies a rival’s ledger; the rival is the adopter’s move)', () => {
  it('copies the price just paid onto the chosen rival’s Private side', () => {
    const { s, buyer, rival } = buyerWins(PUDDLE_KRAKEN);
    expect(def.view(s, buyer).ability).toMatchObject({ kind: 'forge', price: '40', choices: [0, 1, 2].filter((x) => x !== buyer) });
    expect(refused(s, buyer, { type: 'forge', rival: buyer })).toMatchObject({ code: 'illegal', id: 'magic-money.chooseRival', message: 'Choose a rival: another player at the table' });
    expect(refused(s, buyer, { type: 'forge', rival: 3 })).toMatchObject({ code: 'illegal', id: 'magic-money.chooseRival', message: 'Choose a rival: another player at the table' });
    expect(refused(s, buyer, { type: 'crossOut', entry: 0 })).toMatchObject({ code: 'illegal', id: 'magic-money.noCrossOut', message: expect.stringMatching(/no creature ability to cross out/) });
    expect(refused(s, rival, { type: 'forge', rival: buyer })).toMatchObject({ code: 'not_your_turn', id: 'engine.notYourTurn', message: 'It is not your turn to act' });
    const before = ledgerTotal(s.ledgers[rival]);
    const t = play(s, buyer, { type: 'forge', rival });
    expect(t.ledgers[rival].at(-1)).toEqual({ amount: '40', side: 'private', crossed: false, auction: 2, source: 'forged' });
    expect(BigInt(ledgerTotal(t.ledgers[rival])) - BigInt(before)).toBe(40n);
    expect(ledgerTotal(t.ledgers[buyer])).toBe('46');
    expect(t.phase).toBe('open');
    expect(t.active).toBe(buyer);
  });
});
