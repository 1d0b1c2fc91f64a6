import { describe, expect, it } from 'vitest';
import { english } from '../../../src/shared/games/magical-library/messages.js';
import { produce } from '../../../src/shared/engine/draft.js';
import { logFor } from '../../../src/shared/engine/engine.js';
import { cellKey } from '../../../src/shared/games/magical-library/placement.js';
import { allDistribute, allKeep, allPlaceRight, def, ok, refused, start } from './helpers.js';

describe('Setup', () => {
  it('deals a starting card at (0, 0), 5 wizards each and 3 cards in hand for round 1', () => {
    for (let n = 2; n <= 6; n++) {
      const s = start(n);
      expect(s.displays.map((d) => Object.keys(d))).toEqual(Array.from({ length: n }, () => ['0,0']));
      expect(s.supply).toEqual(new Array(n).fill(5));
      expect(s.golden).toEqual(new Array(n).fill(false));
      expect(s.hands.every((h) => h.length === 3)).toBe(true);
      expect(s.deck.length).toBe(110 - 4 * n);
      expect(s.round).toBe(1);
      expect(s.phase).toBe('draw');
      expect(def.toAct(s)).toEqual(Array.from({ length: n }, (_, i) => i));
    }
  });
  it('refuses 1 or 7 players and unknown modules', async () => {
    const { resolveOptions } = await import('../../../src/shared/engine/engine.js');
    expect(resolveOptions(def, {}, 1).ok).toBe(false);
    expect(resolveOptions(def, {}, 7).ok).toBe(false);
    expect(resolveOptions(def, { modules: ['m9'] }, 3).ok).toBe(false);
    expect(resolveOptions(def, { modules: ['m1', 'm1'] }, 3)).toEqual({ ok: false, msg: { id: 'magical-library.moduleTwice' }, error: 'Modules: name each module at most once' });
  });
  it('is deterministic for a seed and differs between seeds', () => {
    expect(JSON.stringify(start(4, [], 'a'))).toBe(JSON.stringify(start(4, [], 'a')));
    expect(JSON.stringify(start(4, [], 'a'))).not.toBe(JSON.stringify(start(4, [], 'b')));
  });
});

describe('1. Receive New Cards', () => {
  it('keep leaves the hand; exchange discards all three and draws three new, once', () => {
    let s = start(3);
    const hand0 = [...s.hands[0]], hand1 = [...s.hands[1]];
    s = ok(s, 0, { type: 'keep' });
    expect(s.hands[0]).toEqual(hand0);
    s = ok(s, 1, { type: 'exchange' });
    expect(s.discard).toEqual(hand1);
    expect(s.hands[1]).toHaveLength(3);
    expect(s.hands[1].some((c) => hand1.includes(c))).toBe(false);
    refused(s, 1, { type: 'exchange' }, 'not_your_turn', 'engine.notYourTurn', /not your turn/);
    refused(s, 0, { type: 'keep' }, 'not_your_turn', 'engine.notYourTurn', /not your turn/);
    expect(def.toAct(s)).toEqual([2]);
    s = ok(s, 2, { type: 'keep' });
    expect(s.phase).toBe('distribute');
    refused(s, 0, { type: 'exchange' }, 'illegal', 'magical-library.notExchangeStep', /only in step 1/);
  });
  it('an empty draw pile is refilled by shuffling the discard pile', () => {
    let s = start(3);
    s = (produce(s, (d) => { d.discard.push(...d.deck.splice(0, d.deck.length - 1)); }) as { state: typeof s }).state;
    expect(s.deck).toHaveLength(1);
    const total = s.deck.length + s.discard.length;
    s = ok(s, 0, { type: 'exchange' });
    expect(s.hands[0]).toHaveLength(3);
    expect(s.deck.length + s.discard.length).toBe(total);
    expect(s.discard).toHaveLength(0);
    expect(english(s.log.at(-2)!.msg)).toMatch(/discard pile was shuffled into a new draw pile/);
  });
});

