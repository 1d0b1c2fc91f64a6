/**
 * npm run bench -- --flood [--root=DIR] [--seconds=4] [--runs=3] [--kinds=ping,campaigns,…] [--connections=16]
 *
 * One device floods the host with valid requests while another is served (issue 31, P5): the host of this checkout,
 * or of the checkout at `--root` (bench/crowd-host.ts, same settings: the default limits ON, Magical Library's
 * campaigns registered), holds 199 campaigns, 40 tables waiting in the lobby and a few finished games. Then, per
 * kind of request and run, for `--seconds`:
 *
 *  - the flooder, 127.0.0.2, in a process of its own, opens `--connections` connections (each a person who said
 *    hello) and sends that kind of request on each (`--burst` frames every 10 ms, not waiting for answers):
 *    `none` (nothing: the baseline), `ping`, `lobby` (watchLobby on: the whole list), `hello` (again, on the same connections), `history`,
 *    `replay` (a finished game's first moves), `campaigns` (the campaign list), `tables` (createTable then closeTable,
 *    each when the last is answered), and `mix` (all of these, drawn at random);
 *  - the well-behaved client, 127.0.0.3 (another device), pings every 20 ms: its round trip is measured;
 *  - one busy table of five people on 127.0.0.1 (the host's own machine) plays MegaGem, each answering at once (as in
 *    bench/tables.ts): each move's intent → last client round trip is measured.
 *
 * Reports, per kind, the medians over the runs of the pings' and moves' p50 and p99 (ms) and how many of the
 * flooder's requests were answered (served or refused). Target: p99 < 50 ms. Each run is a fresh host and data folder
 * in the OS's temp folder; everything talks to loopback only, and every run stops by itself.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyGame } from '../src/shared/engine/types.js';
import { BusyTable, Client, expectFrame, median, pct, speakProtocol, spawnCrowdHost, type Frame } from './tables.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const ROOT = path.resolve(args.get('root') ?? path.join(HERE, '..'));
const PHASE_MS = Number(args.get('seconds') ?? 4) * 1000;
const RUNS = Number(args.get('runs') ?? 3);
const CONNECTIONS = Number(args.get('connections') ?? 16);
/** Frames each flooding connection sends every 10 ms. */
const BURST = Number(args.get('burst') ?? 4);
const KINDS = ['none', 'ping', 'lobby', 'hello', 'history', 'replay', 'campaigns', 'tables', 'mix'] as const;
type Kind = typeof KINDS[number];
const kinds = (args.get('kinds')?.split(',') ?? KINDS) as Kind[];
const FLOODER = '127.0.0.2';
const VICTIM = '127.0.0.3';
const CAMPAIGN_GAME = 'magical-library';

interface Setup { protocol: number; replay: { tableId: string; gameNo: number } | null }

/** One finished MegaGem game (a person and two basic bots), so that history and replays have something to read. */
async function finishedGame(port: number, def: AnyGame, protocol: number): Promise<void> {
  const c = new Client();
  await c.open(port, 'Recorder', protocol);
  const id = expectFrame(await c.request({ type: 'createTable', game: 'megagem' }), 'room').room.id;
  await c.request({ type: 'setSeats', tableId: id, seats: 3 });
  await c.request({ type: 'addBot', tableId: id, level: 'basic' });
  await c.request({ type: 'addBot', tableId: id, level: 'basic' });
  const bot = def.createBot('basic', 0, 'recorder');
  const over = new Promise<void>((resolve) => {
    let sentFor = -1;
    c.onFrame = (f) => {
      if (f.type !== 'state' || f.tableId !== id) return;
      if (f.result) return resolve();
      if (!f.toAct.includes(0) || sentFor === f.moveNo) return;
      sentFor = f.moveNo;
      void c.request({ type: 'move', tableId: id, moveNo: f.moveNo, move: bot.act(f.view) as { type: string } });
    };
  });
  await c.request({ type: 'start', tableId: id, anyway: true });
  await Promise.race([over, new Promise((_, reject) => setTimeout(() => reject(new Error('the recorded game did not end')), 60_000))]);
  c.ws.terminate();
}

async function prepareHost(port: number, def: AnyGame, protocol: number): Promise<Setup> {
  await finishedGame(port, def, protocol);
  // 40 tables waiting in the lobby, two each from 20 people on the host's own machine.
  for (let i = 0; i < 20; i++) {
    const c = new Client();
    await c.open(port, `Waiting${i}`, protocol);
    for (let j = 0; j < 2; j++) await c.request({ type: 'createTable', game: 'megagem' });
    c.ws.send(JSON.stringify({ type: 'watchLobby', on: false }));
  }
  const probe = new Client();
  await probe.open(port, 'Probe', protocol);
  const h = await probe.request({ type: 'history' });
  probe.ws.terminate();
  const g = h.type === 'history' ? h.games[0] : undefined;
  return { protocol, replay: g ? { tableId: g.tableId, gameNo: g.gameNo } : null };
}

