/**
 * Damaged files are never dropped or replaced silently: a torn last line of
 * move file (no newline) is cut and kept, with a warning; a complete line
 * that does not read (an acknowledged move) keeps a copy of the file and an
 * error naming the line; a damaged host.json is kept before a new id is made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Store, type TableMeta } from '../../src/main/host/store.js';
import { tempDir, testHost, type TestHost } from './support/host.js';

const hosts: TestHost[] = [];
afterEach(async () => {
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
