import { describe, expect, it } from 'vitest';
import {
  boundTxt,
  decodeTxt,
  encodeTxt,
  hostLabel,
  instanceLabel,
  parseHostTxt,
  parseTables,
  summarizeTables,
  uniqueName,
} from '../../src/main/discovery/txt.js';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('TXT tables summary', () => {
  it('is "game:free/seats" joined by commas, tables with free seats first, finished tables left out', () => {
    const s = summarizeTables([
      { game: 'megagem', seats: 4, seatsFree: 0, status: 'playing' },
      { game: 'magic-money', seats: 5, seatsFree: 2, status: 'lobby' },
      { game: 'megagem', seats: 3, seatsFree: 3, status: 'finished' },
    ]);
    expect(s).toBe('magic-money:2/5,megagem:0/4');
    expect(parseTables(s)).toEqual([
      { game: 'magic-money', seatsFree: 2, seats: 5 },
      { game: 'megagem', seatsFree: 0, seats: 4 },
    ]);
  });

  it('stays within 200 bytes, whole entries only', () => {
    const many = Array.from({ length: 40 }, () => ({ game: 'magical-library', seats: 5, seatsFree: 1, status: 'lobby' as const }));
    const s = summarizeTables(many);
    expect(bytes(s)).toBeLessThanOrEqual(200);
    expect(s.split(',').every((e) => e === 'magical-library:1/5')).toBe(true);
    expect(s.split(',').length).toBe(Math.floor((200 + 1) / 'magical-library:1/5,'.length));
  });

  it('parsing skips malformed entries and never throws', () => {
    expect(parseTables('megagem:1/4,,bad,x:9/3,UPPER:1/2,megagem:-1/4,megagem:2/4')).toEqual([
      { game: 'megagem', seatsFree: 1, seats: 4 },
      { game: 'megagem', seatsFree: 2, seats: 4 },
    ]);
    expect(parseTables('')).toEqual([]);
    expect(parseTables('a:1/2,'.repeat(500)).length).toBe(50);
  });
});

describe('names', () => {
  it('clash names count up: "Kitchen table (2)", "(3)"', () => {
    expect(uniqueName('Kitchen table', 1)).toBe('Kitchen table');
    expect(uniqueName('Kitchen table', 2)).toBe('Kitchen table (2)');
    expect(uniqueName('Kitchen table', 13)).toBe('Kitchen table (13)');
  });

  it('a unique name stays within a DNS label (63 bytes), even with multi-byte characters', () => {
    const long = 'Ü'.repeat(60);
    expect(bytes(uniqueName(long, 7))).toBeLessThanOrEqual(63);
    expect(uniqueName(long, 7).endsWith(' (7)')).toBe(true);
    expect(bytes(instanceLabel(long))).toBeLessThanOrEqual(63);
  });

  it('instance labels have no dots or control characters and are never empty', () => {
    expect(instanceLabel('Ann.s\u0000 laptop')).toBe('Ann-s laptop');
    expect(instanceLabel('  \u0007 ')).toBe('Magic Table');
  });

  it('host labels are DNS-safe', () => {
    expect(hostLabel('AbC_12-x')).toBe('mt-abc12-x');
    expect(hostLabel('!!!')).toBe('mt-host');
  });
});

describe('TXT record', () => {
  const txt = { pv: '1', name: 'Kitchen table', id: 'h0st1d', tables: 'megagem:2/4' };

  it('round-trips through encoding', () => {
    const wire = encodeTxt(txt).map((s) => Buffer.from(s));
    expect(parseHostTxt(decodeTxt(wire))).toEqual({
      protocol: 1,
      name: 'Kitchen table',
      id: 'h0st1d',
      tables: [{ game: 'megagem', seatsFree: 2, seats: 4 }],
    });
  });

  it('bounds every field', () => {
    const b = boundTxt({ pv: '1', name: 'x'.repeat(300), id: 'y'.repeat(300), tables: 'megagem:1/4,'.repeat(100) });
    expect(bytes(b.name)).toBeLessThanOrEqual(63);
    expect(b.id.length).toBeLessThanOrEqual(40);
    expect(bytes(b.tables)).toBeLessThanOrEqual(200);
    expect(parseTables(b.tables).length).toBe(b.tables.split(',').length);
    for (const s of encodeTxt(b)) expect(bytes(s)).toBeLessThanOrEqual(255);
  });

  it('the first occurrence of a key wins, keys are case-insensitive, junk is skipped', () => {
    expect(decodeTxt(['PV=1', 'pv=2', 'novalue', '=x', 42, Buffer.from('name=A')])).toEqual({ pv: '1', name: 'A' });
    expect(decodeTxt(undefined)).toEqual({});
  });

  it('rejects records that are not a Magic Table host', () => {
    expect(parseHostTxt({ name: 'x', id: 'abc' })).toBeNull();
    expect(parseHostTxt({ pv: 'one', name: 'x', id: 'abc' })).toBeNull();
    expect(parseHostTxt({ pv: '1', name: 'x', id: 'a b' })).toBeNull();
    expect(parseHostTxt({ pv: '1', name: 'x', id: '' })).toBeNull();
    expect(parseHostTxt({ pv: '2', name: 'x', id: 'abc' })?.protocol).toBe(2);
  });
});
