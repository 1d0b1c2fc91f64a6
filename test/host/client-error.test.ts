/**
 * A request that comes too late is answered 408, which a browser sends again; never a 400, which fails it.
 *
 * Seen in the browser tests: the game screen sometimes showed "Failed to fetch dynamically imported module" when a
 * game started. The browser had opened a connection ahead of need; when the game started it sent the chunk's request
 * on it while the host was busy starting the game. Node then judged the connection, silent since it opened more than
 * `headersTimeout` (5 s) ago, before it read the request, and the host answered the request 400. Chromium sends a
 * request again after a 408 on such a connection, not after a 400. Real host, real sockets; about 7 s (the host's own
 * timeouts).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorAnswer } from '../../src/main/host/server.js';
import { highCard } from './fixtures/highcard.js';
import { testHost, type TestHost } from './support/host.js';

let h: TestHost;
beforeAll(async () => { h = await testHost({ games: [highCard] }); });
afterAll(async () => { await h?.close(); });

/** A raw connection: `script(socket)` runs once it is open; resolves with all the host sent once it closed. */
function rawConnection(script: (s: net.Socket) => void): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    let text = '';
    const s = net.connect(h.port, '127.0.0.1', () => script(s));
    s.setEncoding('utf8');
    s.on('data', (d: string) => { text += d; });
    s.on('close', () => resolve({ text, ms: Date.now() - t0 }));
    s.on('error', reject);
    setTimeout(() => { s.destroy(); reject(new Error(`still open after 15 s; the host sent: ${JSON.stringify(text)}`)); }, 15_000).unref();
  });
}

/** Holds this process (and so the host in it) for `ms`, as a host busy starting a game does. */
function busy(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) { /* the host is busy */ }
}

describe('a late request', () => {
  it('the answers: 408 for a request too late, 431 for headers too large, 400 for the rest; each closes', () => {
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT')).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(clientErrorAnswer('HPE_HEADER_OVERFLOW')).toMatch(/^HTTP\/1\.1 431 /);
    expect(clientErrorAnswer('HPE_INVALID_METHOD')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(clientErrorAnswer(undefined)).toMatch(/^HTTP\/1\.1 400 /);
    for (const code of ['ERR_HTTP_REQUEST_TIMEOUT', 'HPE_INVALID_METHOD']) expect(clientErrorAnswer(code)).toMatch(/\r\nConnection: close\r\n.*\r\n\r\n$/s);
  });

  it('a connection that says nothing is closed with a 408; a request sent on it as the host closes it is answered 408', { timeout: 20_000 }, async () => {
    const [silent, late] = await Promise.all([
      rawConnection(() => { /* a browser's connection opened ahead of need, never used */ }),
      rawConnection((s) => {
        // Used just before the host's 5 s, while the host is busy (here, in the same process: this test holds it).
        // When it is free again, Node judges the connection (its timers come first) before it reads the request.
        setTimeout(() => setImmediate(() => {
          busy(700);
          s.write(`GET /api/info HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\n\r\n`);
          busy(800);
        }), 4_800);
      }),
    ]);
    expect(silent.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(silent.ms).toBeGreaterThanOrEqual(4_900);
    expect(late.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(late.text).not.toContain('400');
  });

  it('a broken request is answered 400 and the host goes on serving', async () => {
    const broken = await rawConnection((s) => s.write('NOT HTTP AT ALL\r\n\r\n'));
    expect(broken.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const info = await fetch(`http://127.0.0.1:${h.port}/api/info`);
    expect(info.status).toBe(200);
  });
});
