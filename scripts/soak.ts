/**
 * `npm run soak -- --seconds N [--seed S] [--commands C]`: plays the model-based test of the table's promises
 * (test/host/promises/) for about N seconds (default 60): random, seeded sequences of people's actions against a real
 * host on loopback, every promise checked after every step. Prints the sequences and steps run, and any
 * counterexample (shrunk, with its seed and path to replay: PROMISES_SEED / PROMISES_PATH in the vitest test).
 * Stops by itself; exits 1 on a broken promise.
 */
import { runPromises } from '../test/host/promises/run.js';
import { ignoredBreaks } from '../test/host/promises/model.js';
import { commandsRun } from '../test/host/promises/commands.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const seconds = Number(arg('seconds') ?? 60);
const firstSeed = arg('seed') !== undefined ? Number(arg('seed')) : Date.now() % 2 ** 31;
const maxCommands = Number(arg('commands') ?? 40);
const replayPath = arg('path');
const verbose = process.argv.includes('--verbose');
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error('usage: npm run soak -- --seconds N [--seed S] [--commands C] [--verbose]');
  process.exit(2);
}

const end = Date.now() + seconds * 1000;
let sequences = 0;
let steps = 0;
let seed = firstSeed;
let failed = false;
while (Date.now() < end) {
  const out = await runPromises({ seed, ...(replayPath ? { path: replayPath } : {}), numRuns: 5, maxCommands, timeLimitMs: Math.max(1000, end - Date.now()), log: verbose ? (l) => console.log(l) : undefined });
  sequences += out.sequences;
  steps += out.steps;
  if (out.failed) {
    console.log(out.report);
    failed = true;
    break;
  }
  seed = (seed + 1) % 2 ** 31;
}
console.log(`soak: ${sequences} sequences, ${steps} steps in ${seconds} s from seed ${firstSeed}: ${failed ? 'a promise broke (above)' : 'every promise held'}`);
console.log(`commands run: ${[...commandsRun].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ')}`);
for (const [p, what] of ignoredBreaks) console.log(`ignored (PROMISES_IGNORE) ${p}: ${what}`);
process.exit(failed ? 1 : 0);
