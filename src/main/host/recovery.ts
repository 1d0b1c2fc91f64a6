/**
 * Reading the data folder back at the start, and what is done with damage: nothing is dropped silently. Every file
 * read back is checked against its schema (file-schemas.ts):
 * - a torn last line of a move file (no newline: a crash mid-write, never acknowledged) is cut off and kept in
 *   <file>.torn-<time>, with a warning;
 * - a complete line that does not read or is not a move line (an acknowledged move, damaged) keeps a copy of the
 *   whole file as <file>.damaged-<time>, and the table resumes before it, with an error naming the line (and what
 *   failed in it);
 * - a table.json that is not JSON or not a table sets the table's whole folder aside as tables/<id>.damaged-<time>
 *   (never loaded again; the other tables are), with an error saying what failed where;
 * - a record that is not a record is left out, with an error (the game is read from its moves).
 * (A damaged host.json: host-id.ts.) Synchronous calls: only at the start, before the host listens.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GameRecord } from '../../shared/engine/types.js';
import { writeFileAtomic } from '../fs/atomic-file.js';
import { TABLE_FILE, isTableId, recordFileOf, tableDirOf } from './data-folder.js';
import { checkFile, gameRecordFile, moveLineSchema, tableMetaFile } from './file-schemas.js';
import { moveFileToRead } from './old-moves-file.js';
import type { MoveLine, StoreNote, TableMeta } from './store.js';

/**
 * Parses a moves file. Every line ends in a newline: text after the last
 * newline is a torn write (reported as `tornBytes`, never a move). A complete
 * line that does not parse or is not a move is a problem naming its line; the
 * moves stop before it (replaying past a hole would rebuild another game).
 */
export function parseMoves(text: string, name = 'the move file'): { moves: MoveLine[]; validBytes: number; problems: string[]; tornBytes: number } {
  const moves: MoveLine[] = [];
  const problems: string[] = [];
  let offset = 0;
  let validBytes = 0;
  let lineNo = 0;
  while (offset < text.length) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) break; // torn tail: no newline was written
    const line = text.slice(offset, nl);
    offset = nl + 1;
    lineNo++;
    if (line.trim() !== '') {
      let why: string | null = null;
      try {
        const checked = checkFile<MoveLine>(moveLineSchema, JSON.parse(line));
        if (!checked.ok) why = `not a move line: ${checked.why}`;
        else moves.push(checked.value);
      } catch (e) {
        why = `not JSON: ${(e as Error).message}`;
      }
      if (why) {
        problems.push(`${name} line ${lineNo} is damaged (${why}); moves read before it: ${moves.length}`);
        break;
      }
    }
    validBytes += Buffer.byteLength(line) + 1;
  }
  const tornBytes = problems.length ? 0 : Buffer.byteLength(text) - validBytes;
  return { moves, validBytes, problems, tornBytes };
}

export interface LoadedTable {
  meta: TableMeta;
  moves: MoveLine[];
  /** Complete lines of the move file that could not be read (errors: the table resumes before the first). */
  problems: string[];
  /** A torn last line that was cut off (a warning), when there was one. */
  torn?: string;
}

/**
 * Every table in `tablesDir`, each file checked; unreadable ones are reported and skipped, and a table.json that is
 * not a table sets its table aside (`readMeta`). `moveFile` hears each loaded table's move file.
 */
