/**
 * Where `npm run dist` leaves the unpacked app for a platform, from electron-builder.yml (its output folder, product
 * name and Linux executable name) and electron-builder's folder names: release/win-unpacked/Magic Table.exe,
 * release/mac-arm64/Magic Table.app/Contents/MacOS/Magic Table, release/linux-unpacked/magic-table.
 * The Electron acceptance test launches it; test/ci/workflow.test.ts checks the workflow names the same paths.
 *
 * YAML is read with js-yaml, the reader electron-builder itself uses (reached through app-builder-lib, a dependency
 * of electron-builder: the project has no YAML parser of its own).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Parses YAML text with electron-builder's own reader. */
export function parseYaml(text: string): unknown {
  const yaml = createRequire(require.resolve('app-builder-lib/package.json'))('js-yaml') as { load(text: string): unknown };
  return yaml.load(text);
}

export interface BuilderNames {
  /** electron-builder's `directories.output` (default `dist`; ours `release`). */
  output: string;
  productName: string;
  /** `linux.executableName` (default: the product name). */
  linuxExecutable: string;
}

export function builderNames(root: string): BuilderNames {
  const config = parseYaml(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as {
    productName?: string; directories?: { output?: string }; linux?: { executableName?: string };
  };
  const productName = config.productName ?? (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { productName: string }).productName;
  return { output: config.directories?.output ?? 'dist', productName, linuxExecutable: config.linux?.executableName ?? productName };
}

/** The unpacked app's executable, relative to the project root (forward slashes), for a platform and architecture. */
export function packagedAppPath(names: BuilderNames, platform: NodeJS.Platform, arch: string): string {
  const { output, productName } = names;
  if (platform === 'win32') return `${output}/${arch === 'x64' ? 'win' : `win-${arch}`}-unpacked/${productName}.exe`;
  if (platform === 'darwin') return `${output}/${arch === 'x64' ? 'mac' : `mac-${arch}`}/${productName}.app/Contents/MacOS/${productName}`;
  return `${output}/${arch === 'x64' ? 'linux' : `linux-${arch}`}-unpacked/${names.linuxExecutable}`;
}
