/** The data folder: atomic metadata, fsynced move lines, a torn last line ignored and cut off. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeFileAtomic } from '../../src/main/fs/atomic-file.js';
import { Store, parseMoves, type TableMeta } from '../../src/main/host/store.js';
import { tempDir } from './support/host.js';

const meta = (id: string): TableMeta => ({
  id, game: 'megagem', options: {}, seats: [{ kind: 'open' }], creatorToken: 't'.repeat(32), status: 'playing',
  seed: 'abc', gameNo: 1, createdAt: 1, kicked: [],
});

describe('store', () => {
  it('reads back what it wrote, and keeps the host id', () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    const id = s.hostId();
    s.saveMeta(meta('abcd1234'));
    s.appendMove('abcd1234', { seat: 0, move: { type: 'bid', amount: 3 } });
    s.appendMove('abcd1234', { seat: -1, move: { type: 'hide' } });
    s.close();
    const again = new Store(dir);
    expect(again.hostId()).toBe(id);
    const { tables, errors } = again.loadAll();
    expect(errors).toEqual([]);
    expect(tables).toEqual([{ meta: meta('abcd1234'), moves: [{ seat: 0, move: { type: 'bid', amount: 3 } }, { seat: -1, move: { type: 'hide' } }], problems: [] }]);
    expect(fs.readdirSync(path.join(dir, 'tables', 'abcd1234')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('ignores a torn last line and cuts it off so the next append starts clean', () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    s.saveMeta(meta('torn1234'));
    s.appendMove('torn1234', { seat: 0, move: { type: 'bid', amount: 1 } });
    s.close();
    const file = path.join(dir, 'tables', 'torn1234', 'moves-1.jsonl');
    fs.appendFileSync(file, '{"seat":1,"move":{"type":"bi');
    const loaded = new Store(dir).loadAll().tables[0];
    expect(loaded.moves).toEqual([{ seat: 0, move: { type: 'bid', amount: 1 } }]);
    expect(loaded.problems).toEqual([]);
    expect(loaded.torn).toMatch(/last line of moves-1\.jsonl was torn/);
    const s2 = new Store(dir);
    s2.loadAll();
    s2.appendMove('torn1234', { seat: 1, move: { type: 'bid', amount: 2 } });
    s2.close();
    expect(new Store(dir).loadAll().tables[0].moves).toHaveLength(2);
  });

  it('reports a damaged middle line, keeps the moves before it and a copy of the damaged file', () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    s.saveMeta(meta('dmg12345'));
    s.close();
    const file = path.join(dir, 'tables', 'dmg12345', 'moves-1.jsonl');
    fs.writeFileSync(file, '{"seat":0,"move":{"type":"a"}}\nGARBAGE\n{"seat":1,"move":{"type":"b"}}\n');
    const loaded = new Store(dir).loadAll().tables[0];
    expect(loaded.moves).toEqual([{ seat: 0, move: { type: 'a' } }]);
    expect(loaded.problems).toHaveLength(1);
    expect(loaded.problems[0]).toMatch(/^moves-1\.jsonl line 2 is damaged/);
    expect(fs.readdirSync(path.dirname(file)).some((f) => f.startsWith('moves-1.jsonl.damaged-'))).toBe(true);
  });

  it('skips an unreadable table.json with an error instead of failing to start', () => {
    const dir = tempDir('mt-store-');
    fs.mkdirSync(path.join(dir, 'tables', 'bad12345'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'tables', 'bad12345', 'table.json'), '{');
    const { tables, errors } = new Store(dir).loadAll();
    expect(tables).toEqual([]);
    expect(errors[0]).toMatch(/bad12345/);
  });

  it('parses lines: blank lines are fine, an unterminated tail is torn', () => {
    expect(parseMoves('{"seat":0,"move":{"type":"a"}}\n\n{"seat":0,"move":{"type":"b"}}').moves).toHaveLength(1);
    expect(parseMoves('').moves).toEqual([]);
    const file = path.join(tempDir('mt-store-'), 'x.json');
    writeFileAtomic(file, 'one');
    writeFileAtomic(file, 'two');
    expect(fs.readFileSync(file, 'utf8')).toBe('two');
  });
});

describe('store: group commit', () => {
  it('syncs appended moves off the event loop, and a reset during an fsync does not break either file', async () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    s.saveMeta(meta('sync1234'));
    s.appendMove('sync1234', { seat: 0, move: { type: 'a' } });
    const synced = new Promise<Error | null>((resolve) => s.sync('sync1234', resolve));
    s.resetMoves('sync1234', 2); // a rematch dealt while the last move's fsync runs
    s.saveMeta({ ...meta('sync1234'), gameNo: 2 });
    s.appendMove('sync1234', { seat: 1, move: { type: 'b' } });
    expect(await synced).toBeNull();
    expect(await new Promise((resolve) => s.sync('sync1234', resolve))).toBeNull();
    s.close();
    expect(new Store(dir).loadAll().tables[0].moves).toEqual([{ seat: 1, move: { type: 'b' } }]);
  });
});

describe('store: a failed write loses nothing', () => {
  it('a write that fails half way is cut back to the last whole line, and its lines are written by the next flush, in order', async () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    const id = 'half1234';
    s.saveMeta(meta(id));
    s.appendMove(id, { seat: 0, move: { type: 'a' } });
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    const write = fs.write;
    // The next write puts half its bytes on disk, then the disk fails.
    const spy = vi.spyOn(fs, 'write').mockImplementationOnce(((fd: number, buf: Buffer, off: number, len: number, pos: null, cb: (e: Error | null, n: number) => void) => {
      write(fd, buf, off, Math.floor(len / 2), pos, () => cb(Object.assign(new Error('ENOSPC: no space left on device (injected)'), { code: 'ENOSPC' }), 0));
    }) as unknown as typeof fs.write);
    s.appendMove(id, { seat: 1, move: { type: 'b' } });
    s.appendMove(id, { seat: 0, move: { type: 'c' } });
    const failed = await new Promise((resolve) => s.sync(id, resolve));
    spy.mockRestore();
    expect(String(failed)).toMatch(/ENOSPC/);
    const file = path.join(dir, 'tables', id, 'moves-1.jsonl');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"seat":0,"move":{"type":"a"}}\n');
    // The disk has room again: the next move's flush writes the lines that failed first.
    s.appendMove(id, { seat: 1, move: { type: 'd' } });
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    s.close();
    const t = new Store(dir).loadAll().tables[0];
    expect(t.problems).toEqual([]);
    expect(t.moves.map((m) => m.move.type)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('store: moves never block the event loop', () => {
  it('appends and syncs the moves of many tables with no synchronous file system call, in one tick', async () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    const ids = ['tick0001', 'tick0002', 'tick0003'];
    for (const id of ids) s.saveMeta(meta(id));
    const syncNames = Object.keys(fs).filter((k) => k.endsWith('Sync') && typeof (fs as unknown as Record<string, unknown>)[k] === 'function');
    const spies = syncNames.map((k) => vi.spyOn(fs as unknown as Record<string, () => unknown>, k));
    const datasyncs = vi.spyOn(fs, 'fdatasync');
    const writes = vi.spyOn(fs, 'write');
    try {
      for (let round = 0; round < 3; round++) {
        const done = ids.map((id, i) => {
          s.appendMove(id, { seat: i, move: { type: 'a', round } });
          s.appendMove(id, { seat: i, move: { type: 'b', round } });
          return new Promise<Error | null>((resolve) => s.sync(id, resolve));
        });
        expect(await Promise.all(done)).toEqual([null, null, null]);
      }
      const called = spies.filter((sp) => sp.mock.calls.length > 0).map((sp) => sp.getMockName());
      expect(called).toEqual([]);
      // One write (O_DSYNC) or one write and one fdatasync per table per round: the two moves of a table share it.
      expect(writes.mock.calls.length).toBe(9);
      expect([0, 9]).toContain(datasyncs.mock.calls.length);
    } finally {
      vi.restoreAllMocks();
    }
    s.close();
    const tables = new Store(dir).loadAll().tables;
    for (const t of tables) expect(t.moves.map((m) => `${m.move.type}${(m.move as { round?: number }).round}`)).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
  });

  it('tells a waiter only once every move appended before it hears is on disk (moves that came during the flush too)', async () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    s.saveMeta(meta('late1234'));
    s.appendMove('late1234', { seat: 0, move: { type: 'first' } });
    const heard = new Promise<string>((resolve) => s.sync('late1234', () => resolve(fs.readFileSync(path.join(dir, 'tables', 'late1234', 'moves-1.jsonl'), 'utf8'))));
    // The flush has started (it was scheduled first); a move accepted meanwhile is broadcast with the state the waiter sends.
    setImmediate(() => s.appendMove('late1234', { seat: 1, move: { type: 'late' } }));
    const onDisk = await heard;
    expect(onDisk.trim().split('\n').map((l) => (JSON.parse(l) as { move: { type: string } }).move.type)).toEqual(['first', 'late']);
    s.close();
  });
});

/** A store whose table has played a move (on disk) and then its last one, with the game's end, in its journal. */
async function gameEnded(id: string): Promise<{ dir: string; s: Store; id: string }> {
  const dir = tempDir('mt-store-');
  const s = new Store(dir);
  s.saveMeta(meta(id));
  s.appendMove(id, { seat: 0, move: { type: 'a' } });
  expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
  s.appendMove(id, { seat: 1, move: { type: 'last' } });
  s.saveRecord(id, 1, { game: 'megagem', options: {}, seed: 'abc', seats: [], moves: [] });
  s.saveMeta({ ...meta(id), status: 'finished' });
  s.endOfGame(id);
  return { dir, s, id };
}

