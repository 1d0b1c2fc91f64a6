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

describe('bot pool fairness (issue 31, P5)', () => {
  it('serves people in turn: one person\'s tables of thinking bots do not stall another\'s table behind their whole queue', async () => {
    const fair = new BotPool(1);
    try {
      const def = getGame('megagem');
      const state = def.setup(3, {}, 'fair');
      const seat = def.toAct(state)[0];
      const thought = def.createBot('strong', seat, 'fair-bot', { iterations: 8 }).thought!(def.view(state, seat));
      const done: string[] = [];
      // Mal's four tables, two decisions each, all asked before Vic's one.
      const mal = [1, 2, 3, 4].flatMap((t) => [0, 1].map((d) => fair.think(thought, { table: `mal-${t}`, person: 'mal' }).then(() => { done.push(`mal-${t}/${d}`); })));
      const vic = fair.think(thought, { table: 'vic', person: 'vic' }).then(() => { done.push('vic'); });
      await Promise.all([...mal, vic]);
      // Vic waits for the decision already being thought, then is served: not after Mal's seven others.
      expect(done.indexOf('vic'), done.join(' ')).toBe(1);
      // Mal's tables share Mal's turns among themselves, each in turn.
      const malTables = done.filter((d) => d !== 'vic').map((d) => d.split('/')[0]);
      expect(new Set(malTables.slice(0, 4)).size, done.join(' ')).toBe(4);
    } finally {
      await fair.close();
    }
  });

  it('drops a decision no longer wanted when its turn comes (its table moved on), without thinking it', async () => {
    const fair = new BotPool(1);
    try {
      const def = getGame('megagem');
      const state = def.setup(3, {}, 'unwanted');
      const seat = def.toAct(state)[0];
      const thought = def.createBot('strong', seat, 'b', { iterations: 5 }).thought!(def.view(state, seat));
      const first = fair.think(thought, { table: 'a' });
      let wanted = true;
      const second = fair.think(thought, { table: 'b', wanted: () => wanted });
      wanted = false;
      await first;
      await expect(second).rejects.toThrow(/no longer wanted/);
      expect(fair.busy).toBe(0);
    } finally {
      await fair.close();
    }
  });
});
