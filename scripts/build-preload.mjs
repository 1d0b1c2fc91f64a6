/**
 * Bundles the window's preload (src/main/electron/preload.ts) into one
 * CommonJS file, dist/main/electron/preload.cjs, which main.ts loads.
 *
 * A sandboxed preload may `require('electron')` (and a few Node built-ins)
 * but none of the app's own files, so everything it imports — the channel
 * names of src/shared/bridge.ts — is inlined here; `electron` stays external.
 * Run by `npm run build:main`; test/electron/preload.test.ts evaluates the
 * same bundle (bundlePreload with write: false).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PRELOAD_ENTRY = path.join(root, 'src/main/electron/preload.ts');
export const PRELOAD_OUTFILE = path.join(root, 'dist/main/electron/preload.cjs');

/** Bundles the preload; with `write: false` returns the code instead of writing PRELOAD_OUTFILE. */
export async function bundlePreload({ write = true } = {}) {
  const result = await build({
    entryPoints: [PRELOAD_ENTRY],
    outfile: PRELOAD_OUTFILE,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'es2022',
    external: ['electron'],
    write,
    logLevel: 'warning',
    legalComments: 'none',
  });
  return write ? null : result.outputFiles[0].text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await bundlePreload();
  } catch (err) {
    console.error(`Could not bundle the preload: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
