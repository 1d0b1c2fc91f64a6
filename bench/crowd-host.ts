/**
 * The host for bench/crowd.ts: `startHost` of the checkout at --root (so that two checkouts can be
 * compared with the same settings), on loopback, without mDNS or bot delays, with room for 1,400
 * connections. Prints "listening on port N". `--no-rate-limit` lifts the per-connection frame limit
 * (`rateLimit: false`; a checkout older than that option gets a bucket too big to ever run dry instead).
 * `--campaigns` registers Magical Library's campaign extension (as the program does), for the flood bench.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const root = path.resolve(args.get('root') ?? '.');
const { startHost } = await import(pathToFileURL(path.join(root, 'src/main/host/host.ts')).href) as typeof import('../src/main/host/host.js');
const extensions = args.has('campaigns')
  ? [(await import(pathToFileURL(path.join(root, 'src/main/games/magical-library/extension.ts')).href) as typeof import('../src/main/games/magical-library/extension.js')).campaignExtension()]
  : [];
const host = await startHost({
  extensions,
  dataDir: args.get('data-dir')!, port: 0, bind: '127.0.0.1', mdns: false, botDelayMs: 0, name: 'Crowd',
  staticDir: path.join(root, 'dist', 'renderer'),
  maxConnections: { total: 1400, loopback: 1400 },
  ...(args.has('no-rate-limit') ? { rateLimit: false, rate: { perSecond: 1e9, burst: 1e9 } } : {}),
  log: (level, message) => { if (level !== 'info') console.error(`${level}: ${message}`); },
});
console.log(`listening on port ${host.port}`);
process.on('SIGTERM', () => { void host.close().then(() => process.exit(0)); });
