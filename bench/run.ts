/**
 * npm run bench — the host's figures, side by side in one bounded run:
 *
 *  - startup: spawn `tsx src/main/host/cli.ts --no-mdns` → "listening" line and first HTTP answer
 *    (mDNS stays off: nothing is sent on the machine's real interface);
 *  - latency from a person's intent (a move frame sent) to the LAST client at the table receiving
 *    the resulting state, with 1 busy table and with 20 busy tables of 5 clients each (MegaGem,
 *    people-clients scripted to answer at once; no bot thinking time; rematches keep tables busy);
 *  - the host's memory (RSS, and peak RSS) from /proc.
 *
 * `npm run bench -- --engine` runs bench/engine.ts instead (games/s and µs per move per game).
 *
 * Prints a table and writes artifacts/bench-results.json. Targets: p99 ≤ 10 ms with 20 busy
 * tables, RSS ≤ 200 MB, listening ≤ 1.5 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { AnyGame } from '../src/shared/engine/types.js';
import { getGame } from '../src/shared/games/registry.js';
import type { ClientMessage, HostMessage } from '../src/shared/protocol.js';
import { PROTOCOL_VERSION } from '../src/shared/protocol-constants.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GAME = 'megagem';
const PLAYERS = 5;
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const PHASE_MS = Number(args.get('seconds') ?? 10) * 1000;
const TABLES = Number(args.get('tables') ?? 20);
/** Think time of the paced run's people (each answer waits 0.5–1.5 × this). */
const THINK_MS = Number(args.get('think') ?? 200);

interface Spawned { child: ChildProcess; port: number; listeningMs: number; httpMs: number; processReadyMs: number; startupCpuMs: number }

