import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import { LANDMARKS, objectOf } from '../../../src/shared/games/magic-market/data.js';
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

  it('bots are deterministic for a seed', () => {
    const run = () => playBots(magicMarket, { players: 4, seed: 'det', bots: ['basic', 'random', 'basic', 'random'] }).record.moves;
    expect(run()).toEqual(run());
  });
});
