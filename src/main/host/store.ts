/**
 * The data folder (layout: data-folder.ts): nothing accepted is lost. The one door the host writes and reads its
 * tables through; each job is its own file:
 *   journal.ts         what each table has to write at its next flush, and the flush (group commit)
 *   move-files.ts      the open move files, and a flush's durable append
 *   recovery.ts        reading the tables back at the start, and setting damaged files aside
 *   host-id.ts         the host's stable id (host.json)
 *   old-moves-file.ts  the one move file of older data folders
 *
 * While the host plays, every write is asynchronous and goes through the table's journal: records, the latest
 * table.json, a new game's move file and the moves are written by one flush (`sync`), and whoever waits for it hears
 * only once all of it is durable (at a game's end, once its last move is: the record and table.json that a restart
 * makes again from the moves follow, `endOfGame`). Only the start (`hostId`, `loadAll`, `finishedRecord`) and the
 * very end (`close`) use synchronous calls. Every file read back is checked against its schema (file-schemas.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BotLevel, GameRecord, OptionValues, Seat } from '../../shared/engine/types.js';
import type { BotThinking, TableNote, TablePace, TurnTimer } from '../../shared/protocol.js';
import { fsyncDirAsync } from '../fs/atomic-file.js';
import { archiveDirOf, movesFileOf, recordFileOf, recordsDirOf, removedRecordsDirOf, tableDirOf, tablesDirOf } from './data-folder.js';
import { readHostId } from './host-id.js';
import { Journals } from './journal.js';
import { MoveFiles } from './move-files.js';
import { loadTables, readFinishedRecord, setAside, type LoadedTable } from './recovery.js';

export { movesFileOf } from './data-folder.js';
export { parseMoves } from './recovery.js';

export type SeatMeta =
  | { kind: 'open' }
  | {
    kind: 'human'; name: string; colour: string; token: string; ready: boolean; standIn?: boolean;
    /**
     * Held by the same person since the game was dealt (kept by a hand-off with the owner's code; never on a
     * seat taken over from a bot mid-game or moved by an approved claim; cleared at "Play again"): only such
     * seats, when connected, decide about seats while the creator is away.
     */
    sinceDeal?: true;
    /** The address this seat was last played from: a kick remembers it as the person's device, across restarts. */
    from?: string;
  }
  | { kind: 'bot'; name: string; colour: string; level: BotLevel };

export interface TableMeta {
  id: string;
  game: string;
  options: OptionValues;
  seats: SeatMeta[];
  /** Token of the person who may change the table. */
  creatorToken: string;
  status: 'lobby' | 'playing' | 'finished';
  /** Seed of the game in play (or the last one). */
  seed: string | null;
  /** Games started at this table so far. */
  gameNo: number;
  createdAt: number;
  /** Tokens the creator removed: they may watch but not sit. */
  kicked: string[];
  /**
   * The devices (remote addresses) of the people kicked during this game (and before it, in the room): no token
   * that holds no seat here gains one from them until the game ends (cleared at "Play again").
   */
  kickedDevices?: string[];
  /** The turn timer the creator chose (absent: off). */
  turnTimer?: TurnTimer;
  /** "First game: show hints" (absent: off). */
  hints?: boolean;
  /** "Make forced choices for me" (absent: on). */
  forcedChoices?: boolean;
  /** How the table's strong bots play (absent: normal thinking, human memory). */
  bots?: { thinking: BotThinking; memory: 'human' | 'perfect' };
  /** The table's pace (absent: steady). */
  pace?: TablePace;
  /** Turn timers running when last saved: each waited-for seat's time left. */
  clocks?: { seat: Seat; msLeft: number }[];
  /** What happened to the seats (stand-ins, returns, timers…), newest last, at most 30. */
  notes?: TableNote[];
  /** The game extension's own data for this table (opaque to the host; see extension.ts). */
  ext?: unknown;
}

export interface MoveLine {
  seat: Seat;
  move: { type: string } & Record<string, unknown>;
  /**
   * The host played this person's only legal move for them ("Make forced choices for me"). The table's note of it
   * is kept by this line, not by a table.json written for it: a restart makes the note again from the line.
   */
  forced?: true;
  /**
   * The host made this move for the person ("While you were away"): `timeout` when their turn timer ran out (a
   * cautious move, GameDefinition.cautiousMove), `standIn` when a stand-in bot played their seat while they were away.
   */
  madeFor?: MadeFor;
}

