/**
 * The old file format: data folders written before each game had its own move file kept every game's moves in
 * one `moves.jsonl`. It is read, and appended to, until the table's next deal starts `moves-<n>.jsonl` (the old
 * file then goes, once the new one is in place: journal.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { movesFileOf } from './data-folder.js';

const OLD_MOVES_FILE = 'moves.jsonl';

/** The move file of game `gameNo` in `tableDir`: its own, else the old one file when only that is there. */
export function moveFileToRead(tableDir: string, gameNo: number): string {
  return [movesFileOf(gameNo), OLD_MOVES_FILE].find((f) => fs.existsSync(path.join(tableDir, f))) ?? movesFileOf(gameNo);
}