describe('2. Distribute Cards', () => {
  it('passes one card left (seat+1) and one right (seat−1) and keeps one', () => {
    let s = allKeep(start(4));
    const before = s.hands.map((h) => [...h]);
    s = allDistribute(s);
    expect(s.phase).toBe('place');
    for (let seat = 0; seat < 4; seat++) {
      const fromRight = before[(seat + 1) % 4][2]; // the right-hand card of seat+1 goes to seat
      const fromLeft = before[(seat + 3) % 4][1]; // the left-hand card of seat−1 goes to seat
      expect(s.hands[seat]).toEqual([before[seat][0], fromLeft, fromRight]);
      expect(s.received[seat]).toEqual([fromLeft, fromRight]);
    }
  });
  it('with 2 players keeps one and passes two', () => {
    let s = allKeep(start(2));
    const before = s.hands.map((h) => [...h]);
    s = ok(s, 0, { type: 'distribute', keep: before[0][1] });
    refused(s, 1, { type: 'distribute', keep: before[1][0], left: before[1][1] }, 'illegal', 'magical-library.twoPlayersKeepOnly', /With 2 players/);
    s = ok(s, 1, { type: 'distribute', keep: before[1][2] });
    expect(s.hands[0]).toEqual([before[0][1], before[1][0], before[1][1]]);
    expect(s.hands[1]).toEqual([before[1][2], before[0][0], before[0][2]]);
  });
  it('refuses cards not in hand, the same card twice and a missing neighbour card', () => {
    const s = allKeep(start(3));
    const [a, b, c] = s.hands[0];
    const foreign = s.hands[1][0];
    refused(s, 0, { type: 'distribute', keep: foreign, left: b, right: c }, 'illegal', 'magical-library.keepFromHand', /must be one of the three/);
    refused(s, 0, { type: 'distribute', keep: a, left: b, right: b }, 'illegal', 'magical-library.threeDifferent', /all three must be different/);
    refused(s, 0, { type: 'distribute', keep: a, left: b }, 'illegal', 'magical-library.nameThree', /card for your left neighbour/);
    refused(s, 0, { type: 'distribute', keep: a, left: b, right: foreign }, 'illegal', 'magical-library.threeDifferent', /all three/);
  });
  it('keeps the passed cards face down until everyone has distributed', () => {
    let s = allKeep(start(3));
    const [a, b, c] = s.hands[0];
    s = ok(s, 0, { type: 'distribute', keep: a, left: b, right: c });
    expect(def.view(s, 1).hand!).not.toContain(b);
    expect(def.view(s, 0).distributed).toEqual({ keep: a, left: b, right: c });
    expect(def.view(s, 1).distributed).toBeNull();
    expect(JSON.stringify(def.view(s, 1))).not.toContain(b);
  });
});

describe('3. Place Cards', () => {
  it('each card must touch an edge of the display; cards placed this round count; nothing is covered', () => {
    let s = allDistribute(allKeep(start(3)));
    const [a, b, c] = s.hands[0];
    refused(s, 0, { type: 'place', card: a, x: 1, y: 1 }, 'illegal', 'magical-library.notAdjacent', /share at least one edge/);
    refused(s, 0, { type: 'place', card: a, x: 0, y: 0 }, 'illegal', 'magical-library.cellTaken', /already a card there/);
    refused(s, 0, { type: 'place', card: s.hands[1][0], x: 1, y: 0 }, 'illegal', 'magical-library.notInHand', /not in your hand/);
    s = ok(s, 0, { type: 'place', card: a, x: 1, y: 0 });
    s = ok(s, 0, { type: 'place', card: b, x: 1, y: 1 });
    s = ok(s, 0, { type: 'place', card: c, x: 1, y: -1 });
    expect(s.displays[0]).toEqual({ '0,0': s.displays[0]['0,0'], '1,0': a, '1,1': b, '1,-1': c });
    expect(def.toAct(s)).toEqual([1, 2]);
    refused(s, 0, { type: 'wizard', x: 0, y: 0 }, 'not_your_turn', 'engine.notYourTurn', /not your turn/);
  });
  it('offers the legal cells of every card in hand in the view', () => {
    const s = allDistribute(allKeep(start(3)));
    const v = def.view(s, 0);
    expect(Object.keys(v.legalCells).sort()).toEqual([...s.hands[0]].sort());
    for (const cells of Object.values(v.legalCells))
      expect(cells).toEqual([{ x: 0, y: -1 }, { x: -1, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }]);
  });
});

