/**
 * A strong bot runs on its seat's redacted view (and what it remembers of earlier views), never on the state.
 * Principled check: every determinization it draws is a state the seat cannot tell from the real one — its
 * view of the determinization equals its view of the real state — apart from rivals' sealed choices of the
 * current step, which the search deliberately leaves to be made again by the opponent model. And the hidden
 * parts are dealt only from what the seat has not seen: hiding different secrets behind the same view gives
 * the same decision.
 */
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../src/shared/engine/rng.js';
import { applyMove } from '../../src/shared/engine/engine.js';
import type { AnyGame, BaseState, Seat } from '../../src/shared/engine/types.js';
import { SYSTEM } from '../../src/shared/engine/types.js';
import { getGame } from '../../src/shared/games/registry.js';
import { ismcts } from '../../src/shared/bots/ismcts.js';
import { STRONG_GAMES, type AnyStrong } from './strong-support.js';

/** View fields that name rivals' sealed choices in the current step (re-drawn by the search). */
const RESET: Record<string, string[]> = {
  'megagem': ['hasBid'],
  'magic-money': ['hasBid'],
  'magical-library': ['waitingFor'],
  'magic-market': ['standChosen'],
};

function comparable(id: string, view: unknown): unknown {
  const v = { ...(view as Record<string, unknown>) };
  for (const k of RESET[id]) delete v[k];
  return v;
}

/** Plays `basic` bots and hands every decision point of `seat` to `check`. */
function walk(def: AnyGame, players: number, seed: string, check: (state: BaseState, seat: Seat, memory: unknown) => void, strong: AnyStrong, every = 3) {
  let state = def.setup(players, {}, seed);
  const bots = Array.from({ length: players }, (_, s) => def.createBot('basic', s, `${seed}/${s}`));
  const memories = Array.from({ length: players }, (_, s) => strong.newMemory(s, 'perfect'));
  const observe = () => memories.forEach((m, s) => strong.remember(m, def.view(state, s), s));
  observe();
  let n = 0;
  while (!def.isOver(state)) {
    const due = def.scheduled?.(state);
    const seat = due ? SYSTEM : def.toAct(state)[0];
    if (seat !== SYSTEM && n++ % every === 0) check(state, seat, memories[seat]);
    const r = applyMove(def, state, seat, due ? due.move : bots[seat].act(def.view(state, seat)));
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    observe();
  }
}

describe('a strong bot sees only its seat', () => {
  for (const { id, players, strong } of STRONG_GAMES) {
    it(`${id}: each determinization looks to the seat exactly like the real state`, () => {
      const def = getGame(id);
      const rnd = makeRandom(`det/${id}`);
      let checked = 0;
      walk(def, players, `sees/${id}`, (state, seat, memory) => {
        const real = def.view(state, seat);
        for (let k = 0; k < 2; k++) {
          const det = strong.determinize(real, memory, seat, rnd);
          expect(comparable(id, def.view(det, seat))).toEqual(comparable(id, real));
          expect(def.toAct(det)).toContain(seat);
          checked++;
        }
      }, strong);
      expect(checked).toBeGreaterThan(10);
    });
  }

  it('megagem: other hands and decks are dealt only from gems the seat has not seen, and secrets behind the same view do not change the move', () => {
    const def = getGame('megagem');
    const strong = STRONG_GAMES.find((g) => g.id === 'megagem')!.strong;
    const state = def.setup(4, {}, 'secret-swap') as BaseState & { hands: number[][]; gemDeck: number[] };
    const view = def.view(state, 0) as { hand: number[] };
    const mine = new Set(view.hand);
    const rnd = makeRandom('swap');
    for (let k = 0; k < 20; k++) {
      const det = strong.determinize(view, strong.newMemory(0, 'perfect'), 0, rnd) as unknown as { hands: number[][]; gemDeck: number[] };
      for (const g of [...det.hands.slice(1).flat(), ...det.gemDeck]) expect(mine.has(g)).toBe(false);
      expect(new Set([...det.hands.flat(), ...det.gemDeck, ...(state as unknown as { row: number[] }).row]).size).toBe(30);
    }
    // The same view over different hidden hands: swap two rivals' hands in the real state.
    const swapped = { ...state, hands: [state.hands[0], state.hands[2], state.hands[1], state.hands[3]] };
    expect(def.view(swapped, 0)).toEqual(view);
    const move = (s: BaseState) => ismcts(strong, def.view(s, 0), strong.newMemory(0, 'perfect'), 0, { iterations: 30, seed: 'same' }).move;
    expect(move(swapped)).toEqual(move(state));
  });

  it('magical-library: rivals\' hands and the deck behind the same view do not change the move; the cheap rival shortcut never plays the seat', () => {
    const def = getGame('magical-library');
    const strong = STRONG_GAMES.find((g) => g.id === 'magical-library')!.strong;
    type Lib = BaseState & { hands: string[][]; deck: string[] };
    const state = def.setup(4, {}, 'library-swap') as Lib;
    const view = def.view(state, 0);
    const swapped: Lib = { ...state, hands: [state.hands[0], state.hands[2], state.hands[1], state.hands[3]], deck: state.deck.slice().reverse() };
    expect(def.view(swapped, 0)).toEqual(view);
    const quickActors = new Set<Seat>();
    const spied: AnyStrong = { ...strong, quick: (s, actor) => { quickActors.add(actor); return strong.quick!(s, actor); } };
    const move = (s: BaseState) => ismcts(spied, def.view(s, 0), strong.newMemory(0, 'perfect'), 0, { iterations: 40, seed: 'same' }).move;
    expect(move(swapped)).toEqual(move(state));
    expect(quickActors.size).toBeGreaterThan(0);
    expect(quickActors.has(0)).toBe(false);
  });
});