export function loadTables(tablesDir: string, moveFile: (id: string, name: string) => void): { tables: LoadedTable[]; errors: string[] } {
  const tables: LoadedTable[] = [];
  const errors: string[] = [];
  for (const id of fs.readdirSync(tablesDir).sort()) {
    if (!isTableId(id)) continue;
    const dir = path.join(tablesDir, id);
    try {
      const meta = readMeta(tablesDir, id);
      if (typeof meta === 'string') { errors.push(meta); continue; }
      // The game's own file; a data folder from before games had their own: its one file, until the next deal.
      const name = moveFileToRead(dir, meta.gameNo);
      moveFile(id, name);
      const movesFile = path.join(dir, name);
      let moves: MoveLine[] = [];
      let problems: string[] = [];
      let torn: string | undefined;
      if (fs.existsSync(movesFile)) {
        const raw = fs.readFileSync(movesFile);
        const parsed = parseMoves(raw.toString('utf8'), name);
        moves = parsed.moves;
        if (parsed.problems.length > 0) {
          // An acknowledged move is damaged: keep the whole file, and go on from the readable moves before it.
          const copy = `${movesFile}.damaged-${Date.now()}`;
          fs.copyFileSync(movesFile, copy);
          problems = parsed.problems.map((p) => `${p}; the whole file is kept as ${path.basename(copy)}`);
          writeFileAtomic(movesFile, moves.map((m) => JSON.stringify(m) + '\n').join(''));
        } else if (parsed.tornBytes > 0) {
          // A write cut short (never acknowledged: its fsync never finished): keep the cut bytes, then cut them.
          const copy = `${movesFile}.torn-${Date.now()}`;
          fs.writeFileSync(copy, raw.subarray(parsed.validBytes), { mode: 0o600 });
          fs.truncateSync(movesFile, parsed.validBytes);
          torn = `the last line of ${name} was torn (${parsed.tornBytes} bytes without a newline: a write cut short, never acknowledged); cut off and kept as ${path.basename(copy)}`;
        }
      }
      tables.push({ meta, moves, problems, ...(torn ? { torn } : {}) });
    } catch (e) {
      errors.push(`table ${id}: ${(e as Error).message}`);
    }
  }
  return { tables, errors };
}

/**
 * A table's table.json, checked. Not JSON, not a table (what failed where) or another table's: the table's folder is
 * set aside as tables/<id>.damaged-<time> (nothing in it changed; the host never loads it again), and the error that
 * says so is returned. A file that cannot be read (permissions, I/O) throws: nothing is moved.
 */
function readMeta(tablesDir: string, id: string): TableMeta | string {
  const text = fs.readFileSync(path.join(tablesDir, id, TABLE_FILE), 'utf8');
  let why: string;
  try {
    const checked = checkFile<TableMeta>(tableMetaFile, JSON.parse(text));
    if (checked.ok && checked.value.id === id) return checked.value;
    why = checked.ok ? `it names another table, ${checked.value.id}` : `not a table: ${checked.why}`;
  } catch (e) {
    why = `not JSON: ${(e as Error).message}`;
  }
  return setAside(tablesDir, id, why);
}

/**
 * Sets a table read back with a damaged table.json (`why`) aside, only at the start, before it is opened: its folder
 * becomes tables/<id>.damaged-<time>, as it is. Returns the error that says so, for the host's log.
 */
export function setAside(tablesDir: string, id: string, why: string): string {
  const aside = `${id}.damaged-${Date.now()}`;
  let kept = `the table's folder is set aside as tables/${aside}`;
  try {
    fs.renameSync(tableDirOf(tablesDir, id), path.join(tablesDir, aside));
  } catch (e) {
    kept = `the table's folder could not be set aside (${(e as Error).message})`;
  }
  return `table ${id}: table.json is damaged (${why}); ${kept}, and the table is not opened`;
}

/**
 * Game `gameNo`'s record at the table (only at the start), or null when there is none. One that cannot be read, is
 * not JSON or not a record is null too, with an error in `notes` for the host's log; the file stays where it is
 * (History leaves it out too).
 */
export function readFinishedRecord(tableDir: string, id: string, gameNo: number, notes: StoreNote[]): GameRecord | null {
  const file = recordFileOf(tableDir, gameNo);
  let why: string;
  try {
    const checked = checkFile<GameRecord>(gameRecordFile, JSON.parse(fs.readFileSync(file, 'utf8')));
    if (checked.ok) return checked.value;
    why = `not a game record: ${checked.why}`;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    why = (e as Error).message;
  }
  notes.push({ level: 'error', message: `table ${id}: the record records/${gameNo}.json is left out (${why}); the game is read from its moves` });
  return null;
}
