/** Command-line flags of the headless host (cli.ts). */
import { defaultDataDir } from './paths.js';
import { ManualClock } from './clock.js';
import type { HostOptions } from './host.js';

export class UsageError extends Error {}

export const USAGE = `Usage: magic-table-host [--port N] [--name "Kitchen table"] [--data-dir DIR] [--static-dir DIR]
                        [--bind ADDRESS] [--no-mdns] [--bot-delay MS] [--system-delay MS|N%]
                        [--fake-clock]       (end-to-end tests: time moves only by POST /api/test/advance)
                        [--idle-minutes N]   (retire tables nobody has been at for N minutes; 0 = never; default 30)
                        [--no-rate-limit]    (benches only: no per-connection limit of 20 frames a second)`;

function fail(message: string): never {
  throw new UsageError(message);
}

export function parseHostArgs(argv: string[]): Omit<HostOptions, 'log'> {
  const opts: Omit<HostOptions, 'log'> = { dataDir: '' };
  const takesValue = new Set(['port', 'name', 'data-dir', 'static-dir', 'bot-delay', 'system-delay', 'bind', 'idle-minutes']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new UsageError('help');
    if (!arg.startsWith('--')) fail(`unexpected argument "${arg}"`);
    const [name, given] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    let value = given;
    if (name === 'no-mdns') { opts.mdns = false; continue; }
    if (name === 'mdns') { opts.mdns = true; continue; }
    if (name === 'no-rate-limit') { opts.rateLimit = false; continue; }
    if (name === 'fake-clock') { opts.clock = new ManualClock(); opts.testClockRoute = true; continue; }
    if (!takesValue.has(name)) fail(`unknown flag --${name}`);
    if (value === undefined) {
      if (i + 1 >= argv.length) fail(`--${name} needs a value`);
      value = argv[++i];
    }
    switch (name) {
      case 'port': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 0 || n > 65535) fail(`--port must be a port number (0–65535), not "${value}"`);
        opts.port = n;
        break;
      }
      case 'bot-delay': {
        const n = Number(value);
        if (!Number.isFinite(n) || n < 0 || n > 60_000) fail(`--bot-delay must be milliseconds (0–60000), not "${value}"`);
        opts.botDelayMs = n;
        break;
      }
      case 'system-delay': {
        // Tests only: how long timed reveals stay on screen (default: each game's own delay), in milliseconds
        // or as a share of the game's own delay ("15%").
        const share = /^(\d+(?:\.\d+)?)%$/.exec(value);
        if (share) {
          const p = Number(share[1]);
          if (p > 100) fail(`--system-delay as a share must be 0–100%, not "${value}"`);
          opts.systemDelayShare = p / 100;
          break;
        }
        const n = Number(value);
        if (!Number.isFinite(n) || n < 0 || n > 60_000) fail(`--system-delay must be milliseconds (0–60000) or a share (0–100%), not "${value}"`);
        opts.systemDelayMs = n;
        break;
      }
      case 'idle-minutes': {
        const n = Number(value);
        if (!Number.isFinite(n) || n < 0 || n > 10_080) fail(`--idle-minutes must be minutes (0–10080), not "${value}"`);
        opts.idleTableMs = n * 60_000;
        break;
      }
      case 'name': {
        const v = value.trim();
        if (v.length < 1 || v.length > 63) fail('--name must be 1–63 characters');
        opts.name = v;
        break;
      }
      case 'data-dir': opts.dataDir = value; break;
      case 'static-dir': opts.staticDir = value; break;
      case 'bind': opts.bind = value; break;
    }
  }
  if (!opts.dataDir) opts.dataDir = defaultDataDir();
  return opts;
}

