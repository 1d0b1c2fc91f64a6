import { tableView } from '../../../src/renderer/games/magic-market/tableView.js';
import { describe, expect, it } from 'vitest';
import { applyMove, logFor } from '../../../src/shared/engine/engine.js';
import { SYSTEM } from '../../../src/shared/engine/types.js';
import { CATEGORY_NAMES, LANDMARKS, objectOf, objectsOfColour, VISITORS } from '../../../src/shared/games/magic-market/data.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { english } from '../../../src/shared/games/magic-market/messages.js';
import { owedTotal } from '../../../src/shared/games/magic-market/quotas.js';
import { colourOf, spacesInFront, type MarketState } from '../../../src/shared/games/magic-market/state.js';
import { expectRefusal, FACE, hideNow, id, line, market, must, placeVisitor, refused, rngFor } from './helpers.js';

/**
 * A seat's view as its table reads it: the lean view (Objects by number, no disc, colours or clock words)
 * expanded with the game's data by the renderer's tableView, so these rules read Objects by id.
 */
const view = (s: MarketState, seat: number | null) => tableView(magicMarket.view(s, seat));

/** The state of `seat`'s turn after the roll, the disc unturned. */
function choosing(s: MarketState, seat: number): MarketState {
  s.current = seat;
  s.timeMaster = (seat + s.players - 1) % s.players;
  s.step = { kind: 'choose' };
  s.rotation = 0;
  return s;
}

describe('setup', () => {
  it('3 Dragos each, the clock at 10 (8 with 2 players, 9 in the variant), the Time Master on the first player\'s right', () => {
    for (const players of [2, 3, 4]) {
      for (let i = 0; i < 8; i++) {
        const s = magicMarket.setup(players, { variant: false }, `seed-${i}`);
        expect(s.dragos).toEqual(Array(players).fill(3));
        expect(s.clock).toBe(players === 2 ? 8 : 10);
        expect(s.timeMaster).toBe((s.first + players - 1) % players);
        expect(s.current).toBe(s.first);
        expect([...s.visitors].sort()).toEqual([...VISITORS].sort());
        expect(magicMarket.setup(players, { variant: true }, `seed-${i}`).clock).toBe(9);
      }
    }
  });

  it('places the Visitors and the first player at random (seeded)', () => {
    const layouts = new Set<string>();
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const s = magicMarket.setup(4, { variant: false }, `r${i}`);
      layouts.add(s.visitors.join());
      firsts.add(s.first);
    }
    expect(layouts.size).toBeGreaterThan(15);
    expect(firsts.size).toBe(4);
    expect(magicMarket.setup(4, { variant: false }, 'same')).toEqual(magicMarket.setup(4, { variant: false }, 'same'));
  });

  it('opens with a 10-second peek at all twelve Visitors, during which nobody acts', () => {
    const s = magicMarket.setup(3, { variant: false }, 'peek');
    expect(magicMarket.scheduled!(s)).toEqual({ delayMs: 10000, move: { type: 'hide' } });
    expect(magicMarket.toAct(s)).toEqual([]);
    for (const seat of [0, 1, 2, null]) expect(view(s, seat).shown).toHaveLength(12);
    expectRefusal(refused(s, 0, { type: 'stand', objects: [] }), 'wait', 'engine.wait', /Wait a moment/);
    const after = hideNow(s);
    expect(view(after, 0).shown).toBeNull();
    expect(JSON.stringify(view(after, 0))).not.toContain('symbol');
    expect(magicMarket.toAct(after)).toEqual([0, 1, 2]);
  });

  it('everyone chooses 6 of their 12 Objects at once, secretly; the rest is the reserve', () => {
    let s = hideNow(magicMarket.setup(3, { variant: false }, 'stand'));
    const mine = (seat: number) => objectsOfColour(colourOf(s, seat)).map((o) => o.id);
    expectRefusal(refused(s, 0, { type: 'stand', objects: mine(0).slice(0, 5) }), 'illegal', 'magic-market.standSize', /exactly 6/);
    expectRefusal(refused(s, 0, { type: 'stand', objects: [...mine(0).slice(0, 5), mine(0)[0]] }), 'illegal', 'magic-market.standDistinct', /different/);
    expectRefusal(refused(s, 0, { type: 'stand', objects: [...mine(0).slice(0, 5), mine(1)[0]] }), 'illegal', 'magic-market.notYourObject', /not one of your Objects/);
    s = must(s, 1, { type: 'stand', objects: mine(1).slice(6) });
    expect(magicMarket.toAct(s)).toEqual([0, 2]);
    expect(view(s, 1).yourStandChoice).toEqual(mine(1).slice(6));
    expect(JSON.stringify(view(s, 0))).not.toContain(mine(1)[6]);
    expect(JSON.stringify(view(s, null))).not.toContain(mine(1)[6]);
    expect(view(s, 0).standChosen).toEqual([false, true, false]);
    expectRefusal(refused(s, 1, { type: 'stand', objects: mine(1).slice(0, 6) }), 'not_your_turn', 'engine.notYourTurn', /not your turn/);
    s = must(s, 0, { type: 'stand', objects: mine(0).slice(0, 6) });
    s = must(s, 2, { type: 'stand', objects: mine(2).slice(0, 6) });
    expect(s.phase).toBe('market');
    expect(s.stands[1]).toEqual(mine(1).slice(6));
    expect(s.reserves[1]).toEqual(mine(1).slice(0, 6));
    expect(magicMarket.toAct(s)).toEqual([s.first]);
  });
});

