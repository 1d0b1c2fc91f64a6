/** The host's side of discovery: advertise on start, update the TXT record on table changes (debounced), stop on close. */
import { describe, expect, it } from 'vitest';
import type { Reach } from '../../src/main/discovery/advertise.js';
import type { Link, LinkSource } from '../../src/main/discovery/links.js';
import { summarizeTables } from '../../src/main/discovery/txt.js';
import { PROTOCOL_VERSION, type HostTxt, type TableSummary } from '../../src/shared/protocol.js';
import { highCard } from './fixtures/highcard.js';
import { TestClient } from './support/client.js';
import { testHost } from './support/host.js';

describe('mDNS hook', () => {
  it('advertises, updates the TXT record when tables change, and stops on close', async () => {
    const calls: string[] = [];
    const txts: HostTxt[] = [];
    const seen: TableSummary[][] = [];
    const h = await testHost({
      games: [highCard], mdns: true, name: 'Kitchen table', onTablesChanged: (t) => seen.push(t),
      advertise: (o) => {
        calls.push(`advertise ${o.name} ${o.port}`);
        txts.push(o.txt);
        return { update: (t) => { txts.push(t); calls.push('update'); }, stop: async () => { calls.push('stop'); } };
      },
    });
    expect(calls).toEqual([`advertise Kitchen table ${h.port}`]);
    expect(txts[0]).toEqual({ pv: String(PROTOCOL_VERSION), name: 'Kitchen table', id: h.hostId, tables: '' });
    const ann = await TestClient.person(h.port, 'Ann');
    const r = await ann.request({ type: 'createTable', game: 'highcard' });
    const id = (r as { room: { id: string } }).room.id;
    await ann.request({ type: 'setSeats', tableId: id, seats: 3 });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    await new Promise((res) => setTimeout(res, 700));
    expect(calls.filter((c) => c === 'update').length).toBeGreaterThanOrEqual(1);
    expect(calls.filter((c) => c === 'update').length).toBeLessThanOrEqual(2); // debounced: three changes, not three updates
    expect(txts.at(-1)!.tables).toBe('highcard:1/3');
    expect(seen.at(-1)![0]).toMatchObject({ id, seats: 3, seatsFree: 1 });
    await ann.close();
    await h.close();
    expect(calls.at(-1)).toBe('stop');
  });

  it('keeps the TXT table list within 200 bytes and leaves finished tables out', () => {
    const t = (i: number, status: TableSummary['status'] = 'lobby'): TableSummary => ({
      id: `t${i}`, game: 'magical-library', gameName: 'x', status, seats: 6, seatsFree: 3, players: [], createdAt: i,
    });
    expect(summarizeTables([t(1), t(2, 'finished'), t(3, 'playing')])).toBe('magical-library:3/6,magical-library:3/6');
    const long = summarizeTables(Array.from({ length: 50 }, (_, i) => t(i)));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.split(',').length).toBe(10); // 10 × 19 characters + 9 commas = 199
  });

  it('the join URLs follow the network, and the room says when nobody on the LAN can find the host', async () => {
    const link = (name: string, address: string): Link => ({ name, ipv4: [{ address, netmask: '255.255.255.0' }], ipv6: [] });
    let now = [link('wlan0', '192.168.1.23')];
    const listeners: ((l: Link[]) => void)[] = [];
    const links: LinkSource = { current: () => now, onChange: (cb) => (listeners.push(cb), () => {}), stop: () => {} };
    const setLinks = (next: Link[]) => { now = next; for (const cb of listeners) cb(next); };
    let onReach: ((r: Reach) => void) | undefined;
    let advertisedOn: LinkSource | undefined;
    const h = await testHost({
      games: [highCard], mdns: true, bind: '0.0.0.0', links,
      advertise: (o) => {
        onReach = o.onReach;
        advertisedOn = o.links;
        return { update: () => {}, stop: async () => {} };
      },
    });
    expect(advertisedOn).toBe(links); // mDNS follows the same links
    expect(h.urls).toEqual([`http://192.168.1.23:${h.port}/`]);
    const ann = await TestClient.person(h.port, 'Ann');
    const r = await ann.request({ type: 'createTable', game: 'highcard' });
    const room = (r as { room: { id: string; joinUrl: string; reach?: string } }).room;
    expect(room.joinUrl).toBe(`http://192.168.1.23:${h.port}/?table=${room.id}`);
    expect(room.reach).toBeUndefined();

    // The laptop leaves the Wi-Fi for a cable: the room is sent again with the new URL.
    setLinks([link('eth0', '10.0.0.5')]);
    const moved = await ann.next('room', (f) => f.room.joinUrl.startsWith('http://10.0.0.5:'));
    expect(moved.room.joinUrl).toBe(`http://10.0.0.5:${h.port}/?table=${room.id}`);
    expect(h.urls).toEqual([`http://10.0.0.5:${h.port}/`]);

    // The responder cannot send (a firewall): the room says so, with the address to type; and again when it can.
    onReach!('blocked');
    expect((await ann.next('room', (f) => f.room.reach === 'blocked')).room.joinUrl).toContain('10.0.0.5');
    onReach!('visible');
    expect((await ann.next('room', (f) => f.room.reach === undefined)).room.joinUrl).toContain('10.0.0.5');
    await ann.close();
    await h.close();
  });
});
