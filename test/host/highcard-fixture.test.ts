/**
 * The High Card fixture (test/host/fixtures/highcard.ts) that many host tests play: its deck lasts every game its
 * options allow, so no seat is ever dealt an empty card (a 20-round game of three once was, and its bot stalled the
 * table: consent.test.ts's kick tests failed now and then, by the deal).
 */
import { describe, expect, it } from 'vitest';
import { playBots } from '../../src/shared/engine/engine.js';
import type { AnyGame } from '../../src/shared/engine/types.js';
import { highCard } from './fixtures/highcard.js';

describe('the High Card fixture', () => {
  for (const [players, rounds] of [[3, 20], [5, 30], [2, 3]] as const) {
    it(`${players} players, ${rounds} rounds: every card dealt is a card, and the game ends`, () => {
      for (let i = 0; i < 5; i++) {
        const { state, result } = playBots(highCard as unknown as AnyGame, { players, seed: `deck:${i}`, bots: Array(players).fill('basic'), options: { rounds, showMs: 0 } });
        expect(result).not.toBeNull();
        const end = state as unknown as { round: number; scores: number[]; hands: number[][] };
        expect(end.round).toBe(rounds);
        // A round's winner scores one: every round was played with real cards.
        expect(end.scores.reduce((a, b) => a + b, 0)).toBe(rounds);
        for (const hand of end.hands) for (const card of hand) expect(Number.isInteger(card)).toBe(true);
      }
    });
  }
});
