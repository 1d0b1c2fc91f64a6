/**
 * The bench's people: WebSocket clients that say hello, and busy MegaGem tables of five people
 * answering at once (or after a think time), measuring each intent (a move sent) to the LAST
 * client at the table receiving the resulting state. Used by run.ts and crowd.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { AnyGame } from '../src/shared/engine/types.js';
import type { ClientMessage, HostMessage } from '../src/shared/protocol.js';
import { PROTOCOL_VERSION } from '../src/shared/protocol-constants.js';

/** The port a spawned host prints ("listening on port N"); rejects if it exits or stays silent for a minute. */
export function listeningPort(child: ChildProcess, seen: { out: string } = { out: '' }): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start: ${seen.out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      seen.out += d;
      const m = /listening on port (\d+)/.exec(seen.out);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`host exited ${code}: ${seen.out}`)); });
  });
}

export const GAME = 'megagem';
/** The protocol version the busy tables' people say hello with (bench/saturation.ts sets another checkout's). */
let hostProtocol = PROTOCOL_VERSION;
export function speakProtocol(version: number): void { hostProtocol = version; }
export const PLAYERS = 5;

/** CPU time (user + system) a process has used, in ms. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

export function rss(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

export type Frame = HostMessage;
type StateFrame = Extract<HostMessage, { type: 'state' }>;
/** A client message without its `ref` (the client adds one). */
type Request = ClientMessage extends infer C ? (C extends ClientMessage ? Omit<C, 'ref'> : never) : never;

export function expectFrame<T extends Frame['type']>(f: Frame, type: T): Extract<Frame, { type: T }> {
  if (f.type !== type) throw new Error(`expected a ${type} frame, got ${JSON.stringify(f).slice(0, 200)}`);
  return f as Extract<Frame, { type: T }>;
}

export class Client {
  ws!: WebSocket;
  token = '';
  private waiting = new Map<string, (f: Frame) => void>();
  private n = 0;
  onFrame: (f: Frame, at: number) => void = () => {};

  /**
   * `protocol`: the version the host speaks (another checkout's host may speak an older one); `localAddress`: connect
   * from another loopback address (127.0.0.2 …), another device to the host.
   */
  async open(port: number, name: string, protocol = PROTOCOL_VERSION, localAddress?: string): Promise<void> {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, localAddress ? { localAddress } : {});
    await new Promise<void>((res, rej) => { this.ws.once('open', () => res()); this.ws.once('error', rej); });
    this.ws.on('message', (d) => {
      const at = performance.now();
      const f = JSON.parse(String(d)) as Frame;
      this.onFrame(f, at);
      const ref = 'ref' in f ? f.ref : undefined;
      if (ref && this.waiting.has(ref)) { this.waiting.get(ref)!(f); this.waiting.delete(ref); }
    });
    const w = await this.request({ type: 'hello', protocol, name, colour: '#4363d8' });
    this.token = expectFrame(w, 'welcome').you.token;
  }

  request(msg: Request): Promise<Frame> {
    const ref = `b${++this.n}`;
    return new Promise((resolve) => { this.waiting.set(ref, resolve); this.ws.send(JSON.stringify({ ...msg, ref })); });
  }
}

/** One busy table: 5 people answering at once, rematch on game over. Records intent → last-client latencies. */
export class BusyTable {
  clients: Client[] = [];
  id = '';
  latencies: number[] = [];
  running = false;
  games = 0;
  /** moveNo → arrival time per client index. */
  private arrivals = new Map<number, number[]>();
  private pending: { t0: number; moveNo: number | null }[] = [];

  constructor(private readonly def: AnyGame, private readonly port: number, private readonly n: number, private readonly thinkMs = 0) {}

