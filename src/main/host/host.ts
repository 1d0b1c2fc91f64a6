/**
 * The authoritative game host: one HTTP server that serves the built
 * renderer, `GET /api/info`, and the WebSocket at `/ws` where clients play.
 * Runs inside Electron's main process or headless (cli.ts); no Electron here.
 *
 *   const host = await startHost({ dataDir, port: 7531, name: 'Kitchen table' });
 *   ... host.close();
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { logFor, resolveOptions } from '../../shared/engine/engine.js';
import type { GameDefinition, Seat } from '../../shared/engine/types.js';
import { GAMES } from '../../shared/games/registry.js';
import {
  DEFAULT_PORT, MAX_FRAME_BYTES, PROTOCOL_VERSION, clientMessage,
  type ClientMessage, type ErrorCode, type GameInfo, type HostMessage, type HostTxt, type TableRoom, type TableSummary,
} from '../../shared/protocol.js';
import { advertise, type Advertiser } from '../discovery/advertise.js';
import { campaignHost } from './campaigns.js';
import { defaultStaticDir, joinUrls } from './paths.js';
import { TokenBucket } from './rate.js';
import { SECURITY_HEADERS, sendPlain, serveStatic } from './static.js';
import { Store, type TableMeta } from './store.js';
import { Table, defaultSeatCount, fail, newTableId, newToken, type Failure, type Person } from './table.js';

export type LogFn = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface HostOptions {
  /** Where tables are kept (created if missing). */
  dataDir: string;
  /** TCP port; 0 = any free port. Default: the first free port from 7531 on. */
  port?: number;
  /** Address to listen on (default all interfaces, so phones can join). */
  bind?: string;
  /** The host's display name (default: the machine's name). */
  name?: string;
  /** The built renderer to serve (default dist/renderer). */
  staticDir?: string;
  /** Advertise over mDNS (default true). */
  mdns?: boolean;
  /** The mDNS advertiser to use (default discovery/advertise.ts; tests inject a fake). */
  advertise?: (opts: { name: string; port: number; txt: HostTxt; onError?: (e: Error) => void }) => Advertiser & { ready?: Promise<void>; name?(): string };
  /** A fixed delay before each bot move; default a natural 600–1200 ms. */
  botDelayMs?: number;
  /** Overrides every scheduled system move's delay (tests and benches; default: the game's own). */
  systemDelayMs?: number;
  /** Games offered (default: the registry). */
  games?: readonly GameDefinition[];
  /** Called (debounced) with the table list whenever it changes. */
  onTablesChanged?: (tables: TableSummary[]) => void;
  log?: LogFn;
  /** Per-connection frame rate limit (default 20/s, bursts of 40). */
  rate?: { perSecond: number; burst: number };
}

export interface RunningHost {
  port: number;
  /** `http://<lan-ip>:<port>/` for each LAN address. */
  urls: string[];
  hostId: string;
  name: string;
  /** Tables as the lobby lists them. */
  tables(): TableSummary[];
  /** Resolves once the host is announced over mDNS (at once when mDNS is off or unavailable). */
  advertised: Promise<void>;
  /** Registers another table-change listener (e.g. the mDNS advertiser). */
  onTablesChanged(listener: (tables: TableSummary[]) => void): () => void;
  /** Says goodbye to every client, stops timers and mDNS, flushes and closes the data files. */
  close(): Promise<void>;
}

interface Sub {
  as: 'player' | 'spectator';
  /** Seat the last state frame was built for (a change means a full resend). */
  seat: Seat | null | undefined;
  /** Length of the full log already covered. */
  logSent: number;
}

interface Conn {
  ws: WebSocket;
  person: Person | null;
  bucket: TokenBucket;
  subs: Map<string, Sub>;
  alive: boolean;
  lastRateError: number;
  lastLobby: string;
}

export const HOST_VERSION = readVersion();

function readVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'magic-table' && pkg.version) return pkg.version;
    } catch {
      // keep looking upwards
    }
    dir = path.dirname(dir);
  }
  return '0.0.0';
}

