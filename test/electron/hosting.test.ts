/**
 * Hosting on demand (HostingController) with a fake host, then with the real
 * host module on loopback (mDNS off: tests never multicast on the machine's
 * interfaces); and the app's loopback UI server.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HostingStatus } from '../../src/shared/bridge.js';
import { HostingController, type RunningHostLike, type StartHostFn } from '../../src/main/electron/hosting.js';
import { startUiServer } from '../../src/main/electron/ui-server.js';
import { startHost } from '../../src/main/host/host.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mt-hosting-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function fakeHost() {
  const calls: Parameters<StartHostFn>[0][] = [];
  let closed = 0;
  let release: (() => void) | null = null;
  const start: StartHostFn = async (o) => {
    calls.push(o);
    await new Promise<void>((r) => (release = r));
    const h: RunningHostLike = { port: 7531, urls: ['http://10.0.0.5:7531/'], hostId: 'abc123', name: o.name ?? 'Laptop', close: async () => void (closed += 1) };
    return h;
  };
  return { start, calls, closed: () => closed, release: () => release?.() };
}

describe('HostingController', () => {
  it('starts on demand, reports its status, and a second start while starting gets the same host', async () => {
    const f = fakeHost();
    const statuses: HostingStatus['state'][] = [];
    const c = new HostingController({ startHost: f.start, dataDir: tmp, staticDir: '/x', onStatus: (s) => statuses.push(s.state) });
    expect(c.status()).toEqual({ state: 'stopped' });
    const a = c.start({ name: 'Kitchen' });
    const b = c.start({ name: 'Other' });
    expect(c.status()).toEqual({ state: 'starting' });
    await new Promise((r) => setTimeout(r, 0));
    f.release();
    const [ia, ib] = await Promise.all([a, b]);
    expect(ia).toEqual({ port: 7531, urls: ['http://10.0.0.5:7531/'], hostId: 'abc123', name: 'Kitchen', local: false });
    expect(ib).toEqual(ia);
    expect(f.calls).toEqual([{ dataDir: tmp, staticDir: '/x', name: 'Kitchen', port: undefined, mdns: true }]);
    expect(c.status()).toEqual({ state: 'hosting', ...ia });
    expect(await c.start()).toEqual(ia); // already hosting
    await c.stop();
    expect(f.closed()).toBe(1);
    expect(c.status()).toEqual({ state: 'stopped' });
    expect(statuses).toEqual(['starting', 'hosting', 'stopping', 'stopped']);
  });

  it('stop while starting waits for the start, then closes; stop when stopped does nothing', async () => {
    const f = fakeHost();
    const c = new HostingController({ startHost: f.start, dataDir: tmp });
    await c.stop();
    const started = c.start();
    const stopped = c.stop();
    await new Promise((r) => setTimeout(r, 0));
    f.release();
    await started;
    await stopped;
    expect(f.closed()).toBe(1);
    expect(c.status().state).toBe('stopped');
  });

  it('a port in use gives a sentence, and the controller can start again afterwards', async () => {
    let fail = true;
    const c = new HostingController({
      dataDir: tmp,
      startHost: async (o) => {
        if (fail) throw Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
        return { port: o.port ?? 1, urls: [], hostId: 'x', name: 'n', close: async () => {} };
      },
    });
    await expect(c.start({ port: 7600 })).rejects.toThrow('Port 7600 is already in use: pick another port, or leave it empty to use a free one');
    expect(c.status().state).toBe('stopped');
    fail = false;
    expect((await c.start({ port: 7600 })).port).toBe(7600);
  });

  it('a host whose close fails still ends stopped', async () => {
    const logs: string[] = [];
    const c = new HostingController({
      dataDir: tmp,
      log: (m) => logs.push(m),
      startHost: async () => ({ port: 1, urls: [], hostId: 'x', name: 'n', close: async () => Promise.reject(new Error('disk full')) }),
    });
    await c.start();
    await c.stop();
    expect(c.status().state).toBe('stopped');
    expect(logs.at(-1)).toMatch(/disk full/);
  });

  it('"Play on this computer": loopback only and nothing advertised; hosting for the network restarts it in that mode', async () => {
    const calls: Parameters<StartHostFn>[0][] = [];
    let closed = 0;
    const c = new HostingController({
      dataDir: tmp, staticDir: '/x', // mDNS on by default, as in the app
      startHost: async (o) => { calls.push(o); return { port: 7540 + calls.length, urls: [], hostId: 'h', name: 'n', close: async () => void (closed += 1) }; },
    });
    const local = await c.start({ local: true });
    expect(local.local).toBe(true);
    expect(calls[0]).toMatchObject({ bind: '127.0.0.1', mdns: false });
    expect(await c.start({ local: true })).toEqual(local); // already playing here
    expect(c.status()).toMatchObject({ state: 'hosting', local: true });
    const lan = await c.start({});
    expect(closed).toBe(1);
    expect(lan.local).toBe(false);
    expect(calls[1].mdns).toBe(true);
    expect(calls[1].bind).toBeUndefined();
    expect(await c.start()).toEqual(lan);
    await c.stop();
  });

  it('"Play on this computer" with the real host module: it answers on 127.0.0.1 and on no other address of the machine', async () => {
    const c = new HostingController({ startHost, dataDir: path.join(tmp, 'local') });
    const info = await c.start({ local: true, port: 0 as never });
    try {
      expect(info.local).toBe(true);
      expect(info.urls).toEqual([`http://127.0.0.1:${info.port}/`]);
      expect((await fetch(`http://127.0.0.1:${info.port}/api/info`)).status).toBe(200);
      const others = Object.values(os.networkInterfaces()).flat().filter((a) => a && a.family === 'IPv4' && !a.internal).map((a) => a!.address);
      for (const ip of others) await expect(fetch(`http://${ip}:${info.port}/api/info`)).rejects.toThrow();
    } finally {
      await c.stop();
    }
  });

  it('drives the real host module: start, reachable over HTTP, stop (port closed), start again as the same host', async () => {
    const dataDir = path.join(tmp, 'real');
    const c = new HostingController({ startHost, dataDir, mdns: false, bind: '127.0.0.1' });
    const info = await c.start({ port: 0 as never });
    expect(info.port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${info.port}/api/info`);
    expect(res.status).toBe(200);
    await c.stop();
    await expect(fetch(`http://127.0.0.1:${info.port}/api/info`)).rejects.toThrow();
    const again = await c.start({});
    expect(again.hostId).toBe(info.hostId); // same data folder, same host id
    await c.stop();
  });
});

function get(port: number, pathname: string, host = `127.0.0.1:${port}`, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the app’s loopback UI server', () => {
  const dir = path.join(tmp, 'renderer');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Magic Table</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(tmp, 'secret.txt'), 'secret');

  it('serves the renderer on 127.0.0.1 only, and refuses everything else', async () => {
    const ui = await startUiServer(dir);
    try {
      expect(ui.origin).toBe(`http://127.0.0.1:${ui.port}`);
      const index = await get(ui.port, '/');
      expect(index.status).toBe(200);
      expect(index.body).toContain('Magic Table');
      expect(index.headers['content-security-policy']).toBeTruthy();
      expect((await get(ui.port, '/assets/app.js')).headers['content-type']).toMatch(/javascript/);
      expect((await get(ui.port, '/table/abcd')).body).toContain('Magic Table'); // client route
      for (const bad of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00']) {
        const r = await get(ui.port, bad);
        expect([400, 404]).toContain(r.status);
        expect(r.body).not.toContain('secret');
      }
      expect((await get(ui.port, '/', 'evil.example:80')).status).toBe(421); // DNS rebinding
      expect((await get(ui.port, '/', `localhost:${ui.port}`)).status).toBe(421);
      expect((await get(ui.port, '/', undefined, 'POST')).status).toBe(405);
      const addr = Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal);
      if (addr) {
        await expect(fetch(`http://${addr.address}:${ui.port}/`)).rejects.toThrow(); // not listening on the LAN
      }
    } finally {
      await ui.close();
    }
  });
});