/** The flooder's next request of `kind` (for `tables`, the caller loops create → close). */
function requestOf(kind: Exclude<Kind, 'mix' | 'tables' | 'none'>, setup: Setup, name: string): Record<string, unknown> {
  switch (kind) {
    case 'ping': return { type: 'ping' };
    case 'lobby': return { type: 'watchLobby', on: true };
    case 'hello': return { type: 'hello', protocol: setup.protocol, name, colour: '#e6194b' };
    case 'history': return { type: 'history' };
    case 'replay': return setup.replay ? { type: 'replay', ...setup.replay, moveNo: 3, view: 'public' } : { type: 'history' };
    case 'campaigns': return { type: 'ext', game: CAMPAIGN_GAME, name: 'listCampaigns', payload: {} };
  }
}

/**
 * The flooder, in a process of its own (`--flooder`), so that its own work (sending, receiving) does not slow the
 * process that measures the well-behaved clients: raw sockets, frames counted, not parsed (but a table made, which it
 * closes at once). Prints "ready" once every connection said hello; stops by itself after `--ms` (or on SIGTERM) and
 * prints its counts as JSON.
 */
async function flooder(): Promise<void> {
  const { default: WebSocket } = await import('ws');
  const port = Number(args.get('port'));
  const kind = args.get('kind') as Kind;
  const [tableId, gameNo] = (args.get('replay') ?? '').split('/');
  const setup: Setup = { protocol: Number(args.get('protocol')), replay: tableId ? { tableId, gameNo: Number(gameNo) } : null };
  const conns: InstanceType<typeof WebSocket>[] = [];
  let sent = 0, received = 0, running = true, ref = 0;
  for (let i = 0; i < CONNECTIONS; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress: FLOODER });
    await new Promise<void>((res, rej) => { ws.once('open', () => res()); ws.once('error', rej); });
    const welcomed = new Promise<void>((res) => ws.once('message', () => res()));
    ws.send(JSON.stringify({ type: 'hello', protocol: setup.protocol, name: `Flood${i}`, colour: '#e6194b' }));
    await welcomed;
    ws.on('message', (d: Buffer) => {
      received++;
      // createTable → closeTable: each table made is closed at once (the limits refuse more than a few open).
      if (running && d.includes('"type":"room"') && d.includes('"ref":"f')) {
        const f = JSON.parse(String(d)) as Frame;
        if (f.type === 'room') { ws.send(JSON.stringify({ type: 'closeTable', tableId: f.room.id, ref: `c${++ref}` })); sent++; }
      }
    });
    ws.on('error', () => {});
    conns.push(ws);
  }
  const simple = ['ping', 'lobby', 'hello', 'history', 'replay', 'campaigns'] as const;
  const tick = () => {
    if (kind === 'none') return;
    for (const [i, ws] of conns.entries()) {
      if (ws.readyState !== ws.OPEN) continue;
      for (let b = 0; b < BURST; b++) {
        const k = kind === 'mix' ? [...simple, 'tables' as const][Math.floor(Math.random() * 7)] : kind;
        const msg = k === 'tables' ? { type: 'createTable', game: 'megagem' } : requestOf(k, setup, `Flood${i}`);
        ws.send(JSON.stringify({ ...msg, ref: `f${++ref}` }));
        sent++;
      }
    }
  };
  const timer = setInterval(tick, 10);
  const stop = () => {
    if (!running) return;
    running = false;
    clearInterval(timer);
    for (const ws of conns) ws.terminate();
    process.stdout.write(`${JSON.stringify({ sent, received })}\n`, () => process.exit(0));
  };
  process.on('SIGTERM', stop);
  setTimeout(stop, Number(args.get('ms') ?? 10_000));
  console.log('ready');
}

interface Flood { stop(): Promise<{ sent: number; received: number }> }

async function flood(port: number, kind: Kind, setup: Setup): Promise<Flood> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--flooder', `--port=${port}`, `--kind=${kind}`,
    `--protocol=${setup.protocol}`, `--connections=${CONNECTIONS}`, `--burst=${BURST}`, `--ms=${PHASE_MS + 30_000}`,
    ...(setup.replay ? [`--replay=${setup.replay.tableId}/${setup.replay.gameNo}`] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d) => { out += d; });
  await new Promise<void>((resolve, reject) => {
    const check = () => { if (out.includes('ready')) { child.stdout!.off('data', check); resolve(); } };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`flooder exited ${code}: ${out}`)));
  });
  return {
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      const last = out.trim().split('\n').at(-1) ?? '{}';
      return JSON.parse(last) as { sent: number; received: number };
    },
  };
}

