/**
 * Issue 31, P5 "one person or one device cannot deny the host to others": tables are counted whether waiting or
 * running, per person and per device (devices simulated by loopback addresses 127.0.0.2, 127.0.0.3 …), and the last
 * tables under the host-wide cap stay for people who have none.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_TABLES, MAX_TABLES_PER_ADDRESS, MAX_TABLES_PER_PERSON, TABLES_RESERVED, tooManyTables,
} from '../../src/main/host/rooms.js';
import { highCard } from './fixtures/highcard.js';
import type { TestClient } from './support/client.js';
import { hostKit, type TestHost } from './support/host.js';

// The device budget of request costs is lifted here (device-budget.test.ts has it): only the table limits count.
const { host, person } = hostKit({ games: [highCard], deviceBudget: { perSecond: 1e6, burst: 1e6 } });

/** A table of `c`'s, started with a bot in the other seat: it is running, no longer waiting in the lobby. */
async function runningTable(c: TestClient): Promise<string> {
  const r = await c.request({ type: 'createTable', game: 'highcard' });
  if (r.type !== 'room') throw new Error(JSON.stringify(r));
  const id = r.room.id;
  expect(await c.request({ type: 'setSeats', tableId: id, seats: 2 })).toMatchObject({ type: 'ok' });
  expect(await c.request({ type: 'addBot', tableId: id, level: 'basic' })).toMatchObject({ type: 'ok' });
  expect(await c.request({ type: 'start', tableId: id, anyway: true })).toMatchObject({ type: 'ok' });
  return id;
}
const playing = (h: TestHost) => h.tables().filter((t) => t.status === 'playing');

describe('tables are counted whether waiting or running', () => {
  it(`refuses a person's ${MAX_TABLES_PER_PERSON + 1}th table while the others are running`, async () => {
    const h = await host();
    const ann = await person(h, 'Ann', undefined, undefined, '127.0.0.2');
    for (let i = 0; i < MAX_TABLES_PER_PERSON; i++) await runningTable(ann);
    expect(playing(h)).toHaveLength(MAX_TABLES_PER_PERSON);
    expect(await ann.request({ type: 'createTable', game: 'highcard' }))
      .toMatchObject({ type: 'error', code: 'forbidden', msg: { id: 'host.tooManyTablesPerson', params: { max: MAX_TABLES_PER_PERSON } } });
    expect(h.tables()).toHaveLength(MAX_TABLES_PER_PERSON);
  });

  it(`refuses a device's ${MAX_TABLES_PER_ADDRESS + 1}th running table whatever identities it makes; another device still creates`, async () => {
    const h = await host();
    let made = 0;
    for (let p = 0; made < MAX_TABLES_PER_ADDRESS; p++) {
      const c = await person(h, `Mal${p}`, undefined, undefined, '127.0.0.2');
      for (let i = 0; i < MAX_TABLES_PER_PERSON && made < MAX_TABLES_PER_ADDRESS; i++, made++) await runningTable(c);
    }
    expect(playing(h)).toHaveLength(MAX_TABLES_PER_ADDRESS);
    const fresh = await person(h, 'Mal-new', undefined, undefined, '127.0.0.2');
    expect(await fresh.request({ type: 'createTable', game: 'highcard' }))
      .toMatchObject({ type: 'error', code: 'forbidden', msg: { id: 'host.tooManyTablesDevice', params: { max: MAX_TABLES_PER_ADDRESS } } });
    const bob = await person(h, 'Bob', undefined, undefined, '127.0.0.3');
    expect(await bob.request({ type: 'createTable', game: 'highcard' })).toMatchObject({ type: 'room' });
    // The host's own app (127.0.0.1) is not limited per device, only per person.
    for (let p = 0; p < 3; p++) {
      const me = await person(h, `Me${p}`);
      for (let i = 0; i < MAX_TABLES_PER_PERSON; i++) expect(await me.request({ type: 'createTable', game: 'highcard' })).toMatchObject({ type: 'room' });
    }
  });
});

describe('room is always left for others under the host-wide cap', () => {
  const devices = (n: number) => Array.from({ length: n }, (_, i) => ({ creatorToken: `t${i}`, from: `10.0.${i >> 8}.${i & 255}` }));

  it(`keeps the last ${TABLES_RESERVED} of ${MAX_TABLES} tables for creators who have none`, () => {
    const nearlyFull = devices(MAX_TABLES - TABLES_RESERVED);
    // Someone who already has a table, or a device that has one, waits; someone new from a new device creates.
    expect(tooManyTables(nearlyFull, 't0', '10.9.9.9')).toMatchObject({ code: 'forbidden', msg: { id: 'host.tablesReserved', params: { reserve: TABLES_RESERVED } } });
    expect(tooManyTables(nearlyFull, 'new', '10.0.0.0')).toMatchObject({ msg: { id: 'host.tablesReserved' } });
    expect(tooManyTables(nearlyFull, 'new', '10.9.9.9')).toBeNull();
    expect(tooManyTables(devices(MAX_TABLES - TABLES_RESERVED - 1), 't0', '10.0.0.0')).toBeNull();
    expect(tooManyTables(devices(MAX_TABLES), 'new', '10.9.9.9')).toMatchObject({ msg: { id: 'host.tooManyTables', params: { max: MAX_TABLES } } });
  });

  it('one device, one person at a time, can never take more than its share of the host', () => {
    // Whatever it does, a device holds at most MAX_TABLES_PER_ADDRESS; a person MAX_TABLES_PER_PERSON.
    const open: { creatorToken: string; from: string }[] = [];
    for (let i = 0; i < MAX_TABLES; i++) {
      if (tooManyTables(open, `p${i}`, '10.1.1.1') === null) open.push({ creatorToken: `p${i}`, from: '10.1.1.1' });
    }
    expect(open).toHaveLength(MAX_TABLES_PER_ADDRESS);
    expect(MAX_TABLES_PER_ADDRESS).toBeLessThan(TABLES_RESERVED);
  });
});
