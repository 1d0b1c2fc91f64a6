/**
 * The advertiser over several links (an in-memory bus, fake timers): each link
 * gets its own socket and its own addresses, a link that comes is announced
 * on, a link that goes gets a goodbye, and `reach` says when nobody can see us.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advertise, type AdvertiserHandle, type Reach } from '../../src/main/discovery/advertise.js';
import type { Link, LinkSource } from '../../src/main/discovery/links.js';
import type { MdnsRecord, TransportOptions } from '../../src/main/discovery/transport.js';
import { PROTOCOL_VERSION } from '../../src/shared/protocol.js';
import { FakeBus } from './fake-bus.js';

const txt = { pv: String(PROTOCOL_VERSION), name: 'Kitchen table', id: 'aaaa1111', tables: '' };
const link = (name: string, address: string, ipv6: string[] = []): Link => ({ name, ipv4: [{ address, netmask: '255.255.255.0' }], ipv6 });

/** Links the test changes by hand. */
function links(initial: Link[]): LinkSource & { set(next: Link[]): void } {
  let now = initial;
  const listeners = new Set<(l: Link[]) => void>();
  return {
    current: () => now,
    onChange: (cb) => (listeners.add(cb), () => listeners.delete(cb)),
    stop: () => listeners.clear(),
    set(next) {
      now = next;
      for (const cb of listeners) cb(next);
    },
  };
}

let bus: FakeBus;
let handle: AdvertiserHandle | null = null;
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  bus = new FakeBus();
});
afterEach(async () => {
  const closing = handle?.stop();
  await vi.runOnlyPendingTimersAsync();
  await closing;
  handle = null;
  vi.useRealTimers();
});

const opened: TransportOptions[] = [];
const start = (source: LinkSource, onReach?: (r: Reach) => void): AdvertiserHandle => {
  opened.length = 0;
  handle = advertise({
    name: 'Kitchen table', port: 7531, txt, ttl: 10, links: source, onReach,
    transport: (o) => {
      opened.push(o);
      return bus.transport(o.interface!, o.addresses);
    },
  });
  return handle;
};
/** The address records a machine sent (name|type|ttl|data). */
const addressRecordsFrom = (from: string): string[] =>
  bus.sent
    .filter((s) => s.from === from && s.packet.type === 'response')
    .flatMap((s) => [...(s.packet.answers ?? []), ...(s.packet.additionals ?? [])] as MdnsRecord[])
    .filter((r) => r.type === 'A' || r.type === 'AAAA')
    .map((r) => `${r.type} ${String(r.data)} ttl=${r.ttl}`);

