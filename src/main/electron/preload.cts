/**
 * The preload of the app's window: exposes the typed bridge on
 * `window.magicTable` through contextBridge, and nothing else.
 *
 * Sandboxed preloads cannot be ES modules and cannot require the app's other
 * files: this file is compiled to CommonJS (preload.cjs) and repeats the
 * channel names of src/shared/bridge.ts (a test checks they agree). Callbacks
 * receive plain data, never the IPC event.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { DiscoveredHost, MagicTableBridge, StartHostingOptions } from '../../shared/bridge.js';

export const CHANNELS = {
  startHosting: 'magic-table:start-hosting',
  stopHosting: 'magic-table:stop-hosting',
  hostingStatus: 'magic-table:hosting-status',
  listHosts: 'magic-table:list-hosts',
  hostsChanged: 'magic-table:hosts-changed',
  appVersion: 'magic-table:app-version',
} as const;

interface IpcLike {
  invoke(channel: string, ...args: unknown[]): Promise<any>;
  on(channel: string, listener: (event: unknown, ...args: any[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: any[]) => void): unknown;
}

export function createBridge(ipc: IpcLike): MagicTableBridge {
  return Object.freeze({
    startHosting: (opts?: StartHostingOptions) =>
      ipc.invoke(CHANNELS.startHosting, opts === undefined ? undefined : { name: opts.name, port: opts.port }),
    stopHosting: () => ipc.invoke(CHANNELS.stopHosting),
    hostingStatus: () => ipc.invoke(CHANNELS.hostingStatus),
    listHosts: () => ipc.invoke(CHANNELS.listHosts),
    onHostsChanged: (cb: (hosts: DiscoveredHost[]) => void) => {
      if (typeof cb !== 'function') throw new TypeError('onHostsChanged needs a function');
      const listener = (_event: unknown, hosts: DiscoveredHost[]) => cb(hosts);
      ipc.on(CHANNELS.hostsChanged, listener);
      return () => {
        ipc.removeListener(CHANNELS.hostsChanged, listener);
      };
    },
    appVersion: () => ipc.invoke(CHANNELS.appVersion),
  });
}

contextBridge.exposeInMainWorld('magicTable', createBridge(ipcRenderer));
