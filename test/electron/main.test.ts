/**
 * The Electron main process's wiring, run under Node with a fake `electron`
 * module (no binary here) and a fake host: the window's web preferences and
 * URL, the lock-down handlers it installs, IPC sender checks, single
 * instance, and quitting that waits for the host to close.
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../../src/shared/bridge.js';
import { APP_CSP } from '../../src/main/electron/security.js';

const fake = await vi.hoisted(async () => {
  // Set before main.ts is imported: no multicast, state in a temporary folder.
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const userData = join(tmpdir(), `mt-main-test-${process.pid}`);
  process.env.MAGIC_TABLE_MDNS = 'off';
  process.env.MAGIC_TABLE_USER_DATA = userData;

  // Node's EventEmitter, imported inside vi.hoisted (it runs before the file's imports).
  const { EventEmitter: EE } = await import('node:events');
  const calls: string[] = [];
  type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;
  type HeadersHook = (d: unknown, cb: (r: { responseHeaders?: Record<string, string[]> }) => void) => void;
  type PermissionRequest = (wc: unknown, permission: string, cb: (ok: boolean) => void) => void;
  const handlers = new Map<string, Handler>();
  const windows: BrowserWindow[] = [];
  let headersHook: HeadersHook | null = null;
  let permissionRequest: PermissionRequest | null = null;
  const app = Object.assign(new EE(), {
    paths: {} as Record<string, string>,
    quitCount: 0,
    quitted: false,
    requestSingleInstanceLock: () => true,
    whenReady: () => Promise.resolve(),
    getPath: (k: string) => app.paths[k] ?? `/nonexistent/${k}`,
    setPath: (k: string, v: string) => void (app.paths[k] = v),
    getVersion: () => '9.9.9',
    getPreferredSystemLanguages: () => ['de-AT', 'en-US'],
    getLocale: () => 'en-US',
    isPackaged: false,
    exit: (code: number) => calls.push(`exit ${code}`),
    quit: () => {
      app.quitCount += 1;
      let prevented = false;
      app.emit('before-quit', { preventDefault: () => (prevented = true) });
      if (!prevented) app.quitted = true;
    },
  });
  class WebContents extends EE {
    url = '';
    openHandler: ((d: { url: string }) => unknown) | null = null;
    sent: [string, unknown][] = [];
    setWindowOpenHandler(fn: (d: { url: string }) => unknown) {
      this.openHandler = fn;
    }
    getURL() {
      return this.url;
    }
    send(ch: string, data: unknown) {
      this.sent.push([ch, data]);
    }
  }
  class BrowserWindow extends EE {
    static getAllWindows = () => windows.filter((w) => !w.destroyed);
    webContents = new WebContents();
    destroyed = false;
    minimized = true;
    constructor(public options: { webPreferences: Record<string, unknown> & { preload: string } }) {
      super();
      windows.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
    loadURL(url: string) {
      this.webContents.url = url;
      return Promise.resolve();
    }
    maximize() {}
    show() {
      calls.push('show');
    }
    focus() {
      calls.push('focus');
    }
    restore() {
      this.minimized = false;
      calls.push('restore');
    }
    isMinimized() {
      return this.minimized;
    }
    isMaximized() {
      return false;
    }
    focused = false;
    isFocused() {
      return this.focused;
    }
    flashFrame(on: boolean) {
      calls.push(`flash ${on}`);
    }
    isDestroyed() {
      return this.destroyed;
    }
    getNormalBounds() {
      return { x: 10, y: 20, width: 1000, height: 700 };
    }
  }
  const startHost = async (o: { name?: string; port?: number; mdns?: boolean }) => {
    calls.push(`startHost ${JSON.stringify(o)}`);
    return {
      port: 7531,
      urls: ['http://10.0.0.5:7531/'],
      hostId: 'h1',
      name: o.name ?? 'Laptop',
      close: async () => {
        await new Promise((r) => setTimeout(r, 50));
        calls.push('host closed');
      },
    };
  };
  const module = {
    app,
    BrowserWindow,
    ipcMain: {
      handle: (ch: string, fn: Handler) => void handlers.set(ch, fn),
      // A synchronous channel: its answer is the event's returnValue.
      on: (ch: string, fn: (event: { returnValue?: unknown }) => void) =>
        void handlers.set(ch, async (event) => { const e = event as { returnValue?: unknown }; fn(e); return e.returnValue; }),
    },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: () => calls.push('menu') },
    screen: {
      getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
      getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (fn: HeadersHook) => void (headersHook = fn) },
        setPermissionRequestHandler: (fn: PermissionRequest) => void (permissionRequest = fn),
        setPermissionCheckHandler: () => {},
      },
    },
  };
  return { module, app, calls, handlers, windows, startHost, userData, headers: () => headersHook, permission: () => permissionRequest };
});

vi.mock('electron', () => fake.module);
vi.mock('../../src/main/host/host.js', () => ({ startHost: fake.startHost }));

const signalListeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
await import('../../src/main/electron/main.js');
// main.ts turns SIGINT/SIGTERM into app.quit(); with a fake app that would keep this worker from ending.
const addedSignalListeners = (['SIGINT', 'SIGTERM'] as const).flatMap((sig) =>
  process.listeners(sig).filter((l) => !signalListeners[sig].includes(l)).map((l) => [sig, l] as const),
);
for (const [sig, l] of addedSignalListeners) process.off(sig, l);
await vi.waitFor(() => expect(fake.windows).toHaveLength(1), { timeout: 10_000 });
const win = fake.windows[0];
const origin = new URL(win.webContents.url).origin;

afterAll(() => fs.rmSync(fake.userData, { recursive: true, force: true }));

const trusted = { senderFrame: { url: `${origin}/`, parent: null } };
const invoke = (ch: string, event: unknown, ...args: unknown[]) => fake.handlers.get(ch)!(event, ...args);

describe('Electron main process (fake electron)', () => {
  it('opens one locked-down window on the loopback UI server', async () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
    expect(path.basename(win.options.webPreferences.preload)).toBe('preload.cjs');
    const res = await fetch(`${origin}/`);
    expect([200, 404]).toContain(res.status); // 404 "not built" when dist/renderer is absent
    await res.text();
    expect(fake.calls).toContain('menu');
  });

  it('sets the app CSP on app pages, and leaves other responses alone', () => {
    const hook = fake.headers()!;
    let out: { responseHeaders?: Record<string, string[]> } = {};
    hook({ url: `${origin}/assets/x.js`, responseHeaders: { 'Content-Security-Policy': ["connect-src 'self'"] } }, (r) => (out = r));
    expect(out.responseHeaders?.['Content-Security-Policy']).toEqual([APP_CSP]);
    hook({ url: 'http://192.168.1.20:7531/api/info', responseHeaders: { 'Content-Security-Policy': ['x'] } }, (r) => (out = r));
    expect(out).toEqual({});
  });

  it('denies navigation away, new windows and webviews', () => {
    const wc = win.webContents as EventEmitter & { openHandler: (d: { url: string }) => unknown };
    const nav = (event: string, url: string) => {
      let prevented = false;
      wc.emit(event, { preventDefault: () => (prevented = true) }, url);
      return prevented;
    };
    expect(nav('will-navigate', 'https://example.com/')).toBe(true);
    expect(nav('will-redirect', 'http://192.168.1.20:7531/')).toBe(true);
    expect(nav('will-navigate', `${origin}/table/abcd`)).toBe(false);
    expect(nav('will-attach-webview', 'x')).toBe(true);
    expect(wc.openHandler({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('grants no permissions such as camera or microphone', () => {
    let granted: boolean | null = null;
    fake.permission()!({ getURL: () => `${origin}/` }, 'media', (ok) => (granted = ok));
    expect(granted).toBe(false);
  });

  it('serves the bridge to the app page only, and validates what it sends', async () => {
    expect([...fake.handlers.keys()].sort()).toEqual(Object.values(BRIDGE_CHANNELS).filter((c) => c !== BRIDGE_CHANNELS.hostsChanged).sort());
    expect(await invoke(BRIDGE_CHANNELS.appVersion, trusted)).toBe('9.9.9');
    // The system's languages (the renderer's "auto" language follows them), to the app page only.
    expect(await invoke(BRIDGE_CHANNELS.systemLanguages, { ...trusted })).toEqual(['de-AT', 'en-US']);
    expect(await invoke(BRIDGE_CHANNELS.systemLanguages, { senderFrame: { url: 'http://192.168.1.20:7531/', parent: null } })).toEqual([]);
    await expect(invoke(BRIDGE_CHANNELS.appVersion, { senderFrame: { url: 'http://192.168.1.20:7531/', parent: null } })).rejects.toThrow(
      'This page may not use the Magic Table bridge',
    );
    await expect(invoke(BRIDGE_CHANNELS.appVersion, { senderFrame: null })).rejects.toThrow('may not use');
    await expect(invoke(BRIDGE_CHANNELS.startHosting, trusted, { port: 22 })).rejects.toThrow('Pick a port from 1024 to 65535');
    expect(await invoke(BRIDGE_CHANNELS.listHosts, trusted)).toEqual([]); // browsing is off in this test
    expect(await invoke(BRIDGE_CHANNELS.hostingStatus, trusted)).toEqual({ state: 'stopped' });
  });

  it('flashes the taskbar entry for "your turn" only while the window is in the background, and stops on focus', async () => {
    const win = fake.windows.at(-1)!;
    fake.calls.length = 0;
    win.focused = true;
    await invoke(BRIDGE_CHANNELS.requestAttention, trusted);
    expect(fake.calls.filter((c) => c.startsWith('flash'))).toEqual([]);
    win.focused = false;
    await invoke(BRIDGE_CHANNELS.requestAttention, trusted);
    expect(fake.calls.filter((c) => c.startsWith('flash'))).toEqual(['flash true']);
    win.emit('focus');
    expect(fake.calls.filter((c) => c.startsWith('flash'))).toEqual(['flash true', 'flash false']);
    await expect(invoke(BRIDGE_CHANNELS.requestAttention, { senderFrame: { url: 'http://192.168.1.20:7531/', parent: null } })).rejects.toThrow('may not use');
  });

  it('turns SIGINT and SIGTERM into a clean quit', () => {
    expect(addedSignalListeners.map(([sig]) => sig).sort()).toEqual(['SIGINT', 'SIGTERM']);
  });

  it('a second launch focuses the existing window', () => {
    fake.app.emit('second-instance');
    expect(fake.calls.slice(-3)).toEqual(['restore', 'show', 'focus']);
  });

  it('hosts on demand, and quitting waits for the host to close before the app exits', async () => {
    const info = await invoke(BRIDGE_CHANNELS.startHosting, trusted, { name: 'Kitchen' });
    expect(info).toEqual({ port: 7531, urls: ['http://10.0.0.5:7531/'], hostId: 'h1', name: 'Kitchen', local: false });
    const started = JSON.parse(fake.calls.find((c) => c.startsWith('startHost'))!.slice('startHost '.length));
    // The program's start-up code registers the games' extensions (Magical Library's campaigns).
    expect(started).toEqual({ dataDir: expect.any(String), staticDir: expect.any(String), name: 'Kitchen', mdns: false, extensions: [expect.objectContaining({ game: 'magical-library' })] });
    win.emit('close'); // saves the window state
    expect(JSON.parse(fs.readFileSync(path.join(fake.userData, 'window-state.json'), 'utf8'))).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: false });

    fake.app.quit();
    expect(fake.app.quitted).toBe(false); // held back until the host is closed
    expect(fake.calls).not.toContain('host closed');
    await vi.waitFor(() => expect(fake.app.quitted).toBe(true), { timeout: 5000 });
    expect(fake.calls).toContain('host closed');
    expect(fake.app.quitCount).toBe(2);
    await expect(fetch(`${origin}/`)).rejects.toThrow(); // the UI server is closed too
  });
});

