/**
 * index.html, made for each request: the built page (a template: its `<!--prelobby-->` mark says where) with the
 * host's pre-rendered lobby in it (lobby-page.ts) when the host has one to give, or without it (the Electron
 * window's own page server, any other path). Because it changes with the tables, it is never served from the
 * build's compressed twins (vite.config.ts makes none for it): it is compressed here, small as it is, and
 * revalidated on every load (`no-cache`) by an ETag of its content.
 *
 * With the lobby in it, the page's small first script (src/renderer/boot.ts, which the build puts right after the
 * mark) comes inline: the page is read and shown without waiting for one more request (`npm run bench -- --lobby`,
 * CPU slowed 4×: a median of about 0.72 s against 0.77 s, its loads alternating with the external script's). The
 * CSP then allows that one script by its hash (`'sha256-…'`), and still no other inline script.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
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
 * page's first script (src/renderer/boot.ts, prelobby.ts) to compare with the reader's language, and that script
 * inline when `boot` is given; without a lobby, the mark goes.
 */
export function composeIndex(template: string, pre: Prelobby | null, boot?: InlineBoot | null): string {
  if (!pre || !template.includes(PRELOBBY_MARK)) return template.replace(PRELOBBY_MARK, '');
  const locale = pre.locale.replace(/[^a-zA-Z-]/g, '');
  // The first script before the lobby goes in: only the build's own tag can be taken for it.
  return (boot ? template.replace(boot.tag, () => `<script>${boot.code}</script>`) : template)
    .replace(/<html\b/, `<html data-prelobby="${locale}"`)
    .replace(PRELOBBY_MARK, () => pre.html);
}

/** The page's first script, to put inline: its tag in the template, its code, and the CSP source that allows it. */
export interface InlineBoot { tag: string; code: string; cspSource: string }

/** The first script's tag, as the build writes it (vite.config.ts: bootScriptPlugin) and as `inlineBoot` finds it. */
export const bootScriptTag = (file: string): string => `<script src="./${file}"></script>`;
const BOOT_TAG = /<script src="\.\/(assets\/boot-[\w-]+\.js)"><\/script>/;

/**
 * The first script of `template` (in `dir`), ready to inline; null when the template has none or its file cannot
 * be read (the page then keeps the external script). `</script` in the code cannot end the element early: it
 * is written `<\/script`, the same string to JavaScript.
 */
export async function inlineBoot(template: string, dir: string): Promise<InlineBoot | null> {
  const m = BOOT_TAG.exec(template);
  if (!m) return null;
  let code: string;
  try {
    code = (await fs.promises.readFile(path.join(dir, m[1]), 'utf8')).replace(/<\/(script)/gi, '<\\/$1');
  } catch {
    return null;
  }
  const hash = crypto.createHash('sha256').update(code, 'utf8').digest('base64');
  return { tag: m[0], code, cspSource: `'sha256-${hash}'` };
}

/** `headers` with its CSP's `script-src` also allowing `boot` (unchanged without one). */
export function withInlineBoot(headers: Record<string, string>, boot: InlineBoot | null): Record<string, string> {
  const csp = headers['Content-Security-Policy'];
  if (!boot || !csp) return headers;
  return { ...headers, 'Content-Security-Policy': csp.replace(/(^|;\s*)script-src ([^;]*)/, (_, pre: string, list: string) => `${pre}script-src ${list} ${boot.cspSource}`) };
}

let cached: { file: string; key: string; text: string; boot: InlineBoot | null } | null = null;

/** The built page and its first script to inline, read again only when the file changed (a new build). */
async function readTemplate(file: string): Promise<{ text: string; boot: InlineBoot | null }> {
  const st = await fs.promises.stat(file);
  const key = `${st.size}-${st.mtimeMs}`;
  if (cached?.file === file && cached.key === key) return cached;
  const text = await fs.promises.readFile(file, 'utf8');
  cached = { file, key, text, boot: await inlineBoot(text, path.dirname(file)) };
  return cached;
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
  const template = await readTemplate(file);
  const pre = prelobby?.(req) ?? null;
  // The first script goes inline only with the lobby (the Electron window's page and other paths keep it external).
  const boot = pre ? template.boot : null;
  const body = Buffer.from(composeIndex(template.text, pre, boot), 'utf8');
  const encoding = body.length >= 1024 ? encodings[0] ?? null : null;
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  const out: Record<string, string | number> = {
    ...withInlineBoot(headers, boot),
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
