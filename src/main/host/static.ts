/**
 * Serves the built renderer: static files from one folder only. No directory
 * listing, nothing outside the folder (`..`, encoded `%2e%2e`, backslashes,
 * absolute paths, NUL bytes, symlinks pointing out), `/` and client routes
 * fall back to index.html, and every response carries a strict CSP. The
 * brotli and gzip twins made at build time (vite.config.ts) are sent by
 * Accept-Encoding; hashed assets are cached as immutable, index.html is
 * revalidated (ETag, 304). index.html itself is made per request (index-page.ts:
 * a host puts its pre-rendered lobby in it), never sent from a twin.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendIndex, type PrelobbyFn } from './index-page.js';
import { acceptedEncodings, etagMatches } from './negotiate.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function sendPlain(res: ServerResponse, status: number, text: string, head = false): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(head ? undefined : text);
}

/**
 * The file under `root` a URL path names, or a refusal. Pure path logic plus
 * a realpath check, so symlinks cannot lead out of the folder.
 */
export function resolveStatic(root: string, rawPath: string): { file: string } | { status: 400 | 404; reason: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, reason: 'Bad URL encoding' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400, reason: 'Bad path' };
  if (!decoded.startsWith('/')) return { status: 400, reason: 'Bad path' };
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { status: 400, reason: 'Bad path' };
  if (/^\/+[a-zA-Z]:/.test(decoded) || decoded.startsWith('//')) return { status: 400, reason: 'Bad path' };
  const rootReal = realRoot(root);
  if (!rootReal) return { status: 404, reason: 'The client is not built (run npm run build:renderer)' };
  const wanted = path.resolve(rootReal, '.' + path.posix.normalize(decoded));
  if (wanted !== rootReal && !wanted.startsWith(rootReal + path.sep)) return { status: 400, reason: 'Bad path' };
  const index = path.join(rootReal, 'index.html');
  let stat: fs.Stats | null = null;
  try {
    stat = fs.statSync(wanted);
  } catch {
    stat = null;
  }
  if (stat?.isFile()) {
    let real: string;
    try {
      real = fs.realpathSync(wanted);
    } catch {
      return { status: 404, reason: 'Not found' };
    }
    if (!real.startsWith(rootReal + path.sep)) return { status: 404, reason: 'Not found' };
    return { file: real };
  }
  // `/` and client-side routes (no file extension) get the app; missing assets are 404.
  if (wanted === rootReal || (!stat && path.extname(wanted) === '')) {
    return fs.existsSync(index) ? { file: index } : { status: 404, reason: 'The client is not built (run npm run build:renderer)' };
  }
  return { status: 404, reason: 'Not found' };
}

const rootCache = new Map<string, string>();
function realRoot(root: string): string | null {
  const hit = rootCache.get(root);
  if (hit) return hit;
  try {
    const real = fs.realpathSync(root);
    rootCache.set(root, real);
    return real;
  } catch {
    return null;
  }
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

function statOf(file: string): Promise<fs.Stats | null> {
  return fs.promises.stat(file).then((st) => (st.isFile() ? st : null), () => null);
}

/**
 * Sends a built file: the precompressed twin (`.br`, `.gz`, made at build time)
 * the request accepts, with `Content-Encoding` and `Vary: Accept-Encoding`;
 * hashed assets cached as immutable, everything else revalidated every time
 * (`no-cache`) with an `ETag` per encoding, and `304` when it still holds.
 * index.html goes through index-page.ts, with `prelobby`'s lobby when one is given.
 */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, pathname: string, prelobby?: PrelobbyFn): void {
  const head = req.method === 'HEAD';
  const found = resolveStatic(root, pathname);
  if ('status' in found) return sendPlain(res, found.status, found.reason, head);
  if (path.basename(found.file) === 'index.html' && path.dirname(found.file) === realRoot(root)) {
    // The page: made for this request; the host's lobby in it at `/` only (other paths are not the lobby's).
    const atLobby = pathname === '/' || pathname === '/index.html';
    void sendIndex(found.file, req, res, SECURITY_HEADERS, acceptedEncodings(req.headers['accept-encoding']), atLobby ? prelobby : undefined)
      .catch(() => { if (!res.headersSent) sendPlain(res, 404, 'Not found', head); else res.destroy(); });
    return;
  }
  void (async () => {
    const st = await statOf(found.file);
    if (!st) return sendPlain(res, 404, 'Not found', head);
    let file = found.file;
    let size = st.size;
    let encoding: 'br' | 'gzip' | null = null;
    for (const enc of acceptedEncodings(req.headers['accept-encoding'])) {
      const twin = await statOf(found.file + SUFFIX[enc]);
      if (twin) { file = found.file + SUFFIX[enc]; size = twin.size; encoding = enc; break; }
    }
    const isHtml = found.file.endsWith('.html');
    const immutable = !isHtml && found.file.includes(`${path.sep}assets${path.sep}`);
    const etag = `"${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string | number> = {
      ...SECURITY_HEADERS,
      'Content-Type': contentType(found.file),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
    };
    if (COMPRESSIBLE_TYPE.test(headers['Content-Type'] as string)) headers.Vary = 'Accept-Encoding';
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = size;
    res.writeHead(200, headers);
    if (head) return void res.end();
    const stream = fs.createReadStream(file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  })().catch(() => res.destroy());
}

/** Types that may have compressed twins (so caches must key on Accept-Encoding). */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/(svg\+xml|x-icon)|font\/ttf)/;
