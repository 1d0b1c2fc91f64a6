/** Spawning the real CLI (`tsx src/main/host/cli.ts`) as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SpawnedHost {
  child: ChildProcess;
  port: number;
  /** Milliseconds from spawn to the "listening" line. */
  startupMs: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function spawnHost(args: string[], timeoutMs = 30_000): Promise<SpawnedHost> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/main/host/cli.ts'), '--bind', '127.0.0.1', '--no-mdns', ...args], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start: ${out}`)), timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening on port (\d+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
    void exited.then((e) => { clearTimeout(timer); reject(new Error(`host exited (${e.code ?? e.signal}): ${out}`)); });
  });
  return { child, port, startupMs: performance.now() - t0, output: () => out, exited };
}
