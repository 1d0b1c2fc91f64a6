/**
 * Builds something only when its sources changed: a SHA-256 of every input file (path and content) is kept in
 * dist/.stamps/<name>.sha256 after a build that succeeded; the next call builds again only if the inputs hash
 * to something else, or an output is missing. Used by `npm run host` (scripts/host.mjs) and `npm run sim`
 * (scripts/sim.mjs). Content, not modification times: a checkout or a `git stash` that leaves the files as they
 * were builds nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under `rel` (a file or a folder, relative to `root`), sorted; a missing one is none. */
function filesOf(root, rel) {
  const full = path.join(root, rel);
  let stat;
  try { stat = fs.statSync(full); } catch { return []; }
  if (stat.isFile()) return [rel];
  return fs.readdirSync(full, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => (e.isDirectory() || e.isFile() ? filesOf(root, path.join(rel, e.name)) : []));
}

/** The hash of `inputs` (files and folders relative to `root`): each file's path and content. */
function inputsHash(inputs, root = ROOT) {
  const h = crypto.createHash('sha256');
  for (const rel of inputs.flatMap((i) => filesOf(root, i))) {
    h.update(rel.split(path.sep).join('/')).update('\0').update(fs.readFileSync(path.join(root, rel))).update('\0');
  }
  return h.digest('hex');
}

/**
 * Runs `build` (sync or async) unless the stamp of `name` matches the hash of `inputs` and every one of `outputs`
 * (relative to `root`, by default the project's) exists; then stamps. Returns whether it built.
 */
export async function freshBuild({ name, inputs, outputs, build, root = ROOT }) {
  const hash = inputsHash(inputs, root);
  const stamps = path.join(root, 'dist', '.stamps');
  const stamp = path.join(stamps, `${name}.sha256`);
  let known = null;
  try { known = fs.readFileSync(stamp, 'utf8').trim(); } catch { /* never built here */ }
  if (known === hash && outputs.every((o) => fs.existsSync(path.join(root, o)))) return false;
  // A build cut short leaves no stamp: the next call builds again.
  fs.rmSync(stamp, { force: true });
  await build();
  fs.mkdirSync(stamps, { recursive: true });
  fs.writeFileSync(stamp, `${hash}\n`);
  return true;
}
