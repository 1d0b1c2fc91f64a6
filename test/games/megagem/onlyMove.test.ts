/** MegaGem's forced choices (`onlyMove`): a reveal from a hand of one card, a bid of 0 with nothing to bid. */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/shared/engine/engine.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import type { MegaGemState } from '../../../src/shared/games/megagem/state.js';
import { arrange, bidAll } from './fixtures.js';

const onlyMove = (s: MegaGemState, seat: number) => megagem.onlyMove!(s, seat);

describe('onlyMove: the reveal', () => {
  it('reveals the one gem card of a one-card hand', () => {
    const s = bidAll(arrange({ players: 3, hands: [['pink'], ['blue', 'green'], ['yellow']], row: ['purple', 'blue'], auction: 'gem1' }), [5, 0, 0]);
    expect(s.phase).toBe('reveal');
    expect(s.revealer).toBe(0);
    expect(onlyMove(s, 0)).toEqual({ type: 'reveal', gem: s.hands[0][0] });
  });

  it('leaves a hand of several cards of one colour to the player: only they know the cards are alike', () => {
    // Made quickly for them, the reveal (and its "had only one choice" note) would tell everyone the hand is all green.
    const s = bidAll(arrange({ players: 3, hands: [['blue'], ['green', 'green', 'green'], ['yellow']], row: ['purple', 'blue'], auction: 'gem1' }), [0, 7, 0]);
    expect(s.revealer).toBe(1);
    expect(onlyMove(s, 1)).toBeNull();
    // The same public table with a mixed hand: the same answer.
    const mixed = bidAll(arrange({ players: 3, hands: [['blue'], ['green', 'pink', 'green'], ['yellow']], row: ['purple', 'blue'], auction: 'gem1' }), [0, 7, 0]);
    expect(JSON.stringify(megagem.view(mixed, null))).toBe(JSON.stringify(megagem.view(s, null)));
    expect(onlyMove(mixed, 1)).toBeNull();
  });

  it('the one card of a one-card hand is legal to reveal', () => {
    const s = bidAll(arrange({ players: 3, hands: [['blue'], ['green'], ['yellow']], row: ['purple', 'blue'], auction: 'gem1' }), [0, 7, 0]);
    const move = onlyMove(s, 1);
    expect(move).toEqual({ type: 'reveal', gem: s.hands[1][0] });
    expect(applyMove(megagem, s, 1, move!).ok).toBe(true);
  });

  it('leaves a choice between colours to the player', () => {
    const s = bidAll(arrange({ players: 3, hands: [['blue', 'blue', 'pink'], ['green'], ['yellow']], row: ['purple', 'blue'], auction: 'gem1' }), [3, 0, 0]);
    expect(s.revealer).toBe(0);
    expect(onlyMove(s, 0)).toBeNull();
  });

  it('is nothing for the seats not revealing', () => {
    const s = bidAll(arrange({ players: 3, hands: [['pink'], ['green'], ['yellow']], row: ['purple', 'blue'], auction: 'gem1' }), [5, 0, 0]);
    expect(onlyMove(s, 1)).toBeNull();
    expect(onlyMove(s, 2)).toBeNull();
    expect(onlyMove(s, 7)).toBeNull();
  });
});

describe('onlyMove: the bid', () => {
  it('bids 0 for a seat with no coins on a Treasure or an Investment', () => {
    for (const auction of ['gem1', 'invest5'] as const) {
      const s = arrange({ players: 3, coins: [0, 10, 10], hands: [['pink'], ['green'], ['yellow']], row: ['purple', 'blue'], auction });
      expect(onlyMove(s, 0)).toEqual({ type: 'bid', amount: 0 });
      expect(onlyMove(s, 1)).toBeNull();
    }
  });

  it('leaves the bid to a seat with no coins on a Loan (it may bid out of the loan)', () => {
    const s = arrange({ players: 3, coins: [0, 10, 10], hands: [['pink'], ['green'], ['yellow']], row: ['purple', 'blue'], auction: 'loan10' });
    expect(onlyMove(s, 0)).toBeNull();
  });

  it('is nothing once the seat has bid', () => {
    const s0 = arrange({ players: 3, coins: [0, 10, 10], hands: [['pink'], ['green'], ['yellow']], row: ['purple', 'blue'], auction: 'gem1' });
    const r = applyMove(megagem, s0, 0, { type: 'bid', amount: 0 });
    if (!r.ok) throw new Error(r.message);
    expect(onlyMove(r.state, 0)).toBeNull();
  });
});

describe('onlyMove over whole games', () => {
  it('is always legal, only for a seat the game waits for, and exactly when the choice is forced', () => {
    let forced = 0;
    for (const [players, seed] of [[3, 'om1'], [4, 'om2'], [5, 'om3'], [4, 'om4'], [5, 'om5']] as const) {
      let s = megagem.setup(players, { chart: 'A' }, seed);
      const bots = Array.from({ length: players }, (_, seat) => megagem.createBot('random', seat, `${seed}-${seat}`));
      for (let step = 0; step < 400 && !megagem.isOver(s); step++) {
        const waiting = megagem.toAct(s);
        for (let seat = 0; seat < players; seat++) {
          const move = onlyMove(s, seat);
          if (!waiting.includes(seat)) { expect(move).toBeNull(); continue; }
          // Forced only by what everyone sees: a hand of one card (not one colour), no coins to bid.
          const mustChoose = s.phase === 'reveal'
            ? megagem.view(s, null).handCounts[seat] !== 1
            : megagem.view(s, seat).bidLimit! > 0;
          expect(move === null, `${seed} step ${step} seat ${seat}`).toBe(mustChoose);
          if (move) { forced++; expect(applyMove(megagem, s, seat, move).ok).toBe(true); }
        }
        const seat = waiting[0];
        const r = applyMove(megagem, s, seat, bots[seat].act(megagem.view(s, seat)));
        if (!r.ok) throw new Error(r.message);
        s = r.state;
      }
      expect(megagem.isOver(s)).toBe(true);
      for (let seat = 0; seat < players; seat++) expect(onlyMove(s, seat)).toBeNull();
    }
    expect(forced).toBeGreaterThan(0);
  });
});
