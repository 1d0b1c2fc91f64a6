/**
 * The host connection against a scripted fake WebSocket: hello with the
 * remembered token, answers matched by ref, the banner state on loss,
 * reconnect with backoff to the same token, no retry after a refused hello.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openBootLink, takeBootLink, type BootLink } from '../../src/renderer/net/bootLink.js';
import { HostConnection } from '../../src/renderer/net/connection.js';
import { reconnectDelay } from '../../src/renderer/net/backoff.js';
import { initialSession } from '../../src/renderer/net/session.js';
import { PROTOCOL_VERSION } from '../../src/shared/protocol.js';

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) { FakeSocket.all.push(this); }
  send(data: string) { this.sent.push(JSON.parse(data)); }
  close() { if (this.readyState !== 3) { this.readyState = 3; this.onclose?.(); } }
  // test side
  open() { this.readyState = 1; this.onopen?.(); }
  receive(msg: unknown) { this.onmessage?.({ data: JSON.stringify(msg) }); }
  drop() { this.readyState = 3; this.onclose?.(); }
}

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const welcome = (ref = 'hello') => ({ type: 'welcome', protocol: PROTOCOL_VERSION, hostName: 'Kitchen', hostId: 'h1', version: '1', you: { name: 'Ann', colour: '#e6194b', token: TOKEN }, games: [], joinUrls: [], ref });

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), clear: () => m.clear(), key: () => null, length: 0 };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const connect = () => {
  const c = new HostConnection({ hostPort: '10.0.0.5:7531', profile: { name: 'Ann', colour: '#e6194b' }, WebSocketImpl: FakeSocket as unknown as typeof WebSocket, secure: false });
  c.start();
  return c;
};

describe('HostConnection', () => {
  it('says hello at ws://host/ws, then remembers the token for the next hello', () => {
    const c = connect();
    const ws = FakeSocket.all[0];
    expect(ws.url).toBe('ws://10.0.0.5:7531/ws');
    ws.open();
    expect(ws.sent[0]).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann', colour: '#e6194b', ref: 'hello' });
    ws.receive(welcome());
    expect(c.getSnapshot().status).toBe('open');
    c.close();
    const again = connect();
    FakeSocket.all[1].open();
    expect(FakeSocket.all[1].sent[0].token).toBe(TOKEN);
    again.close();
  });

  it('resolves requests by ref: ok, room, or the host\'s error message', async () => {
    const c = connect();
    const ws = FakeSocket.all[0];
    ws.open();
    ws.receive(welcome());
    const a = c.request({ type: 'ready', tableId: 'abcd', ready: true });
    const b = c.request({ type: 'move', tableId: 'abcd', moveNo: 3, move: { type: 'bid', amount: 99 } });
    const [ra, rb] = ws.sent.slice(1);
    expect(ra.ref).not.toBe(rb.ref);
    ws.receive({ type: 'error', code: 'illegal', message: 'You cannot bid more than your 25 coins', msg: { id: 'megagem.bidOverLimit', params: { limit: 25 } }, ref: rb.ref });
    ws.receive({ type: 'ok', ref: ra.ref });
    await expect(a).resolves.toMatchObject({ ok: true });
    // The refusal as sent comes along (a game screen renders a game's own refusal from its catalogue).
    await expect(b).resolves.toEqual({
      ok: false, error: 'You cannot bid more than your 25 coins', code: 'illegal',
      msg: { id: 'megagem.bidOverLimit', params: { limit: 25 } },
    });
    c.close();
  });

  it('sends a game extension\'s message as ext, answers it by ref, hands its frames to subscribers by game and name, and keeps a refusal\'s detail', async () => {
    const c = connect();
    const ws = FakeSocket.all[0];
    ws.open();
    ws.receive(welcome());
    const heard: unknown[] = [];
    const off = c.onExt('some-game', 'news', (f) => heard.push(f.payload));
    c.onExt('other-game', 'news', () => heard.push('wrong game'));
    const a = c.ext('some-game', 'ask', { q: 1 }, 'abcd');
    const b = c.ext('some-game', 'ask', { q: 2 });
    const [ma, mb] = ws.sent.slice(1);
    expect(ma).toMatchObject({ type: 'ext', game: 'some-game', name: 'ask', tableId: 'abcd', payload: { q: 1 } });
    expect(mb).not.toHaveProperty('tableId');
    ws.receive({ type: 'ext', game: 'some-game', name: 'answer', payload: { a: 1 }, ref: ma.ref });
    ws.receive({ type: 'error', code: 'refused', detail: 'name_taken', message: 'That name is taken here', ref: mb.ref });
    ws.receive({ type: 'ext', game: 'some-game', name: 'news', tableId: 'abcd', payload: { n: 1 } });
    await expect(a).resolves.toMatchObject({ ok: true, frame: { type: 'ext', name: 'answer', payload: { a: 1 } } });
    await expect(b).resolves.toEqual({ ok: false, error: 'That name is taken here', code: 'refused', detail: 'name_taken' });
    off();
    ws.receive({ type: 'ext', game: 'some-game', name: 'news', payload: { n: 2 } });
    expect(heard).toEqual([{ n: 1 }]);
    c.close();
  });

  it('answers "not connected" at once while the link is down, and times out an unanswered request', async () => {
    const c = connect();
    await expect(c.request({ type: 'ping' })).resolves.toMatchObject({ ok: false, error: expect.stringContaining('Not connected') });
    FakeSocket.all[0].open();
    FakeSocket.all[0].receive(welcome());
    const p = c.request({ type: 'ping' });
    vi.advanceTimersByTime(10_001);
    await expect(p).resolves.toMatchObject({ ok: false, error: expect.stringContaining('did not answer') });
    c.close();
  });

  it('on loss: fails pending requests, shows reconnecting, retries with backoff, and is open again after welcome', async () => {
    const c = connect();
    FakeSocket.all[0].open();
    FakeSocket.all[0].receive(welcome());
    const pending = c.request({ type: 'sync', tableId: 'abcd' });
    FakeSocket.all[0].drop();
    await expect(pending).resolves.toMatchObject({ ok: false, error: expect.stringContaining('lost') });
    expect(c.getSnapshot()).toMatchObject({ status: 'reconnecting', attempts: 1 });
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(700);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].drop(); // host still away
    expect(c.getSnapshot().attempts).toBe(2);
    vi.advanceTimersByTime(400);
    expect(FakeSocket.all).toHaveLength(2); // waits longer the second time
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2].open();
    expect(FakeSocket.all[2].sent[0]).toMatchObject({ type: 'hello', token: TOKEN });
    FakeSocket.all[2].receive(welcome());
    expect(c.getSnapshot()).toMatchObject({ status: 'open', attempts: 0 });
    c.close();
  });

  it('does not retry a hello the host refused (e.g. another protocol version), and says why', () => {
    const c = connect();
    FakeSocket.all[0].open();
    FakeSocket.all[0].receive({ type: 'error', code: 'version', message: 'This host runs protocol version 9', ref: 'hello' });
    expect(c.getSnapshot()).toMatchObject({ status: 'failed', fatal: 'This host runs protocol version 9' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('started again after close (React sets an effect up, cleans it up, sets it up again): a fresh session on a new socket', () => {
    const c = connect();
    c.close();
    expect(c.getSnapshot().status).toBe('closed');
    c.start();
    expect(c.getSnapshot()).toEqual(initialSession);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].open();
    FakeSocket.all[1].receive(welcome());
    expect(c.getSnapshot().status).toBe('open');
    c.close();
  });

  it('closes a silent link (no frame for 25 s) and reconnects', () => {
    const c = connect();
    FakeSocket.all[0].open();
    FakeSocket.all[0].receive(welcome());
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.all[0].sent.some((m) => m.type === 'ping')).toBe(true);
    expect(c.getSnapshot().status).toBe('reconnecting');
    c.close();
  });
});

describe('HostConnection: the page\'s first link (boot.ts), taken over', () => {
  const lobby = { type: 'lobby', tables: [{ id: 'tab1', game: 'megagem', gameName: 'MegaGem', status: 'lobby', seats: 3, seatsFree: 2, players: ['Bob'], createdAt: 1 }] };
  const link = (ws: FakeSocket, over: Partial<BootLink> = {}): BootLink =>
    ({ ws: ws as unknown as WebSocket, hostPort: '10.0.0.5:7531', profile: { name: 'Ann', colour: '#e6194b' }, helloSent: false, frames: [], closed: false, ...over });
  const conn = () => new HostConnection({ hostPort: '10.0.0.5:7531', profile: { name: 'Ann', colour: '#e6194b' }, WebSocketImpl: FakeSocket as unknown as typeof WebSocket, secure: false });

  it('an open link with the welcome and lobby already received: the session has them at once, and no second hello goes', () => {
    const ws = new FakeSocket('ws://10.0.0.5:7531/ws');
    ws.readyState = 1;
    const c = conn();
    c.adopt(link(ws, { helloSent: true, frames: [JSON.stringify(welcome()), JSON.stringify(lobby)] }));
    expect(c.getSnapshot()).toMatchObject({ status: 'open', lobby: lobby.tables });
    expect(ws.sent).toEqual([]);
    expect(localStorage.getItem('magic-table.tokens')).toContain(TOKEN);
    // Later frames and requests go through it as through any link.
    const r = c.request({ type: 'ready', tableId: 'tab1', ready: true });
    ws.receive({ type: 'ok', ref: ws.sent[0].ref });
    return expect(r).resolves.toMatchObject({ ok: true });
  });

  it('a link still opening: the hello goes once, when it opens', () => {
    const ws = new FakeSocket('ws://10.0.0.5:7531/ws');
    const c = conn();
    c.adopt(link(ws));
    expect(ws.sent).toEqual([]);
    ws.open();
    expect(ws.sent).toEqual([{ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann', colour: '#e6194b', ref: 'hello' }]);
    ws.receive(welcome());
    expect(c.getSnapshot().status).toBe('open');
    c.close();
  });

  it('a link that closed before the app took it: a new link is opened, and lost links reconnect as ever', () => {
    const dead = new FakeSocket('ws://10.0.0.5:7531/ws');
    const c = conn();
    c.adopt(link(dead, { closed: true, frames: [JSON.stringify(welcome())] }));
    expect(FakeSocket.all).toHaveLength(2);
    const ws = FakeSocket.all[1];
    ws.open();
    expect(ws.sent[0]).toMatchObject({ type: 'hello' });
    ws.receive(welcome());
    ws.drop();
    expect(c.getSnapshot().status).toBe('reconnecting');
    vi.advanceTimersByTime(reconnectDelay(0, 1));
    expect(FakeSocket.all).toHaveLength(3);
    c.close();
  });
});

describe('takeBootLink', () => {
  it('hands the link over once, to the same host and profile; a link nobody wants is closed', () => {
    vi.stubGlobal('location', { protocol: 'http:', host: '10.0.0.5:7531' });
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('WebSocket', FakeSocket);
    localStorage.setItem('magic-table.profile', JSON.stringify({ name: 'Ann', colour: '#e6194b' }));
    openBootLink(false);
    expect(FakeSocket.all[0].url).toBe('ws://10.0.0.5:7531/ws');
    FakeSocket.all[0].open();
    expect(FakeSocket.all[0].sent[0]).toMatchObject({ type: 'hello', name: 'Ann' });
    FakeSocket.all[0].receive(welcome());
    const l = takeBootLink('10.0.0.5:7531', { name: 'Ann', colour: '#e6194b' });
    expect(l).toMatchObject({ helloSent: true, closed: false, frames: [JSON.stringify(welcome())] });
    expect(takeBootLink('10.0.0.5:7531', { name: 'Ann', colour: '#e6194b' })).toBeNull();
    openBootLink(false);
    expect(takeBootLink('10.0.0.5:7531', { name: 'Bea', colour: '#e6194b' })).toBeNull();
    expect(FakeSocket.all[1].readyState).toBe(3);
  });

  it('opens nothing for a first visit (no name yet)', () => {
    vi.stubGlobal('location', { protocol: 'http:', host: '10.0.0.5:7531' });
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('WebSocket', FakeSocket);
    openBootLink(false);
    expect(FakeSocket.all).toHaveLength(0);
    expect(takeBootLink('10.0.0.5:7531', { name: '', colour: '#e6194b' })).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('doubles from about 0.5 s up to about 8 s', () => {
    expect(reconnectDelay(0, 0.5)).toBe(500);
    expect(reconnectDelay(1, 0.5)).toBe(1000);
    expect(reconnectDelay(3, 0.5)).toBe(4000);
    expect(reconnectDelay(10, 0.5)).toBe(8000);
    expect(reconnectDelay(0, 0)).toBeGreaterThanOrEqual(425);
    expect(reconnectDelay(0, 1)).toBeLessThanOrEqual(575);
  });
});
