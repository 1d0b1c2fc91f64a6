/**
 * The tables' journals: what each table has to write at its next flush (records, the latest table.json, a new
 * game's move file, its moves), and the flush that writes it with asynchronous I/O and tells those who wait for it
 * once it is durable (group commit: every table that asks in one tick is flushed together). What waits for what:
 * docs/protocol.md, persistence. At a game's end, those who may hear early are told once its last move is on disk,
 * while the record and table.json that a restart makes again from the moves are still written (`endOfGame`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fsyncDirAsync, stageFileAsync, writeFileAtomic, type StagedFile } from '../fs/atomic-file.js';
import { TABLE_FILE } from './data-folder.js';
import type { MoveFiles } from './move-files.js';

/** A staged file already committed (nothing left to discard). */
const NOT_STAGED: StagedFile = { commit: async () => {}, discard: async () => {} };

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

export class Journals {
  /** Moves appended and not yet flushed, and who waits for their sync, per table. */
  private readonly journals = new Map<string, Journal>();
  /** Tables whose flush (write + fdatasync) is running. */
  private readonly flushing = new Set<string>();
  private flushScheduled = false;
  /** Folders this store has made or found (a table's, its records'): not made again at each flush. */
  private readonly made = new Set<string>();
  /** Game ends whose waiters were told once their moves were on disk, while their files are still written. */
  private readonly remaking = new Set<Promise<void>>();
  /** Writes outside the tables still running (a campaign file), as one promise; null when none. */
  private external: Promise<void> | null = null;

  constructor(private readonly tablesDir: string, private readonly dirOf: (id: string) => string, private readonly files: MoveFiles) {}

  /** The table's journal if it has one (nothing waits to be written otherwise). */
  peek(id: string): Journal | undefined {
    return this.journals.get(id);
  }

  /** The table's journal is dropped, unwritten (a new table whose first save failed). */
  forget(id: string): void {
    this.journals.delete(id);
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
    this.of(id).waiters.push({ done, late });
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
  unmade(id: string): void {
    const dir = this.dirOf(id);
    for (const d of [...this.made]) if (d === dir || d.startsWith(dir + path.sep)) this.made.delete(d);
  }

  /** The table's journal (made empty when it has none). */
  of(id: string): Journal {
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
    const dir = this.dirOf(id);
    const files = [
      ...j.records.map((r) => ({ ...r, meta: false })),
      ...(j.meta !== null ? [{ file: path.join(dir, TABLE_FILE), text: j.meta, meta: true }] : []),
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
      const next = this.of(id);
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
    const file = this.files.names.get(id);
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
      const dir = this.dirOf(id);
      if (!err) return void Promise.all(j.stale.map((f) => fs.promises.rm(path.join(dir, f), { force: true }))).then(() => told(null), () => told(null));
      const next = this.of(id);
      for (const f of j.stale) if (!next.stale.includes(f)) next.stale.push(f);
      told(err);
    };
    if (!j.records.length && j.meta === null) return this.writeMoves(id, j, file, finish);
    // A new table's folder before anything in it: the files first, then the moves.
    if (!this.made.has(this.dirOf(id))) return void this.writeFiles(id, j, true).then(() => this.writeMoves(id, j, file, finish), (e: Error) => finish(e));
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
    const dir = this.dirOf(id);
    fs.promises.writeFile(path.join(dir, j.newFile), '', { mode: 0o600 }).then(() => fsyncDirAsync(dir)).then(
      () => this.writeLines(id, j, file, finish),
      (e: Error) => { this.requeueMoves(this.of(id), j); finish(e); });
  }

  private writeLines(id: string, j: Journal, file: string | undefined, finish: (err: Error | null) => void): void {
    if (!j.lines.length) return void setImmediate(() => finish(null));
    if (file === undefined) return void setImmediate(() => finish(new Error(`table ${id} has no game to write moves for`)));
    this.files.write(id, file, Buffer.from(j.lines.join('')), finish, () => this.of(id).lines.unshift(...j.lines));
  }

  /**
   * Writes what every journal still holds, here at once with synchronous calls (the host is closing: nothing else
   * runs any more), and tells its waiters.
   */
  flushAllNow(): void {
    for (const [id, j] of [...this.journals]) {
      if (this.flushing.has(id) || !(j.lines.length || j.newFile !== null || j.records.length || j.meta !== null)) continue;
      this.journals.delete(id);
      let fd: number | null = null;
      let err: Error | null = null;
      try {
        const dir = this.dirOf(id);
        fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
        for (const r of j.records) { fs.mkdirSync(path.dirname(r.file), { recursive: true, mode: 0o700 }); writeFileAtomic(r.file, r.text); }
        if (j.meta !== null) writeFileAtomic(path.join(dir, TABLE_FILE), j.meta);
        if (j.newFile !== null) writeFileAtomic(path.join(dir, j.newFile), '');
        const file = this.files.names.get(id);
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
  }
}