/** The host as plain JavaScript (as the Electron build runs it): one esbuild bundle, packages left external. */
async function compiledCli(): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = path.join(ROOT, 'artifacts', 'bench-build', 'cli.mjs');
  await build({ entryPoints: [path.join(ROOT, 'src/main/host/cli.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile, logLevel: 'warning' });
  return outfile;
}

async function spawnHost(dataDir: string, compiled?: string): Promise<Spawned> {
  const t0 = performance.now();
  const entry = compiled ? [compiled] : ['--import', 'tsx', path.join(ROOT, 'src/main/host/cli.ts')];
  const child = spawn(process.execPath, [...entry,
    '--port', '0', '--bind', '127.0.0.1', '--no-mdns', '--bot-delay', '0', '--data-dir', dataDir, '--name', 'Bench'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr!.on('data', (d) => { out += d; });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start: ${out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening on port (\d+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`host exited ${code}: ${out}`)); });
  });
  const listeningMs = performance.now() - t0;
  const startupCpuMs = cpuMs(child.pid!);
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/info`);
      if (r.ok) break;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 5));
  }
  const ready = /ready (\d+) ms after process start/.exec(out);
  return { child, port, listeningMs, httpMs: performance.now() - t0, processReadyMs: ready ? Number(ready[1]) : NaN, startupCpuMs };
}

/** CPU time (user + system) a process has used, in ms. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

function rss(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

type Frame = HostMessage;
type StateFrame = Extract<HostMessage, { type: 'state' }>;
/** A client message without its `ref` (the client adds one). */
type Request = ClientMessage extends infer C ? (C extends ClientMessage ? Omit<C, 'ref'> : never) : never;

function expectFrame<T extends Frame['type']>(f: Frame, type: T): Extract<Frame, { type: T }> {
  if (f.type !== type) throw new Error(`expected a ${type} frame, got ${JSON.stringify(f).slice(0, 200)}`);
  return f as Extract<Frame, { type: T }>;
}

class Client {
  ws!: WebSocket;
  token = '';
  private waiting = new Map<string, (f: Frame) => void>();
  private n = 0;
  onFrame: (f: Frame, at: number) => void = () => {};

  async open(port: number, name: string): Promise<void> {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise<void>((res, rej) => { this.ws.once('open', () => res()); this.ws.once('error', rej); });
    this.ws.on('message', (d) => {
      const at = performance.now();
      const f = JSON.parse(String(d)) as Frame;
      this.onFrame(f, at);
      const ref = 'ref' in f ? f.ref : undefined;
      if (ref && this.waiting.has(ref)) { this.waiting.get(ref)!(f); this.waiting.delete(ref); }
    });
    const w = await this.request({ type: 'hello', protocol: PROTOCOL_VERSION, name, colour: '#4363d8' });
    this.token = expectFrame(w, 'welcome').you.token;
  }

  request(msg: Request): Promise<Frame> {
    const ref = `b${++this.n}`;
    return new Promise((resolve) => { this.waiting.set(ref, resolve); this.ws.send(JSON.stringify({ ...msg, ref })); });
  }
}

/** One busy table: 5 people answering at once, rematch on game over. Records intent → last-client latencies. */
class BusyTable {
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
      await c.open(this.port, `T${this.n}P${i}`);
      this.clients.push(c);
    }
    const created = await this.clients[0].request({ type: 'createTable', game: GAME });
    this.id = expectFrame(created, 'room').room.id;
    await this.clients[0].request({ type: 'setSeats', tableId: this.id, seats: PLAYERS });
    for (const c of this.clients.slice(1)) await c.request({ type: 'joinTable', tableId: this.id, as: 'player' });
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
          if (seat === 0 && this.running) setTimeout(() => { this.games++; void c.request({ type: 'start', tableId: this.id }); }, 0);
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
    await this.clients[0].request({ type: 'start', tableId: this.id });
  }

  stop(): void {
    this.running = false;
  }

  close(): void {
    for (const c of this.clients) c.ws.terminate();
  }
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function phase(def: AnyGame, port: number, pid: number, tables: number, thinkMs = 0) {
  const busy = Array.from({ length: tables }, (_, i) => new BusyTable(def, port, i + tables * 1000 + thinkMs, thinkMs));
  for (const t of busy) await t.setup();
  const cpu0 = cpuMs(pid);
  const selfCpu0 = process.cpuUsage();
  await Promise.all(busy.map((t) => t.start()));
  let peak = rss(pid);
  const sampler = setInterval(() => { const r = rss(pid); if (r.rssMb > peak.rssMb) peak = r; }, 250);
  await new Promise((r) => setTimeout(r, PHASE_MS));
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
    movesPerSecond: lat.length / (PHASE_MS / 1000),
    medianMs: pct(lat, 50), p99Ms: pct(lat, 99), maxMs: Math.max(...lat),
    rssMb: Math.max(mem.rssMb, peak.rssMb), peakRssMb: mem.peakMb,
    hostCpuMsPerMove: hostCpu / Math.max(1, lat.length), hostCpuShare: hostCpu / PHASE_MS,
    clientsCpuMsPerMove: (self.user + self.system) / 1000 / Math.max(1, lat.length),
  };
}

/** fdatasync latency of the disk under the data folder (100 small appends). */
function measureFsync(dir: string): { median: number; p99: number } {
  const file = path.join(dir, 'fsync-probe');
  const fd = fs.openSync(file, 'a');
  const xs: number[] = [];
  for (let i = 0; i < 100; i++) {
    fs.writeSync(fd, `${'x'.repeat(60)}\n`);
    const t = performance.now();
    fs.fdatasyncSync(fd);
    xs.push(performance.now() - t);
  }
  fs.closeSync(fd);
  fs.rmSync(file);
  return { median: pct(xs, 50), p99: pct(xs, 99) };
}

async function main() {
  const def = getGame(GAME);
  const startups: { listeningMs: number; httpMs: number; processReadyMs: number; startupCpuMs: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-bench-start-'));
    const h = await spawnHost(dir);
    startups.push({ listeningMs: h.listeningMs, httpMs: h.httpMs, processReadyMs: h.processReadyMs, startupCpuMs: h.startupCpuMs });
    h.child.kill('SIGTERM');
    await new Promise((r) => h.child.once('exit', r));
  }
  const compiled = await compiledCli();
  const compiledStartups: Spawned[] = [];
  for (let i = 0; i < 3; i++) {
    const h = await spawnHost(fs.mkdtempSync(path.join(os.tmpdir(), 'mt-bench-js-')), compiled);
    compiledStartups.push(h);
    h.child.kill('SIGTERM');
    await new Promise((r) => h.child.once('exit', r));
  }
  const jsListening = compiledStartups.map((s) => s.listeningMs).sort((a, b) => a - b)[1];
  const jsCpu = compiledStartups.map((s) => s.startupCpuMs).sort((a, b) => a - b)[1];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-bench-'));
  const h = await spawnHost(dir);
  const idle = rss(h.child.pid!);
  const one = await phase(def, h.port, h.child.pid!, 1);
  const many = await phase(def, h.port, h.child.pid!, TABLES);
  const paced = await phase(def, h.port, h.child.pid!, TABLES, THINK_MS);
  h.child.kill('SIGTERM');
  await new Promise((r) => h.child.once('exit', r));

  // The same 20 tables with the data folder on tmpfs, where fsync costs nothing: the host's own share of the latency.
  let tmpfs: Awaited<ReturnType<typeof phase>> | null = null;
  if (fs.existsSync('/dev/shm')) {
    const shm = fs.mkdtempSync('/dev/shm/mt-bench-');
    const h2 = await spawnHost(shm);
    tmpfs = await phase(def, h2.port, h2.child.pid!, TABLES);
    h2.child.kill('SIGTERM');
    await new Promise((r) => h2.child.once('exit', r));
    fs.rmSync(shm, { recursive: true, force: true });
  }
  const fsyncMs = measureFsync(dir);

  const listening = startups.map((s) => s.listeningMs).sort((a, b) => a - b)[1];
  const http = startups.map((s) => s.httpMs).sort((a, b) => a - b)[1];
  const startupCpu = startups.map((s) => s.startupCpuMs).sort((a, b) => a - b)[1];
  const processReady = startups.map((s) => s.processReadyMs).sort((a, b) => a - b)[1];
  const results = {
    when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg(),
    game: GAME, clientsPerTable: PLAYERS, phaseSeconds: PHASE_MS / 1000,
    startup: { runs: startups, medianListeningMs: listening, medianHttpMs: http, medianProcessReadyMs: processReady, medianStartupCpuMs: startupCpu, compiledJs: { medianListeningMs: jsListening, medianStartupCpuMs: jsCpu }, advertised: 'not measured: mDNS kept off the real interface (--no-mdns)' },
    idleRssMb: idle.rssMb, oneTable: one, busyTables: many, busyTablesPaced: { thinkMs: THINK_MS, ...paced }, busyTablesOnTmpfs: tmpfs, diskFsyncMs: fsyncMs,
    targets: { p99Ms: 10, rssMb: 200, listeningMs: 1500 },
    met: { p99: many.p99Ms <= 10, p99Paced: paced.p99Ms <= 10, rss: Math.max(one.rssMb, many.rssMb) <= 200, listening: listening <= 1500, listeningCompiled: jsListening <= 1500 },
  };
  const f = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
  console.log(`\nMagic Table host bench (${GAME}, ${PLAYERS} people per table, ${PHASE_MS / 1000} s per phase, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})\n`);
  const t = tmpfs;
  console.log('| | 1 table | ' + `${TABLES} tables | ${TABLES} tables, data on tmpfs | ${TABLES} tables, people think ~${THINK_MS} ms |`);
  console.log('| --- | --- | --- | --- | --- |');
  console.log(`| clients | ${one.clients} | ${many.clients} | ${t?.clients ?? '–'} | ${paced.clients} |`);
  console.log(`| intents measured | ${one.intents} | ${many.intents} | ${t?.intents ?? '–'} | ${paced.intents} |`);
  console.log(`| moves/s | ${f(one.movesPerSecond)} | ${f(many.movesPerSecond)} | ${f(t?.movesPerSecond ?? NaN)} | ${f(paced.movesPerSecond)} |`);
  console.log(`| intent → last client, median (ms) | ${f(one.medianMs)} | ${f(many.medianMs)} | ${f(t?.medianMs ?? NaN)} | ${f(paced.medianMs)} |`);
  console.log(`| intent → last client, p99 (ms) | ${f(one.p99Ms)} | ${f(many.p99Ms)} | ${f(t?.p99Ms ?? NaN)} | ${f(paced.p99Ms)} |`);
  console.log(`| intent → last client, max (ms) | ${f(one.maxMs)} | ${f(many.maxMs)} | ${f(t?.maxMs ?? NaN)} | ${f(paced.maxMs)} |`);
  console.log(`| host RSS (MB) | ${f(one.rssMb)} | ${f(many.rssMb)} | ${f(t?.rssMb ?? NaN)} | ${f(paced.rssMb)} |`);
  console.log(`| host CPU per move (ms) | ${f(one.hostCpuMsPerMove)} | ${f(many.hostCpuMsPerMove)} | ${f(t?.hostCpuMsPerMove ?? NaN)} | ${f(paced.hostCpuMsPerMove)} |`);
  console.log(`| host CPU use (share of one core) | ${f(one.hostCpuShare)} | ${f(many.hostCpuShare)} | ${f(t?.hostCpuShare ?? NaN)} | ${f(paced.hostCpuShare)} |`);
  console.log(`| bench clients' CPU per move (ms) | ${f(one.clientsCpuMsPerMove)} | ${f(many.clientsCpuMsPerMove)} | ${f(t?.clientsCpuMsPerMove ?? NaN)} | ${f(paced.clientsCpuMsPerMove)} |`);
  console.log(`\ndisk fdatasync in the data folder: median ${f(fsyncMs.median)} ms, p99 ${f(fsyncMs.p99)} ms (every move waits for one before it is broadcast)`);
  console.log(`\nhost idle RSS ${f(idle.rssMb)} MB; spawn → listening ${f(listening)} ms, → first HTTP answer ${f(http)} ms (median of 3; ${f(processReady)} ms after the host process itself started; the host used ${f(startupCpu)} ms of CPU to get there)`);
  console.log(`compiled JavaScript (as in the Electron build): spawn → listening ${f(jsListening)} ms, ${f(jsCpu)} ms of CPU (median of 3)`);
  console.log(`targets: p99 ≤ 10 ms with ${TABLES} busy tables ${results.met.p99 ? 'met' : 'NOT met'} answering at once, ${results.met.p99Paced ? 'met' : 'NOT met'} with people's think time; RSS ≤ 200 MB ${results.met.rss ? 'met' : 'NOT met'}; listening ≤ 1.5 s ${results.met.listening ? 'met' : 'NOT met'} with tsx, ${results.met.listeningCompiled ? 'met' : 'NOT met'} compiled`);
  fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'artifacts', 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('wrote artifacts/bench-results.json');
}

// `npm run bench -- --engine`: the engine's figures instead (bench/engine.ts).
if (args.has('engine')) await import('./engine.js');
else main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
