/**
 * Strong bots think off the host's event loop: a pool of `worker_threads` (one fewer than the machine's
 * cores, at least one), each running bot-worker.ts, one decision (`BotThought`, plain data) at a time; its move
 * comes back as a promise. Decisions wait in the pool, not in a worker's queue, and are served fairly (ThoughtOwner:
 * people in turn, then their tables in turn), not first come first served. An idle worker never keeps the host alive.
 *
 * Under tsx (`npm run host`, tests) the worker is the .ts file with tsx's loader registered first; in the
 * compiled build it is bot-worker.js beside this file.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotThought } from '../../shared/engine/types.js';

/**
 * Whose decision it is: the pool serves the people (table creators) in turn, each person's tables in turn, each
 * table's decisions in order, so that one person's tables of long-thinking bots cannot stall another's table. A
 * decision no longer `wanted` when its turn comes (its table moved on or closed) is dropped unthought.
 */
export interface ThoughtOwner { table: string; person?: string; wanted?(): boolean }

interface Job { thought: BotThought; owner: ThoughtOwner; resolve(move: { type: string }): void; reject(e: Error): void }
interface Slot { worker: Worker; job: Job | null; id: number }

function defaultPoolSize(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, cores - 1);
}

function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    // tsx: register its ESM loader in the worker, then load the TypeScript worker.
    const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
    const file = pathToFileURL(path.join(path.dirname(here), 'bot-worker.ts')).href;
    const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(file)}); });`;
    return new Worker(boot, { eval: true });
  }
  return new Worker(new URL('./bot-worker.js', import.meta.url));
}

export class BotPool {
  private slots: Slot[] = [];
  /** Decisions waiting: by person, then by table (each table's in order of arrival). */
  private readonly queue = new Map<string, Map<string, Job[]>>();
  private queued = 0;
  private next = 1;
  private closed = false;

  constructor(readonly size = defaultPoolSize()) {}

  private newSlot(): Slot {
    const slot: Slot = { worker: startWorker(), job: null, id: 0 };
    slot.worker.on('message', (msg: { id: number; move?: { type: string }; error?: string }) => {
      const job = slot.job;
      if (!job || msg.id !== slot.id) return;
      slot.job = null;
      slot.worker.unref();
      if (msg.move) job.resolve(msg.move); else job.reject(new Error(msg.error ?? 'no move'));
      this.dispatch();
    });
    slot.worker.on('error', (e) => this.fail(slot, e));
    slot.worker.on('exit', (code) => this.fail(slot, new Error(`bot worker exited (${code})`)));
    // Idle, a worker never keeps the host alive; while it thinks, it does (think). After the listeners: adding a
    // 'message' listener refs the worker's port again.
    slot.worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** A worker died: its decision fails (the table falls back) and a new one replaces it when needed. */
  private fail(slot: Slot, e: Error): void {
    if (!this.slots.includes(slot)) return;
    this.slots = this.slots.filter((s) => s !== slot);
    const job = slot.job;
    slot.job = null;
    job?.reject(e);
    this.dispatch();
  }

  /** The serial of each person's and table's last decision served (0: never): the one served longest ago goes next. */
  private readonly served = new Map<string, number>();
  private serial = 0;

  /** The least recently served of `keys` (one never served first; ties in order of arrival). */
  private longestAgo<V>(m: Map<string, V>, prefix: string): string {
    let best = '', at = Infinity;
    for (const k of m.keys()) {
      const s = this.served.get(prefix + k) ?? 0;
      if (s < at) { best = k; at = s; }
    }
    return best;
  }

  /**
   * The next decision to think: of the person served longest ago, of their table served longest ago, the oldest. A
   * person newly in line is served next; one person's many tables take one turn among people.
   */
  private take(): Job | null {
    while (this.queued > 0) {
      const person = this.longestAgo(this.queue, 'p:');
      const tables = this.queue.get(person)!;
      const table = this.longestAgo(tables, 't:');
      const jobs = tables.get(table)!;
      const job = jobs.shift()!;
      this.queued--;
      if (!jobs.length) tables.delete(table);
      if (!tables.size) this.queue.delete(person);
      if (job.owner.wanted && !job.owner.wanted()) { job.reject(new Error('no longer wanted')); continue; }
      this.serial++;
      for (const k of [`p:${person}`, `t:${table}`]) { this.served.delete(k); this.served.set(k, this.serial); }
      // Forget the oldest turns once many people and tables have come and gone (Map keeps insertion order).
      if (this.served.size > 4096) for (const k of [...this.served.keys()].slice(0, 1024)) this.served.delete(k);
      return job;
    }
    return null;
  }

  /** Gives every idle worker (starting new ones up to `size`) the next decision in line. */
  private dispatch(): void {
    while (this.queued > 0 && !this.closed) {
      const slot = this.slots.find((s) => s.job === null) ?? (this.slots.length < this.size ? this.newSlot() : null);
      if (!slot) return;
      const job = this.take();
      if (!job) return;
      slot.job = job;
      slot.id = this.next++;
      // A decision on its way keeps the process alive; an idle worker does not.
      slot.worker.ref();
      slot.worker.postMessage({ id: slot.id, thought: job.thought });
    }
  }

  /**
   * The move for one decision, made on a worker thread when its turn comes (`owner`: whose it is; decisions without
   * one share a single line).
   */
  think(thought: BotThought, owner: ThoughtOwner = { table: '' }): Promise<{ type: string }> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    return new Promise((resolve, reject) => {
      const person = owner.person ?? owner.table;
      let tables = this.queue.get(person);
      if (!tables) this.queue.set(person, tables = new Map());
      let jobs = tables.get(owner.table);
      if (!jobs) tables.set(owner.table, jobs = []);
      jobs.push({ thought, owner, resolve, reject });
      this.queued++;
      this.dispatch();
    });
  }

  /** Decisions waiting or running. */
  get busy(): number { return this.queued + this.slots.filter((s) => s.job).length; }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots;
    this.slots = [];
    const err = new Error('bot pool closed');
    for (const s of slots) { s.job?.reject(err); s.job = null; }
    for (const tables of this.queue.values()) for (const jobs of tables.values()) for (const j of jobs) j.reject(err);
    this.queue.clear();
    this.queued = 0;
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
let shared: BotPool | null = null;

/** The host's one pool, started on first use. */
export function botPool(): BotPool {
  shared ??= new BotPool();
  return shared;
}

/** Stops the shared pool (the host is closing; tests). */
export async function closeBotPool(): Promise<void> {
  const p = shared;
  shared = null;
  await p?.close();
}
