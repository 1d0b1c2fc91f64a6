/**
 * npm run new-game -- <id>
 *
 * Writes a small playable game (two players take pebbles from a pile in turn; each holds a secret card) in its own
 * folders — src/shared/games/<id>/ (its manifest, rules, view, bots, strong bot, emblem, messages, rules screen and
 * its catalogues in en, de, fr, es), src/renderer/games/<id>/ (its name, emblem and a plain table) and
 * test/games/<id>/ (its secrets scrambler for the contract test, and its rules' tests) — from the templates in
 * scripts/new-game/, and adds its line under each marker of src/shared/games/registry.ts (the renderer finds a
 * game by its folder; a game with no host extension needs no line in src/main/games/registry.ts). It refuses an id
 * that is not a game id or that is taken, and then changes nothing. docs/architecture.md, "A fifth game", says the same.
 *
 * The plan is a pure function of the id and what exists (`planNewGame`, tested in test/scripts/new-game.test.ts);
 * this file's end reads the templates and the registry, and writes the plan.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const SHARED_REGISTRY = 'src/shared/games/registry.ts';
const IMPORTS_MARKER = '// GAME IMPORTS (one line per game, keep sorted)';
const ENTRIES_MARKER = '  // GAME ENTRIES (one line per game, keep sorted)';
/** Where the templates are, from the project's root; each file's path under it is its path in the project (`__ID__` for the id). */
export const TEMPLATES = 'scripts/new-game';

export interface GameNames {
  /** The id: the folders' name and the registry's (`pebble-pile`). */
  id: string;
  /** The display name (`Pebble Pile`). */
  name: string;
  /** The id as a variable (`pebblePile`). */
  camel: string;
  /** The id as a type (`PebblePile`). */
  pascal: string;
}

export class NewGameError extends Error {}

const GAME_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The names of a game from its id, or a NewGameError saying why the id is not one. */
export function gameNames(id: string): GameNames {
  if (!GAME_ID.test(id)) throw new NewGameError(`"${id}" is not a game id: lower-case letters and digits, words joined by "-", starting with a letter (e.g. pebble-pile)`);
  if (id.length > 30) throw new NewGameError(`"${id}" is too long for a game id (30 characters at most)`);
  const words = id.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return { id, name: words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' '), camel: pascal[0].toLowerCase() + pascal.slice(1), pascal };
}

/** A template's text with the game's names in it. */
export function fill(template: string, n: GameNames): string {
  return template.replaceAll('__ID__', n.id).replaceAll('__NAME__', n.name).replaceAll('__CAMEL__', n.camel).replaceAll('__PASCAL__', n.pascal);
}

/** Inserts `line` into the sorted block of lines like `like` that follows `marker`. */
function insertSorted(text: string, marker: string, like: RegExp, line: string, file: string): string {
  const lines = text.split('\n');
  const at = lines.indexOf(marker);
  if (at < 0) throw new NewGameError(`${file} has no line "${marker.trim()}": add the game by hand, or put the marker back`);
  let end = at + 1;
  while (end < lines.length && like.test(lines[end])) end++;
  const block = lines.slice(at + 1, end);
  if (block.includes(line)) throw new NewGameError(`${file} already has the line "${line.trim()}"`);
  let pos = block.findIndex((l) => l > line);
  if (pos < 0) pos = block.length;
  lines.splice(at + 1 + pos, 0, line);
  return lines.join('\n');
}

/** The shared registry with the game's import and entry added, each in its sorted place. */
export function addToRegistry(registry: string, n: GameNames): string {
  const withImport = insertSorted(registry, IMPORTS_MARKER, /^import \w+ from '\.\/[a-z0-9-]+\/index\.js';$/, `import ${n.camel} from './${n.id}/index.js';`, SHARED_REGISTRY);
  return insertSorted(withImport, ENTRIES_MARKER, /^ {2}\w+,$/, `  ${n.camel},`, SHARED_REGISTRY);
}

export interface Plan {
  names: GameNames;
  /** Every file to write (new ones, and the registry), path from the project's root → text. */
  files: Record<string, string>;
}

/**
 * What `new-game <id>` writes: each template (path → text, paths under the templates' folder ending in `.tmpl`)
 * filled for the game, and the registry with its lines. Refuses (NewGameError) a bad id, an id the registry already
 * names, or a folder that exists (`exists(path)`), before anything is written.
 */
export function planNewGame(id: string, templates: Readonly<Record<string, string>>, registry: string, exists: (p: string) => boolean): Plan {
  const names = gameNames(id);
  if (registry.includes(`'./${id}/index.js'`)) throw new NewGameError(`a game "${id}" is already registered (${SHARED_REGISTRY})`);
  const files: Record<string, string> = {};
  for (const [template, text] of Object.entries(templates)) {
    if (!template.endsWith('.tmpl')) continue;
    files[fill(template.slice(0, -'.tmpl'.length), names)] = fill(text, names);
  }
  const folders = [...new Set(Object.keys(files).map((f) => f.split('/').slice(0, 4).join('/')))];
  for (const folder of folders) if (exists(folder)) throw new NewGameError(`${folder} exists already: "${id}" is taken`);
  files[SHARED_REGISTRY] = addToRegistry(registry, names);
  return { names, files };
}

/** Every template under `dir`, path relative to it → text. */
export function readTemplates(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else out[p] = fs.readFileSync(path.join(dir, p), 'utf8');
    }
  };
  walk('');
  return out;
}

function main(argv: string[]): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const id = argv[0];
  if (!id || argv.length > 1) {
    process.stderr.write('usage: npm run new-game -- <id>   (e.g. npm run new-game -- pebble-pile)\n');
    return 2;
  }
  let plan: Plan;
  try {
    plan = planNewGame(id, readTemplates(path.join(root, TEMPLATES)), fs.readFileSync(path.join(root, SHARED_REGISTRY), 'utf8'), (p) => fs.existsSync(path.join(root, p)));
  } catch (e) {
    if (!(e instanceof NewGameError)) throw e;
    process.stderr.write(`new-game: ${e.message}; nothing was changed\n`);
    return 1;
  }
  for (const [file, text] of Object.entries(plan.files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const made = Object.keys(plan.files).filter((f) => f !== SHARED_REGISTRY).sort();
  process.stdout.write(`new-game: ${plan.names.name} (${id}) written:\n${made.map((f) => `  ${f}\n`).join('')}  ${SHARED_REGISTRY} (its import and entry)\n`
    + `Next: npx tsc -p tsconfig.json --noEmit && npx vitest run test/games/contract test/games/${id}; then make it your game (docs/architecture.md, "A fifth game").\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
