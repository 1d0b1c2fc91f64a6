/**
 * Child process for netns.test.ts: browses from inside a network namespace
 * with the real multicast transport and prints every change of the host list
 * as a JSON line. Config as JSON in argv[2]. Exits when stdin closes.
 */
import { browse } from '../../../src/main/discovery/browse.js';

const cfg = JSON.parse(process.argv[2] ?? '{}') as { interface?: string; queryIntervalMs?: number };
const say = (o: object): void => void process.stdout.write(`${JSON.stringify({ ...o, t: Date.now() })}\n`);

const b = browse({
  interface: cfg.interface,
  queryIntervalMs: cfg.queryIntervalMs,
  sweepIntervalMs: 200,
  onError: (e) => say({ event: 'error', message: e.message }),
});
b.on('change', (hosts) => say({ event: 'change', hosts }));
say({ event: 'browsing' });
process.stdin.resume();
process.stdin.on('end', () => void b.stop().then(() => process.exit(0)));
