import { describe, expect, it } from 'vitest';
import { logFor, playBots } from '../../../src/shared/engine/engine.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import megagem from '../../../src/shared/games/megagem/index.js';
import type { MegaGemState } from '../../../src/shared/games/megagem/state.js';
import { invariant } from './invariant.js';
import { scrambleSecrets } from './secrets.js';

/** Every state of a few seeded bot games, per player count. */
function sampleStates(games: number): MegaGemState[] {
  const states: MegaGemState[] = [];
  for (const players of [3, 4, 5]) {
    for (let g = 0; g < games; g++) {
      const seed = `secrets:${players}:${g}`;
      const first = megagem.setup(players, { chart: 'A' }, seed);
      states.push(first);
      playBots(megagem, {
        players, seed, options: { chart: 'A' }, bots: Array(players).fill(g % 2 ? 'basic' : 'random'),
        onMove: (_before, after) => states.push(after as MegaGemState),
      });
    }
  }
  return states;
}

const STATES = sampleStates(5);
const seatsOf = (s: MegaGemState): (Seat | null)[] => [null, ...Array.from({ length: s.players }, (_, i) => i)];
type ViewFn = (s: MegaGemState, seat: Seat | null) => unknown;
const sees = (view: ViewFn, s: MegaGemState, seat: Seat | null) => JSON.stringify([view(s, seat), logFor(s.log, seat)]);
/** The host's leak check: does `seat`'s frame equal the frame built from the scrambled state? */
const frameLeaks = (view: ViewFn, s: MegaGemState, seat: Seat | null, seed: string) =>
  sees(view, s, seat) !== sees(view, scrambleSecrets(s, seat, seed), seat);

describe('MegaGem secrets contract', () => {
  it('samples enough states', () => {
    expect(STATES.length).toBeGreaterThan(1000);
  });

  it('(a) scrambling changes the secrets in most states (the check can fail)', () => {
    let changed = 0, handsChanged = 0, bidsChanged = 0, total = 0;
    for (const [i, s] of STATES.entries()) {
      for (const seat of seatsOf(s)) {
        const x = scrambleSecrets(s, seat, `a${i}`);
        total++;
        if (JSON.stringify({ ...x, log: null }) !== JSON.stringify({ ...s, log: null })) changed++;
        if (JSON.stringify(x.hands) !== JSON.stringify(s.hands)) handsChanged++;
        if (JSON.stringify(x.bids) !== JSON.stringify(s.bids)) bidsChanged++;
      }
    }
    expect(changed / total).toBeGreaterThan(0.9);
    expect(handsChanged / total).toBeGreaterThan(0.5);
    expect(bidsChanged).toBeGreaterThan(50);
  });

  it('scrambled states stay valid states of the game, with the same counts, and keep what the seat knows', () => {
    for (const [i, s] of STATES.entries()) {
      if (i % 3) continue;
      for (const seat of seatsOf(s)) {
        const x = scrambleSecrets(s, seat, `v${i}`);
        invariant(x);
        expect(x.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
        expect(x.gemDeck.length).toBe(s.gemDeck.length);
        if (seat !== null) {
          expect(x.hands[seat]).toEqual(s.hands[seat]);
          expect(x.bids[seat]).toBe(s.bids[seat]);
        }
        expect(x.bids.map((b) => b === null)).toEqual(s.bids.map((b) => b === null));
      }
    }
  });

  it('(b) every seat\'s view and visible log are unchanged by scrambling', () => {
    for (const [i, s] of STATES.entries())
      for (const seat of seatsOf(s))
        if (frameLeaks(megagem.view, s, seat, `b${i}`)) throw new Error(`state ${i}, seat ${seat}: the view or log depends on a secret`);
  });

  it('(c) a deliberately leaky view is caught by the same comparison', () => {
    const leakyHand: ViewFn = (s, seat) => ({ ...megagem.view(s, seat), spy: s.hands[((seat ?? 0) + 1) % s.players] });
    const leakyBid: ViewFn = (s, seat) => ({ ...megagem.view(s, seat), spy: s.bids });
    const leakyDeck: ViewFn = (s, seat) => ({ ...megagem.view(s, seat), next: s.gemDeck[s.gemDeck.length - 1] ?? null });
    for (const leaky of [leakyHand, leakyBid, leakyDeck]) {
      const caught = STATES.filter((s, i) => i % 2 === 0 && seatsOf(s).some((seat) => frameLeaks(leaky, s, seat, `c${i}`))).length;
      expect(caught).toBeGreaterThan(STATES.length * 0.1);
    }
  });

  it('the private deal lines of other players are rewritten consistently, the seat\'s own kept', () => {
    const s = STATES[0];
    const x = scrambleSecrets(s, 0, 'deal');
    expect(logFor(x.log, 0)).toEqual(logFor(s.log, 0));
    const dealt1 = x.log.find((e) => e.to?.[0] === 1)!;
    expect(dealt1.others).toBe(s.log.find((e) => e.to?.[0] === 1)!.others);
  });
});
