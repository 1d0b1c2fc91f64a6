/**
 * Advertiser and browser against each other on an in-memory multicast link
 * (packets go through dns-packet as on the wire), with fake timers. The real
 * network version of these checks is netns.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advertise, type AdvertiserHandle } from '../../src/main/discovery/advertise.js';
import { browse, type HostBrowser } from '../../src/main/discovery/browse.js';
import type { MdnsTransport, TransportOptions } from '../../src/main/discovery/transport.js';
import { PROTOCOL_VERSION, type HostTxt } from '../../src/shared/protocol.js';
import { FakeBus } from './fake-bus.js';

const txt = (over: Partial<HostTxt> = {}): HostTxt => ({ pv: String(PROTOCOL_VERSION), name: 'Kitchen table', id: 'aaaa1111', tables: 'megagem:3/4', ...over });

let bus: FakeBus;
const open: { stop(): Promise<void> }[] = [];
const track = <T extends { stop(): Promise<void> }>(x: T): T => {
  open.push(x);
  return x;
};

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  bus = new FakeBus();
});
afterEach(async () => {
  const closing = Promise.all(open.splice(0).map((x) => x.stop()));
  await vi.runOnlyPendingTimersAsync();
  await closing;
  vi.useRealTimers();
});

const host = (address: string, t: HostTxt = txt(), extra: { ttl?: number; locals?: string[]; onError?: (e: Error) => void } = {}): AdvertiserHandle =>
  track(advertise({ name: t.name, port: 7531, txt: t, ttl: extra.ttl, transport: bus.factory(address, extra.locals), onError: extra.onError }));
const browser = (address = '10.0.0.99', extra: Parameters<typeof browse>[0] = {}): HostBrowser =>
  track(browse({ transport: bus.factory(address), ...extra }));

describe('advertise + browse', () => {
  it('a browser lists an advertised host: name, port, tables, protocol, address', async () => {
    const b = browser();
    const changes = vi.fn();
    b.on('change', changes);
    const h = host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.status()).toBe('announced');
    expect(b.list()).toEqual([
      {
        id: 'aaaa1111',
        name: 'Kitchen table',
        port: 7531,
        addresses: ['10.0.0.1'],
        protocol: PROTOCOL_VERSION,
        tables: [{ game: 'megagem', seatsFree: 3, seats: 4 }],
        lastSeen: expect.any(Number),
      },
    ]);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('does not answer for its name before probing is over', async () => {
    browser();
    host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(500);
    expect(bus.sent.filter((s) => s.from === '10.0.0.1' && s.packet.type === 'response')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(bus.sent.some((s) => s.from === '10.0.0.1' && s.packet.type === 'response')).toBe(true);
  });

  it('a host advertising before the browser starts is found by the first query', async () => {
    host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(5000);
    const b = browser();
    await vi.advanceTimersByTimeAsync(200);
    expect(b.list().map((h) => h.name)).toEqual(['Kitchen table']);
  });

  it('queries again periodically: a host whose announcements were lost is found by a later query', async () => {
    const b = browser('10.0.0.99', { queryIntervalMs: 10_000 });
    bus.muted.add('10.0.0.1'); // the host's probes and announcements never arrive
    host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(5000);
    bus.muted.delete('10.0.0.1');
    await vi.advanceTimersByTimeAsync(4000);
    expect(b.list()).toEqual([]); // nothing asked yet since the host became audible
    await vi.advanceTimersByTimeAsync(1200); // the 10 s periodic query
    expect(b.list().map((h) => h.name)).toEqual(['Kitchen table']);
  });

  it('sees a TXT update (tables changed)', async () => {
    const b = browser();
    const h = host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(2000);
    const seen: string[] = [];
    b.on('change', (hosts) => seen.push(JSON.stringify(hosts[0]?.tables)));
    h.update(txt({ tables: 'megagem:2/4,magic-money:5/5' }));
    await vi.advanceTimersByTimeAsync(300);
    expect(b.list()[0].tables).toEqual([
      { game: 'megagem', seatsFree: 2, seats: 4 },
      { game: 'magic-money', seatsFree: 5, seats: 5 },
    ]);
    expect(seen).toHaveLength(1);
  });

  it('removes a host at once on its goodbye', async () => {
    const b = browser();
    const h = host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.list()).toHaveLength(1);
    const stopped = h.stop();
    await vi.advanceTimersByTimeAsync(10);
    await stopped;
    expect(b.list()).toEqual([]);
    const goodbye = bus.sent.at(-1)!.packet;
    expect(goodbye.answers!.every((r) => r.ttl === 0)).toBe(true);
    expect(goodbye.answers!.map((r) => r.type).sort()).toEqual(['A', 'PTR', 'SRV', 'TXT']);
  });

  it('expires a host that vanished without a goodbye when its TTL runs out, and keeps a live one', async () => {
    const b = browser('10.0.0.99', { queryIntervalMs: 60_000 });
    host('10.0.0.1', txt(), { ttl: 5 });
    host('10.0.0.2', txt({ name: 'Attic', id: 'bbbb2222' }), { ttl: 5 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.list().map((h) => h.name)).toEqual(['Attic', 'Kitchen table']);
    bus.crash('10.0.0.1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.list()).toHaveLength(2); // not yet: the TTL has not run out
    await vi.advanceTimersByTimeAsync(4000);
    // The crashed host is gone; the live one answered the browser's refresh query and stays.
    expect(b.list().map((h) => h.name)).toEqual(['Attic']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(b.list().map((h) => h.name)).toEqual(['Attic']);
  });

  it('lists the address the answer came from first, the host’s other addresses after', async () => {
    const b = browser();
    host('192.168.1.20', txt(), { locals: ['10.8.0.3', '172.17.0.1', '192.168.1.20'] });
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.list()[0].addresses).toEqual(['192.168.1.20', '10.8.0.3', '172.17.0.1']);
  });

  it('a name clash makes the newcomer "Kitchen table (2)"; both stay advertised', async () => {
    const b = browser();
    const first = host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(3000);
    const renamed: string[] = [];
    const second = track(
      advertise({
        name: 'Kitchen table',
        port: 7600,
        txt: txt({ id: 'bbbb2222' }),
        transport: bus.factory('10.0.0.2'),
        onNameChange: (n) => renamed.push(n),
      }),
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(first.name()).toBe('Kitchen table');
    expect(second.name()).toBe('Kitchen table (2)');
    expect(second.status()).toBe('announced');
    expect(renamed).toEqual(['Kitchen table (2)']);
    expect(b.list().map((h) => [h.name, h.port])).toEqual([
      ['Kitchen table', 7531],
      ['Kitchen table (2)', 7600],
    ]);
  });

  it('two hosts that claim the same name at the same moment end up with different names', async () => {
    const b = browser();
    const x = host('10.0.0.1', txt({ id: 'aaaa' }));
    const y = host('10.0.0.2', txt({ id: 'bbbb' }));
    await vi.advanceTimersByTimeAsync(8000);
    expect(new Set([x.name(), y.name()]).size).toBe(2);
    expect(x.status()).toBe('announced');
    expect(y.status()).toBe('announced');
    expect(b.list().map((h) => h.name).sort()).toEqual(['Kitchen table', 'Kitchen table (2)']);
  });

  it('renaming the host re-advertises under the new name and says goodbye for the old one', async () => {
    const b = browser();
    const h = host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(2000);
    h.update(txt({ name: 'Garden' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.list().map((x) => x.name)).toEqual(['Garden']);
    expect(h.name()).toBe('Garden');
  });

  it('lists hosts of another protocol version with their version, or leaves them out on request', async () => {
    const all = browser('10.0.0.98');
    const compatibleOnly = browser('10.0.0.99', { includeIncompatible: false });
    host('10.0.0.1', txt({ pv: String(PROTOCOL_VERSION + 1), id: 'future1' }));
    host('10.0.0.2', txt({ name: 'Attic', id: 'today1' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(all.list().map((h) => [h.name, h.protocol])).toEqual([
      ['Attic', PROTOCOL_VERSION],
      ['Kitchen table', PROTOCOL_VERSION + 1],
    ]);
    expect(compatibleOnly.list().map((h) => h.name)).toEqual(['Attic']);
  });
});

describe('hostile or broken input', () => {
  const SVC = '_magictable._tcp.local';

  it('ignores malformed records and bounds what it keeps', async () => {
    const errors: Error[] = [];
    const b = browser('10.0.0.99', { maxHosts: 5, onError: (e) => errors.push(e) });
    b.on('change', () => {});
    bus.inject('10.0.0.66', {
      answers: [
        { name: SVC, type: 'PTR', ttl: 120, data: `bad-port.${SVC}` },
        { name: `bad-port.${SVC}`, type: 'SRV', ttl: 120, data: { port: 0, target: 'x.local' } },
        { name: `bad-port.${SVC}`, type: 'TXT', ttl: 120, data: ['pv=1', 'id=ok', 'name=x'] },
        { name: SVC, type: 'PTR', ttl: 120, data: `bad-txt.${SVC}` },
        { name: `bad-txt.${SVC}`, type: 'SRV', ttl: 120, data: { port: 80, target: 'x.local' } },
        { name: `bad-txt.${SVC}`, type: 'TXT', ttl: 120, data: ['pv=x', 'id=??'] },
        { name: 'x.local', type: 'A', ttl: 120, data: '10.0.0.66' },
      ],
    });
    for (let i = 0; i < 50; i += 1) {
      bus.inject('10.0.0.67', {
        answers: [
          { name: `flood${i}.${SVC}`, type: 'SRV', ttl: 120, data: { port: 1000 + i, target: 'f.local' } },
          { name: `flood${i}.${SVC}`, type: 'TXT', ttl: 120, data: ['pv=1', `id=flood${i}`, 'name=Flood'] },
        ],
      });
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(errors).toEqual([]);
    expect(b.list().every((h) => h.name === 'Flood')).toBe(true);
    // At most 5 services are tracked: the two malformed ones hold two slots (never listed), 3 of the flood fill the rest.
    expect(b.list().length).toBe(3);
  });

  it('a change listener that throws does not break the browser', async () => {
    const errors: Error[] = [];
    const b = browser('10.0.0.99', { onError: (e) => errors.push(e) });
    b.on('change', () => {
      throw new Error('listener bug');
    });
    const good = vi.fn();
    b.on('change', good);
    host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(good).toHaveBeenCalled();
    expect(errors.map((e) => e.message)).toContain('listener bug');
    expect(b.list()).toHaveLength(1);
  });

  it('refuses to advertise a port that is not a port, with a clear message', () => {
    expect(() => advertise({ name: 'x', port: 0, txt: txt(), transport: bus.factory('10.0.0.1') })).toThrow(/whole number from 1 to 65535/);
  });

  it('a socket error (port in use) is reported, never thrown, and the advertiser comes back on a new socket', async () => {
    const errors: Error[] = [];
    let attempts = 0;
    const flaky = (o: TransportOptions): MdnsTransport => {
      attempts += 1;
      const t = bus.transport('10.0.0.1');
      if (attempts === 1) {
        setTimeout(() => o.onError?.(Object.assign(new Error('bind EADDRINUSE 0.0.0.0:5353'), { code: 'EADDRINUSE' })), 10);
      }
      return t;
    };
    const b = browser();
    const h = track(advertise({ name: 'Kitchen table', port: 7531, txt: txt(), transport: flaky, retryMs: 1000, onError: (e) => errors.push(e) }));
    await vi.advanceTimersByTimeAsync(50);
    expect(h.status()).toBe('restarting');
    expect(errors[0].message).toMatch(/EADDRINUSE/);
    await vi.advanceTimersByTimeAsync(3000);
    expect(attempts).toBe(2);
    expect(h.status()).toBe('announced');
    expect(b.list()).toHaveLength(1);
  });

  it('stop is idempotent and a stopped advertiser ignores updates', async () => {
    const h = host('10.0.0.1');
    await vi.advanceTimersByTimeAsync(2000);
    const a = h.stop();
    expect(h.stop()).toBe(a);
    await vi.advanceTimersByTimeAsync(10);
    await a;
    const before = bus.sent.length;
    h.update(txt({ tables: '' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(bus.sent.length).toBe(before);
    expect(h.status()).toBe('stopped');
  });
});
