/**
 * npm run bench -- --engine [--seconds=2] [--game=<id>]: the engine's figures, per game.
 *
 *  - random-bot games per second (4 players, the same loop as `npm run sim`, after a warm-up);
 *  - µs per move, fresh: a recorded 4-player game replayed move by move (the engine only: applyMove);
 *  - µs per move with 10,000 extra log entries: the same game replayed from a state whose log
 *    already holds 10,000 entries. The ratio to the fresh figure should stay near 1: a move's cost
 *    must not grow with the log.
 *
 * Prints a table and writes artifacts/bench-engine.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMove, playBots, resolveOptions } from '../src/shared/engine/engine.js';
import { appendLog } from '../src/shared/engine/draft.js';
import type { AnyGame, BaseState, BotLevel, GameRecord } from '../src/shared/engine/types.js';
import { GAMES } from '../src/shared/games/registry.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const SECONDS = Number(args.get('seconds') ?? 2);
const only = args.get('game');
const PLAYERS = 4;
const EXTRA_LOG = 10_000;
const BOTS: BotLevel[] = Array(PLAYERS).fill('random');

function gamesPerSecond(def: AnyGame, ms: number): number {
  let n = 0;
  const warm = performance.now();
  while (performance.now() - warm < ms / 4) playBots(def, { players: PLAYERS, seed: `warm:${n++}`, bots: BOTS });
  n = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    playBots(def, { players: PLAYERS, seed: `bench:${n++}`, bots: BOTS });
    t = performance.now();
  }
  return n / ((t - t0) / 1000);
}

/** The states before each move of one recorded game (from `start`), and the moves. */
function replayTimed(def: AnyGame, record: GameRecord, start: BaseState): number {
  let state = start;
  const t0 = performance.now();
  for (const { seat, move } of record.moves) {
    const r = applyMove(def, state, seat, move);
    if (!r.ok) throw new Error(`${def.id}: replay refused ${JSON.stringify(move)}: ${r.message}`);
    state = r.state;
  }
  return performance.now() - t0;
}

function perMove(def: AnyGame, ms: number, padded: boolean): number {
  const records: GameRecord[] = [];
  for (let i = 0; i < 5; i++) records.push(playBots(def, { players: PLAYERS, seed: `move:${i}`, bots: BOTS }).record);
  const starts = records.map((r) => {
    const opts = resolveOptions(def, r.options, r.seats.length);
    if (!opts.ok) throw new Error(opts.error);
    const s = def.setup(r.seats.length, opts.options, r.seed);
    if (!padded) return s;
    const filler = Array.from({ length: EXTRA_LOG }, (_, i) => ({ msg: { id: 'bench.filler', params: { i } } }));
    return { ...s, log: [...filler, ...s.log] };
  });
  let moves = 0, spent = 0, i = 0;
  const deadline = performance.now() + ms;
  while (performance.now() < deadline || moves === 0) {
    const k = i++ % records.length;
    // Each replay starts from its own copy of the log, held as a game in progress holds it (an AppendLog that owns
    // its entries, made outside the timing): a plain array would be copied at the first move, which a running game
    // never does again.
    const log = starts[k].log;
    const start = { ...starts[k], log: log.length ? appendLog(log.slice(0, -1), log[log.length - 1]) : [] };
    spent += replayTimed(def, records[k], start);
    moves += records[k].moves.length;
  }
  return (spent * 1000) / moves;
}

interface Row { game: string; gamesPerSecond: number; usPerMoveFresh: number; usPerMoveLongLog: number; ratio: number }
const rows: Row[] = [];
for (const def of GAMES) {
  if (only && def.id !== only) continue;
  const ms = SECONDS * 1000;
  perMove(def, ms / 4, false); // warm-up
  const fresh = perMove(def, ms, false);
  const long = perMove(def, ms, true);
  rows.push({ game: def.id, gamesPerSecond: gamesPerSecond(def, ms), usPerMoveFresh: fresh, usPerMoveLongLog: long, ratio: long / fresh });
}
console.log('game               games/s  µs/move fresh  µs/move +10k log  ratio');
for (const r of rows) {
  console.log(`${r.game.padEnd(17)} ${r.gamesPerSecond.toFixed(0).padStart(8)} ${r.usPerMoveFresh.toFixed(1).padStart(14)} ${r.usPerMoveLongLog.toFixed(1).padStart(17)} ${r.ratio.toFixed(2).padStart(6)}`);
}
fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'artifacts', 'bench-engine.json'), JSON.stringify({ when: new Date().toISOString(), players: PLAYERS, extraLog: EXTRA_LOG, rows }, null, 2) + '\n');
