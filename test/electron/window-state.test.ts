import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clampToDisplays, DEFAULT_SIZE, loadWindowState, MIN_SIZE, parseWindowState, saveWindowState } from '../../src/main/electron/window-state.js';

const laptop = { x: 0, y: 0, width: 1366, height: 728 };
const monitorRight = { x: 1366, y: 0, width: 1920, height: 1040 };

describe('window state validation', () => {
  it('accepts a well-formed state', () => {
    expect(parseWindowState({ x: 10, y: 20, width: 1000, height: 700, maximized: true })).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: true });
    expect(parseWindowState({ width: 1000, height: 700 })).toEqual({ width: 1000, height: 700, maximized: false });
  });

  it.each([null, 'x', [], {}, { width: 'big', height: 700 }, { width: 1000, height: -5 }, { width: 1e9, height: 700 }, { width: 1000.5, height: 700 }, { width: NaN, height: 700 }])(
    'refuses %j',
    (raw) => {
      expect(parseWindowState(raw)).toBeNull();
    },
  );

  it('drops a half position', () => {
    expect(parseWindowState({ x: 10, width: 1000, height: 700 })).toEqual({ width: 1000, height: 700, maximized: false });
  });
});

describe('clamping to the displays', () => {
  it('keeps a window that is on a display', () => {
    expect(clampToDisplays({ x: 1500, y: 100, width: 1200, height: 800, maximized: false }, [laptop, monitorRight]).bounds).toEqual({ x: 1500, y: 100, width: 1200, height: 800 });
  });

  it('centres a window whose display is gone on the primary display, shrunk to fit', () => {
    const r = clampToDisplays({ x: 2000, y: 100, width: 1800, height: 1000, maximized: true }, [laptop]);
    expect(r.bounds).toEqual({ x: 0, y: 0, width: 1366, height: 728 });
    expect(r.maximized).toBe(true);
  });

  it('pulls a window hanging off the edge back inside its display', () => {
    const r = clampToDisplays({ x: 1000, y: -10, width: 1000, height: 600, maximized: false }, [laptop]);
    expect(r.bounds).toEqual({ x: 366, y: 0, width: 1000, height: 600 });
  });

  it('a title bar above every display (unreachable) counts as off-screen', () => {
    const r = clampToDisplays({ x: 100, y: -700, width: 1000, height: 690, maximized: false }, [laptop]);
    expect(r.bounds.x).toBe(183);
    expect(r.bounds.y).toBe(19);
  });

  it('grows a tiny window to the minimum size and opens the default size without a saved state', () => {
    expect(clampToDisplays({ x: 10, y: 10, width: 50, height: 20, maximized: false }, [laptop]).bounds).toMatchObject(MIN_SIZE);
    const fresh = clampToDisplays(null, [monitorRight]);
    expect(fresh.bounds).toEqual({ x: 1366 + (1920 - DEFAULT_SIZE.width) / 2, y: (1040 - DEFAULT_SIZE.height) / 2, ...DEFAULT_SIZE });
  });

  it('never exceeds a small display', () => {
    const tiny = { x: 0, y: 0, width: 700, height: 500 };
    expect(clampToDisplays(null, [tiny]).bounds).toEqual({ x: 0, y: 0, width: 700, height: 500 });
  });
});

describe('window state file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-winstate-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('round-trips, atomically, and creates its folder', () => {
    const file = path.join(dir, 'sub', 'window-state.json');
    expect(saveWindowState(file, { x: 5, y: 6, width: 900, height: 700, maximized: false })).toBeNull();
    expect(loadWindowState(file)).toEqual({ x: 5, y: 6, width: 900, height: 700, maximized: false });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['window-state.json']);
  });

  it('a missing, corrupt or huge file reads as no state', () => {
    expect(loadWindowState(path.join(dir, 'missing.json'))).toBeNull();
    fs.writeFileSync(path.join(dir, 'bad.json'), '{"width": 9');
    expect(loadWindowState(path.join(dir, 'bad.json'))).toBeNull();
    fs.writeFileSync(path.join(dir, 'huge.json'), JSON.stringify({ width: 900, height: 700, pad: 'x'.repeat(20_000) }));
    expect(loadWindowState(path.join(dir, 'huge.json'))).toBeNull();
  });

  it('refuses to save nonsense, and reports an unwritable place instead of throwing', () => {
    expect(saveWindowState(path.join(dir, 'w.json'), { width: -1, height: 5, maximized: false })).toBeInstanceOf(Error);
    fs.writeFileSync(path.join(dir, 'afile'), 'x');
    expect(saveWindowState(path.join(dir, 'afile', 'w.json'), { width: 900, height: 700, maximized: false })).toBeInstanceOf(Error);
  });
});
