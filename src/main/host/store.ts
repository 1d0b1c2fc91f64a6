/**
 * The data folder: nothing accepted is lost.
 *
 *   <dataDir>/host.json                       the host's stable id
 *   <dataDir>/tables/<id>/table.json          seats, tokens, options, creator (write-then-rename)
 *   <dataDir>/tables/<id>/moves-<n>.jsonl     game n's accepted moves, one per line (async append + fdatasync, BEFORE
 *                                             broadcast); a new game starts a new file, never replaces one
 *   <dataDir>/tables/<id>/records/<n>.json    finished games (GameRecord: seed + moves), replayable
 *
 * While the host plays, every write is asynchronous and goes through the table's journal: records,
 * the latest table.json, a new game's move file and the moves are written by one flush (`sync`;
 * what waits for what: docs/protocol.md, persistence), and whoever waits for it hears only once
 * all of it is durable (at a game's end, once its last move is: the record and table.json that a
 * restart makes again from the moves follow, `endOfGame`). Only the start (`hostId`, `loadAll`, `finishedRecord`) and the very end
 * (`close`) use synchronous calls.
 *
 * Every file read back is checked against its schema (file-schemas.ts), and damage is never dropped silently
 * (see `loadAll`): a torn last line of a move file (no newline: a crash mid-write, never acknowledged) is cut off
 * and kept in <file>.torn-<time>, with a warning; a complete line that does not read or is not a move line
 * (an acknowledged move, damaged) keeps a copy of the whole file as <file>.damaged-<time>, and the table resumes
 * before it, with an error naming the line (and what failed in it). A table.json that is not JSON or not a table
 * sets the table's whole folder aside as tables/<id>.damaged-<time> (never loaded again; the other tables are), with
 * an error saying what failed where. A record that is not a record is skipped, with an error. A damaged host.json is
 * kept as host.json.damaged-<time> before a new host id is made.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BotLevel, GameRecord, OptionValues, Seat } from '../../shared/engine/types.js';
import type { BotThinking, TableNote, TurnTimer } from '../../shared/protocol.js';
import { fsyncDirAsync, stageFileAsync, writeFileAtomic, type StagedFile } from '../fs/atomic-file.js';
import { checkFile, gameRecordFile, hostIdFile, moveLineSchema, tableMetaFile } from './file-schemas.js';

/** Game n's move file. One per game: a new game's moves never replace a file, so nothing waits to replace one. */
export const movesFileOf = (gameNo: number): string => `moves-${gameNo}.jsonl`;
/** The one move file of data folders written before each game had its own: read, and appended to until the next deal. */
const OLD_MOVES_FILE = 'moves.jsonl';

/** A staged file already committed (nothing left to discard). */
const NOT_STAGED: StagedFile = { commit: async () => {}, discard: async () => {} };

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

interface LoadedTable {
  meta: TableMeta;
  moves: MoveLine[];
  /** Complete lines of the move file that could not be read (errors: the table resumes before the first). */
  problems: string[];
  /** A torn last line that was cut off (a warning), when there was one. */
  torn?: string;
}

/** A note for the host's log about the data folder (the host logs them when it restores its tables). */
export interface StoreNote {
  level: 'warn' | 'error';
  message: string;
}

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

/** Appending, and where the platform has it O_DSYNC: each write is durable (as after fdatasync) when it returns. */
const DSYNC = process.platform !== 'win32' && typeof fs.constants.O_DSYNC === 'number' ? fs.constants.O_DSYNC : 0;
const APPEND_FLAGS = DSYNC ? fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT | DSYNC : 'a';

/** What a table has to write at its next flush (records, table.json, a new game's move file, moves). */
interface Journal {
  /** A new game's move file (its name), made empty and durable before any line below is written into it. */
  newFile: string | null;
  /** Move files of games before it, removed once the new game's file is in place. */
  stale: string[];
  records: { file: string; text: string }[];
  /** The newest table.json text (an older one not yet written is superseded). */
  meta: string | null;
  lines: string[];
  waiters: Waiter[];
  /**
   * The records and table.json above are only a game's end, which a restart makes again from the moves
   * (`endOfGame`): those who may hear early are told once the moves are on disk, while the files are still written.
   */
  remade: boolean;
}

