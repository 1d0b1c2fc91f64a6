/**
 * The host's HTTP server: the built renderer (static.ts), `GET /api/info`,
 * and the WebSocket upgrade at `/ws` (any other upgrade path is refused).
 * Every request must name this machine in `Host` (421 otherwise) and an
 * upgrade must come from the host's own page or no page (`Origin`, 403
 * otherwise): origin.ts. WebSocket connections are capped per remote address
 * and in total (503 over the cap). Connections get a heartbeat ping every
 * 30 s; one that missed the last is dropped.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_FRAME_BYTES } from '../../shared/protocol.js';
import type { ManualClock } from './clock.js';
import type { Conn } from './connection.js';
import type { LogFn } from './log.js';
import type { OriginPolicy } from './origin.js';
import type { PrelobbyFn } from './index-page.js';
import { SECURITY_HEADERS, sendPlain, serveStatic } from './static.js';

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

interface ServerDeps {
  staticDir: string;
  /** The lobby pre-rendered into index.html at `/` (lobby-page.ts). */
  prelobby?: PrelobbyFn;
  log: LogFn;
  /** The body of `GET /api/info`. */
  info(): unknown;
  /** Refuse new WebSocket connections (the host is closing). */
  closing(): boolean;
  /** A new WebSocket connection from `address` (the remote address, IPv4-mapped addresses unwrapped). */
  onConnection(ws: WebSocket, address: string): void;
  /** Every open connection (for the heartbeat). */
  conns(): Iterable<Conn>;
  /** Which `Host` and `Origin` headers are this host's own. */
  policy: OriginPolicy;
  /** At most this many WebSocket connections from one remote address, and in all. */
  limits: ConnectionLimits;
  /** End-to-end tests only (`--fake-clock`): `POST /api/test/advance {"ms": N}` from this machine moves this clock. */
  testClock?: ManualClock;
}

interface ConnectionLimits {
  /** From one remote address on the LAN. */
  perAddress: number;
  /** From this machine itself (loopback): its own app window, the bench, local scripts. */
  loopback: number;
  total: number;
}

const isLoopback = (address: string): boolean => address === '::1' || address.startsWith('127.');

const WRONG_HOST = 'Wrong host: this Magic Table host answers only to its own addresses and names (open the join link it shows)';
const WRONG_ORIGIN = 'Refused: only the Magic Table page served by this host may connect (this page is from another site)';

