import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { LANDMARKS, OBJECTS, objectOf } from '../../../src/shared/games/magic-market/data.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { spacesInFront } from '../../../src/shared/games/magic-market/state.js';
import type { MarketView } from '../../../src/shared/games/magic-market/view.js';
import { market, placeVisitor } from './helpers.js';

describe('Magic Market bots', () => {
  it('basic beats random clearly (seeded, 2–4 players)', () => {
    for (const players of [2, 3, 4]) {
      let basic = 0, random = 0;
      const games = 40;
      for (let g = 0; g < games; g++) {
        const bots = Array.from({ length: players }, (_, i) => (i === g % players ? 'basic' : 'random') as 'basic' | 'random');
        const { result } = playBots(magicMarket, { players, seed: `duel-${players}-${g}`, bots });
        const b = g % players;
        if (result.winners.includes(b)) basic++;
        random += result.winners.filter((w) => w !== b).length / (players - 1);
      }
      expect(basic / games, `${players} players`).toBeGreaterThan(0.6);
      expect(basic).toBeGreaterThan(random);
    }
  });

  it('basic turns over a Visitor it remembers buying what its Stand holds, and only from what it observed', () => {
    const s = market(3);
    s.current = 0;
    s.step = { kind: 'choose' };
    s.rotation = 0;
    const [a, b, c] = spacesInFront(s, 0);
    const cat = objectOf(s.stands[0][5]).category;
    placeVisitor(s, c, cat);
    placeVisitor(s, a, 'disguises'); // orange sells no Disguises
    placeVisitor(s, b, 'plants'); // nor Plants
    const shownView = (space: number): MarketView => ({ ...magicMarket.view(s, 0), choices: null, shown: [{ landmark: LANDMARKS[space], position: space, symbol: s.visitors[space] }] });
    const bot = magicMarket.createBot('basic', 0, 'x');
    const blind = magicMarket.createBot('basic', 0, 'x');
    for (const sp of [a, b, c]) bot.observe!(shownView(sp));
    const v = magicMarket.view(s, 0);
    expect(bot.act(v)).toEqual({ type: 'reveal', landmark: LANDMARKS[c] });
    // Without having seen anything, it has no reason to prefer the third Visitor.
    expect(blind.act(v)).toEqual({ type: 'reveal', landmark: LANDMARKS[a] });
    // Having seen only two useless Visitors, it tries the unknown one.
    const half = magicMarket.createBot('basic', 0, 'y');
    half.observe!(shownView(a));
    expect(half.act(v)).toEqual({ type: 'reveal', landmark: LANDMARKS[b] });
  });

  it('basic breaks a tie between sellers going round from its left, never by seat number (a Pal\'s purchase, a closing visit)', () => {
    // Two Objects at the same green price, one on each of two Stands the bot owes a purchase.
    const a = OBJECTS.findIndex((o) => o.prices[0] === 1);
    const b = OBJECTS.findIndex((o, i) => i !== a && o.prices[0] === 1);
    const at = (seat: number, choices: MarketView['choices']) =>
      ({ players: 4, you: seat, stands: [[], [], [], []], dragos: [9, 9, 9, 9], owedFrom: [[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]], choices }) as unknown as MarketView;
    const offer = (seat: number, sellers: [number, number]) =>
      magicMarket.createBot('basic', seat, 'tie').act(at(seat, { kind: 'offer', objects: [{ object: a, seller: sellers[0] }, { object: b, seller: sellers[1] }] }));
    expect(offer(2, [0, 3])).toMatchObject({ type: 'offer', object: OBJECTS[b].id, price: 'green' });
    expect(offer(0, [1, 3])).toMatchObject({ object: OBJECTS[a].id });
    expect(offer(3, [1, 0])).toMatchObject({ object: OBJECTS[b].id });
    const visit = (seat: number, sellers: number[]) => magicMarket.createBot('basic', seat, 'tie').act(at(seat, { kind: 'visit', sellers }));
    expect(visit(2, [0, 1, 3])).toEqual({ type: 'visit', seller: 3 });
    expect(visit(3, [0, 1, 2])).toEqual({ type: 'visit', seller: 0 });
    expect(visit(1, [0, 3])).toEqual({ type: 'visit', seller: 3 });
  });

  it('bots are deterministic for a seed', () => {
    const run = () => playBots(magicMarket, { players: 4, seed: 'det', bots: ['basic', 'random', 'basic', 'random'] }).record.moves;
    expect(run()).toEqual(run());
  });
});
