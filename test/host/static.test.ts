/**
 * The host serves the built renderer and nothing else: no path outside the
 * build folder (`..`, `%2e%2e`, encoded slashes, backslashes, absolute paths,
 * NUL bytes, symlinks out), no directory listing, index.html for `/` and
 * client routes, correct content types, a strict CSP on every response.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../src/main/host/negotiate.js';
import { resolveStatic } from '../../src/main/host/static.js';
import { highCard } from './fixtures/highcard.js';
import { tempDir, testHost, type TestHost } from './support/host.js';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
const BIG = Buffer.from('console.log("the same line, again and again");\n'.repeat(200));
let h: TestHost;
let root: string;

beforeAll(async () => {
  const base = tempDir('mt-static-');
  root = path.join(base, 'renderer');
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Magic Table</title><script type="module" src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log("app")');
  fs.writeFileSync(path.join(root, 'assets', 'app.css'), 'body{}');
  fs.writeFileSync(path.join(root, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(base, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(base, 'renderer-secret.txt'), SECRET); // a sibling sharing the folder's prefix
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'assets', 'link.txt'));
  // A big asset with its build-time twins (vite.config.ts makes them for the real build).
  fs.writeFileSync(path.join(root, 'assets', 'big-abc123.js'), BIG);
  fs.writeFileSync(path.join(root, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(BIG));
  fs.writeFileSync(path.join(root, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(BIG));
  fs.writeFileSync(path.join(root, 'assets', 'only-gz.css'), BIG);
  fs.writeFileSync(path.join(root, 'assets', 'only-gz.css.gz'), zlib.gzipSync(BIG));
  h = await testHost({ games: [highCard], staticDir: root, dataDir: path.join(base, 'data') });
});
afterAll(async () => { await h?.close(); });

/** A raw HTTP request, so that the path reaches the host exactly as written. */
function raw(target: string, method = 'GET'): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const s = net.connect(h.port, '127.0.0.1', () => s.end(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let data = '';
    s.setEncoding('latin1');
    s.on('data', (d) => { data += d; });
    s.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    s.on('error', reject);
  });
}

