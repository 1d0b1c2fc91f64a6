/**
 * The table screens' English words (en-table.ts) travel outside the first screen's catalogue: every module of the
 * client that reads one of their ids imports tableWords.ts, which hands them to the translator; none of them is in
 * both catalogues.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_EN } from '../../src/shared/i18n/app/en.js';
import { APP_EN_TABLE } from '../../src/shared/i18n/app/en-table.js';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe('the table screens\' words', () => {
  it('every client module reading one of them imports tableWords.ts', () => {
    const ids = Object.keys(APP_EN_TABLE);
    const missing: string[] = [];
    for (const file of files('src/renderer')) {
      const text = readFileSync(file, 'utf8');
      const read = ids.filter((id) => text.includes(`'${id}'`));
      if (read.length > 0 && !/^import '(\.\.?\/)+(i18n\/)?tableWords\.js';$/m.test(text)) missing.push(`${file}: ${read.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });

  it('no id is in both catalogues', () => {
    expect(Object.keys(APP_EN_TABLE).filter((id) => id in APP_EN)).toEqual([]);
  });

  it('once tableWords.ts is loaded, English reads them', async () => {
    const { makeTranslate } = await import('../../src/renderer/i18n/translate.js');
    await import('../../src/renderer/i18n/tableWords.js');
    expect(makeTranslate('en')('game.justHappened')).toBe(APP_EN_TABLE['game.justHappened']);
  });
});
