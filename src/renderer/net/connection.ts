/**
 * One live link to a host: opens ws(s)://<host>/ws, says hello (with the
 * client token remembered for that host), keeps the session state from the
 * host's frames, answers requests by `ref`, and on any loss reconnects on its
 * own with backoff to the same seats. React reads it with
 * useSyncExternalStore(subscribe, getSnapshot).
 */
import type { Msg } from '../../shared/engine/types.js';
import type { ClientMessage, HostMessage, TableRoom } from '../../shared/protocol.js';
import { appText } from '../i18n/reader.js';
import type { BootLink } from './bootLink.js';
import { reconnectDelay } from './backoff.js';
import { helloFrame, wsUrl } from './hello.js';
import { refusalText } from './refusal.js';
import { initialSession, notice, reduceHost, type SessionState } from './session.js';
import { loadToken, saveToken, type Profile } from './storage.js';

/**
 * The host's answer to a request: the frame, or the refusal's text in the reader's language (see refusalText),
 * code, finer `detail`, and the refusal's message id when the host sent one (`msg`: a game screen renders a
 * game's own refusals from its catalogue).
 */
export type Reply = { ok: true; frame: HostMessage } | { ok: false; error: string; code?: string; detail?: string; msg?: Msg };

/** A frame of a game's extension. */
export type ExtFrame = Extract<HostMessage, { type: 'ext' }>;

/** A client frame without its ref (the connection adds one). */
export type Request = ClientMessage extends infer M ? (M extends { ref?: string } ? Omit<M, 'ref'> : never) : never;

const REQUEST_TIMEOUT_MS = 10_000;
const PING_EVERY_MS = 10_000;
const SILENCE_LIMIT_MS = 25_000;

export interface ConnectionOptions {
  /** "host:port" of the host; the key of its token in localStorage. */
  hostPort: string;
  /** The name and colour it says hello with. */
  profile: Pick<Profile, 'name' | 'colour'>;
  /** Where its token is kept (default `hostPort`): each player added on this device has their own (net/localPlayers.ts). */
  tokenKey?: string;
  /** Stop watching the lobby right after `welcome` (the extra links of a shared device need only their table). */
  noLobby?: boolean;
  secure?: boolean;
  /** For tests. */
  WebSocketImpl?: typeof WebSocket;
}

/** A table's seats as names for a refusal's text: the occupant's name, else "seat N". */
export function seatNames(room: Pick<TableRoom, 'seats'> | undefined): (seat: number) => string {
  return (seat) => {
    const o = room?.seats[seat];
    return o && o.kind !== 'open' ? o.name : appText('net.seat', { n: seat + 1 });
  };
}

export class HostConnection {
  private ws: WebSocket | null = null;
  private state: SessionState = initialSession;
  private listeners = new Set<() => void>();
  private extListeners = new Set<(frame: ExtFrame) => void>();
  private pending = new Map<string, { resolve: (r: Reply) => void; timer: ReturnType<typeof setTimeout>; tableId?: string }>();
  private nextRef = 1;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private closed = false;
  private readonly WS: typeof WebSocket;
  private readonly onWake = () => { if (this.state.status === 'reconnecting') this.retryNow(); };

  constructor(private readonly opts: ConnectionOptions) {
    this.WS = opts.WebSocketImpl ?? WebSocket;
  }

  get hostPort(): string { return this.opts.hostPort; }

  get profile(): Pick<Profile, 'name' | 'colour'> { return this.opts.profile; }

  private get tokenKey(): string { return this.opts.tokenKey ?? this.opts.hostPort; }

  /** Opens the link; after `close()` (React's development mode sets an effect up twice), a fresh session. */
  start(): void {
    // Already open (an early link adopted by the app): nothing to do.
    if (this.ws && !this.closed) return;
    if (this.closed) this.set(initialSession);
    this.closed = false;
    this.open();
    this.watchWake();
  }

  /**
   * Takes over the link the page opened before the app's code ran (net/bootLink.ts): its hello is sent or will be
   * on opening, and the frames it received meanwhile are read now, in order. A link that already closed is
   * replaced by a new one.
   */
  adopt(link: BootLink): void {
    this.closed = false;
    this.watchWake();
    if (link.closed) return this.open();
    this.attach(link.ws, link.helloSent);
    for (const data of link.frames) this.heard(link.ws, data);
  }

  private watchWake(): void {
    if (typeof window === 'undefined') return;
    window.addEventListener('online', this.onWake);
    document.addEventListener('visibilitychange', this.onWake);
  }

