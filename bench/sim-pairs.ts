/**
 * npm run bench -- --sim --against=DIR [--pairs=5] [--games=megagem:40000,magic-money:10000,magic-market:4000,magical-library:1000]
 *
 * `npm run sim`'s 4-player random games per second, this checkout against another (DIR: an older commit
 * checked out into a temporary folder, e.g. `git worktree add --detach /tmp/old 9762d43`, with this
 * checkout's node_modules linked in), side by side in one run: for each game, PAIRS pairs of whole `npm run sim`
 * processes (`npm run sim -- --game G --players 4 --games N --bots random,… --json`: scripts/sim.mjs, its bundle; a
 * checkout from before the simulator was bundled: `tsx src/main/sim/cli.ts`), the other
 * checkout's first, then this one's, so the ratio of a pair holds when the machine's speed drifts. Prints each
 * pair and, per game, the median ratio (target, issue 17: ≥ 3 for every game).
 *
 * Each process's figure includes its JIT warm-up (about a third of a second here, the same for old and new
 * code): the fewer the games, the more of a fast run it is, and the closer a ratio is pulled towards 1. The
 * default counts make the older checkout's run last several seconds. Writes artifacts/bench-sim-pairs.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './tables.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const AGAINST = args.get('against');
if (!AGAINST) {
  console.error('bench --sim: --against=DIR is required (a checkout of the commit to compare with)');
  process.exit(2);
}
const OTHER = path.resolve(AGAINST);
const PAIRS = Number(args.get('pairs') ?? 5);
const GAMES = (args.get('games') ?? 'megagem:40000,magic-money:10000,magic-market:4000,magical-library:1000')
  .split(',').map((g) => { const [id, n] = g.split(':'); return { id, n: Number(n ?? 1000) }; });

/** One `npm run sim` process in `root`: its games per second. */
function gamesPerSecond(root: string, game: string, n: number): number {
  const bundled = fs.existsSync(path.join(root, 'scripts', 'sim.mjs'));
  const [cmd, entry] = bundled ? [process.execPath, 'scripts/sim.mjs'] : [path.join(ROOT, 'node_modules', '.bin', 'tsx'), 'src/main/sim/cli.ts'];
  const out = execFileSync(cmd, [entry, '--game', game, '--players', '4', '--games', String(n), '--bots', 'random,random,random,random', '--json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 20, timeout: 600_000 });
  // An older checkout may print its summary without --json: take the figure from either.
  const line = out.trim().split('\n').pop() ?? '';
  if (line.startsWith('{')) return (JSON.parse(line) as { gamesPerSecond: number }).gamesPerSecond;
  const m = /([\d.]+) games\/s/.exec(out);
  if (!m) throw new Error(`no games/s in the output of ${root}: ${out.slice(-200)}`);
  return Number(m[1]);
}

const results: { game: string; games: number; pairs: { other: number; here: number; ratio: number }[]; medianRatio: number }[] = [];
console.log(`\nnpm run sim, 4 players, random bots: ${OTHER} (other) against ${ROOT} (here), ${PAIRS} pairs a game\n`);
console.log('| game | games a run | other (games/s) | here (games/s) | ratio |');
console.log('| --- | --- | --- | --- | --- |');
for (const { id, n } of GAMES) {
  const pairs = [];
  for (let i = 0; i < PAIRS; i++) {
    const other = gamesPerSecond(OTHER, id, n);
    const here = gamesPerSecond(ROOT, id, n);
    pairs.push({ other, here, ratio: here / other });
    console.log(`| ${id} | ${n} | ${other.toFixed(0)} | ${here.toFixed(0)} | ${(here / other).toFixed(2)} |`);
  }
  const medianRatio = median(pairs.map((p) => p.ratio));
  results.push({ game: id, games: n, pairs, medianRatio });
  console.log(`| ${id} | median of ${PAIRS} | ${median(pairs.map((p) => p.other)).toFixed(0)} | ${median(pairs.map((p) => p.here)).toFixed(0)} | **${medianRatio.toFixed(2)}** |`);
}
fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'artifacts', 'bench-sim-pairs.json'), JSON.stringify({ when: new Date().toISOString(), other: OTHER, results }, null, 2) + '\n');
