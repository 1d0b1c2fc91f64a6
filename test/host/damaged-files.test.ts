/**
 * Damaged files are never dropped or replaced silently: a torn last line of
 * move file (no newline) is cut and kept, with a warning; a complete line
 * that does not read (an acknowledged move) keeps a copy of the file and an
 * error naming the line; a damaged host.json is kept before a new id is made.
 * Every file read back is checked against its schema (src/main/host/file-schemas.ts): a table.json of the wrong
 * shape sets its table aside, a move line of the wrong shape is damage like any other, a record of the wrong shape
 * is left out; each is logged with what failed where, the host starts, and the other tables play on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Store, type TableMeta } from '../../src/main/host/store.js';
import { highCard, type HighCardView } from './fixtures/highcard.js';
import { TestClient } from './support/client.js';
import { tempDir, testHost, type TestHost } from './support/host.js';
import { recordOnDisk } from './support/records.js';

const hosts: TestHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  for (const h of hosts.splice(0)) await h.close();
});

const meta = (id: string): TableMeta => ({
  id, game: 'megagem', options: {}, seats: [{ kind: 'open' }], creatorToken: 't'.repeat(32), status: 'lobby',
  seed: null, gameNo: 1, createdAt: 1, kicked: [],
});
const A = '{"seat":0,"move":{"type":"a"}}\n';

/** A data folder with one table whose move file (game 1's) holds `text`. */
function withMoves(id: string, text: string): { dir: string; file: string } {
  const dir = tempDir('mt-damaged-');
  const s = new Store(dir);
  s.saveMeta(meta(id));
  s.close();
  const file = path.join(dir, 'tables', id, 'moves-1.jsonl');
  fs.writeFileSync(file, text);
  return { dir, file };
}
const siblings = (file: string, prefix: string) => fs.readdirSync(path.dirname(file)).filter((f) => f.startsWith(prefix));

describe('damaged files', () => {
  it('a torn last line (no newline) is cut off, kept in moves-1.jsonl.torn-<time>, and reported as torn', () => {
    const tail = '{"seat":1,"move":{"type":"bi';
    const { dir, file } = withMoves('torn5678', A + tail);
    const t = new Store(dir).loadAll().tables[0];
    expect(t.moves).toEqual([{ seat: 0, move: { type: 'a' } }]);
    expect(t.problems).toEqual([]);
    expect(t.torn).toMatch(/torn.*moves-1\.jsonl\.torn-\d+/);
    expect(fs.readFileSync(file, 'utf8')).toBe(A);
    const kept = siblings(file, 'moves-1.jsonl.torn-');
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(path.dirname(file), kept[0]), 'utf8')).toBe(tail);
    expect(siblings(file, 'moves-1.jsonl.damaged-')).toEqual([]);
  });

  it('a damaged complete LAST line (it has its newline: an acknowledged move) is never dropped silently', () => {
    const text = A + '{"seat":1,"move":{"type":"b"}GARBAGE\n';
    const { dir, file } = withMoves('last5678', text);
    const t = new Store(dir).loadAll().tables[0];
    expect(t.moves).toEqual([{ seat: 0, move: { type: 'a' } }]);
    expect(t.problems).toHaveLength(1);
    expect(t.problems[0]).toMatch(/line 2 is damaged.*moves-1\.jsonl\.damaged-\d+/);
    const kept = siblings(file, 'moves-1.jsonl.damaged-');
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(path.dirname(file), kept[0]), 'utf8')).toBe(text);
    expect(fs.readFileSync(file, 'utf8')).toBe(A);
  });

  it('a complete line that parses but is not a move is damaged too, named by its line (blank lines counted)', () => {
    const { dir } = withMoves('schm5678', A + '\n' + '{"seat":"north","move":{}}\n');
    const t = new Store(dir).loadAll().tables[0];
    expect(t.moves).toHaveLength(1);
    expect(t.problems[0]).toMatch(/line 3 is damaged \(not a move/);
  });

  it('the host logs a torn line as a warning and a damaged one as an error naming the line', async () => {
    const { dir } = withMoves('logs5678', '');
    fs.writeFileSync(path.join(dir, 'tables', 'logs5678', 'moves-1.jsonl'), A + 'GARBAGE\n');
    const s = new Store(dir);
    s.saveMeta(meta('torn9999'));
    s.close();
    fs.writeFileSync(path.join(dir, 'tables', 'torn9999', 'moves-1.jsonl'), A + '{"se');
    const h = await testHost({ dataDir: dir });
    hosts.push(h);
    expect(h.logs).toContainEqual(expect.stringMatching(/^error: table logs5678: moves-1\.jsonl line 2 is damaged.*damaged-\d+.*resumes before that line/));
    expect(h.logs).toContainEqual(expect.stringMatching(/^warn: table torn9999: the last line of moves-1\.jsonl was torn.*torn-\d+/));
  });

  it('a damaged host.json is kept as host.json.damaged-<time> and logged before a new host id is written', async () => {
    const dir = tempDir('mt-damaged-');
    fs.writeFileSync(path.join(dir, 'host.json'), '{"id": "0123456789ab');
    const h = await testHost({ dataDir: dir });
    hosts.push(h);
    const kept = fs.readdirSync(dir).filter((f) => f.startsWith('host.json.damaged-'));
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, kept[0]), 'utf8')).toBe('{"id": "0123456789ab');
    expect(h.logs).toContainEqual(expect.stringMatching(/^error: host\.json is damaged.*host\.json\.damaged-\d+.*new host id/));
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'host.json'), 'utf8'))).toEqual({ id: h.hostId });
  });
});

