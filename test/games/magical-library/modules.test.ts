import { describe, expect, it } from 'vitest';
import { english } from '../../../src/shared/games/magical-library/messages.js';
import { CARDS, deckFor } from '../../../src/shared/games/magical-library/data.js';
import { extraCardPoints, scoreDisplay } from '../../../src/shared/games/magical-library/areas.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import { produce } from '../../../src/shared/engine/draft.js';
import { allDistribute, allKeep, allPlaceRight, def, grid, ok, refused, start, wiz } from './helpers.js';
import { recountDisplay } from './recount.js';

const m = (...modules: string[]) => ({ modules: modules as never[] });

describe('module cards are shuffled into the deck when their module is on', () => {
  it('deck sizes', () => {
    expect(deckFor([])).toHaveLength(110);
    expect(deckFor(['m1'])).toHaveLength(120);
    expect(deckFor(['m2', 'm4', 'm8'])).toHaveLength(110);
    expect(deckFor(['m3'])).toHaveLength(115);
    expect(deckFor(['m5'])).toHaveLength(115);
    expect(deckFor(['m6'])).toHaveLength(115);
    expect(deckFor(['m7'])).toHaveLength(115);
    expect(deckFor(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'])).toHaveLength(140);
    const s = start(4, ['m1', 'm5']);
    expect(s.deck.length + 4 + 12).toBe(125);
  });
});

describe('Module 1: Shared Rooms', () => {
  it('10 cards, one per pair of colours, each with one symbol', () => {
    const shared = Object.values(CARDS).filter((c) => c.kind === 'shared');
    expect(shared).toHaveLength(10);
    expect(new Set(shared.map((c) => c.rooms.map((r) => r.colour).sort().join())).size).toBe(10);
    expect(shared.every((c) => c.symbols.length === 1 && c.rooms[0].colour !== c.rooms[1].colour)).toBe(true);
  });
  it('each half is a full room; the left colour connects left, up and down but not right', () => {
    // shared-blue-yellow: blue on the left half, yellow on the right half.
    const d = grid([['blue-owl-1', 'shared-blue-yellow', 'yellow-owl-1'], ['.', 'blue-book-1', '.']]);
    const s = scoreDisplay(d, [wiz(1, 0)], m('m1'));
    expect(s.areas.blue.map((a) => [a.size, a.helpers])).toEqual([[3, 1]]);
    expect(s.areas.yellow.map((a) => [a.size, a.helpers])).toEqual([[2, 1]]);
    // A blue card to the right of the shared card does not touch its blue half.
    const d2 = grid([['shared-blue-yellow', 'blue-owl-1']]);
    expect(scoreDisplay(d2, [wiz(0, 0)], m('m1')).areas.blue.map((a) => a.size)).toEqual([1, 1]);
    // A yellow card to its left does not touch its yellow half.
    const d3 = grid([['yellow-owl-1', 'shared-blue-yellow']]);
    expect(scoreDisplay(d3, [wiz(1, 0)], m('m1')).categories.yellow).toBe(1);
    // Above and below both halves connect.
    const d4 = grid([['yellow-owl-1'], ['shared-blue-yellow'], ['blue-owl-1']]);
    expect(scoreDisplay(d4, [wiz(0, 1)], m('m1')).categories).toMatchObject({ yellow: 2, blue: 2 });
  });
  it('its symbol connects in all four directions', () => {
    const symbol = CARDS['shared-blue-yellow'].symbols[0].symbol;
    const same = `red-${symbol}-1`;
    const d = grid([['.', same, '.'], [same.replace('-1', '-2'), 'shared-blue-yellow', same.replace('-1', '-3')], ['.', `green-${symbol}-1`, '.']]);
    expect(scoreDisplay(d, [wiz(1, 1)], m('m1')).categories[symbol]).toBe(5);
  });
  it('a golden wizard on a shared room counts 2 in both colour areas (with Module 8)', () => {
    const d = grid([['blue-owl-1', 'shared-blue-yellow', 'yellow-owl-1']]);
    const s = scoreDisplay(d, [wiz(1, 0, true)], m('m1', 'm8'));
    expect(s.categories.blue).toBe(4);
    expect(s.categories.yellow).toBe(4);
  });
  it('two shared rooms side by side: the right half of one touches the left half of the other', () => {
    // shared-blue-yellow then shared-yellow-red: yellow (right half) meets yellow (left half).
    const d = grid([['shared-blue-yellow', 'shared-yellow-red']]);
    expect(scoreDisplay(d, [wiz(0, 0)], m('m1')).areas.yellow.map((a) => [a.size, a.helpers])).toEqual([[2, 1]]);
  });
});

describe('Module 2: Variety Scoring', () => {
  // Five cards with wizards on diagonals, joined by two circle cards:
  //   blue-ink W   blue-circle   purple-owl W   green-circle   green-astro W
  //   .            yellow-cand W .              red-book W     .
  const ten = grid([
    ['blue-inkwell-1', 'blue-circle-1', 'purple-owl-1', 'green-circle-1', 'green-astrolabe-1'],
    ['.', 'yellow-candelabra-1', '.', 'red-book-1', '.'],
  ]);
  const w5 = [wiz(0, 0), wiz(2, 0), wiz(4, 0), wiz(1, 1), wiz(3, 1)];
  const nine = { ...ten, '3,1': 'red-apprentice-1' }; // red scores through the apprentice, book has nothing
  it('10 VP for at least 1 VP in all 10 categories', () => {
    expect(scoreDisplay(ten, w5, m('m2')).variety).toBe(10);
  });
  it('5 VP for 9 of the 10 categories', () => {
    const s = scoreDisplay(nine, w5.slice(0, 4), m('m2'));
    expect(s.categories.book).toBe(0);
    expect(s.variety).toBe(5);
  });
  it('nothing for 8 categories or fewer', () => {
    expect(scoreDisplay(ten, w5.slice(0, 4), m('m2')).variety).toBe(0);
    expect(scoreDisplay(ten, [], m('m2')).variety).toBe(0);
  });
  it('without Module 2 there is no variety line', () => {
    expect(scoreDisplay(ten, w5, m()).variety).toBeUndefined();
  });
  it('variety with neighbour cards and portals: their points are not categories', () => {
    const d = { ...nine, '0,1': 'neighbour-blue', '2,1': 'portal-1' };
    const s = scoreDisplay(d, w5.slice(0, 4), { modules: ['m2', 'm3', 'm5'], neighbourDisplays: [ten] });
    expect(s.neighbour).toBe(5);
    expect(s.portals).toBeGreaterThan(2);
    expect(s.variety).toBe(5);
    expect(s.total).toBe(recountDisplay(d, w5.slice(0, 4), ['m2', 'm3', 'm5'], [ten]));
  });
});

describe('Module 3: Neighbour Cards', () => {
  it('5 cards, one room each, no symbol', () => {
    const cards = Object.values(CARDS).filter((c) => c.kind === 'neighbour');
    expect(cards).toHaveLength(5);
    expect(cards.every((c) => c.rooms.length === 1 && c.symbols.length === 0)).toBe(true);
  });
  it('each scores the symbols of the better of the left and right neighbour (double symbols count 2)', () => {
    const mine = grid([['neighbour-red', 'neighbour-blue']]);
    const left = grid([['red-owl-1', 'red-book-1', 'red-circle-1']]); // 2 symbols
    const right = grid([['barrier-owl', 'blue-book-1', 'shared-blue-yellow']]); // 2 + 1 + 1 = 4
    expect(scoreDisplay(mine, [], { modules: ['m1', 'm3', 'm6'], neighbourDisplays: [left, right] }).neighbour).toBe(8);
    expect(scoreDisplay(mine, [], { modules: ['m3'], neighbourDisplays: [left] }).neighbour).toBe(4);
  });
  it('in the game: left is seat+1, right seat−1; with 2 players the opponent', () => {
    let s = start(3, ['m3']);
    s = { ...s, displays: [grid([['neighbour-red']]), grid([['red-owl-1', 'red-book-1']]), grid([['blue-owl-1']])] };
    expect(def.view(s, null).displays[0].score.neighbour).toBe(2);
    expect(def.view(s, null).displays[1].score.neighbour).toBe(0);
    let t = start(2, ['m3']);
    t = { ...t, displays: [grid([['neighbour-red']]), grid([['red-owl-1', 'red-book-1', 'red-inkwell-1']])] };
    expect(def.view(t, 0).displays[0].score.neighbour).toBe(3);
  });
});

describe('Module 4: New Scoring for Magic Circles', () => {
  it('circles score 3 each only in orthogonally connected groups of at least 3', () => {
    const d = grid([
      ['red-circle-1', 'blue-circle-1', 'green-circle-1', '.', 'red-circle-2'],
      ['.', '.', 'yellow-owl-1', 'purple-circle-1', 'red-circle-3'],
    ]);
    // group of 3 (top-left), group of 3 on the right ((4,0), (4,1), (3,1)); diagonal (2,0)-(3,1) does not join.
    expect(scoreDisplay(d, [], m('m4')).circles).toBe(18);
    const two = grid([['red-circle-1', 'blue-circle-1', 'yellow-owl-1', 'green-circle-1']]);
    expect(scoreDisplay(two, [], m('m4')).circles).toBe(0);
    expect(scoreDisplay(two, [], m()).circles).toBe(9);
    const diagonal = grid([['red-circle-1', 'blue-owl-1'], ['yellow-owl-1', 'green-circle-1'], ['.', 'purple-circle-1']]);
    expect(scoreDisplay(diagonal, [], m('m4')).circles).toBe(0);
  });
  it('with Module 7 the circles Extra card still counts every circle', () => {
    const d = grid([['extra-circles', 'red-circle-1', 'blue-owl-1', 'green-circle-1']]);
    const s = scoreDisplay(d, [], m('m4', 'm7'));
    expect(s.circles).toBe(0);
    expect(s.extra).toBe(3);
  });
});

describe('Module 5: Magic Portals', () => {
  it('2 VP plus 1 per surrounding card, diagonals included', () => {
    const d = grid([['red-owl-1', 'blue-owl-1', 'green-owl-1'], ['red-book-1', 'portal-1', 'red-inkwell-1'], ['.', 'blue-book-1', '.']]);
    expect(scoreDisplay(d, [], m('m5')).portals).toBe(2 + 6);
  });
  it('portals next to each other count each other', () => {
    const d = grid([['portal-1', 'portal-2']]);
    expect(scoreDisplay(d, [], m('m5')).portals).toBe(6);
  });
  it('a portal has neither colour nor symbol: it splits areas', () => {
    const d = grid([['red-owl-1', 'portal-1', 'red-owl-2']]);
    const s = scoreDisplay(d, [wiz(0, 0), wiz(2, 0)], m('m5'));
    expect(s.areas.red.map((a) => a.size)).toEqual([1, 1]);
    expect(s.categories.owl).toBe(2);
  });
});

describe('Module 6: Barrier Cards', () => {
  it('5 cards with a double symbol and barriers on one or two edges; 1 VP each', () => {
    const cards = Object.values(CARDS).filter((c) => c.kind === 'barrier');
    expect(cards).toHaveLength(5);
    expect(cards.every((c) => c.symbols.length === 1 && c.symbols[0].count === 2 && c.barriers.length >= 1 && c.barriers.length <= 2)).toBe(true);
    expect(scoreDisplay(grid([['barrier-owl', 'barrier-book']]), [], m('m6')).barriers).toBe(2);
  });
  it('double symbols count twice', () => {
    // barrier-owl has its barrier on the bottom edge only
    const d = grid([['barrier-owl', 'red-owl-1']]);
    expect(scoreDisplay(d, [wiz(1, 0)], m('m6')).areas.owl.map((a) => [a.size, a.helpers])).toEqual([[3, 1]]);
  });
  it('a barrier cuts rooms and symbols, whichever card carries it', () => {
    const owlCard = CARDS['barrier-owl']; // barrier: down
    const colour = owlCard.rooms[0].colour;
    const below = grid([['barrier-owl'], [`${colour}-owl-1`]]);
    const s = scoreDisplay(below, [wiz(0, 1)], m('m6'));
    expect(s.categories.owl).toBe(1);
    expect(s.categories[colour]).toBe(1);
    // The other card's side: a card above the barrier-owl is connected (no barrier on top).
    const above = grid([[`${colour}-owl-1`], ['barrier-owl']]);
    expect(scoreDisplay(above, [wiz(0, 0)], m('m6')).categories.owl).toBe(3);
  });
  it('shared room + barrier: the barrier cuts the shared half too', () => {
    // barrier-inkwell has a barrier on its right edge; shared-blue-yellow to its right.
    const c = CARDS['barrier-inkwell'];
    expect(c.barriers).toEqual(['right']);
    const leftColour = CARDS['shared-blue-yellow'].rooms[0].colour;
    const d = grid([[`${leftColour}-owl-1`, 'shared-blue-yellow']]);
    expect(scoreDisplay(d, [wiz(1, 0)], m('m1', 'm6')).categories[leftColour]).toBe(2);
    const cut = grid([['barrier-inkwell', 'shared-blue-yellow']]);
    const barrierColour = c.rooms[0].colour;
    const withShared = scoreDisplay(cut, [wiz(1, 0)], m('m1', 'm6'));
    expect(withShared.areas[barrierColour].every((a) => a.size === 1)).toBe(true);
    expect(recountDisplay(cut, [wiz(1, 0)], ['m1', 'm6'], [])).toBe(withShared.total);
  });
});

describe('Module 7: Extra Cards', () => {
  it('row & column: 1 VP per card in its whole row and column, itself excluded', () => {
    const d = grid([['red-owl-1', 'extra-row-column', 'red-owl-2', '.', 'blue-owl-1'], ['.', 'red-book-1', '.', '.', 'blue-book-1'], ['.', '.', '.', '.', 'blue-inkwell-1']]);
    expect(extraCardPoints(d, '1,0')).toBe(4);
  });
  it('apprentices: 1 + 1 per printed apprentice (wizards do not count)', () => {
    const d = grid([['extra-apprentices', 'red-apprentice-1', 'blue-apprentice-1', 'green-owl-1']]);
    expect(scoreDisplay(d, [wiz(3, 0)], m('m7')).extra).toBe(3);
  });
  it('circles: 1 + 1 per magic circle', () => {
    const d = grid([['extra-circles', 'red-circle-1', 'blue-circle-1', 'green-circle-1']]);
    expect(scoreDisplay(d, [], m('m7')).extra).toBe(4);
  });
  it('symbol majority: the count of your most frequent symbol (double symbols count 2); ties give that count', () => {
    const d = grid([['extra-symbol-majority', 'red-owl-1', 'red-owl-2', 'blue-book-1', 'barrier-book']]);
    expect(scoreDisplay(d, [], m('m6', 'm7')).extra).toBe(3);
    const tie = grid([['extra-symbol-majority', 'red-owl-1', 'blue-book-1']]);
    expect(scoreDisplay(tie, [], m('m7')).extra).toBe(1);
  });
  it('colour majority: rooms of your most frequent colour; shared rooms count for both colours', () => {
    expect(CARDS['extra-colour-majority'].rooms[0].colour).toBe('red');
    // red: the extra card itself + two shared halves = 3; blue: a half + a card = 2
    const d = grid([['extra-colour-majority', 'shared-blue-red', 'shared-yellow-red', 'blue-owl-1']]);
    expect(scoreDisplay(d, [], m('m1', 'm7')).extra).toBe(3);
    // a tie is scored at the tied count
    const tie = grid([['extra-colour-majority', 'blue-owl-1', 'blue-book-1', 'red-owl-1']]);
    expect(scoreDisplay(tie, [], m('m7')).extra).toBe(2);
  });
});

describe('Module 8: Golden Wizards', () => {
  it('each player starts with 4 wizards and 1 golden wizard', () => {
    const s = start(3, ['m8']);
    expect(s.supply).toEqual([4, 4, 4]);
    expect(s.golden).toEqual([true, true, true]);
  });
  it('the rulebook example: 4 candelabra with a wizard and the golden wizard = 4 × 3 = 12', () => {
    const d = grid([['blue-candelabra-1', 'blue-candelabra-2', 'blue-candelabra-3', 'red-candelabra-1'], ['blue-owl-1', '.', '.', '.']]);
    const s = scoreDisplay(d, [wiz(0, 0, true), wiz(2, 0)], m('m8'));
    expect(s.categories.candelabra).toBe(12);
    expect(s.categories.blue).toBe(12);
  });
  it('placed in a round of the owner\'s choice, once; when the ordinary wizards are gone it must be golden', () => {
    let s = start(2, ['m8']);
    s = allPlaceRight(allDistribute(allKeep(s)));
    s = ok(s, 0, { type: 'wizard', x: 0, y: 0, golden: true });
    expect(def.view(s, 0).canPlaceGolden).toBe(false);
    s = ok(s, 1, { type: 'wizard', x: 0, y: 0 });
    s = allPlaceRight(allDistribute(allKeep(s)));
    refused(s, 0, { type: 'wizard', x: 2, y: 0, golden: true }, 'illegal', 'magical-library.goldenUsed', /already placed your golden wizard/);
    s = ok(s, 0, { type: 'wizard', x: 2, y: 0 });
    // seat 1 uses ordinary wizards in rounds 1–4, so in round 5 only the golden one is left
    s = ok(s, 1, { type: 'wizard', x: 2, y: 0 });
    for (let round = 3; round <= 5; round++) {
      s = allPlaceRight(allDistribute(allKeep(s)));
      s = ok(s, 0, { type: 'wizard', x: 3 * round - 2, y: 0 });
      if (round < 5) s = ok(s, 1, { type: 'wizard', x: 3 * round - 2, y: 0 });
      else {
        expect(def.view(s, 1)).toMatchObject({ canPlaceNormal: false, canPlaceGolden: true });
        refused(s, 1, { type: 'wizard', x: 3 * round - 2, y: 0 }, 'illegal', 'magical-library.noOrdinaryWizard', /no ordinary wizard left/);
        s = ok(s, 1, { type: 'wizard', x: 3 * round - 2, y: 0, golden: true });
      }
    }
    expect(def.isOver(s)).toBe(true);
    expect(s.wizards[0].filter((w) => w.golden)).toHaveLength(1);
    expect(s.wizards[1].filter((w) => w.golden)).toEqual([{ x: 13, y: 0, golden: true }]);
  });
  it('with no card free for a wizard, an ordinary wizard goes back first; the golden one only when it is the last', () => {
    for (const [supply, lostGolden] of [[2, false], [0, true]] as const) {
      let s = allPlaceRight(allDistribute(allKeep(start(2, ['m8']))));
      // Back to step 3 with one card left for seat 0; seat 1's display is one card with a wizard on it.
      s = (produce(s, (d) => {
        d.phase = 'place';
        d.done = [false, true];
        d.displays[1] = { '0,0': d.displays[1]['0,0'] };
        d.wizards[1] = [wiz(0, 0)];
        d.supply[1] = supply;
        d.hands[0] = [d.displays[0]['3,0']];
        delete d.displays[0]['3,0'];
      }) as { state: LibraryState }).state;
      s = ok(s, 0, { type: 'place', card: s.hands[0][0], x: 3, y: 0 });
      expect(def.toAct(s)).toEqual([0]);
      expect(s.forfeited[1]).toBe(1);
      expect(s.golden[1]).toBe(!lostGolden);
      expect(s.supply[1]).toBe(lostGolden ? 0 : supply - 1);
      expect(english(s.log.at(-1)!.msg)).toBe(`{seat:1} has no card that may take a wizard: their ${lostGolden ? 'golden ' : ''}wizard goes back to the box.`);
    }
  });
  it('golden wizard in a shared room area counts 2 there (Modules 1 + 8)', () => {
    const d = grid([['shared-blue-yellow'], ['blue-owl-1']]);
    expect(scoreDisplay(d, [wiz(0, 0, true)], m('m1', 'm8')).categories.blue).toBe(4);
  });
});
