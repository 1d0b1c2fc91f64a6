/**
 * Issue 12: Magic Market's log must not reveal hidden Visitors. The full log
 * as a late reader gets it (a spectator who joins, a seat that reconnects:
 * `logFor(log, reader)` from the start) is rendered to English after every
 * move of seeded games; relabelling the landmarks of the Visitors not shown
 * right now must leave every line unchanged. Today's wording ("turned over
 * the Visitor by the feather", "sold … to the Visitor by the moon") fails it.
 */
import { describe, expect, it } from 'vitest';
import { logFor } from '../../../src/shared/engine/engine.js';
import type { Seat } from '../../../src/shared/engine/types.js';
import { english } from '../../../src/shared/games/magic-market/messages.js';
import type { MarketState } from '../../../src/shared/games/magic-market/state.js';
import { botGame } from './helpers.js';
import { relabelHiddenLandmarks } from './secrets.js';

interface Played { states: MarketState[]; reveals: { at: number; seat: Seat; landmark: string }[] }

function play(players: number, g: number): Played {
  const reveals: Played['reveals'] = [];
  const states = botGame(players, g % 2 === 1, `leak-${players}-${g}`, `lk${g}`, (s, seat, move) => {
    if (move.type === 'reveal') reveals.push({ at: s.log.length, seat, landmark: move.landmark });
  });
  return { states, reveals };
}

const readers = (s: MarketState): (Seat | null)[] => [null, ...Array.from({ length: s.players }, (_, i) => i)];
const rendered = (s: MarketState, reader: Seat | null): string[] => logFor(s.log, reader).map((e) => english(e.msg));

describe('Magic Market: the log never tells what a hidden Visitor is', () => {
  const games = [2, 3, 4].flatMap((players) => [0, 1, 2].map((g) => play(players, g)));

  it('after every move, every reader\'s full log reads the same with the hidden Visitors\' landmarks relabelled', () => {
    let checked = 0;
    for (const [gi, { states }] of games.entries()) {
      for (const [i, s] of states.entries()) {
        if (i % 3 !== 0 && i !== states.length - 1) continue;
        for (const reader of readers(s)) {
          const lines = rendered(s, reader);
          expect(relabelHiddenLandmarks(lines, s, `g${gi}-${i}`)).toEqual(lines);
          checked += lines.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('the end: no line a late spectator or a reconnecting seat reads names a landmark or a kind of Visitor', () => {
    for (const { states } of games) {
      const end = states[states.length - 1];
      expect(end.shown).toBeNull();
      for (const reader of readers(end)) {
        const text = rendered(end, reader).join('\n');
        expect(text).not.toMatch(/\bby the\b|Crazy|\bPals?\b|Buyer of/);
        expect(text).toMatch(/turned over a Visitor\./);
      }
    }
  });

  it('the check bites: today\'s wording, naming the turned Visitor\'s landmark, is caught', () => {
    let caught = 0, total = 0;
    for (const [gi, { states, reveals }] of games.entries()) {
      const end = states[states.length - 1];
      // The log as it read before the fix: each turned Visitor named by its landmark.
      const lines = end.log.map((e, n) => {
        const rv = reveals.find((x) => x.at === n);
        return rv ? `{seat:${rv.seat}} turned over the Visitor by the ${rv.landmark}.` : english(e.msg);
      });
      total++;
      if (JSON.stringify(relabelHiddenLandmarks(lines, end, `bite${gi}`)) !== JSON.stringify(lines)) caught++;
    }
    expect(caught).toBe(total);
  });
});
