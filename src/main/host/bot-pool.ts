/**
 * Strong bots think off the host's event loop: a pool of `worker_threads` (one fewer than the machine's
 * cores, at least one), each running bot-worker.ts. A decision (`BotThought`, plain data) goes to the least
 * busy worker and its move comes back as a promise. An idle worker never keeps the host alive.
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

interface Pending { resolve(move: { type: string }): void; reject(e: Error): void }
interface Slot { worker: Worker; busy: number }

export function defaultPoolSize(): number {
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
  private pending = new Map<number, Pending & { slot: Slot }>();
  private next = 1;
  private closed = false;

  constructor(readonly size = defaultPoolSize()) {}

  private slot(): Slot {
    const idle = this.slots.find((s) => s.busy === 0);
    if (idle) return idle;
    if (this.slots.length >= this.size) return this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
    const slot: Slot = { worker: startWorker(), busy: 0 };
    slot.worker.on('message', (msg: { id: number; move?: { type: string }; error?: string }) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (--p.slot.busy === 0) p.slot.worker.unref();
      if (msg.move) p.resolve(msg.move); else p.reject(new Error(msg.error ?? 'no move'));
    });
    slot.worker.on('error', (e) => this.fail(slot, e));
    slot.worker.on('exit', (code) => this.fail(slot, new Error(`bot worker exited (${code})`)));
    // Idle, a worker never keeps the host alive; while it thinks, it does (think). After the listeners: adding a
    // 'message' listener refs the worker's port again.
    slot.worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** A worker died: its decisions fail (the table falls back) and a new one replaces it when needed. */
  private fail(slot: Slot, e: Error): void {
    this.slots = this.slots.filter((s) => s !== slot);
    for (const [id, p] of this.pending) if (p.slot === slot) { this.pending.delete(id); p.reject(e); }
  }

  /** The move for one decision, made on a worker thread. */
  think(thought: BotThought): Promise<{ type: string }> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    const slot = this.slot();
    const id = this.next++;
    // A decision on its way keeps the process alive; an idle worker does not.
    if (slot.busy++ === 0) slot.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, slot });
      slot.worker.postMessage({ id, thought });
    });
  }

  /** Decisions waiting or running. */
  get busy(): number { return this.pending.size; }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots;
    this.slots = [];
    for (const [id, p] of this.pending) { this.pending.delete(id); p.reject(new Error('bot pool closed')); }
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
