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
    const file = path.join(dir, 'tables', 'torn1234', 'moves.jsonl');
    fs.appendFileSync(file, '{"seat":1,"move":{"type":"bi');
    const loaded = new Store(dir).loadAll().tables[0];
    expect(loaded.moves).toEqual([{ seat: 0, move: { type: 'bid', amount: 1 } }]);
    expect(loaded.problems).toEqual([]);
    const s2 = new Store(dir);
    s2.appendMove('torn1234', { seat: 1, move: { type: 'bid', amount: 2 } });
    s2.close();
    expect(new Store(dir).loadAll().tables[0].moves).toHaveLength(2);
  });

  it('reports a damaged middle line, keeps the moves before it and a copy of the damaged file', () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    s.saveMeta(meta('dmg12345'));
    s.close();
    const file = path.join(dir, 'tables', 'dmg12345', 'moves.jsonl');
    fs.writeFileSync(file, '{"seat":0,"move":{"type":"a"}}\nGARBAGE\n{"seat":1,"move":{"type":"b"}}\n');
    const loaded = new Store(dir).loadAll().tables[0];
    expect(loaded.moves).toEqual([{ seat: 0, move: { type: 'a' } }]);
    expect(loaded.problems).toHaveLength(1);
    expect(fs.readdirSync(path.dirname(file)).some((f) => f.startsWith('moves.jsonl.damaged-'))).toBe(true);
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
    s.resetMoves('sync1234'); // a rematch dealt while the last move's fsync runs
    s.appendMove('sync1234', { seat: 1, move: { type: 'b' } });
    expect(await synced).toBeNull();
    expect(await new Promise((resolve) => s.sync('sync1234', resolve))).toBeNull();
    s.close();
    expect(new Store(dir).loadAll().tables[0].moves).toEqual([{ seat: 1, move: { type: 'b' } }]);
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
    const heard = new Promise<string>((resolve) => s.sync('late1234', () => resolve(fs.readFileSync(path.join(dir, 'tables', 'late1234', 'moves.jsonl'), 'utf8'))));
    // The flush has started (it was scheduled first); a move accepted meanwhile is broadcast with the state the waiter sends.
    setImmediate(() => s.appendMove('late1234', { seat: 1, move: { type: 'late' } }));
    const onDisk = await heard;
    expect(onDisk.trim().split('\n').map((l) => (JSON.parse(l) as { move: { type: string } }).move.type)).toEqual(['first', 'late']);
    s.close();
  });
});

describe('store: a game\'s files at its end and the next deal', () => {
  it('writes every file side by side, then puts the record, the new move file and table.json in place in that order', async () => {
    const dir = tempDir('mt-store-');
    const s = new Store(dir);
    const id = 'deal1234';
    s.saveMeta(meta(id));
    s.appendMove(id, { seat: 0, move: { type: 'last' } });
    expect(await new Promise((resolve) => s.sync(id, resolve))).toBeNull();
    // The game ends and the next one is dealt before the table's next flush: one flush holds all three files.
    s.saveRecord(id, 1, { game: 'megagem', options: {}, seed: 'abc', seats: [], moves: [{ seat: 0, move: { type: 'last' } }] });
    s.resetMoves(id);
    s.saveMeta({ ...meta(id), seed: 'def', gameNo: 2 });
    s.appendMove(id, { seat: 1, move: { type: 'first' } });
    const tableDir = path.join(dir, 'tables', id);
    const order: string[] = [];
    const staged: number[] = [];
    const rename = fs.promises.rename;
    const spy = vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      // At each rename, how many of the three contents are already written beside their targets.
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
    expect(order).toEqual([path.join('records', '1.json'), 'moves.jsonl', 'table.json']);
    expect(staged).toEqual([3, 2, 1]);
    s.close();
    const t = new Store(dir).loadAll().tables[0];
    expect(t.meta.gameNo).toBe(2);
    expect(t.moves).toEqual([{ seat: 1, move: { type: 'first' } }]);
    expect(JSON.parse(fs.readFileSync(path.join(tableDir, 'records', '1.json'), 'utf8')).moves).toHaveLength(1);
  });
});
