/**
 * npm run bench -- --crowd: busy tables while the host holds a crowd.
 *
 *  - baseline: TABLES busy MegaGem tables (five people answering at once) and nothing else;
 *  - 150 lobby tables: the same, while 150 other people each wait at a table of their own in the lobby;
 *  - 1,000 idle sockets: the same, while 1,000 people who said hello sit in the lobby doing nothing.
 *
 * Each phase reports the move rate and intent → last client latency (median, p99). `--root=DIR`
 * runs the host of another checkout with the same settings (bench/crowd-host.ts), so that a
 * change can be measured before and after on the same machine: run both in turns and compare.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getGame } from '../src/shared/games/registry.js';
import { Client, expectFrame, phase, spawnCrowdHost } from './tables.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const ROOT = path.resolve(args.get('root') ?? path.join(HERE, '..'));
const PHASE_MS = Number(args.get('seconds') ?? 5) * 1000;
const TABLES = Number(args.get('tables') ?? 4);
const LOBBY_TABLES = Number(args.get('lobby-tables') ?? 150);
const IDLE = Number(args.get('idle') ?? 1000);

const spawnHost = () => spawnCrowdHost(ROOT, 'crowd');

/** `n` people who said hello, opened 50 at a time. */
async function crowd(port: number, n: number, prefix: string): Promise<Client[]> {
  const out: Client[] = [];
  for (let i = 0; i < n; i += 50) {
    const batch = Array.from({ length: Math.min(50, n - i) }, (_, j) => { const c = new Client(); return c.open(port, `${prefix}${i + j}`).then(() => c); });
    out.push(...await Promise.all(batch));
  }
  return out;
}

const settle = () => new Promise((r) => setTimeout(r, 1000));

async function main() {
  const def = getGame('megagem');
  const h = await spawnHost();
  const pid = h.child.pid!;
  const baseline = await phase(def, h.port, pid, TABLES, PHASE_MS);
  await settle();

  const waiting = await crowd(h.port, LOBBY_TABLES, 'W');
  for (const c of waiting) {
    expectFrame(await c.request({ type: 'createTable', game: 'megagem' }), 'room');
    c.ws.send(JSON.stringify({ type: 'watchLobby', on: false }));
  }
  await settle();
  const lobbyTables = await phase(def, h.port, pid, TABLES, PHASE_MS);
  for (const c of waiting) c.ws.terminate();
  await settle();

  const idle = await crowd(h.port, IDLE, 'I');
  await settle();
  const idleSockets = await phase(def, h.port, pid, TABLES, PHASE_MS);
  for (const c of idle) c.ws.terminate();

  h.child.kill('SIGTERM');
  await new Promise((r) => h.child.once('exit', r));
  const f = (x: number) => x.toFixed(2);
  const rows = [['baseline', baseline], [`${LOBBY_TABLES} lobby tables`, lobbyTables], [`${IDLE} idle sockets`, idleSockets]] as const;
  console.log(`\ncrowd bench (${ROOT}; ${TABLES} busy MegaGem tables, ${PHASE_MS / 1000} s a phase, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})\n`);
  console.log('| | moves/s | median (ms) | p99 (ms) | host CPU per move (ms) | host RSS (MB) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [name, r] of rows) console.log(`| ${name} | ${f(r.movesPerSecond)} | ${f(r.medianMs)} | ${f(r.p99Ms)} | ${f(r.hostCpuMsPerMove)} | ${f(r.rssMb)} |`);
  const results = { when: new Date().toISOString(), root: ROOT, tables: TABLES, phaseSeconds: PHASE_MS / 1000, baseline, lobbyTables, idleSockets };
  fs.mkdirSync(path.join(HERE, '..', 'artifacts'), { recursive: true });
  fs.writeFileSync(path.join(HERE, '..', 'artifacts', 'bench-crowd.json'), JSON.stringify(results, null, 2) + '\n');
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
