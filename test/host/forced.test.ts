/**
 * The table options "First game: show hints" and "Make forced choices for me" on a real host: the creator sets
 * them in the room (everyone sees them, they survive a restart), and with forced choices on the host plays a
 * person's only legal move for them (after the bots' delay, through the same path as their own move), noting it;
 * off, the table waits for the person. A forced move reveals nothing to the other seats.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { movesFileOf, parseMoves, type TableMeta } from '../../src/main/host/store.js';
import { highCardForced } from './fixtures/highcard.js';
import type { TestClient } from './support/client.js';
import { hostKit, type TestHost } from './support/host.js';

/** The same game, whose own log line for a play says why it was the only one (`forcedSaysWhy`). */
const highCardSaysWhy = { ...highCardForced, id: 'highcard-says-why', forcedSaysWhy: ['play'] as const };

const { host, person } = hostKit({ games: [highCardForced, highCardSaysWhy], botDelayMs: 20 });

async function table(h: TestHost, forcedChoices?: boolean, rounds = 2, game = 'highcard-forced'): Promise<{ id: string; ann: TestClient; bob: TestClient }> {
  const ann = await person(h, 'Ann');
  const bob = await person(h, 'Bob');
  const r = await ann.request({ type: 'createTable', game, options: { rounds, showMs: 0 } });
  const id = (r as Extract<typeof r, { type: 'room' }>).room.id;
  expect(await ann.request({ type: 'setSeats', tableId: id, seats: 2 })).toMatchObject({ type: 'ok' });
  expect(await bob.request({ type: 'joinTable', tableId: id, as: 'player' })).toMatchObject({ type: 'room' });
  if (forcedChoices !== undefined) expect(await ann.request({ type: 'setTableOptions', tableId: id, forcedChoices })).toMatchObject({ type: 'ok' });
  expect(await bob.request({ type: 'ready', tableId: id, ready: true })).toMatchObject({ type: 'ok' });
  return { id, ann, bob };
}

