/**
 * `npm run sim`: the simulator (src/main/sim/cli.ts) as one esbuild bundle, dist/sim/cli.mjs, made again only
 * when its sources changed (scripts/fresh-build.mjs), run in this process with the same flags. Bundled plain
 * JavaScript, not tsx: nothing keeps function names (tsx's `__name` calls), so hot engine code need not be
 * shaped around them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT, freshBuild } from './fresh-build.mjs';

const OUT = 'dist/sim/cli.mjs';

await freshBuild({
  name: 'sim',
  inputs: ['src/main/sim', 'src/shared', 'tsconfig.json', 'package.json', 'package-lock.json'],
  outputs: [OUT],
  build: async () => {
    // Written beside, then renamed: a run started meanwhile never reads half a bundle.
    const tmp = path.join(ROOT, `${OUT}.${process.pid}.tmp.mjs`);
    await build({
      entryPoints: [path.join(ROOT, 'src/main/sim/cli.ts')], outfile: tmp, bundle: true, platform: 'node', format: 'esm',
      target: 'node20', packages: 'external', logLevel: 'warning',
    });
    fs.renameSync(tmp, path.join(ROOT, OUT));
  },
});
await import(pathToFileURL(path.join(ROOT, OUT)).href);
