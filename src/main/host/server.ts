/**
 * The host's HTTP server: the built renderer (static.ts), `GET /api/info`,
 * and the WebSocket upgrade at `/ws` (any other upgrade path is refused).
 * Connections get a heartbeat ping every 30 s; one that missed the last is
 * dropped.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_FRAME_BYTES } from '../../shared/protocol.js';
import type { Conn } from './connection.js';
import type { LogFn } from './log.js';
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
  log: LogFn;
  /** The body of `GET /api/info`. */
  info(): unknown;
  /** Refuse new WebSocket connections (the host is closing). */
  closing(): boolean;
  /** A new WebSocket connection. */
  onConnection(ws: WebSocket): void;
  /** Every open connection (for the heartbeat). */
  conns(): Iterable<Conn>;
}

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
  const server = http.createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://host.invalid');
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
      serveStatic(deps.staticDir, req, res, rawPath);
    } catch (e) {
      deps.log('error', `HTTP ${req.method} ${String(req.url).slice(0, 200)}: ${(e as Error).message}`);
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

  // ws closes a frame beyond 4× the limit outright; up to that, the frame checks answer `too_big`.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES * 4, perMessageDeflate: false });
  server.on('upgrade', (req, socket, head) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== '/ws' || deps.closing()) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  wss.on('connection', (ws: WebSocket) => deps.onConnection(ws));

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
