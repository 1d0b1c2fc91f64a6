/**
 * Magical Library's library keeps its element when the window crosses 1200 px (a tablet turned, a window resized)
 * and when the game ends: the wide column is the stylesheet's grid around the same elements, not another parent, so a
 * pan or zoom made by hand is not lost. Rendered by React into a small DOM (@xmldom/xmldom's, given what React and the
 * table touch: events, styles, sizes) with a window whose width is followed through matchMedia, as a browser's is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DOMImplementation } from '@xmldom/xmldom';
import { act, createElement } from 'react';
import type { Root } from 'react-dom/client';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import type { LibraryState } from '../../src/shared/games/magical-library/state.js';
import { allDistribute, allKeep, def, start } from '../games/magical-library/helpers.js';

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ann', colour: '#4363d8', connected: true, ready: true },
  { kind: 'human', name: 'Ben', colour: '#f58231', connected: true, ready: true },
];

interface FakeNode { nodeType: number; childNodes: ArrayLike<FakeNode>; getAttribute?: (n: string) => string | null }
const g = globalThis as Record<string, unknown>;
const saved = ['window', 'document', 'navigator', 'matchMedia', 'innerWidth', 'innerHeight', 'scrollY', 'getComputedStyle', 'IS_REACT_ACT_ENVIRONMENT', 'HTMLIFrameElement', 'addEventListener', 'removeEventListener']
  .map((k) => [k, Object.getOwnPropertyDescriptor(g, k)] as const);
afterEach(() => {
  for (const [k, d] of saved) {
    if (d) Object.defineProperty(g, k, d);
    else delete g[k];
  }
});

/**
 * A window `width` px wide whose matchMedia answers min-width / max-width queries; a change of width tells the queries'
 * listeners and the window's resize listeners, as a browser does.
 */
function fakeWindow(width: number) {
  const doc = new DOMImplementation().createDocument('http://www.w3.org/1999/xhtml', 'html', null) as unknown as Document;
  const body = doc.createElement('body');
  doc.documentElement.appendChild(body);
  const el = Object.getPrototypeOf(body) as Record<string, unknown>;
  const node = Object.getPrototypeOf(el) as Record<string, unknown>;
  for (const p of [node, Object.getPrototypeOf(doc) as Record<string, unknown>]) {
    p.addEventListener = () => {};
    p.removeEventListener = () => {};
  }
  Object.defineProperty(el, 'style', { configurable: true, get(this: { _style?: object }) { return (this._style ??= { setProperty() {}, removeProperty() {} }); } });
  el.getBoundingClientRect = () => ({ top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 });
  el.closest = () => null;
  el.querySelector = () => null;
  const listeners = new Set<() => void>();
  const state = { width };
  const matches = (q: string) => {
    const min = /min-width:\s*(\d+)px/.exec(q), max = /max-width:\s*(\d+)px/.exec(q);
    return (min ? state.width >= Number(min[1]) : true) && (max ? state.width <= Number(max[1]) : true) && Boolean(min || max);
  };
  Object.defineProperty(g, 'navigator', { value: { userAgent: 'node' }, configurable: true, writable: true });
  Object.assign(g, {
    window: g, document: doc, innerHeight: 768, scrollY: 0, IS_REACT_ACT_ENVIRONMENT: true, HTMLIFrameElement: function HTMLIFrameElement() {},
    getComputedStyle: () => ({ position: 'static' }), 
    addEventListener: (type: string, cb: () => void) => { if (type === 'resize') listeners.add(cb); },
    removeEventListener: (type: string, cb: () => void) => { listeners.delete(cb); },
    matchMedia: (q: string) => ({
      get matches() { return matches(q); }, media: q,
      addEventListener: (_: string, cb: () => void) => listeners.add(cb), removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    }),
  });
  Object.defineProperty(g, 'innerWidth', { get: () => state.width, configurable: true });
  return { doc, body, resize: (w: number) => { state.width = w; for (const cb of [...listeners]) cb(); } };
}

/** The first element under `n` whose data-testid is `id`. */
function byTestId(n: FakeNode, id: string): FakeNode | null {
  if (n.nodeType === 1 && n.getAttribute?.('data-testid') === id) return n;
  for (const c of Array.from(n.childNodes ?? [])) {
    const found = byTestId(c, id);
    if (found) return found;
  }
  return null;
}

describe('the library keeps its element (a pan or zoom made by hand stays)', () => {
  const placing = () => allDistribute(allKeep(start(2)));
  async function mount(width: number, s: LibraryState) {
    const win = fakeWindow(width);
    const { createRoot } = await import('react-dom/client');
    const { LibraryTable } = await import('../../src/renderer/games/magical-library/Table.js');
    const host = win.doc.createElement('div');
    win.body.appendChild(host);
    const root: Root = createRoot(host as unknown as Element);
    const draw = (st: LibraryState) => act(async () => root.render(createElement(LibraryTable, {
      view: def.view(st, 0), seat: 0, seats, toAct: [0, 1], log: [], text: (m: { id: string }) => m.id,
      result: null, moveNo: 9, send: async () => ({ ok: true }), hints: false,
    } as never)));
    await draw(s);
    const table = () => byTestId(host as unknown as FakeNode, 'ml-table')!;
    const grid = () => byTestId(host as unknown as FakeNode, 'ml-grid');
    return { win, root, draw, table, grid };
  }

  it('across 1200 px, either way, the library is the same element, the layout following the width', async () => {
    const t = await mount(1366, placing());
    const first = t.grid();
    expect(first).not.toBeNull();
    expect(t.table().getAttribute!('class')).toContain('ml-wide');
    await act(async () => t.win.resize(1024));
    expect(t.table().getAttribute!('class')).not.toContain('ml-wide');
    expect(t.grid() === first, 'the library is the element it was').toBe(true);
    await act(async () => t.win.resize(1280));
    expect(t.table().getAttribute!('class')).toContain('ml-wide');
    expect(t.grid() === first, 'the library is the element it was').toBe(true);
    await act(async () => t.root.unmount());
  });

  it('when the game ends (the score pad below the library at any width), the library is the same element', async () => {
    const s = placing();
    const t = await mount(1366, s);
    const first = t.grid();
    await t.draw({ ...s, phase: 'over' } as LibraryState);
    expect(byTestId(t.table(), 'ml-grid')?.getAttribute!('data-overview')).toBe('yes');
    expect(t.table().getAttribute!('class')).not.toContain('ml-wide');
    expect(t.grid() === first, 'the library is the element it was').toBe(true);
    await act(async () => t.root.unmount());
  });
});