/** Why the host made a move for a person's seat (MoveLine.madeFor). */
export type MadeFor = 'timeout' | 'standIn';

/** A note for the host's log about the data folder (the host logs them when it restores its tables). */
export interface StoreNote {
  level: 'warn' | 'error';
  message: string;
}

export class Store {
  readonly tablesDir: string;
  private readonly files: MoveFiles;
  private readonly journals: Journals;
  /** What the host should log about the data folder (a damaged host.json, a record left out); taken by `takeNotes`. */
  private notes: StoreNote[] = [];

  constructor(readonly dataDir: string) {
    this.tablesDir = tablesDirOf(dataDir);
    fs.mkdirSync(this.tablesDir, { recursive: true, mode: 0o700 });
    this.files = new MoveFiles((id) => this.dir(id));
    this.journals = new Journals(this.tablesDir, (id) => this.dir(id), this.files);
  }

  /** The host's stable id (created once). */
  hostId(): string {
    return readHostId(this.dataDir, this.notes);
  }

  /** The notes gathered so far (each is given once). */
  takeNotes(): StoreNote[] {
    return this.notes.splice(0);
  }

  private dir(id: string): string {
    return tableDirOf(this.tablesDir, id);
  }

  /**
   * Keeps the table's meta as it is now for the table's next flush (`sync`), which writes it
   * (temp file, fsync, rename, folder fsync; its folder made first) with asynchronous I/O. Nothing
   * is on disk before that flush is done: the table tells no one before it is.
   */
  saveMeta(meta: TableMeta): void {
    this.dir(meta.id);
    if (!this.files.names.has(meta.id)) this.files.names.set(meta.id, movesFileOf(meta.gameNo));
    const j = this.journals.of(meta.id);
    j.meta = JSON.stringify(meta, null, 1) + '\n';
    j.remade = false;
  }

  /** Whether a table.json of the table waits in its journal, not yet written (its next flush writes it). */
  metaWaiting(id: string): boolean {
    return (this.journals.peek(id)?.meta ?? null) !== null;
  }

  /**
   * What the table's journal holds besides its moves (the game's record and the table.json that says `finished`,
   * put there just now) is a game's end that a restart makes again from the moves: GameRunner.restore finishes a
   * game its moves show over. So the flush may tell its waiters that take a `late` callback once the moves are on
   * disk, and write those files meanwhile. The caller has checked that no other table.json change waited (`metaWaiting`); anything put
   * in the journal after this (another table.json, a record, a deal) cancels it.
   */
  endOfGame(id: string): void {
    this.journals.of(id).remade = true;
  }

  /**
   * A new table whose first save failed: nothing of it is kept, in the journal or on disk (its
   * folder goes, so a later start does not report it).
   */
  async discard(id: string): Promise<void> {
    this.journals.forget(id);
    this.files.close(id);
    this.files.names.delete(id);
    this.journals.unmade(id);
    await fs.promises.rm(this.dir(id), { recursive: true, force: true });
  }

  /**
   * Appends one accepted move: kept in memory until the next `sync` of its
   * table writes it (asynchronously) and fdatasyncs the file. The table calls
   * `sync` before anyone hears of the move (group commit).
   */
  appendMove(id: string, line: MoveLine): void {
    this.journals.of(id).lines.push(JSON.stringify(line) + '\n');
  }

  /**
   * Writes and syncs everything appended to the table so far (Journals.sync); `done` runs once it is on disk. With
   * `late`, `done` may run once the moves are on disk while a game's end's files are still written (`endOfGame`).
   */
  sync(id: string, done: (err: Error | null) => void, late?: (err: Error) => void): void {
    this.journals.sync(id, done, late);
  }

  /**
   * A write the host makes outside the tables (a game extension's file, asynchronously): every flush
   * that starts from now on, and `whenWritten`, wait until it is done (failed or not).
   */
  track(write: Promise<void>): void {
    this.journals.track(write);
  }

  /** Runs `fn` once every write `track`ed so far is done (at once when none is running). */
  whenWritten(fn: () => void): void {
    this.journals.whenWritten(fn);
  }

