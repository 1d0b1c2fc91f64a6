/**
 * Starting a real host on 127.0.0.1 (random free port, temp data folder) for a test,
 * with the extensions the program registers at start-up (src/main/games/registry.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gameExtensions } from '../../../src/main/games/registry.js';
import { afterEach } from 'vitest';
import { startHost, type HostOptions, type RunningHost } from '../../../src/main/host/host.js';
import { TestClient } from './client.js';

export interface TestHost extends RunningHost {
  dataDir: string;
  logs: string[];
}

export function tempDir(prefix = 'mt-host-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function testHost(opts: Partial<HostOptions> = {}): Promise<TestHost> {
  const dataDir = opts.dataDir ?? tempDir();
  const logs: string[] = [];
  const host = await startHost({
    port: 0, bind: '127.0.0.1', mdns: false, botDelayMs: 0, name: 'Test host', extensions: gameExtensions(),
    log: (level, message) => { logs.push(`${level}: ${message}`); },
    ...opts,
    dataDir,
  });
  return Object.assign(host, { dataDir, logs });
}

/**
 * A test file's hosts and people, closed after each test (people first, then hosts):
 *   const { host, person } = hostKit({ games: [highCard] });
 */
export function hostKit(defaults: Partial<HostOptions> = {}) {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const f of cleanup.splice(0).reverse()) await f().catch(() => {});
  });
  return {
    async host(opts: Partial<HostOptions> = {}): Promise<TestHost> {
      const h = await testHost({ ...defaults, ...opts });
      cleanup.push(() => h.close());
      return h;
    },
    /** A person on a connection from `localAddress` (127.0.0.2 …: another device to the host) when given. */
    async person(h: TestHost, name: string, token?: string, colour?: string, localAddress?: string): Promise<TestClient> {
      const c = await TestClient.person(h.port, name, token, colour, localAddress);
      cleanup.push(() => c.close());
      return c;
    },
  };
}