describe('a turn', () => {
  it('Phase 1: the Movement die turns the disc clockwise that many notches', () => {
    let s = market(3);
    s.rng = rngFor([FACE.three]);
    const seat = s.current;
    expectRefusal(refused(s, seat, { type: 'reveal', landmark: 'cat' }), 'illegal', 'magic-market.rollFirst', /Roll the Movement die first/);
    s = must(s, seat, { type: 'roll' });
    expect(s.rotation).toBe(3);
    expect(s.dice.movement).toBe(3);
    // Disc space 0 (glasses) now sits at board position 3, in front of corner 1.
    expect(view(s, null).disc[0]).toEqual({ landmark: 'glasses', position: 3, corner: 1 });
    expectRefusal(refused(s, seat, { type: 'roll' }), 'illegal', 'magic-market.alreadyRolled', /already rolled/);
  });

  it('Phase 2: only one of the three Visitors in front of your Stand', () => {
    const s = choosing(market(3), 1);
    // Seat 1 is the purple corner: positions 3–5, disc spaces 3–5 (key, moon, owl) at rotation 0.
    expect(spacesInFront(s, 1)).toEqual([3, 4, 5]);
    expect(view(s, 1).inFront).toEqual(['key', 'moon', 'owl']);
    expectRefusal(refused(s, 1, { type: 'reveal', landmark: 'glasses' }), 'illegal', 'magic-market.notInFront', /not in front of your Stand/);
    expectRefusal(refused(s, 1, { type: 'reveal', landmark: 'dragon' }), 'illegal', 'magic-market.noLandmark', /no landmark/);
    expectRefusal(refused(s, 0, { type: 'reveal', landmark: 'glasses' }), 'not_your_turn', 'engine.notYourTurn', /not your turn/);
  });

  it('the rulebook example: the Buyer of Books, the Enchanted Score, red → the bank pays 5; the Score goes to the box; refill from the reserve', () => {
    let s = choosing(market(3), 1);
    const score = id('Enchanted Score');
    s.stands[1] = [score, ...objectsOfColour('purple').map((o) => o.id).filter((o) => objectOf(o).category !== 'books').slice(0, 5)];
    s.reserves[1] = objectsOfColour('purple').map((o) => o.id).filter((o) => !s.stands[1].includes(o));
    placeVisitor(s, 4, 'books');
    s.rng = rngFor([FACE.red]);
    const bank = s.bankPaid;
    s = must(s, 1, { type: 'reveal', landmark: 'moon' });
    expect(s.dragos[1]).toBe(3 + 5);
    expect(s.bankPaid - bank).toBe(5);
    expect(s.box).toEqual([score]);
    expect(s.stands[1]).not.toContain(score);
    expect(s.dice.price).toBe('red');
    expect(line(s.log.at(-1))).toBe('{seat:1} sold the Enchanted Score to a Visitor for 5 Dragos (Price die: red).');
    // Which Visitor bought it is not said (issue 12): the log outlives the window.
    expect(s.log.map(line).join('\n')).not.toMatch(/moon/);
    // Shown to everyone for 4 seconds; nobody may act meanwhile.
    expect(magicMarket.scheduled!(s)).toEqual({ delayMs: 4000, move: { type: 'hide' } });
    for (const seat of [0, 1, 2, null]) expect(view(s, seat).shown).toEqual([{ landmark: 'moon', position: 4, symbol: 'books' }]);
    expectRefusal(refused(s, 1, { type: 'refill', object: s.reserves[1][0] }), 'wait', 'engine.wait', /Wait a moment/);
    s = hideNow(s);
    expect(magicMarket.toAct(s)).toEqual([1]);
    expect(view(s, 1).choices).toEqual({ kind: 'refill', objects: s.reserves[1] });
    expectRefusal(refused(s, 1, { type: 'refill', object: s.stands[1][0] }), 'illegal', 'magic-market.notInReserve', /not in your reserve/);
    const pick = s.reserves[1][2];
    s = must(s, 1, { type: 'refill', object: pick });
    expect(s.stands[1]).toHaveLength(6);
    expect(s.stands[1]).toContain(pick);
    expect(s.reserves[1]).toHaveLength(5);
    expect(s.current).toBe(2);
    expect(s.step).toEqual({ kind: 'roll' });
  });

  it('a Buyer with no matching Object: "sold nothing" and the turn is over', () => {
    let s = choosing(market(3), 0);
    // Orange has no Disguises.
    placeVisitor(s, 0, 'disguises');
    s = must(s, 0, { type: 'reveal', landmark: 'glasses' });
    expect(line(s.log.at(-1))).toBe('{seat:0} sold nothing.');
    expect(s.dragos[0]).toBe(3);
    expect(s.current).toBe(1);
  });

  it('several matching Objects: the seller chooses after the Visitor is hidden; only the seller sees the choices', () => {
    let s = choosing(market(3), 0);
    const toys = objectsOfColour('orange').filter((o) => o.category === 'toys').map((o) => o.id);
    expect(toys.every((t) => s.stands[0].includes(t))).toBe(true);
    placeVisitor(s, 2, 'toys');
    s = must(s, 0, { type: 'reveal', landmark: 'cat' });
    expect(s.dragos[0]).toBe(3);
    s = hideNow(s);
    expect(view(s, 0).choices).toEqual({ kind: 'sell', objects: toys });
    expect(view(s, 1).choices).toBeNull();
    expect(JSON.stringify(view(s, 1))).not.toContain('options');
    // The public step says a sale is being chosen, never to which Visitor (its window is over).
    expect(view(s, 1).step).toEqual({ kind: 'sell' });
    expect(JSON.stringify(view(s, 1))).not.toContain('"visitor"');
    const notToy = s.stands[0].find((o) => !toys.includes(o))!;
    expectRefusal(refused(s, 0, { type: 'sell', object: notToy }), 'illegal', 'magic-market.notWanted', /does not want/);
    expectRefusal(refused(s, 0, { type: 'sell', object: id('Cloak of Nobody') }), 'illegal', 'magic-market.notOnStand', /not on your Stand/);
    s.rng = rngFor([FACE.blue]);
    s = must(s, 0, { type: 'sell', object: toys[1] });
    expect(s.dragos[0]).toBe(3 + objectOf(toys[1]).prices[1]);
    expect(s.box).toEqual([toys[1]]);
  });

  it('the Crazy Buyer buys any one Object of your choice', () => {
    let s = choosing(market(3), 2);
    placeVisitor(s, 6, 'crazy');
    s = hideNow(must(s, 2, { type: 'reveal', landmark: 'mushroom' }));
    expect(view(s, 2).choices).toEqual({ kind: 'sell', objects: s.stands[2] });
    s.rng = rngFor([FACE.green]);
    const obj = s.stands[2][4];
    s = must(s, 2, { type: 'sell', object: obj });
    expect(s.dragos[2]).toBe(3 + objectOf(obj).prices[0]);
  });

  it('after the window no view and no log entry carries the symbol', () => {
    let s = choosing(market(4), 3);
    placeVisitor(s, 9, 'crazy');
    s = hideNow(must(s, 3, { type: 'reveal', landmark: 'bell' }));
    for (const seat of [0, 1, 2, 3, null]) {
      const text = JSON.stringify(view(s, seat)) + JSON.stringify(logFor(s.log, seat)) + logFor(s.log, seat).map((e) => english(e.msg)).join('\n');
      expect(text).not.toContain('symbol');
      expect(text).not.toMatch(/crazy|Crazy|\bPal\b|Buyer of/);
      for (const name of Object.values(CATEGORY_NAMES)) expect(text).not.toContain(name);
    }
  });

  it('the last Object of the reserve goes up on the Stand by itself', () => {
    let s = choosing(market(3), 0);
    s.reserves[0] = s.reserves[0].slice(0, 1);
    const last = s.reserves[0][0];
    placeVisitor(s, 0, 'crazy');
    s.stands[0] = s.stands[0].slice(0, 1);
    s = must(s, 0, { type: 'reveal', landmark: 'glasses' });
    expect(s.stands[0]).toEqual([last]);
    expect(s.reserves[0]).toEqual([]);
    expect(s.current).toBe(1);
  });

  it('play passes to the left; the clock moves on after the Time Master\'s turn', () => {
    let s = choosing(market(3), 0);
    s.timeMaster = 0;
    s.clock = 12;
    placeVisitor(s, 0, 'disguises');
    s = must(s, 0, { type: 'reveal', landmark: 'glasses' });
    expect(s.clock).toBe(13);
    expect(view(s, null).hour).toBe(1);
    expect(s.current).toBe(1);
    s = hideNow(s);
    s = choosing(s, 1);
    placeVisitor(s, 3, 'toys'); // purple has no Toys
    s = must(s, 1, { type: 'reveal', landmark: 'key' });
    expect(s.clock).toBe(13);
    expect(s.current).toBe(2);
  });
});