describe('store: a game\'s files at its end and the next deal', () => {
  it('writes every file side by side; at a deal the record is in place before table.json, the moves go to the new game\'s own file, and the old one goes last', async () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    const id = 'deal1234';
    s.saveMeta(meta(id));
    s.appendMove(id, { seat: 0, move: { type: 'last' } });
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    const tableDir = path.join(dir, 'tables', id);
    expect(fs.readdirSync(tableDir).filter((f) => f.startsWith('moves'))).toEqual(['moves-1.jsonl']);
    // The game ends and the next one is dealt before the table's next flush: one flush holds both files.
    s.saveRecord(id, 1, { game: 'megagem', options: {}, seed: 'abc', seats: [], moves: [{ seat: 0, move: { type: 'last' } }] });
    s.resetMoves(id, 2);
    s.saveMeta({ ...meta(id), seed: 'def', gameNo: 2 });
    s.appendMove(id, { seat: 1, move: { type: 'first' } });
    const order: string[] = [];
    const staged: number[] = [];
    const rename = fs.promises.rename;
    const spy = vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      // At each rename, how many of the two contents are already written beside their targets.
      const temps = (d: string) => (fs.existsSync(d) ? fs.readdirSync(d).filter((f) => f.endsWith('.tmp')).length : 0);
      staged.push(temps(tableDir) + temps(path.join(tableDir, 'records')));
      order.push(path.relative(tableDir, String(to)));
      return rename(from, to);
    });
    try {
      expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    } finally {
      spy.mockRestore();
    }
    // No move file is renamed: the new game's is a new name.
    expect(order).toEqual([path.join('records', '1.json'), 'table.json']);
    expect(staged).toEqual([2, 1]);
    expect(fs.readdirSync(tableDir).filter((f) => f.startsWith('moves'))).toEqual(['moves-2.jsonl']);
    s.close();
    const t = new Store(dir).loadAll().tables[0];
    expect(t.meta.gameNo).toBe(2);
    expect(t.moves).toEqual([{ seat: 1, move: { type: 'first' } }]);
    expect(JSON.parse(fs.readFileSync(path.join(tableDir, 'records', '1.json'), 'utf8')).moves).toHaveLength(1);
  });

  it('a game\'s end is told once its last move is on disk; its record and table.json, which a restart makes again from the moves, follow', async () => {
    const { dir, s, id } = await gameEnded('end12345');
    const tableDir = path.join(dir, 'tables', id);
    const recordFile = path.join(tableDir, 'records', '1.json');
    // The files are held at their rename until `open` is called.
    let open!: () => void;
    const held = new Promise<void>((resolve) => { open = resolve; });
    const rename = fs.promises.rename;
    const spy = vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => { await held; return rename(from, to); });
    try {
      let settled = false, plain = false;
      const lates: Error[] = [];
      // One waiter that may hear early (the table's broadcast), one that may not (a table being removed).
      const early = new Promise((resolve) => s.sync(id, resolve, (e) => lates.push(e)));
      s.sync(id, () => { plain = true; });
      expect(await early).toBeNull();
      // Told: the files of that end are what `settled` waits for (history lists records once it resolves).
      void s.settled().then(() => { settled = true; });
      await new Promise((r) => setTimeout(r, 20));
      expect(fs.readFileSync(path.join(tableDir, 'moves-1.jsonl'), 'utf8')).toMatch(/"last"/);
      expect(fs.existsSync(recordFile)).toBe(false);
      expect([plain, settled]).toEqual([false, false]);
      open();
      await s.settled();
      expect(fs.existsSync(recordFile)).toBe(true);
      expect(JSON.parse(fs.readFileSync(path.join(tableDir, 'table.json'), 'utf8'))).toMatchObject({ status: 'finished' });
      await new Promise((r) => setTimeout(r, 20));
      expect(plain).toBe(true);
      expect(lates).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    s.close();
  });

  it('a game\'s end with another change of table.json (an extension\'s data) is told only once every file is on disk', async () => {
    const { dir, s, id } = await gameEnded('ext12345');
    s.saveMeta({ ...meta(id), status: 'finished', ext: { awaiting: 1 } });
    let told = false;
    let open!: () => void;
    const held = new Promise<void>((resolve) => { open = resolve; });
    const rename = fs.promises.rename;
    const spy = vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => { await held; return rename(from, to); });
    try {
      const waiter = new Promise((resolve) => s.sync(id, (e) => { told = true; resolve(e); }, () => {}));
      await new Promise((r) => setTimeout(r, 50));
      expect(told).toBe(false);
      open();
      expect(await waiter).toBeNull();
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'tables', id, 'table.json'), 'utf8'))).toMatchObject({ ext: { awaiting: 1 } });
    } finally {
      spy.mockRestore();
    }
    s.close();
  });

  it('a game\'s end told early whose record then fails: the failure is told late, and the table\'s next flush writes the record', async () => {
    const { dir, s, id } = await gameEnded('late1234');
    const rename = fs.promises.rename;
    const spy = vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      if (String(to).endsWith('1.json')) throw new Error('EIO: i/o error (injected)');
      return rename(from, to);
    });
    let late!: (e: Error) => void;
    const failed = new Promise<Error>((resolve) => { late = resolve; });
    try {
      expect(await new Promise((resolve) => s.sync(id, resolve, late))).toBeNull();
      expect(String(await failed)).toMatch(/EIO/);
    } finally {
      spy.mockRestore();
    }
    const recordFile = path.join(dir, 'tables', id, 'records', '1.json');
    expect(fs.existsSync(recordFile)).toBe(false);
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    expect(fs.existsSync(recordFile)).toBe(true);
    s.close();
  });

  it('a deal whose table.json cannot be put in place keeps the previous game\'s file until a later flush puts it there', async () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    const id = 'fail1234';
    s.saveMeta({ ...meta(id), status: 'finished' });
    s.appendMove(id, { seat: 0, move: { type: 'last' } });
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    const tableDir = path.join(dir, 'tables', id);
    s.resetMoves(id, 2);
    s.saveMeta({ ...meta(id), gameNo: 2 });
    s.appendMove(id, { seat: 1, move: { type: 'first' } });
    const rename = fs.promises.rename;
    const spy = vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      if (String(to).endsWith('table.json')) throw new Error('EIO: i/o error (injected)');
      return rename(from, to);
    });
    try {
      expect(String(await new Promise((resolve) => s.sync(id, resolve)))).toMatch(/EIO/);
    } finally {
      spy.mockRestore();
    }
    // On disk the table is still at game 1, whose moves are all there: a crash now loses nothing anyone was told.
    expect(new Store(dir).loadAll().tables[0]).toMatchObject({ meta: { gameNo: 1 }, moves: [{ seat: 0, move: { type: 'last' } }] });
    // The next flush writes table.json again, and only then does game 1's file go.
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    expect(fs.readdirSync(tableDir).filter((f) => f.startsWith('moves'))).toEqual(['moves-2.jsonl']);
    s.close();
    expect(new Store(dir).loadAll().tables[0]).toMatchObject({ meta: { gameNo: 2 }, moves: [{ seat: 1, move: { type: 'first' } }] });
  });

  it('a deal cut short by a crash: the new game\'s file left without its table.json is not read, and the next deal empties it', async () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    const id = 'cut12345';
    s.saveMeta({ ...meta(id), status: 'finished' });
    s.appendMove(id, { seat: 0, move: { type: 'last' } });
    s.close();
    const tableDir = path.join(dir, 'tables', id);
    // The crash: game 2's file and a line in it are on disk, its table.json is not (so nobody was told of it).
    fs.writeFileSync(path.join(tableDir, 'moves-2.jsonl'), '{"seat":1,"move":{"type":"untold"}}\n');
    const again = new Store(dir);
    const t = again.loadAll().tables[0];
    expect(t.meta.gameNo).toBe(1);
    expect(t.moves).toEqual([{ seat: 0, move: { type: 'last' } }]);
    again.resetMoves(id, 2);
    again.saveMeta({ ...meta(id), gameNo: 2 });
    again.appendMove(id, { seat: 1, move: { type: 'told' } });
    expect(await new Promise((resolve) => again.sync(id, resolve))).toBeNull();
    again.close();
    expect(new Store(dir).loadAll().tables[0].moves).toEqual([{ seat: 1, move: { type: 'told' } }]);
    expect(fs.readdirSync(tableDir).filter((f) => f.startsWith('moves'))).toEqual(['moves-2.jsonl']);
  });

  it('reads a data folder from before games had their own move file (moves.jsonl), appends to it, and leaves it at the next deal', async () => {
    const dir = tempDir('mt-store-');
    const id = 'old12345';
    const tableDir = path.join(dir, 'tables', id);
    fs.mkdirSync(tableDir, { recursive: true });
    fs.writeFileSync(path.join(tableDir, 'table.json'), JSON.stringify(meta(id)));
    fs.writeFileSync(path.join(tableDir, 'moves.jsonl'), '{"seat":0,"move":{"type":"a"}}\n');
    const s = new Store(dir);
    expect(s.loadAll().tables[0].moves).toEqual([{ seat: 0, move: { type: 'a' } }]);
    s.appendMove(id, { seat: 1, move: { type: 'b' } });
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    expect(fs.readFileSync(path.join(tableDir, 'moves.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
    s.resetMoves(id, 2);
    s.saveMeta({ ...meta(id), gameNo: 2 });
    s.appendMove(id, { seat: 0, move: { type: 'c' } });
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    expect(fs.readdirSync(tableDir).filter((f) => f.startsWith('moves'))).toEqual(['moves-2.jsonl']);
    s.close();
    expect(new Store(dir).loadAll().tables[0].moves).toEqual([{ seat: 0, move: { type: 'c' } }]);
  });
});
