import { describe, expect, it } from 'vitest';
import { logFor, playBots } from '../../../src/shared/engine/engine.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import type { MMState } from '../../../src/shared/games/magic-money/state.js';
import type { MMView } from '../../../src/shared/games/magic-money/view.js';
import { def } from './helpers.js';
import { invariant } from './properties.js';
import { scrambleSecrets } from './secrets.js';

/** Every state of some seeded bot games, 3–6 players. */
function states(): MMState[] {
  const out: MMState[] = [];
  for (let g = 0; g < 16; g++) {
    const players = 3 + (g % 4);
    const first = def.setup(players, {}, `secrets:${g}`);
    out.push(first);
    playBots(def, {
      players, seed: `secrets:${g}`, bots: Array.from({ length: players }, (_, i) => (i % 2 ? 'random' : 'basic')),
      onMove: (_before, after) => { out.push(after as MMState); },
    });
  }
  return out;
}

const ALL = states();
const seatsOf = (s: MMState): (Seat | null)[] => [null, ...Array.from({ length: s.players }, (_, i) => i)];
const seen = (s: MMState, seat: Seat | null, view: (s: MMState, seat: Seat | null) => MMView = def.view) =>
  JSON.stringify(view(s, seat)) + JSON.stringify(logFor(s.log, seat));
/** The state without the generator and the face-down cards: only bids and ledgers. */
const bidsAndLedgers = (s: MMState) => JSON.stringify([s.bids, s.ledgers, s.last]);

describe('Magic Money secrets (scrambleSecrets)', () => {
  it('plays enough states', () => {
    expect(ALL.length).toBeGreaterThan(800);
  });

  it('scrambles a non-trivial share of states, keeping them valid game states', () => {
    let changed = 0, bidsChanged = 0, total = 0;
    ALL.forEach((s, i) => {
      for (const seat of seatsOf(s)) {
        const scrambled = scrambleSecrets(s, seat, `k${i}`);
        invariant(scrambled);
        total++;
        if (JSON.stringify(scrambled) !== JSON.stringify(s)) changed++;
        if (bidsAndLedgers(scrambled) !== bidsAndLedgers(s)) bidsChanged++;
      }
    });
    expect(changed / total).toBeGreaterThan(0.9);
    // Sealed bids and private numbers, not just the deck order, are scrambled often.
    expect(bidsChanged / total).toBeGreaterThan(0.5);
  });

  it('keeps the view and the visible log of the seat identical (non-interference)', () => {
    ALL.forEach((s, i) => {
      for (const seat of seatsOf(s)) {
        const scrambled = scrambleSecrets(s, seat, `k${i}`);
        expect(seen(scrambled, seat), `state ${i} seat ${seat}`).toBe(seen(s, seat));
      }
    });
  });

  it('keeps the public ledger totals at the end of the game', () => {
    const over = ALL.filter((s) => s.phase === 'over');
    expect(over.length).toBe(16);
    for (const s of over) for (const seat of seatsOf(s)) {
      expect(def.result(scrambleSecrets(s, seat, 'end'))).toEqual(def.result(s));
    }
  });

  it('catches a deliberately leaky view', () => {
    // Leak 1: everyone's current sealed bids. Leak 2: another seat's private numbers.
    const leakBids = (s: MMState, seat: Seat | null) => ({ ...def.view(s, seat), leak: s.bids } as unknown as MMView);
    const leakLedger = (s: MMState, seat: Seat | null) =>
      ({ ...def.view(s, seat), leak: s.ledgers[((seat ?? 0) + 1) % s.players] } as unknown as MMView);
    for (const leaky of [leakBids, leakLedger]) {
      let caught = 0;
      ALL.forEach((s, i) => {
        for (const seat of seatsOf(s)) {
          if (seen(scrambleSecrets(s, seat, `k${i}`), seat, leaky) !== seen(s, seat, leaky)) caught++;
        }
      });
      expect(caught).toBeGreaterThan(100);
    }
  });
});
