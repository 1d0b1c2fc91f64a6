/**
 * Starting a real host on 127.0.0.1 (random free port, temp data folder) for a test,
 * with the extensions the program registers at start-up (Magical Library's campaigns).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { campaignExtension } from '../../../src/main/campaign/extension.js';
import { startHost, type HostOptions, type RunningHost } from '../../../src/main/host/host.js';

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
    port: 0, bind: '127.0.0.1', mdns: false, botDelayMs: 0, name: 'Test host', extensions: [campaignExtension()],
    log: (level, message) => { logs.push(`${level}: ${message}`); },
    ...opts,
    dataDir,
  });
  return Object.assign(host, { dataDir, logs });
}
