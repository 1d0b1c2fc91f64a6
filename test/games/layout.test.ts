/**
 * A game lives in its own folders: no file under src/ names a game (its id, or the id in camelCase as code names
 * it) outside that game's folders — src/shared/games/<id>/, src/renderer/games/<id>/, src/main/games/<id>/ — but the
 * registries, which list every game once. So a new game is its folders plus a line in each registry
 * (docs/architecture.md, "A fifth game"), and generic code never grows a second list of games.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/shared/games/registry.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REGISTRIES = new Set(['src/shared/games/registry.ts', 'src/renderer/games/registry.ts', 'src/main/games/registry.ts']);
const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mts|js|mjs|css|html|json)$/.test(e.name) ? [rel] : [];
  });
}

/** The game whose folder holds `file`, or null. */
function ownerOf(file: string): string | null {
  return /^src\/(?:shared|renderer|main)\/games\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Each file that names a game it does not belong to, with the names it uses. */
function strayNames(files: readonly { file: string; text: string }[], ids: readonly string[]): string[] {
  const patterns = ids.map((id) => ({ id, re: new RegExp(`(?<![A-Za-z0-9-])(?:${id}|${camel(id)})(?![A-Za-z0-9])`) }));
  const out: string[] = [];
  for (const { file, text } of files) {
    if (REGISTRIES.has(file)) continue;
    const owner = ownerOf(file);
    const named = patterns.filter(({ id, re }) => id !== owner && re.test(text)).map(({ id }) => id);
    if (named.length) out.push(`${file} names ${named.join(', ')}`);
  }
  return out;
}

describe('a game is named only in its own folders and the registries', () => {
  const ids = GAMES.map((g) => g.id);

  it('no other file under src/ names a game', () => {
    const files = sources('src').map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(strayNames(files, ids)).toEqual([]);
  });

  it('catches a generic file that names a game, and a game that names another', () => {
    const [a, b] = ids;
    expect(strayNames([{ file: 'src/shared/bots/think.ts', text: `import { x } from '../games/${a}/strong.js';` }], ids)).toEqual([`src/shared/bots/think.ts names ${a}`]);
    expect(strayNames([{ file: 'src/main/host/cli.ts', text: `const ${camel(b)} = 1;` }], ids)).toEqual([`src/main/host/cli.ts names ${b}`]);
    expect(strayNames([{ file: `src/renderer/games/${a}/x.ts`, text: `'${b}.ui.title'` }], ids)).toEqual([`src/renderer/games/${a}/x.ts names ${b}`]);
    expect(strayNames([{ file: `src/shared/games/${a}/x.ts`, text: `'${a}.title'` }], ids)).toEqual([]);
    expect(strayNames([{ file: 'src/shared/games/registry.ts', text: `import ${camel(a)} from './${a}/index.js';` }], ids)).toEqual([]);
  });
});