describe('advertise on each link', () => {
  it('opens one socket per link, each answering with its own addresses (A, and AAAA for the IPv6 ones)', async () => {
    const h = start(links([link('wlan0', '192.168.1.23', ['fe80::1']), link('eth0', '10.0.0.5')]));
    await vi.advanceTimersByTimeAsync(2500);
    expect(h.status()).toBe('announced');
    expect(opened.map((o) => o.interface)).toEqual(['192.168.1.23', '10.0.0.5']);
    expect(opened[0].accept?.('192.168.1.99')).toBe(true);
    expect(opened[0].accept?.('10.0.0.9')).toBe(false); // a packet from the other link is not this link's
    expect(new Set(addressRecordsFrom('192.168.1.23'))).toEqual(new Set(['A 192.168.1.23 ttl=10', 'AAAA fe80::1 ttl=10']));
    expect(new Set(addressRecordsFrom('10.0.0.5'))).toEqual(new Set(['A 10.0.0.5 ttl=10']));
    expect(h.links()).toEqual(['wlan0', 'eth0']);
  });

  it('announces on a link that comes, says goodbye on one that goes, and on the addresses a link lost', async () => {
    const src = links([link('wlan0', '192.168.1.23')]);
    const h = start(src);
    await vi.advanceTimersByTimeAsync(2500);
    src.set([link('wlan0', '192.168.1.23'), link('eth0', '10.0.0.5')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(addressRecordsFrom('10.0.0.5')).toContain('A 10.0.0.5 ttl=10');
    src.set([link('eth0', '10.0.0.5')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(addressRecordsFrom('192.168.1.23')).toContain('A 192.168.1.23 ttl=0');
    expect(h.links()).toEqual(['eth0']);
    // eth0 gets another address: goodbye for the old one, the new one announced.
    src.set([link('eth0', '10.0.0.6')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(addressRecordsFrom('10.0.0.5')).toContain('A 10.0.0.5 ttl=0');
    expect(addressRecordsFrom('10.0.0.6')).toContain('A 10.0.0.6 ttl=10');
    const goodbyesOfService = bus.sent.filter((s) => s.from === '10.0.0.5' && (s.packet.answers ?? []).some((r) => r.type === 'SRV' && r.ttl === 0));
    expect(goodbyesOfService).toEqual([]); // the service itself stays: only the lost address said goodbye
  });

  it('reach: no-lan without a private LAN address, blocked when no link can send, visible otherwise', async () => {
    const seen: Reach[] = [];
    const src = links([link('eth0', '141.20.5.6')]);
    const h = start(src, (r) => seen.push(r));
    await vi.advanceTimersByTimeAsync(2500);
    expect(h.reach()).toBe('no-lan');
    src.set([link('eth0', '192.168.1.23')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.reach()).toBe('visible');
    bus.muted.add('192.168.1.23'); // the packets still leave (no error): visible
    await h.stop();
    handle = null;

    // A socket whose every send fails (macOS without the local-network permission, a firewall).
    const failing = advertise({
      name: 'Kitchen table', port: 7531, txt, links: links([link('en0', '192.168.0.10')]), onReach: (r) => seen.push(r), onError: () => {},
      transport: (o) => ({ ...bus.transport(o.interface!, o.addresses), query: async () => false, respond: async () => false }),
    });
    handle = failing;
    await vi.advanceTimersByTimeAsync(2500);
    expect(failing.reach()).toBe('blocked');
    expect(seen).toEqual(['no-lan', 'visible', 'visible', 'blocked']);
  });

  it('no links at all: no-lan, and a link that comes later is probed and announced on', async () => {
    const src = links([]);
    const h = start(src);
    await vi.advanceTimersByTimeAsync(2500);
    expect(h.reach()).toBe('no-lan');
    src.set([link('wlan0', '192.168.1.23')]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(h.reach()).toBe('visible');
    expect(addressRecordsFrom('192.168.1.23')).toContain('A 192.168.1.23 ttl=10');
  });
});

describe('one name on every link', () => {
  it('two hosts that announced the same name at once, each on two links, settle with one rename (the clash is heard on both links)', async () => {
    const renames: string[] = [];
    const make = (id: string, a: string, b: string): AdvertiserHandle =>
      advertise({
        name: 'Same', port: 7531, txt: { ...txt, name: 'Same', id }, ttl: 10, links: links([link('wlan0', a), link('eth0', b)]),
        onNameChange: (n) => renames.push(`${id}:${n}`),
        transport: (o) => bus.transport(o.interface!, o.addresses), // one bus: each host hears every packet on both its sockets
      });
    // Neither hears the other while probing: both take "Same".
    for (const a of ['10.0.0.1', '10.1.0.1', '10.0.0.2', '10.1.0.2']) bus.muted.add(a);
    const first = make('bbbb', '10.0.0.1', '10.1.0.1');
    const second = make('aaaa', '10.0.0.2', '10.1.0.2');
    await vi.advanceTimersByTimeAsync(2500);
    expect([first.name(), second.name()]).toEqual(['Same', 'Same']);
    bus.muted.clear();
    first.update({ ...txt, name: 'Same', id: 'bbbb', tables: 'x:1/2' }); // both say their name again: the clash
    second.update({ ...txt, name: 'Same', id: 'aaaa', tables: 'x:1/2' });
    await vi.advanceTimersByTimeAsync(5000);
    // The larger host id ("mt-bbbb") gave way, once: "Same (2)", not "Same (3)".
    expect(first.name()).toBe('Same (2)');
    expect(second.name()).toBe('Same');
    expect(first.status()).toBe('announced');
    expect(renames).toEqual(['bbbb:Same (2)']);
    const stopped = Promise.all([first.stop(), second.stop()]);
    await vi.runOnlyPendingTimersAsync();
    await stopped;
  });
});
