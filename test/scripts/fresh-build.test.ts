/** `npm run host` and `npm run sim` build only when their sources changed (scripts/fresh-build.mjs). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

interface FreshBuild { root: string; name: string; inputs: string[]; outputs: string[]; build(): void | Promise<void> }
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/fresh-build.mjs');
const { freshBuild } = (await import(script)) as { freshBuild(o: FreshBuild): Promise<boolean> };

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true }); });

function project(): { root: string; builds: () => number; step: () => Promise<boolean> } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-build-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'src', 'deep'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'a.ts'), 'a');
  fs.writeFileSync(path.join(root, 'src', 'deep', 'b.ts'), 'b');
  fs.writeFileSync(path.join(root, 'config.json'), '{}');
  let n = 0;
  const step = () => freshBuild({
    root, name: 'thing', inputs: ['src', 'config.json', 'missing.txt'], outputs: ['dist/out.js'],
    build: () => { n++; fs.mkdirSync(path.join(root, 'dist'), { recursive: true }); fs.writeFileSync(path.join(root, 'dist', 'out.js'), String(n)); },
  });
  return { root, builds: () => n, step };
}

describe('fresh builds', () => {
  it('builds the first time, then not again until an input changes (content, a new file, a removed file) or the output goes', async () => {
    const { root, builds, step } = project();
    expect(await step()).toBe(true);
    expect(await step()).toBe(false);
    // Touched but the same content: nothing to build.
    const a = path.join(root, 'src', 'a.ts');
    fs.writeFileSync(a, 'a');
    fs.utimesSync(a, new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(await step()).toBe(false);
    fs.writeFileSync(path.join(root, 'src', 'deep', 'b.ts'), 'b changed');
    expect(await step()).toBe(true);
    fs.writeFileSync(path.join(root, 'src', 'deep', 'c.ts'), 'new');
    expect(await step()).toBe(true);
    fs.rmSync(path.join(root, 'src', 'deep', 'c.ts'));
    expect(await step()).toBe(true);
    // A file's content moved to another name is another input.
    fs.renameSync(a, path.join(root, 'src', 'z.ts'));
    expect(await step()).toBe(true);
    fs.rmSync(path.join(root, 'dist', 'out.js'));
    expect(await step()).toBe(true);
    expect(await step()).toBe(false);
    expect(builds()).toBe(6);
  });

  it('a build that fails leaves no stamp: the next call builds again', async () => {
    const { root, step } = project();
    expect(await step()).toBe(true);
    fs.writeFileSync(path.join(root, 'config.json'), '{"x":1}');
    await expect(freshBuild({ root, name: 'thing', inputs: ['src', 'config.json', 'missing.txt'], outputs: ['dist/out.js'], build: () => { throw new Error('broken'); } })).rejects.toThrow('broken');
    expect(await step()).toBe(true);
    expect(await step()).toBe(false);
  });
});
