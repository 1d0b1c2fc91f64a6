/**
 * Advertise a Magic Table host on the LAN as `_magictable._tcp` (mDNS /
 * DNS-SD, RFC 6762/6763), on each LAN link separately (RFC 6762 §15): one
 * multicast socket per link (links.ts), each answering the queries heard on
 * its link with that link's own addresses (A, and AAAA for its IPv6
 * link-local/ULA ones). Never on a VPN tunnel or a container bridge.
 *
 * - Follows the network: a link that comes up is announced on within the
 *   watcher's interval (2 s); a link that goes gets a goodbye (when it still can
 *   send) and its socket closes; a link whose addresses change says goodbye
 *   for the old ones and announces the new.
 * - One name for the host on every link: a clash heard on any link renames it
 *   everywhere, so each link sees the same name and a rename happens once.
 * - Probes its instance name first (three queries 250 ms apart); if another
 *   host answers for it, tries "Name (2)", "Name (3)"… and probes again. A
 *   clash seen later (two hosts that started at the same moment) is settled by
 *   comparing host ids: the larger renames. It never stops advertising
 *   because of a clash.
 * - Answers PTR queries for the service type (with SRV, TXT and A records as
 *   additionals), SRV/TXT/ANY queries for its instance and A queries for its
 *   host name; answers are delayed 20–120 ms and coalesced.
 * - `update(txt)` re-announces the TXT record (coalesced); a new display name
 *   sends a goodbye for the old instance and probes the new one.
 * - `stop()` sends the goodbye (every record with TTL 0) and closes the socket.
 * - Socket errors (port in use, no permission) are reported through `onError`
 *   and the socket is re-created with backoff; no error is ever thrown at the
 *   caller or left uncaught.
 */
import type { HostTxt } from '../../shared/protocol.js';
import {
  boundTxt,
  encodeTxt,
  hostLabel,
  instanceLabel,
  SERVICE_DOMAIN,
  SERVICES_ENUMERATION,
  uniqueName,
} from './txt.js';
import { followLinks } from './follow.js';
import { hasPrivateLan, onLink, type Link, type LinkSource } from './links.js';
import {
  createMulticastTransport,
  guarded,
  type MdnsPacket,
  type MdnsRecord,
  type MdnsTransport,
  type TransportFactory,
} from './transport.js';

export interface Advertiser {
  update(txt: HostTxt): void;
  stop(): Promise<void>;
}

type AdvertiserStatus = 'probing' | 'announced' | 'restarting' | 'stopped';

/**
 * Whether people on the LAN can find this host: `no-lan` when no link has a
 * private LAN address, `blocked` when no link's socket can send (a firewall,
 * macOS's local-network permission, the port held), else `visible`.
 */
export type Reach = 'visible' | 'no-lan' | 'blocked';

/** What `advertise` returns: the Advertiser contract plus what a UI or a test may want to know. */
export interface AdvertiserHandle extends Advertiser {
  /** The instance name in use now (after any clash, e.g. "Kitchen table (2)"). */
  name(): string;
  status(): AdvertiserStatus;
  /** Resolves once the service was first announced (or when stopped before that). */
  ready: Promise<void>;
  reach(): Reach;
  /** The links advertised on now (names). */
  links(): string[];
}

export interface AdvertiseOptions {
  name: string;
  port: number;
  txt: HostTxt;
  /** Record TTL in seconds (default 120, RFC 6762's value for host records). Tests use a few seconds. */
  ttl?: number;
  /** IPv4 address of the one interface to advertise on. Default: every LAN link, followed (`links`). */
  interface?: string;
  /** The links to advertise on (default: this machine's LAN links, watched every 2 s; with `transport`: one link). */
  links?: LinkSource;
  /** Called when `reach()` changes. */
  onReach?: (reach: Reach) => void;
  /** Called with every library/socket error; default: a console warning, each message once a minute. */
  onError?: (err: Error) => void;
  /** Called when a clash made us take another name. */
  onNameChange?: (name: string) => void;
  /** Injected transport (tests). Default: bonjour-service's multicast-dns socket. */
  transport?: TransportFactory;
  /** Delay between probes (default 250 ms, RFC 6762 §8.1). */
  probeIntervalMs?: number;
  /** First delay before re-creating a failed socket (default 5 s, doubling up to 60 s). */
  retryMs?: number;
}

const DEFAULT_TTL = 120;
const MAX_RENAMES = 50;

