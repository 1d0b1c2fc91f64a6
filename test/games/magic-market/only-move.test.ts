/** Forced choices: `onlyMove` names a move only when the rules leave exactly one, and it is always legal. */
import { describe, expect, it } from 'vitest';
import { LANDMARKS } from '../../../src/shared/games/magic-market/data.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { spacesInFront, type MarketState } from '../../../src/shared/games/magic-market/state.js';
import { botGame, hideNow, line, market, must, placeVisitor } from './helpers.js';

const only = (s: MarketState, seat: number) => magicMarket.onlyMove!(s, seat);

function withPal(dragos: number): MarketState {
  const s = market(3);
  s.current = 0;
  s.timeMaster = 2;
  s.step = { kind: 'choose' };
  s.rotation = 0;
  s.dragos[0] = dragos;
  placeVisitor(s, spacesInFront(s, 0)[0], 'pal');
  return must(s, 0, { type: 'reveal', landmark: LANDMARKS[spacesInFront(s, 0)[0]] });
}

describe('onlyMove', () => {
  it('a Pal with no Dragos for any green price: buying nothing is the only move (never while the Visitor is shown)', () => {
    let s = withPal(0);
    expect(s.shown).not.toBeNull();
    expect(only(s, 0)).toBeNull();
    s = hideNow(s);
    expect(only(s, 0)).toEqual({ type: 'pass' });
    expect(only(s, 1)).toBeNull();
    s = must(s, 0, only(s, 0)!);
    expect(line(s.log.at(-1))).toBe('{seat:0} bought nothing.');
  });

  it('a Pal with enough for one green price leaves a choice', () => {
    const s = hideNow(withPal(1));
    expect(only(s, 0)).toBeNull();
  });

  it('at the closing, a seller with one Object left must give it; with two, they choose', () => {
    let s = market(2);
    s.phase = 'closing';
    s.current = 1;
    s.step = { kind: 'give', seller: 0 };
    s.reserves[0] = [];
    s.stands[0] = s.stands[0].slice(0, 2);
    expect(only(s, 0)).toBeNull();
    s.stands[0] = s.stands[0].slice(0, 1);
    const last = s.stands[0][0];
    expect(only(s, 0)).toEqual({ type: 'give', object: last });
    expect(only(s, 1)).toBeNull();
    s = must(s, 0, only(s, 0)!);
    expect(s.satchels[1].at(-1)?.object).toBe(last);
  });

  it('rolling, turning over, answering, choosing a Stand and refilling are never made for the player', () => {
    const s = magicMarket.setup(3, { variant: false }, 'only');
    expect(only(s, 0)).toBeNull();
    const m = market(3);
    expect(m.step.kind).toBe('roll');
    expect(only(m, m.current)).toBeNull();
  });

  it('across whole bot games, every forced move is legal and the seat had no other', () => {
    let forced = 0;
    for (const seed of ['a', 'b', 'c', 'd']) {
      botGame(3, seed === 'b', `only-${seed}`, seed, (state, seat) => {
        if (seat < 0) return;
        for (let p = 0; p < state.players; p++) {
          const move = only(state, p);
          if (!move) continue;
          forced++;
          expect(magicMarket.toAct(state)).toContain(p);
          const r = magicMarket.apply(state, p, move);
          expect(r.ok).toBe(true);
        }
      });
    }
    // The property is empty unless some seat was forced: these seeds do force moves.
    expect(forced).toBeGreaterThan(0);
  });
});

describe('the end screen\'s Visitors', () => {
  it('every Visitor is in every view once the game is over, and in none before', () => {
    const states = botGame(3, false, 'visitors-end', 'v');
    const last = states.at(-1)!;
    for (const seat of [null, 0, 1, 2]) expect(magicMarket.view(last, seat).visitors).toEqual(last.visitors);
    for (const s of states.slice(0, -1)) if (s.phase !== 'over') expect(magicMarket.view(s, 0).visitors).toBeNull();
  });
});
