/**
 * The build's compressed twins (scripts/precompress.ts): a `.br` and a `.gz` beside each text file, each the file
 * itself once decompressed and kept only when smaller, the gzip one by Zopfli (smaller than zlib's best); none for a
 * file that is not text or the folder's own index.html (the host makes that page per request).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.js';
import { tempDir } from './support/host.js';

describe('precompress', () => {
  it('writes a brotli and a Zopfli gzip twin that decompress to the file, for text files only, when smaller', async () => {
    const root = tempDir('mt-precompress-');
    fs.mkdirSync(path.join(root, 'assets'));
    // Text that compresses, but not trivially: a stretch of numbered lines.
    const js = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const line${i} = "${(i * 7919) % 1000} and ${i % 13}";\n`).join(''));
    fs.writeFileSync(path.join(root, 'assets', 'app-abc.js'), js);
    fs.writeFileSync(path.join(root, 'assets', 'tiny.css'), 'body{margin:0}');
    // Under 1 KB, and it still pays: the app's entry module is about this size.
    const entry = Buffer.from(`import{a as e,b as t}from"./app-abc.js";${'e(t);'.repeat(60)}`);
    fs.writeFileSync(path.join(root, 'assets', 'index-abc.js'), entry);
    fs.writeFileSync(path.join(root, 'assets', 'photo.png'), js);
    fs.writeFileSync(path.join(root, 'index.html'), js);

    const sum = await precompress(root);

    const file = path.join(root, 'assets', 'app-abc.js');
    const gz = fs.readFileSync(file + '.gz');
    expect(zlib.gunzipSync(gz).equals(js)).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(file + '.br')).equals(js)).toBe(true);
    expect(gz.length).toBeLessThan(zlib.gzipSync(js, { level: 9 }).length);
    const small = path.join(root, 'assets', 'index-abc.js');
    expect(zlib.gunzipSync(fs.readFileSync(small + '.gz')).equals(entry)).toBe(true);
    expect(fs.statSync(small + '.gz').size).toBeLessThan(entry.length);
    const size = (f: string) => fs.statSync(f).size;
    expect(sum).toEqual({ files: 2, bytes: js.length + entry.length, br: size(file + '.br') + size(small + '.br'), gz: gz.length + size(small + '.gz') });
    // A file too small to gain (tiny.css) keeps no twin.
    expect(fs.readdirSync(path.join(root, 'assets')).sort()).toEqual(
      ['app-abc.js', 'app-abc.js.br', 'app-abc.js.gz', 'index-abc.js', 'index-abc.js.br', 'index-abc.js.gz', 'photo.png', 'tiny.css']);
    expect(fs.readdirSync(root).filter((f) => f.startsWith('index.html'))).toEqual(['index.html']);
  });
});
