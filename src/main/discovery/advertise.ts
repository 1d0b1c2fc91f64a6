/**
 * Advertise a Magic Table host on the LAN as `_magictable._tcp` (mDNS /
 * DNS-SD, RFC 6762/6763), on bonjour-service's multicast socket.
 *
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

/** What `advertise` returns: the Advertiser contract plus what a UI or a test may want to know. */
export interface AdvertiserHandle extends Advertiser {
  /** The instance name in use now (after any clash, e.g. "Kitchen table (2)"). */
  name(): string;
  status(): AdvertiserStatus;
  /** Resolves once the service was first announced (or when stopped before that). */
  ready: Promise<void>;
}

export interface AdvertiseOptions {
  name: string;
  port: number;
  txt: HostTxt;
  /** Record TTL in seconds (default 120, RFC 6762's value for host records). Tests use a few seconds. */
  ttl?: number;
  /** IPv4 address of the one interface to advertise on (tests: the veth address). Default: all. */
  interface?: string;
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

  let txt = boundTxt({ ...opts.txt, name: opts.txt.name || opts.name });
  let baseName = instanceLabel(opts.name || txt.name);
  let displayBase = txt.name;
  let attempt = 1; // 1 = the name itself, 2 = "Name (2)"…
  const target = `${hostLabel(txt.id)}.local`;
  const port = opts.port;

  let status: AdvertiserStatus = 'probing';
  let transport: MdnsTransport | null = null;
  let generation = 0; // bumps on every probe and stop: stale probe timers check it
  let socketGeneration = 0; // bumps on every socket (re)start
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let pendingAnswers: MdnsRecord[] = [];
  let pendingAdditionals: MdnsRecord[] = [];
  let responseTimer: ReturnType<typeof setTimeout> | null = null;
  let announceTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = opts.retryMs ?? 5000;
  let stopping: Promise<void> | null = null;

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

  // ---------------------------------------------------------------- records
  const ptrRecord = (t: number): MdnsRecord => ({ name: SERVICE_DOMAIN, type: 'PTR', ttl: t, data: fqdn() });
  const srvRecord = (t: number): MdnsRecord => ({ name: fqdn(), type: 'SRV', ttl: t, data: { port, target, priority: 0, weight: 0 } });
  const txtRecord = (t: number): MdnsRecord => ({ name: fqdn(), type: 'TXT', ttl: t, data: encodeTxt(currentTxt()) });
  const aRecords = (t: number): MdnsRecord[] =>
    (transport?.localAddresses() ?? []).map((address) => ({ name: target, type: 'A', ttl: t, data: address }));
  const enumerationRecord = (t: number): MdnsRecord => ({ name: SERVICES_ENUMERATION, type: 'PTR', ttl: t, data: SERVICE_DOMAIN });
  const allRecords = (t: number): MdnsRecord[] => [ptrRecord(t), srvRecord(t), txtRecord(t), ...aRecords(t), enumerationRecord(t)];

  // --------------------------------------------------------------- sending
  const announce = (): void => {
    if (status !== 'announced' || !transport) return;
    void transport.respond(allRecords(ttl));
  };

  const scheduleAnnounce = (delay: number): void => {
    if (announceTimer) return;
    announceTimer = later(delay, () => {
      announceTimer = null;
      announce();
    });
  };

  const goodbye = async (): Promise<void> => {
    if (status !== 'announced' || !transport) return;
    // The enumeration PTR is shared with other Magic Table hosts: no goodbye for it.
    await transport.respond([ptrRecord(0), srvRecord(0), txtRecord(0), ...aRecords(0)]);
  };