/** A plain-text HTTP refusal written on a socket that has not been upgraded. */
function refuseUpgrade(socket: Duplex, status: number, reason: string, text: string): void {
  const body = Buffer.from(`${text}\n`, 'utf8');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body.toString('utf8')}`);
}

/** `::ffff:10.0.0.5` and `10.0.0.5` are one address. */
const addressKey = (a: string | undefined): string => (a ?? '?').replace(/^::ffff:/i, '');

export interface HostServer {
  http: http.Server;
  wss: WebSocketServer;
  /** Listens on `port` (searching upwards from it when `search`); resolves with the port. */
  listen(port: number, bind: string | undefined, search: boolean): Promise<number>;
  stopHeartbeat(): void;
  /** Stops the heartbeat, the WebSocket server and the HTTP server. */
  close(): Promise<void>;
}

export function createServer(deps: ServerDeps): HostServer {
  // Idle raw sockets (no request, or headers dribbled out) are checked every second, not every 30 s.
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    try {
      if (!deps.policy.hostAllowed(req.headers.host)) return sendPlain(res, 421, WRONG_HOST, req.method === 'HEAD');
      const url = new URL(req.url ?? '/', 'http://host.invalid');
      if (deps.testClock && url.pathname === '/api/test/advance' && req.method === 'POST') return advanceClock(deps.testClock, req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendPlain(res, 405, 'Only GET and HEAD are served here');
      }
      const rawPath = (req.url ?? '/').split('?')[0].split('#')[0];
      if (url.pathname === '/api/info') {
        const body = JSON.stringify(deps.info());
        res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
        return void res.end(req.method === 'HEAD' ? undefined : body);
      }
      if (url.pathname === '/ws') return sendPlain(res, 426, 'This address speaks WebSocket only');
      serveStatic(deps.staticDir, req, res, rawPath, deps.prelobby);
    } catch (e) {
      deps.log('error', `HTTP ${req.method} ${String(req.url).slice(0, 200)}: ${(e as Error).message}`);
      if (!res.headersSent) sendPlain(res, 400, 'Bad request');
      else res.destroy();
    }
  });
  server.headersTimeout = 5_000;
  server.requestTimeout = 30_000;
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // A response already under way on this socket is not interrupted by an error's answer.
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (socket.writable && !answering) socket.end(clientErrorAnswer(err.code));
    else socket.destroy();
  });

  // ws closes a frame beyond 4× the limit outright; up to that, the frame checks answer `too_big`.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES * 4, perMessageDeflate: false });
  const perAddress = new Map<string, number>();
  let total = 0;
  server.on('upgrade', (req, socket, head) => {
    // Refusals in this order: no such path (404), another host's name (421), another site's page (403), over a cap (503).
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== '/ws' || deps.closing()) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    if (!deps.policy.hostAllowed(req.headers.host)) return refuseUpgrade(socket, 421, 'Misdirected Request', WRONG_HOST);
    if (!deps.policy.originAllowed(req.headers.origin)) return refuseUpgrade(socket, 403, 'Forbidden', WRONG_ORIGIN);
    const address = addressKey(req.socket.remoteAddress);
    const mine = perAddress.get(address) ?? 0;
    const cap = isLoopback(address) ? deps.limits.loopback : deps.limits.perAddress;
    if (mine >= cap) {
      return refuseUpgrade(socket, 503, 'Service Unavailable', `Too many connections from your address (at most ${cap}): close some tabs and try again`);
    }
    if (total >= deps.limits.total) {
      return refuseUpgrade(socket, 503, 'Service Unavailable', `The host is full (at most ${deps.limits.total} connections): try again later`);
    }
    // Counted from here, so that upgrades in flight count too; released when the socket closes.
    perAddress.set(address, mine + 1);
    total++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      total--;
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n > 0) perAddress.set(address, n);
      else perAddress.delete(address);
    };
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => deps.onConnection(ws, address));
  });

  const heartbeat = setInterval(() => {
    for (const c of deps.conns()) {
      if (!c.alive) { c.ws.terminate(); continue; }
      c.alive = false;
      try { c.ws.ping(); } catch { /* closing */ }
    }
  }, 30_000);
  heartbeat.unref();

  return {
    http: server,
    wss,
    listen: (port, bind, search) => listen(server, port, bind, search),
    stopHeartbeat: () => clearInterval(heartbeat),
    async close() {
      clearInterval(heartbeat);
      wss.close();
      if (!server.listening) return;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopped;
    },
  };
}

/**
 * What a client's broken or late request is answered with, then the connection closes. A request that came too late
 * is a 408, not a 400: Node judges a connection that sent nothing for `headersTimeout` late, and a browser's connection
 * opened ahead of need (a preconnect) is one, until the browser uses it; a request sent on it just as the host closes it
 * is answered 408, which the browser sends again on a new connection (a 400 fails the page's import: the game screen
 * once did not load, test/host/client-error.test.ts).
 */
export function clientErrorAnswer(code: string | undefined): string {
  const status = code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout'
    : code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
      : '400 Bad Request';
  return `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
}

/** `POST /api/test/advance {"ms": N}` (only with `--fake-clock`, only from this machine): moves the host's clock on. */
function advanceClock(clock: ManualClock, req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!isLoopback(addressKey(req.socket.remoteAddress))) return sendPlain(res, 403, 'Only from this machine');
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (d: string) => { body += d; if (body.length > 100) req.destroy(); });
  req.on('end', () => {
    let ms = NaN;
    try { ms = Number((JSON.parse(body) as { ms?: unknown }).ms); } catch { /* below */ }
    if (!Number.isFinite(ms) || ms < 0 || ms > 7 * 86_400_000) return sendPlain(res, 400, 'Send {"ms": N} with 0 ≤ N ≤ a week');
    clock.advance(ms);
    sendPlain(res, 200, `now ${new Date(clock.now()).toISOString()}`);
  });
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
