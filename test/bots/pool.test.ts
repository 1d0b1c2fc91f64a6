/** The host's bot pool: a decision made on a worker thread is the very move the bot would make here. */
import { afterAll, describe, expect, it } from 'vitest';
import { BotPool } from '../../src/main/host/bot-pool.js';
import { getGame } from '../../src/shared/games/registry.js';

const pool = new BotPool(1);
afterAll(() => pool.close());

describe('bot pool', () => {
  it('thinks on a worker thread and gives the same move as thinking here', async () => {
    const def = getGame('magic-money');
    const state = def.setup(4, {}, 'pool');
    const seat = def.toAct(state)[0];
    const here = def.createBot('strong', seat, 'pool-bot', { iterations: 40 }).act(def.view(state, seat));
    const thought = def.createBot('strong', seat, 'pool-bot', { iterations: 40 }).thought!(def.view(state, seat));
    const [a, b] = await Promise.all([pool.think(thought), pool.think(thought)]);
    expect(a).toEqual(here);
    expect(b).toEqual(here);
  });

  it('a decision it cannot make is refused, not lost', async () => {
    await expect(pool.think({ game: 'no-such-game', seat: 0, view: {}, memory: {}, iterations: 1, seed: 'x' })).rejects.toThrow(/no-such-game/);
  });
});