interface Waiter {
  done: (err: Error | null) => void;
  /**
   * Given: the waiter may be told once the moves are on disk, before a game's end's files are (`endOfGame`), and
   * hears here if those files then fail (they stay in the journal for the table's next flush).
   */
  late?: (err: Error) => void;
}

/** Whether a journal holds something to write (a waiter alone is nothing to write). */
const holdsWrites = (j: Journal | undefined): boolean =>
  !!j && (j.lines.length > 0 || j.newFile !== null || j.records.length > 0 || j.meta !== null);

/** A table's open move file. */
interface MoveFd {
  file: string;
  fd: number;
  /** Its length up to the end of the last line written whole: a failed write is cut back to it. */
  size: number;
}

export class Store {
  readonly tablesDir: string;
  /** Each table's open move file: its name, descriptor, and length once every line written to it is whole. */
  private readonly fds = new Map<string, MoveFd>();
  /** fsyncs running per descriptor, and descriptors to close once theirs are done. */
  private readonly inflight = new Map<number, number>();
  private readonly retired = new Set<number>();
  /** Moves appended and not yet flushed, and who waits for their sync, per table. */
  private readonly journals = new Map<string, Journal>();
  /** Tables whose flush (write + fdatasync) is running. */
  private readonly flushing = new Set<string>();
  private flushScheduled = false;
  /** Each table's move file (the name in its folder): its game's, set by `loadAll`, `saveMeta` and `resetMoves`. */
  private readonly moveFile = new Map<string, string>();
  /** Folders this store has made or found (a table's, its records'): not made again at each flush. */
  private readonly made = new Set<string>();
  /** Game ends whose waiters were told once their moves were on disk, while their files are still written. */
  private readonly remaking = new Set<Promise<void>>();
  /** Writes outside the tables still running (a campaign file), as one promise; null when none. */
  private external: Promise<void> | null = null;
  /** What the host should log about the data folder (a damaged host.json, a record left out); taken by `takeNotes`. */
  private notes: StoreNote[] = [];

  constructor(readonly dataDir: string) {
    this.tablesDir = path.join(dataDir, 'tables');
    fs.mkdirSync(this.tablesDir, { recursive: true, mode: 0o700 });
  }

