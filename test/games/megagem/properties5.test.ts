import { describe, it } from 'vitest';
import { GAMES_PER_PLAYER_COUNT, megagemProperties } from './propertyRun.js';

describe('MegaGem properties, 5 players', () => {
  it(`${GAMES_PER_PLAYER_COUNT} seeded bot games keep coins and the 30 gem cards conserved, refuse illegal moves, replay and recount`, () => {
    megagemProperties(5, GAMES_PER_PLAYER_COUNT, 'props5');
  });
});
