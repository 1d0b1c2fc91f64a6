/**
 * npm run bench -- --saturation [--no-rate-limit] [--root=DIR] [--tables=20] [--seconds=10] [--runs=3]
 *
 * The saturation case: TABLES busy MegaGem tables of five people who answer at once (no think
 * time, no bot delay), on a host of this checkout or of the checkout at `--root` (bench/crowd-host.ts,
 * so two commits are measured with the same settings). Reports the moves per second and the
 * intent → last client round trip (median, p99) of each run, and the medians over the runs.
 *
 * `--no-rate-limit` starts the host with its per-connection limit (20 frames a second, bursts of 40)
 * lifted — benches only: with the limit, each person's frames, not the host, set the pace.
 * Each run uses a fresh host and data folder (in the OS's temp folder, on disk).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';
import { median, phase, speakProtocol, spawnCrowdHost } from './tables.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const ROOT = path.resolve(args.get('root') ?? path.join(HERE, '..'));
const PHASE_MS = Number(args.get('seconds') ?? 10) * 1000;
const TABLES = Number(args.get('tables') ?? 20);
const RUNS = Number(args.get('runs') ?? 3);
const NO_LIMIT = args.has('no-rate-limit');

const spawnHost = () => spawnCrowdHost(ROOT, 'saturation', NO_LIMIT ? ['--no-rate-limit'] : []);

async function main() {
  // The checkout's own game (its bots read its views) and protocol version.
  const { getGame } = await import(pathToFileURL(path.join(ROOT, 'src/shared/games/registry.ts')).href) as typeof import('../src/shared/games/registry.js');
  const { PROTOCOL_VERSION } = await import(pathToFileURL(path.join(ROOT, 'src/shared/protocol-constants.ts')).href) as typeof import('../src/shared/protocol-constants.js');
  speakProtocol(PROTOCOL_VERSION);
  const def = getGame('megagem');
  const runs: Awaited<ReturnType<typeof phase>>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const h = await spawnHost();
    runs.push(await phase(def, h.port, h.child.pid!, TABLES, PHASE_MS));
    h.child.kill('SIGTERM');
    await new Promise((r) => h.child.once('exit', r));
    fs.rmSync(h.dataDir, { recursive: true, force: true });
  }
  const f = (x: number) => x.toFixed(2);
  console.log(`\nsaturation bench (${ROOT}; ${TABLES} busy MegaGem tables, ${PHASE_MS / 1000} s a run, rate limit ${NO_LIMIT ? 'lifted' : 'on'}, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})\n`);
  console.log('| run | moves/s | median (ms) | p99 (ms) | host CPU per move (ms) |');
  console.log('| --- | --- | --- | --- | --- |');
  runs.forEach((r, i) => console.log(`| ${i + 1} | ${f(r.movesPerSecond)} | ${f(r.medianMs)} | ${f(r.p99Ms)} | ${f(r.hostCpuMsPerMove)} |`));
  const summary = { movesPerSecond: median(runs.map((r) => r.movesPerSecond)), medianMs: median(runs.map((r) => r.medianMs)), p99Ms: median(runs.map((r) => r.p99Ms)) };
  console.log(`| median of ${RUNS} | ${f(summary.movesPerSecond)} | ${f(summary.medianMs)} | ${f(summary.p99Ms)} | |`);
  const results = { when: new Date().toISOString(), root: ROOT, rateLimit: !NO_LIMIT, tables: TABLES, phaseSeconds: PHASE_MS / 1000, runs, median: summary };
  fs.mkdirSync(path.join(HERE, '..', 'artifacts'), { recursive: true });
  fs.writeFileSync(path.join(HERE, '..', 'artifacts', 'bench-saturation.json'), JSON.stringify(results, null, 2) + '\n');
}

main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });
