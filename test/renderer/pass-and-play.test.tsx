/**
 * Pass-and-play in the client: which seats the device holds, which one the cover passes to (one by one in a
 * simultaneous phase), what the cover shows (names, never a view), and the players kept per table on the device.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PassAndPlay } from '../../src/renderer/app/PassAndPlay.js';
import { holdersOf, nextOnDevice, type DeviceLink, type DeviceSnapshot } from '../../src/renderer/app/sharedDevice.js';
import type { HostConnection } from '../../src/renderer/net/connection.js';
import { initialSession, type GameFrame, type SessionState } from '../../src/renderer/net/session.js';
import { loadLocalPlayers, saveLocalPlayers } from '../../src/renderer/net/storage.js';
import type { TableRoom } from '../../src/shared/protocol.js';

const T = 'tbl12345';
const seats: TableRoom['seats'] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: false },
  { kind: 'human', name: 'Ben', colour: '#f58231', connected: true, ready: true },
  { kind: 'human', name: 'Cat', colour: '#3cb44b', connected: true, ready: true },
  { kind: 'bot', name: 'Ada (bot)', colour: '#e6194b', level: 'basic' },
];
const room = (yourSeat: number | null): TableRoom => ({
  id: T, game: 'megagem', gameName: 'MegaGem', status: 'playing', options: {}, seats, creatorSeat: 0, youAreCreator: yourSeat === 0,
  yourSeat, spectators: 1, joinUrl: 'http://h/?table=' + T, gameNo: 1, turnTimer: 'off', requests: [], notes: [],
});
const frame = (toAct: number[], view: unknown = { secret: 'HAND-OF-SOMEONE' }): GameFrame => ({ moveNo: 3, view, toAct, log: [], result: null, receivedAt: 0 });
const session = (yourSeat: number | null, toAct: number[]): SessionState => ({ ...initialSession, status: 'open', rooms: { [T]: room(yourSeat) }, games: { [T]: frame(toAct) } });
const conn = {} as HostConnection;
const link = (yourSeat: number | null, toAct: number[]): DeviceLink => {
  const s = session(yourSeat, toAct);
  return { conn, session: s, room: s.rooms[T], frame: s.games[T] };
};
const device = (toAct: number[]): DeviceSnapshot => ({
  players: [2, 1].map((seat) => ({ player: { id: `p${seat}aaa`, name: seats[seat].kind === 'human' ? seats[seat].name : '', colour: '#3cb44b' }, ...link(seat, toAct) })),
  screen: link(null, toAct),
});

describe('the seats a shared device holds', () => {
  it('are its owner’s and its added players’, in seat order, each with its own link', () => {
    const h = holdersOf({ conn, session: session(0, [0, 1, 2]) }, device([0, 1, 2]), T);
    expect(h.map((x) => [x.seat, x.name])).toEqual([[0, 'Ann'], [1, 'Ben'], [2, 'Cat']]);
    expect(h.every((x) => x.link.room?.yourSeat === x.seat)).toBe(true);
  });

  it('pass the cover to the first seat the game waits for, then the next, and to none when it waits for others', () => {
    const all = holdersOf({ conn, session: session(0, [0, 1, 2]) }, device([0, 1, 2]), T);
    expect(nextOnDevice(all)?.name).toBe('Ann');
    const afterAnn = holdersOf({ conn, session: session(0, [1, 2]) }, device([1, 2]), T);
    expect(nextOnDevice(afterAnn)?.name).toBe('Ben');
    const botsTurn = holdersOf({ conn, session: session(0, [3]) }, device([3]), T);
    expect(nextOnDevice(botsTurn)).toBeNull();
  });

  it('a seat no longer held (its link has no seat there) is not among them', () => {
    const d = device([1]);
    d.players[0] = { ...d.players[0], room: undefined, frame: undefined };
    expect(holdersOf({ conn, session: session(0, [1]) }, d, T).map((x) => x.seat)).toEqual([0, 1]);
  });
});

describe('the privacy cover', () => {
  it('first shows the public view and "Pass to Ann", never a seat’s own view', () => {
    const d = device([0, 1, 2]);
    const html = renderToStaticMarkup(
      <PassAndPlay tableId={T} holders={holdersOf({ conn, session: session(0, [0, 1, 2]) }, d, T)} screen={d.screen} game={undefined}
        mainRoom={room(0)} mainConn={conn} onLeave={() => {}} onBackToRoom={() => {}} />,
    );
    expect(html).toContain('Pass to');
    expect(html).toContain('Tap when only Ann can see the screen');
    expect(html).toContain('Then: Ben and Cat');
    expect(html).toContain('data-view-seat="public"');
    expect(html).not.toMatch(/data-view-seat="\d"/);
  });

  it('says whom the table waits for when it is nobody on this device', () => {
    const d = device([3]);
    const html = renderToStaticMarkup(
      <PassAndPlay tableId={T} holders={holdersOf({ conn, session: session(0, [3]) }, d, T)} screen={d.screen} game={undefined}
        mainRoom={room(0)} mainConn={conn} onLeave={() => {}} onBackToRoom={() => {}} />,
    );
    expect(html).toContain('Waiting for');
    expect(html).toContain('Ada (bot)');
    expect(html).not.toContain('show my turn');
  });
});

describe('players kept on this device', () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); },
    };
  });

  it('are kept per host and table, and corrupt entries are dropped', () => {
    saveLocalPlayers('h:1', T, [{ id: 'abcd12', name: 'Ben', colour: '#f58231' }]);
    expect(loadLocalPlayers('h:1', T)).toEqual([{ id: 'abcd12', name: 'Ben', colour: '#f58231' }]);
    expect(loadLocalPlayers('h:2', T)).toEqual([]);
    localStorage.setItem('magic-table.local-players', JSON.stringify({ 'h:1': { [T]: [{ id: 'x', name: 'Bad' }, { id: 'abcd12', name: 'Ben', colour: '#f58231' }, 7] } }));
    expect(loadLocalPlayers('h:1', T).map((p) => p.name)).toEqual(['Ben']);
    localStorage.setItem('magic-table.local-players', '{not json');
    expect(loadLocalPlayers('h:1', T)).toEqual([]);
    saveLocalPlayers('h:1', T, []);
    expect(loadLocalPlayers('h:1', T)).toEqual([]);
  });
});