describe('Pals', () => {
  function withPal(players = 3, seat = 0): MarketState {
    const s = choosing(market(players), seat);
    placeVisitor(s, spacesInFront(s, seat)[0], 'pal');
    return hideNow(must(s, seat, { type: 'reveal', landmark: LANDMARKS[spacesInFront(s, seat)[0]] }));
  }

  it('offer one of the three prices of an Object on another Stand; the seller accepts; the Object goes to the Satchel', () => {
    let s = withPal();
    const cloak = id('Cloak of Nobody'); // purple, 3/4/6
    expectRefusal(refused(s, 0, { type: 'offer', object: s.stands[0][0], price: 'green' }), 'illegal', 'magic-market.ownStand', /own Stand/);
    expectRefusal(refused(s, 0, { type: 'offer', object: cloak, price: 'blue' }), 'illegal', 'magic-market.offerTooHigh', /cannot offer 4 Dragos: you have only 3/);
    expectRefusal(refused(s, 0, { type: 'offer', object: 'nothing', price: 'blue' }), 'illegal', 'magic-market.notOnAnyStand', /not on any Stand/);
    s = must(s, 0, { type: 'offer', object: cloak, price: 'green' });
    expect(magicMarket.toAct(s)).toEqual([1]);
    expect(view(s, 1).choices).toEqual({ kind: 'answer', object: cloak, price: 'green', dragos: 3, buyer: 0 });
    expectRefusal(refused(s, 2, { type: 'accept' }), 'not_your_turn', 'engine.notYourTurn', /not your turn/);
    s = must(s, 1, { type: 'accept' });
    expect(s.dragos).toEqual([0, 6, 3]);
    expect(s.satchels[0]).toEqual([{ object: cloak, from: 1, paid: 3, how: 'pal' }]);
    expect(s.bought[0][1]).toBe(1);
    expect(s.stands[1]).not.toContain(cloak);
    expect(magicMarket.toAct(s)).toEqual([1]);
    expect(s.step).toEqual({ kind: 'refill', seat: 1 });
    s = must(s, 1, { type: 'refill', object: s.reserves[1][0] });
    expect(s.stands[1]).toHaveLength(6);
    expect(s.current).toBe(1);
    expect(s.step).toEqual({ kind: 'roll' });
  });

  it('on a refusal the Price die sets the price', () => {
    let s = withPal();
    const moustache = id('Moustache of Many Faces'); // 1/2/3
    s = must(s, 0, { type: 'offer', object: moustache, price: 'green' });
    s.rng = rngFor([FACE.red]);
    s = must(s, 1, { type: 'refuse' });
    expect(s.dragos).toEqual([0, 6, 3]);
    expect(s.satchels[0][0].paid).toBe(3);
  });

  it('a buyer who cannot pay the die\'s price buys nothing', () => {
    let s = withPal();
    s.dragos[0] = 2;
    const cloak = id('Cloak of Nobody'); // 3/4/6 — green 3 > 2, so offer a cheaper one
    const moustache = id('Moustache of Many Faces'); // 1/2/3
    expectRefusal(refused(s, 0, { type: 'offer', object: cloak, price: 'green' }), 'illegal', 'magic-market.offerTooHigh', /you have only 2/);
    s = must(s, 0, { type: 'offer', object: moustache, price: 'green' });
    s.rng = rngFor([FACE.red]);
    s = must(s, 1, { type: 'refuse' });
    expect(s.dragos).toEqual([2, 3, 3]);
    expect(s.satchels[0]).toEqual([]);
    expect(s.stands[1]).toContain(moustache);
    expect(line(s.log.at(-1))).toMatch(/Nothing was bought/);
    expect(s.current).toBe(1);
  });

  it('you may buy nothing', () => {
    let s = withPal();
    s = must(s, 0, { type: 'pass' });
    expect(s.current).toBe(1);
    expect(line(s.log.at(-1))).toBe('{seat:0} bought nothing.');
  });
});

