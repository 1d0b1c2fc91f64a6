/**
 * The multicast DNS socket, behind a small interface so that the advertiser
 * and the browser can be tested against an in-memory bus, and so that every
 * error of the library ends in one callback instead of an uncaught throw.
 *
 * The real transport is bonjour-service's multicast-dns instance (UDP 5353,
 * group 224.0.0.251, IPv4). The advertiser opens one per LAN link (links.ts):
 * it joins the group and sends on that link only, and keeps only the packets
 * whose source is on that link (every socket bound to port 5353 receives the
 * group's packets from every link: Linux's IP_MULTICAST_ALL, which Node cannot
 * turn off, and other systems' shared port).
 */
import os from 'node:os';
import Bonjour from 'bonjour-service';

type RecordType = 'PTR' | 'SRV' | 'TXT' | 'A' | 'AAAA' | 'ANY' | string;

interface MdnsQuestion {
  name: string;
  type: RecordType;
}

export interface MdnsRecord {
  name: string;
  type: RecordType;
  ttl?: number;
  // dns-packet's rdata: string for PTR/A, {port,target} for SRV, string[]/Buffer[] for TXT.
  data?: unknown;
}

export interface MdnsPacket {
  type?: 'query' | 'response';
  questions?: MdnsQuestion[];
  answers?: MdnsRecord[];
  additionals?: MdnsRecord[];
  authorities?: MdnsRecord[];
}

/** Where a packet came from (the UDP source). */
export interface RemoteInfo {
  address: string;
  port: number;
  family?: string;
}

export interface MdnsTransport {
  onQuery(cb: (packet: MdnsPacket, rinfo: RemoteInfo) => void): void;
  onResponse(cb: (packet: MdnsPacket, rinfo: RemoteInfo) => void): void;
  /** Resolves false when the packet could not be sent (the error went to `onError`). */
  query(questions: MdnsQuestion[]): Promise<boolean | void>;
  respond(answers: MdnsRecord[], additionals?: MdnsRecord[]): Promise<boolean | void>;
  /** The addresses this host can be reached at on this link (A records; AAAA for IPv6 ones). */
  localAddresses(): string[];
  destroy(): Promise<void>;
}

export interface TransportOptions {
  /**
   * Bind to one interface: the IPv4 address of the interface to join the
   * group on and send from (tests use the veth address in a namespace).
   * Default: every interface.
   */
  interface?: string;
  /** The addresses to answer with (default: `interface`, or every non-internal IPv4 address). */
  addresses?: string[];
  /** Keep only the packets whose source this accepts (default: all). */
  accept?: (source: string) => boolean;
  /** Called for socket/library errors; the transport never throws them. */
  onError?: (err: Error) => void;
}

export type TransportFactory = (opts: TransportOptions) => MdnsTransport;

/** Non-internal IPv4 addresses of this machine. */
function localIPv4Addresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) out.push(a.address);
    }
  }
  return out;
}

/** A guard so that one bad callback or library quirk cannot take the process down. */
export function guarded<A extends unknown[]>(onError: (err: Error) => void, fn: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    try {
      fn(...args);
    } catch (err) {
      try {
        onError(err instanceof Error ? err : new Error(String(err)));
      } catch {
        // nothing left to tell
      }
    }
  };
}

/** The events of multicast-dns this file listens to, with their arguments. */
interface MulticastDns {
  on(event: 'error', cb: (err: Error) => void): void;
  on(event: 'warning', cb: (err: Error) => void): void;
  on(event: 'query' | 'response', cb: (packet: MdnsPacket, rinfo: RemoteInfo) => void): void;
  query(q: { questions: MdnsQuestion[] }, cb: (err?: Error | null) => void): void;
  respond(r: { answers: MdnsRecord[]; additionals: MdnsRecord[] }, cb: (err?: Error | null) => void): void;
  destroy(cb: () => void): void;
}

/** The real transport: bonjour-service's multicast-dns socket. */
export const createMulticastTransport: TransportFactory = (opts) => {
  const onError = opts.onError ?? (() => {});
  const mdnsOptions: Record<string, unknown> = opts.interface
    ? // Join and send on that interface, but bind the wildcard address: a socket
      // bound to a unicast address does not receive multicast on Linux.
      { interface: opts.interface, bind: '0.0.0.0' }
    : {};
  const bonjour = new Bonjour(mdnsOptions, (err: unknown) => onError(err instanceof Error ? err : new Error(String(err))));
  const mdns = (bonjour as unknown as { server: { mdns: MulticastDns } }).server.mdns;
  mdns.on('error', (err: Error) => onError(err));
  mdns.on('warning', () => {
    // Joining the group on an interface without multicast (lo) warns; harmless.
  });
  let destroyed = false;
  const call = (fn: (cb: (err?: Error | null) => void) => void): Promise<boolean> =>
    new Promise((resolve) => {
      if (destroyed) return resolve(false);
      try {
        fn((err) => {
          if (err) onError(err);
          resolve(!err);
        });
      } catch (err) {
        onError(err instanceof Error ? err : new Error(String(err)));
        resolve(false);
      }
    });
  const accept = opts.accept ?? (() => true);
  const listen = (event: 'query' | 'response', cb: (packet: MdnsPacket, rinfo: RemoteInfo) => void): void =>
    mdns.on(event, guarded(onError, (packet: MdnsPacket, rinfo: RemoteInfo) => {
      if (accept(String(rinfo?.address ?? ''))) cb(packet, rinfo);
    }));
  return {
    onQuery: (cb) => listen('query', cb),
    onResponse: (cb) => listen('response', cb),
    query: (questions) => call((cb) => mdns.query({ questions }, cb)),
    respond: (answers, additionals = []) => call((cb) => mdns.respond({ answers, additionals }, cb)),
    localAddresses: () => [...(opts.addresses ?? (opts.interface ? [opts.interface] : localIPv4Addresses()))],
    destroy: () =>
      new Promise<void>((resolve) => {
        if (destroyed) return resolve();
        destroyed = true;
        try {
          bonjour.destroy(() => resolve());
        } catch (err) {
          onError(err instanceof Error ? err : new Error(String(err)));
          resolve();
        }
      }),
  };
};
