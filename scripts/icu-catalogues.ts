/**
 * The client's catalogues compiled at build time with FormatJS's own compiler (`formatjs compile --ast`), so the
 * browser gets syntax trees and carries no ICU parser (vite.config.ts swaps FormatJS's parser for its `no-parser`
 * twin; src/shared/icu.ts reads trees).
 *
 * A catalogue is a declaration in src/ written as `const NAME = {` … `}` at the start of a line, typed as one
 * (`const DE: GameCatalogue<…> = {`, `const CATALOGUE: AppCatalogue = {`) or ending `} as const satisfies Catalogue;`.
 * Its values may be built (helpers such as `COINS('n')`), so each catalogue module is run once in Node (bundled
 * by esbuild, its catalogues exported), every message compiled by the CLI in one call, and the module's source
 * handed to the rest of the build with each catalogue's object replaced by the compiled one: a message that is
 * plain text (nothing ICU reads as syntax) stays its text, every other one becomes its tree.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
// Text with nothing ICU reads as syntax: the client takes it as its own message.
import { isPlainText } from '../src/shared/icu.js';

interface Declaration {
  name: string;
  /** Line indexes of `const NAME … = {` and of its closing `}`. */
  open: number;
  close: number;
}

const OPEN = /^(?:export )?const (\w+)(\s*:\s*[^=]+)?\s*=\s*\{\s*$/;
const CLOSE = /^\}(.*);\s*$/;

/** The catalogues declared in a module's source. */
export function catalogueDeclarations(source: string): Declaration[] {
  const lines = source.split('\n');
  const out: Declaration[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]);
    if (!open) continue;
    let j = i + 1;
    while (j < lines.length && !/^\}/.test(lines[j])) j++;
    const close = CLOSE.exec(lines[j] ?? '');
    if (!close) continue;
    if (/^\s*:\s*\w*Catalogue\b/.test(open[2] ?? '') || /satisfies \w*Catalogue/.test(close[1])) out.push({ name: open[1], open: i, close: j });
    i = j;
  }
  return out;
}

type Compiled = Record<string, unknown>;

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/** Runs the modules (esbuild, Node) and compiles their catalogues' messages with `formatjs compile --ast`, in one call. */
export async function compileModules(files: string[]): Promise<Map<string, Map<string, Compiled>>> {
  const found = new Map(files.map((f) => [f, catalogueDeclarations(fs.readFileSync(f, 'utf8'))] as const));
  const withCatalogues = files.filter((f) => found.get(f)!.length > 0);
  const entry = withCatalogues.map((f, i) => `export { __catalogues as c${i} } from ${JSON.stringify(f)};`).join('\n');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'icu-catalogues-'));
  try {
    const bundle = await build({
      stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent',
      plugins: [{
        name: 'export-catalogues',
        setup(b) {
          b.onLoad({ filter: /\.tsx?$/ }, (args) => {
            const decls = found.get(args.path);
            if (!decls?.length) return undefined;
            const source = fs.readFileSync(args.path, 'utf8');
            return { contents: `${source}\nexport const __catalogues = { ${decls.map((d) => d.name).join(', ')} };\n`, loader: 'ts' };
          });
        },
      }],
    });
    const evaluated = path.join(tmp, 'catalogues.mjs');
    fs.writeFileSync(evaluated, bundle.outputFiles[0].text);
    const mod = await import(pathToFileURL(evaluated).href) as Record<string, Record<string, Record<string, string>>>;
    // One file of every message, keyed `<module>\u0001<catalogue>\u0001<id>`.
    const messages: Record<string, string> = {};
    withCatalogues.forEach((f, i) => {
      for (const [name, catalogue] of Object.entries(mod[`c${i}`])) {
        for (const [id, pattern] of Object.entries(catalogue)) {
          if (typeof pattern !== 'string') throw new Error(`${f}: ${name}['${id}'] is not a message`);
          messages[`${i}\u0001${name}\u0001${id}`] = pattern;
        }
      }
    });
    const input = path.join(tmp, 'messages.json');
    const output = path.join(tmp, 'compiled.json');
    fs.writeFileSync(input, JSON.stringify(messages));
    execFileSync(process.execPath, [cli, 'compile', input, '--ast', '--format', 'simple', '--ignore-tag', '--out-file', output], { stdio: ['ignore', 'ignore', 'inherit'] });
    const compiled = JSON.parse(fs.readFileSync(output, 'utf8')) as Record<string, unknown>;
    const out = new Map<string, Map<string, Compiled>>(withCatalogues.map((f, i) =>
      [f, new Map(Object.keys(mod[`c${i}`]).map((name) => [name, {}]))]));
    // In each catalogue's own order (the compiler's output is sorted by key).
    for (const [key, pattern] of Object.entries(messages)) {
      const [i, name, id] = key.split('\u0001');
      const file = withCatalogues[Number(i)];
      const catalogue = out.get(file)!.get(name)!;
      if (compiled[key] === undefined) throw new Error(`${file}: ${name}['${id}'] was not compiled`);
      catalogue[id] = isPlainText(pattern) ? pattern : compiled[key];
    }
    for (const f of files) if (!out.has(f)) out.set(f, new Map());
    return out;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** A module's source with each catalogue's object replaced by its compiled twin. */
export function replaced(source: string, compiled: Map<string, Compiled>): string {
  const lines = source.split('\n');
  for (const d of catalogueDeclarations(source).reverse()) {
    const catalogue = compiled.get(d.name);
    if (!catalogue) throw new Error(`The catalogue ${d.name} was not compiled`);
    const head = lines[d.open].replace(/\{\s*$/, '');
    const tail = CLOSE.exec(lines[d.close])![1];
    lines.splice(d.open, d.close - d.open + 1, `${head}${JSON.stringify(catalogue)}${tail};`);
  }
  return lines.join('\n');
}

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The plugin: compiles every catalogue under `srcDir` when the build starts, again for a module edited while serving. */
export function icuCataloguesPlugin(srcDir: string): Plugin {
  let compiled = new Map<string, Map<string, Compiled>>();
  const sources = new Map<string, string>();
  return {
    name: 'magic-table-icu-catalogues',
    enforce: 'pre',
    async buildStart() {
      const files = sourceFiles(srcDir).filter((f) => {
        const source = fs.readFileSync(f, 'utf8');
        if (catalogueDeclarations(source).length === 0) return false;
        sources.set(f, source);
        return true;
      });
      compiled = await compileModules(files);
    },
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!compiled.has(file) && !(file.startsWith(srcDir) && catalogueDeclarations(code).length > 0)) return null;
      if (sources.get(file) !== code) {
        // Edited while serving (or new): compile this module again.
        const again = await compileModules([file]);
        compiled.set(file, again.get(file)!);
        sources.set(file, code);
      }
      return { code: replaced(code, compiled.get(file)!), map: null };
    },
  };
}
