#!/usr/bin/env node
/**
 * Gzipped size of the renderer's JavaScript in dist/renderer (the initial
 * chunk plus every lazy chunk), and of the first screen: the scripts
 * `index.html` loads before the app renders (its scripts, its modulepreload
 * links, the app's entry module the first script starts —
 * `<meta name="magic-table-app">` — and everything they import statically).
 * Run after `npx vite build`:
 *   node scripts/bundle-size.mjs [--max-kb 400] [--first-kb 97] [--dir dist/renderer] [--json]
 * Prints one line per file, the total and the first screen; exits 1 above
 * either budget, 2 when there is no build to measure.
 *
 * The first screen's budget keeps a phone's first screen under 100 KB (issue 17): a phone on the LAN gets
 * gzip (plain HTTP), and what it fetches is these scripts (Zopfli's twins, about 2 % under the zlib figure here)
 * plus the page, the stylesheet and the icon, about 7 KB (`npm run bench -- --lobby` measures the whole).
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
const firstKb = Number(opt('first-kb', '97'));
for (const [name, value] of [['max-kb', maxKb], ['first-kb', firstKb]]) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number of kilobytes, not "${opt(name)}"`);
    process.exit(2);
  }
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

// The first screen: what index.html asks for before the app can render.
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const firstFiles = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref|meta name="magic-table-app" content)="\.?\/?([^"]+\.m?js)"/g)].map((m) => m[1]);
// With what those import statically (not `import("…")`: lazy chunks), as the browser fetches them before running any.
for (let i = 0; i < firstFiles.length; i++) {
  const file = path.join(dir, firstFiles[i]);
  if (!fs.existsSync(file)) continue;
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.m?js)"/g)) {
    const dep = path.posix.join(path.posix.dirname(firstFiles[i]), m[1]);
    if (!firstFiles.includes(dep)) firstFiles.push(dep);
  }
}
const firstRows = firstFiles.map((f) => {
  const row = rows.find((r) => r.file === f);
  if (!row) {
    console.error(`index.html loads ${f}, which is not in ${dir}`);
    process.exit(2);
  }
  return row;
});
if (firstRows.length === 0) {
  console.error(`index.html in ${dir} loads no script: is the build complete?`);
  process.exit(2);
}
const first = firstRows.reduce((s, r) => s + r.gzip, 0);
const okTotal = total <= maxKb * 1024;
const okFirst = first <= firstKb * 1024;

if (args.includes('--json')) {
  console.log(JSON.stringify({ dir, files: rows, totalGzipBytes: total, totalBytes: raw, maxKb,
    firstScreen: firstRows.map((r) => r.file), firstScreenGzipBytes: first, firstKb, ok: okTotal && okFirst }, null, 2));
} else {
  for (const r of rows) console.log(`${kb(r.gzip).padStart(8)} KB gz  ${kb(r.bytes).padStart(8)} KB  ${firstFiles.includes(r.file) ? '*' : ' '} ${r.file}`);
  console.log(`${kb(total).padStart(8)} KB gz  ${kb(raw).padStart(8)} KB  total JavaScript (${rows.length} files), budget ${maxKb} KB gz: ${okTotal ? 'OK' : 'OVER'}`);
  console.log(`${kb(first).padStart(8)} KB gz  first screen (* above: ${firstRows.length} files index.html loads), budget ${firstKb} KB gz: ${okFirst ? 'OK' : 'OVER'}`);
}
process.exit(okTotal && okFirst ? 0 : 1);
