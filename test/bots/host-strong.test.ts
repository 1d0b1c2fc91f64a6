/**
 * A strong bot at a real host: it thinks on the bot pool (worker threads) and its moves arrive later, while
 * the host keeps answering; a person's table with two strong MegaGem bots gets through a whole auction.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBotPool } from '../../src/main/host/bot-pool.js';
import { TestClient, type StateFrame } from '../host/support/client.js';
import { testHost } from '../host/support/host.js';

afterAll(() => closeBotPool());

describe('strong bots at the host', () => {
  it('think off the event loop and play their moves through the table', async () => {
    const host = await testHost();
    try {
      const me = await TestClient.person(host.port, 'Ann');
      const room = await me.reply({ type: 'createTable', game: 'megagem' }, 'room');
      const tableId = room.room.id;
      expect((await me.request({ type: 'setSeats', tableId, seats: 3 })).type).toBe('ok');
      for (const seat of [1, 2]) expect((await me.request({ type: 'addBot', tableId, seat, level: 'strong' })).type).toBe('ok');
      const started = me.waitFor('state', (f) => f.tableId === tableId, 10_000, true);
      await me.request({ type: 'start', tableId });
      const first = (await started) as StateFrame;
      // While the bots think, the host still answers at once.
      const t0 = performance.now();
      await me.request({ type: 'move', tableId, moveNo: first.moveNo, move: { type: 'bid', amount: 0 } });
      expect(performance.now() - t0).toBeLessThan(1000);
      // Both bots' bids come back from the pool: the auction is resolved (a new round or a reveal).
      const resolved = (v: { round: number; phase: string }) => v.round >= 2 || v.phase === 'reveal';
      const after = await me.waitFor('state', (f) => f.tableId === tableId && resolved(f.view as { round: number; phase: string }), 60_000);
      expect(after.moveNo).toBeGreaterThanOrEqual(3);
      expect(host.logs.filter((l) => l.startsWith('error'))).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
