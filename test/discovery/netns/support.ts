/**
 * What the network-namespace tests share: `ip` run with a timeout, and a child
 * process started inside a namespace whose stdout is read as JSON lines.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DiscoveredHost } from '../../../src/shared/protocol.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

export function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 10_000 });
}

/** Deletes namespaces (and so the veth ends and bridges in them); never throws. */
export function deleteNamespaces(names: readonly string[]): void {
  for (const ns of names) {
    try {
      ip('netns', 'del', ns);
    } catch {
      // not there
    }
  }
}

/** The error of a failed `ip` call as a sentence. */
export function ipError(err: unknown): string {
  const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
  return stderr || (err as Error).message;
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export interface Line {
  event: string;
  t: number;
  hosts?: DiscoveredHost[];
  name?: string;
  message?: string;
  reach?: string;
}

/** A child process in a namespace, its stdout read as JSON lines. */
export class Child {
  readonly lines: Line[] = [];
  readonly stderr: string[] = [];
  private waiters: { pred: (l: Line) => boolean; resolve: (l: Line) => void }[] = [];
  readonly proc: ChildProcessWithoutNullStreams;
  readonly spawnedAt = Date.now();

  constructor(ns: string, script: string, cfg: object | string[]) {
    const args = Array.isArray(cfg) ? cfg : [JSON.stringify(cfg)];
    const file = script.includes('/') ? path.join(root, script) : path.join(here, script);
    this.proc = spawn('ip', ['netns', 'exec', ns, process.execPath, '--import', 'tsx', file, ...args], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    let buf = '';
    this.proc.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      let i: number;
      while ((i = buf.indexOf('\n')) >= 0) {
        const raw = buf.slice(0, i);
        buf = buf.slice(i + 1);
        let line: Line;
        try {
          line = { ...(JSON.parse(raw) as Line), t: Date.now() };
        } catch {
          this.stderr.push(raw);
          continue;
        }
        this.lines.push(line);
        this.waiters = this.waiters.filter((w) => (w.pred(line) ? (w.resolve(line), false) : true));
      }
    });
    this.proc.stderr.on('data', (d: Buffer) => this.stderr.push(d.toString()));
  }

  /** The first line (already received or to come) matching `pred`, or a clear failure after `ms`. */
  waitFor(what: string, pred: (l: Line) => boolean, ms: number, since = 0): Promise<Line> {
    const seen = this.lines.slice(since).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`Timed out after ${ms} ms waiting for ${what}. Output so far:\n${this.lines.map((l) => JSON.stringify(l)).join('\n')}\nstderr:\n${this.stderr.join('')}`));
      }, ms);
      this.waiters.push({
        pred,
        resolve: (l) => {
          clearTimeout(timer);
          resolve(l);
        },
      });
    });
  }

  send(o: object): void {
    this.proc.stdin.write(`${JSON.stringify(o)}\n`);
  }

  kill(signal: NodeJS.Signals = 'SIGTERM'): void {
    if (this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill(signal);
  }
}
