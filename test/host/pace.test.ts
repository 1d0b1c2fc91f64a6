/**
 * The table's pace (issue 32: "let people set the pace"): the creator chooses brisk, steady or relaxed in the room and
 * may change it during the game; everyone sees it; it survives a restart. The timers wait the bots' and forced
 * choices' delay times the pace's `bots` share, and a game's timed window (a Visitor shown) its time times `windows`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableTimers, type TimedTable } from '../../src/main/host/bots.js';
import { ManualClock } from '../../src/main/host/clock.js';
import type { TableMeta } from '../../src/main/host/store.js';
import { SYSTEM, type AnyGame, type BaseState } from '../../src/shared/engine/types.js';
import { TABLE_PACES, type TablePace } from '../../src/shared/protocol.js';
import { highCardForced, type HighCardView } from './fixtures/highcard.js';
import type { TestClient } from './support/client.js';
import { hostKit, type TestHost } from './support/host.js';

const { host, person } = hostKit({ games: [highCardForced], botDelayMs: 0 });

async function table(h: TestHost): Promise<{ id: string; ann: TestClient; bob: TestClient }> {
  const ann = await person(h, 'Ann');
  const bob = await person(h, 'Bob');
  const r = await ann.request({ type: 'createTable', game: 'highcard-forced', options: { rounds: 2, showMs: 0 } });
  const id = (r as Extract<typeof r, { type: 'room' }>).room.id;
  expect(await ann.request({ type: 'setSeats', tableId: id, seats: 2 })).toMatchObject({ type: 'ok' });
  expect(await bob.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'room' });
  expect(await bob.request({ type: 'ready', tableId: id, ready: true })).toMatchObject({ type: 'ok' });
  return { id, ann, bob };
}

describe('the table’s pace on a real host', () => {
  it('is the creator’s to set, in the room and during the game; everyone sees it; a restart keeps it', async () => {
    const h = await host();
    const { id, ann, bob } = await table(h);
    expect(bob.lastRoom(id)).toMatchObject({ pace: 'steady' });
    expect(await bob.request({ type: 'setPace', tableId: id, pace: 'brisk' })).toMatchObject({ type: 'error', code: 'not_creator' });
    expect(await ann.request({ type: 'setPace', tableId: id, pace: 'hurried' as TablePace })).toMatchObject({ type: 'error', code: 'bad_frame' });
    const seen = bob.next('room', (f) => f.room.id === id && f.room.pace === 'brisk');
    expect(await ann.request({ type: 'setPace', tableId: id, pace: 'brisk' })).toMatchObject({ type: 'ok' });
    await seen;
    // Forced choices off: the game waits for the people, and the pace changes mid-game.
    expect(await ann.request({ type: 'setTableOptions', tableId: id, forcedChoices: false })).toMatchObject({ type: 'ok' });
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    const relaxed = bob.next('room', (f) => f.room.id === id && f.room.pace === 'relaxed');
    expect(await ann.request({ type: 'setPace', tableId: id, pace: 'relaxed' })).toMatchObject({ type: 'ok' });
    expect((await relaxed).room.status).toBe('playing');
    const port = h.port;
    await h.close();
    const again = await host({ dataDir: h.dataDir, port });
    const cat = await person(again, 'Cat');
    const r = await cat.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    expect((r as Extract<typeof r, { type: 'room' }>).room).toMatchObject({ pace: 'relaxed', status: 'playing' });
  });

  it('re-times a window already shown: what is left of it is scaled to the new pace, to the millisecond', async () => {
    const clock = new ManualClock();
    const h = await host({ timersClock: clock });
    const { id, ann, bob } = await table(h);
    expect(await ann.request({ type: 'setTableOptions', tableId: id, forcedChoices: false })).toMatchObject({ type: 'ok' });
    expect(await ann.request({ type: 'setOptions', tableId: id, options: { rounds: 2, showMs: 4000 } })).toMatchObject({ type: 'ok' });
    const dealt = bob.next('state', (f) => f.tableId === id);
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    await dealt;
    const phase = (c: TestClient) => (c.lastState(id)?.view as HighCardView | undefined)?.phase;
    for (const c of [ann, bob]) {
      const hand = (c.lastState(id)!.view as HighCardView).hand!;
      expect(await c.move(id, { type: 'play', card: hand[0] })).toMatchObject({ type: 'ok' });
    }
    await bob.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).phase === 'show');
    expect(clock.pending).toBe(1); // the window: 4000 ms at steady
    clock.advance(1000);
    // 3000 ms left at steady become 4500 at relaxed (1.5 / 1): the window closes 5500 ms after it opened.
    expect(await ann.request({ type: 'setPace', tableId: id, pace: 'relaxed' })).toMatchObject({ type: 'ok' });
    clock.advance(4499);
    expect(clock.pending).toBe(1);
    await ann.request({ type: 'ping' });
    expect(phase(bob)).toBe('show');
    const collected = bob.next('state', (f) => (f.view as HighCardView).round === 2);
    clock.advance(1);
    expect(clock.pending).toBe(0);
    await collected;
    // And a change to brisk while the next window runs shortens what is left (0.6 / 1.5 of it).
    for (const c of [ann, bob]) {
      const hand = (c.lastState(id)!.view as HighCardView).hand!;
      expect(await c.move(id, { type: 'play', card: hand[0] })).toMatchObject({ type: 'ok' });
    }
    await bob.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).phase === 'show' && (f.view as HighCardView).round === 2);
    clock.advance(3000); // of 6000 at relaxed: 3000 left, 1200 at brisk
    expect(await ann.request({ type: 'setPace', tableId: id, pace: 'brisk' })).toMatchObject({ type: 'ok' });
    clock.advance(1199);
    expect(clock.pending).toBe(1);
    const over = bob.next('state', (f) => (f.view as HighCardView).phase === 'over');
    clock.advance(1);
    await over;
  });
});

describe('the timers at each pace', () => {
  afterEach(() => { vi.useRealTimers(); });

  /** A table whose game shows something for `windowMs` (then SYSTEM hides it), or else waits for seat 0's only move. */
  function timed(pace: TablePace | undefined, showing: boolean): { timers: TableTimers; accepted: unknown[] } {
    const accepted: unknown[] = [];
    const state = { showing } as unknown as BaseState;
    const def = {
      toAct: (s: { showing: boolean }) => (s.showing ? [] : [0]),
      scheduled: (s: { showing: boolean }) => (s.showing ? { delayMs: 1000, move: { type: 'hide' } } : null),
      onlyMove: () => ({ type: 'only' }),
      isOver: () => false,
    } as unknown as AnyGame;
    const meta = { status: 'playing', seats: [{ kind: 'human' }], ...(pace ? { pace } : {}) } as unknown as TableMeta;
    const table: TimedTable = {
      id: 't', def, meta, state, moveCount: 3, closed: false,
      accept: (actor, move) => { accepted.push({ actor, move }); return null; },
    };
    return { timers: new TableTimers(table, { botDelayMs: () => 1000, systemDelayMs: (ms) => ms, log: () => {} }), accepted };
  }

  for (const pace of Object.keys(TABLE_PACES) as TablePace[]) {
    it(`${pace}: a forced choice waits ${TABLE_PACES[pace].bots * 1000} ms, a shown window ${TABLE_PACES[pace].windows * 1000} ms`, () => {
      vi.useFakeTimers();
      const forced = timed(pace, false);
      forced.timers.plan();
      vi.advanceTimersByTime(Math.round(TABLE_PACES[pace].bots * 1000) - 1);
      expect(forced.accepted).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(forced.accepted).toEqual([{ actor: 0, move: { type: 'only' } }]);
      const shown = timed(pace, true);
      shown.timers.plan();
      vi.advanceTimersByTime(Math.round(TABLE_PACES[pace].windows * 1000) - 1);
      expect(shown.accepted).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(shown.accepted).toEqual([{ actor: SYSTEM, move: { type: 'hide' } }]);
    });
  }

  it('a pace change re-times a bot’s or forced choice’s wait already running, as it does a window', () => {
    const clock = new ManualClock();
    const accepted: unknown[] = [];
    const def = { toAct: () => [0], scheduled: () => null, onlyMove: () => ({ type: 'only' }), isOver: () => false } as unknown as AnyGame;
    const meta = { status: 'playing', seats: [{ kind: 'human' }], pace: 'relaxed' } as unknown as TableMeta;
    const table: TimedTable = {
      id: 't', def, meta, state: {} as BaseState, moveCount: 3, closed: false,
      accept: (actor, move) => { accepted.push({ actor, move }); return null; },
    };
    const timers = new TableTimers(table, { botDelayMs: () => 1000, systemDelayMs: (ms) => ms, log: () => {}, timersClock: clock });
    timers.plan(); // 1800 ms at relaxed
    clock.advance(900); // half of it: 900 ms left, 175 at brisk (0.35 / 1.8)
    meta.pace = 'brisk';
    timers.repace('relaxed');
    clock.advance(174);
    expect(accepted).toEqual([]);
    clock.advance(1);
    expect(accepted).toEqual([{ actor: 0, move: { type: 'only' } }]);
  });

  it('no pace saved (older tables) is steady', () => {
    vi.useFakeTimers();
    const forced = timed(undefined, false);
    forced.timers.plan();
    vi.advanceTimersByTime(999);
    expect(forced.accepted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(forced.accepted).toHaveLength(1);
  });
});
