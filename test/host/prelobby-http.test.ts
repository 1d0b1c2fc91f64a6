/**
 * A real host over real HTTP puts its lobby into index.html at `/` (src/main/host/index-page.ts, lobby-page.ts):
 * the tables once they exist, hostile names escaped, the same CSP but for the page's own first script, inline and
 * allowed by its hash (no other inline script), a page that is never stale (no-cache, an ETag of its content, no
 * build-time twin) and compressed as the browser accepts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/main/host/static.js';
import { highCard } from './fixtures/highcard.js';
import { hostKit, tempDir, type TestHost } from './support/host.js';
import { TestClient, type FrameOf } from './support/client.js';

const HOSTILE_PLAYER = `<script>"&'</script>`;
const HOSTILE_HOST = `Bob's "<img src=x>" & co`;
/** As vite.config.ts builds it: the app's entry named in a meta, the first script right after the lobby's mark. */
const TEMPLATE = '<!doctype html>\n<html lang="en">\n<head><meta name="magic-table-app" content="./assets/index-abc.js"></head>\n'
  + '<body>\n<!--prelobby-->\n<script src="./assets/boot-abc.js"></script>\n<div id="root"></div>\n</body>\n</html>\n';

const BOOT = 'document.documentElement.dataset.boot="ran";';

const { host, person } = hostKit({ games: [highCard] });
let root: string;

beforeAll(() => {
  root = path.join(tempDir('mt-prelobby-'), 'renderer');
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(root, 'assets', 'boot-abc.js'), BOOT);
  // A stale twin left from an older build: the page must never be served from it.
  fs.writeFileSync(path.join(root, 'index.html.br'), zlib.brotliCompressSync(Buffer.from('STALE TWIN')));
  fs.writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync(Buffer.from('STALE TWIN')));
});

function get(h: TestHost, target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: h.port, path: target, headers: { Host: `127.0.0.1:${h.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const plain = enc === 'br' ? zlib.brotliDecompressSync(body) : enc === 'gzip' ? zlib.gunzipSync(body) : body;
        resolve({ status: res.statusCode!, headers: res.headers, body, text: plain.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const items = (html: string) => [...html.matchAll(/<li class="table-item">[\s\S]*?<\/li>/g)].map((m) => m[0]);

describe('index.html with the host’s lobby', () => {
  it('has the tables once they are created, hostile names escaped, the CSP unchanged and no inline script', async () => {
    const h = await host({ staticDir: root, name: HOSTILE_HOST });
    const empty = await get(h, '/');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('<div id="prelobby" class="app" lang="en" hidden>');
    expect(items(empty.text)).toHaveLength(0);

    const ann = await person(h, HOSTILE_PLAYER);
    await ann.reply({ type: 'createTable', game: 'highcard' }, 'room');
    const bea = await person(h, 'Bea');
    await bea.reply({ type: 'createTable', game: 'highcard' }, 'room');
    // What anyone who says hello now gets, and what the page shows.
    const look = await TestClient.person(h.port, 'Looker');
    const frame = (await look.waitFor('lobby')) as FrameOf<'lobby'>;
    look.close();
    expect(frame.tables).toHaveLength(2);

    const page = await get(h, '/', { 'Accept-Encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.text).not.toContain('STALE TWIN');
    const li = items(page.text);
    expect(li).toHaveLength(2);
    for (const t of frame.tables) expect(page.text).toContain(`href="#/table/${t.id}"`);
    expect(page.text).toContain('&#60;script&#62;&#34;&#38;&#39;&#60;/script&#62;');
    expect(page.text).toContain('Bob&#39;s &#34;&#60;img src=x&#62;&#34; &#38; co');
    expect(page.text).not.toContain(HOSTILE_PLAYER);
    expect(page.text).not.toContain('<img');
    // Anyone may load the page: no one's token (each creator's included) is in it.
    for (const c of [ann, bea]) expect(page.text).not.toContain(c.token);
    // One script: the page's own first one, inline, none added; it follows the whole lobby, so it finds it read
    // when it runs (and shows it before the first paint).
    const scripts = [...page.text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((s) => s[0])).toEqual([`<script>${BOOT}</script>`]);
    expect(page.text.indexOf('<script')).toBeGreaterThan(page.text.lastIndexOf('</li>'));
    // The CSP allows that one script by its hash, and nothing else more.
    const hash = `'sha256-${crypto.createHash('sha256').update(BOOT).digest('base64')}'`;
    const { 'Content-Security-Policy': csp, ...others } = SECURITY_HEADERS;
    for (const [k, v] of Object.entries(others)) expect(page.headers[k.toLowerCase()]).toBe(v);
    expect(page.headers['content-security-policy']).toBe(csp.replace("script-src 'self'", `script-src 'self' ${hash}`));
    expect(/script-src [^;]*/.exec(String(page.headers['content-security-policy']))![0]).not.toContain('unsafe');
  });

  it('is never stale: no-cache, an ETag that changes with the tables, 304 only while it holds', async () => {
    const h = await host({ staticDir: root });
    const first = await get(h, '/', { 'Accept-Encoding': 'gzip' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(first.text).not.toContain('STALE TWIN');
    const etag = first.headers.etag!;
    expect((await get(h, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(304);
    const ann = await person(h, 'Ann');
    await ann.reply({ type: 'createTable', game: 'highcard' }, 'room');
    const after = await get(h, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(items(after.text)).toHaveLength(1);
    // Another language is another page.
    const de = await get(h, '/', { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(de.text).toContain('<html data-prelobby="de" lang="en">');
    expect(de.text).toContain('Tische bei');
    expect(de.headers.etag).not.toBe(after.headers.etag);
  });

  it('puts no lobby into other paths’ pages', async () => {
    const h = await host({ staticDir: root });
    const other = await get(h, '/some/route');
    expect(other.status).toBe(200);
    expect(other.text).toContain('<div id="root">');
    expect(other.text).not.toContain('prelobby');
    // Its first script stays external, under the CSP as it is.
    expect(other.text).toContain('<script src="./assets/boot-abc.js"></script>');
    expect(other.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });
});
