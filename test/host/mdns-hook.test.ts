/** The host's side of discovery: advertise on start, update the TXT record on table changes (debounced), stop on close. */
import { describe, expect, it } from 'vitest';
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
});
