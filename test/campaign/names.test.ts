/**
 * Display names and campaign names: joiners (ZWJ, ZWNJ) inside a name are accepted,
 * as family emoji and Persian words need them; control characters, stray joiners
 * and names that show nothing are refused, each with its reason.
 */
import { describe, expect, it } from 'vitest';
import { displayName } from '../../src/shared/protocol.js';
import { campaignName } from '../../src/main/games/magical-library/format.js';

const PRINTABLE = 'Names may contain printable characters only';
const VISIBLE = 'A name needs at least one visible character';
const LENGTH = 'Pick a name of 1 to 24 characters';

const reason = (name: string) => {
  const r = displayName.safeParse(name);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('names with joiners', () => {
  it.each([
    ['a family emoji (ZWJ)', '👨‍👩‍👧'],
    ['a Persian word with a ZWNJ', 'می‌خواهم'],
    ['a rainbow flag (ZWJ + VS16)', '🏳️‍🌈'],
    ['a joiner-built emoji within words', 'Ann 👩‍💻 B'],
    ['plain letters', 'Ann'],
    ['letters with accents', 'Zoë Ångström'],
  ])('accepts %s', (_what, name) => {
    expect(displayName.safeParse(name)).toEqual({ success: true, data: name });
  });

  it('trims spaces around a name with joiners', () => {
    expect(displayName.parse('  می‌خواهم  ')).toBe('می‌خواهم');
  });

  it.each([
    ['a control character (BEL)', 'Bell\u0007', PRINTABLE],
    ['a newline inside', 'Ann\nBob', PRINTABLE],
    ['a right-to-left override', 'Ann\u202Egnp.exe', PRINTABLE],
    ['a zero-width space inside', 'An\u200Bn', PRINTABLE],
    ['a joiner at the end', 'Ann\u200D', PRINTABLE],
    ['a joiner at the start', '\u200CAnn', PRINTABLE],
    ['two joiners in a row', 'An\u200D\u200Dn', PRINTABLE],
    ['a joiner before a space', 'Ann\u200D Bob', PRINTABLE],
    ['only a zero-width space', '\u200B', VISIBLE],
    ['only joiners', '\u200D\u200C\u200D', VISIBLE],
    ['only a word joiner and a BOM between joiners', '\u2060\u200D\uFEFF\u2060', VISIBLE],
    ['only invisible characters and spaces', '\u200B \u200C \u200D \u2060', VISIBLE],
    ['only a Hangul filler', '\u3164', VISIBLE],
    ['only a blank Braille pattern', '\u2800\u2800', VISIBLE],
    ['only spaces', '   ', LENGTH],
    ['too long', 'ab‌c'.repeat(7), LENGTH],
  ])('refuses %s', (_what, name, why) => {
    expect(reason(name)).toBe(why);
  });
});

describe('campaign names', () => {
  it('accepts joiners inside and refuses invisible-only names with the campaign reason', () => {
    expect(campaignName.parse('👨‍👩‍👧 Sundays')).toBe('👨‍👩‍👧 Sundays');
    expect(campaignName.parse('کتاب‌خانه')).toBe('کتاب‌خانه');
    const invisible = campaignName.safeParse('\u200D\u200B');
    expect(invisible.success).toBe(false);
    expect(invisible.error?.issues[0]?.message).toBe('A campaign name needs at least one visible character');
    const control = campaignName.safeParse('Tab\there');
    expect(control.error?.issues[0]?.message).toBe('A campaign name may contain printable characters only');
  });
});
