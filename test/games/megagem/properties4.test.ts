import { describe, it } from 'vitest';
import { GAMES_PER_PLAYER_COUNT, megagemProperties } from './propertyRun.js';

describe('MegaGem properties, 4 players', () => {
  it(`${GAMES_PER_PLAYER_COUNT} seeded bot games keep coins and the 30 gem cards conserved, refuse illegal moves, replay and recount`, () => {
    megagemProperties(4, GAMES_PER_PLAYER_COUNT, 'props4');
  });

  it.each(['B', 'C', 'D', 'E'])('value chart %s: 50 games with two basic and two random bots', (chart) => {
    megagemProperties(4, 50, `chart${chart}`, chart, ['basic', 'basic', 'random', 'random']);
  });
});
