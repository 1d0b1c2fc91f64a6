/**
 * Who sees the host's pre-rendered lobby (src/renderer/prelobby.ts, decided by the page's first script): only a
 * returning player, at the page's own host, on the lobby's route, reading the language the host rendered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOBBY_CLASS, prelobbyMayShow, showPrelobbyIf, type PrelobbyContext } from '../../src/renderer/prelobby.js';

const base: PrelobbyContext = {
  pageLocale: 'en', profile: { name: 'Ann', lang: 'auto' }, device: ['en-US', 'en'],
  target: '192.168.1.20:7531', pageHost: '192.168.1.20:7531', hash: '', search: '',
};
const may = (over: Partial<PrelobbyContext>) => prelobbyMayShow({ ...base, ...over });

describe('the pre-rendered lobby’s gate', () => {
  it('shows it to a returning player at the lobby in the page’s language', () => {
    expect(may({})).toBe(true);
    expect(may({ hash: '#/' })).toBe(true);
    expect(may({ hash: '#' })).toBe(true);
    expect(may({ pageLocale: 'de', device: ['de-AT'] })).toBe(true);
    expect(may({ pageLocale: 'fr', profile: { name: 'Ann', lang: 'fr' }, device: ['en'] })).toBe(true);
  });

  it('hides it from a first-time visitor, elsewhere than the lobby, in another language, or with no lobby in the page', () => {
    expect(may({ profile: { name: '', lang: 'auto' } })).toBe(false);
    expect(may({ hash: '#/table/abcd1234' })).toBe(false);
    expect(may({ hash: '#/history' })).toBe(false);
    expect(may({ hash: '#/how/megagem' })).toBe(false);
    expect(may({ search: '?table=abcd1234&seat=1&claim=xxxxxxxxxxxxxxxxxx' })).toBe(false);
    expect(may({ profile: { name: 'Ann', lang: 'de' } })).toBe(false);
    expect(may({ profile: { name: 'Ann', lang: 'en-XA' } })).toBe(false);
    expect(may({ device: ['es-ES'] })).toBe(false);
    expect(may({ pageLocale: null })).toBe(false);
    // The desktop app's window (no target yet: its first screen is the hosts), or a tab talking to another host.
    expect(may({ target: null })).toBe(false);
    expect(may({ target: '10.0.0.2:7531' })).toBe(false);
  });
});

describe('showing the pre-rendered lobby', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  /** The page as the host sends it: the lobby `hidden` (never laid out before the stylesheet has come). */
  function page() {
    const classes = new Set<string>();
    const lobby = new Map<string, string>([['hidden', '']]);
    vi.stubGlobal('document', {
      documentElement: { classList: { add: (c: string) => classes.add(c) } },
      getElementById: (id: string) => (id === 'prelobby' ? { removeAttribute: (a: string) => lobby.delete(a) } : null),
    });
    return { classes, lobby };
  }

  it('marks the page and lifts the lobby’s hidden attribute when it may show', () => {
    const { classes, lobby } = page();
    showPrelobbyIf(true);
    expect([...classes]).toEqual([PRELOBBY_CLASS]);
    expect(lobby.has('hidden')).toBe(false);
  });

  it('leaves the page and the lobby as they were when it may not', () => {
    const { classes, lobby } = page();
    showPrelobbyIf(false);
    expect(classes.size).toBe(0);
    expect(lobby.has('hidden')).toBe(true);
  });
});
