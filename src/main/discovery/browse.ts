/**
 * A live list of Magic Table hosts on the LAN, for the desktop lobby.
 *
 * Built on the raw mDNS responses (not bonjour-service's Browser, which keeps
 * a service for the PTR's 8-hour TTL and drops the packet's source), so that:
 * - it queries again periodically (a host started later is found; live hosts
 *   are refreshed before their records expire);
 * - a host that vanishes without a goodbye (crash, cable pulled) drops out
 *   when its SRV record's TTL runs out;
 * - a goodbye (TTL 0) removes the host at once;
 * - the address the answer came from (the UDP source) is listed first, the
 *   host's A records after it as fallbacks;
 * - it asks on every LAN link (one socket per link, links.ts, followed as
 *   links come and go), not only by the default route's (a VPN's);
 * - hosts of another protocol version are listed with their `protocol` so the
 *   lobby can show them as incompatible (or left out: `includeIncompatible`).
 * Records arrive from anyone on the LAN: everything is validated and bounded.
 */
import { PROTOCOL_VERSION, type DiscoveredHost } from '../../shared/protocol.js';
import { decodeTxt, parseHostTxt, SERVICE_DOMAIN, type ParsedTxt } from './txt.js';
import {
  createMulticastTransport,
  guarded,
  type MdnsPacket,
  type MdnsRecord,
  type MdnsTransport,
  type RemoteInfo,
  type TransportFactory,
} from './transport.js';
import { throttledWarn } from './advertise.js';
import { followLinks } from './follow.js';
import { onLink, type Link, type LinkSource } from './links.js';

export interface HostBrowser {
  /** Hosts seen now, sorted by name. */
  list(): DiscoveredHost[];
  /** Called with the new list whenever it changes (not when only `lastSeen` moves). Returns an unsubscribe. */
  on(event: 'change', cb: (hosts: DiscoveredHost[]) => void): () => void;
  /** Ask the network again now (e.g. when the lobby opens). */
  refresh(): void;
  stop(): Promise<void>;
}

export interface BrowseOptions {
  /** IPv4 address of the one interface to browse on (tests: the veth address). Default: every LAN link, followed. */
  interface?: string;
  /** The links to browse on (default: this machine's LAN links, watched every 2 s; with `transport`: one socket). */
  links?: LinkSource;
  /** Periodic query interval after the first burst (default 10 s). */
  queryIntervalMs?: number;
  /** Delays of the first queries (default 0, 1 s, 3 s). */
  initialQueriesMs?: number[];
  /** How often expiry is checked (default 1 s). */
  sweepIntervalMs?: number;
  /** Our protocol version (default PROTOCOL_VERSION). */
  protocolVersion?: number;
  /** List hosts of another protocol version too (default true: the lobby shows them as incompatible). */
  includeIncompatible?: boolean;
  /** At most this many hosts are tracked (default 200): a flood of fake answers cannot eat memory. */
  maxHosts?: number;
  transport?: TransportFactory;
  onError?: (err: Error) => void;
  /** Clock (tests). */
  now?: () => number;
}

interface Entry {
  fqdn: string;
  instance: string;
  ptrExpires?: number;
  srv?: { port: number; target: string; ttl: number; expires: number };
  txt?: { parsed: ParsedTxt; expires: number };
  /** UDP source of the last packet that carried this service's records. */
  source?: string;
  lastSeen: number;
  lastDetailQuery: number;
}

const lower = (s: unknown): string => String(s ?? '').toLowerCase().replace(/\.$/, '');
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const isIPv4 = (s: unknown): s is string => typeof s === 'string' && IPV4.test(s);
const MAX_TTL = 4500;

