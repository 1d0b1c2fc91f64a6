/**
 * Nothing lost: the CLI is killed with SIGKILL mid-game (spawned with tsx as a
 * child process) and started again on the same data folder; every table
 * comes back where it was, tokens still hold their seats, bots resume, and
 * the game plays on to a result that the saved record replays.
 * Also: SIGTERM closes cleanly with a goodbye.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replay } from '../../src/shared/engine/engine.js';
import type { GameRecord } from '../../src/shared/engine/types.js';
import { getGame } from '../../src/shared/games/registry.js';
import { TestClient, type StateFrame } from './support/client.js';
import { tempDir, testHost } from './support/host.js';
import { spawnHost, type SpawnedHost } from './support/spawn.js';
import { recordOnDisk } from './support/records.js';

const children: SpawnedHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  for (const h of children.splice(0)) if (h.child.exitCode === null && h.child.signalCode === null) h.child.kill('SIGKILL');
});

async function start(dataDir: string): Promise<SpawnedHost> {
  const h = await spawnHost(['--port', '0', '--data-dir', dataDir, '--bot-delay', '15', '--name', 'Restart test']);
  children.push(h);
  return h;
}
async function person(port: number, name: string, token?: string) {
  const c = await TestClient.person(port, name, token);
  clients.push(c);
  return c;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `c` has received no frame for `ms`. */
async function quiet(cs: TestClient[], ms = 500) {
  let n = -1;
  for (;;) {
    const now = cs.reduce((a, c) => a + c.frames.length, 0);
    if (now === n) return;
    n = now;
    await sleep(ms);
  }
}

