/**
 * The tables' open move files: which file each table appends to (its game's), the descriptor kept open for it, and
 * the write of a flush's lines into it, durable when it returns (O_DSYNC where the platform has it, else
 * fdatasync). A write that fails is cut back to the file's last whole line. Asynchronous I/O only.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Appending, and where the platform has it O_DSYNC: each write is durable (as after fdatasync) when it returns. */
const DSYNC = process.platform !== 'win32' && typeof fs.constants.O_DSYNC === 'number' ? fs.constants.O_DSYNC : 0;
const APPEND_FLAGS = DSYNC ? fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT | DSYNC : 'a';

/** A table's open move file. */
interface MoveFd {
  file: string;
  fd: number;
  /** Its length up to the end of the last line written whole: a failed write is cut back to it. */
  size: number;
}

export class MoveFiles {
  /** Each table's move file (the name in its folder): its game's, set by `loadAll`, `saveMeta` and `resetMoves`. */
  readonly names = new Map<string, string>();
  /** Each table's open move file: its name, descriptor, and length once every line written to it is whole. */
  private readonly fds = new Map<string, MoveFd>();
  /** fsyncs running per descriptor, and descriptors to close once theirs are done. */
  private readonly inflight = new Map<number, number>();
  private readonly retired = new Set<number>();

  constructor(private readonly dirOf: (id: string) => string) {}

  /**
   * Writes `data` (whole lines) at the end of the table's move file `file` and makes it durable; `finish` hears how
   * it went. On a failure nothing of it counts: the file is cut back to its last whole line (a part written would
   * glue itself to the next line), and `requeue` puts the lines back for the table's next flush, unless a deal has
   * started another file since (they were the finished game's).
   */
  write(id: string, file: string, data: Buffer, finish: (err: Error | null) => void, requeue: () => void): void {
    this.open(id, file, (err, f) => {
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
        fs.ftruncate(fd, f.size, (cut) => {
          // Not cut: the descriptor is dropped (it is opened again, its length read again, by the next write).
          if (cut && this.fds.get(id)?.fd === fd) this.close(id);
          if (this.names.get(id) === file) requeue();
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
  private open(id: string, file: string, cb: (err: Error | null, f?: MoveFd) => void): void {
    const known = this.fds.get(id);
    if (known?.file === file) return cb(null, known);
    fs.open(path.join(this.dirOf(id), file), APPEND_FLAGS, 0o600, (err, fd) => {
      if (err) return cb(err);
      fs.fstat(fd, (statErr, stat) => {
        if (statErr) return void fs.close(fd, () => cb(statErr));
        const now = this.fds.get(id);
        if (now?.file === file) {
          fs.close(fd, () => {});
          return cb(null, now);
        }
        const f = { file, fd, size: stat.size };
        if (this.names.get(id) === file) {
          this.close(id);
          this.fds.set(id, f);
        } else this.retired.add(fd);
        cb(null, f);
      });
    });
  }

  /** Closes the table's descriptor (an fsync still running on it closes it when it is done). */
  close(id: string): void {
    const fd = this.fds.get(id)?.fd;
    if (fd === undefined) return;
    this.fds.delete(id);
    if (this.inflight.has(fd)) this.retired.add(fd);
    else fs.close(fd, () => {});
  }

  /** Closes every table's descriptor. */
  closeAll(): void {
    for (const id of [...this.fds.keys()]) this.close(id);
  }
}
