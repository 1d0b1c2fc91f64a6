/**
 * Pinned games: seeded bot games of every game and player count hash to the values recorded when this test was
 * written (before the engine's speed work of issue 17). A change that makes the engine faster must leave every
 * simulated game exactly as it was: the same moves, the same log (message ids and parameters), the same result
 * (winners, places, scores and their lines). Strong bots (a small, fixed search budget) play the same moves too.
 *
 * If a rule change is deliberate, the hash changes with it: update the pin in the same commit and say why.
 * Magic Market's 3- and 4-player pins changed when its `basic` bots stopped breaking ties between sellers by seat
 * number (issue 16): a bot's choice, not a rule; the 2-player games, where there is no such tie, did not change.
 * All three changed again when the seats' corners (so their colours) began to be drawn at random (a house rule:
 * seat 1 always had orange, the richest colour); the draw comes after the Visitors and the first player.
 * Magic Money's pins (and its strong pin) changed when its `basic` bots began to bid as people do, in round numbers
 * and never carried away by one person's absurd price (issue 32): a bot's choice, not a rule.
 * Magical Library's pins changed when its log began to name a place by a card beside it instead of coordinates
 * (issue 32): the log's words only; the same games hashed without their logs are unchanged.
 * Magic Money's pins (and its strong pin) changed again when an opening that must be 1 began to say why in its own
 * log line (`openedAtOne`, `auctionLeads`; issue 32): the log's words only; the same games' moves and results,
 * hashed without their logs, are unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../src/shared/engine/types.js';
import { getGame } from '../../src/shared/games/registry.js';
import { hashGames } from '../support/pin.js';

const PINNED: Record<string, Record<number, string>> = {
  megagem: { 3: '09981d77f3b0f801', 4: 'e01ad8c81ed285b2', 5: '9ff5f62176a3ffe5' },
  'magic-money': { 3: '5b89224a2a0c1994', 4: 'bdd9c233145f2330', 5: 'ba077363c3fea021', 6: '3fb446f03dcee9d8' },
  'magic-market': { 2: '032b87928b3dbff2', 3: 'c533142a62c0766d', 4: 'bdba87889b593885' },
  'magical-library': { 2: 'c51767c9cb118d54', 3: '735112f76cc8b7c2', 4: '6c9fc5763c6d9fb3', 5: 'fbf9008cce1809d2', 6: '5a83380c5672ad89' },
};

const GAMES_PER_COUNT: Record<string, number> = { megagem: 50, 'magic-money': 50, 'magic-market': 10, 'magical-library': 4 };

describe('seeded games are pinned', () => {
  for (const id of Object.keys(PINNED)) {
    const def = getGame(id);
    for (let players = def.minPlayers; players <= def.maxPlayers; players++) {
      it(`${id}, ${players} players: ${GAMES_PER_COUNT[id]} games hash as pinned`, () => {
        expect(hashGames(def, players, GAMES_PER_COUNT[id])).toBe(PINNED[id][players]);
      });
    }
  }
});

const STRONG_PINNED: Record<string, string> = {
  megagem: '7b5dcce4f27ae690',
  'magic-money': 'f6e1a27a685edbb4',
};

describe('strong bots play the pinned moves', () => {
  for (const id of Object.keys(STRONG_PINNED)) {
    it(`${id}: one game, a strong bot at 20 iterations against basic bots`, () => {
      const bots: BotLevel[] = ['strong', 'basic', 'random', 'basic'];
      expect(hashGames(getGame(id), 4, 1, bots, { iterations: 20 })).toBe(STRONG_PINNED[id]);
    });
  }
});
