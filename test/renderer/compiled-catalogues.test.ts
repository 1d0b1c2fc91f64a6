/**
 * The client's catalogues, compiled at build time (scripts/icu-catalogues.ts): every catalogue in src/ is found
 * (the client has no parser, so a catalogue left as strings would fail there; one composed on one line of
 * catalogues, `{ ...A, ...B }`, is made of compiled ones), every compiled message is the tree
 * Node's parser makes of its pattern (or, for plain text, the text itself), and the module's source with its
 * catalogues replaced still reads as TypeScript with the same exports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { catalogueDeclarations, compileModules, replaced, sourceFiles } from '../../scripts/icu-catalogues.js';
import { isPlainText, patternAst } from '../../src/shared/icu.js';

const SRC = path.resolve('src');
const files = sourceFiles(SRC);
const withCatalogues = files.filter((f) => catalogueDeclarations(fs.readFileSync(f, 'utf8')).length > 0);

describe('the client’s compiled catalogues', () => {
  it('finds every catalogue declared in src/ (typed as one, or `satisfies` one)', () => {
    const missed: string[] = [];
    for (const f of files) {
      const source = fs.readFileSync(f, 'utf8');
      const declared = [...source.matchAll(/^(?:export )?const (\w+)\s*:\s*\w*Catalogue\b[^=\n]*=\s*\{\s*$|^\}[^\n]*satisfies \w*Catalogue;/gm)].length;
      if (declared !== catalogueDeclarations(source).length) missed.push(path.relative(SRC, f));
    }
    expect(missed).toEqual([]);
    // The app's, the shared sentences', and each game's engine, rules and table catalogues in four languages.
    expect(withCatalogues.length).toBeGreaterThan(20);
  });

  it('compiles each message to the tree Node reads from its pattern, and leaves plain text as text', async () => {
    const compiled = await compileModules(withCatalogues);
    let messages = 0;
    let plain = 0;
    for (const f of withCatalogues) {
      const source = fs.readFileSync(f, 'utf8');
      const byName = compiled.get(f)!;
      expect([...byName.keys()].sort(), f).toEqual(catalogueDeclarations(source).map((d) => d.name).sort());
      const mod = await import(f) as Record<string, unknown>;
      for (const [name, catalogue] of byName) {
        // The catalogue as Node reads it: exported by name, as the module's default, or (a part not exported) within MESSAGES.
        const original = (mod[name] ?? mod.default ?? mod.MESSAGES) as Record<string, string>;
        const keys = Object.keys(catalogue);
        if (original === mod.MESSAGES && !(name in mod)) expect(keys.every((k) => k in original), `${f} ${name}`).toBe(true);
        else expect(keys, `${f} ${name}`).toEqual(Object.keys(original));
        for (const [id, value] of Object.entries(catalogue)) {
          messages++;
          const pattern = original[id];
          if (typeof value === 'string') {
            plain++;
            expect(value, id).toBe(pattern);
            // The client reads it without a parser (it has none).
            expect(isPlainText(value), id).toBe(true);
            expect(patternAst(value), id).toEqual(parse(pattern, { ignoreTag: true }));
          } else {
            expect(value, id).toEqual(parse(pattern, { ignoreTag: true }));
          }
        }
      }
      const code = replaced(source, byName);
      const out = await transform(code, { loader: 'ts', format: 'esm' });
      expect(out.code.length, f).toBeGreaterThan(0);
    }
    expect(messages).toBeGreaterThan(2000);
    expect(plain).toBeGreaterThan(0);
    expect(plain).toBeLessThan(messages);
  });
});
