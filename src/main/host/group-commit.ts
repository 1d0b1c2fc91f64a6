/**
 * A table's group commit: what the table has changed waits here until everything it put in the store's journal
 * (moves, table.json, records) is on disk, then the room hears it (`broadcast`), then the replies that wait for it
 * (`afterBroadcast`). Every change of one tick shares one flush (the store flushes every table that asks in one
 * tick together); changes made while a flush runs go with the next. Nothing the table tells anyone goes out before
 * what it tells of is durable.
 */
import type { LogFn } from './log.js';
import type { Store } from './store.js';

export type Change = { room?: boolean; state?: boolean };

export class GroupCommit {
  private pendingChange: Change | null = null;
  private waiting: (() => void)[] = [];
  private syncScheduled = false;
  private syncing = false;

  constructor(
    private readonly id: string,
    private readonly store: Store,
    private readonly log: LogFn,
    /** Tells the room (state frames, room frames, the lobby, an extension's news): Room.changed. */
    private readonly broadcast: (what: Change) => void,
    private readonly closed: () => boolean,
  ) {}

  /** Broadcasts `what` once everything put in the table's journal so far is on disk (one flush per tick). */
  whenSynced(what: Change): void {
    this.pendingChange = { room: this.pendingChange?.room || what.room, state: this.pendingChange?.state || what.state };
    if (!this.syncScheduled && !this.syncing) {
      this.syncScheduled = true;
      queueMicrotask(() => this.sync());
    }
  }

  /** Is something waiting for a flush (a change not yet told)? */
  get busy(): boolean {
    return this.pendingChange !== null || this.syncing || this.syncScheduled;
  }

  /** The flush, then in order: the broadcast of what changed, then the replies waiting for it. */
  private sync(): void {
    this.syncScheduled = false;
    this.syncing = true;
    const change = this.pendingChange;
    const callbacks = this.waiting.splice(0);
    this.pendingChange = null;
    const failed = (err: Error) => this.log('error', `table ${this.id}: could not be written to disk (${err.message}); what was not written is written again with the table's next save`);
    this.store.sync(this.id, (err) => {
      this.syncing = false;
      if (err) failed(err);
      if (change && !this.closed()) this.guard('broadcast', () => this.broadcast(change));
      for (const cb of callbacks) this.guard('reply', cb);
      if (this.pendingChange || this.waiting.length) this.sync();
    }, failed);
  }

  /** Tells the room now, or together with what still waits for its flush. */
  changed(what: Change): void {
    if (this.busy) this.whenSynced(what);
    else this.broadcast(what);
  }

  /** Runs `cb` after the broadcast of everything waiting for a flush (at once when nothing waits). */
  afterBroadcast(cb: () => void): void {
    if (!this.busy) return cb();
    this.waiting.push(cb);
  }

  guard(what: string, fn: () => void): void {
    try {
      fn();
    } catch (e) {
      this.log('error', `table ${this.id}: ${what} failed: ${(e as Error).stack}`);
    }
  }
}
