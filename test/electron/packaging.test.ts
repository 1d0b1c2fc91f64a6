/**
 * Packaging, checked offline (electron-builder itself cannot run here: it
 * downloads Electron): electron-builder.yml passes electron-builder's own
 * schema validation, names what the brief asks for, and the icon script
 * turns build/icon.svg into a correct PNG.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** The parts of electron-builder's loaded configuration these tests read. */
interface PlatformConfig {
  target: unknown;
  icon?: string;
  extendInfo?: Record<string, unknown>;
}
interface Config {
  appId?: string;
  productName?: string;
  version?: string;
  files: { filter: string[] }[];
  win: PlatformConfig & { target: { target: string }[] };
  mac: PlatformConfig;
  linux: PlatformConfig;
  publish: unknown;
}
async function loadAndValidate(configPath: string): Promise<Config> {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
    getConfig(dir: string, file: string, extra: null): Promise<Config>;
    validateConfiguration(c: Config, logger: unknown): Promise<void>;
  };
  const { DebugLogger } = require('builder-util') as { DebugLogger: new (on: boolean) => unknown };
  const config = await getConfig(root, configPath, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own configuration schema', async () => {
    await expect(loadAndValidate('electron-builder.yml')).resolves.toBeTruthy();
  });

  it('the same check rejects a broken configuration (so the check above can fail)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-eb-'));
    try {
      const broken = path.join(dir, 'broken.yml');
      fs.writeFileSync(broken, `${fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')}\nnotAnOption: true\ncompression: fastest\n`);
      await expect(loadAndValidate(broken)).rejects.toThrow(/configuration/i);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says what the project decided: id, name, targets, files, icon, version from package.json', async () => {
    const c = await loadAndValidate('electron-builder.yml');
    expect(c.appId).toBe('app.magictable.desktop');
    expect(c.productName).toBe('Magic Table');
    expect(c.version).toBeUndefined(); // taken from package.json
    const files = c.files.flatMap((f) => f.filter);
    expect(files.filter((f) => !f.startsWith('!'))).toEqual(['dist/**/*', 'package.json']);
    expect(c.win.target.map((t) => t.target)).toEqual(['nsis', 'portable']);
    expect(c.mac.target).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(c.linux.target).toEqual(['AppImage', 'deb']);
    for (const p of [c.mac, c.win, c.linux]) expect(p.icon).toBe('build/icon.png');
    expect(c.publish).toBeNull();
    expect(c.mac.extendInfo?.NSBonjourServices).toEqual(['_magictable._tcp']);
  });

  it('package.json `main` is where tsconfig.main.json puts the compiled main process', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string };
    const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.main.json'), 'utf8')) as { compilerOptions: { rootDir: string; outDir: string } };
    const compiled = path.join(tsconfig.compilerOptions.outDir, path.relative(tsconfig.compilerOptions.rootDir, 'src/main/electron/main.ts')).replace(/\.ts$/, '.js');
    expect(pkg.main).toBe(compiled);
  });
});

describe('app icon (build/make-icon.mjs)', () => {
  it('rasterizes icon.svg into a PNG whose pixels match the drawing', async () => {
    const { parseSvg, rasterize, encodePng } = (await import(path.join(root, 'build/make-icon.mjs'))) as {
      parseSvg(t: string): { width: number; shapes: unknown[] };
      rasterize(svg: unknown, px: number): Buffer;
      encodePng(rgba: Buffer, px: number): Buffer;
    };
    const svg = parseSvg(fs.readFileSync(path.join(root, 'build/icon.svg'), 'utf8'));
    const px = 64;
    const png = encodePng(rasterize(svg, px), px);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(px);
    // Decode IDAT back to pixels.
    const idatAt = png.indexOf('IDAT');
    const raw = zlib.inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    const pixel = (x: number, y: number) => [...raw.subarray(y * (px * 4 + 1) + 1 + x * 4, y * (px * 4 + 1) + 1 + x * 4 + 4)];
    expect(pixel(32, 32)).toEqual([0xff, 0xf4, 0xd6, 255]); // the star in the middle
    expect(pixel(0, 0)[3]).toBe(0); // transparent corner (rounded)
    expect(pixel(32, 13)).toEqual([0xe6, 0x19, 0x4b, 255]); // the red gem at the top
  });

  it('refuses SVG it cannot draw faithfully', async () => {
    const { parseSvg } = (await import(path.join(root, 'build/make-icon.mjs'))) as { parseSvg(t: string): unknown };
    expect(() => parseSvg('<svg viewBox="0 0 10 10"><path d="M0 0" fill="#ffffff"/></svg>')).toThrow(/cannot draw <path>/);
    expect(() => parseSvg('<svg viewBox="0 0 10 10"><circle cx="1" cy="1" r="1" fill="red"/></svg>')).toThrow(/fill="#rrggbb"/);
    expect(() => parseSvg('<svg><rect/></svg>')).toThrow(/viewBox/);
  });
});
