/**
 * Finished games put into a data folder before its host starts, where a host keeps the records of
 * tables it no longer has: removed tables' `<dataDir>/records/<table>-<n>.json` and archived
 * tables' `<dataDir>/archive/<table>-<time>/records/<n>.json`. The host lists them in its history.
 */
import fs from 'node:fs';
import path from 'node:path';
import { playBots } from '../../../src/shared/engine/engine.js';
import type { AnyGame, BotLevel, GameRecord } from '../../../src/shared/engine/types.js';

export interface SeededRecord {
  tableId: string;
  gameNo: number;
  record: GameRecord;
  /** `removed` (default) or `archived`. */
  where?: 'removed' | 'archived';
}

const COLOURS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#46f0f0'];

/** A whole game of bots as a record, with names, colours and a finishing time. */
export function botRecord(def: AnyGame, seed: string, players: number, finishedAt: number, levels: BotLevel[] = ['basic']): GameRecord {
  const bots = Array.from({ length: players }, (_, i) => levels[i % levels.length]);
  const { record } = playBots(def, { players, seed, bots });
  return {
    ...record,
    seats: record.seats.map((s, i) => (i === 0 ? { name: 'Ann', colour: COLOURS[0] } : { ...s, colour: COLOURS[i] })),
    finishedAt,
  };
}

export function seedRecords(dataDir: string, records: readonly SeededRecord[]): void {
  for (const r of records) {
    const file = r.where === 'archived'
      ? path.join(dataDir, 'archive', `${r.tableId}-1700000000000`, 'records', `${r.gameNo}.json`)
      : path.join(dataDir, 'records', `${r.tableId}-${r.gameNo}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(r.record) + '\n');
  }
}

/**
 * A finished game's record in a table's folder, once it is there: the game-over frame goes out once the last move
 * is on disk, and the record (which a restart makes again from the moves) follows it (Store.endOfGame).
 */
export async function recordOnDisk(dataDir: string, tableId: string, gameNo = 1, timeoutMs = 10_000): Promise<GameRecord> {
  const file = path.join(dataDir, 'tables', tableId, 'records', `${gameNo}.json`);
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as GameRecord;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || Date.now() > until) throw e;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}
