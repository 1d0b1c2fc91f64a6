/**
 * The data folder's layout: where each file the host keeps lives.
 *
 *   <dataDir>/host.json                       the host's stable id (host-id.ts)
 *   <dataDir>/tables/<id>/table.json          seats, tokens, options, creator (write-then-rename)
 *   <dataDir>/tables/<id>/moves-<n>.jsonl     game n's accepted moves, one per line (async append + fdatasync, BEFORE
 *                                             broadcast); a new game starts a new file, never replaces one
 *                                             (moves.jsonl: the one file of older data folders, old-moves-file.ts)
 *   <dataDir>/tables/<id>/records/<n>.json    finished games (GameRecord: seed + moves), replayable
 *   <dataDir>/tables/<id>.damaged-<time>      a table whose table.json was damaged, set aside (recovery.ts)
 *   <dataDir>/records/<table>-<n>.json        the records of removed tables
 *   <dataDir>/archive/<table>-<time>/         archived tables (closed by their creator, or retired when idle)
 */
import path from 'node:path';

/** A table's id, as its folder is named. */
const TABLE_ID = /^[a-z0-9]{4,16}$/;

/** Is `name` (an entry of tables/) a table's folder? */
export const isTableId = (name: string): boolean => TABLE_ID.test(name);

/** Game n's move file. One per game: a new game's moves never replace a file, so nothing waits to replace one. */
export const movesFileOf = (gameNo: number): string => `moves-${gameNo}.jsonl`;

export const TABLE_FILE = 'table.json';
export const HOST_ID_FILE = 'host.json';

/** Where the tables' folders are. */
export const tablesDirOf = (dataDir: string): string => path.join(dataDir, 'tables');

/** A table's folder (its id checked: nothing outside tables/ is ever named). */
export function tableDirOf(tablesDir: string, id: string): string {
  if (!isTableId(id)) throw new Error(`Bad table id ${id}`);
  return path.join(tablesDir, id);
}

/** Game `gameNo`'s record in a table's folder. */
export const recordFileOf = (tableDir: string, gameNo: number): string => path.join(tableDir, 'records', `${gameNo}.json`);
/** The folder of a table's records. */
export const recordsDirOf = (tableDir: string): string => path.join(tableDir, 'records');
/** Where the records of removed tables are kept. */
export const removedRecordsDirOf = (dataDir: string): string => path.join(dataDir, 'records');
/** Where archived tables' folders go. */
export const archiveDirOf = (dataDir: string): string => path.join(dataDir, 'archive');
