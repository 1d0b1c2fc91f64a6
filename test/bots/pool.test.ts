/** The host's bot pool: a decision made on a worker thread is the very move the bot would make here. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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

  it.runIf(process.platform === 'linux')('thinks at a lower priority than the host\'s own thread (Linux: nice 10 more, at most 19, for its worker thread only; the test may run under nice)', async () => {
    const def = getGame('megagem');
    const state = def.setup(3, {}, 'nice');
    const seat = def.toAct(state)[0];
    await pool.think(def.createBot('strong', seat, 'nice-bot', { iterations: 5 }).thought!(def.view(state, seat)));
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the command's closing parenthesis: 17th).
    const niceOf = (task: string) => Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    const host = niceOf(String(process.pid));
    const bots = Math.min(19, host + 10);
    const nice = fs.readdirSync('/proc/self/task').map(niceOf);
    if (host === 19) return void expect(nice.every((n) => n === 19)).toBe(true); // nothing is lower than 19
    expect(nice.filter((n) => n === bots)).toHaveLength(1);
    expect(nice.filter((n) => n === host).length).toBeGreaterThan(0);
  });

  it('keeps the process alive while it thinks, and not once it is idle', () => {
    // A process whose only work is one decision on the pool: it must print the move (not exit before it comes)
    // and then end by itself (an idle worker does not hold it), well before the timeout.
    const pool = path.resolve('src/main/host/bot-pool.ts'), registry = path.resolve('src/shared/games/registry.ts');
    const script = `
      const { BotPool } = await import(${JSON.stringify(pool)});
      const { getGame } = await import(${JSON.stringify(registry)});
      const def = getGame('megagem'); const state = def.setup(3, {}, 'alive'); const seat = def.toAct(state)[0];
      new BotPool(1).think(def.createBot('strong', seat, 'b', { iterations: 5 }).thought(def.view(state, seat))).then((m) => console.log('move', m.type));`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(r.signal, r.stderr).toBeNull();
    expect(r.stdout).toContain('move bid');
    expect(r.status).toBe(0);
  });
});