  /** The host's stable id (created once). */
  hostId(): string {
    const file = path.join(this.dataDir, 'host.json');
    let raw: Buffer | null = null;
    try {
      raw = fs.readFileSync(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') this.notes.push({ level: 'error', message: `host.json could not be read (${(e as Error).message}); a new host id is made` });
    }
    if (raw !== null) {
      let why: string;
      try {
        const checked = checkFile<{ id: string }>(hostIdFile, JSON.parse(raw.toString('utf8')));
        if (checked.ok) return checked.value.id;
        why = `not a host id file: ${checked.why}`;
      } catch (e) {
        why = `not JSON: ${(e as Error).message}`;
      }
      // Damaged: keep it (the old id may be read from it by hand) before a new id replaces it.
      const copy = `${file}.damaged-${Date.now()}`;
      let kept = `kept as ${path.basename(copy)}`;
      try { fs.writeFileSync(copy, raw, { mode: 0o600 }); } catch (e) { kept = `could not be kept (${(e as Error).message})`; }
      this.notes.push({ level: 'error', message: `host.json is damaged (${why}): ${kept}; a new host id is made, so clients that knew this host will see a new one` });
    }
    const id = crypto.randomBytes(8).toString('hex');
    writeFileAtomic(file, JSON.stringify({ id }, null, 2) + '\n');
    return id;
  }

  /** The notes gathered so far (each is given once). */
  takeNotes(): StoreNote[] {
    return this.notes.splice(0);
  }

  private dir(id: string): string {
    if (!/^[a-z0-9]{4,16}$/.test(id)) throw new Error(`Bad table id ${id}`);
    return path.join(this.tablesDir, id);
  }

  /**
   * Keeps the table's meta as it is now for the table's next flush (`sync`), which writes it
   * (temp file, fsync, rename, folder fsync; its folder made first) with asynchronous I/O. Nothing
   * is on disk before that flush is done: the table tells no one before it is.
   */
  saveMeta(meta: TableMeta): void {
    this.dir(meta.id);
    if (!this.moveFile.has(meta.id)) this.moveFile.set(meta.id, movesFileOf(meta.gameNo));
    const j = this.journal(meta.id);
    j.meta = JSON.stringify(meta, null, 1) + '\n';
    j.remade = false;
  }

  /** Whether a table.json of the table waits in its journal, not yet written (its next flush writes it). */
  metaWaiting(id: string): boolean {
    return (this.journals.get(id)?.meta ?? null) !== null;
  }

  /**
   * What the table's journal holds besides its moves (the game's record and the table.json that says `finished`,
   * put there just now) is a game's end that a restart makes again from the moves: GameRunner.restore finishes a
   * game its moves show over. So the flush may tell its waiters that take a `late` callback once the moves are on
   * disk, and write those files meanwhile. The caller has checked that no other table.json change waited (`metaWaiting`); anything put
   * in the journal after this (another table.json, a record, a deal) cancels it.
   */
  endOfGame(id: string): void {
    this.journal(id).remade = true;
  }

  /**
   * A new table whose first save failed: nothing of it is kept, in the journal or on disk (its
   * folder goes, so a later start does not report it).
   */
  async discard(id: string): Promise<void> {
    this.journals.delete(id);
    this.closeFd(id);
    this.moveFile.delete(id);
    this.unmade(id);
    await fs.promises.rm(this.dir(id), { recursive: true, force: true });
  }

  /**
   * Appends one accepted move: kept in memory until the next `sync` of its
   * table writes it (asynchronously) and fdatasyncs the file. The table calls
   * `sync` before anyone hears of the move (group commit).
   */
  appendMove(id: string, line: MoveLine): void {
    this.journal(id).lines.push(JSON.stringify(line) + '\n');
  }

  /**
   * Writes and syncs (O_DSYNC, else fdatasync) everything appended to the table so far, with
   * asynchronous I/O only; `done` runs once it is on disk, and with it every line
   * appended before `done` runs (lines appended during a flush join the next one
   * before anyone is told). Every table that asks
   * in the same turn of the event loop is flushed in one tick (its writes and
   * syncs run side by side on libuv's pool); a table's flushes never overlap.
   * With `late`, `done` may run once the moves are on disk while a game's end's files are still written
   * (`endOfGame`); a failure of those files is then told to `late`.
   */
  sync(id: string, done: (err: Error | null) => void, late?: (err: Error) => void): void {
    this.journal(id).waiters.push({ done, late });
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      for (const t of [...this.journals.keys()]) if (!this.flushing.has(t)) this.flush(t);
    });
  }

  /**
   * A write the host makes outside the tables (a game extension's file, asynchronously): every flush
   * that starts from now on, and `whenWritten`, wait until it is done (failed or not).
   */
  track(write: Promise<void>): void {
    const next = Promise.all([this.external, write.catch(() => {})]).then(() => {});
    this.external = next;
    void next.then(() => { if (this.external === next) this.external = null; });
  }

  /** Runs `fn` once every write `track`ed so far is done (at once when none is running). */
  whenWritten(fn: () => void): void {
    if (this.external) void this.external.then(fn);
    else fn();
  }

  /** The table's folders are going (removed, archived): a later flush makes them again. */
  private unmade(id: string): void {
    const dir = this.dir(id);
    for (const d of [...this.made]) if (d === dir || d.startsWith(dir + path.sep)) this.made.delete(d);
  }

  private journal(id: string): Journal {
    let j = this.journals.get(id);
    if (!j) this.journals.set(id, j = { newFile: null, stale: [], records: [], meta: null, lines: [], waiters: [], remade: false });
    return j;
  }

  /**
   * The journal's files other than the moves: the records and table.json. Their contents are written and synced
   * side by side, then put in place: all at once, or, when the journal also starts a new game, the records before
   * table.json (a table.json of the new game is never found without the record of the game before it). On a
   * failure what was not put in place goes back into the table's journal (a newer table.json there wins), with
   * the moves too when `requeueMoves` (they were to be written after the files), to be written by its next flush.
   */
  private async writeFiles(id: string, j: Journal, requeueMoves: boolean): Promise<void> {
    const dir = this.dir(id);
    const files = [
      ...j.records.map((r) => ({ ...r, meta: false })),
      ...(j.meta !== null ? [{ file: path.join(dir, 'table.json'), text: j.meta, meta: true }] : []),
    ];
    const staged: StagedFile[] = [];
    const placed = new Set<number>();
    try {
      // The folders first (a new table's name made durable in tables/).
      if (!this.made.has(dir)) {
        if (await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 }) !== undefined) await fsyncDirAsync(this.tablesDir);
        this.made.add(dir);
      }
      const recordDirs = [...new Set(j.records.map((r) => path.dirname(r.file)))].filter((d) => !this.made.has(d));
      await Promise.all(recordDirs.map((d) => fs.promises.mkdir(d, { recursive: true, mode: 0o700 }).then(() => this.made.add(d))));
      const settled = await Promise.allSettled(files.map((f) => stageFileAsync(f.file, f.text)));
      for (const r of settled) staged.push(r.status === 'fulfilled' ? r.value : NOT_STAGED);
      const failed = settled.find((r) => r.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      const place = async (which: number[]) => {
        const done = await Promise.allSettled(which.map(async (i) => { await staged[i].commit(); staged[i] = NOT_STAGED; placed.add(i); }));
        const err = done.find((r) => r.status === 'rejected');
        if (err) throw (err as PromiseRejectedResult).reason;
      };
      const all = [...files.keys()];
      const ordered = j.newFile !== null && j.records.length > 0 && j.meta !== null;
      if (ordered) await place(all.slice(0, -1));
      await place(ordered ? all.slice(-1) : all);
    } catch (e) {
      await Promise.all(staged.map((f) => f.discard()));
      const next = this.journal(id);
      next.records.unshift(...files.filter((f, i) => !f.meta && !placed.has(i)).map(({ file, text }) => ({ file, text })));
      if (files.some((f, i) => f.meta && !placed.has(i))) next.meta ??= j.meta;
      if (requeueMoves) this.requeueMoves(next, j);
      throw e;
    }
  }

  /** A flush that failed before its moves were written: they (and a new game's file) go into the next one first. */
  private requeueMoves(next: Journal, j: Journal): void {
    next.newFile ??= j.newFile;
    next.lines.unshift(...j.lines);
  }

  private flush(id: string): void {
    const j = this.journals.get(id);
    if (!j) return;
    this.journals.delete(id);
    // The journal's lines belong to the table's move file as it is now (a deal from now on starts another).
    const file = this.moveFile.get(id);
    // A game's end whose moves are on disk, its files still being written (`endOfGame`): those who may hear early
    // are told now, unless something newer of the table waits in memory (then everyone hears with it, below).
    let toldEarly: Waiter[] = [];
    const early = () => {
      if (holdsWrites(this.journals.get(id))) return;
      toldEarly = j.waiters.filter((w) => w.late);
      j.waiters = j.waiters.filter((w) => !w.late);
      for (const w of toldEarly) w.done(null);
    };
    const finish = (err: Error | null) => {
      this.flushing.delete(id);
      // A waiter is told only when nothing appended before this moment is still in memory: the table broadcasts
      // its current state, which holds every move appended so far. Moves appended during this flush go first.
      const more = this.journals.get(id);
      if (!err && holdsWrites(more)) {
        more!.waiters.unshift(...j.waiters);
        this.flushing.add(id);
        return void setImmediate(() => this.flush(id));
      }
      for (const w of j.waiters) w.done(err);
      if (err) for (const w of toldEarly) w.late!(err);
      const next = this.journals.get(id);
      if (next?.waiters.length) { this.flushing.add(id); setImmediate(() => this.flush(id)); }
    };
    this.flushing.add(id);
    // What the table says may depend on an extension's file being written (a campaign): that first.
    const external = this.external;
    if (external) return void external.then(() => this.flushFiles(id, j, file, finish, early));
    this.flushFiles(id, j, file, finish, early);
  }

  /**
   * Resolves once the files of every game's end already told (`endOfGame`) are written: the records `history`
   * lists, and what the host's close waits for.
   */
  settled(): Promise<void> {
    return Promise.all(this.remaking).then(() => {});
  }

  private flushFiles(id: string, j: Journal, file: string | undefined, told: (err: Error | null) => void, early: () => void): void {
    // The older games' move files go only once everything else of the flush is in place (the new game's file and
    // the table.json that names it); after a failure, with the next flush that succeeds.
    const finish = !j.stale.length ? told : (err: Error | null) => {
      const dir = this.dir(id);
      if (!err) return void Promise.all(j.stale.map((f) => fs.promises.rm(path.join(dir, f), { force: true }))).then(() => told(null), () => told(null));
      const next = this.journal(id);
      for (const f of j.stale) if (!next.stale.includes(f)) next.stale.push(f);
      told(err);
    };
    if (!j.records.length && j.meta === null) return this.writeMoves(id, j, file, finish);
    // A new table's folder before anything in it: the files first, then the moves.
    if (!this.made.has(this.dir(id))) return void this.writeFiles(id, j, true).then(() => this.writeMoves(id, j, file, finish), (e: Error) => finish(e));
    // Otherwise the moves go to their game's file while the files are written: side by side. A game's end: a restart
    // that finds its last move without the record or `finished` finishes it again from its moves (GameRunner.finish).
    // A deal: a new game's file with moves in it counts only once table.json names its game, and the older file stays
    // until both are in place.
    let left = 2, error: Error | null = null;
    const one = (e: Error | null) => { error ??= e; if (--left === 0) finish(error); };
    // A game's end and nothing else: its files can be made again from its moves, so the moves alone are waited for
    // (`endOfGame`); `settled` waits for the files.
    const remade = j.remade && j.newFile === null && !j.stale.length && j.lines.length > 0;
    const files = this.writeFiles(id, j, false);
    if (remade) {
      const written = files.then(() => {}, () => {});
      this.remaking.add(written);
      void written.then(() => this.remaking.delete(written));
    }
    files.then(() => one(null), (e: Error) => one(e));
    this.writeMoves(id, j, file, (e) => { if (!e && remade) early(); one(e); });
  }

  /**
   * The journal's moves. A new game's file first: made empty (a file of its name left by a deal that a crash cut
   * short was never told of) and its name made durable; then its lines.
   */
  private writeMoves(id: string, j: Journal, file: string | undefined, finish: (err: Error | null) => void): void {
    if (j.newFile === null) return this.writeLines(id, j, file, finish);
    const dir = this.dir(id);
    fs.promises.writeFile(path.join(dir, j.newFile), '', { mode: 0o600 }).then(() => fsyncDirAsync(dir)).then(
      () => this.writeLines(id, j, file, finish),
      (e: Error) => { this.requeueMoves(this.journal(id), j); finish(e); });
  }

  private writeLines(id: string, j: Journal, file: string | undefined, finish: (err: Error | null) => void): void {
    if (!j.lines.length) return void setImmediate(() => finish(null));
    if (file === undefined) return void setImmediate(() => finish(new Error(`table ${id} has no game to write moves for`)));
    const data = Buffer.from(j.lines.join(''));
    this.openMoves(id, file, (err, f) => {
      if (err || f === undefined) return finish(err ?? new Error('no move file'));
      const { fd } = f;
      this.inflight.set(fd, (this.inflight.get(fd) ?? 0) + 1);
      const release = (e: Error | null) => {
        const left = (this.inflight.get(fd) ?? 1) - 1;
        if (left > 0) this.inflight.set(fd, left);
        else {
          this.inflight.delete(fd);
          if (this.retired.delete(fd)) fs.close(fd, () => {});
        }
        finish(e);
      };
      const failed = (e: Error) => {
        // Nothing of this write is counted: the file is cut back to its last whole line (a part written would glue
        // itself to the next line), and the lines go back, first, into the table's journal for its next flush,
        // unless a deal has started another file since (they were the finished game's).
        fs.ftruncate(fd, f.size, (cut) => {
          // Not cut: the descriptor is dropped (it is opened again, its length read again, by the next write).
          if (cut && this.fds.get(id)?.fd === fd) this.closeFd(id);
          if (this.moveFile.get(id) === file) this.journal(id).lines.unshift(...j.lines);
          release(e);
        });
      };
      const writeFrom = (offset: number): void => {
        // Opened with O_DSYNC where there is one: the write returns once the data is on disk (one call, not two).
        if (offset >= data.length) {
          if (DSYNC) return void (f.size += data.length, release(null));
          return void fs.fdatasync(fd, (e) => (e ? failed(e) : (f.size += data.length, release(null))));
        }
        fs.write(fd, data, offset, data.length - offset, null, (e, written) => (e ? failed(e) : writeFrom(offset + written)));
      };
      writeFrom(0);
    });
  }

  /**
   * The table's move file `file`, opened asynchronously once (its length read) and kept while it is the table's
   * file. Opened for an older game's file (a deal came while it opened), it serves this write and is then closed.
   */
  private openMoves(id: string, file: string, cb: (err: Error | null, f?: MoveFd) => void): void {
    const known = this.fds.get(id);
    if (known?.file === file) return cb(null, known);
    fs.open(path.join(this.dir(id), file), APPEND_FLAGS, 0o600, (err, fd) => {
      if (err) return cb(err);
      fs.fstat(fd, (statErr, stat) => {
        if (statErr) return void fs.close(fd, () => cb(statErr));
        const now = this.fds.get(id);
        if (now?.file === file) {
          fs.close(fd, () => {});
          return cb(null, now);
        }
        const f = { file, fd, size: stat.size };
        if (this.moveFile.get(id) === file) {
          this.closeFd(id);
          this.fds.set(id, f);
        } else this.retired.add(fd);
        cb(null, f);
      });
    });
  }

  /**
   * Starts game `gameNo`'s move file at the table's next flush, for every line appended from now on; the
   * previous game's file (the game was kept as its record) goes once the new one is in place.
   */
  resetMoves(id: string, gameNo: number): void {
    // Lines not yet written belong to the finished game, which is kept as its record.
    const j = this.journal(id);
    j.lines = [];
    const file = movesFileOf(gameNo);
    const old = this.moveFile.get(id);
    if (old !== undefined && old !== file && !j.stale.includes(old)) j.stale.push(old);
    j.newFile = file;
    j.remade = false;
    this.moveFile.set(id, file);
    this.closeFd(id);
  }

  /** Keeps a finished game as a replayable record, written at the table's next flush; returns its file. */
  saveRecord(id: string, gameNo: number, record: GameRecord): string {
    const file = path.join(this.dir(id), 'records', `${gameNo}.json`);
    const j = this.journal(id);
    j.records.push({ file, text: JSON.stringify(record) + '\n' });
    j.remade = false;
    return file;
  }

  /** Waits until nothing of the table is left to write (its journal flushed, no flush running). */
  private drained(id: string): Promise<void> {
    return new Promise((resolve) => this.sync(id, () => resolve()));
  }

  /**
   * Game `gameNo`'s record at the table (only at the start), or null when there is none. One that cannot be read, is
   * not JSON or not a record is null too, with an error for the host's log (`takeNotes`); the file stays where it is
   * (History leaves it out too).
   */
  finishedRecord(id: string, gameNo: number): GameRecord | null {
    const file = path.join(this.dir(id), 'records', `${gameNo}.json`);
    let why: string;
    try {
      const checked = checkFile<GameRecord>(gameRecordFile, JSON.parse(fs.readFileSync(file, 'utf8')));
      if (checked.ok) return checked.value;
      why = `not a game record: ${checked.why}`;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      why = (e as Error).message;
    }
    this.notes.push({ level: 'error', message: `table ${id}: the record records/${gameNo}.json is left out (${why}); the game is read from its moves` });
    return null;
  }

  /**
   * Removes a closed table (once what it still had to write is written); its finished games are
   * kept as <dataDir>/records/<table>-<n>.json. Asynchronous I/O only.
   */
  async removeTable(id: string): Promise<void> {
    await this.drained(id);
    this.closeFd(id);
    this.moveFile.delete(id);
    const records = path.join(this.dir(id), 'records');
    const names = await fs.promises.readdir(records).catch(() => [] as string[]);
    if (names.length) {
      const archive = path.join(this.dataDir, 'records');
      await fs.promises.mkdir(archive, { recursive: true, mode: 0o700 });
      for (const f of names) await fs.promises.copyFile(path.join(records, f), path.join(archive, `${id}-${f}`));
      await fsyncDirAsync(archive);
    }
    this.unmade(id);
    await fs.promises.rm(this.dir(id), { recursive: true, force: true });
    await fsyncDirAsync(this.tablesDir);
  }

  /**
   * Moves a closed table's folder (settings, moves, records), once what it still had to write is
   * written, to <dataDir>/archive/<table>-<time>; the host no longer loads it. Asynchronous I/O only.
   */
  async archiveTable(id: string, now = Date.now()): Promise<string> {
    await this.drained(id);
    this.closeFd(id);
    this.moveFile.delete(id);
    const archive = path.join(this.dataDir, 'archive');
    await fs.promises.mkdir(archive, { recursive: true, mode: 0o700 });
    const to = path.join(archive, `${id}-${now}`);
    this.unmade(id);
    await fs.promises.rename(this.dir(id), to);
    await fsyncDirAsync(archive);
    await fsyncDirAsync(this.tablesDir);
    return to;
  }

  /**
   * Every table in the data folder, each file checked (file-schemas.ts); unreadable ones are reported and skipped, and
   * a table.json that is not a table sets its table aside (`readMeta`).
   */
  loadAll(): { tables: LoadedTable[]; errors: string[] } {
    const tables: LoadedTable[] = [];
    const errors: string[] = [];
    for (const id of fs.readdirSync(this.tablesDir).sort()) {
      if (!/^[a-z0-9]{4,16}$/.test(id)) continue;
      const dir = path.join(this.tablesDir, id);
      try {
        const meta = this.readMeta(id);
        if (typeof meta === 'string') { errors.push(meta); continue; }
        // The game's own file; a data folder from before games had their own: its one file, until the next deal.
        const name = [movesFileOf(meta.gameNo), OLD_MOVES_FILE].find((f) => fs.existsSync(path.join(dir, f))) ?? movesFileOf(meta.gameNo);
        this.moveFile.set(id, name);
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
  private readMeta(id: string): TableMeta | string {
    const text = fs.readFileSync(path.join(this.tablesDir, id, 'table.json'), 'utf8');
    let why: string;
    try {
      const checked = checkFile<TableMeta>(tableMetaFile, JSON.parse(text));
      if (checked.ok && checked.value.id === id) return checked.value;
      why = checked.ok ? `it names another table, ${checked.value.id}` : `not a table: ${checked.why}`;
    } catch (e) {
      why = `not JSON: ${(e as Error).message}`;
    }
    return this.setAside(id, why);
  }

  /**
   * Sets a table read back with a damaged table.json (`why`) aside, only at the start, before it is opened: its folder
   * becomes tables/<id>.damaged-<time>, as it is. Returns the error that says so, for the host's log.
   */
  setAside(id: string, why: string): string {
    this.moveFile.delete(id);
    const aside = `${id}.damaged-${Date.now()}`;
    let kept = `the table's folder is set aside as tables/${aside}`;
    try {
      fs.renameSync(this.dir(id), path.join(this.tablesDir, aside));
    } catch (e) {
      kept = `the table's folder could not be set aside (${(e as Error).message})`;
    }
    return `table ${id}: table.json is damaged (${why}); ${kept}, and the table is not opened`;
  }

  private closeFd(id: string): void {
    const fd = this.fds.get(id)?.fd;
    if (fd === undefined) return;
    this.fds.delete(id);
    // An fsync still running on it closes the descriptor when it is done.
    if (this.inflight.has(fd)) this.retired.add(fd);
    else fs.close(fd, () => {});
  }

  /**
   * Closes the move files. Lines not yet flushed (the host closes only once its
   * tables are idle, so normally none) are written and synced first, here at
   * once: nothing else runs any more.
   */
  close(): void {
    for (const [id, j] of [...this.journals]) {
      if (this.flushing.has(id) || !(j.lines.length || j.newFile !== null || j.records.length || j.meta !== null)) continue;
      this.journals.delete(id);
      let fd: number | null = null;
      let err: Error | null = null;
      try {
        const dir = this.dir(id);
        fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
        for (const r of j.records) { fs.mkdirSync(path.dirname(r.file), { recursive: true, mode: 0o700 }); writeFileAtomic(r.file, r.text); }
        if (j.meta !== null) writeFileAtomic(path.join(dir, 'table.json'), j.meta);
        if (j.newFile !== null) writeFileAtomic(path.join(dir, j.newFile), '');
        const file = this.moveFile.get(id);
        if (j.lines.length && file !== undefined) {
          fd = fs.openSync(path.join(dir, file), 'a', 0o600);
          fs.writeSync(fd, j.lines.join(''));
          fs.fdatasyncSync(fd);
        }
        for (const f of j.stale) fs.rmSync(path.join(dir, f), { force: true });
      } catch (e) {
        err = e as Error;
      } finally {
        if (fd !== null) fs.closeSync(fd);
      }
      for (const w of j.waiters) w.done(err);
    }
    for (const id of [...this.fds.keys()]) this.closeFd(id);
  }
}