/** A GET with exactly these headers; the body as sent (not decompressed). */
function get(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: h.port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  it('serves index.html for / and client routes, assets with their content types, and a strict CSP', async () => {
    const index = await fetch(`http://127.0.0.1:${h.port}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = index.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await index.text()).toContain('<title>Magic Table</title>');
    for (const [p, type] of [['/assets/app.js', 'text/javascript; charset=utf-8'], ['/assets/app.css', 'text/css; charset=utf-8'], ['/assets/logo.svg', 'image/svg+xml']]) {
      const r = await fetch(`http://127.0.0.1:${h.port}${p}`);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-type'), p).toBe(type);
      expect(r.headers.get('content-security-policy')).toBe(csp);
    }
    const route = await fetch(`http://127.0.0.1:${h.port}/table/abc?x=1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('Magic Table');
    expect((await fetch(`http://127.0.0.1:${h.port}/assets/missing.js`)).status).toBe(404);
    const head = await fetch(`http://127.0.0.1:${h.port}/assets/app.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('18');
    expect(await head.text()).toBe('');
    expect((await raw('/', 'POST')).status).toBe(405);
    expect((await raw('/', 'DELETE')).status).toBe(405);
  });

  it('lists no folder', async () => {
    for (const p of ['/assets', '/assets/', '/assets//']) {
      const r = await raw(p);
      expect(r.status, p).toBe(404);
      expect(r.body).not.toContain('app.js');
    }
  });

  it('never serves a file outside the build folder', async () => {
    const attempts = [
      '/../secret.txt', '/../../../../../../etc/passwd', '/assets/../../secret.txt',
      '/%2e%2e/secret.txt', '/%2E%2E/secret.txt', '/%2e%2e%2fsecret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt',
      '/%252e%252e/secret.txt', '/..%5csecret.txt', '/..\\secret.txt', '/assets\\..\\..\\secret.txt',
      `/${root}/../secret.txt`, `/${path.dirname(root)}/secret.txt`, '//etc/passwd', '/C:/Windows/win.ini', '/c:%5cwindows%5cwin.ini',
      '/%00', '/index.html%00.js', '/assets/app.js%00', '/assets/link.txt', '/../renderer-secret.txt', '/%2e%2e/renderer-secret.txt',
      'http://127.0.0.1/../secret.txt', '/%c0%ae%c0%ae/secret.txt', '/%', '/%zz',
    ];
    for (const p of attempts) {
      const r = await raw(p);
      expect(r.body, p).not.toContain(SECRET);
      expect(r.body, p).not.toContain('root:');
      expect([200, 400, 404], p).toContain(r.status);
      if (r.status === 200) expect(r.body, p).toContain('<title>Magic Table</title>'); // only ever the app itself
    }
  });

  it('resolves paths purely inside the folder', () => {
    expect(resolveStatic(root, '/')).toEqual({ file: path.join(fs.realpathSync(root), 'index.html') });
    expect(resolveStatic(root, '/%2e%2e/secret.txt')).toMatchObject({ status: 400 });
    expect(resolveStatic(root, '/a\0b')).toMatchObject({ status: 400 });
    expect(resolveStatic(root, 'secret.txt')).toMatchObject({ status: 400 });
    expect(resolveStatic(path.join(root, 'nope'), '/')).toMatchObject({ status: 404 });
  });

  it('answers /api/info and refuses WebSocket upgrades elsewhere than /ws', async () => {
    const info = await (await fetch(`http://127.0.0.1:${h.port}/api/info`)).json();
    expect(info).toMatchObject({ name: 'Test host', protocol: 3, hostId: h.hostId });
    const r = await new Promise<string>((resolve) => {
      const s = net.connect(h.port, '127.0.0.1', () => s.write('GET /other HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'));
      let d = '';
      s.on('data', (x) => { d += x; });
      s.on('close', () => resolve(d));
    });
    expect(r).toMatch(/^HTTP\/1.1 404/);
  });
});

describe('compressed and cached static files', () => {
  it('sends the brotli twin, else the gzip one, else the file, as Accept-Encoding allows', async () => {
    const br = await get('/assets/big-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BIG.length / 5);
    expect(zlib.brotliDecompressSync(br.body).equals(BIG)).toBe(true);
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");

    const gz = await get('/assets/big-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(BIG)).toBe(true);

    const none = await get('/assets/big-abc123.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
    expect(none.body.equals(BIG)).toBe(true);

    const refused = await get('/assets/big-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const onlyGz = await get('/assets/only-gz.css', { 'Accept-Encoding': 'br, gzip' });
    expect(onlyGz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(onlyGz.body).equals(BIG)).toBe(true);
    const head = await get('/assets/big-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(br.body.length);
    expect(head.body.length).toBe(0);
  });

  it('caches hashed assets as immutable, revalidates index.html, and answers 304 to a matching ETag', async () => {
    const asset = await get('/assets/big-abc123.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await get('/', { 'Accept-Encoding': 'br' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const etag = index.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    // Each encoding is its own representation with its own tag.
    const brTag = asset.headers.etag!;
    const gzTag = (await get('/assets/big-abc123.js', { 'Accept-Encoding': 'gzip' })).headers.etag!;
    expect(brTag).not.toBe(gzTag);
    expect((await get('/assets/big-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': brTag })).status).toBe(304);
    expect((await get('/assets/big-abc123.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': brTag })).status).toBe(200);
    expect((await get('/assets/big-abc123.js', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('never serves a twin outside the folder', async () => {
    fs.writeFileSync(path.join(path.dirname(root), 'renderer-outside.js.br'), SECRET);
    const r = await get('/../renderer-outside.js', { 'Accept-Encoding': 'br' });
    expect(r.status).toBe(400);
    expect(r.body.toString()).not.toContain(SECRET);
  });
});
