/**
 * The network links a Magic Table host can be found on, and the addresses a
 * person types to reach it. Pure functions over `os.networkInterfaces()`, and
 * a small watcher that polls it so that discovery and the join URLs follow a
 * laptop that joins a Wi-Fi, plugs a cable in or moves to another network.
 *
 * A link is a LAN link when it is not loopback, not a VPN tunnel (tun*, utun*,
 * wg*, ppp*, … or a point-to-point /32 address) and not a container or virtual
 * machine bridge (docker*, br-*, veth*, virbr*, vEthernet (WSL), …): nobody
 * at the table is behind those.
 */
import os from 'node:os';

/** An address as os.networkInterfaces() lists it (the fields this file reads). */
export interface InterfaceAddress {
  address: string;
  netmask: string;
  family: string | number;
  internal: boolean;
  scopeid?: number;
}

export type InterfaceMap = Record<string, InterfaceAddress[] | undefined>;

/** One LAN link: its name and its own addresses (IPv6 without a zone). */
export interface Link {
  name: string;
  ipv4: { address: string; netmask: string }[];
  /** Link-local (fe80::/10) and unique local (fc00::/7) IPv6 addresses. */
  ipv6: string[];
}

/** VPN tunnels, by the names their clients give them on Linux, macOS and Windows. */
const VPN_NAME =
  /^(tun|tap|utun|wg|ppp|ipsec|gpd|tailscale|zt|nordlynx|proton|mullvad|cscotun|vpn|l2tp|pptp|ham)|vpn|wireguard|wintun|tap-windows|tailscale|zerotier|anyconnect|forticlient|globalprotect|nordlynx/i;
/** Container and virtual machine bridges, and Apple's peer-to-peer links. */
const VIRTUAL_NAME =
  /^(docker|br-|veth|virbr|vmnet|vboxnet|lxc|lxdbr|cni|flannel|cali|podman|kube|weave|cilium|vnet|awdl|llw|anpi|ap\d|bridge1\d\d|vethernet)|virtualbox|vmware|hyper-v|npcap|loopback/i;

const isV4 = (a: InterfaceAddress): boolean => a.family === 'IPv4' || a.family === 4;
const isV6 = (a: InterfaceAddress): boolean => a.family === 'IPv6' || a.family === 6;

function v4Parts(address: string): number[] {
  return address.split('.').map(Number);
}

/** RFC 1918: 10/8, 172.16/12, 192.168/16. */
function isPrivateIPv4(address: string): boolean {
  const [a, b] = v4Parts(address);
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

const isLinkLocalIPv4 = (address: string): boolean => address.startsWith('169.254.');
const isUlaIPv6 = (address: string): boolean => /^f[cd][0-9a-f]{0,2}:/i.test(address);
const isLinkLocalIPv6 = (address: string): boolean => /^fe[89ab][0-9a-f]:/i.test(address);

/** Why an interface is not a LAN link, or null when it is one. */
export function excludedBecause(name: string, addresses: readonly InterfaceAddress[]): 'loopback' | 'vpn' | 'virtual' | null {
  if (addresses.some((a) => a.internal)) return 'loopback';
  if (VPN_NAME.test(name)) return 'vpn';
  if (VIRTUAL_NAME.test(name)) return 'virtual';
  // A point-to-point link (a tunnel under another name) carries a /32.
  if (addresses.some((a) => isV4(a) && a.netmask === '255.255.255.255')) return 'vpn';
  return null;
}

/** Rank of an IPv4 address for people on the LAN: RFC 1918 first, then link-local, then the rest. */
const rankV4 = (address: string): number => (isPrivateIPv4(address) ? 0 : isLinkLocalIPv4(address) ? 2 : 3);

/**
 * The LAN links in `interfaces`, best first (a link with an RFC 1918 address
 * before one with only a link-local or a public one; then by name).
 */
export function lanLinks(interfaces: InterfaceMap): Link[] {
  const out: Link[] = [];
  for (const [name, list] of Object.entries(interfaces)) {
    const addresses = list ?? [];
    if (addresses.length === 0 || excludedBecause(name, addresses) !== null) continue;
    const ipv4 = addresses.filter(isV4).map((a) => ({ address: a.address, netmask: a.netmask }));
    const ipv6 = addresses
      .filter(isV6)
      .map((a) => a.address.replace(/%.*$/, '').toLowerCase())
      .filter((a) => isLinkLocalIPv6(a) || isUlaIPv6(a));
    if (ipv4.length === 0 && ipv6.length === 0) continue;
    ipv4.sort((x, y) => rankV4(x.address) - rankV4(y.address));
    out.push({ name, ipv4, ipv6 });
  }
  const best = (l: Link): number => Math.min(4, ...l.ipv4.map((a) => rankV4(a.address)), ...l.ipv6.map((a) => (isUlaIPv6(a) ? 1 : 4)));
  return out.sort((a, b) => best(a) - best(b) || a.name.localeCompare(b.name));
}

/**
 * The addresses to show people, best first: RFC 1918 IPv4, then IPv6 unique
 * local, then IPv4 link-local, then any other IPv4. IPv6 link-local addresses
 * are left out (a browser cannot open a URL with a zone in it).
 */
export function lanAddresses(links: readonly Link[]): string[] {
  const ranked: { address: string; rank: number }[] = [];
  for (const l of links) {
    for (const a of l.ipv4) ranked.push({ address: a.address, rank: rankV4(a.address) });
    for (const a of l.ipv6) if (isUlaIPv6(a)) ranked.push({ address: `[${a}]`, rank: 1 });
  }
  const seen = new Set<string>();
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.address)
    .filter((a) => (seen.has(a) ? false : (seen.add(a), true)));
}

