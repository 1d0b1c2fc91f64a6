/**
 * The build's compressed twins (scripts/precompress.ts): a `.br` and a `.gz` beside each text file of at least 1 KB,
 * each the file itself once decompressed, the gzip one by Zopfli (smaller than zlib's best); none for a small file, a
 * file that is not text, or the folder's own index.html (the host makes that page per request).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.js';
import { tempDir } from './support/host.js';

describe('precompress', () => {
  it('writes a brotli and a Zopfli gzip twin that decompress to the file, for text files of 1 KB or more only', async () => {
    const root = tempDir('mt-precompress-');
    fs.mkdirSync(path.join(root, 'assets'));
    // Text that compresses, but not trivially: a stretch of numbered lines.
    const js = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const line${i} = "${(i * 7919) % 1000} and ${i % 13}";\n`).join(''));
    fs.writeFileSync(path.join(root, 'assets', 'app-abc.js'), js);
    fs.writeFileSync(path.join(root, 'assets', 'tiny.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(root, 'assets', 'photo.png'), js);
    fs.writeFileSync(path.join(root, 'index.html'), js);

    const sum = await precompress(root);

    const file = path.join(root, 'assets', 'app-abc.js');
    const gz = fs.readFileSync(file + '.gz');
    expect(zlib.gunzipSync(gz).equals(js)).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(file + '.br')).equals(js)).toBe(true);
    expect(gz.length).toBeLessThan(zlib.gzipSync(js, { level: 9 }).length);
    expect(sum).toEqual({ files: 1, bytes: js.length, br: fs.statSync(file + '.br').size, gz: gz.length });
    expect(fs.readdirSync(path.join(root, 'assets')).sort()).toEqual(['app-abc.js', 'app-abc.js.br', 'app-abc.js.gz', 'photo.png', 'tiny.css']);
    expect(fs.readdirSync(root).filter((f) => f.startsWith('index.html'))).toEqual(['index.html']);
  });
});