// --- Files of the wrong shape (valid JSON, wrong types): checked against their schemas ----------------------------

async function host(dataDir: string): Promise<TestHost> {
  const h = await testHost({ dataDir, games: [highCard] });
  hosts.push(h);
  return h;
}
async function person(h: TestHost, name: string, token?: string): Promise<TestClient> {
  const c = await TestClient.person(h.port, name, token);
  clients.push(c);
  return c;
}
/** Plays the client's highest card once its seat is to act. */
async function play(c: TestClient, id: string): Promise<number> {
  const f = await c.waitFor('state', (s) => s.tableId === id && s.toAct.includes((s.view as HighCardView).you ?? -1) && s === c.lastState(id));
  expect(await c.move(id, { type: 'play', card: Math.max(...(f.view as HighCardView).hand!) }, f.moveNo)).toMatchObject({ type: 'ok' });
  return f.moveNo;
}

/**
 * A data folder saved by a real host: Ann's High Card table against a bot, `rounds` rounds, the first round played
 * (Ann's card, the bot's, the collect) and the bot's card of round 2: 4 moves, Ann to act; then the host closed.
 * With one round, the game is over after 3 moves.
 */
async function savedTable(rounds = 3): Promise<{ dir: string; id: string; token: string }> {
  const dir = tempDir('mt-damaged-');
  const h = await host(dir);
  const ann = await person(h, 'Ann');
  const id = (await ann.reply({ type: 'createTable', game: 'highcard', options: { rounds, showMs: 0 } }, 'room')).room.id;
  expect(await ann.request({ type: 'setSeats', tableId: id, seats: 2 })).toMatchObject({ type: 'ok' });
  expect(await ann.request({ type: 'addBot', tableId: id, level: 'random' })).toMatchObject({ type: 'ok' });
  expect(await ann.request({ type: 'start', tableId: id })).toMatchObject({ type: 'ok' });
  await play(ann, id);
  await ann.waitFor('state', (f) => f.tableId === id && f.moveNo === (rounds === 1 ? 3 : 4));
  if (rounds === 1) await recordOnDisk(dir, id);
  await ann.close();
  await h.close();
  hosts.splice(hosts.indexOf(h), 1);
  return { dir, id, token: ann.token };
}

/** Ann's table plays on after the restart: she is back in her seat, and her card (move `at`) is taken. */
async function playsOn(h: TestHost, id: string, token: string, at = 4): Promise<void> {
  const ann = await person(h, 'Ann', token);
  expect(await play(ann, id)).toBe(at);
  await ann.waitFor('state', (f) => f.tableId === id && f.moveNo > at);
}

const tableDir = (dir: string, id: string) => path.join(dir, 'tables', id);
const readMeta = (dir: string, id: string) => JSON.parse(fs.readFileSync(path.join(tableDir(dir, id), 'table.json'), 'utf8')) as Record<string, unknown>;