const lower = (s: unknown): string => String(s ?? '').toLowerCase().replace(/\.$/, '');

/** A default error reporter that does not flood the console with the same complaint. */
export function throttledWarn(prefix: string, everyMs = 60_000): (err: Error) => void {
  const last = new Map<string, number>();
  return (err) => {
    const key = err.message;
    const now = Date.now();
    if ((last.get(key) ?? -Infinity) + everyMs > now) return;
    last.set(key, now);
    if (last.size > 100) last.clear();
    console.warn(`${prefix}: ${err.message}`);
  };
}

/** One link's socket and what is waiting to be sent on it. */
interface LinkState {
  key: string;
  link: Link | null; // null: the one link of an injected transport or of `interface`
  transport: MdnsTransport | null;
  socketGeneration: number;
  restarting: boolean;
  retryDelay: number;
  /** The last send on this link failed (or its socket did): nobody hears us there. */
  failing: boolean;
  pendingAnswers: MdnsRecord[];
  pendingAdditionals: MdnsRecord[];
  responseTimer: ReturnType<typeof setTimeout> | null;
}

/** Socket errors after which the socket is closed and made again later. */
const FATAL = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL', 'EPERM']);

const addressesOf = (link: Link): string[] => [...link.ipv4.map((a) => a.address), ...link.ipv6];

