/**
 * The scaffold (`npm run new-game -- <id>`, scripts/new-game.ts) as a pure function: the files it would write for
 * an id, from the real templates and registry — every one inside the game's own folders but the registry, which
 * gains one sorted line under each marker — and its refusals, which come before anything is written.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NewGameError, SHARED_REGISTRY, TEMPLATES, addToRegistry, gameNames, planNewGame, readTemplates } from '../../scripts/new-game.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const templates = readTemplates(path.join(ROOT, TEMPLATES));
const registry = fs.readFileSync(path.join(ROOT, SHARED_REGISTRY), 'utf8');
const nothingExists = () => false;

/** The lines of `after` that `before` lacks, and the lines `before` has that `after` lacks. */
function lineDiff(before: string, after: string): { added: string[]; removed: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((l) => !a.includes(l)), removed: a.filter((l) => !b.includes(l)) };
}

describe('new-game', () => {
  it('names a game from its id', () => {
    expect(gameNames('pebble-pile')).toEqual({ id: 'pebble-pile', name: 'Pebble Pile', camel: 'pebblePile', pascal: 'PebblePile' });
    expect(gameNames('go9')).toEqual({ id: 'go9', name: 'Go9', camel: 'go9', pascal: 'Go9' });
  });

  it('writes the game in its own folders, and one line under each marker of the registry', () => {
    const plan = planNewGame('pebble-pile', templates, registry, nothingExists);
    const files = Object.keys(plan.files).sort();
    for (const f of files.filter((x) => x !== SHARED_REGISTRY)) {
      expect(f).toMatch(/^(src\/(shared|renderer)\/games\/pebble-pile\/|test\/games\/pebble-pile\/)/);
    }
    // The engine side, the table, the catalogues in four languages, its tests.
    for (const f of ['src/shared/games/pebble-pile/index.ts', 'src/shared/games/pebble-pile/strong.ts', 'src/shared/games/pebble-pile/emblem.ts',
      'src/shared/games/pebble-pile/rulesText.ts', 'src/renderer/games/pebble-pile/meta.tsx', 'src/renderer/games/pebble-pile/index.tsx',
      'src/renderer/games/pebble-pile/Table.tsx', ...['en', 'de', 'fr', 'es', 'index'].map((l) => `src/shared/games/pebble-pile/i18n/${l}.ts`),
      'test/games/pebble-pile/secrets.ts', 'test/games/pebble-pile/rules.test.ts']) expect(files).toContain(f);
    for (const [f, text] of Object.entries(plan.files)) {
      expect(text, f).not.toMatch(/__(ID|NAME|CAMEL|PASCAL)__/);
    }
    expect(plan.files['src/shared/games/pebble-pile/index.ts']).toContain("id: 'pebble-pile'");
    expect(plan.files['src/shared/games/pebble-pile/index.ts']).toContain("name: 'Pebble Pile'");
    expect(lineDiff(registry, plan.files[SHARED_REGISTRY])).toEqual({
      added: ["import pebblePile from './pebble-pile/index.js';", '  pebblePile,'], removed: [],
    });
  });

  it('keeps the registry\'s lists sorted', () => {
    const names = gameNames('aa-first');
    const lines = addToRegistry(registry, names).split('\n');
    const imports = lines.filter((l) => /^import \w+ from '\.\/[a-z0-9-]+\/index\.js';$/.test(l));
    const entries = lines.slice(lines.findIndex((l) => l.includes('GAME ENTRIES')) + 1).filter((l) => /^ {2}\w+,$/.test(l));
    expect(imports[0]).toBe("import aaFirst from './aa-first/index.js';");
    expect(entries[0]).toBe('  aaFirst,');
    expect(imports).toEqual([...imports].sort());
    expect(entries).toEqual([...entries].sort());
  });

  it.each(['Pebble', '1pile', 'pebble_pile', '', 'a--b', 'pebble-', '-pebble', 'pebble pile', 'x'.repeat(31)])('refuses the id "%s"', (id) => {
    expect(() => planNewGame(id, templates, registry, nothingExists)).toThrow(NewGameError);
  });

  it('refuses an id that is taken, by the registry or by a folder', () => {
    expect(() => planNewGame('megagem', templates, registry, nothingExists)).toThrow('a game "megagem" is already registered');
    expect(() => planNewGame('pebble-pile', templates, registry, (p) => p === 'src/renderer/games/pebble-pile'))
      .toThrow('src/renderer/games/pebble-pile exists already: "pebble-pile" is taken');
    expect(() => planNewGame('pebble-pile', templates, registry.replace('// GAME ENTRIES', '// entries'), nothingExists)).toThrow('has no line "// GAME ENTRIES');
  });

  it('says so and changes nothing when it refuses', () => {
    const run = () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/new-game.ts', 'Bad_Id'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    const before = fs.readFileSync(path.join(ROOT, SHARED_REGISTRY), 'utf8');
    expect(run).toThrow(/new-game: "Bad_Id" is not a game id.*nothing was changed/s);
    expect(fs.readFileSync(path.join(ROOT, SHARED_REGISTRY), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(ROOT, 'src/shared/games/Bad_Id'))).toBe(false);
  }, 20_000);
});
