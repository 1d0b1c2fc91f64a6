/**
 * The build's compressed twins (vite.config.ts runs it when the renderer is built): every text file under a folder
 * gets a brotli (`.br`) and a gzip (`.gz`) twin, each kept only when smaller (a file of a few hundred bytes too: the
 * app's entry module, under 1 KB, is one of the first screen's requests). The host sends the
 * one the browser accepts (src/main/host/static.ts) without compressing anything itself. The folder's own
 * index.html is skipped: the host makes that page per request (src/main/host/index-page.ts).
 *
 * The gzip twin is made by Zopfli (@gfx/zopfli, WebAssembly): the same format any browser reads, about 3.5 % smaller
 * than zlib's best, made once at build time. It is what a phone gets: Chromium asks for brotli only over HTTPS or from
 * the machine itself, and a phone opens the host's page over plain HTTP.
 */
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest|wasm|ico|ttf)$/i;

/** Writes `.br` and `.gz` (Zopfli) beside each compressible file of `dir`; returns what it wrote (`files`: those with a twin). */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const sum = { files: 0, bytes: 0, br: 0, gz: 0 };
  const walk = async (d: string): Promise<void> => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, e.name);
      if (e.isDirectory()) { await walk(file); continue; }
      if (!e.isFile() || !COMPRESSIBLE.test(e.name)) continue;
      // The page itself is made per request by the host (src/main/host/index-page.ts): a twin would be stale.
      if (d === dir && e.name === 'index.html') continue;
      const body = fs.readFileSync(file);
      const br = zlib.brotliCompressSync(body, { params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      } });
      const gz = Buffer.from(await zopfliGzip(body, { numiterations: 15 }));
      if (br.length >= body.length && gz.length >= body.length) continue;
      sum.files++; sum.bytes += body.length;
      if (br.length < body.length) { fs.writeFileSync(file + '.br', br); sum.br += br.length; }
      if (gz.length < body.length) { fs.writeFileSync(file + '.gz', gz); sum.gz += gz.length; }
    }
  };
  await walk(dir);
  return sum;
}

