/**
 * The project's GitHub workflows, checked offline (nothing here can reach GitHub):
 * - every file in .github/workflows/ passes @action-validator/cli (GitHub's workflow schema), and the same check
 *   fails a broken workflow — one written wrong on purpose, and ours with one key misspelt;
 * - everything the desktop workflow names exists: the npm scripts it runs, the programs it calls through npx, the
 *   files and folders it passes, and the unpacked app it launches is where electron-builder.yml puts it
 *   (test/electron/packaged-app.ts);
 * - it does what issue 34 asks: three runners (Windows, macOS arm64, Linux), `npm ci`, the type check, the vitest
 *   suite, `npm run dist`, the Electron acceptance test, the installers kept, a draft release on a version tag,
 *   the browser suite on Linux, no secrets.
 * Fast: one validator process per workflow file, the rest is reading text.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builderNames, packagedAppPath, parseYaml } from '../electron/packaged-app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workflowsDir = path.join(root, '.github', 'workflows');
const workflowFiles = fs.readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));
const DESKTOP = path.join(workflowsDir, 'desktop.yml');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-workflow-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs the validator's own command line (node, so it also runs on Windows): its exit code and what it printed. */
function actionValidator(file: string): { status: number | null; output: string } {
  const cli = path.join(root, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
  const r = spawnSync(process.execPath, [cli, file], { encoding: 'utf8', timeout: 20_000 });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

interface Step { name?: string; run?: string; uses?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string> }
interface Job {
  'runs-on': string; needs?: string | string[]; if?: string; permissions?: Record<string, string>;
  strategy?: { matrix: { include: Record<string, string>[] } }; steps: Step[];
}
interface Workflow { on: Record<string, unknown>; jobs: Record<string, Job>; env?: Record<string, string> }

const text = fs.readFileSync(DESKTOP, 'utf8');
const workflow = parseYaml(text) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
const runs = steps.flatMap((s) => (s.run ? [s.run] : []));
const appJob = workflow.jobs.app;
const matrix = appJob.strategy!.matrix.include;
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The run steps' commands that apply on a runner (steps with `if: runner.os == 'X'` / `!= 'X'` filtered). */
function commandsOn(os: 'Windows' | 'macOS' | 'Linux'): string {
  return appJob.steps.filter((s) => {
    const only = /runner\.os == '(\w+)'/.exec(s.if ?? '');
    const not = /runner\.os != '(\w+)'/.exec(s.if ?? '');
    return s.run && (!only || only[1] === os) && (!not || not[1] !== os);
  }).map((s) => s.run).join('\n');
}

describe('workflow files pass the schema validator', () => {
  it('there is at least the desktop workflow', () => {
    expect(workflowFiles).toContain('desktop.yml');
  });

  it.each(workflowFiles)('%s is a valid GitHub workflow', (file) => {
    const r = actionValidator(path.join(workflowsDir, file));
    expect(r.output).toBe('');
    expect(r.status).toBe(0);
  });

  it('the validator refuses a broken workflow: an unknown event, a misspelt key, YAML that does not parse', () => {
    const broken = path.join(tmp, 'broken.yml');
    fs.writeFileSync(broken, 'name: broken\non:\n  pussh:\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: echo hi\n');
    const r = actionValidator(broken);
    expect(r.status).toBe(1);
    expect(r.output).toContain("Additional property 'pussh' is not allowed");
    expect(r.output).toContain("Additional property 'stepz' is not allowed");
    fs.writeFileSync(broken, 'name: x\n  on: [\n');
    const p = actionValidator(broken);
    expect(p.status).toBe(1);
    expect(p.output).toContain('Parse Error');
  });

  it('and ours with one key misspelt (timeout-minutes → timeout-minute)', () => {
    const file = path.join(tmp, 'desktop.yml');
    expect(text).toContain('timeout-minutes:');
    fs.writeFileSync(file, text.replace('timeout-minutes:', 'timeout-minute:'));
    const r = actionValidator(file);
    expect(r.status).toBe(1);
    expect(r.output).toContain("'timeout-minute'");
  });
});

describe('everything the desktop workflow names exists', () => {
  it('every npm script it runs is in package.json', () => {
    const named = [...runs.join('\n').matchAll(/\bnpm run (?:--silent )?([\w:-]+)/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const s of new Set(named)) expect(pkg.scripts, `npm run ${s}`).toHaveProperty([s]);
    if (/\bnpm test\b/.test(runs.join('\n'))) expect(pkg.scripts.test).toBeTruthy();
  });

  it('every program it calls through npx is installed (node_modules/.bin)', () => {
    const bins = [...runs.join('\n').matchAll(/\bnpx ([\w@./-]+)/g)].map((m) => m[1]);
    expect(bins).toEqual(expect.arrayContaining(['tsc', 'vitest', 'playwright', 'install-electron']));
    for (const b of new Set(bins)) {
      expect(fs.existsSync(path.join(root, 'node_modules', '.bin', b)), `npx ${b}`).toBe(true);
    }
  });

  it('every file of the project it or its npm scripts pass exists', () => {
    const scripts = [...runs.join('\n').matchAll(/\bnpm run (?:--silent )?([\w:-]+)/g)].map((m) => pkg.scripts[m[1]] ?? '');
    const all = [...runs, ...scripts, pkg.scripts.test].join('\n');
    const files = [...all.matchAll(/(?:^|[\s"'=])((?:\.ci|\.github|scripts|test|build|src|docs)\/[\w./-]*\w)/g)].map((m) => m[1]);
    expect(files).toEqual(expect.arrayContaining(['test/electron/playwright.config.ts']));
    for (const f of new Set(files)) expect(fs.existsSync(path.join(root, f)), f).toBe(true);
    for (const config of [...all.matchAll(/--config[ =](\S+)/g)].map((m) => m[1])) expect(fs.existsSync(path.join(root, config)), config).toBe(true);
  });

  it('it launches the unpacked app where electron-builder.yml puts it, and keeps the installers from that folder', () => {
    const names = builderNames(root);
    const expected: Record<string, string> = {
      'windows-latest': packagedAppPath(names, 'win32', 'x64'),
      'macos-latest': packagedAppPath(names, 'darwin', 'arm64'),
      'ubuntu-latest': packagedAppPath(names, 'linux', 'x64'),
    };
    expect(expected['macos-latest']).toBe('release/mac-arm64/Magic Table.app/Contents/MacOS/Magic Table');
    for (const m of matrix) {
      expect(m.app, m.os).toBe(expected[m.os]);
      for (const glob of m.installers.trim().split('\n')) expect(glob.startsWith(`${names.output}/`), glob).toBe(true);
    }
    expect(runs.join('\n')).toContain(`"${names.output}/mac-arm64/${names.productName}.app"`);
  });
});

describe('the desktop workflow does what issue 34 asks', () => {
  it('runs on push and pull request, and on version tags', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect((workflow.on.push as { tags: string[] }).tags).toContain('v*');
  });

  it('on Windows, macOS (arm64) and Linux, every one to the end', () => {
    expect(appJob['runs-on']).toBe('${{ matrix.os }}');
    expect(matrix.map((m) => m.os).sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest']);
    expect(text).toContain('fail-fast: false');
  });

  it.each(['Windows', 'macOS', 'Linux'] as const)('on %s: npm ci, Electron, type check, vitest, npm run dist, the acceptance test', (os) => {
    const c = commandsOn(os);
    expect(c).toMatch(/^npm ci$/m);
    expect(c).toContain('npx install-electron');
    if (os === 'Linux') {
      // npm test: the type check, lint, vitest and the browser suite (scripts/test-all.sh), as root like .ci/run.
      expect(c).toMatch(/sudo .*\bnpm test\b/);
      expect(pkg.scripts.test).toBe('bash scripts/test-all.sh');
      const all = fs.readFileSync(path.join(root, 'scripts/test-all.sh'), 'utf8');
      for (const part of ['npx tsc -p tsconfig.json --noEmit', 'npx vitest run', 'npx playwright test']) expect(all).toContain(part);
      expect(c).toMatch(/xvfb-run -a npm run test:electron/);
    } else {
      expect(c).toContain('npx tsc -p tsconfig.json --noEmit');
      expect(c).toContain('npx vitest run');
      expect(c).toContain('npm run test:electron');
    }
    expect(c).toContain('npm run dist');
    expect(c.indexOf('npm run dist')).toBeLessThan(c.indexOf('npm run test:electron'));
  });

  it('the acceptance test is pointed at the packaged app and may not skip itself there', () => {
    const step = appJob.steps.find((s) => s.run?.includes('npm run test:electron'))!;
    expect(step.env).toEqual({ MAGIC_TABLE_APP: '${{ matrix.app }}', MAGIC_TABLE_REQUIRE_APP: '1' });
    expect(pkg.scripts['test:electron']).toMatch(/playwright test (-c|--config) test\/electron\/playwright\.config\.ts/);
  });

  it('keeps the installers as artifacts, and attaches them to a draft release on a version tag', () => {
    const upload = appJob.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@') && s.with?.name === 'installers-${{ runner.os }}')!;
    expect(upload.with).toMatchObject({ path: '${{ matrix.installers }}', 'if-no-files-found': 'error' });
    const release = workflow.jobs.release;
    expect(release.if).toBe("startsWith(github.ref, 'refs/tags/v')");
    expect(release.needs).toBe('app');
    expect(release.permissions).toEqual({ contents: 'write' });
    expect(release.steps.map((s) => s.run ?? '').join('\n')).toContain('gh release create "$TAG" --draft');
  });

  it('needs no secrets: unsigned builds, only the run\'s own token for the release', () => {
    expect(text).not.toMatch(/secrets\./);
    expect(workflow.env?.CSC_IDENTITY_AUTO_DISCOVERY).toBe('false');
    expect(workflow).not.toHaveProperty(['permissions', 'contents'], 'write');
  });
});
