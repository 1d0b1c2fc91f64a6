/**
 * Bytes per state frame per seat, before and after, in one run:
 *
 *   npm run bench -- --frames            (or: npx tsx bench/frames.ts [--base=<commit>] [--games=a,b])
 *
 * For each game: a seeded random game of 4 players (the game's nearest count), played by the random
 * bots to its end (at most 5,000 moves). Before every move, each seat's `state` frame is serialised as
 * the host sends it — `{type: 'state', tableId, moveNo, view, toAct, log, fullLog: false, result}`, the
 * log being the entries new to that seat since its last frame — and its length counted (JSON text,
 * UTF-16 code units ≈ bytes for this ASCII-heavy text), with the view's own share apart.
 *
 * "before" plays the same seed with the games' code of `--base` (default: the commit before lean
 * frames, 42dd247), extracted with `git archive` into artifacts/frames-base/ and imported from there;
 * "after" is this worktree's code. Both columns come from the same run on the same machine.
 * Target (issue 17, lean frames): after ≤ ½ × before, for every game. Exits 1 when a game misses it.
 * Writes artifacts/bench-frames.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const BASE = args.get('base') ?? '42dd247';
const ONLY = args.get('games')?.split(',');

/** The parts of the engine and a game definition this bench calls (old and new code alike). */
interface Def {
  id: string; name: string; minPlayers: number; maxPlayers: number; options: { key: string; default?: unknown }[];
  setup(players: number, options: Record<string, unknown>, seed: string): { log: unknown[] };
  view(s: unknown, seat: number | null): unknown;
  toAct(s: unknown): number[];
  isOver(s: unknown): boolean;
  result(s: unknown): unknown;
  scheduled?(s: unknown): { move: unknown } | null;
  createBot(level: 'random', seat: number, seed: string): { act(view: unknown): unknown };
}
interface Engine {
  applyMove(def: Def, s: unknown, seat: number, move: unknown): { ok: true; state: { log: unknown[] } } | { ok: false; message: string };
  logFor(log: unknown[], seat: number | null, from: number): unknown[];
}
interface Figures { moves: number; frames: number; frameBytes: number; viewBytes: number }

async function load(root: string): Promise<{ games: Def[]; engine: Engine }> {
  const games = (await import(pathToFileURL(path.join(root, 'src/shared/games/registry.ts')).href)) as { GAMES: Def[] };
  const engine = (await import(pathToFileURL(path.join(root, 'src/shared/engine/engine.ts')).href)) as Engine;
  return { games: games.GAMES, engine };
}

/** One seeded random game, every seat's state frame before every move. */
function measure(def: Def, engine: Engine): Figures {
  const players = Math.min(Math.max(4, def.minPlayers), def.maxPlayers);
  let s = def.setup(players, Object.fromEntries(def.options.map((o) => [o.key, o.default])), 'frames');
  const bots = Array.from({ length: players }, (_, i) => def.createBot('random', i, `f${i}`));
  let frameBytes = 0, viewBytes = 0, frames = 0, moves = 0;
  const sent = Array<number>(players).fill(0);
  while (!def.isOver(s) && moves < 5000) {
    for (let seat = 0; seat < players; seat++) {
      const view = def.view(s, seat);
      const log = engine.logFor(s.log, seat, sent[seat]);
      sent[seat] = s.log.length;
      const frame = JSON.stringify({ type: 'state', tableId: 'abcdef1234', moveNo: moves, view, toAct: def.toAct(s), log, fullLog: false, result: def.result(s) });
      frameBytes += frame.length;
      viewBytes += JSON.stringify(view).length;
      frames++;
    }
    const due = def.scheduled?.(s);
    const seat = due ? -1 : def.toAct(s)[0];
    const r = engine.applyMove(def, s, seat, due ? due.move : bots[seat].act(def.view(s, seat)));
    if (!r.ok) throw new Error(`${def.id}: move ${moves} refused: ${r.message}`);
    s = r.state;
    moves++;
  }
  return { moves, frames, frameBytes: frameBytes / frames, viewBytes: viewBytes / frames };
}

/** The games' code at `commit`, in artifacts/frames-base/<commit>/ (node_modules resolve from the worktree). */
function extractBase(commit: string): string {
  const dir = path.join(ROOT, 'artifacts', 'frames-base', commit);
  if (!fs.existsSync(path.join(dir, 'src'))) {
    fs.mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', commit, 'src/shared'], { cwd: ROOT, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  return dir;
}

async function main() {
  const before = await load(extractBase(BASE));
  const after = await load(ROOT);
  const rows: { game: string; moves: number; before: Figures; after: Figures; ratio: number }[] = [];
  for (const def of after.games) {
    if (ONLY && !ONLY.includes(def.id)) continue;
    const old = before.games.find((g) => g.id === def.id);
    if (!old) continue;
    const b = measure(old, before.engine);
    const a = measure(def, after.engine);
    rows.push({ game: def.name, moves: a.moves, before: b, after: a, ratio: a.frameBytes / b.frameBytes });
  }
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(`Bytes per state frame per seat (4 players, seeded random game; before = ${BASE}, after = this worktree)`);
  console.log(`${'game'.padEnd(18)}${'moves'.padStart(7)}${'before'.padStart(10)}${'(view)'.padStart(9)}${'after'.padStart(9)}${'(view)'.padStart(9)}${'after/before'.padStart(14)}`);
  for (const r of rows) {
    console.log(`${r.game.padEnd(18)}${String(r.moves).padStart(7)}${n(r.before.frameBytes).padStart(10)}${n(r.before.viewBytes).padStart(9)}`
      + `${n(r.after.frameBytes).padStart(9)}${n(r.after.viewBytes).padStart(9)}${`${(r.ratio * 100).toFixed(0)} %`.padStart(14)}${r.ratio <= 0.5 ? '' : '  ✗ over ½'}`);
  }
  fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'artifacts', 'bench-frames.json'), `${JSON.stringify({ base: BASE, rows }, null, 2)}\n`);
  console.log('wrote artifacts/bench-frames.json');
  if (rows.some((r) => r.ratio > 0.5)) process.exitCode = 1;
}

await main();
