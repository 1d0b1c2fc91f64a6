/** The client's session reducer: logs merged by n, gaps ask for a sync, rooms and tables come and go. */
import { describe, expect, it } from 'vitest';
import { initialSession, logHasGap, mergeLog, reduceHost } from '../../src/renderer/net/session.js';
import type { VisibleLogEntry } from '../../src/shared/engine/types.js';
import type { HostMessage, TableRoom } from '../../src/shared/protocol.js';

const room = (id: string, over: Partial<TableRoom> = {}): TableRoom => ({
  id, game: 'megagem', gameName: 'MegaGem', status: 'lobby', options: {}, seats: [{ kind: 'open' }],
  creatorSeat: 0, youAreCreator: true, yourSeat: 0, spectators: 0, joinUrl: `http://x/?table=${id}`, gameNo: 1, turnTimer: 'off', requests: [], notes: [], ...over,
});
const state = (tableId: string, log: VisibleLogEntry[], fullLog: boolean, moveNo = 1): HostMessage =>
  ({ type: 'state', tableId, moveNo, view: { moveNo }, toAct: [0], log, fullLog, result: null });

describe('mergeLog', () => {
  it('appends new entries and replaces known ones by n', () => {
    const a = [{ n: 0, msg: { id: 'a' } }, { n: 1, msg: { id: 'b' } }];
    expect(mergeLog(a, [{ n: 2, msg: { id: 'c' } }], false).map((e) => e.msg.id)).toEqual(['a', 'b', 'c']);
    expect(mergeLog(a, [{ n: 1, msg: { id: 'B' } }, { n: 2, msg: { id: 'c' } }], false).map((e) => e.msg.id)).toEqual(['a', 'B', 'c']);
  });
  it('takes a full log as it is (sorted)', () => {
    expect(mergeLog([{ n: 0, msg: { id: 'old' } }], [{ n: 1, msg: { id: 'y' } }, { n: 0, msg: { id: 'x' } }], true).map((e) => e.msg.id)).toEqual(['x', 'y']);
  });
  it('notices gaps', () => {
    expect(logHasGap([{ n: 0 }, { n: 1 }, { n: 2 }])).toBe(false);
    expect(logHasGap([{ n: 0 }, { n: 2 }])).toBe(true);
    expect(logHasGap([{ n: 3 }])).toBe(true);
    expect(logHasGap([])).toBe(false);
  });
});

describe('reduceHost', () => {
  it('opens on welcome and keeps the lobby and rooms', () => {
    let s = reduceHost(initialSession, { type: 'welcome', protocol: 1, hostName: 'Kitchen', hostId: 'h', version: '1', you: { name: 'A', colour: '#e6194b', token: 't'.repeat(32) }, games: [], joinUrls: [] }).state;
    expect(s.status).toBe('open');
    expect(s.welcome?.hostName).toBe('Kitchen');
    s = reduceHost(s, { type: 'room', room: room('abcd') }).state;
    s = reduceHost(s, { type: 'lobby', tables: [] }).state;
    expect(Object.keys(s.rooms)).toEqual(['abcd']);
  });
  it('merges state frames per table and asks for a sync on a gap', () => {
    let r = reduceHost(initialSession, state('abcd', [{ n: 0, msg: { id: 'one' } }], true));
    expect(r.sync).toBeUndefined();
    r = reduceHost(r.state, state('abcd', [{ n: 1, msg: { id: 'two' } }], false, 2));
    expect(r.sync).toBeUndefined();
    expect(r.state.games.abcd.log.map((e) => e.msg.id)).toEqual(['one', 'two']);
    expect(r.state.games.abcd.moveNo).toBe(2);
    r = reduceHost(r.state, state('abcd', [{ n: 5, msg: { id: 'six' } }], false, 6));
    expect(r.sync).toBe('abcd');
    r = reduceHost(r.state, state('abcd', [0, 1, 2, 3, 4, 5].map((n) => ({ n, msg: { id: `e${n}` } })), true, 6));
    expect(r.sync).toBeUndefined();
    expect(r.state.games.abcd.log).toHaveLength(6);
  });
  it('forgets a table on left and says why when kicked or closed', () => {
    let s = reduceHost(initialSession, { type: 'room', room: room('abcd') }).state;
    s = reduceHost(s, state('abcd', [], true)).state;
    const kicked = reduceHost(s, { type: 'left', tableId: 'abcd', reason: 'kicked' }).state;
    expect(kicked.rooms.abcd).toBeUndefined();
    expect(kicked.games.abcd).toBeUndefined();
    expect(kicked.notices.map((n) => n.text)).toEqual(['The table’s creator removed you from the table.']);
    expect(reduceHost(s, { type: 'left', tableId: 'abcd', reason: 'left' }).state.notices).toEqual([]);
  });
  it('stops on a version error; shows errors without a ref; leaves ref\'d errors to their request', () => {
    expect(reduceHost(initialSession, { type: 'error', code: 'version', message: 'This host runs protocol version 2' }).state)
      .toMatchObject({ status: 'failed', fatal: 'This host runs protocol version 2' });
    expect(reduceHost(initialSession, { type: 'error', code: 'rate_limited', message: 'Slow down' }).state.notices.map((n) => n.text)).toEqual(['Slow down']);
    expect(reduceHost(initialSession, { type: 'error', code: 'illegal', message: 'No', ref: 'r1' }).state.notices).toEqual([]);
  });
  it('tells the player when the host closes', () => {
    const s = reduceHost(initialSession, { type: 'goodbye', message: 'Kitchen is closing; your seats are kept' } as HostMessage).state;
    expect(s.notices.map((n) => n.text)).toEqual(['Kitchen is closing; your seats are kept']);
  });
});

describe('a rematch at the same table', () => {
  it('starts the log again when the move count goes back', () => {
    let s = reduceHost(initialSession, state('abcd', [0, 1, 2].map((n) => ({ n, msg: { id: `old${n}` } })), true, 30)).state;
    s = reduceHost(s, state('abcd', [{ n: 0, msg: { id: 'new0' } }], false, 0)).state;
    expect(s.games.abcd.log.map((e) => e.msg.id)).toEqual(['new0']);
  });
});
