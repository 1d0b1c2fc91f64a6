/**
 * index.html, made for each request: the built page (a template: its `<!--prelobby-->` mark says where) with the
 * host's pre-rendered lobby in it (lobby-page.ts) when the host has one to give, or without it (the Electron
 * window's own page server, any other path). Because it changes with the tables, it is never served from the
 * build's compressed twins (vite.config.ts makes none for it): it is compressed here, small as it is, and
 * revalidated on every load (`no-cache`) by an ETag of its content.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { etagMatches } from './negotiate.js';

/** Where the pre-rendered lobby goes in the built index.html (src/renderer/index.html). */
export const PRELOBBY_MARK = '<!--prelobby-->';

/** The pre-rendered lobby and its language. */
export interface Prelobby { html: string; locale: string }

/** What a host pre-renders for a request (its `Accept-Language`), or null for none. */
export type PrelobbyFn = (req: IncomingMessage) => Prelobby | null;

/**
 * The page with the pre-rendered lobby in place of the mark, and `data-prelobby="<locale>"` on `<html>` for the
 * page's first script (prelobbyGate.ts) to compare with the reader's language; without one, the mark goes.
 */
export function composeIndex(template: string, pre: Prelobby | null): string {
  if (!pre || !template.includes(PRELOBBY_MARK)) return template.replace(PRELOBBY_MARK, '');
  const locale = pre.locale.replace(/[^a-zA-Z-]/g, '');
  return template
    .replace(/<html\b/, `<html data-prelobby="${locale}"`)
    .replace(PRELOBBY_MARK, () => pre.html);
}

let cached: { file: string; key: string; text: string } | null = null;

async function readTemplate(file: string): Promise<string> {
  const st = await fs.promises.stat(file);
  const key = `${st.size}-${st.mtimeMs}`;
  if (cached?.file === file && cached.key === key) return cached.text;
  const text = await fs.promises.readFile(file, 'utf8');
  cached = { file, key, text };
  return text;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends index.html (`file`) for `req`: with `prelobby`'s lobby when it gives one, compressed by the encoding the
 * request accepts (`encodings`, best first), `no-cache` with a content ETag (304 when it still holds).
 */
export async function sendIndex(
  file: string, req: IncomingMessage, res: ServerResponse, headers: Record<string, string>,
  encodings: readonly ('br' | 'gzip')[], prelobby: PrelobbyFn | undefined,
): Promise<void> {
  const body = Buffer.from(composeIndex(await readTemplate(file), prelobby?.(req) ?? null), 'utf8');
  const encoding = body.length >= 1024 ? encodings[0] ?? null : null;
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  const out: Record<string, string | number> = {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    // The page differs by encoding and, when a lobby is in it, by language.
    Vary: prelobby ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
    ETag: etag,
  };
  if (etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, out);
    return void res.end();
  }
  let sent: Buffer = body;
  if (encoding === 'br') sent = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  else if (encoding === 'gzip') sent = await gzip(body, { level: 6 });
  if (encoding) out['Content-Encoding'] = encoding;
  out['Content-Length'] = sent.length;
  res.writeHead(200, out);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
