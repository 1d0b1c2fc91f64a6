#!/usr/bin/env node
/**
 * Gzipped size of the renderer's JavaScript in dist/renderer (the initial
 * chunk plus every lazy chunk). Run after `npx vite build`:
 *   node scripts/bundle-size.mjs [--max-kb 400] [--dir dist/renderer] [--json]
 * Prints one line per file and the total; exits 1 above the budget, 2 when
 * there is no build to measure.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const dir = path.resolve(opt('dir', 'dist/renderer'));
const maxKb = Number(opt('max-kb', '400'));
if (!Number.isFinite(maxKb) || maxKb <= 0) {
  console.error(`--max-kb must be a positive number of kilobytes, not "${opt('max-kb')}"`);
  process.exit(2);
}
if (!fs.existsSync(dir)) {
  console.error(`No build at ${dir}: run "npx vite build" first`);
  process.exit(2);
}

function walk(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
}
const files = walk(dir).filter((f) => /\.(m?js)$/.test(f));
if (files.length === 0) {
  console.error(`No JavaScript in ${dir}: is the build complete?`);
  process.exit(2);
}
const rows = files.map((f) => {
  const raw = fs.readFileSync(f);
  return { file: path.relative(dir, f), bytes: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length };
}).sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((s, r) => s + r.gzip, 0);
const raw = rows.reduce((s, r) => s + r.bytes, 0);
const kb = (n) => (n / 1024).toFixed(1);
const ok = total <= maxKb * 1024;

if (args.includes('--json')) {
  console.log(JSON.stringify({ dir, files: rows, totalGzipBytes: total, totalBytes: raw, maxKb, ok }, null, 2));
} else {
  for (const r of rows) console.log(`${kb(r.gzip).padStart(8)} KB gz  ${kb(r.bytes).padStart(8)} KB  ${r.file}`);
  console.log(`${kb(total).padStart(8)} KB gz  ${kb(raw).padStart(8)} KB  total JavaScript (${rows.length} files), budget ${maxKb} KB gz: ${ok ? 'OK' : 'OVER'}`);
}
process.exit(ok ? 0 : 1);