const defaultLog: LogFn = (level, message) => {
  (level === 'info' ? process.stdout : process.stderr).write(`[host] ${level}: ${message}\n`);
};

/** Natural bot thinking time: 600–1200 ms. */
const naturalDelay = () => 600 + Math.floor(Math.random() * 600);

export function tablesTxt(tables: TableSummary[]): string {
  let out = '';
  for (const t of tables) {
    if (t.status === 'finished') continue;
    const item = `${t.game}:${t.seatsFree}/${t.seats}`;
    if (out.length + item.length + 1 > 200) break;
    out += (out ? ',' : '') + item;
  }
  return out;
}

async function listen(server: http.Server, port: number, bind: string | undefined, search: boolean): Promise<number> {
  for (let p = port, tries = 0; ; p++, tries++) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (e: Error) => { server.off('listening', onListening); reject(e); };
        const onListening = () => { server.off('error', onError); resolve(); };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(p, bind);
      });
      const addr = server.address();
      return typeof addr === 'object' && addr ? addr.port : p;
    } catch (e) {
      if (!search || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || tries >= 50) throw e;
    }
  }
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const log = options.log ?? defaultLog;
  const games = options.games ?? GAMES;
  const store = new Store(options.dataDir);
  const hostId = store.hostId();
  const hostName = (options.name ?? os.hostname()).trim().slice(0, 63) || 'Magic Table';
  const staticDir = options.staticDir ?? defaultStaticDir();
  const rate = options.rate ?? { perSecond: 20, burst: 40 };
  const botDelay = options.botDelayMs === undefined ? naturalDelay : () => options.botDelayMs as number;
  const gameInfos: GameInfo[] = games.map((g) => ({ id: g.id, name: g.name, summary: g.summary, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, options: g.options, rules: g.rules }));
  const listeners = new Set<(tables: TableSummary[]) => void>();
  if (options.onTablesChanged) listeners.add(options.onTablesChanged);

  const conns = new Set<Conn>();
  const tables = new Map<string, Table>();
  /** Tokens this host gave out or holds seats for; unknown tokens are replaced. */
  const issued = new Set<string>();
  let urls: string[] = [];
  let port = 0;
  let closing = false;

  // ------------------------------------------------------------ sending

  const send = (conn: Conn, msg: HostMessage) => {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    conn.ws.send(JSON.stringify(msg));
  };
  const sendError = (conn: Conn, code: ErrorCode, message: string, ref?: string) =>
    send(conn, ref === undefined ? { type: 'error', code, message } : { type: 'error', code, message, ref });
  const sendOk = (conn: Conn, ref?: string) => send(conn, ref === undefined ? { type: 'ok' } : { type: 'ok', ref });

  const summaries = () => [...tables.values()].map((t) => t.summary()).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));

  const isConnected = (token: string, tableId: string) => {
    for (const c of conns) if (c.person?.token === token && c.subs.get(tableId)?.as === 'player') return true;
    return false;
  };

  const joinUrlFor = (id: string) => `${urls[0] ?? `http://127.0.0.1:${port}/`}?table=${id}`;

  const roomFor = (table: Table, conn: Conn): TableRoom => {
    const token = conn.person?.token ?? '';
    const sub = conn.subs.get(table.id);
    let spectators = 0;
    for (const c of conns) if (c.subs.get(table.id)?.as === 'spectator') spectators++;
    return {
      id: table.id,
      game: table.def.id,
      gameName: table.def.name,
      status: table.meta.status,
      options: table.meta.options,
      seats: table.occupants(),
      creatorSeat: table.creatorSeat(),
      youAreCreator: table.isCreator(token),
      yourSeat: sub?.as === 'player' ? table.seatOf(token) : null,
      spectators,
      joinUrl: joinUrlFor(table.id),
      ...(table.def.id === 'magical-library' ? { campaign: campaigns.roomInfo(table) } : {}),
    };
  };

  const sendRoom = (table: Table, conn: Conn, ref?: string) => {
    const room = roomFor(table, conn);
    send(conn, ref === undefined ? { type: 'room', room } : { type: 'room', room, ref });
  };

  /** The state frame for one subscriber; views are computed once per seat per broadcast. */
  const sendState = (table: Table, conn: Conn, full: boolean, cache?: Map<Seat | null, unknown>) => {
    const sub = conn.subs.get(table.id);
    const state = table.state;
    if (!sub || !state) return;
    const seat = sub.as === 'player' && conn.person ? table.seatOf(conn.person.token) : null;
    if (sub.seat !== seat) full = true;
    let view = cache?.get(seat);
    if (view === undefined) {
      view = table.def.view(state, seat);
      cache?.set(seat, view);
    }
    const logEntries = logFor(state.log, seat, full ? 0 : sub.logSent);
    sub.seat = seat;
    sub.logSent = state.log.length;
    send(conn, {
      type: 'state', tableId: table.id, moveNo: table.moves.length, view, toAct: table.toAct(),
      log: logEntries, fullLog: full, result: table.result(),
    });
  };

  const subscribers = (table: Table) => [...conns].filter((c) => c.subs.has(table.id));

  // ------------------------------------------------------------ lobby & mDNS

  let lobbyPending = false;
  let lastLobby = '';
  let notifyTimer: NodeJS.Timeout | null = null;
  const lobbyChanged = () => {
    if (lobbyPending) return;
    lobbyPending = true;
    setImmediate(() => {
      lobbyPending = false;
      if (closing) return;
      const list = summaries();
      const json = JSON.stringify(list);
      if (json === lastLobby) return;
      lastLobby = json;
      const frame = JSON.stringify({ type: 'lobby', tables: list } satisfies HostMessage);
      for (const c of conns) if (c.person && c.ws.readyState === c.ws.OPEN) c.ws.send(frame);
      if (notifyTimer) clearTimeout(notifyTimer);
      notifyTimer = setTimeout(() => {
        notifyTimer = null;
        for (const l of listeners) {
          try { l(list); } catch (e) { log('warn', `tables listener: ${(e as Error).message}`); }
        }
      }, 300);
    });
  };

  // ------------------------------------------------------------ tables

  const campaigns = campaignHost({
    dataDir: options.dataDir, store, tables, log,
    broadcast: (table, msg) => { for (const c of subscribers(table)) send(c, msg); },
    roomChanged: (table) => hooks.changed(table, { room: true }),
  });

  const hooks = {
    store,
    botDelayMs: botDelay,
    systemDelayMs: (ms: number) => options.systemDelayMs ?? ms,
    isConnected,
    log,
    changed(table: Table, what: { room?: boolean; state?: boolean }) {
      if (closing) return;
      // A finished campaign game's badges are saved before anyone hears the game is over.
      const campaignNews = what.room ? campaigns.afterGame(table) : null;
      const subs = subscribers(table);
      // One client's failure (a game's view throwing, a closed socket) never stops the others or the host.
      const each = (fn: (c: Conn) => void) => {
        for (const c of subs) {
          try { fn(c); } catch (e) { log('error', `table ${table.id}: update for a client failed: ${(e as Error).stack}`); }
        }
      };
      if (what.state) {
        const cache = new Map<Seat | null, unknown>();
        each((c) => sendState(table, c, false, cache));
      }
      if (what.room) each((c) => sendRoom(table, c));
      if (what.room) lobbyChanged();
      campaignNews?.();
    },
  };

  const findDef = (id: string) => games.find((g) => g.id === id);

  // Bring back every saved table.
  const loaded = store.loadAll();
  for (const e of loaded.errors) log('error', `could not load ${e}`);
  for (const { meta, moves, problems } of loaded.tables) {
    const def = findDef(meta.game);
    if (!def) { log('warn', `table ${meta.id}: game "${meta.game}" is not available; table kept on disk, not opened`); continue; }
    for (const p of problems) log('warn', `table ${meta.id}: ${p}; the readable moves before it were kept`);
    const table = new Table(meta, def, hooks);
    try {
      const finished = meta.status === 'finished' ? store.listRecords(meta.id).at(-1) ?? null : null;
      table.restore(moves, finished);
      tables.set(meta.id, table);
      campaigns.afterGame(table);
      for (const s of meta.seats) if (s.kind === 'human') issued.add(s.token);
      issued.add(meta.creatorToken);
    } catch (e) {
      log('error', `table ${meta.id}: could not be restored: ${(e as Error).message}`);
      table.close();
    }
  }
  if (tables.size) log('info', `restored ${tables.size} table(s) from ${options.dataDir}`);

  const closeTable = (table: Table) => {
    table.close();
    tables.delete(table.id);
    for (const c of subscribers(table)) {
      c.subs.delete(table.id);
      send(c, { type: 'left', tableId: table.id, reason: 'closed' });
    }
    store.removeTable(table.id);
    lobbyChanged();
  };

  // ------------------------------------------------------------ messages

  const handlers: { [K in ClientMessage['type']]: (conn: Conn, person: Person, msg: Extract<ClientMessage, { type: K }>) => Failure | null | 'done' } = {
    hello: (conn, _person, msg) => hello(conn, msg),
    ping: (conn, _p, msg) => { send(conn, msg.ref === undefined ? { type: 'pong' } : { type: 'pong', ref: msg.ref }); return 'done'; },
    createTable: (conn, person, msg) => {
      const def = findDef(msg.game);
      if (!def) return fail('bad_options', `There is no game "${msg.game}" here; choose one of ${games.map((g) => g.name).join(', ')}`);
      if (tables.size >= 200) return fail('forbidden', 'This host already has 200 tables; close some first');
      const seats = defaultSeatCount(def);
      const resolved = resolveOptions(def, msg.options, seats);
      if (!resolved.ok) return fail('bad_options', resolved.error);
      const id = newTableId((x) => tables.has(x));
      const meta: TableMeta = {
        id, game: def.id, options: resolved.options, seats: Array.from({ length: seats }, () => ({ kind: 'open' as const })),
        creatorToken: person.token, status: 'lobby', seed: null, gameNo: 0, createdAt: Date.now(), kicked: [],
      };
      const table = new Table(meta, def, hooks);
      tables.set(id, table);
      table.sit(person, 0);
      conn.subs.set(id, { as: 'player', seat: undefined, logSent: 0 });
      sendRoom(table, conn, msg.ref);
      for (const c of subscribers(table)) if (c !== conn) sendRoom(table, c);
      lobbyChanged();
      return 'done';
    },
    joinTable: (conn, person, msg) => {
      const table = tables.get(msg.tableId);
      if (!table) return fail('no_table', 'That table does not exist (any more)');
      if (msg.as === 'player') {
        const seat = table.sit(person, msg.seat);
        if (typeof seat !== 'number') return seat;
      }
      const prev = conn.subs.get(table.id);
      conn.subs.set(table.id, { as: msg.as, seat: undefined, logSent: 0 });
      table.afterBroadcast(() => {
        if (!prev || prev.as !== msg.as) for (const c of subscribers(table)) if (c !== conn) sendRoom(table, c);
        sendRoom(table, conn, msg.ref);
        sendState(table, conn, true);
      });
      return 'done';
    },
    leaveTable: (conn, person, msg) => {
      const table = tables.get(msg.tableId);
      if (!table) return fail('no_table', 'That table does not exist (any more)');
      conn.subs.delete(table.id);
      // A person leaves their seat everywhere (every tab of theirs).
      if (table.seatOf(person.token) !== null || table.isCreator(person.token)) {
        for (const c of conns) {
          if (c !== conn && c.person?.token === person.token && c.subs.delete(table.id)) send(c, { type: 'left', tableId: table.id, reason: 'left' });
        }
        const { closeTable: close } = table.leave(person.token);
        if (close) closeTable(table);
      } else {
        hooks.changed(table, { room: true });
      }
      // A finished table closes when the last one watching it leaves (its records are kept).
      if (tables.has(table.id) && table.meta.status === 'finished' && subscribers(table).length === 0) closeTable(table);
      sendOk(conn, msg.ref);
      send(conn, { type: 'left', tableId: table.id, reason: 'left' });
      return 'done';
    },
    setOptions: (_c, person, msg) => withTable(msg.tableId, (t) => campaigns.checkOptions(t, person.token, msg.options) ?? t.setOptions(person.token, msg.options)),
    setSeats: (_c, person, msg) => withTable(msg.tableId, (t) => t.setSeats(person.token, msg.seats)),
    addBot: (_c, person, msg) => withTable(msg.tableId, (t) => {
      const r = t.addBot(person.token, msg.seat, msg.level);
      return typeof r === 'number' ? null : r;
    }),
    removeBot: (_c, person, msg) => withTable(msg.tableId, (t) => t.removeBot(person.token, msg.seat)),
    kick: (_c, person, msg) => withTable(msg.tableId, (t) => {
      const r = t.kick(person.token, msg.seat);
      if (typeof r !== 'string') return r;
      for (const c of conns) {
        if (c.person?.token === r && c.subs.get(t.id)?.as === 'player') {
          c.subs.delete(t.id);
          send(c, { type: 'left', tableId: t.id, reason: 'kicked' });
        }
      }
      hooks.changed(t, { room: true });
      return null;
    }),
    ready: (_c, person, msg) => withTable(msg.tableId, (t) => t.setReady(person.token, msg.ready)),
    start: (_c, person, msg) => withTable(msg.tableId, (t) => campaigns.checkStart(t, person.token) ?? t.start(person.token)),
    move: (conn, person, msg) => {
      const table = tables.get(msg.tableId);
      if (!table) return fail('no_table', 'That table does not exist (any more)');
      const err = table.move(person.token, msg.move);
      if (err) return err;
      // The reply follows the state frame, which waits for the move's fsync.
      table.afterBroadcast(() => sendOk(conn, msg.ref));
      return 'done';
    },
    ...campaigns.handlers<Conn>(send),
    ext: () => fail('bad_frame', 'No game here has an extension yet'),
    sync: (conn, _p, msg) => {
      const table = tables.get(msg.tableId);
      if (!table) return fail('no_table', 'That table does not exist (any more)');
      if (!conn.subs.has(table.id)) return fail('forbidden', 'Join the table (as a player or a watcher) first');
      table.afterBroadcast(() => {
        sendRoom(table, conn, msg.ref);
        sendState(table, conn, true);
      });
      return 'done';
    },
  };

  const withTable = (id: string, fn: (t: Table) => Failure | null): Failure | null => {
    const table = tables.get(id);
    if (!table) return fail('no_table', 'That table does not exist (any more)');
    return fn(table);
  };

  const hello = (conn: Conn, msg: Extract<ClientMessage, { type: 'hello' }>): Failure | 'done' => {
    if (msg.protocol !== PROTOCOL_VERSION) {
      const advice = msg.protocol < PROTOCOL_VERSION ? 'update this Magic Table client' : 'update Magic Table on the host';
      return fail('version', `This host runs protocol version ${PROTOCOL_VERSION}; your client speaks version ${msg.protocol}: ${advice}`);
    }
    const token = msg.token && issued.has(msg.token) ? msg.token : conn.person?.token ?? newToken();
    if (conn.person && conn.person.token !== token) {
      // Another identity on this connection: it keeps nothing of the previous one.
      const was = [...conn.subs.keys()];
      conn.subs.clear();
      for (const id of was) { const t = tables.get(id); if (t) hooks.changed(t, { room: true }); }
    }
    issued.add(token);
    const person: Person = { token, name: msg.name, colour: msg.colour.toLowerCase() };
    conn.person = person;
    send(conn, {
      type: 'welcome', protocol: PROTOCOL_VERSION, hostName, hostId, version: HOST_VERSION,
      you: { name: person.name, colour: person.colour, token }, games: gameInfos, joinUrls: urls,
      ...(msg.ref === undefined ? {} : { ref: msg.ref }),
    });
    const list = summaries();
    send(conn, { type: 'lobby', tables: list });
    // Back to every seat this token holds: the full room and view.
    for (const table of tables.values()) {
      if (table.seatOf(token) === null) continue;
      table.rename(person);
      const fresh = !conn.subs.has(table.id);
      if (fresh) conn.subs.set(table.id, { as: 'player', seat: undefined, logSent: 0 });
      table.afterBroadcast(() => {
        if (fresh) for (const c of subscribers(table)) if (c !== conn) sendRoom(table, c);
        sendRoom(table, conn);
        sendState(table, conn, true);
      });
    }
    return 'done';
  };

  const onFrame = (conn: Conn, data: RawData, isBinary: boolean) => {
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
    if (!conn.bucket.take()) {
      const now = performance.now();
      if (now - conn.lastRateError > 1000) {
        conn.lastRateError = now;
        sendError(conn, 'rate_limited', 'Too many messages: slow down (at most 20 a second)');
      }
      return;
    }
    if (size > MAX_FRAME_BYTES) return sendError(conn, 'too_big', `A message may be at most ${MAX_FRAME_BYTES} bytes; this one was ${size}`);
    if (isBinary) return sendError(conn, 'bad_frame', 'Messages are JSON text frames');
    let json: unknown;
    try {
      json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data as ArrayBuffer)]).toString('utf8'));
    } catch {
      return sendError(conn, 'bad_frame', 'That message is not valid JSON');
    }
    const ref = json && typeof json === 'object' && typeof (json as { ref?: unknown }).ref === 'string' && (json as { ref: string }).ref.length <= 64
      ? (json as { ref: string }).ref : undefined;
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path?.length ? ` (at ${issue.path.join('.')})` : '';
      return sendError(conn, 'bad_frame', `Malformed message${where}: ${issue?.message ?? 'invalid'}`, ref);
    }
    const msg = parsed.data;
    if (msg.type !== 'hello' && msg.type !== 'ping' && !conn.person) return sendError(conn, 'not_hello', 'Say hello first (your name, colour and protocol version)', msg.ref);
    let out: Failure | null | 'done';
    try {
      out = (handlers[msg.type] as (c: Conn, p: Person, m: ClientMessage) => Failure | null | 'done')(conn, conn.person as Person, msg);
    } catch (e) {
      log('error', `handling ${msg.type}: ${(e as Error).stack}`);
      out = fail('internal', 'The host could not handle that message; nothing changed');
    }
    if (out === 'done') return;
    if (out) return sendError(conn, out.code, out.message, msg.ref);
    sendOk(conn, msg.ref);
  };

  // ------------------------------------------------------------ HTTP + WS

  const server = http.createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://host.invalid');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendPlain(res, 405, 'Only GET and HEAD are served here');
      }
      const rawPath = (req.url ?? '/').split('?')[0].split('#')[0];
      if (url.pathname === '/api/info') {
        const body = JSON.stringify({
          name: hostName, hostId, protocol: PROTOCOL_VERSION, version: HOST_VERSION, port, urls, tables: summaries(),
        });
        res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
        return void res.end(req.method === 'HEAD' ? undefined : body);
      }
      if (url.pathname === '/ws') return sendPlain(res, 426, 'This address speaks WebSocket only');
      serveStatic(staticDir, req, res, rawPath);
    } catch (e) {
      log('error', `HTTP ${req.method} ${String(req.url).slice(0, 200)}: ${(e as Error).message}`);
      if (!res.headersSent) sendPlain(res, 400, 'Bad request');
      else res.destroy();
    }
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  // ws closes a frame beyond 4× the limit outright; up to that, the handler answers `too_big`.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES * 4, perMessageDeflate: false });
  server.on('upgrade', (req, socket, head) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== '/ws' || closing) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws: WebSocket) => {
    const conn: Conn = {
      ws, person: null, bucket: new TokenBucket(rate.perSecond, rate.burst), subs: new Map(), alive: true, lastRateError: -Infinity, lastLobby: '',
    };
    conns.add(conn);
    ws.on('pong', () => { conn.alive = true; });
    ws.on('message', (data, isBinary) => {
      try {
        onFrame(conn, data, isBinary);
      } catch (e) {
        log('error', `frame: ${(e as Error).stack}`);
      }
    });
    ws.on('error', (e) => log('warn', `connection: ${e.message}`));
    ws.on('close', () => {
      conns.delete(conn);
      for (const id of conn.subs.keys()) {
        const table = tables.get(id);
        if (table) for (const c of subscribers(table)) sendRoom(table, c);
      }
    });
  });

  const heartbeat = setInterval(() => {
    for (const c of conns) {
      if (!c.alive) { c.ws.terminate(); continue; }
      c.alive = false;
      try { c.ws.ping(); } catch { /* closing */ }
    }
  }, 30_000);
  heartbeat.unref();

  const wanted = options.port ?? DEFAULT_PORT;
  try {
    port = await listen(server, wanted, options.bind, options.port === undefined);
  } catch (e) {
    // Nothing keeps running after a failed start: timers, tables, files.
    clearInterval(heartbeat);
    for (const t of tables.values()) t.close();
    wss.close();
    store.close();
    throw e;
  }
  urls = joinUrls(port, options.bind);
  log('info', `listening on port ${port}: ${urls.join(' ')}`);

  // ------------------------------------------------------------ mDNS

  let advertiser: ReturnType<NonNullable<HostOptions['advertise']>> | null = null;
  const txt = (): HostTxt => ({ pv: String(PROTOCOL_VERSION), name: hostName, id: hostId, tables: tablesTxt(summaries()) });
  if (options.mdns !== false) {
    try {
      advertiser = (options.advertise ?? advertise)({ name: hostName, port, txt: txt(), onError: (e) => log('warn', `mDNS: ${e.message}`) });
      listeners.add(() => advertiser?.update(txt()));
      void advertiser.ready?.then(() => { if (!closing) log('info', `advertised over mDNS as "${advertiser?.name?.() ?? hostName}"`); });
    } catch (e) {
      log('warn', `mDNS advertising unavailable: ${(e as Error).message}`);
    }
  }
  lobbyChanged();

  let closeStarted: Promise<void> | null = null;
  const close = () => (closeStarted ??= closeNow());
  const closeNow = async () => {
    clearInterval(heartbeat);
    if (notifyTimer) clearTimeout(notifyTimer);
    for (const t of tables.values()) t.stopTimers();
    // Moves already accepted reach the disk and their players before the goodbye.
    await Promise.all([...tables.values()].map((t) => t.idle()));
    closing = true;
    for (const t of tables.values()) t.close();
    const goodbye = JSON.stringify({ type: 'goodbye', message: `${hostName} is closing; your seats are kept` } satisfies HostMessage);
    const closed = [...conns].map((c) => new Promise<void>((resolve) => {
      if (c.ws.readyState === c.ws.CLOSED) return resolve();
      const t = setTimeout(() => { c.ws.terminate(); resolve(); }, 500);
      c.ws.once('close', () => { clearTimeout(t); resolve(); });
      try {
        c.ws.send(goodbye);
        c.ws.close(1001, 'host closing');
      } catch {
        c.ws.terminate();
      }
    }));
    await Promise.all(closed);
    if (advertiser) {
      try { await advertiser.stop(); } catch (e) { log('warn', `mDNS stop: ${(e as Error).message}`); }
    }
    wss.close();
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await stopped;
    store.close();
    log('info', 'closed');
  };

  return {
    port,
    urls,
    hostId,
    name: hostName,
    tables: summaries,
    advertised: advertiser?.ready ?? Promise.resolve(),
    onTablesChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close,
  };
}