export function browse(opts: BrowseOptions = {}): HostBrowser {
  const now = opts.now ?? Date.now;
  const factory = opts.transport ?? createMulticastTransport;
  const pv = opts.protocolVersion ?? PROTOCOL_VERSION;
  const includeIncompatible = opts.includeIncompatible ?? true;
  const maxHosts = opts.maxHosts ?? 200;
  const onError = opts.onError ?? throttledWarn('mDNS browser');
  const report = (err: Error): void => {
    try {
      onError(err);
    } catch {
      // ignore
    }
  };

  const entries = new Map<string, Entry>();
  /** A records by host name: address → expiry. */
  const hostAddresses = new Map<string, Map<string, number>>();
  const listeners = new Set<(hosts: DiscoveredHost[]) => void>();
  const timers = new Set<ReturnType<typeof setTimeout> | ReturnType<typeof setInterval>>();
  let lastSignature = '[]';
  let current: DiscoveredHost[] = [];
  let stopped = false;
  let lastRefreshQuery = -Infinity;

  // One socket per LAN link (or the one asked for): queries leave by every link, not by the default route's only.
  const transports = new Map<string, { link: Link | null; t: MdnsTransport }>();
  const followed = followLinks(opts, report);
  const openLink = (key: string, link: Link | null): void => {
    const t = factory(
      link
        ? { interface: link.ipv4[0].address, addresses: link.ipv4.map((a) => a.address), accept: (a) => onLink(link, a), onError: report }
        : { interface: opts.interface, onError: report },
    );
    transports.set(key, { link, t });
    t.onResponse((packet, rinfo) => onResponse(packet, rinfo, t));
  };
  const sendQuery = (): void => {
    if (stopped) return;
    lastRefreshQuery = now();
    for (const { t } of transports.values()) void t.query([{ name: SERVICE_DOMAIN, type: 'PTR' }]);
  };
  const follow = (links: Link[]): void => {
    if (stopped) return;
    const wanted = new Map(links.filter((l) => l.ipv4.length > 0).map((l) => [l.name, l]));
    let added = false;
    for (const [key, { link, t }] of [...transports]) {
      if (JSON.stringify(wanted.get(key)) === JSON.stringify(link)) continue;
      transports.delete(key);
      void t.destroy();
    }
    for (const [key, link] of wanted) {
      if (transports.has(key)) continue;
      openLink(key, link);
      added = true;
    }
    if (added) sendQuery(); // a new link: ask there at once
  };

  const entryFor = (fqdn: string): Entry | null => {
    const key = lower(fqdn);
    if (!key.endsWith(`.${SERVICE_DOMAIN}`)) return null;
    let e = entries.get(key);
    if (!e) {
      if (entries.size >= maxHosts) return null;
      const instance = String(fqdn).slice(0, key.length - SERVICE_DOMAIN.length - 1);
      e = { fqdn: key, instance, lastSeen: now(), lastDetailQuery: -Infinity };
      entries.set(key, e);
    }
    return e;
  };

  const ttlMs = (r: MdnsRecord): number => Math.min(MAX_TTL, Math.max(0, Number(r.ttl ?? 0))) * 1000;

  const onResponse = (packet: MdnsPacket, rinfo: RemoteInfo, transport: MdnsTransport): void => {
    if (stopped) return;
    const t = now();
    const touched = new Set<Entry>();
    const records = [...(packet.answers ?? []), ...(packet.additionals ?? [])].slice(0, 100);
    for (const r of records) {
      const name = lower(r.name);
      const goodbye = Number(r.ttl ?? 0) <= 0;
      if (r.type === 'PTR' && name === SERVICE_DOMAIN) {
        if (typeof r.data !== 'string') continue;
        if (goodbye) {
          entries.delete(lower(r.data));
          continue;
        }
        const e = entryFor(r.data);
        if (!e) continue;
        e.ptrExpires = t + ttlMs(r);
        touched.add(e);
      } else if ((r.type === 'SRV' || r.type === 'TXT') && name.endsWith(`.${SERVICE_DOMAIN}`)) {
        if (goodbye) {
          entries.delete(name);
          continue;
        }
        const e = entryFor(name);
        if (!e) continue;
        if (r.type === 'SRV') {
          const d = r.data as { port?: unknown; target?: unknown } | undefined;
          const port = Number(d?.port);
          if (!Number.isInteger(port) || port < 1 || port > 65535 || typeof d?.target !== 'string') continue;
          e.srv = { port, target: lower(d.target), ttl: ttlMs(r), expires: t + ttlMs(r) };
        } else {
          const parsed = parseHostTxt(decodeTxt(r.data));
          if (!parsed) continue;
          e.txt = { parsed, expires: t + ttlMs(r) };
        }
        touched.add(e);
      } else if (r.type === 'A' && isIPv4(r.data)) {
        let addrs = hostAddresses.get(name);
        if (goodbye) {
          addrs?.delete(r.data);
          continue;
        }
        if (!addrs) {
          if (hostAddresses.size >= maxHosts * 2) continue;
          addrs = new Map();
          hostAddresses.set(name, addrs);
        }
        if (addrs.size < 16 || addrs.has(r.data)) addrs.set(r.data, t + ttlMs(r));
      }
    }
    for (const e of touched) {
      if (isIPv4(rinfo?.address)) e.source = rinfo.address;
      e.lastSeen = t;
      // Heard of it (PTR) but missing its details: ask for them, at most once a second.
      if ((!e.srv || !e.txt) && t - e.lastDetailQuery > 1000) {
        e.lastDetailQuery = t;
        void transport.query([
          { name: e.fqdn, type: 'SRV' },
          { name: e.fqdn, type: 'TXT' },
        ]);
      }
    }
    publish();
  };

  const expire = (): void => {
    const t = now();
    for (const [key, e] of entries) {
      const srvGone = e.srv !== undefined && e.srv.expires <= t;
      const txtGone = e.txt !== undefined && e.txt.expires <= t;
      const ptrGone = e.ptrExpires !== undefined && e.ptrExpires <= t;
      // A half-known entry (PTR only) that never got its details is dropped after a minute.
      const stale = (!e.srv || !e.txt) && t - e.lastSeen > 60_000;
      if (srvGone || txtGone || ptrGone || stale) entries.delete(key);
    }
    for (const [name, addrs] of hostAddresses) {
      for (const [a, exp] of addrs) if (exp <= t) addrs.delete(a);
      if (addrs.size === 0) hostAddresses.delete(name);
    }
    // Refresh before expiry: a live host answers and its records are renewed.
    const dueSoon = [...entries.values()].some((e) => e.srv && t >= e.srv.expires - e.srv.ttl * 0.2);
    if (dueSoon && t - lastRefreshQuery >= 1000) sendQuery();
  };

  const build = (): DiscoveredHost[] => {
    const byId = new Map<string, DiscoveredHost>();
    for (const e of entries.values()) {
      if (!e.srv || !e.txt) continue;
      const p = e.txt.parsed;
      if (!includeIncompatible && p.protocol !== pv) continue;
      const addresses: string[] = [];
      if (e.source) addresses.push(e.source);
      for (const a of [...(hostAddresses.get(e.srv.target)?.keys() ?? [])].sort()) {
        if (!addresses.includes(a)) addresses.push(a);
      }
      if (addresses.length === 0) continue; // nowhere to connect to
      const host: DiscoveredHost = {
        id: p.id,
        name: p.name || e.instance,
        port: e.srv.port,
        addresses,
        protocol: p.protocol,
        tables: p.tables,
        lastSeen: e.lastSeen,
      };
      const prev = byId.get(p.id);
      if (!prev || prev.lastSeen < host.lastSeen) byId.set(p.id, host);
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  };

  const publish = (): void => {
    const list = build();
    const signature = JSON.stringify(list.map(({ lastSeen: _lastSeen, ...rest }) => rest));
    current = list;
    if (signature === lastSignature) return;
    lastSignature = signature;
    for (const cb of [...listeners]) {
      try {
        cb(list.map((h) => ({ ...h, addresses: [...h.addresses], tables: h.tables.map((x) => ({ ...x })) })));
      } catch (err) {
        report(err instanceof Error ? err : new Error(String(err)));
      }
    }
  };

  const every = (ms: number, fn: () => void): void => {
    const t = setInterval(guarded(report, fn), ms);
    t.unref?.();
    timers.add(t);
  };
  const after = (ms: number, fn: () => void): void => {
    const t = setTimeout(guarded(report, fn), ms);
    t.unref?.();
    timers.add(t);
  };

  followed.start(openLink, follow);
  for (const d of opts.initialQueriesMs ?? [0, 1000, 3000]) after(d, sendQuery);
  every(opts.queryIntervalMs ?? 10_000, sendQuery);
  every(opts.sweepIntervalMs ?? 1000, () => {
    expire();
    publish();
  });

  let stopping: Promise<void> | null = null;
  return {
    list: () => current.map((h) => ({ ...h, addresses: [...h.addresses], tables: h.tables.map((x) => ({ ...x })) })),
    on(event, cb) {
      if (event !== 'change') throw new Error(`Unknown event "${String(event)}": only "change" exists`);
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    refresh: () => {
      if (now() - lastRefreshQuery >= 250) sendQuery();
    },
    stop() {
      if (stopping) return stopping;
      stopped = true;
      for (const t of timers) clearTimeout(t as ReturnType<typeof setTimeout>);
      timers.clear();
      listeners.clear();
      followed.stop();
      const all = [...transports.values()];
      transports.clear();
      stopping = Promise.all(all.map(({ t }) => t.destroy())).then(() => undefined);
      return stopping;
    },
  };
}
