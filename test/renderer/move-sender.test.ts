/**
 * A table's moves: each carries the moveNo of the state on screen; a move the host refuses as
 * `stale` shows a short, quiet notice (gone after a few seconds) instead of an error under the buttons.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALE_NOTICE, moveSender } from '../../src/renderer/app/moveSender.js';
import type { Reply, Request } from '../../src/renderer/net/connection.js';

function fakeConn(reply: Reply) {
  const sent: Request[] = [];
  const notices: { id: number; kind: string; text: string }[] = [];
  return {
    sent, notices,
    request: async (m: Request) => { sent.push(m); return reply; },
    addNotice: (kind: 'info' | 'error', text: string) => { notices.push({ id: notices.length + 1, kind, text }); return notices.length; },
    dismissNotice: (id: number) => { notices.splice(notices.findIndex((n) => n.id === id), 1); },
  };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('moveSender', () => {
  it('sends the move with the moveNo of the state on screen, read when the move is sent', async () => {
    const conn = fakeConn({ ok: true, frame: { type: 'ok' } });
    let shown = 4;
    const send = moveSender(conn, 'abcd', () => shown);
    await expect(send({ type: 'roll' })).resolves.toEqual({ ok: true });
    shown = 7;
    await send({ type: 'pass' });
    expect(conn.sent).toEqual([
      { type: 'move', tableId: 'abcd', moveNo: 4, move: { type: 'roll' } },
      { type: 'move', tableId: 'abcd', moveNo: 7, move: { type: 'pass' } },
    ]);
    expect(conn.notices).toEqual([]);
  });

  it('passes on a refusal of the game\'s as it is', async () => {
    const conn = fakeConn({ ok: false, error: 'You cannot bid more than your 12 coins', code: 'illegal' });
    await expect(moveSender(conn, 'abcd', () => 3)({ type: 'bid' })).resolves.toEqual({ ok: false, error: 'You cannot bid more than your 12 coins' });
    expect(conn.notices).toEqual([]);
  });

  it('answers a stale refusal with a short info notice that goes away by itself', async () => {
    const conn = fakeConn({ ok: false, error: 'The table moved on since your move', code: 'stale' });
    await expect(moveSender(conn, 'abcd', () => 3)({ type: 'bid' })).resolves.toEqual({ ok: false, error: STALE_NOTICE, stale: true });
    expect(conn.notices).toEqual([{ id: 1, kind: 'info', text: 'The table moved on — look again' }]);
    vi.advanceTimersByTime(6000);
    expect(conn.notices).toEqual([]);
  });
});