describe('4. Place Wizards', () => {
  it('one per card, never orthogonally next to another wizard, diagonals and earlier cards allowed', () => {
    let s = allPlaceRight(allDistribute(allKeep(start(3))));
    expect(s.phase).toBe('wizard');
    // round 1 display of seat 0: x = 0..3 on y = 0
    s = ok(s, 0, { type: 'wizard', x: 0, y: 0 });
    s = ok(s, 1, { type: 'wizard', x: 2, y: 0 });
    s = ok(s, 2, { type: 'wizard', x: 3, y: 0 });
    expect(s.round).toBe(2);
    s = allPlaceRight(allDistribute(allKeep(s)));
    refused(s, 0, { type: 'wizard', x: 0, y: 0 }, 'illegal', 'magical-library.wizardTaken', /already has a wizard/);
    refused(s, 0, { type: 'wizard', x: 1, y: 0 }, 'illegal', 'magical-library.wizardNextTo', /left, right, above or below/);
    refused(s, 0, { type: 'wizard', x: 9, y: 9 }, 'illegal', 'magical-library.wizardNoCard', /no card/);
    refused(s, 0, { type: 'wizard', x: 2, y: 0, golden: true }, 'illegal', 'magical-library.goldenNeedsModule', /only with Module 8/);
    expect(def.view(s, 0).wizardCells).toEqual([2, 3, 4, 5, 6].map((x) => ({ x, y: 0 })));
    s = ok(s, 0, { type: 'wizard', x: 2, y: 0 });
    expect(s.wizards[0]).toEqual([{ x: 0, y: 0, golden: false }, { x: 2, y: 0, golden: false }]);
    expect(s.supply[0]).toBe(3);
  });
  it('a seat with no card that may take a wizard loses that wizard and is told', () => {
    let s = allPlaceRight(allDistribute(allKeep(start(2))));
    // Make seat 1's display a single card with a wizard already on it: nothing may take another.
    s = (produce(s, (d) => {
      d.phase = 'place';
      d.done = [false, true];
      d.displays[1] = { '0,0': d.displays[1]['0,0'] };
      d.wizards[1] = [{ x: 0, y: 0, golden: false }];
      d.hands[0] = [d.displays[0]['3,0']];
      delete d.displays[0]['3,0'];
    }) as { state: typeof s }).state;
    s = ok(s, 0, { type: 'place', card: s.hands[0][0], x: 3, y: 0 });
    expect(s.phase).toBe('wizard');
    expect(def.toAct(s)).toEqual([0]);
    expect(s.forfeited).toEqual([0, 1]);
    expect(s.supply[1]).toBe(4);
    expect(english(logFor(s.log, 1).at(-1)!.msg)).toBe('{seat:1} has no card that may take a wizard: their wizard goes back to the box.');
  });
  it('the game ends after the wizards of round 5', () => {
    let s = start(2);
    for (let round = 1; round <= 5; round++) {
      s = allPlaceRight(allDistribute(allKeep(s)));
      s = ok(s, 0, { type: 'wizard', x: 3 * round, y: 0 });
      s = ok(s, 1, { type: 'wizard', x: 3 * round, y: 0 });
    }
    expect(def.isOver(s)).toBe(true);
    expect(def.toAct(s)).toEqual([]);
    expect(Object.keys(s.displays[0])).toHaveLength(16);
    const r = def.result(s)!;
    expect(r.seats[0].breakdown.map((l) => l.category)).toEqual(['blue', 'yellow', 'purple', 'red', 'green', 'inkwell', 'candelabra', 'owl', 'book', 'astrolabe', 'magic circles']);
    refused(s, 0, { type: 'keep' }, 'over', 'engine.over', /over/);
    expect(cellKey(1, 2)).toBe('1,2');
  });
});
