/**
 * The headless host:
 *   npm run host -- --port 7531 --name "Kitchen table" --data-dir ./tables [--no-mdns] [--bot-delay 50] [--bind 127.0.0.1]
 * Every flag is optional. Closes cleanly on SIGINT/SIGTERM (goodbye sent, files flushed).
 */
import { gameExtensions } from '../games/registry.js';
import { USAGE, UsageError, parseHostArgs } from './args.js';
import { startHost } from './host.js';

async function main(): Promise<void> {
  const t0 = performance.now();
  let opts;
  try {
    opts = parseHostArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    if (e.message === 'help') { process.stdout.write(`${USAGE}\n`); process.exit(0); }
    process.stderr.write(`host: ${e.message}\n${USAGE}\n`);
    process.exit(2);
  }
  const host = await startHost({ ...opts, extensions: gameExtensions() });
  process.stdout.write(`Magic Table host "${host.name}" listening on port ${host.port} (ready ${Math.round(process.uptime() * 1000)} ms after process start, ${Math.round(performance.now() - t0)} ms in startHost)\n`);
  for (const u of host.urls) process.stdout.write(`  join: ${u}\n`);
  process.stdout.write(`  data: ${opts.dataDir}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`host: ${signal}, closing\n`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    host.close().then(() => process.exit(0), (e) => { process.stderr.write(`host: close failed: ${(e as Error).message}\n`); process.exit(1); });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e) => {
  process.stderr.write(`host: could not start: ${(e as Error).message}\n`);
  process.exit(1);
});