describe('files of the wrong shape', () => {
  it.each([
    ['"seats": "x"', (m: Record<string, unknown>) => { m.seats = 'x'; }, /seats: Invalid input: expected array, received string/],
    ['a seat of an unknown kind', (m: Record<string, unknown>) => { (m.seats as unknown[])[1] = { kind: 'ghost', name: 'Boo' }; }, /seats\.1\.kind: .*'open' \| 'human' \| 'bot'/],
    ['"status": 7', (m: Record<string, unknown>) => { m.status = 7; }, /status: .*"lobby"\|"playing"\|"finished"/],
    ['"kicked" missing', (m: Record<string, unknown>) => { delete m.kicked; }, /kicked: Invalid input: expected array, received undefined/],
  ])('a table.json with %s: the table is set aside, logged with what failed where; the host starts, the other table plays on', async (_what, damage, where) => {
    const { dir, id, token } = await savedTable();
    // A second table: a copy of the first, under its own id, its table.json damaged.
    const bad = 'bad00001';
    fs.cpSync(tableDir(dir, id), tableDir(dir, bad), { recursive: true });
    const meta = { ...readMeta(dir, id), id: bad };
    damage(meta);
    const text = JSON.stringify(meta, null, 1) + '\n';
    fs.writeFileSync(path.join(tableDir(dir, bad), 'table.json'), text);

    const h = await host(dir);
    const logged = h.logs.filter((l) => l.includes(bad));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^error: could not load table bad00001: table\.json is damaged \(not a table: /);
    expect(logged[0]).toMatch(where);
    expect(logged[0]).toMatch(/set aside as tables\/bad00001\.damaged-\d+, and the table is not opened$/);
    // Set aside whole, as it was: never loaded again (a second start says nothing of it).
    const aside = fs.readdirSync(path.join(dir, 'tables')).filter((f) => f.startsWith(bad));
    expect(aside).toEqual([expect.stringMatching(/^bad00001\.damaged-\d+$/)]);
    expect(fs.readFileSync(path.join(dir, 'tables', aside[0], 'table.json'), 'utf8')).toBe(text);
    expect(fs.existsSync(path.join(dir, 'tables', aside[0], 'moves-1.jsonl'))).toBe(true);
    expect(h.tables().map((t) => t.id)).toEqual([id]);
    await playsOn(h, id, token);
    await h.close();
    const again = await host(dir);
    expect(again.logs.filter((l) => l.includes(bad))).toEqual([]);
    expect(again.tables().map((t) => t.id)).toEqual([id]);
  });

  it('a move line {"seat":"a"}: the file is kept, the table resumes before that line, logged with what failed where', async () => {
    const { dir, id, token } = await savedTable();
    const file = path.join(tableDir(dir, id), 'moves-1.jsonl');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(5); // four moves and the last newline
    // Round 1's second card (line 2) damaged: the first card stays, the second seat plays again.
    const damaged = [lines[0], '{"seat":"a"}', lines[2], lines[3], ''].join('\n');
    fs.writeFileSync(file, damaged);
    const h = await host(dir);
    expect(h.logs).toContainEqual(expect.stringMatching(
      /^error: table \w+: moves-1\.jsonl line 2 is damaged \(not a move line: seat: Invalid input: expected number, received string; move: Invalid input: expected object, received undefined\); moves read before it: 1; the whole file is kept as moves-1\.jsonl\.damaged-\d+; the table resumes before that line, after move 1$/));
    const kept = fs.readdirSync(tableDir(dir, id)).filter((f) => f.startsWith('moves-1.jsonl.damaged-'));
    expect(kept.map((f) => fs.readFileSync(path.join(tableDir(dir, id), f), 'utf8'))).toEqual([damaged]);
    expect(fs.readFileSync(file, 'utf8')).toBe(lines[0] + '\n');
    // Ann's card was the first (the bot plays again) or the second (she plays it again): either way round 2 comes.
    const ann = await person(h, 'Ann', token);
    await play(ann, id);
    await ann.waitFor('state', (f) => f.tableId === id && (f.view as HighCardView).round === 2);
  });

  it('a finished table whose record has wrong types: the record is left out (logged), the table opens from its moves', async () => {
    const { dir, id } = await savedTable(1);
    const file = path.join(tableDir(dir, id), 'records', '1.json');
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const text = JSON.stringify({ ...record, moves: 'x', seats: [{ name: 42 }] });
    fs.writeFileSync(file, text);
    const h = await host(dir);
    expect(h.logs.filter((l) => l.startsWith('error'))).toEqual([
      expect.stringMatching(new RegExp(`^error: table ${id}: the record records/1\\.json is left out \\(not a game record: seats\\.0\\.name: .*expected string, received number; moves: .*expected array`)),
    ]);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    expect(h.tables().find((t) => t.id === id)).toMatchObject({ status: 'finished' });
    const cat = await person(h, 'Cat');
    expect(await cat.request({ type: 'joinTable', tableId: id, as: 'spectator' })).toMatchObject({ type: 'room' });
    const s = await cat.waitFor('state', (f) => f.tableId === id);
    expect(s.moveNo).toBe(3);
    expect(s.result).not.toBeNull();
    // History leaves the record out too, and says so once.
    expect((await cat.reply({ type: 'history' }, 'history')).games).toEqual([]);
    expect((await cat.reply({ type: 'history' }, 'history')).games).toEqual([]);
    expect(h.logs.filter((l) => /history: the record .*1\.json is left out: not a game record \(seats\.0\.name: /.test(l))).toHaveLength(1);
  });

  it('a record with wrong types among good ones: History leaves it out and logs it once, with what failed where', async () => {
    const { dir, id } = await savedTable(1);
    const good = JSON.parse(fs.readFileSync(path.join(tableDir(dir, id), 'records', '1.json'), 'utf8')) as Record<string, unknown>;
    fs.mkdirSync(path.join(dir, 'records'));
    // A removed table's record whose replay is fine but whose names and time are of the wrong types.
    fs.writeFileSync(path.join(dir, 'records', 'gone0001-1.json'), JSON.stringify({ ...good, seats: [{ name: 42 }, { name: 'Bot', bot: 7 }], finishedAt: 'yesterday' }));
    const h = await host(dir);
    const cat = await person(h, 'Cat');
    for (let i = 0; i < 2; i++) expect((await cat.reply({ type: 'history' }, 'history')).games.map((g) => g.tableId)).toEqual([id]);
    expect(h.logs.filter((l) => l.includes('gone0001'))).toEqual([
      expect.stringMatching(/^warn: history: the record .*gone0001-1\.json is left out: not a game record \(seats\.0\.name: .*expected string, received number; seats\.1\.bot: .*; finishedAt: .*expected number/),
    ]);
  });

  it('a host.json of the wrong type: kept aside, logged with what failed where, a new host id is made', async () => {
    const { dir, id, token } = await savedTable();
    fs.writeFileSync(path.join(dir, 'host.json'), '{"id": 1234567890}\n');
    const h = await host(dir);
    expect(h.logs).toContainEqual(expect.stringMatching(/^error: host\.json is damaged \(not a host id file: id: Invalid input: expected string, received number\): kept as host\.json\.damaged-\d+; a new host id is made/));
    const kept = fs.readdirSync(dir).filter((f) => f.startsWith('host.json.damaged-'));
    expect(kept.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))).toEqual(['{"id": 1234567890}\n']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'host.json'), 'utf8'))).toEqual({ id: h.hostId });
    await playsOn(h, id, token);
  });

  it('a Magical Library table whose campaign data (table.json\'s ext) is of the wrong shape: set aside like any damaged table.json', async () => {
    const dir = tempDir('mt-damaged-');
    const h = await testHost({ dataDir: dir });
    hosts.push(h);
    const ann = await person(h, 'Ann');
    const ok = (await ann.reply({ type: 'createTable', game: 'magical-library' }, 'room')).room.id;
    const bad = (await ann.reply({ type: 'createTable', game: 'magical-library' }, 'room')).room.id;
    await ann.close();
    await h.close();
    hosts.splice(0);
    const text = JSON.stringify({ ...readMeta(dir, bad), ext: { mode: 'campaign', id: 5, advanced: 7 } });
    fs.writeFileSync(path.join(tableDir(dir, bad), 'table.json'), text);
    const again = await testHost({ dataDir: dir });
    hosts.push(again);
    expect(again.logs.filter((l) => l.includes(bad))).toEqual([expect.stringMatching(new RegExp(
      `^error: could not load table ${bad}: table\\.json is damaged \\(not a table: ext\\.id: Invalid input: expected string, received number; ext\\.advanced: Invalid input: expected object, received number\\); the table's folder is set aside as tables/${bad}\\.damaged-\\d+, and the table is not opened$`))]);
    const aside = fs.readdirSync(path.join(dir, 'tables')).filter((f) => f.startsWith(bad));
    expect(fs.readFileSync(path.join(dir, 'tables', aside[0], 'table.json'), 'utf8')).toBe(text);
    expect(again.tables().map((t) => t.id)).toEqual([ok]);
    const cat = await person(again, 'Cat');
    expect(await cat.request({ type: 'joinTable', tableId: ok, as: 'player' })).toMatchObject({ type: 'room' });
  });

  it('a campaign file of the wrong shape: listed as a problem, logged at start with what failed where, left untouched; the tables play on', async () => {
    const { dir, id, token } = await savedTable();
    fs.mkdirSync(path.join(dir, 'campaigns'));
    const text = JSON.stringify({ format: 'magic-table/magical-library-campaign', version: 1, id: 'odd', campaign: { name: 'Odd', createdAt: 1, updatedAt: 1, badges: 'x', games: [] } });
    fs.writeFileSync(path.join(dir, 'campaigns', 'odd.json'), text);
    const h = await host(dir);
    expect(h.logs).toContainEqual('error: campaigns: The campaign file odd.json is damaged (Invalid input: expected array, received string (at campaign.badges)); it was left untouched');
    expect(fs.readFileSync(path.join(dir, 'campaigns', 'odd.json'), 'utf8')).toBe(text);
    await playsOn(h, id, token);
  });
});
