/**
 * `npm start` runs this first: is Electron's program installed?
 *
 * The `electron` package (45) has no install script: its index.js downloads
 * the binary the first time it is needed, and `npx install-electron` (the
 * package's own bin, install.js) does it ahead of time. Offline machines and
 * some CI images never get it, and then `electron .` fails with a stack trace.
 * So this looks for the binary the way index.js does, without running that
 * code: node_modules/electron/path.txt names the
 * executable inside node_modules/electron/dist/ (or inside
 * ELECTRON_OVERRIDE_DIST_PATH when that is set). When it is missing, one
 * paragraph says what to do, and the exit code is 1.
 *
 * test/electron/smoke.test.ts uses findElectron to decide whether it can run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Electron executable, found the way node_modules/electron/index.js finds it,
 * or why there is none.
 * @param {{ root?: string, env?: Record<string, string | undefined> }} [where]
 * @returns {{ path: string, version: string } | { missing: string, version: string | null }}
 */
export function findElectron({ root: dir = root, env = process.env } = {}) {
  const pkgDir = path.join(dir, 'node_modules', 'electron');
  let version = null;
  try {
    version = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version ?? null;
  } catch {
    return { missing: 'the electron package is not installed in node_modules/electron', version };
  }
  const pathTxt = path.join(pkgDir, 'path.txt');
  const relative = fs.existsSync(pathTxt) ? fs.readFileSync(pathTxt, 'utf8').trim() : null;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const exe = override ? path.join(override, relative || 'electron') : relative ? path.join(pkgDir, 'dist', relative) : null;
  if (!exe) return { missing: 'node_modules/electron/path.txt does not exist, so the binary was never downloaded', version };
  try {
    fs.accessSync(exe, fs.constants.X_OK);
    return { path: exe, version };
  } catch {
    return { missing: `there is no executable Electron binary at ${exe}`, version };
  }
}

/** The one paragraph `npm start` prints when the binary is missing. */
export function missingElectronMessage(found) {
  const which = found.version ? `Electron ${found.version}` : 'Electron';
  return (
    `Magic Table cannot open the desktop app: ${which}'s program is not installed on this machine ` +
    `(${found.missing}). It is downloaded from the internet the first time it is needed, which fails ` +
    'offline and on some CI images. To get it, run `npx install-electron` (Electron\'s own installer, ' +
    'node_modules/electron/install.js) with a network connection; if that fails, reinstall the package with ' +
    'network (`rm -rf node_modules/electron && npm install`) and run it again. Without it, `npm run host` ' +
    'plays the same tables in a browser: it prints the address to open here or on any device on your network.'
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = findElectron();
  if ('missing' in found) {
    console.error(missingElectronMessage(found));
    process.exit(1);
  }
}
