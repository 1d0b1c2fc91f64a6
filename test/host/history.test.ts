/**
 * The host's history and replays over real sockets: finished games listed newest first with their
 * players and winners; a replay stepped forward and back gives the views of a fresh replay; the
 * public view is what a spectator saw at the same move; seat views only where the game allows them
 * (never Magic Money's); every bad request is refused clearly and changes nothing; nothing of a
 * running game is served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logFor } from '../../src/shared/engine/engine.js';
import type { VisibleLogEntry } from '../../src/shared/engine/types.js';
import { GAMES, getGame } from '../../src/shared/games/registry.js';
import type { FrameOf, TestClient } from './support/client.js';
import { hostKit, tempDir } from './support/host.js';
import { statesOf } from './support/leak.js';
import { History } from '../../src/main/host/history.js';
import { botRecord, recordOnDisk, seedRecords } from './support/records.js';

const { host, person } = hostKit({ rateLimit: false, systemDelayMs: 0 });
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

async function replayOf(c: TestClient, tableId: string, gameNo: number, moveNo: number, view: 'public' | number = 'public') {
  return c.reply({ type: 'replay', tableId, gameNo, moveNo, view }, 'replay');
}

async function refusal(c: TestClient, msg: Parameters<TestClient['request']>[0]): Promise<FrameOf<'error'>> {
  const f = await c.request(msg);
  if (f.type !== 'error') throw new Error(`expected an error, got ${JSON.stringify(f).slice(0, 300)}`);
  return f;
}

describe('history and replays', () => {
  it('every game says whether its replays may show seat views; Magic Money never (its private ledgers)', () => {
    for (const def of GAMES) expect(typeof def.replaySeatViews, def.id).toBe('boolean');
    expect(getGame('magic-money').replaySeatViews).toBe(false);
  });

  it('a game played at a table: listed with its players, colours and winners; its public replay is what a spectator saw; seat views step forward and back like a fresh replay', async () => {
    const def = getGame('megagem');
    const h = await host();
    const ann = await person(h, 'Ann', undefined, '#e6194b');
    const spy = await person(h, 'Spy', undefined, '#3cb44b');
    const before = Date.now();
    const room = await ann.reply({ type: 'createTable', game: def.id }, 'room');
    const id = room.room.id;
    await ann.request({ type: 'setSeats', tableId: id, seats: 3 });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    await ann.request({ type: 'addBot', tableId: id, level: 'random' });
    await spy.reply({ type: 'joinTable', tableId: id, as: 'spectator' }, 'room');
    ann.autoplay(def, id, 0, 'hist/ann');
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    const last = await spy.waitFor('state', (f) => f.tableId === id && f.result !== null, 60_000);

    // Nothing of the running game was served meanwhile; now it is a record.
    const hist = await spy.reply({ type: 'history' }, 'history');
    expect(hist.total).toBe(1);
    const g = hist.games[0];
    expect(g).toMatchObject({
      tableId: id, gameNo: 1, game: 'megagem', gameName: 'MegaGem', moves: last.moveNo, seatViews: true,
      winners: last.result!.winners, places: last.result!.places,
    });
    expect(g.players).toHaveLength(3);
    expect(g.players[0]).toEqual({ name: 'Ann', colour: '#e6194b' });
    expect(g.players[1]).toMatchObject({ bot: 'basic' });
    expect(g.players[2]).toMatchObject({ bot: 'random' });
    expect(g.players.every((p) => /^#[0-9a-f]{6}$/i.test(p.colour ?? ''))).toBe(true);
    expect(g.finishedAt).toBeGreaterThanOrEqual(before);
    expect(g.finishedAt).toBeLessThanOrEqual(Date.now());

    // The public view at every move a spectator saw is exactly the spectator's frame, its log the spectator's log so far.
    const frames = spy.states(id);
    let log: VisibleLogEntry[] = [];
    for (const f of frames) {
      log = f.fullLog ? f.log : [...log.filter((e) => !f.log.some((x) => x.n === e.n)), ...f.log];
      const r = await replayOf(spy, id, 1, f.moveNo);
      expect(r.state, `move ${f.moveNo}`).toEqual(f.view);
      expect(r.toAct).toEqual(f.toAct);
      expect(r.log).toEqual(log);
      expect(r.result).toEqual(f.result);
      expect(r.game).toEqual(g);
    }
    expect(frames.length).toBeGreaterThan(5);

    // Seat 0, forward to the end then back to the start: each step is the fresh replay's view, both ways.
    const record = await recordOnDisk(h.dataDir, id);
    const states = statesOf(def, record);
    expect(states.length - 1).toBe(g.moves);
    const forward: unknown[] = [];
    for (let k = 0; k <= g.moves; k++) {
      const r = await replayOf(ann, id, 1, k, 0);
      expect(r.state).toEqual(json(def.view(states[k], 0)));
      expect(r.log).toEqual(logFor(states[k].log, 0));
      forward.push(r.state);
    }
    for (let k = g.moves; k >= 0; k--) expect((await replayOf(ann, id, 1, k, 0)).state).toEqual(forward[k]);
    // After the game, seat 1's own view (a bot's) is there too, and the end carries the result.
    const end = await replayOf(spy, id, 1, g.moves, 1);
    expect(end.result).toEqual(last.result);
    expect(end.state).toEqual(json(def.view(states[g.moves], 1)));
  }, 90_000);

  it('seeded records (removed and archived tables): newest first, paged; Magic Money seat views are refused; a damaged record is left out', async () => {
    const dataDir = tempDir();
    const money = getGame('magic-money');
    const market = getGame('magic-market');
    seedRecords(dataDir, [
      { tableId: 'aaaa1111', gameNo: 1, record: botRecord(money, 'seed-money', 3, 1_700_000_100_000) },
      { tableId: 'aaaa1111', gameNo: 2, record: botRecord(getGame('megagem'), 'seed-gem', 3, 1_700_000_300_000) },
      { tableId: 'bbbb2222', gameNo: 1, record: botRecord(market, 'seed-market', 2, 1_700_000_200_000), where: 'archived' },
    ]);
    fs.writeFileSync(path.join(dataDir, 'records', 'cccc3333-1.json'), '{"game": "megagem", "seats": [');
    const h = await host({ dataDir });
    const ann = await person(h, 'Ann');
    const all = await ann.reply({ type: 'history' }, 'history');
    expect(all.total).toBe(3);
    expect(all.games.map((x) => `${x.tableId}/${x.gameNo}`)).toEqual(['aaaa1111/2', 'bbbb2222/1', 'aaaa1111/1']);
    expect(all.games.map((x) => x.seatViews)).toEqual([true, true, false]);
    expect(all.games[2]).toMatchObject({ game: 'magic-money', finishedAt: 1_700_000_100_000, players: [{ name: 'Ann', colour: '#e6194b' }, { bot: 'basic' }, { bot: 'basic' }] });
    expect(h.logs.some((l) => /cccc3333-1\.json is left out: not JSON/.test(l))).toBe(true);
    const page = await ann.reply({ type: 'history', offset: 1, limit: 1 }, 'history');
    expect(page).toMatchObject({ offset: 1, total: 3, games: [all.games[1]] });

    // Magic Money: the public view, never a seat's (its private ledgers stay secret), at any move.
    const m = all.games[2];
    expect(await replayOf(ann, 'aaaa1111', 1, m.moves)).toMatchObject({ moveNo: m.moves, view: 'public' });
    for (const moveNo of [0, 3, m.moves]) {
      const no = await refusal(ann, { type: 'replay', tableId: 'aaaa1111', gameNo: 1, moveNo, view: 0 });
      expect(no).toMatchObject({ code: 'forbidden', msg: { id: 'host.replaySecret', params: { game: 'Magic Money' } } });
      expect(no.message).toMatch(/Magic Money keeps things secret even after the game/);
    }
    // Magic Market (archived table) allows seat views.
    expect((await replayOf(ann, 'bbbb2222', 1, 5, 1)).view).toBe(1);
  }, 60_000);

  it('after a restart the list comes from the kept summaries: records are not replayed again until one changes; a damaged summaries file is made again', async () => {
    const dataDir = tempDir();
    seedRecords(dataDir, [
      { tableId: 'dddd4444', gameNo: 1, record: botRecord(getGame('megagem'), 'seed-kept', 3, 1_700_000_400_000) },
      { tableId: 'eeee5555', gameNo: 1, record: botRecord(getGame('magic-money'), 'seed-kept-2', 3, 1_700_000_500_000), where: 'archived' },
    ]);
    const file = path.join(dataDir, 'records', 'dddd4444-1.json');
    const at = new Date(1_700_000_400_000);
    fs.utimesSync(file, at, at); // whole milliseconds, so the time can be put back exactly
    const logs: string[] = [];
    const first = new History(dataDir, GAMES, (_level, line) => logs.push(line));
    const listed = await first.list();
    expect(listed.map((g) => `${g.tableId}/${g.gameNo}`)).toEqual(['eeee5555/1', 'dddd4444/1']);
    await first.flushed();
    const kept = path.join(dataDir, 'history-summaries.json');
    expect(fs.existsSync(kept)).toBe(true);

    // The record's moves are overwritten with bytes of the same length and its time put back: a host that
    // replayed it would leave it out; the restarted host lists it from the kept summary.
    fs.writeFileSync(file, ' '.repeat(fs.statSync(file).size));
    fs.utimesSync(file, at, at);
    const again = new History(dataDir, GAMES, (_level, line) => logs.push(line));
    expect(await again.list()).toEqual(listed);
    expect(logs.filter((l) => /left out/.test(l))).toEqual([]);
    // Opening it replays it for real: damaged, said so.
    expect(await again.replayFrame({ tableId: 'dddd4444', gameNo: 1, moveNo: 0, view: 'public' })).toMatchObject({ msg: { id: 'host.replayDamaged' } });

    // A changed record (its time moved) is read again; a damaged summaries file is not used and is written anew.
    fs.utimesSync(file, at, new Date(at.getTime() + 5_000));
    fs.writeFileSync(kept, '{"version": 1, "summaries": [["x", {"tableId": 3}]]}');
    const third = new History(dataDir, GAMES, (_level, line) => logs.push(line));
    expect((await third.list()).map((g) => `${g.tableId}/${g.gameNo}`)).toEqual(['eeee5555/1']);
    expect(logs.some((l) => /history-summaries\.json is not used \(an entry is damaged: summaries\.0\.1\.tableId: .*expected string/.test(l))).toBe(true);
    expect(logs.some((l) => /dddd4444.*1\.json is left out: not JSON/.test(l))).toBe(true);
    await third.flushed();
    expect(JSON.parse(fs.readFileSync(kept, 'utf8'))).toMatchObject({ version: 1 });
  }, 60_000);

  it('bad requests are refused with a clear error and change nothing; a running game is never served', async () => {
    const dataDir = tempDir();
    seedRecords(dataDir, [{ tableId: 'dddd4444', gameNo: 1, record: botRecord(getGame('megagem'), 'bad-input', 3, 1_700_000_000_000) }]);
    const h = await host({ dataDir });
    const ann = await person(h, 'Ann');
    const before = await ann.reply({ type: 'history' }, 'history');
    const moves = before.games[0].moves;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ type: 'history', limit: 0 }, 'bad_frame', /at limit/],
      [{ type: 'history', limit: 201 }, 'bad_frame', /at limit/],
      [{ type: 'history', offset: -1 }, 'bad_frame', /at offset/],
      [{ type: 'history', offset: 'x' }, 'bad_frame', /at offset/],
      [{ type: 'replay', tableId: 'DDDD/../x', gameNo: 1, moveNo: 0, view: 'public' }, 'bad_frame', /Malformed table id/],
      [{ type: 'replay', tableId: 'dddd4444', gameNo: 1.5, moveNo: 0, view: 'public' }, 'bad_frame', /at gameNo/],
      [{ type: 'replay', tableId: 'dddd4444', gameNo: 1, moveNo: -1, view: 'public' }, 'bad_frame', /at moveNo/],
      [{ type: 'replay', tableId: 'dddd4444', gameNo: 1, moveNo: 0, view: 'all' }, 'bad_frame', /at view/],
      [{ type: 'replay', tableId: 'dddd4444', gameNo: 1, moveNo: 0 }, 'bad_frame', /at view/],
      [{ type: 'replay', tableId: 'dddd4444', gameNo: 1, moveNo: 0, view: 16 }, 'bad_frame', /at view/],
      [{ type: 'replay', tableId: 'dddd4444', gameNo: 2, moveNo: 0, view: 'public' }, 'no_record', /no finished game 2 of table dddd4444/],
      [{ type: 'replay', tableId: 'dddd4444', gameNo: 1, moveNo: moves + 1, view: 'public' }, 'bad_frame', new RegExp(`has ${moves} moves`)],
      [{ type: 'replay', tableId: 'dddd4444', gameNo: 1, moveNo: 0, view: 3 }, 'no_seat', /had 3 players: there is no seat 3/],
    ];
    for (const [msg, code, text] of cases) {
      const f = await refusal(ann, msg as Parameters<TestClient['request']>[0]);
      expect(f.code, JSON.stringify(msg)).toBe(code);
      expect(f.message, JSON.stringify(msg)).toMatch(text);
    }
    expect(await ann.reply({ type: 'history' }, 'history')).toEqual({ ...before, ref: expect.any(String) });

    // A game in play at a table has no record yet: not served, under any number.
    const def = getGame('megagem');
    const room = await ann.reply({ type: 'createTable', game: def.id }, 'room');
    const id = room.room.id;
    await ann.request({ type: 'setSeats', tableId: id, seats: 3 });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    await ann.request({ type: 'addBot', tableId: id, level: 'basic' });
    expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
    await ann.waitFor('state', (f) => f.tableId === id);
    for (const gameNo of [0, 1]) {
      expect(await refusal(ann, { type: 'replay', tableId: id, gameNo, moveNo: 0, view: 'public' })).toMatchObject({ code: 'no_record', msg: { id: 'host.noRecord' } });
    }
    expect((await ann.reply({ type: 'history' }, 'history')).total).toBe(1);
  }, 60_000);
});
