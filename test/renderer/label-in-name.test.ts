/**
 * WCAG 2.5.3 "Label in Name": a button whose accessible name differs from its visible label must start with that
 * label, so a voice-control user who says what they see ("click History") reaches it. Issue 32 found the lobby's
 * History button named "Finished games on this host". Every `aria-label={t(A)}…>{t(B)}` in the renderer, every language.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_EN_FULL as APP_EN } from '../../src/shared/i18n/app/en-table.js';
import DE from '../../src/shared/i18n/app/de.js';
import FR from '../../src/shared/i18n/app/fr.js';
import ES from '../../src/shared/i18n/app/es.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') ? [p] : [];
  });
}

const PAIR = /aria-label=\{t\('([\w.]+)'\)\}[^>]*>\{t\('([\w.]+)'\)\}/g;
const pairs = files('src/renderer').flatMap((f) => [...readFileSync(f, 'utf8').matchAll(PAIR)].map((m) => ({ file: f, name: m[1], label: m[2] })));
const catalogues: Record<string, Record<string, string>> = { en: APP_EN, de: DE, fr: FR, es: ES };

describe('a button\'s accessible name starts with its visible label', () => {
  it('finds the buttons it checks', () => {
    expect(pairs.map((p) => p.name)).toContain('history.openLabel');
  });
  for (const [lang, cat] of Object.entries(catalogues)) {
    it(`in ${lang}`, () => {
      const wrong = pairs.filter((p) => !cat[p.name].toLocaleLowerCase(lang).startsWith(cat[p.label].toLocaleLowerCase(lang)))
        .map((p) => `${p.file}: "${cat[p.name]}" does not start with "${cat[p.label]}"`);
      expect(wrong).toEqual([]);
    });
  }
});
