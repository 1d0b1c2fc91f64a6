/**
 * Who may talk to the host from a browser: the checks against other web
 * pages and other hosts (DNS rebinding), done before any route or upgrade.
 *
 * - `Host`: every request (every route, static files, `/api/info`, the `/ws`
 *   upgrade) must name this machine: one of its addresses or names
 *   (paths.ts ownHostNames, the bind address, the mDNS host name), with or
 *   without a port. A page of another site that rebinds its own name to this
 *   machine's address still sends its own name here, so it is refused. The
 *   port is not what an attacker controls, so it is not checked (a dev proxy
 *   such as Vite's forwards its own port).
 * - `Origin` (WebSocket upgrades): browsers always send it on a WebSocket
 *   handshake, and a page of another site cannot choose it, so it tells the
 *   host's own page from another web page that a player has open. Accepted:
 *   `http://<own address or name>:<port>` (the page this host serves),
 *   `http://<loopback>:<any port>` (a page served by the player's own machine:
 *   the desktop app's window, whose UI server picks a port at start-up, is
 *   one — and that of another Magic Table app joining this host from the LAN
 *   too), and the extra origins the host was started with. `Origin: null`
 *   (sandboxed frames, file: pages) is refused. A missing Origin is allowed:
 *   only non-browser clients omit it (the test client, the bench, scripts),
 *   and those can send any header they like anyway — the check protects
 *   players' browsers, not the host from programs.
 */
import { ownHostNames } from './paths.js';

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** How long the list of own addresses is kept (interfaces come and go: a laptop joins Wi-Fi). */
const NAMES_TTL_MS = 2000;

/** `name` or `name:port` (IPv6 in brackets) → lower-case name, or null if malformed. */
function hostnameOf(hostHeader: string): string | null {
  const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(hostHeader.trim());
  if (!m) return null;
  return m[1].toLowerCase().replace(/\.$/, '');
}

export interface OriginPolicy {
  /** Does the `Host` header name this machine? (missing → no) */
  hostAllowed(host: string | undefined): boolean;
  /** May a WebSocket upgrade with this `Origin` header go ahead? (missing → yes) */
  originAllowed(origin: string | undefined): boolean;
}

export function originPolicy(opts: {
  port(): number;
  /** The address the host listens on, if a specific one. */
  bind?: string;
  /** More names this host answers to (e.g. its mDNS host name `mt-….local`). */
  extraNames?: () => readonly string[];
  /** Exact origins to accept besides the host's own (e.g. the desktop app's UI server). */
  allowedOrigins?: readonly string[];
}): OriginPolicy {
  let cached: { at: number; names: Set<string> } | null = null;
  const names = (): Set<string> => {
    const now = Date.now();
    if (!cached || now - cached.at > NAMES_TTL_MS) {
      const set = ownHostNames();
      if (opts.bind && opts.bind !== '0.0.0.0' && opts.bind !== '::') set.add(opts.bind.includes(':') ? `[${opts.bind.toLowerCase()}]` : opts.bind.toLowerCase());
      for (const n of opts.extraNames?.() ?? []) set.add(n.toLowerCase().replace(/\.$/, ''));
      cached = { at: now, names: set };
    }
    return cached.names;
  };
  const extraOrigins = new Set((opts.allowedOrigins ?? []).map((o) => o.toLowerCase().replace(/\/$/, '')));

  return {
    hostAllowed(host) {
      if (!host) return false;
      const name = hostnameOf(host);
      return name !== null && names().has(name);
    },
    originAllowed(origin) {
      if (origin === undefined) return true;
      const o = origin.trim().toLowerCase();
      if (extraOrigins.has(o)) return true;
      const m = /^http:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(o);
      if (!m) return false; // null, https:, file:, anything with a path
      const name = m[1].replace(/\.$/, '');
      const port = m[2] === undefined ? 80 : Number(m[2]);
      if (LOOPBACK.has(name)) return true;
      return port === opts.port() && names().has(name);
    },
  };
}
