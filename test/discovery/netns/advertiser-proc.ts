/**
 * Child process for netns.test.ts: advertises a host from inside a network
 * namespace with the real multicast transport. Config as JSON in argv[2].
 * Prints JSON lines (events) on stdout; reads JSON lines (commands) on stdin:
 * {"cmd":"update","txt":{…}} and {"cmd":"stop"} (goodbye, then exit).
 */
import { createInterface } from 'node:readline';
import { advertise } from '../../../src/main/discovery/advertise.js';

const cfg = JSON.parse(process.argv[2] ?? '{}') as {
  name: string;
  port: number;
  txt: { pv: string; name: string; id: string; tables: string };
  ttl?: number;
  interface?: string;
  retryMs?: number;
};
const say = (o: object): void => void process.stdout.write(`${JSON.stringify({ ...o, t: Date.now() })}\n`);

say({ event: 'started' });
const ad = advertise({
  name: cfg.name,
  port: cfg.port,
  txt: cfg.txt,
  ttl: cfg.ttl,
  interface: cfg.interface,
  retryMs: cfg.retryMs,
  onError: (e) => say({ event: 'error', message: e.message }),
  onNameChange: (name) => say({ event: 'renamed', name }),
  onReach: (reach) => say({ event: 'reach', reach }),
});
void ad.ready.then(() => say({ event: 'announced', name: ad.name() }));

createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line) as { cmd: string; txt?: typeof cfg.txt };
  if (msg.cmd === 'update' && msg.txt) {
    ad.update(msg.txt);
    say({ event: 'updated' });
  } else if (msg.cmd === 'stop') {
    void ad.stop().then(() => {
      say({ event: 'stopped' });
      process.exit(0);
    });
  }
});
