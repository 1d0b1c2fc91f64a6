/**
 * Nothing a player reads relies on a colour-emoji font (issue 32: "🎉" was an empty box where none is installed): no
 * catalogue message and no component in src/ holds a character drawn as an emoji by default. Draw it (ui/Trophy.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../scripts/icu-catalogues.js';

const EMOJI = /\p{Emoji_Presentation}/u;

describe('no emoji font needed', () => {
  it('no source file under src/ writes a character that only an emoji font draws', () => {
    const files = sourceFiles(path.resolve('src'));
    expect(files.length).toBeGreaterThan(100);
    // Comments may speak of emoji (a person's name may hold one: that is theirs, not the app's words).
    const comment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);
    const found = files.flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').flatMap((line, i) =>
      (EMOJI.test(line) && !comment(line) ? [`${path.relative('src', f)}:${i + 1}: ${line.trim().slice(0, 80)}`] : [])));
    expect(found).toEqual([]);
  });
  it('would notice one', () => {
    expect(EMOJI.test('🎉 That’s you!')).toBe(true);
    expect(EMOJI.test('★ 3 ◈ ✓ ✕ ⤢')).toBe(false);
  });
});
