/**
 * The secrets contract: scrambling what a seat must not know never changes
 * what that seat is sent, it does change the state often enough for the
 * check to bite, and a deliberately leaky view is caught by the same check.
 */
import { describe, expect, it } from 'vitest';
import { logFor } from '../../../src/shared/engine/engine.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import type { MarketState } from '../../../src/shared/games/magic-market/state.js';
import { botGame } from './helpers.js';
import { scrambleSecrets } from './secrets.js';

/** Every state of a few seeded bot games (after each move). */
function states(games: number, players: number): MarketState[] {
  return Array.from({ length: games }, (_, g) => botGame(players, g % 2 === 1, `secrets-${players}-${g}`, `sb${g}`)).flat();
}

const seen = (s: MarketState, seat: Seat | null) => JSON.stringify({ view: magicMarket.view(s, seat), log: logFor(s.log, seat) });

describe('Magic Market secrets', () => {
  const all = [...states(6, 2), ...states(6, 3), ...states(6, 4)];

  it('scrambling keeps every seat\'s view and visible log identical', () => {
    for (const [i, s] of all.entries()) {
      for (let seat = -1; seat < s.players; seat++) {
        const who = seat < 0 ? null : seat;
        const scrambled = scrambleSecrets(s, who, `k${i}`);
        expect(seen(scrambled, who)).toBe(seen(s, who));
        // The scrambled state is still a valid game state: the same counts.
        expect([...scrambled.visitors].sort()).toEqual([...s.visitors].sort());
      }
    }
  });

  it('scrambling changes the hidden symbols in most states (so the check can fail)', () => {
    let changed = 0;
    for (const [i, s] of all.entries()) if (JSON.stringify(scrambleSecrets(s, 0, `c${i}`).visitors) !== JSON.stringify(s.visitors)) changed++;
    expect(changed / all.length).toBeGreaterThan(0.5);
  });

  it('scrambles the secret Stand choices of the others and which Objects a Visitor takes', () => {
    let stands = 0, options = 0;
    for (const [i, s] of all.entries()) {
      const other = (s.current + 1) % s.players;
      const x = scrambleSecrets(s, other, `o${i}`);
      if (JSON.stringify(x.standChoice) !== JSON.stringify(s.standChoice)) stands++;
      if (JSON.stringify(x.step) !== JSON.stringify(s.step)) options++;
    }
    expect(stands).toBeGreaterThan(0);
    expect(options).toBeGreaterThan(0);
  });

  it('a deliberately leaky view (the hidden symbols) is caught by the same comparison', () => {
    const leaky = (s: MarketState, seat: Seat | null) => JSON.stringify({ ...magicMarket.view(s, seat), leak: s.visitors });
    let caught = 0;
    for (const [i, s] of all.entries()) if (leaky(scrambleSecrets(s, 1, `l${i}`), 1) !== leaky(s, 1)) caught++;
    expect(caught / all.length).toBeGreaterThan(0.5);
    // So is a view that shows the sell options to everyone.
    const leakyOptions = (s: MarketState, seat: Seat | null) => JSON.stringify({ ...magicMarket.view(s, seat), leak: s.step });
    const selling = all.filter((s) => s.step.kind === 'sell');
    expect(selling.length).toBeGreaterThan(0);
    expect(selling.some((s, i) => leakyOptions(scrambleSecrets(s, (s.current + 1) % s.players, `p${i}`), (s.current + 1) % s.players) !== leakyOptions(s, (s.current + 1) % s.players))).toBe(true);
  });
});
