/**
 * Issue 12, "Other web pages and other hosts" and "Connections are unlimited":
 * a real host on loopback refuses WebSocket upgrades from other sites' pages
 * (`Origin`), requests naming another host (`Host`, DNS rebinding) on every
 * route, connections over the per-address cap (503), and closes a socket that
 * does not say hello in time. Its own page, and clients that send no Origin
 * (the test client, the bench), still connect.
 */
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../../src/shared/protocol.js';
import { highCard } from './fixtures/highcard.js';
import { testHost, type TestHost } from './support/host.js';

let h: TestHost;
const HELLO_TIMEOUT_MS = 300;
const PER_ADDRESS = 4;

beforeAll(async () => {
  h = await testHost({ games: [highCard], helloTimeoutMs: HELLO_TIMEOUT_MS, maxConnections: { perAddress: PER_ADDRESS, loopback: PER_ADDRESS, total: 50 } });
});
afterAll(async () => { await h?.close(); });

interface Answer { status: number; body: string; socket?: net.Socket }

/** A raw WebSocket handshake (or plain GET) with exactly these headers; `Host` omitted when null. */
function request(path: string, headers: Record<string, string>, opts: { host?: string | null; upgrade?: boolean; port?: number } = {}): Promise<Answer> {
  const port = opts.port ?? h.port;
  const host = opts.host === undefined ? `127.0.0.1:${port}` : opts.host;
  const upgrade = opts.upgrade ?? path === '/ws';
  const all: Record<string, string> = {
    ...(host === null ? {} : { Host: host }),
    ...(upgrade ? { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version': '13' } : { Connection: 'close' }),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers: all, setHost: false, timeout: 3000 });
    req.on('upgrade', (res, socket) => resolve({ status: res.statusCode ?? 0, body: '', socket }));
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

async function expectAccepted(headers: Record<string, string>, host?: string): Promise<void> {
  const a = await request('/ws', headers, { host });
  expect(a.status).toBe(101);
  a.socket?.destroy();
}

describe('Origin on WebSocket upgrades', () => {
  it('refuses another site\'s page with 403 and a clear text', async () => {
    const a = await request('/ws', { Origin: 'http://evil.example' });
    expect(a.status).toBe(403);
    expect(a.body).toMatch(/another site/);
  });

  it('refuses Origin: null, another port of the host\'s address, and https look-alikes', async () => {
    for (const origin of ['null', `http://${os.hostname().toLowerCase()}.evil.example:${h.port}`, `https://evil.example:${h.port}`, `http://127.0.0.1.evil.example:${h.port}`]) {
      const a = await request('/ws', { Origin: origin });
      expect(a.status, origin).toBe(403);
    }
  });

  it('accepts the host\'s own page, the desktop app\'s loopback page, and no Origin at all', async () => {
    await expectAccepted({ Origin: `http://127.0.0.1:${h.port}` });
    await expectAccepted({ Origin: `http://localhost:${h.port}` }, `localhost:${h.port}`);
    await expectAccepted({ Origin: 'http://127.0.0.1:49152' }); // the app window's UI server, another port
    await expectAccepted({});
    const c = new WebSocket(`ws://127.0.0.1:${h.port}/ws`, { origin: `http://127.0.0.1:${h.port}` });
    await new Promise<void>((resolve, reject) => { c.once('open', () => resolve()); c.once('error', reject); });
    c.close();
  });
});

describe('Host on every route (DNS rebinding)', () => {
  it('refuses /api/info, / and /ws naming another host', async () => {
    for (const path of ['/api/info', '/', '/favicon.svg']) {
      const a = await request(path, {}, { host: `evil.example:${h.port}` });
      expect(a.status, path).toBe(421);
      expect(a.body, path).toMatch(/Wrong host/);
      expect(a.body).not.toMatch(/Test host/);
    }
    const ws = await request('/ws', { Origin: `http://evil.example:${h.port}` }, { host: `evil.example:${h.port}` });
    expect(ws.status).toBe(421);
    const noOrigin = await request('/ws', {}, { host: 'evil.example' });
    expect(noOrigin.status).toBe(421);
  });

  it('refuses a request without Host (HTTP/1.0)', async () => {
    const r = await new Promise<string>((resolve) => {
      const s = net.connect(h.port, '127.0.0.1', () => s.end('GET /api/info HTTP/1.0\r\n\r\n'));
      let d = '';
      s.setTimeout(3000, () => s.destroy());
      s.on('data', (x) => { d += x; });
      s.on('close', () => resolve(d));
    });
    expect(r).toMatch(/^HTTP\/1.1 421/);
    expect(r).not.toMatch(/Test host/);
  });

  it('answers its own names, with or without the port', async () => {
    for (const host of [`127.0.0.1:${h.port}`, '127.0.0.1', `localhost:${h.port}`, `[::1]:${h.port}`, `${os.hostname()}:${h.port}`]) {
      const a = await request('/api/info', {}, { host });
      expect(a.status, host).toBe(200);
    }
  });

  it('answers its LAN addresses (the join URLs `npm run host` prints) and accepts their page\'s Origin', async () => {
    const lan = Object.values(os.networkInterfaces()).flatMap((l) => l ?? []).filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address);
    for (const ip of lan.slice(0, 4)) {
      expect((await request('/api/info', {}, { host: `${ip}:${h.port}` })).status, ip).toBe(200);
      await expectAccepted({ Origin: `http://${ip}:${h.port}` }, `${ip}:${h.port}`);
    }
  });
});

describe('connection limits', () => {
  // Test clients connect from loopback, whose cap (`loopback`) is the per-address one set small here;
  // a LAN peer's address goes through the same count with `perAddress`.
  it('refuses connections over the per-address cap with 503 and a message, and frees the place on close', async () => {
    const open: net.Socket[] = [];
    try {
      for (let i = 0; i < PER_ADDRESS; i++) {
        const a = await request('/ws', {});
        expect(a.status).toBe(101);
        open.push(a.socket!);
      }
      const over = await request('/ws', {});
      expect(over.status).toBe(503);
      expect(over.body).toMatch(/Too many connections from your address \(at most 4\)/);
      const closed = new Promise<void>((resolve) => open[0].once('close', () => resolve()));
      open.shift()!.destroy();
      await closed;
      // The host sees the close a moment later; bounded retries.
      let status = 0;
      for (let i = 0; i < 20 && status !== 101; i++) {
        const again = await request('/ws', {});
        status = again.status;
        if (again.socket) open.push(again.socket);
        else await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe(101);
    } finally {
      for (const s of open) s.destroy();
    }
  });

  it('refuses connections over the total cap with 503', async () => {
    const small = await testHost({ games: [highCard], maxConnections: { total: 2 } });
    const open: net.Socket[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const a = await request('/ws', {}, { port: small.port });
        if (a.socket) open.push(a.socket);
        if (i < 2) expect(a.status).toBe(101);
        else {
          expect(a.status).toBe(503);
          expect(a.body).toMatch(/at most 2/);
        }
      }
    } finally {
      for (const s of open) s.destroy();
      await small.close();
    }
  });

  it('closes a socket that has not said hello within the timeout, with "Say hello first"', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${h.port}/ws`);
    const started = Date.now();
    const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    const r = await Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000))]);
    expect(r).toEqual({ code: 1008, reason: 'Say hello first' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HELLO_TIMEOUT_MS - 50);
    ws.terminate();
  });

  it('keeps a socket that said hello open past the timeout', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${h.port}/ws`);
    await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
    const welcome = new Promise<void>((resolve) => ws.on('message', (d) => { if (String(d).includes('"welcome"')) resolve(); }));
    ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ada', colour: '#4363d8' }));
    await welcome;
    await new Promise((r) => setTimeout(r, HELLO_TIMEOUT_MS + 200));
    expect(ws.readyState).toBe(ws.OPEN);
    ws.close();
  });
});