export function advertise(opts: AdvertiseOptions): AdvertiserHandle {
  if (!Number.isInteger(opts.port) || opts.port < 1 || opts.port > 65535) {
    throw new Error(`Cannot advertise port ${String(opts.port)}: a port is a whole number from 1 to 65535`);
  }
  const ttl = Math.max(1, Math.min(4500, Math.round(opts.ttl ?? DEFAULT_TTL)));
  const probeInterval = opts.probeIntervalMs ?? 250;
  const factory = opts.transport ?? createMulticastTransport;
  const onError = opts.onError ?? throttledWarn('mDNS advertiser');
  const report = (err: Error): void => {
    try {
      onError(err);
    } catch {
      // a reporter that throws must not take the advertiser down
    }
  };
  // Where to advertise: the links given, or one link (an address, or an injected transport), or every LAN link, watched.
  const followed = followLinks(opts, report);
  const source = followed.source;

  let txt = boundTxt({ ...opts.txt, name: opts.txt.name || opts.name });
  let baseName = instanceLabel(opts.name || txt.name);
  let displayBase = txt.name;
  let attempt = 1; // 1 = the name itself, 2 = "Name (2)"…
  const target = `${hostLabel(txt.id)}.local`;
  const port = opts.port;

  let status: 'probing' | 'announced' | 'stopped' = 'probing';
  let generation = 0; // bumps on every probe and stop: stale probe timers check it
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const links = new Map<string, LinkState>();
  let announceTimer: ReturnType<typeof setTimeout> | null = null;
  let stopping: Promise<void> | null = null;
  let lastReach: Reach | null = null;
  let renaming = false; // a goodbye before a rename is on its way

  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => (resolveReady = r));

  const later = (ms: number, fn: () => void): ReturnType<typeof setTimeout> => {
    const t = setTimeout(
      guarded(report, () => {
        timers.delete(t);
        fn();
      }),
      ms,
    );
    t.unref?.();
    timers.add(t);
    return t;
  };

  const instance = (): string => uniqueName(baseName, attempt);
  const fqdn = (): string => `${instance()}.${SERVICE_DOMAIN}`;
  const currentTxt = (): HostTxt => ({ ...txt, name: uniqueName(displayBase, attempt) });

  // ---------------------------------------------------------------- reach
  const reach = (): Reach => {
    if (source && !hasPrivateLan(source.current())) return 'no-lan';
    const all = [...links.values()];
    if (all.length === 0) return source ? 'no-lan' : 'blocked';
    return all.every((l) => l.failing || l.restarting || !l.transport) ? 'blocked' : 'visible';
  };
  const reachMayHaveChanged = (): void => {
    if (status === 'stopped') return;
    const now = reach();
    if (now === lastReach) return;
    lastReach = now;
    try {
      opts.onReach?.(now);
    } catch (err) {
      report(err instanceof Error ? err : new Error(String(err)));
    }
  };

  // ---------------------------------------------------------------- records
  const ptrRecord = (t: number): MdnsRecord => ({ name: SERVICE_DOMAIN, type: 'PTR', ttl: t, data: fqdn() });
  const srvRecord = (t: number): MdnsRecord => ({ name: fqdn(), type: 'SRV', ttl: t, data: { port, target, priority: 0, weight: 0 } });
  const txtRecord = (t: number): MdnsRecord => ({ name: fqdn(), type: 'TXT', ttl: t, data: encodeTxt(currentTxt()) });
  const addressRecords = (addresses: string[], t: number): MdnsRecord[] =>
    addresses.map((address) => ({ name: target, type: address.includes(':') ? 'AAAA' : 'A', ttl: t, data: address }));
  const aRecords = (ls: LinkState, t: number): MdnsRecord[] => addressRecords(ls.transport?.localAddresses() ?? [], t);
  const enumerationRecord = (t: number): MdnsRecord => ({ name: SERVICES_ENUMERATION, type: 'PTR', ttl: t, data: SERVICE_DOMAIN });
  const allRecords = (ls: LinkState, t: number): MdnsRecord[] => [ptrRecord(t), srvRecord(t), txtRecord(t), ...aRecords(ls, t), enumerationRecord(t)];

  // --------------------------------------------------------------- sending
  const sent = (ls: LinkState, result: Promise<boolean | void>): Promise<void> =>
    result.then((ok) => {
      const failing = ok === false;
      if (failing !== ls.failing) {
        ls.failing = failing;
        reachMayHaveChanged();
      }
    });
  const respondOn = (ls: LinkState, answers: MdnsRecord[], additionals: MdnsRecord[] = []): Promise<void> =>
    ls.transport ? sent(ls, ls.transport.respond(answers, additionals)) : Promise.resolve();

  const announceOn = (ls: LinkState): void => {
    if (status !== 'announced') return;
    void respondOn(ls, allRecords(ls, ttl));
  };
  const announce = (): void => {
    for (const ls of links.values()) announceOn(ls);
  };

  const scheduleAnnounce = (delay: number): void => {
    if (announceTimer) return;
    announceTimer = later(delay, () => {
      announceTimer = null;
      announce();
    });
  };

  const goodbyeOn = (ls: LinkState): Promise<void> => {
    if (status !== 'announced') return Promise.resolve();
    // The enumeration PTR is shared with other Magic Table hosts: no goodbye for it.
    return respondOn(ls, [ptrRecord(0), srvRecord(0), txtRecord(0), ...aRecords(ls, 0)]);
  };
  const goodbye = async (): Promise<void> => {
    await Promise.all([...links.values()].map(goodbyeOn));
  };

  const queueResponse = (ls: LinkState, answers: MdnsRecord[], additionals: MdnsRecord[]): void => {
    ls.pendingAnswers.push(...answers);
    ls.pendingAdditionals.push(...additionals);
    if (ls.responseTimer) return;
    ls.responseTimer = later(20 + Math.floor(Math.random() * 100), () => {
      ls.responseTimer = null;
      const key = (r: MdnsRecord): string => `${lower(r.name)}|${r.type}|${JSON.stringify(r.data)}`;
      const seen = new Set<string>();
      const dedupe = (rs: MdnsRecord[]): MdnsRecord[] =>
        rs.filter((r) => {
          const k = key(r);
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
      const answersNow = dedupe(ls.pendingAnswers);
      const additionalsNow = dedupe(ls.pendingAdditionals);
      ls.pendingAnswers = [];
      ls.pendingAdditionals = [];
      if (status === 'announced' && answersNow.length > 0) void respondOn(ls, answersNow, additionalsNow);
    });
  };

  // ------------------------------------------------------------- listening
  /** A query heard on one link is answered on that link, with that link's addresses. */
  const onQuery = (ls: LinkState, packet: MdnsPacket): void => {
    if (status !== 'announced') return;
    const answers: MdnsRecord[] = [];
    const additionals: MdnsRecord[] = [];
    for (const q of (packet.questions ?? []).slice(0, 16)) {
      const name = lower(q.name);
      const type = String(q.type);
      const any = type === 'ANY';
      if (name === SERVICE_DOMAIN && (type === 'PTR' || any)) {
        answers.push(ptrRecord(ttl));
        additionals.push(srvRecord(ttl), txtRecord(ttl), ...aRecords(ls, ttl));
      } else if (name === SERVICES_ENUMERATION && (type === 'PTR' || any)) {
        answers.push(enumerationRecord(ttl));
      } else if (name === lower(fqdn())) {
        if (type === 'SRV' || any) answers.push(srvRecord(ttl));
        if (type === 'TXT' || any) answers.push(txtRecord(ttl));
        if (answers.length > 0) additionals.push(...aRecords(ls, ttl));
      } else if (name === lower(target) && (type === 'A' || type === 'AAAA' || any)) {
        answers.push(...aRecords(ls, ttl).filter((r) => any || r.type === type));
      }
    }
    if (answers.length > 0) queueResponse(ls, answers, additionals);
  };

  /** Someone else answers with an SRV record for our instance name: a clash. */
  const clashIn = (packet: MdnsPacket): { theirTarget: string } | null => {
    const mine = lower(fqdn());
    for (const r of [...(packet.answers ?? []), ...(packet.additionals ?? [])]) {
      if (r.type !== 'SRV' || lower(r.name) !== mine || (r.ttl ?? 0) <= 0) continue;
      const theirTarget = lower((r.data as { target?: unknown } | undefined)?.target);
      if (theirTarget !== lower(target)) return { theirTarget };
    }
    return null;
  };

  /** A clash heard on any link renames the host on every link: one name everywhere. */
  const onResponse = (packet: MdnsPacket): void => {
    if (status === 'stopped') return;
    const clash = clashIn(packet);
    if (!clash) return;
    // The same clash is heard once per link: one rename for it, not one per link.
    if (renaming) return;
    if (status === 'probing') {
      rename();
    } else if (lower(target) > clash.theirTarget) {
      // Both announced the same name at once: the larger host id gives way.
      renaming = true;
      void goodbye().then(() => {
        renaming = false;
        if (status !== 'stopped') rename();
      });
      status = 'probing';
      generation += 1;
    } else {
      // We keep the name: say so again so that the other side sees the clash too.
      scheduleAnnounce(0);
    }
  };

  // --------------------------------------------------------------- probing
  const probe = (): void => {
    status = 'probing';
    const gen = ++generation;
    let sentProbes = 0;
    const send = (): void => {
      if (gen !== generation || status !== 'probing') return;
      for (const ls of links.values()) if (ls.transport) void sent(ls, ls.transport.query([{ name: fqdn(), type: 'ANY' }]));
      sentProbes += 1;
      later(probeInterval, sentProbes < 3 ? send : finish);
    };
    const finish = (): void => {
      if (gen !== generation || status !== 'probing') return;
      status = 'announced';
      for (const ls of links.values()) ls.retryDelay = opts.retryMs ?? 5000;
      announce();
      later(1000, announce); // RFC 6762 §8.3: announce at least twice, one second apart
      resolveReady();
    };
    later(Math.floor(Math.random() * Math.min(250, probeInterval)), send);
  };

  const rename = (): void => {
    if (attempt >= MAX_RENAMES) {
      report(new Error(`Every name from "${baseName}" to "${instance()}" is taken on this network; trying again from the start`));
      attempt = 1;
    } else {
      attempt += 1;
    }
    try {
      opts.onNameChange?.(uniqueName(displayBase, attempt));
    } catch (err) {
      report(err instanceof Error ? err : new Error(String(err)));
    }
    probe();
  };

  // ----------------------------------------------------------- the sockets
  const startSocket = (ls: LinkState): void => {
    const gen = ++ls.socketGeneration;
    let failed = false;
    const link = ls.link;
    const t = factory({
      interface: link ? link.ipv4[0]?.address : opts.interface,
      ...(link ? { addresses: addressesOf(link), accept: (source: string) => onLink(link, source) } : {}),
      onError: (err) => {
        report(err);
        const code = (err as NodeJS.ErrnoException).code;
        if (failed || gen !== ls.socketGeneration || status === 'stopped' || links.get(ls.key) !== ls) return;
        if (code !== undefined && FATAL.has(code)) {
          // The socket is unusable: close it and try again later.
          failed = true;
          ls.restarting = true;
          ls.socketGeneration += 1;
          ls.transport = null;
          void t.destroy();
          reachMayHaveChanged();
          const delay = ls.retryDelay;
          ls.retryDelay = Math.min(ls.retryDelay * 2, 60_000);
          later(delay, () => {
            if (status !== 'stopped' && links.get(ls.key) === ls && ls.restarting) open(ls);
          });
        }
      },
    });
    ls.transport = t;
    t.onQuery((packet) => {
      if (ls.transport === t) onQuery(ls, packet);
    });
    t.onResponse((packet) => {
      if (ls.transport === t) onResponse(packet);
    });
  };

  /** (Re)opens a link's socket: while probing it joins the probe; once announced it announces there (twice). */
  const open = (ls: LinkState): void => {
    ls.restarting = false;
    try {
      startSocket(ls);
    } catch (err) {
      report(err instanceof Error ? err : new Error(String(err)));
      ls.restarting = true;
      later(ls.retryDelay, () => {
        if (status !== 'stopped' && links.get(ls.key) === ls && ls.restarting) open(ls);
      });
      reachMayHaveChanged();
      return;
    }
    reachMayHaveChanged();
    if (status === 'announced') {
      announceOn(ls);
      later(1000, () => {
        if (links.get(ls.key) === ls) announceOn(ls);
      });
    }
  };

  const addLink = (key: string, link: Link | null): void => {
    const ls: LinkState = {
      key, link, transport: null, socketGeneration: 0, restarting: false, retryDelay: opts.retryMs ?? 5000, failing: false,
      pendingAnswers: [], pendingAdditionals: [], responseTimer: null,
    };
    links.set(key, ls);
    open(ls);
  };

  const closeLink = async (ls: LinkState, records: 'all' | MdnsRecord[]): Promise<void> => {
    links.delete(ls.key);
    ls.socketGeneration += 1;
    const t = ls.transport;
    if (t && status === 'announced') {
      await respondOn(ls, records === 'all' ? [ptrRecord(0), srvRecord(0), txtRecord(0), ...aRecords(ls, 0)] : records);
    }
    ls.transport = null;
    if (t) await t.destroy();
  };

  /** The network changed: open the new links, say goodbye on the ones that left, re-open the ones that changed. */
  const follow = (now: Link[]): void => {
    if (status === 'stopped') return;
    const wanted = new Map(now.filter((l) => l.ipv4.length > 0).map((l) => [l.name, l]));
    for (const ls of [...links.values()]) {
      const next = wanted.get(ls.key);
      if (!next) {
        void closeLink(ls, 'all');
      } else if (JSON.stringify(next) !== JSON.stringify(ls.link)) {
        // Same link, other addresses: a goodbye for the addresses it lost, then the link anew.
        const kept = new Set(addressesOf(next));
        const lost = addressesOf(ls.link!).filter((a) => !kept.has(a));
        void closeLink(ls, addressRecords(lost, 0)).then(() => {
          const still = source?.current().some((l) => JSON.stringify(l) === JSON.stringify(next));
          if (status !== 'stopped' && still && !links.has(next.name)) addLink(next.name, next);
        });
        wanted.delete(ls.key);
        continue;
      }
      wanted.delete(ls.key);
    }
    for (const [name, link] of wanted) addLink(name, link);
    reachMayHaveChanged();
  };

  followed.start(addLink, follow);
  probe();
  reachMayHaveChanged();

  return {
    ready,
    name: () => uniqueName(displayBase, attempt),
    status: () => {
      if (status !== 'announced' && status !== 'probing') return status;
      const all = [...links.values()];
      return all.length > 0 && all.every((l) => l.restarting) ? 'restarting' : status;
    },
    reach,
    links: () => [...links.keys()],
    update(next: HostTxt): void {
      if (status === 'stopped') return;
      const bounded = boundTxt({ ...next, id: txt.id }); // the id names our host records: it cannot change
      const nextBase = instanceLabel(bounded.name || opts.name);
      if (nextBase !== baseName) {
        const old = goodbye();
        txt = bounded;
        displayBase = bounded.name || opts.name;
        status = 'probing';
        generation += 1;
        void old.then(() => {
          if (status === 'stopped') return;
          baseName = nextBase;
          attempt = 1;
          probe();
        });
        return;
      }
      txt = bounded;
      scheduleAnnounce(50);
    },
    stop(): Promise<void> {
      if (stopping) return stopping;
      stopping = (async () => {
        followed.stop();
        try {
          await goodbye();
        } catch (err) {
          report(err instanceof Error ? err : new Error(String(err)));
        }
        status = 'stopped';
        generation += 1;
        for (const t of timers) clearTimeout(t);
        timers.clear();
        resolveReady();
        const all = [...links.values()];
        links.clear();
        await Promise.all(
          all.map(async (ls) => {
            const t = ls.transport;
            ls.transport = null;
            if (t) await t.destroy();
          }),
        );
      })();
      return stopping;
    },
  };
}
