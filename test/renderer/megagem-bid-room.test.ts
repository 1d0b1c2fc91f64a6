/**
 * MegaGem's bid form keeps its room while it is away, and the room is remembered for the tab at the window's width: a
 * page reloaded while the form is away (your bid placed) keeps the room from its first frame, so the first form after
 * the reload no longer moves the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BID_ROOM_KEY, remember, rememberedRoom } from '../../src/renderer/games/megagem/bidRoom.js';

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => { items.delete(k); },
    setItem: (k, v) => { items.set(k, String(v)); },
  };
}

describe('the bid form’s remembered room', () => {
  beforeEach(() => { vi.stubGlobal('sessionStorage', fakeStorage()); });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('is the last form’s height at the same window width, after a reload', () => {
    expect(rememberedRoom(390)).toBe(0);
    remember(390, 212);
    expect(rememberedRoom(390)).toBe(212);
    remember(390, 180);
    expect(rememberedRoom(390)).toBe(180);
  });

  it('is not used at another width, where the form wraps differently', () => {
    remember(1366, 120);
    expect(rememberedRoom(390)).toBe(0);
    expect(rememberedRoom(1366)).toBe(120);
  });

  it('reads nothing from a damaged or foreign entry, and lives without storage', () => {
    sessionStorage.setItem(BID_ROOM_KEY, '{not json');
    expect(rememberedRoom(390)).toBe(0);
    sessionStorage.setItem(BID_ROOM_KEY, JSON.stringify({ width: 390, height: 'tall' }));
    expect(rememberedRoom(390)).toBe(0);
    sessionStorage.setItem(BID_ROOM_KEY, JSON.stringify({ width: 390, height: -4 }));
    expect(rememberedRoom(390)).toBe(0);
    vi.stubGlobal('sessionStorage', { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } });
    expect(() => remember(390, 200)).not.toThrow();
    expect(rememberedRoom(390)).toBe(0);
  });
});