describe('restart', () => {
  it('survives SIGKILL mid-game twice: tables, seats, tokens and bots come back, and the game finishes', async () => {
    const def = getGame('megagem');
    const dataDir = tempDir('mt-restart-');
    let h = await start(dataDir);
    let ann = await person(h.port, 'Ann');
    let bob = await person(h.port, 'Bob');
    const id = ((await ann.request({ type: 'createTable', game: 'megagem' })) as { room: { id: string } }).room.id;
    await bob.request({ type: 'joinTable', tableId: id, as: 'player' });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    await ann.request({ type: 'addBot', tableId: id, level: 'random' });
    ann.autoplay(def, id, 0, 'ann');
    bob.autoplay(def, id, 1, 'bob');
    await ann.request({ type: 'start', tableId: id, anyway: true });

    // 1. Killed while moves are flying: nothing anyone was told about is lost.
    await ann.waitFor('state', (f) => f.moveNo >= 10, 30_000);
    h.child.kill('SIGKILL');
    expect((await h.exited).signal).toBe('SIGKILL');
    const seen = Math.max(...[ann, bob].map((c) => c.lastState(id)!.moveNo));
    const tokens = [ann.token, bob.token];
    h = await start(dataDir);
    ann = await person(h.port, 'Ann', tokens[0]);
    bob = await person(h.port, 'Bob', tokens[1]);
    for (const [i, c] of [ann, bob].entries()) {
      expect(c.token).toBe(tokens[i]);
      const room = (await c.waitFor('room')) as { room: { yourSeat: number; status: string } };
      expect(room.room).toMatchObject({ yourSeat: i, status: 'playing' });
      const st = (await c.waitFor('state')) as StateFrame;
      expect(st.moveNo).toBeGreaterThanOrEqual(seen);
      expect(st.fullLog).toBe(true);
    }

    // 2. Paused and quiet, then killed: everything comes back exactly as it was.
    ann.autoplay(def, id, 0, 'ann2');
    bob.autoplay(def, id, 1, 'bob2');
    await ann.waitFor('state', (f) => f.moveNo >= seen + 10, 30_000);
    ann.paused = true;
    bob.paused = true;
    await quiet([ann, bob]);
    const before = [ann, bob].map((c) => c.lastState(id)!);
    const mergedLog = (c: TestClient) => {
      const m = new Map<number, StateFrame['log'][number]['msg']>();
      for (const st of c.states(id)) {
        if (st.fullLog) m.clear();
        for (const e of st.log) m.set(e.n, e.msg);
      }
      return [...m.entries()].sort((a, b) => a[0] - b[0]).map(([n, msg]) => ({ n, msg }));
    };
    const logsBefore = [ann, bob].map(mergedLog);
    const movesOnDisk = fs.readFileSync(path.join(dataDir, 'tables', id, 'moves-1.jsonl'), 'utf8').trim().split('\n').length;
    expect(movesOnDisk).toBe(before[0].moveNo);
    h.child.kill('SIGKILL');
    await h.exited;
    h = await start(dataDir);
    ann = await person(h.port, 'Ann', tokens[0]);
    bob = await person(h.port, 'Bob', tokens[1]);
    for (const [i, c] of [ann, bob].entries()) {
      const st = (await c.waitFor('state')) as StateFrame;
      expect(st.moveNo).toBe(before[i].moveNo);
      expect(st.view).toEqual(before[i].view);
      expect(st.toAct).toEqual(before[i].toAct);
      // The full log equals what the client had merged from its deltas before the crash.
      expect(st.log).toEqual(logsBefore[i]);
    }

    // 3. Bots resume and the game ends; the record replays to the same result.
    ann.autoplay(def, id, 0, 'ann3');
    bob.autoplay(def, id, 1, 'bob3');
    const end = (await ann.waitFor('state', (f) => f.result !== null, 60_000)) as StateFrame;
    const record = await recordOnDisk(dataDir, id);
    expect(record.moves).toHaveLength(end.moveNo);
    expect(JSON.parse(JSON.stringify(def.result(replay(def, record))))).toEqual(end.result);

    // 4. A finished table comes back finished, with its result (here in-process, on the same folder).
    h.child.kill('SIGKILL');
    await h.exited;
    const inProcess = await testHost({ dataDir });
    let secondGameMoves = -1;
    try {
      const again = await TestClient.person(inProcess.port, 'Ann', tokens[0]);
      clients.push(again);
      const st = (await again.waitFor('state')) as StateFrame;
      expect(st.result).toEqual(end.result);
      expect(st.moveNo).toBe(end.moveNo);
      expect(inProcess.tables()[0]).toMatchObject({ id, status: 'finished' });

      // 5. A rematch: game 2 has a move file of its own, game 1's goes once game 2 is dealt, and a restart finds
      // game 2 where it was, with game 1 kept as its record.
      const bobAgain = await TestClient.person(inProcess.port, 'Bob', tokens[1]);
      clients.push(bobAgain);
      await again.request({ type: 'rematch', tableId: id });
      again.autoplay(def, id, 0, 'ann5');
      bobAgain.autoplay(def, id, 1, 'bob5');
      await again.request({ type: 'start', tableId: id, anyway: true });
      await again.waitFor('state', (f) => f.moveNo >= 6, 30_000);
      again.paused = true;
      bobAgain.paused = true;
      await quiet([again, bobAgain]);
      const last = again.lastState(id)!;
      const tableDir = path.join(dataDir, 'tables', id);
      expect(fs.readdirSync(tableDir).filter((f) => f.startsWith('moves')).sort()).toEqual(['moves-2.jsonl']);
      expect(fs.readFileSync(path.join(tableDir, 'moves-2.jsonl'), 'utf8').trim().split('\n')).toHaveLength(last.moveNo);
      secondGameMoves = last.moveNo;
    } finally {
      await inProcess.close();
    }
    const third = await testHost({ dataDir });
    try {
      const ann6 = await TestClient.person(third.port, 'Ann', tokens[0]);
      clients.push(ann6);
      const st = (await ann6.waitFor('state')) as StateFrame;
      expect(st.moveNo).toBe(secondGameMoves);
      expect(third.tables()[0]).toMatchObject({ id, status: 'playing' });
      const tableDir = path.join(dataDir, 'tables', id);
      expect(JSON.parse(fs.readFileSync(path.join(tableDir, 'table.json'), 'utf8'))).toMatchObject({ gameNo: 2 });
      expect((JSON.parse(fs.readFileSync(path.join(tableDir, 'records', '1.json'), 'utf8')) as GameRecord).moves).toHaveLength(end.moveNo);
    } finally {
      await third.close();
    }
  });

  it('closes cleanly on SIGTERM: a goodbye to every client, exit code 0', async () => {
    const h = await start(tempDir('mt-term-'));
    const c = await person(h.port, 'Ann');
    const bye = c.next('goodbye');
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    h.child.kill('SIGTERM');
    expect(await bye).toMatchObject({ type: 'goodbye', message: expect.stringContaining('Restart test') });
    expect(await closed).toBe(1001);
    expect(await h.exited).toEqual({ code: 0, signal: null });
  });
});