/** True when some link has a private LAN address (RFC 1918, IPv6 unique local or link-local IPv4). */
export function hasPrivateLan(links: readonly Link[]): boolean {
  return links.some((l) => l.ipv4.some((a) => rankV4(a.address) <= 2) || l.ipv6.some(isUlaIPv6));
}

/** Whether the IPv4 `address` is on `link`'s subnet (an IPv6 one: whether it is the link's own). */
export function onLink(link: Link, address: string): boolean {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  if (bare.includes(':')) return link.ipv6.includes(bare);
  const x = v4Parts(bare);
  if (x.length !== 4 || x.some((n) => !(n >= 0 && n <= 255))) return false;
  return link.ipv4.some(({ address: own, netmask }) => {
    const o = v4Parts(own);
    const m = v4Parts(netmask);
    return m.length === 4 && o.every((n, i) => (n & m[i]) === (x[i] & m[i]));
  });
}

/** What changes when the network does. */
export interface LinkSource {
  current(): Link[];
  /** Called with the new links whenever they change. Returns an unsubscribe. */
  onChange(cb: (links: Link[]) => void): () => void;
  stop(): void;
}

export interface WatchOptions {
  /** How often the interfaces are read (default 2 s). */
  intervalMs?: number;
  /** The interfaces (default os.networkInterfaces). */
  read?: () => InterfaceMap;
  onError?: (err: Error) => void;
}

/** This machine's LAN links, read every `intervalMs` (the OS gives no portable event for a change). */
export function watchLinks(opts: WatchOptions = {}): LinkSource {
  const read = opts.read ?? (() => os.networkInterfaces() as InterfaceMap);
  const load = (): Link[] => {
    try {
      return lanLinks(read());
    } catch (err) {
      opts.onError?.(err instanceof Error ? err : new Error(String(err)));
      return links;
    }
  };
  let links: Link[] = [];
  links = load();
  let signature = JSON.stringify(links);
  const listeners = new Set<(links: Link[]) => void>();
  const timer = setInterval(() => {
    const next = load();
    const s = JSON.stringify(next);
    if (s === signature) return;
    signature = s;
    links = next;
    for (const cb of [...listeners]) {
      try {
        cb(links.map((l) => ({ ...l })));
      } catch (err) {
        opts.onError?.(err instanceof Error ? err : new Error(String(err)));
      }
    }
  }, opts.intervalMs ?? 2000);
  timer.unref?.();
  return {
    current: () => links.map((l) => ({ ...l })),
    onChange(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    stop() {
      clearInterval(timer);
      listeners.clear();
    },
  };
}

/** `http://<address>:<port>/` for each address people can type, best first (loopback when there is none). */
export function joinUrlsFor(links: readonly Link[], port: number): string[] {
  const addresses = lanAddresses(links);
  return (addresses.length ? addresses : ['127.0.0.1']).map((a) => `http://${a}:${port}/`);
}