describe('table options: hints and forced choices', () => {
  it('are the creator’s to set in the room, seen by everyone, kept over a restart', async () => {
    const h = await host();
    const { id, ann, bob } = await table(h);
    expect(bob.lastRoom(id)).toMatchObject({ hints: false, forcedChoices: true });
    expect(await bob.request({ type: 'setTableOptions', tableId: id, hints: true })).toMatchObject({ type: 'error', code: 'not_creator' });
    const seen = bob.next('room', (f) => f.room.id === id && f.room.hints === true);
    expect(await ann.request({ type: 'setTableOptions', tableId: id, hints: true, forcedChoices: false })).toMatchObject({ type: 'ok' });
    expect((await seen).room).toMatchObject({ hints: true, forcedChoices: false });
    const port = h.port;
    await h.close();
    const again = await host({ dataDir: h.dataDir, port });
    const cat = await person(again, 'Cat');
    const r = await cat.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    expect((r as Extract<typeof r, { type: 'room' }>).room).toMatchObject({ hints: true, forcedChoices: false });
  });

  it('on (the default): the host plays each person’s only move, notes it, and the game plays itself out', async () => {
    const h = await host();
    const { id, ann, bob } = await table(h);
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    const over = await bob.waitFor('state', (f) => f.tableId === id && f.result !== null, 5000);
    expect(over.result).not.toBeNull();
    const notes = (ann.lastRoom(id)?.notes ?? []).map((n) => `${n.msg.id}:${JSON.stringify(n.msg.params?.seat)}`);
    expect(notes.filter((n) => n === 'table.forced:{"seat":0}')).toHaveLength(2);
    expect(notes.filter((n) => n === 'table.forced:{"seat":1}')).toHaveLength(2);
    // Bob never saw Ann's card before the cards were shown: while she had played and he had not, his log says only that she played.
    for (const f of bob.states(id)) {
      const v = f.view as { phase: string; shown: number[] | null };
      if (v.phase === 'play') expect(v.shown).toBeNull();
    }
    // Bob's whole log, as his frames brought it (each frame carries the entries since his last one).
    const bobLog = bob.states(id).flatMap((f) => f.log.map((e) => e.msg.id));
    expect(bobLog).toContain('highcard.played');
    expect(bobLog).toContain('highcard.youPlayed');
  });

  it('more forced choices than the table keeps notes of, a save, a restart mid-game: the same newest notes, in order', async () => {
    const h = await host();
    const { id, ann, bob } = await table(h, undefined, 30);
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    // 30 rounds of 2 forced plays and a collect. Past 30 forced choices, Bob leaves: his note is saved with the
    // table, and with it the newest of the forced notes before it; then the host stops part way.
    await bob.waitFor('state', (f) => f.tableId === id && f.moveNo >= 48, 10_000);
    expect(await bob.request({ type: 'leaveTable', tableId: id })).toMatchObject({ type: 'ok' });
    const port = h.port;
    await h.close();
    const dir = path.join(h.dataDir, 'tables', id);
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'table.json'), 'utf8')) as TableMeta;
    const { moves } = parseMoves(fs.readFileSync(path.join(dir, movesFileOf(meta.gameNo)), 'utf8'));
    expect(meta.status).toBe('playing');
    const saved = (meta.notes ?? []).map((n) => `${n.moveNo}:${n.msg.id}`);
    expect(saved).toHaveLength(30);
    expect(saved.at(-1)).toMatch(/:table\.away$/);
    const forcedAt = moves.flatMap((m, moveNo) => (m.forced ? [moveNo] : []));
    expect(forcedAt.length).toBeGreaterThan(30);
    expect(forcedAt.filter((moveNo) => !saved.includes(`${moveNo}:table.forced`)).length, 'forced notes dropped before the save').toBeGreaterThan(0);
    // Back up, with the bots' (and forced choices') delay long: nothing moves while Cat looks.
    const again = await host({ dataDir: h.dataDir, port, botDelayMs: 60_000 });
    const cat = await person(again, 'Cat');
    const r = await cat.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    const notes = (r as Extract<typeof r, { type: 'room' }>).room.notes.map((n) => `${n.moveNo}:${n.msg.id}`);
    // What was saved, then the forced choices made after the last saved note (their lines keep them: one can share
    // its move number when the table played it right after Bob left); the older ones dropped before the save are
    // not added back over newer notes.
    const lastSaved = Math.max(...(meta.notes ?? []).map((n) => n.moveNo));
    const after = forcedAt.filter((moveNo) => moveNo >= lastSaved && !saved.includes(`${moveNo}:table.forced`));
    expect(notes).toEqual([...saved, ...after.map((moveNo) => `${moveNo}:table.forced`)].slice(-30));
  });

  it('a game whose own line says why (forcedSaysWhy): the host plays the only move, adds no note, nor after a restart', async () => {
    const h = await host();
    const { id, ann, bob } = await table(h, undefined, 2, 'highcard-says-why');
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    const over = await bob.waitFor('state', (f) => f.tableId === id && f.result !== null, 5000);
    expect(over.result).not.toBeNull();
    // The host did play them (the lines say so), and the game's own log has each play.
    const dir = path.join(h.dataDir, 'tables', id);
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'table.json'), 'utf8')) as TableMeta;
    const { moves } = parseMoves(fs.readFileSync(path.join(dir, movesFileOf(meta.gameNo)), 'utf8'));
    expect(moves.filter((m) => m.forced)).toHaveLength(4);
    expect(bob.states(id).flatMap((f) => f.log.map((e) => e.msg.id))).toContain('highcard.played');
    expect((ann.lastRoom(id)?.notes ?? []).some((n) => n.msg.id === 'table.forced')).toBe(false);
    const port = h.port;
    await h.close();
    const again = await host({ dataDir: h.dataDir, port });
    const cat = await person(again, 'Cat');
    const r = await cat.request({ type: 'joinTable', tableId: id, as: 'spectator' });
    expect((r as Extract<typeof r, { type: 'room' }>).room.notes.some((n) => n.msg.id === 'table.forced')).toBe(false);
  });

  it('off: the table waits for the person, who plays their one card themselves', async () => {
    const h = await host();
    const { id, ann } = await table(h, false);
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    await ann.waitFor('state', (f) => f.tableId === id);
    await new Promise((r) => setTimeout(r, 200));
    expect(ann.lastState(id)!.toAct).toEqual([0, 1]);
    expect(ann.lastState(id)!.moveNo).toBe(0);
    const card = (ann.lastState(id)!.view as { hand: number[] }).hand[0];
    expect(await ann.move(id, { type: 'play', card })).toMatchObject({ type: 'ok' });
    expect((ann.lastRoom(id)?.notes ?? []).some((n) => n.msg.id === 'table.forced')).toBe(false);
  });
});