  /**
   * Resolves once the files of every game's end already told (`endOfGame`) are written: the records `history`
   * lists, and what the host's close waits for.
   */
  settled(): Promise<void> {
    return this.journals.settled();
  }

  /**
   * Starts game `gameNo`'s move file at the table's next flush, for every line appended from now on; the
   * previous game's file (the game was kept as its record) goes once the new one is in place.
   */
  resetMoves(id: string, gameNo: number): void {
    // Lines not yet written belong to the finished game, which is kept as its record.
    const j = this.journals.of(id);
    j.lines = [];
    const file = movesFileOf(gameNo);
    const old = this.files.names.get(id);
    if (old !== undefined && old !== file && !j.stale.includes(old)) j.stale.push(old);
    j.newFile = file;
    j.remade = false;
    this.files.names.set(id, file);
    this.files.close(id);
  }

  /** Keeps a finished game as a replayable record, written at the table's next flush; returns its file. */
  saveRecord(id: string, gameNo: number, record: GameRecord): string {
    const file = recordFileOf(this.dir(id), gameNo);
    const j = this.journals.of(id);
    j.records.push({ file, text: JSON.stringify(record) + '\n' });
    j.remade = false;
    return file;
  }

  /** Waits until nothing of the table is left to write (its journal flushed, no flush running). */
  private drained(id: string): Promise<void> {
    return new Promise((resolve) => this.sync(id, () => resolve()));
  }

  /** Game `gameNo`'s record at the table (only at the start), or null (recovery.ts, `readFinishedRecord`). */
  finishedRecord(id: string, gameNo: number): GameRecord | null {
    return readFinishedRecord(this.dir(id), id, gameNo, this.notes);
  }

  /**
   * Removes a closed table (once what it still had to write is written); its finished games are
   * kept as <dataDir>/records/<table>-<n>.json. Asynchronous I/O only.
   */
  async removeTable(id: string): Promise<void> {
    await this.drained(id);
    this.files.close(id);
    this.files.names.delete(id);
    const records = recordsDirOf(this.dir(id));
    const names = await fs.promises.readdir(records).catch(() => [] as string[]);
    if (names.length) {
      const archive = removedRecordsDirOf(this.dataDir);
      await fs.promises.mkdir(archive, { recursive: true, mode: 0o700 });
      for (const f of names) await fs.promises.copyFile(path.join(records, f), path.join(archive, `${id}-${f}`));
      await fsyncDirAsync(archive);
    }
    this.journals.unmade(id);
    await fs.promises.rm(this.dir(id), { recursive: true, force: true });
    await fsyncDirAsync(this.tablesDir);
  }

  /**
   * Moves a closed table's folder (settings, moves, records), once what it still had to write is
   * written, to <dataDir>/archive/<table>-<time>; the host no longer loads it. Asynchronous I/O only.
   */
  async archiveTable(id: string, now = Date.now()): Promise<string> {
    await this.drained(id);
    this.files.close(id);
    this.files.names.delete(id);
    const archive = archiveDirOf(this.dataDir);
    await fs.promises.mkdir(archive, { recursive: true, mode: 0o700 });
    const to = path.join(archive, `${id}-${now}`);
    this.journals.unmade(id);
    await fs.promises.rename(this.dir(id), to);
    await fsyncDirAsync(archive);
    await fsyncDirAsync(this.tablesDir);
    return to;
  }

  /** Every table in the data folder, each file checked (recovery.ts). */
  loadAll(): { tables: LoadedTable[]; errors: string[] } {
    return loadTables(this.tablesDir, (id, name) => this.files.names.set(id, name));
  }

  /**
   * Sets a table read back with a damaged table.json (`why`) aside, only at the start, before it is opened: its folder
   * becomes tables/<id>.damaged-<time>, as it is. Returns the error that says so, for the host's log.
   */
  setAside(id: string, why: string): string {
    this.files.names.delete(id);
    return setAside(this.tablesDir, id, why);
  }

  /**
   * Closes the move files. Lines not yet flushed (the host closes only once its
   * tables are idle, so normally none) are written and synced first, here at
   * once: nothing else runs any more.
   */
  close(): void {
    this.journals.flushAllNow();
    this.files.closeAll();
  }
}