describe('the end of the game', () => {
  it('purchase quotas: 2p 3 from the other; 3p 1 from one and 2 from the other; 4p 1 from each', () => {
    expect(owedTotal(2, [0, 0], 0)).toBe(3);
    expect(owedTotal(2, [0, 2], 0)).toBe(1);
    expect(owedTotal(2, [5, 0], 1)).toBe(0);
    expect(owedTotal(3, [0, 0, 0], 0)).toBe(3);
    expect(owedTotal(3, [0, 1, 0], 0)).toBe(2);
    expect(owedTotal(3, [0, 3, 0], 0)).toBe(1);
    expect(owedTotal(3, [0, 1, 1], 0)).toBe(1);
    expect(owedTotal(3, [0, 2, 1], 0)).toBe(0);
    expect(owedTotal(4, [0, 2, 1, 0], 0)).toBe(1);
    expect(owedTotal(4, [0, 1, 1, 1], 0)).toBe(0);
  });

  it('the market closes at 5 o\'clock; the closing purchases go clockwise from the first player', () => {
    let s = choosing(market(4), 3);
    s.first = 0;
    s.timeMaster = 3;
    s.clock = 16;
    placeVisitor(s, 9, 'disguises'); // brown has Disguises on its Stand? make sure nothing sells
    s.stands[3] = s.stands[3].filter((o) => objectOf(o).category !== 'disguises');
    s = must(s, 3, { type: 'reveal', landmark: 'bell' });
    expect(s.clock).toBe(17);
    expect(s.phase).toBe('closing');
    expect(s.current).toBe(0);
    expect(s.step).toEqual({ kind: 'visit' });
    s = hideNow(s);
    expect(view(s, 0).choices).toEqual({ kind: 'visit', sellers: [1, 2, 3] });
    expectRefusal(refused(s, 0, { type: 'visit', seller: 0 }), 'illegal', 'magic-market.ownStand', /own Stand/);
    s = must(s, 0, { type: 'visit', seller: 2 });
    expect(magicMarket.toAct(s)).toEqual([2]);
  });

  it('the rulebook example: the seller chooses the Loki Plush, the die shows blue: 4 Dragos', () => {
    let s = market(4);
    s.phase = 'closing';
    s.current = 1;
    s.bought[1] = [0, 0, 1, 1];
    s.step = { kind: 'give', seller: 0 };
    const loki = id('Loki Plush');
    s.stands[0] = [loki, ...s.stands[0].filter((o) => o !== loki).slice(0, 5)];
    s.dragos = [3, 10, 3, 3];
    s.rng = rngFor([FACE.blue]);
    expectRefusal(refused(s, 1, { type: 'give', object: loki }), 'not_your_turn', 'engine.notYourTurn', /not your turn/);
    s = must(s, 0, { type: 'give', object: loki });
    expect(s.dragos).toEqual([7, 6, 3, 3]);
    expect(s.satchels[1]).toEqual([{ object: loki, from: 0, paid: 4, how: 'closing' }]);
  });

  it('a buyer short of money pays all they have', () => {
    let s = market(2);
    s.phase = 'closing';
    s.current = 0;
    s.step = { kind: 'give', seller: 1 };
    s.dragos = [2, 5];
    s.rng = rngFor([FACE.red]);
    const obj = s.stands[1][0];
    s = must(s, 1, { type: 'give', object: obj });
    expect(s.dragos).toEqual([0, 7]);
    expect(s.satchels[0][0].paid).toBe(2);
    expect(line(s.log.at(-1))).toMatch(/short of money, \{seat:0\} pays all they have: 2 Dragos/);
  });

  it('once every quota is met, the richest wins and ties share the win', () => {
    let s = market(3);
    s.phase = 'closing';
    s.bought = [[0, 1, 2], [2, 0, 1], [1, 1, 0]];
    s.current = 2;
    s.step = { kind: 'give', seller: 0 };
    s.dragos = [9, 12, 9];
    s.rng = rngFor([FACE.green]);
    const obj = s.stands[0].find((o) => objectOf(o).prices[0] === 1)!;
    s = must(s, 0, { type: 'give', object: obj });
    // seat 1 refills? orange seller 0 refills its stand first
    if (s.step.kind === 'refill') s = must(s, 0, { type: 'refill', object: s.reserves[0][0] });
    expect(s.phase).toBe('over');
    expect(magicMarket.isOver(s)).toBe(true);
    const result = magicMarket.result(s)!;
    expect(s.dragos).toEqual([10, 12, 8]);
    expect(result.places).toEqual([2, 1, 3]);
    expect(result.winners).toEqual([1]);
    s.dragos = [12, 12, 8];
    expect(magicMarket.result(s)!.winners).toEqual([0, 1]);
    expect(applyMove(magicMarket, s, 0, { type: 'roll' }).ok).toBe(false);
  });
});

