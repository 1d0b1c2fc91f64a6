/**
 * The desktop app's bridge: what the Electron preload exposes on
 * `window.magicTable` (contextBridge), typed for the renderer.
 *
 * In a browser (a phone that opened the host's URL) the bridge is absent:
 * `getBridge()` returns null and the renderer falls back to the host it was
 * served from (`ws(s)://<location.host>/ws`).
 *
 * In the app the page is served by a loopback-only UI server of the app
 * (http://127.0.0.1:<ui-port>/) that has no `/ws`: the renderer connects to
 * the host it picks —
 *   - its own, after `startHosting()`: `ws://127.0.0.1:<port>/ws`;
 *   - a discovered one (`listHosts()` / `onHostsChanged`): `ws://<addresses[i]>:<port>/ws`,
 *     trying the addresses in order (the first is the one its mDNS answer came from);
 *   - one typed by hand (`host:port`).
 * The app's Content-Security-Policy allows `connect-src 'self' ws: http:` for that.
 *
 * Types only (plus the channel names the main process listens on): no Node,
 * no DOM, no Electron here.
 */
import type { DiscoveredHost } from './protocol.js';

export type { DiscoveredHost };

export interface StartHostingOptions {
  /** The host's display name (1–24 printable characters; default: the computer's name). */
  name?: string;
  /** TCP port, 1024–65535 (default: the first free port from 7531). */
  port?: number;
  /**
   * "Play on this computer": the host listens on loopback only and advertises nothing (no network needed; people
   * share this screen, pass-and-play). A host running in the other mode is restarted in this one (tables are kept).
   */
  local?: boolean;
}

export interface HostingInfo {
  /** The port the host listens on (all interfaces): connect to ws://127.0.0.1:<port>/ws. */
  port: number;
  /** `http://<lan-ip>:<port>/` for phones and browsers (QR code). */
  urls: string[];
  /** The host's stable id: the same id appears in `listHosts()` for this computer. */
  hostId: string;
  /** The name it advertises. */
  name: string;
  /** Loopback only, not advertised ("Play on this computer"). */
  local: boolean;
}

export type HostingStatus =
  | { state: 'stopped' }
  | { state: 'starting' }
  | ({
    state: 'hosting';
    /**
     * Windows only, hosting on the network: Windows Firewall keeps other devices out — a rule blocks the app
     * ('blocked': someone chose Cancel), or Windows's question has not been answered with Allow for this network
     * ('unanswered'). Absent when they can get in or the app cannot tell (src/main/electron/firewall.ts).
     */
    firewall?: 'blocked' | 'unanswered';
  } & HostingInfo)
  | { state: 'stopping' };

export interface MagicTableBridge {
  /** Start hosting tables on this computer (advertised on the LAN). If already hosting, returns the running host. */
  startHosting(opts?: StartHostingOptions): Promise<HostingInfo>;
  /** Stop hosting: clients are told, the mDNS goodbye is sent, the table logs are flushed. */
  stopHosting(): Promise<void>;
  hostingStatus(): Promise<HostingStatus>;
  /** Magic Table hosts found on the LAN now (this computer's own host included while hosting). */
  listHosts(): Promise<DiscoveredHost[]>;
  /** Called with the whole new list whenever it changes. Returns the unsubscribe function. */
  onHostsChanged(cb: (hosts: DiscoveredHost[]) => void): () => void;
  appVersion(): Promise<string>;
  /**
   * The operating system's preferred languages, best first (Electron's `app.getPreferredSystemLanguages()`,
   * e.g. ["de-AT", "en-US"]), read once when the window loads: the renderer's "auto" language follows them.
   */
  readonly systemLanguages: readonly string[];
  /**
   * "Your turn" while the window is in the background: flashes its taskbar entry (`BrowserWindow.flashFrame`)
   * until the window is focused. Does nothing when the window has the focus already.
   */
  requestAttention(): Promise<void>;
}

/** IPC channel names, shared by the main process and the preload (bundled with them by scripts/build-preload.mjs). */
export const BRIDGE_CHANNELS = {
  startHosting: 'magic-table:start-hosting',
  stopHosting: 'magic-table:stop-hosting',
  hostingStatus: 'magic-table:hosting-status',
  listHosts: 'magic-table:list-hosts',
  hostsChanged: 'magic-table:hosts-changed',
  appVersion: 'magic-table:app-version',
  requestAttention: 'magic-table:request-attention',
  /** Synchronous (`sendSync`), once from the preload. */
  systemLanguages: 'magic-table:system-languages',
} as const;

/** The name of the bridge on `window`. */
export const BRIDGE_GLOBAL = 'magicTable';

/** The bridge when running in the desktop app, null in a browser. */
export function getBridge(): MagicTableBridge | null {
  const b = (globalThis as { magicTable?: unknown }).magicTable;
  return b && typeof b === 'object' && typeof (b as MagicTableBridge).startHosting === 'function' ? (b as MagicTableBridge) : null;
}
