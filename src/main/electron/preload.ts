/**
 * The preload of the app's window: exposes the typed bridge on
 * `window.magicTable` through contextBridge, and nothing else.
 *
 * Sandboxed preloads cannot be ES modules and cannot require the app's other
 * files: scripts/build-preload.mjs bundles this file with what it imports
 * (the channel names of src/shared/bridge.ts) into one CommonJS file,
 * dist/main/electron/preload.cjs, that requires only `electron`. Callbacks
 * receive plain data, never the IPC event.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNELS, BRIDGE_GLOBAL, type DiscoveredHost, type HostingInfo, type HostingStatus, type MagicTableBridge, type StartHostingOptions } from '../../shared/bridge.js';

/** What the bridge needs of Electron's ipcRenderer. */
export interface IpcLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  sendSync?(channel: string, ...args: unknown[]): unknown;
}

/** The system's languages from the main process, checked (a short list of short strings), else none. */
function languagesFrom(ipc: IpcLike): readonly string[] {
  let got: unknown;
  try { got = ipc.sendSync?.(BRIDGE_CHANNELS.systemLanguages); } catch { return Object.freeze([]); }
  const ok = Array.isArray(got) ? got.filter((l): l is string => typeof l === 'string' && l.length > 0 && l.length <= 35).slice(0, 16) : [];
  return Object.freeze(ok);
}

export function createBridge(ipc: IpcLike): MagicTableBridge {
  return Object.freeze({
    startHosting: (opts?: StartHostingOptions) =>
      ipc.invoke(BRIDGE_CHANNELS.startHosting, opts === undefined ? undefined : { name: opts.name, port: opts.port, local: opts.local }) as Promise<HostingInfo>,
    stopHosting: () => ipc.invoke(BRIDGE_CHANNELS.stopHosting) as Promise<void>,
    hostingStatus: () => ipc.invoke(BRIDGE_CHANNELS.hostingStatus) as Promise<HostingStatus>,
    listHosts: () => ipc.invoke(BRIDGE_CHANNELS.listHosts) as Promise<DiscoveredHost[]>,
    onHostsChanged: (cb: (hosts: DiscoveredHost[]) => void) => {
      if (typeof cb !== 'function') throw new TypeError('onHostsChanged needs a function');
      const listener = (_event: unknown, hosts: unknown) => cb(hosts as DiscoveredHost[]);
      ipc.on(BRIDGE_CHANNELS.hostsChanged, listener);
      return () => {
        ipc.removeListener(BRIDGE_CHANNELS.hostsChanged, listener);
      };
    },
    appVersion: () => ipc.invoke(BRIDGE_CHANNELS.appVersion) as Promise<string>,
    requestAttention: () => ipc.invoke(BRIDGE_CHANNELS.requestAttention) as Promise<void>,
    systemLanguages: languagesFrom(ipc),
  });
}

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
