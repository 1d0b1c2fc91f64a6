/**
 * npm run bench — the host's figures, side by side in one bounded run:
 *
 *  - startup: spawn `tsx src/main/host/cli.ts --no-mdns` → "listening" line and first HTTP answer
 *    (mDNS stays off: nothing is sent on the machine's real interface);
 *  - latency from a person's intent (a move frame sent) to the LAST client at the table receiving
 *    the resulting state, with 1 busy table and with 20 busy tables of 5 clients each (MegaGem,
 *    people-clients scripted to answer at once; no bot thinking time; rematches keep tables busy);
 *  - the host's memory (RSS, and peak RSS) from /proc;
 *  - the same 20 busy tables while several tables of four `strong` bots think on the host's bot pool
 *    (bench/strong-bots.ts): the people's round-trip must stay as without them;
 *  - `--frames`: only bench/frames.ts (bytes per state frame per seat, before and after lean frames);
 *  - the crowd cases of bench/crowd.ts (busy tables while 150 tables wait in the lobby, and while
 *    1,000 idle people sit in it); `--no-crowd` skips them.
 *
 * `npm run bench -- --flood [--root=DIR]` runs bench/flood.ts instead (one device flooding with each kind of valid
 * request: another device's ping p99 and a table's move p99);
 * `npm run bench -- --engine` runs bench/engine.ts instead (games/s and µs per move per game);
 * `npm run bench -- --sim --against=DIR` bench/sim-pairs.ts (npm run sim against another checkout, pair by pair).
 *
 * Prints a table and writes artifacts/bench-results.json. Targets: p99 ≤ 10 ms with 20 busy
 * tables, RSS ≤ 200 MB, listening ≤ 1.5 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getGame } from '../src/shared/games/registry.js';
import { startStrongBotTables } from './strong-bots.js';
import { GAME, PLAYERS, cpuMs, listeningPort, pct, phase, rss } from './tables.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const PHASE_MS = Number(args.get('seconds') ?? 10) * 1000;
const TABLES = Number(args.get('tables') ?? 20);
/** Think time of the paced run's people (each answer waits 0.5–1.5 × this). */
const THINK_MS = Number(args.get('think') ?? 200);
/** Tables of four strong bots thinking during the strong-bot phase. */
const STRONG_TABLES = Number(args.get('strong-tables') ?? 3);

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
  const seen = { out: '' };
  child.stderr!.on('data', (d) => { seen.out += d; });
  const port = await listeningPort(child, seen);
  const listeningMs = performance.now() - t0;
  const startupCpuMs = cpuMs(child.pid!);
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/info`);
      if (r.ok) break;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 5));
  }
  const ready = /ready (\d+) ms after process start/.exec(seen.out);
  return { child, port, listeningMs, httpMs: performance.now() - t0, processReadyMs: ready ? Number(ready[1]) : NaN, startupCpuMs };
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
  // `npm run bench -- --frames`: only the bytes per state frame per seat, before and after (bench/frames.ts).
  if (args.has('frames')) {
    const frames = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'frames.ts'), ...process.argv.slice(2).filter((a) => a !== '--frames')], { cwd: ROOT, stdio: 'inherit' });
    process.exitCode = (await new Promise<number | null>((r) => frames.once('exit', r))) ?? 1;
    return;
  }
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
  const one = await phase(def, h.port, h.child.pid!, 1, PHASE_MS);
  const many = await phase(def, h.port, h.child.pid!, TABLES, PHASE_MS);
  const paced = await phase(def, h.port, h.child.pid!, TABLES, PHASE_MS, THINK_MS);
  // The same busy tables while strong bots think at other tables (their moves counted over the phase).
  const strong = await startStrongBotTables(def, h.port, STRONG_TABLES);
  await new Promise((r) => setTimeout(r, 1000));
  const strongMoves0 = strong.botMoves();
  const withStrong = await phase(def, h.port, h.child.pid!, TABLES, PHASE_MS);
  const strongMoves = strong.botMoves() - strongMoves0;
  strong.stop();
  h.child.kill('SIGTERM');
  await new Promise((r) => h.child.once('exit', r));

  // The same 20 tables with the data folder on tmpfs, where fsync costs nothing: the host's own share of the latency.
  let tmpfs: Awaited<ReturnType<typeof phase>> | null = null;
  if (fs.existsSync('/dev/shm')) {
    const shm = fs.mkdtempSync('/dev/shm/mt-bench-');
    const h2 = await spawnHost(shm);
    tmpfs = await phase(def, h2.port, h2.child.pid!, TABLES, PHASE_MS);
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
    busyTablesWithStrongBots: { strongTables: STRONG_TABLES, movesAtStrongTables: strongMoves, ...withStrong },
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
  console.log(`\nwith ${STRONG_TABLES} tables of four strong bots thinking (default budget, bot pool of the host): ${TABLES} busy tables, intent → last client median ${f(withStrong.medianMs)} ms, p99 ${f(withStrong.p99Ms)} ms, max ${f(withStrong.maxMs)} ms, ${f(withStrong.movesPerSecond)} moves/s; host CPU ${f(withStrong.hostCpuShare)} of one core; ${strongMoves} moves made at the strong tables (${f(strongMoves / (PHASE_MS / 1000))}/s)`);
  console.log(`\ndisk fdatasync in the data folder: median ${f(fsyncMs.median)} ms, p99 ${f(fsyncMs.p99)} ms (every move waits for one before it is broadcast)`);
  console.log(`\nhost idle RSS ${f(idle.rssMb)} MB; spawn → listening ${f(listening)} ms, → first HTTP answer ${f(http)} ms (median of 3; ${f(processReady)} ms after the host process itself started; the host used ${f(startupCpu)} ms of CPU to get there)`);
  console.log(`compiled JavaScript (as in the Electron build): spawn → listening ${f(jsListening)} ms, ${f(jsCpu)} ms of CPU (median of 3)`);
  console.log(`targets: p99 ≤ 10 ms with ${TABLES} busy tables ${results.met.p99 ? 'met' : 'NOT met'} answering at once, ${results.met.p99Paced ? 'met' : 'NOT met'} with people's think time; RSS ≤ 200 MB ${results.met.rss ? 'met' : 'NOT met'}; listening ≤ 1.5 s ${results.met.listening ? 'met' : 'NOT met'} with tsx, ${results.met.listeningCompiled ? 'met' : 'NOT met'} compiled`);
  fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'artifacts', 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('wrote artifacts/bench-results.json');

  // The crowd cases (150 tables waiting in the lobby, 1,000 idle sockets): bench/crowd.ts, in its own process.
  if (!args.has('no-crowd')) {
    const crowd = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'crowd.ts'), `--seconds=${PHASE_MS / 1000}`], { cwd: ROOT, stdio: 'inherit' });
    const code = await new Promise<number | null>((r) => crowd.once('exit', r));
    if (code !== 0) throw new Error(`bench/crowd.ts exited with ${code}`);
    console.log('wrote artifacts/bench-crowd.json');
  }
}

// `npm run bench -- --engine`: the engine's figures instead (bench/engine.ts).
if (args.has('engine')) await import('./engine.js');
// `npm run bench -- --saturation [--no-rate-limit] [--root=DIR]`: the saturation case alone (bench/saturation.ts).
else if (args.has('saturation')) await import('./saturation.js');
// `npm run bench -- --flood [--root=DIR]`: one device floods with each kind of valid request; another's p99 (bench/flood.ts).
else if (args.has('flood')) await import('./flood.js');
// `npm run bench -- --sim --against=DIR`: npm run sim's games/s, this checkout against DIR, pair by pair (bench/sim-pairs.ts).
else if (args.has('sim')) await import('./sim-pairs.js');
// `npm run bench -- --lobby [--root=DIR]`: a returning player's lobby in Chromium, CPU slowed 4× (bench/lobby-load.ts).
else if (args.has('lobby')) await import('./lobby-load.js');
else main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
