/**
 * Same seeds, same games: fingerprints (test/support/game-fingerprint.ts) of seeded bot games at every player
 * count, pinned. Pinned on the rules as they were before the speed work of issue 17; a change that makes a
 * game compute something else (a move, a score, a log entry, a view) changes its fingerprint.
 * Re-pinned when the log named places by a card beside them instead of coordinates (issue 32): moves, results and
 * the log's message ids were checked unchanged then.
 */
import { describe, expect, it } from 'vitest';
import { magicalLibrary } from '../../../src/shared/games/magical-library/index.js';
import type { AnyGame, BotLevel } from '../../../src/shared/engine/types.js';
import { fingerprint, type FingerprintRun } from '../../support/game-fingerprint.js';

const def = magicalLibrary as unknown as AnyGame;
const seats = (n: number, level: BotLevel | 'mixed'): BotLevel[] =>
  Array.from({ length: n }, (_, i) => (level === 'mixed' ? (i % 2 === 0 ? 'basic' : 'random') : level));
const ALL = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'];

const PINNED: Record<string, string> = {
  '2 random': 'e927a32d9eaeb8a9',
  '3 random': '45719cc1aaa0d9c5',
  '4 random': '285ee31e604f2f99',
  '5 random': '51d35f4d296a8f78',
  '6 random': 'f7946622726bca78',
  '2 basic and random, every module': '7fda8982a35e6efd',
  '4 basic and random, every module': '8517e1e41ebc5c9b',
  '6 basic and random, every module': 'dd556620803adda4',
  '3 strong, basic, random': '4d06b97edd2a4f54',
};

const RUNS: [string, FingerprintRun][] = [
  ...[2, 3, 4, 5, 6].map((n): [string, FingerprintRun] =>
    [`${n} random`, { players: n, games: 50, seed: `pin-${n}`, bots: seats(n, 'random'), viewGames: 5 }]),
  ...[2, 4, 6].map((n): [string, FingerprintRun] =>
    [`${n} basic and random, every module`, { players: n, games: 20, seed: `pin-all-${n}`, bots: seats(n, 'mixed'), options: { modules: ALL }, viewGames: 5 }]),
  ['3 strong, basic, random', { players: 3, games: 1, seed: 'pin-strong', bots: ['strong', 'basic', 'random'], settings: { iterations: 12 } }],
];

describe('Magical Library: the same seeds give the same games', () => {
  it.each(RUNS)('%s', (name, run) => {
    expect(fingerprint(def, run)).toBe(PINNED[name]);
  });
});