describe('the end of the game: edge cases', () => {
  it('everyone sits at a corner drawn at random, the seats in their order round the board; 2 players face each other', () => {
    for (const players of [2, 3, 4]) {
      const firstCorners = new Set<number>();
      for (let i = 0; i < 200; i++) {
        const { corners } = magicMarket.setup(players, { variant: false }, `corners-${i}`);
        firstCorners.add(corners[0]);
        // Seat k sits k corners to the left of seat 1 (2 players: across the board).
        const step = players === 2 ? 2 : 1;
        expect(corners).toEqual(corners.map((_, k) => (corners[0] + k * step) % 4));
      }
      // Every colour comes to seat 1 sometimes: nobody always has the same colour.
      expect([...firstCorners].sort()).toEqual([0, 1, 2, 3]);
    }
    const s = market(2);
    expect(view(s, 1).colours).toEqual([colourOf(s, 0), colourOf(s, 1)]);
    expect(s.corners[1]).toBe((s.corners[0] + 2) % 4);
  });

  it('the game is over only once the last Visitor is hidden again', () => {
    let s = choosing(market(3), 2);
    s.first = 0;
    s.timeMaster = 2;
    s.clock = 16;
    s.bought = [[0, 1, 2], [2, 0, 1], [1, 2, 0]];
    placeVisitor(s, 6, 'books'); // yellow has no Books
    s = must(s, 2, { type: 'reveal', landmark: 'mushroom' });
    expect(s.phase).toBe('over');
    expect(magicMarket.isOver(s)).toBe(false);
    expect(magicMarket.result(s)).toBeNull();
    expect(magicMarket.toAct(s)).toEqual([]);
    s = hideNow(s);
    expect(magicMarket.isOver(s)).toBe(true);
    expect(magicMarket.result(s)).not.toBeNull();
  });

  it('when only one Stand can still be visited, the purchase goes straight to its owner\'s choice', () => {
    let s = choosing(market(4), 3);
    s.first = 0;
    s.timeMaster = 3;
    s.clock = 16;
    s.bought = [[0, 1, 0, 1], [1, 0, 1, 1], [1, 1, 0, 1], [1, 1, 1, 0]];
    s.stands[3] = s.stands[3].filter((o) => objectOf(o).category !== 'plants');
    placeVisitor(s, 9, 'plants');
    s = hideNow(must(s, 3, { type: 'reveal', landmark: 'bell' }));
    expect(s.phase).toBe('closing');
    expect(s.current).toBe(0);
    expect(s.step).toEqual({ kind: 'give', seller: 2 });
    expect(magicMarket.toAct(s)).toEqual([2]);
    expect(line(s.log.at(-1))).toBe('{seat:0} must buy an Object from {seat:2}, who chooses it.');
  });

  it('a purchase owed to a Stand that is empty is excused', () => {
    let s = choosing(market(3), 2);
    s.first = 0;
    s.timeMaster = 2;
    s.clock = 16;
    s.bought = [[0, 1, 2], [2, 0, 1], [1, 1, 0]]; // seat 2 owes one more (from 0 or 1)
    s.stands[0] = []; s.reserves[0] = [];
    s.stands[1] = []; s.reserves[1] = [];
    placeVisitor(s, 6, 'books');
    s = hideNow(must(s, 2, { type: 'reveal', landmark: 'mushroom' }));
    expect(s.phase).toBe('over');
    expect(magicMarket.isOver(s)).toBe(true);
  });
});

