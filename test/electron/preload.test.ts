/**
 * The preload as Electron runs it: the CommonJS bundle that
 * scripts/build-preload.mjs makes for `npm run build:main` (built here in
 * memory with the same function), evaluated with a `require` that offers only
 * fakes of Electron's modules (a sandboxed preload may require nothing else;
 * the real package would try to download a binary here).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRIDGE_CHANNELS, BRIDGE_GLOBAL, type MagicTableBridge } from '../../src/shared/bridge.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { bundlePreload, PRELOAD_OUTFILE } = (await import(path.join(root, 'scripts/build-preload.mjs'))) as {
  bundlePreload(o: { write: false }): Promise<string>;
  PRELOAD_OUTFILE: string;
};
const bundled = await bundlePreload({ write: false });

const exposed: Record<string, unknown> = {};
const required: string[] = [];
const mod = { exports: {} as Record<string, unknown> };
new Function('require', 'module', 'exports', bundled)(
  (id: string) => {
    required.push(id);
    if (id !== 'electron') throw new Error(`a sandboxed preload cannot require ${id}`);
    return {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void (exposed[key] = api) },
      ipcRenderer: { invoke: async () => undefined, on: () => undefined, removeListener: () => undefined },
    };
  },
  mod,
  mod.exports,
);
const createBridge = mod.exports.createBridge as (ipc: ReturnType<typeof fakeIpc>['ipc']) => MagicTableBridge;

function fakeIpc() {
  const listeners = new Map<string, Set<(e: unknown, ...a: unknown[]) => void>>();
  const invoked: unknown[][] = [];
  return {
    invoked,
    listeners,
    emit: (ch: string, ...args: unknown[]) => listeners.get(ch)?.forEach((l) => l({ sender: 'secret event' }, ...args)),
    ipc: {
      invoke: async (...a: unknown[]) => {
        invoked.push(a);
        return 'result';
      },
      on: (ch: string, l: (e: unknown, ...a: unknown[]) => void) => {
        if (!listeners.has(ch)) listeners.set(ch, new Set());
        listeners.get(ch)!.add(l);
      },
      removeListener: (ch: string, l: (e: unknown, ...a: unknown[]) => void) => void listeners.get(ch)?.delete(l),
    },
  };
}

describe('preload bridge', () => {
  it('requires nothing but electron', () => {
    expect(required).toEqual(['electron']);
  });

  it('is exposed as window.magicTable and nothing else', () => {
    expect(Object.keys(exposed)).toEqual([BRIDGE_GLOBAL]);
    expect(Object.keys(exposed[BRIDGE_GLOBAL] as object).sort()).toEqual(
      ['appVersion', 'hostingStatus', 'listHosts', 'onHostsChanged', 'requestAttention', 'startHosting', 'stopHosting', 'systemLanguages'],
    );
  });

  it('is written where main.ts loads it (dist/main/electron/preload.cjs, beside main.js)', () => {
    expect(path.relative(root, PRELOAD_OUTFILE)).toBe(path.join('dist', 'main', 'electron', 'preload.cjs'));
  });

  it('takes its channel names from src/shared/bridge.ts (inlined, not a copy in the source)', () => {
    for (const channel of Object.values(BRIDGE_CHANNELS)) expect(bundled).toContain(JSON.stringify(channel));
    // The bundle holds the channel names and nothing else of the shared code (no zod, no protocol).
    expect(bundled).not.toMatch(/zod|protocol/);
    expect(bundled.length).toBeLessThan(4000);
  });

  it('calls each channel, passing only the known hosting options', async () => {
    const f = fakeIpc();
    const b = createBridge(f.ipc);
    await b.startHosting({ name: 'Kitchen', port: 7600, evil: 'x' } as never);
    await b.startHosting();
    await b.stopHosting();
    await b.hostingStatus();
    await b.listHosts();
    expect(await b.appVersion()).toBe('result');
    await b.requestAttention();
    expect(f.invoked).toEqual([
      [BRIDGE_CHANNELS.startHosting, { name: 'Kitchen', port: 7600 }],
      [BRIDGE_CHANNELS.startHosting, undefined],
      [BRIDGE_CHANNELS.stopHosting],
      [BRIDGE_CHANNELS.hostingStatus],
      [BRIDGE_CHANNELS.listHosts],
      [BRIDGE_CHANNELS.appVersion],
      [BRIDGE_CHANNELS.requestAttention],
    ]);
  });

  it('onHostsChanged hands over the hosts only (never the IPC event) and unsubscribes', () => {
    const f = fakeIpc();
    const b = createBridge(f.ipc);
    const got: unknown[][] = [];
    const off = b.onHostsChanged((...args) => got.push(args));
    f.emit(BRIDGE_CHANNELS.hostsChanged, [{ id: 'a' }]);
    expect(got).toEqual([[[{ id: 'a' }]]]);
    off();
    f.emit(BRIDGE_CHANNELS.hostsChanged, [{ id: 'b' }]);
    expect(got).toHaveLength(1);
    expect(f.listeners.get(BRIDGE_CHANNELS.hostsChanged)?.size).toBe(0);
    expect(() => b.onHostsChanged('nope' as never)).toThrow(/needs a function/);
  });

  it('reads the system’s languages once, synchronously, and keeps only a short list of strings', () => {
    const f = fakeIpc();
    const asked: unknown[][] = [];
    const b = createBridge({ ...f.ipc, sendSync: (...a: unknown[]) => { asked.push(a); return ['de-AT', 42, 'en-US']; } } as never);
    expect(asked).toEqual([[BRIDGE_CHANNELS.systemLanguages]]);
    expect(b.systemLanguages).toEqual(['de-AT', 'en-US']);
    expect(Object.isFrozen(b.systemLanguages)).toBe(true);
    expect(createBridge(f.ipc).systemLanguages).toEqual([]);
  });

  it('the bridge object cannot be changed by the page', () => {
    const b = createBridge(fakeIpc().ipc);
    expect(Object.isFrozen(b)).toBe(true);
  });
});
