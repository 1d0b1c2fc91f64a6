/**
 * `npm start` checks for Electron's binary first (scripts/check-electron.mjs).
 * Checked on throw-away copies of the project's layout with a fake electron
 * package: nothing here launches Electron or requires the real package (its
 * index.js would try to download the binary).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(root, 'scripts/check-electron.mjs');
type Found = { path: string; version: string | null } | { missing: string; version: string | null };
const { findElectron, missingElectronMessage } = (await import(script)) as {
  findElectron(where: { root: string; env: Record<string, string | undefined> }): Found;
  missingElectronMessage(found: Found): string;
};

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A project folder with the check script and, if asked, a fake electron package (binary or not). */
function project(electron: 'none' | 'no-binary' | 'path-txt-only' | 'binary'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-start-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(script, path.join(dir, 'scripts/check-electron.mjs'));
  if (electron === 'none') return dir;
  const pkg = path.join(dir, 'node_modules/electron');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'electron', version: '45.3.4' }));
  if (electron === 'no-binary') return dir;
  fs.writeFileSync(path.join(pkg, 'path.txt'), 'electron');
  if (electron === 'path-txt-only') return dir;
  fs.mkdirSync(path.join(pkg, 'dist'));
  fs.writeFileSync(path.join(pkg, 'dist/electron'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  return dir;
}

function runCheck(dir: string) {
  const env = { ...process.env };
  delete env.ELECTRON_OVERRIDE_DIST_PATH;
  return spawnSync(process.execPath, [path.join(dir, 'scripts/check-electron.mjs')], { cwd: dir, env, encoding: 'utf8', timeout: 30_000 });
}

describe('finding Electron’s binary as the electron package does', () => {
  it('finds dist/<path.txt> when it is an executable', () => {
    const dir = project('binary');
    expect(findElectron({ root: dir, env: {} })).toEqual({ path: path.join(dir, 'node_modules/electron/dist/electron'), version: '45.3.4' });
  });

  it('reports a package without path.txt, a path.txt without its file, and no package at all', () => {
    expect(findElectron({ root: project('no-binary'), env: {} })).toEqual({ missing: expect.stringMatching(/path\.txt does not exist/), version: '45.3.4' });
    expect(findElectron({ root: project('path-txt-only'), env: {} })).toEqual({ missing: expect.stringMatching(/no executable Electron binary at/), version: '45.3.4' });
    expect(findElectron({ root: project('none'), env: {} })).toEqual({ missing: expect.stringMatching(/electron package is not installed/), version: null });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH like the package does', () => {
    const dir = project('binary');
    const override = path.join(dir, 'node_modules/electron/dist');
    expect(findElectron({ root: project('no-binary'), env: { ELECTRON_OVERRIDE_DIST_PATH: override } })).toMatchObject({ path: path.join(override, 'electron') });
  });
});

describe('npm start without the binary', () => {
  it('prints one paragraph — what is missing, how to get it, the browser alternative — and exits 1, no stack trace', () => {
    const r = runCheck(project('no-binary'));
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    const text = r.stderr.trim();
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toContain('Electron 45.3.4');
    expect(text).toContain('npx install-electron');
    expect(text).toContain('npm install');
    expect(text).toContain('npm run host');
    expect(text).not.toMatch(/\bat .*:\d+:\d+/);
    expect(text).toBe(missingElectronMessage(findElectron({ root: project('no-binary'), env: {} })));
  });

  it('says nothing and exits 0 when the binary is there', () => {
    const r = runCheck(project('binary'));
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });

  it('`npx install-electron` is the electron package’s own installer', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin['install-electron']).toBe('install.js');
  });

  it('npm start checks before it builds or launches anything', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toMatch(/^node scripts\/check-electron\.mjs && npm run build && electron \.$/);
  });
});
