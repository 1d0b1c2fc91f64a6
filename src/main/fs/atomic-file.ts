/**
 * The one crash-safe file replacement (the host's tables and the campaigns):
 * write a temp file beside the target, fsync it, rename it over the target,
 * fsync the folder. A reader sees the old file or the new one, never half of
 * either. Temp files start with "." and end in ".tmp", so a folder listing can
 * ignore a leftover one after a crash. Files are the user's only (0600): a
 * table's file holds its players' seat tokens.
 */
import fs from 'node:fs';
import path from 'node:path';

let counter = 0;

export function isTempName(file: string): boolean {
  return file.startsWith('.') || file.endsWith('.tmp');
}

export function writeFileAtomic(target: string, text: string): void {
  const dir = path.dirname(target);
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}.${++counter}.tmp`);
  let fd: number | null = null;
  try {
    fd = fs.openSync(tmp, 'wx', 0o600);
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = null;
    fs.renameSync(tmp, target);
  } catch (err) {
    if (fd !== null) try { fs.closeSync(fd); } catch { /* already failing */ }
    try { fs.unlinkSync(tmp); } catch { /* nothing to clean */ }
    throw err;
  }
  fsyncDir(dir);
}

function fsyncDir(dir: string): void {
  let fd: number | null = null;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms (Windows) cannot fsync a folder; the rename is still atomic.
  } finally {
    if (fd !== null) try { fs.closeSync(fd); } catch { /* ignore */ }
  }
}

/**
 * `writeFileAtomic` with asynchronous I/O only (the host while it plays: nothing blocks its event loop):
 * the same temp file, fsync, rename and folder fsync; resolves once the new file is durable.
 */
export async function writeFileAtomicAsync(target: string, text: string): Promise<void> {
  await (await stageFileAsync(target, text)).commit();
}

/** A new file's content written and synced beside its target, not yet in its place. */
export interface StagedFile {
  /** Renames it over the target and fsyncs the folder: the new file is then durable, whole. */
  commit(): Promise<void>;
  /** Removes the temp file (a write that will not be committed). */
  discard(): Promise<void>;
}

/**
 * The first half of `writeFileAtomicAsync`: the temp file written and fsynced. Several files can be staged
 * side by side (their writes and syncs overlap on libuv's pool) and then committed one after the other,
 * in the order a reader after a crash must find them.
 */
export async function stageFileAsync(target: string, text: string): Promise<StagedFile> {
  const dir = path.dirname(target);
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}.${++counter}.tmp`);
  let handle: fs.promises.FileHandle | null = null;
  const discard = () => fs.promises.unlink(tmp).catch(() => { /* nothing to clean */ });
  try {
    handle = await fs.promises.open(tmp, 'wx', 0o600);
    await handle.writeFile(text);
    await handle.sync();
  } catch (err) {
    if (handle !== null) await handle.close().catch(() => { /* already failing */ });
    await discard();
    throw err;
  }
  // Synced: closing is not waited for (a rename does not need it), one step less on the way to the commit.
  void handle.close().catch(() => { /* the content is already durable */ });
  return {
    discard,
    async commit() {
      try {
        await fs.promises.rename(tmp, target);
      } catch (err) {
        await discard();
        throw err;
      }
      await fsyncDirAsync(dir);
    },
  };
}

/** Makes a rename or a new name in `dir` durable (asynchronously; a no-op where folders cannot be fsynced). */
export async function fsyncDirAsync(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle | null = null;
  try {
    handle = await fs.promises.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some platforms (Windows) cannot fsync a folder; the rename is still atomic.
  } finally {
    // Not waited for: the folder's sync is what makes the name durable.
    if (handle !== null) void handle.close().catch(() => { /* ignore */ });
  }
}
