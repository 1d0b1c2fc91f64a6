/** The headless host's flags and the per-user data folder of each OS. */
import { describe, expect, it } from 'vitest';
import { UsageError, parseHostArgs } from '../../src/main/host/args.js';
import { systemDelay } from '../../src/main/host/host.js';
import { defaultDataDir, joinUrls } from '../../src/main/host/paths.js';

describe('host flags', () => {
  it('reads every flag, in both --flag value and --flag=value forms', () => {
    expect(parseHostArgs(['--port', '7599', '--name', 'E2E table', '--data-dir', '/tmp/x', '--no-mdns', '--bot-delay', '50', '--system-delay', '1500'])).toEqual({
      port: 7599, name: 'E2E table', dataDir: '/tmp/x', mdns: false, botDelayMs: 50, systemDelayMs: 1500,
    });
    expect(parseHostArgs(['--port=0', '--bind=127.0.0.1', '--static-dir=/srv/r', '--data-dir=/d'])).toEqual({ port: 0, bind: '127.0.0.1', staticDir: '/srv/r', dataDir: '/d' });
    expect(parseHostArgs(['--data-dir=/d', '--no-rate-limit'])).toEqual({ dataDir: '/d', rateLimit: false });
    expect(parseHostArgs(['--data-dir=/d', '--system-delay', '15%'])).toEqual({ dataDir: '/d', systemDelayShare: 0.15 });
    expect(parseHostArgs(['--data-dir=/d', '--system-delay=2.5%'])).toEqual({ dataDir: '/d', systemDelayShare: 0.025 });
  });

  it('times scheduled system moves as the game asks, or as --system-delay says (a fixed time or a share)', () => {
    expect(systemDelay({})(4000)).toBe(4000);
    expect(systemDelay(parseHostArgs(['--data-dir=/d', '--system-delay', '600']))(4000)).toBe(600);
    const share = systemDelay(parseHostArgs(['--data-dir=/d', '--system-delay', '15%']));
    expect([share(10_000), share(4000), share(0)]).toEqual([1500, 600, 0]);
  });

  it('makes every flag optional: no port (a free one near 7531 is searched), the OS data folder', () => {
    const o = parseHostArgs([]);
    expect(o.port).toBeUndefined();
    expect(o.mdns).toBeUndefined();
    expect(o.dataDir).toBe(defaultDataDir());
  });

  it('refuses bad flags with a clear reason', () => {
    for (const [argv, why] of [
      [['--port', 'x'], /--port must be a port number/],
      [['--port', '70000'], /--port/],
      [['--bot-delay', '-5'], /--bot-delay must be milliseconds/],
      [['--system-delay', 'soon'], /--system-delay must be milliseconds/],
      [['--system-delay', '150%'], /--system-delay as a share must be 0–100%/],
      [['--system-delay', '-5%'], /--system-delay must be milliseconds/],
      [['--name', '   '], /--name must be 1–63 characters/],
      [['--colour', 'red'], /unknown flag --colour/],
      [['stray'], /unexpected argument "stray"/],
      [['--port'], /--port needs a value/],
    ] as [string[], RegExp][]) {
      expect(() => parseHostArgs(argv)).toThrow(UsageError);
      expect(() => parseHostArgs(argv)).toThrow(why);
    }
  });
});

describe('data folder and join URLs', () => {
  it('uses the per-user data folder of each OS', () => {
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a')).toMatch(/Roaming.Magic Table$/);
    expect(defaultDataDir({}, 'darwin', '/Users/a')).toBe('/Users/a/Library/Application Support/Magic Table');
    expect(defaultDataDir({ XDG_DATA_HOME: '/x/data' }, 'linux', '/home/a')).toBe('/x/data/magic-table');
    expect(defaultDataDir({}, 'linux', '/home/a')).toBe('/home/a/.local/share/magic-table');
  });

  it('gives one join URL per LAN address (IPv4, or IPv6 unique local in brackets), or the bound address', () => {
    expect(joinUrls(7531, '127.0.0.1')).toEqual(['http://127.0.0.1:7531/']);
    for (const u of joinUrls(7531)) expect(u).toMatch(/^http:\/\/(\d+\.\d+\.\d+\.\d+|\[f[cd][0-9a-f:]+\]):7531\/$/);
  });
});

describe('port', () => {
  it('takes the first free port from 7531 on when none is given, and fails on a busy port that was asked for', async () => {
    const { testHost } = await import('./support/host.js');
    const a = await testHost({ port: undefined });
    const b = await testHost({ port: undefined });
    try {
      expect(a.port).toBeGreaterThanOrEqual(7531);
      expect(b.port).toBeGreaterThan(a.port);
      expect(b.port).toBeLessThan(7531 + 60);
      await expect(testHost({ port: a.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