  /** Ends the link for good (leaving the host in the lobby, switching hosts). */
  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.stopPing();
    this.failPending(appText('net.closed'));
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onWake);
      document.removeEventListener('visibilitychange', this.onWake);
    }
    const ws = this.ws;
    this.ws = null;
    ws?.close();
    this.set({ ...this.state, status: 'closed' });
  }

  subscribe = (cb: () => void): (() => void) => {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  };

  getSnapshot = (): SessionState => this.state;

  /** Sends a frame and resolves with the host's answer to it (ok, room, welcome…) or its error. */
  request(msg: Request): Promise<Reply> {
    const ws = this.ws;
    if (!ws || ws.readyState !== this.WS.OPEN || this.state.status !== 'open')
      return Promise.resolve({ ok: false, error: appText('net.notConnected') });
    const ref = `r${this.nextRef++}`;
    return new Promise<Reply>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(ref);
        resolve({ ok: false, error: appText('net.timeout') });
      }, REQUEST_TIMEOUT_MS);
      const tableId = 'tableId' in msg && typeof msg.tableId === 'string' ? msg.tableId : undefined;
      this.pending.set(ref, { resolve, timer, ...(tableId ? { tableId } : {}) });
      ws.send(JSON.stringify({ ...msg, ref }));
    });
  }

  /**
   * Sends a message to a game's extension (`{type:'ext', game, name, tableId?, payload}`) and resolves
   * with its answer; the answering `ext` frame is `reply.frame`.
   */
  ext(game: string, name: string, payload: unknown, tableId?: string): Promise<Reply> {
    return this.request({ type: 'ext', game, name, payload, ...(tableId ? { tableId } : {}) });
  }

  /** Calls `cb` with every `ext` frame of this game and name (answers included); returns the unsubscribe. */
  onExt(game: string, name: string, cb: (frame: ExtFrame) => void): () => void {
    const l = (f: ExtFrame) => { if (f.game === game && f.name === name) cb(f); };
    this.extListeners.add(l);
    return () => { this.extListeners.delete(l); };
  }

  dismissNotice(id: number): void {
    this.set({ ...this.state, notices: this.state.notices.filter((n) => n.id !== id) });
  }

  /** Shows a notice in the banner; returns its id (to dismiss it). */
  addNotice(kind: 'info' | 'error', text: string): number {
    const n = notice(kind, text);
    this.set({ ...this.state, notices: [...this.state.notices, n] });
    return n.id;
  }

  /** Forgets a table locally (after leaving it). */
  forgetTable(tableId: string): void {
    const rooms = { ...this.state.rooms };
    const games = { ...this.state.games };
    delete rooms[tableId];
    delete games[tableId];
    this.set({ ...this.state, rooms, games });
  }

  retryNow(): void {
    if (this.closed || this.state.status === 'open' || this.state.status === 'failed') return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.open();
  }

  private set(next: SessionState): void {
    this.state = next;
    for (const l of this.listeners) l();
  }

  private open(): void {
    let ws: WebSocket;
    try {
      const secure = this.opts.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
      ws = new this.WS(wsUrl(this.opts.hostPort, secure));
    } catch (e) {
      this.set({ ...this.state, status: 'failed', fatal: appText('net.cannotConnect', { host: this.opts.hostPort, error: (e as Error).message }) });
      return;
    }
    this.attach(ws, false);
  }

  /** Makes `ws` this connection's link: its hello (unless `helloSent`: it is open and said it), its frames, its end. */
  private attach(ws: WebSocket, helloSent: boolean): void {
    this.ws = ws;
    const opened = () => {
      this.lastHeard = Date.now();
      this.startPing();
    };
    if (helloSent) opened();
    ws.onopen = () => {
      if (this.ws !== ws) return;
      ws.send(helloFrame(this.opts.profile, loadToken(this.tokenKey)));
      opened();
    };
    ws.onmessage = (ev) => this.heard(ws, String(ev.data));
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopPing();
      this.failPending(appText('net.lost'));
      if (this.closed || this.state.status === 'failed') return;
      const attempts = this.state.attempts + 1;
      this.set({ ...this.state, status: 'reconnecting', attempts });
      this.retryTimer = setTimeout(() => { this.retryTimer = null; if (!this.closed) this.open(); }, reconnectDelay(attempts - 1));
    };
    ws.onerror = () => { /* onclose follows */ };
  }

  /** A frame from `ws` (ignored once another link has replaced it). */
  private heard(ws: WebSocket, data: string): void {
    if (this.ws !== ws) return;
    this.lastHeard = Date.now();
    let msg: HostMessage;
    try { msg = JSON.parse(data) as HostMessage; } catch { return; }
    if (!msg || typeof msg !== 'object' || typeof (msg as { type?: unknown }).type !== 'string') return;
    this.receive(msg);
  }

  private receive(msg: HostMessage): void {
    if (msg.type === 'welcome') {
      saveToken(this.tokenKey, msg.you.token);
      if (this.opts.noLobby) this.ws?.send(JSON.stringify({ type: 'watchLobby', on: false }));
    }
    if (msg.type === 'error' && msg.ref === 'hello') {
      // A hello the host refuses (bad name, version) will be refused again: stop and say why.
      this.set({ ...this.state, status: 'failed', fatal: refusalText(msg) });
      this.ws?.close();
      return;
    }
    const { state, sync } = reduceHost(this.state, msg);
    this.set(state);
    if (sync) void this.request({ type: 'sync', tableId: sync });
    if (msg.type === 'ext') for (const l of this.extListeners) l(msg);
    const ref = 'ref' in msg ? msg.ref : undefined;
    if (ref && this.pending.has(ref)) {
      const p = this.pending.get(ref)!;
      this.pending.delete(ref);
      clearTimeout(p.timer);
      if (msg.type !== 'error') { p.resolve({ ok: true, frame: msg }); return; }
      const room = p.tableId === undefined ? undefined : this.state.rooms[p.tableId];
      p.resolve({
        ok: false, error: refusalText(msg, seatNames(room)), code: msg.code,
        ...(msg.msg ? { msg: msg.msg } : {}), ...(msg.detail ? { detail: msg.detail } : {}),
      });
    }
  }

  private failPending(error: string): void {
    for (const [, p] of this.pending) { clearTimeout(p.timer); p.resolve({ ok: false, error }); }
    this.pending.clear();
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      const ws = this.ws;
      if (!ws) return;
      if (Date.now() - this.lastHeard > SILENCE_LIMIT_MS) { ws.close(); return; }
      if (ws.readyState === this.WS.OPEN) ws.send(JSON.stringify({ type: 'ping' }));
    }, PING_EVERY_MS);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }
}