  async setup(): Promise<void> {
    for (let i = 0; i < PLAYERS; i++) {
      const c = new Client();
      await c.open(this.port, `T${this.n}P${i}`, hostProtocol);
      this.clients.push(c);
    }
    const created = await this.clients[0].request({ type: 'createTable', game: GAME });
    this.id = expectFrame(created, 'room').room.id;
    await this.clients[0].request({ type: 'setSeats', tableId: this.id, seats: PLAYERS });
    for (const c of this.clients.slice(1)) await c.request({ type: 'joinTable', tableId: this.id, as: 'player' });
    // At a table the app stops watching the lobby (a host without `watchLobby` answers with an error, ignored).
    for (const c of this.clients) c.ws.send(JSON.stringify({ type: 'watchLobby', on: false }));
    this.clients.forEach((c, seat) => {
      const bot = this.def.createBot('basic', seat, `bench/${this.n}/${seat}`);
      let sentFor = -1;
      let lastState: StateFrame | null = null;
      c.onFrame = (f, at) => {
        if (f.type !== 'state' || f.tableId !== this.id) return;
        lastState = f;
        const arr = this.arrivals.get(f.moveNo) ?? [];
        arr[seat] = at;
        this.arrivals.set(f.moveNo, arr);
        this.settle(f.moveNo);
        if (f.result) {
          if (seat === 0 && this.running) {
            setTimeout(() => {
              this.games++;
              // "Play again" goes back to the room first.
              void c.request({ type: 'rematch', tableId: this.id }).then(() => c.request({ type: 'start', tableId: this.id, anyway: true }));
            }, 0);
          }
          return;
        }
        if (!this.running || !f.toAct.includes(seat) || sentFor === f.moveNo) return;
        sentFor = f.moveNo;
        if (this.thinkMs > 0) {
          // A person thinking: answer later, on the newest view, unless the game moved on without us.
          // (A newer frame that needs an answer schedules its own.)
          setTimeout(() => { if (lastState === f) send(f); }, this.thinkMs * (0.5 + Math.random()));
          return;
        }
        send(f);
      };
      const send = (f: StateFrame) => {
        if (!this.running) return;
        const move = bot.act(f.view);
        const intent = { t0: performance.now(), moveNo: null as number | null };
        this.pending.push(intent);
        const before = lastState;
        void c.request({ type: 'move', tableId: this.id, moveNo: f.moveNo, move }).then((reply) => {
          if (reply.type !== 'ok') { this.pending.splice(this.pending.indexOf(intent), 1); return; }
          // The sender got the resulting state just before its `ok`.
          intent.moveNo = lastState && lastState !== before ? lastState.moveNo : null;
          if (intent.moveNo === null) this.pending.splice(this.pending.indexOf(intent), 1);
          else this.settle(intent.moveNo);
        });
      };
    });
  }

  private settle(moveNo: number): void {
    const arr = this.arrivals.get(moveNo);
    if (!arr || arr.filter((x) => x !== undefined).length < PLAYERS) return;
    for (const p of this.pending.filter((q) => q.moveNo === moveNo)) {
      this.latencies.push(Math.max(...arr) - p.t0);
      this.pending.splice(this.pending.indexOf(p), 1);
    }
    for (const k of this.arrivals.keys()) if (k < moveNo - 50) this.arrivals.delete(k);
  }

  async start(): Promise<void> {
    this.running = true;
    await this.clients[0].request({ type: 'start', tableId: this.id, anyway: true });
  }

  stop(): void {
    this.running = false;
  }

  close(): void {
    for (const c of this.clients) c.ws.terminate();
  }
}

export const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export async function phase(def: AnyGame, port: number, pid: number, tables: number, phaseMs: number, thinkMs = 0) {
  const busy = Array.from({ length: tables }, (_, i) => new BusyTable(def, port, i + tables * 1000 + thinkMs, thinkMs));
  for (const t of busy) await t.setup();
  const cpu0 = cpuMs(pid);
  const selfCpu0 = process.cpuUsage();
  await Promise.all(busy.map((t) => t.start()));
  let peak = rss(pid);
  const sampler = setInterval(() => { const r = rss(pid); if (r.rssMb > peak.rssMb) peak = r; }, 250);
  await new Promise((r) => setTimeout(r, phaseMs));
  clearInterval(sampler);
  const hostCpu = cpuMs(pid) - cpu0;
  const self = process.cpuUsage(selfCpu0);
  busy.forEach((t) => t.stop());
  const mem = rss(pid);
  await new Promise((r) => setTimeout(r, 200));
  busy.forEach((t) => t.close());
  const lat = busy.flatMap((t) => t.latencies);
  return {
    tables, clients: tables * PLAYERS, intents: lat.length, games: busy.reduce((a, t) => a + t.games, 0),
    movesPerSecond: lat.length / (phaseMs / 1000),
    medianMs: pct(lat, 50), p99Ms: pct(lat, 99), maxMs: Math.max(...lat),
    rssMb: Math.max(mem.rssMb, peak.rssMb), peakRssMb: mem.peakMb,
    hostCpuMsPerMove: hostCpu / Math.max(1, lat.length), hostCpuShare: hostCpu / phaseMs,
    clientsCpuMsPerMove: (self.user + self.system) / 1000 / Math.max(1, lat.length),
  };
}

/**
 * Starts the host of the checkout at `root` with the benches' settings (bench/crowd-host.ts, `extra` its further
 * flags) in a fresh data folder named after `name`; resolves once it listens.
 */
export async function spawnCrowdHost(root: string, name: string, extra: string[] = [], prepare?: (dataDir: string) => void | Promise<void>): Promise<{ child: ChildProcess; port: number; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mt-${name}-`));
  await prepare?.(dataDir);
  const host = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crowd-host.ts');
  // BENCH_HOST_CPU_PROF=DIR: the host writes a V8 CPU profile there when it stops (node --cpu-prof).
  const prof = process.env.BENCH_HOST_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_HOST_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', host, `--root=${root}`, `--data-dir=${dataDir}`, ...extra],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return { child, port: await listeningPort(child), dataDir };
}

/** The middle value (the upper one of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