/** The well-behaved device: a ping every 20 ms, each round trip recorded. */
async function pinger(port: number, setup: Setup): Promise<{ stop(): number[] }> {
  const c = new Client();
  await c.open(port, 'Victim', setup.protocol, VICTIM);
  const rtts: number[] = [];
  let outstanding = 0;
  const timer = setInterval(() => {
    if (outstanding > 50) return; // a host that stopped answering: the missing answers show as the phase's worst
    outstanding++;
    const t0 = performance.now();
    void c.request({ type: 'ping' }).then(() => { outstanding--; rtts.push(performance.now() - t0); });
  }, 20);
  return { stop: () => { clearInterval(timer); c.ws.terminate(); return rtts; } };
}

interface RunFigures { pingP50: number; pingP99: number; pings: number; moveP50: number; moveP99: number; moves: number; sent: number; answered: number }

async function run(def: AnyGame, kind: Kind, prepare: (dir: string) => void): Promise<RunFigures> {
  const h = await spawnCrowdHost(ROOT, 'flood', ['--campaigns'], prepare);
  try {
    const setup = await prepareHost(h.port, def, currentProtocol);
    const table = new BusyTable(def, h.port, 1);
    await table.setup();
    const f = await flood(h.port, kind, setup);
    const p = await pinger(h.port, setup);
    await table.start();
    await new Promise((r) => setTimeout(r, PHASE_MS));
    const rtts = p.stop();
    table.stop();
    const counts = await f.stop();
    table.close();
    const moves = table.latencies;
    return {
      pingP50: pct(rtts, 50), pingP99: pct(rtts, 99), pings: rtts.length,
      moveP50: pct(moves, 50), moveP99: pct(moves, 99), moves: moves.length, sent: counts.sent, answered: counts.received,
    };
  } finally {
    h.child.kill('SIGTERM');
    await new Promise((r) => h.child.once('exit', r));
    fs.rmSync(h.dataDir, { recursive: true, force: true });
  }
}

let currentProtocol = 0;

async function main() {
  const { getGame } = await import(pathToFileURL(path.join(ROOT, 'src/shared/games/registry.ts')).href) as typeof import('../src/shared/games/registry.js');
  const { PROTOCOL_VERSION } = await import(pathToFileURL(path.join(ROOT, 'src/shared/protocol-constants.ts')).href) as typeof import('../src/shared/protocol-constants.js');
  const { CampaignStore, MAX_CAMPAIGNS } = await import(pathToFileURL(path.join(ROOT, 'src/main/games/magical-library/index.ts')).href) as typeof import('../src/main/games/magical-library/index.js');
  speakProtocol(PROTOCOL_VERSION);
  currentProtocol = PROTOCOL_VERSION;
  const def = getGame('megagem');
  const prepare = (dir: string) => {
    const store = new CampaignStore(dir);
    for (let i = 0; i < MAX_CAMPAIGNS - 1; i++) store.create(`Campaign ${i}`);
  };
  const f = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
  console.log(`\nflood bench (${ROOT}; one device, ${CONNECTIONS} connections × ${BURST} frames / 10 ms; ${PHASE_MS / 1000} s a run, median of ${RUNS}; load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})\n`);
  console.log('| flood of | other device\'s ping p50 / p99 (ms) | own machine\'s move p50 / p99 (ms) | flooder\'s frames sent / frames it got back |');
  console.log('| --- | --- | --- | --- |');
  const results: Record<string, { runs: RunFigures[]; median: Record<string, number> }> = {};
  for (const kind of kinds) {
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(def, kind, prepare));
    const m = (k: keyof RunFigures) => median(runs.map((r) => r[k]));
    const med = { pingP50: m('pingP50'), pingP99: m('pingP99'), moveP50: m('moveP50'), moveP99: m('moveP99'), sent: m('sent'), answered: m('answered') };
    results[kind] = { runs, median: med };
    console.log(`| ${kind} | ${f(med.pingP50)} / ${f(med.pingP99)} | ${f(med.moveP50)} / ${f(med.moveP99)} | ${med.sent} / ${med.answered} |`);
  }
  const out = { when: new Date().toISOString(), root: ROOT, phaseSeconds: PHASE_MS / 1000, runs: RUNS, connections: CONNECTIONS, burst: BURST, targetP99Ms: 50, results };
  fs.mkdirSync(path.join(HERE, '..', 'artifacts'), { recursive: true });
  fs.writeFileSync(path.join(HERE, '..', 'artifacts', 'bench-flood.json'), JSON.stringify(out, null, 2) + '\n');
  console.log('\nwrote artifacts/bench-flood.json');
}

if (args.has('flooder')) await flooder();
else await main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1); });
