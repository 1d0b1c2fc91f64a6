/**
 * Same seeds, same games: fingerprints (test/support/game-fingerprint.ts) of seeded bot games at every player
 * count, pinned. Pinned on the rules as they were before the speed work of issue 17; a change that makes a
 * game compute something else (a move, a score, a log entry, a view) changes its fingerprint. The two strong
 * rows were pinned again after the strong bot began keeping its dear Objects for the closing (the same values
 * on that change alone, before the speed work was merged), and again when it began to weigh the next windows by the
 * Movement dice, to expect rivals' Pals at four players and to leave the market's decisions to its greedy rule when
 * it remembers every Visitor (issue 16; the random and basic rows did not change: the rules did not). The 4-player
 * basic row and the strong row changed once more when `basic` stopped breaking ties between sellers by seat number
 * (its Pal purchases and its closing visits now go round from its left): a bot's choice, not a rule. Every row
 * changed when the seats' corners (their colours) began to be drawn at random: a house rule, so the games differ.
 * The two strong rows (both with human memory) changed again when the strong bot's market decisions with Visitors
 * forgotten became the greedy rule averaged over deals of the forgotten ones instead of a search, and again when
 * its human memory began to keep the Visitors it is interested in, and the 3-player row when its closing gives
 * followed a rule (the dearest to the strongest rival still to buy) instead of the search (issue 16).
 */
import { describe, expect, it } from 'vitest';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import type { AnyGame, BotLevel } from '../../../src/shared/engine/types.js';
import { fingerprint, type FingerprintRun } from '../../support/game-fingerprint.js';

const def = magicMarket as unknown as AnyGame;
const seats = (n: number, level: BotLevel | 'mixed'): BotLevel[] =>
  Array.from({ length: n }, (_, i) => (level === 'mixed' ? (i % 2 === 0 ? 'basic' : 'random') : level));

const PINNED: Record<string, string> = {
  '2 random': '7ab66f420949b9b4',
  '3 random': '7d59e80902c981bf',
  '4 random': '5659d8212040e291',
  '2 basic and random, the Great Magician': '80ffaa1c4b1f8248',
  '3 basic and random, the Great Magician': 'f5d6a8852b5e4be2',
  '4 basic and random, the Great Magician': 'd9d041d1d3d67ed0',
  '3 strong, basic, random': 'a10c9720412c4d16',
  '2 strong with human memory': 'ef7d8a3a688171b6',
};

const RUNS: [string, FingerprintRun][] = [
  ...[2, 3, 4].map((n): [string, FingerprintRun] =>
    [`${n} random`, { players: n, games: 50, seed: `pin-${n}`, bots: seats(n, 'random'), viewGames: 10 }]),
  ...[2, 3, 4].map((n): [string, FingerprintRun] =>
    [`${n} basic and random, the Great Magician`, { players: n, games: 50, seed: `pin-gm-${n}`, bots: seats(n, 'mixed'), options: { variant: true }, viewGames: 10 }]),
  ['3 strong, basic, random', { players: 3, games: 1, seed: 'pin-strong', bots: ['strong', 'basic', 'random'], settings: { iterations: 12 } }],
  ['2 strong with human memory', { players: 2, games: 1, seed: 'pin-strong-human', bots: ['strong', 'strong'], settings: { iterations: 8, memory: 'human' } }],
];

describe('Magic Market: the same seeds give the same games', () => {
  it.each(RUNS)('%s', (name, run) => {
    expect(fingerprint(def, run)).toBe(PINNED[name]);
  });
});
