import { describe, expect, it } from 'vitest';
import { checkLedgersFromMoves, checkProperties } from './properties.js';

describe('Magic Money properties, 3 and 4 players (seeded bot games)', () => {
  it.each([3, 4])('%i players: 250 games keep every invariant, refuse illegal moves, replay, recount', (players) => {
    expect(checkProperties(players, 250, `props-${players}`)).toBeGreaterThan(250 * 30);
  });
  it.each([3, 4])('%i players: the ledgers hold exactly what was bid', (players) => {
    checkLedgersFromMoves(players, 60, `ledgers-${players}`);
  });
});