  const queueResponse = (answers: MdnsRecord[], additionals: MdnsRecord[]): void => {
    pendingAnswers.push(...answers);
    pendingAdditionals.push(...additionals);
    if (responseTimer) return;
    responseTimer = later(20 + Math.floor(Math.random() * 100), () => {
      responseTimer = null;
      const key = (r: MdnsRecord): string => `${lower(r.name)}|${r.type}|${JSON.stringify(r.data)}`;
      const seen = new Set<string>();
      const dedupe = (rs: MdnsRecord[]): MdnsRecord[] =>
        rs.filter((r) => {
          const k = key(r);
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
      const answersNow = dedupe(pendingAnswers);
      const additionalsNow = dedupe(pendingAdditionals);
      pendingAnswers = [];
      pendingAdditionals = [];
      if (status === 'announced' && transport && answersNow.length > 0) void transport.respond(answersNow, additionalsNow);
    });
  };

  // ------------------------------------------------------------- listening
  const onQuery = (packet: MdnsPacket): void => {
    if (status !== 'announced') return;
    const answers: MdnsRecord[] = [];
    const additionals: MdnsRecord[] = [];
    for (const q of (packet.questions ?? []).slice(0, 16)) {
      const name = lower(q.name);
      const type = String(q.type);
      const any = type === 'ANY';
      if (name === SERVICE_DOMAIN && (type === 'PTR' || any)) {
        answers.push(ptrRecord(ttl));
        additionals.push(srvRecord(ttl), txtRecord(ttl), ...aRecords(ttl));
      } else if (name === SERVICES_ENUMERATION && (type === 'PTR' || any)) {
        answers.push(enumerationRecord(ttl));
      } else if (name === lower(fqdn())) {
        if (type === 'SRV' || any) answers.push(srvRecord(ttl));
        if (type === 'TXT' || any) answers.push(txtRecord(ttl));
        if (answers.length > 0) additionals.push(...aRecords(ttl));
      } else if (name === lower(target) && (type === 'A' || any)) {
        answers.push(...aRecords(ttl));
      }
    }
    if (answers.length > 0) queueResponse(answers, additionals);
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

  const onResponse = (packet: MdnsPacket): void => {
    if (status === 'stopped' || status === 'restarting') return;
    const clash = clashIn(packet);
    if (!clash) return;
    if (status === 'probing') {
      rename();
    } else if (lower(target) > clash.theirTarget) {
      // Both announced the same name at once: the larger host id gives way.
      void goodbye().then(() => rename());
      status = 'probing';
    } else {
      // We keep the name: say so again so that the other side sees the clash too.
      scheduleAnnounce(0);
    }
  };

  // --------------------------------------------------------------- probing
  const probe = (): void => {
    status = 'probing';
    const gen = ++generation;
    let sent = 0;
    const send = (): void => {
      if (gen !== generation || status !== 'probing' || !transport) return;
      void transport.query([{ name: fqdn(), type: 'ANY' }]);
      sent += 1;
      later(probeInterval, sent < 3 ? send : finish);
    };
    const finish = (): void => {
      if (gen !== generation || status !== 'probing') return;
      status = 'announced';
      retryDelay = opts.retryMs ?? 5000;
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

  // ----------------------------------------------------------- the socket
  const start = (): void => {
    const gen = ++socketGeneration;
    let failed = false;
    const t = factory({
      interface: opts.interface,
      onError: (err) => {
        report(err);
        const code = (err as NodeJS.ErrnoException).code;
        if (failed || gen !== socketGeneration || status === 'stopped') return;
        if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
          // The socket is unusable: close it and try again later.
          failed = true;
          status = 'restarting';
          generation += 1;
          socketGeneration += 1;
          const dead = t;
          transport = null;
          void dead.destroy();
          const delay = retryDelay;
          retryDelay = Math.min(retryDelay * 2, 60_000);
          later(delay, () => {
            if (status === 'restarting') start();
          });
        }
      },
    });
    transport = t;
    t.onQuery((packet) => {
      if (transport === t) onQuery(packet);
    });
    t.onResponse((packet) => {
      if (transport === t) onResponse(packet);
    });
    probe();
  };

  try {
    start();
  } catch (err) {
    report(err instanceof Error ? err : new Error(String(err)));
    status = 'restarting';
    later(retryDelay, () => {
      if (status === 'restarting') start();
    });
  }

  return {
    ready,
    name: () => uniqueName(displayBase, attempt),
    status: () => status,
    update(next: HostTxt): void {
      if (status === 'stopped') return;
      const bounded = boundTxt({ ...next, id: txt.id }); // the id names our host records: it cannot change
      const nextBase = instanceLabel(bounded.name || opts.name);
      if (nextBase !== baseName) {
        const wasAnnounced = status === 'announced';
        const old = goodbye();
        txt = bounded;
        displayBase = bounded.name || opts.name;
        void old.then(() => {
          if (status === 'stopped') return;
          baseName = nextBase;
          attempt = 1;
          if (wasAnnounced || status === 'probing') probe();
        });
        status = 'probing';
        return;
      }
      txt = bounded;
      scheduleAnnounce(50);
    },
    stop(): Promise<void> {
      if (stopping) return stopping;
      stopping = (async () => {
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
        const t = transport;
        transport = null;
        if (t) await t.destroy();
      })();
      return stopping;
    },
  };
}
