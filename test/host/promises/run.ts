/**
 * The runner of the model-based test of the table's promises, shared by test/host/promises.test.ts (a bounded run
 * in `npm test`) and scripts/soak.ts (`npm run soak -- --seconds N`). Each sequence starts a real host on a temp
 * data folder with a manual clock, four people on their own loopback addresses (devices), the first of whom opens
 * the table; fast-check then plays a random, seeded sequence of commands (commands.ts) and the model checks every
 * promise after every step (model.ts). A failure is shrunk and reported with its seed and path: replay it with
 * PROMISES_SEED=<seed> PROMISES_PATH=<path>.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { startHost } from '../../../src/main/host/host.js';
import { ManualClock } from '../../../src/main/host/clock.js';
import type { AnyGame } from '../../../src/shared/engine/types.js';
import type { TurnTimer } from '../../../src/shared/protocol.js';
import { highCard, highCardForced } from '../fixtures/highcard.js';
import type { TestHost } from '../support/host.js';
import { commandArbs } from './commands.js';
import { World, type Person } from './model.js';

const GAMES: readonly AnyGame[] = [highCard as unknown as AnyGame, highCardForced as unknown as AnyGame];

interface Config { game: 0 | 1; timer: TurnTimer; forcedChoices: boolean; seats: number; rounds: number }

const configArb: fc.Arbitrary<Config> = fc.record({
  game: fc.constantFrom(0 as const, 0 as const, 1 as const),
  timer: fc.constantFrom('off' as const, 'fast' as const),
  forcedChoices: fc.boolean(),
  seats: fc.integer({ min: 3, max: 4 }),
  rounds: fc.integer({ min: 3, max: 6 }),
});

async function hostOn(dataDir: string, clock: ManualClock, logs: string[]): Promise<TestHost> {
  const host = await startHost({
    port: 0, bind: '127.0.0.1', mdns: false, botDelayMs: 0, systemDelayMs: 0, name: 'Promises', clock, dataDir,
    games: GAMES, idleTableMs: 0, rateLimit: false,
    log: (level, message) => { if (level !== 'info') logs.push(`${level}: ${message}`); },
  });
  return Object.assign(host, { dataDir, logs });
}

/** A world for one sequence: the host, four people, the main table opened by the first. */
async function newWorld(cfg: Config, log?: (line: string) => void): Promise<World> {
  const clock = new ManualClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-promises-'));
  const logs: string[] = [];
  const w = new World({
    games: GAMES, game: GAMES[cfg.game], timer: cfg.timer, forcedChoices: cfg.forcedChoices, seats: cfg.seats, rounds: cfg.rounds,
    clock, log, startHost: (dir) => hostOn(dir ?? dataDir, clock, logs),
  });
  w.dataDir = dataDir;
  w.host = await hostOn(dataDir, clock, logs);
  w.people = ['Ana', 'Ben', 'Cat', 'Dan'].map((name, id): Person => ({ id, name, device: `127.0.0.${id + 2}`, token: '', client: null, at: false, code: null }));
  await w.openTable(w.people[0]);
  // Two more people sit; the fourth is connected and watches the lobby.
  for (const p of w.people.slice(1)) await w.connect(p);
  for (const p of w.people.slice(1, 3)) await p.client?.reply({ type: 'joinTable', tableId: w.tableId as string, as: 'player' }, 'room');
  await w.observe('open the table');
  return w;
}

export interface RunOptions {
  seed?: number;
  path?: string;
  numRuns: number;
  maxCommands: number;
  /** Stop generating new sequences after this long (the sequences under way finish). */
  timeLimitMs?: number;
  log?: (line: string) => void;
}

export interface RunOutcome {
  sequences: number;
  steps: number;
  failed: boolean;
  /** fast-check's report: the seed, the path and the shrunk sequence of commands, with the broken promise. */
  report: string;
  seed: number;
  path?: string;
  counterexample?: string;
  error?: string;
}

export async function runPromises(o: RunOptions): Promise<RunOutcome> {
  let sequences = 0;
  let steps = 0;
  const property = fc.asyncProperty(configArb, fc.commands(commandArbs(), { maxCommands: o.maxCommands, size: 'max' }), async (cfg, cmds) => {
    sequences++;
    const w = await newWorld(cfg, o.log);
    try {
      await fc.asyncModelRun(() => ({ model: w, real: w }), cmds);
    } finally {
      steps += w.steps;
      await w.closeAll();
      fs.rmSync(w.dataDir, { recursive: true, force: true });
    }
  });
  const details = await fc.check(property, {
    numRuns: o.numRuns,
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    ...(o.path ? { path: o.path } : {}),
    ...(o.timeLimitMs ? { interruptAfterTimeLimit: o.timeLimitMs } : {}),
    includeErrorInReport: true,
  });
  const report = details.failed ? fc.defaultReportMessage(details) ?? '' : '';
  return {
    sequences, steps, failed: details.failed, report, seed: details.seed, path: details.counterexamplePath ?? undefined,
    counterexample: details.counterexample ? fc.stringify(details.counterexample) : undefined,
    error: details.errorInstance instanceof Error ? details.errorInstance.message : undefined,
  };
}
