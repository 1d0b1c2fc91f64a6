/**
 * `npm run host`: the headless host, compiled (as the desktop app runs it), with the client it serves.
 * Builds the client (vite, into dist/renderer) and the host (tsc -p tsconfig.main.json, into dist/main) only
 * when their sources changed since the last build here (scripts/fresh-build.mjs), then runs dist/main/host/cli.js
 * in this process with the same flags (`npm run host -- --port 7531`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, freshBuild } from './fresh-build.mjs';

const DEPENDENCIES = ['package.json', 'package-lock.json'];

function run(what, script) {
  process.stdout.write(`host: ${what} changed since the last build here: npm run ${script}\n`);
  const r = spawnSync('npm', ['run', '--silent', script, '--', ...(script === 'build:renderer' ? ['--logLevel', 'warn'] : [])], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write(`host: npm run ${script} failed${r.error ? ` (${r.error.message})` : ''}\n`);
    process.exit(r.status ?? 1);
  }
}

await freshBuild({
  name: 'renderer',
  // vite.config.ts imports the host's index-page.ts and the precompressor.
  inputs: ['src/renderer', 'src/shared', 'src/main/host/index-page.ts', 'vite.config.ts', 'scripts/precompress.ts', 'tsconfig.json', ...DEPENDENCIES],
  outputs: ['dist/renderer/index.html'],
  build: () => run('the client', 'build:renderer'),
});
await freshBuild({
  name: 'main',
  inputs: ['src/main', 'src/shared', 'tsconfig.json', 'tsconfig.main.json', 'scripts/build-preload.mjs', ...DEPENDENCIES],
  outputs: ['dist/main/host/cli.js'],
  build: () => run('the host', 'build:main'),
});
await import(pathToFileURL(path.join(ROOT, 'dist/main/host/cli.js')).href);
