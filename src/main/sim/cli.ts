/**
 * npm run sim -- --game <id> --players 4 --games 1000 --seed 1 \
 *                --bots basic,random,random,random [--json] [--<option> value]
 *                [--iterations N] [--memory perfect|human] [--progress N]
 *
 * `--iterations` is the strong bots' search budget per move (default: the table default);
 * `--memory` how a strong bot remembers Magic Market's Visitors (default human);
 * `--progress N` prints the games played and the first seat's wins so far every N games (on stderr).
 *
 * Any game option can be given as a flag: `--chart C`, `--variant true`,
 * `--modules all` (a multi option takes a comma list or "all").
 */
import { BOT_LEVELS, type BotLevel, type BotSettings, type OptionValues } from '../../shared/engine/types.js';
import { DEFAULT_ITERATIONS, MIN_ITERATIONS } from '../../shared/bots/strong-bot.js';
import { GAMES, findGame } from '../../shared/games/registry.js';
import { simulate } from './simulate.js';

function fail(message: string): never {
  process.stderr.write(`sim: ${message}\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) fail(`unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) flags.set(name, inline);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags.set(name, argv[++i]);
    else flags.set(name, 'true');
  }
  return flags;
}

const flags = parseArgs(process.argv.slice(2));
const gameId = flags.get('game') ?? fail(`--game is required (${GAMES.map((g) => g.id).join(', ')})`);
const def = findGame(gameId) ?? fail(`unknown game "${gameId}" (known: ${GAMES.map((g) => g.id).join(', ')})`);
const int = (name: string, fallback: number, min: number) => {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number ≥ ${min}, not "${raw}"`);
  return n;
};
const players = int('players', Math.min(Math.max(4, def.minPlayers), def.maxPlayers), 1);
if (players < def.minPlayers || players > def.maxPlayers) fail(`${def.name} is for ${def.minPlayers}–${def.maxPlayers} players`);
const games = int('games', 100, 1);
const seed = flags.get('seed') ?? '1';
const botNames = (flags.get('bots') ?? 'random').split(',').map((s) => s.trim());
for (const b of botNames) if (!BOT_LEVELS.includes(b as BotLevel)) fail(`unknown bot "${b}" (known: ${BOT_LEVELS.join(', ')})`);
const bots = Array.from({ length: players }, (_, i) => botNames[Math.min(i, botNames.length - 1)] as BotLevel);

const botSettings: BotSettings = {};
if (flags.has('iterations')) botSettings.iterations = int('iterations', DEFAULT_ITERATIONS, MIN_ITERATIONS);
const memory = flags.get('memory');
if (memory !== undefined) {
  if (memory !== 'perfect' && memory !== 'human') fail(`--memory is perfect or human, not "${memory}"`);
  botSettings.memory = memory;
}

const options: OptionValues = {};
const reserved = new Set(['game', 'players', 'games', 'seed', 'bots', 'json', 'iterations', 'memory', 'progress']);
const progress = int('progress', 0, 0);
const onGame = progress > 0
  ? (played: number, wins: readonly number[]) => { if (played % progress === 0) process.stderr.write(`sim: ${played} games, seat 1 wins ${wins[0]}\n`); }
  : undefined;
for (const [name, raw] of flags) {
  if (reserved.has(name)) continue;
  const spec = def.options.find((o) => o.key === name) ?? fail(`${def.name} has no option --${name} (options: ${def.options.map((o) => o.key).join(', ') || 'none'})`);
  switch (spec.kind) {
    case 'boolean': options[name] = raw === 'true' || raw === 'on' || raw === 'yes'; break;
    case 'number': options[name] = Number(raw); break;
    case 'multi': options[name] = raw === 'all' ? spec.choices.map((c) => c.value) : raw === 'none' ? [] : raw.split(',').map((s) => s.trim()); break;
    default: options[name] = raw;
  }
}

let summary;
try {
  summary = simulate(def, { players, games, seed, bots, options, botSettings, onGame });
} catch (err) {
  fail((err as Error).message);
}
if (flags.get('json') === 'true') {
  process.stdout.write(JSON.stringify(summary) + '\n');
} else {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`${def.name}: ${summary.games} games of ${players} players (${summary.errors} errors), seed ${seed}`);
  console.log(`options: ${JSON.stringify(summary.options)}`);
  const half = (p: number) => 1.96 * Math.sqrt((p * (1 - p)) / Math.max(1, summary.games));
  summary.bots.forEach((b, i) => console.log(`  seat ${i + 1} ${b.padEnd(6)} wins ${pct(summary.winRate[i]).padStart(6)} ±${pct(half(summary.winRate[i]))}  mean score ${summary.meanScore[i].toFixed(1)}${summary.msPerMove[i] === null ? '' : `  ${summary.msPerMove[i]!.toFixed(2)} ms/move`}`));
  console.log(`moves per game ${summary.movesPerGame.toFixed(1)}, ${summary.gamesPerSecond.toFixed(0)} games/s`);
  for (const e of summary.errorSamples) console.log(`  error: ${e}`);
}
process.exit(summary.errors > 0 ? 1 : 0);
