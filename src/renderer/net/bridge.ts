/**
 * The Electron preload bridge (`window.magicTable`), absent in a browser.
 * Its authoritative type is src/shared/bridge.ts (Electron engineer); this is
 * the part the renderer uses, checked structurally so a missing or partial
 * bridge degrades to the browser behaviour instead of crashing.
 */
import type { DiscoveredHost } from '../../shared/protocol.js';

export interface RendererBridge {
  startHosting(opts?: { name?: string; port?: number }): Promise<{ port: number; urls: string[] }>;
  stopHosting(): Promise<void>;
  hostingStatus?(): Promise<{ hosting: boolean; port?: number; urls?: string[] } | unknown>;
  listHosts(): Promise<DiscoveredHost[]>;
  onHostsChanged(cb: (hosts: DiscoveredHost[]) => void): () => void;
  appVersion(): Promise<string>;
}

export function getBridge(): RendererBridge | null {
  const b = (globalThis as { magicTable?: Partial<RendererBridge> }).magicTable;
  if (!b || typeof b.startHosting !== 'function' || typeof b.listHosts !== 'function') return null;
  return b as RendererBridge;
}
