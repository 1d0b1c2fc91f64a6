/**
 * Same seeds, same games: fingerprints (test/support/game-fingerprint.ts) of seeded bot games at every player
 * count, pinned. Pinned on the rules as they were before the speed work of issue 17; a change that makes a
 * game compute something else (a move, a score, a log entry, a view) changes its fingerprint.
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
  '2 random': '2fa80d92182fa07d',
  '3 random': '93422257e1048955',
  '4 random': '51a3f0ca3db74ef2',
  '5 random': '0e02f2d6f942068f',
  '6 random': '42742b86f22073df',
  '2 basic and random, every module': 'e353f375a3da3905',
  '4 basic and random, every module': '333e6d4f92943cc3',
  '6 basic and random, every module': '857fe8b4b71f7dc1',
  '3 strong, basic, random': 'b6807461fea25e69',
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