describe('the Great Magician', () => {
  it('the rulebook example: Sophie has 27 Dragos and list 2 (a magic weapon, a toy, a plant) worth 6 → 33', () => {
    const s = market(3, { variant: true });
    s.phase = 'over';
    s.step = { kind: 'over' };
    // Sophie is purple (seat 1): her list 2 is Magic weapons + Toys + Plants.
    s.dragos = [10, 27, 10];
    s.satchels[1] = [
      { object: id('Thunder Slingshot'), from: 0, paid: 3, how: 'pal' },
      { object: id('Clockwork Dragonfly'), from: 0, paid: 2, how: 'pal' },
      { object: id('Giggling Cactus'), from: 2, paid: 1, how: 'closing' },
    ];
    const r = magicMarket.result(s)!;
    expect(r.seats[1].total).toBe(33);
    expect(r.seats[1].breakdown).toMatchObject([{ category: 'Dragos', points: 27 }, { category: 'Great Magician', points: 6, detail: 'list 2', about: { id: 'magic-market.magicianLists', params: { count: 1, lists: '2' } } }]);
    expect(r.seats[0].total).toBe(10);
  });

  it('an Object counts for one list only; the best combination is bought back', () => {
    const s = market(3, { variant: true });
    s.phase = 'over';
    s.step = { kind: 'over' };
    // Orange lists: [Disguises, Plants, Toys]=4, [Books, Plush, Essentials]=6, [Weapons, Outdoor, Disguises]=8.
    const items = ['Cloak of Nobody', 'Singing Mandrake', 'Marbles of Starlight', 'Wand of Sneezes', 'Endless Skipping Rope'];
    s.satchels[0] = items.map((n) => ({ object: id(n), from: 1, paid: 1, how: 'pal' as const }));
    // One Disguise: either list 1 (4) or list 3 (8), not both.
    expect(magicMarket.result(s)!.seats[0].total).toBe(3 + 8);
    s.satchels[0].push({ object: id('Hat of Hiding'), from: 2, paid: 1, how: 'pal' });
    expect(magicMarket.result(s)!.seats[0].total).toBe(3 + 12);
  });

  it('with 2 players only the first list counts, and its third Object is of any category', () => {
    const s = market(2, { variant: true });
    s.phase = 'over';
    s.step = { kind: 'over' };
    // Orange list 1: Disguises + Plants + any.
    s.satchels[0] = [id('Hat of Hiding'), id('Giggling Cactus')].map((o) => ({ object: o, from: 1, paid: 1, how: 'pal' as const }));
    expect(magicMarket.result(s)!.seats[0].total).toBe(3);
    s.satchels[0].push({ object: id('Shield of Echoes'), from: 1, paid: 1, how: 'pal' });
    expect(magicMarket.result(s)!.seats[0].total).toBe(3 + 4);
    expect(view(s, 0).lists![0]).toEqual([{ categories: ['disguises', 'plants', null], worth: 4 }]);
  });

  it('without the variant there is no buy-back', () => {
    const s = market(3);
    s.phase = 'over';
    s.step = { kind: 'over' };
    s.satchels[1] = ['Thunder Slingshot', 'Clockwork Dragonfly', 'Giggling Cactus'].map((n) => ({ object: id(n), from: 0, paid: 1, how: 'pal' as const }));
    expect(magicMarket.result(s)!.seats[1].total).toBe(3);
  });
});

describe('system moves', () => {
  it('only the table hides, only when something is shown', () => {
    const s = market(3);
    expect(applyMove(magicMarket, s, SYSTEM, { type: 'hide' }).ok).toBe(false);
    expect(applyMove(magicMarket, s, SYSTEM, { type: 'hide' })).toMatchObject({ ok: false, code: 'illegal', id: 'engine.noSystemMove' });
    expect(magicMarket.apply(s, s.current, { type: 'hide' })).toEqual({
      ok: false, code: 'illegal', id: 'magic-market.onlyTableHides', message: 'Only the table hides the Visitors again',
    });
  });
});
