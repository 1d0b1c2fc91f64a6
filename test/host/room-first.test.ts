/**
 * On join and on reconnect the room comes first, then one full state: never a
 * state before its room, and no second full state without a cause, even while
 * bots and other players make moves as fast as they can (moves waiting for
 * their fsync when the connection arrives).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getGame } from '../../src/shared/games/registry.js';
import { TestClient, type Frame } from './support/client.js';
import { testHost, type TestHost } from './support/host.js';

const hosts: TestHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  for (const h of hosts.splice(0)) await h.close();
});
async function person(port: number, name: string, token?: string) {
  const c = await TestClient.person(port, name, token);
  clients.push(c);
  return c;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The frames about table `id`, in order, as short names: room, state:full, state. */
function tableFrames(c: TestClient, id: string): string[] {
  return c.frames.flatMap((f: Frame) => {
    if (f.type === 'room' && f.room.id === id) return ['room'];
    if (f.type === 'state' && f.tableId === id) return [f.fullLog ? 'state:full' : 'state'];
    return [];
  });
}
function expectRoomThenOneFullState(c: TestClient, id: string, who: string): void {
  const seq = tableFrames(c, id);
  expect(seq.slice(0, 2), `${who}: ${seq.slice(0, 6).join(', ')}`).toEqual(['room', 'state:full']);
  expect(seq.indexOf('state:full', 2), `${who}: a second full state in ${seq.join(', ')}`).toBe(-1);
}

describe('room before state', () => {
  it('a reconnect or a new watcher during a fast game gets its room first, then exactly one full state', async () => {
    const h = await testHost({ botDelayMs: 2 });
    hosts.push(h);
    const def = getGame('megagem');
    const ann = await person(h.port, 'Ann');
    const id = (await ann.reply({ type: 'createTable', game: 'megagem' }, 'room')).room.id;
    for (let i = 0; i < 3; i++) await ann.request({ type: 'addBot', tableId: id, level: 'random' });
    ann.autoplay(def, id, 0, 'ann');
    await ann.request({ type: 'start', tableId: id, anyway: true });

    let checked = 0;
    for (let i = 0; i < 25; i++) {
      // A game of bots is short: a rematch keeps moves flying.
      if (ann.lastState(id)?.result) await ann.request({ type: 'start', tableId: id, anyway: true });
      // Ann again, in another tab (her token): back to her seat.
      const again = await person(h.port, 'Ann', ann.token);
      // Someone else comes to watch.
      const eve = await person(h.port, `Eve ${i}`);
      await eve.reply({ type: 'joinTable', tableId: id, as: 'spectator' }, 'room');
      await sleep(25);
      expectRoomThenOneFullState(again, id, `reconnect ${i}`);
      expectRoomThenOneFullState(eve, id, `watcher ${i}`);
      checked++;
      again.ws.terminate();
      eve.ws.terminate();
    }
    expect(checked).toBe(25);
  });
});
