import { describe, expect, it } from 'vitest';
import {
  APP_CSP,
  appOriginFor,
  isTrustedSender,
  mayGrantPermission,
  mayNavigate,
  originOf,
  parseStartHostingOptions,
  windowOpenDecision,
  withAppCsp,
} from '../../src/main/electron/security.js';

const origin = appOriginFor(49152);

describe('navigation allow-list', () => {
  it('allows the app’s own pages only', () => {
    expect(mayNavigate('http://127.0.0.1:49152/', origin)).toBe(true);
    expect(mayNavigate('http://127.0.0.1:49152/table/abcd?x=1#y', origin)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:49153/', // another port: another origin (e.g. a host's page)
    'https://127.0.0.1:49152/',
    'http://localhost:49152/',
    'http://192.168.1.20:7531/',
    'https://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'about:blank',
    'http://127.0.0.1:49152@evil.example/',
    'not a url',
    '',
  ])('denies %s', (url) => {
    expect(mayNavigate(url, origin)).toBe(false);
  });

  it('denies every new window', () => {
    expect(windowOpenDecision('http://127.0.0.1:49152/')).toEqual({ action: 'deny' });
    expect(windowOpenDecision('https://example.com/')).toEqual({ action: 'deny' });
  });

  it('the app origin is loopback HTTP with a real port', () => {
    expect(origin).toBe('http://127.0.0.1:49152');
    expect(() => appOriginFor(0)).toThrow();
    expect(originOf('file:///x')).toBeNull();
  });
});

describe('IPC sender validation', () => {
  it('accepts the app’s own top frame', () => {
    expect(isTrustedSender({ url: 'http://127.0.0.1:49152/', parent: null }, origin)).toBe(true);
  });

  it('refuses other origins, sub-frames and missing frames', () => {
    expect(isTrustedSender({ url: 'http://192.168.1.20:7531/', parent: null }, origin)).toBe(false);
    expect(isTrustedSender({ url: 'http://127.0.0.1:49152/', parent: { url: 'x' } }, origin)).toBe(false);
    expect(isTrustedSender({ url: 'file:///app/index.html', parent: null }, origin)).toBe(false);
    expect(isTrustedSender({ url: undefined, parent: null }, origin)).toBe(false);
    expect(isTrustedSender(null, origin)).toBe(false);
  });
});

describe('Content-Security-Policy', () => {
  it('replaces any CSP header of an app page, whatever its case, and keeps the other headers', () => {
    const h = withAppCsp({ 'content-security-policy': ["default-src *"], 'Content-Type': 'text/html', 'X-Frame-Options': ['DENY'] });
    expect(h).toEqual({ 'Content-Type': ['text/html'], 'X-Frame-Options': ['DENY'], 'Content-Security-Policy': [APP_CSP] });
  });

  it('allows scripts from the app only, no inline or eval scripts, no plugins, no frames', () => {
    const directives = Object.fromEntries(APP_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
    expect(APP_CSP).not.toMatch(/unsafe-eval/);
    expect(directives['connect-src']).toEqual(["'self'", 'ws:', 'http:']);
  });
});

describe('permissions', () => {
  it('grants nothing but clipboard writes, and only to app pages', () => {
    expect(mayGrantPermission('clipboard-sanitized-write', 'http://127.0.0.1:49152/', origin)).toBe(true);
    expect(mayGrantPermission('clipboard-sanitized-write', 'http://evil.example/', origin)).toBe(false);
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal', 'fullscreen', 'clipboard-read']) {
      expect(mayGrantPermission(p, 'http://127.0.0.1:49152/', origin)).toBe(false);
    }
  });
});

describe('startHosting options from the renderer', () => {
  it('accepts nothing, a name, a port', () => {
    expect(parseStartHostingOptions(undefined)).toEqual({});
    expect(parseStartHostingOptions({ name: '  Kitchen table ', port: 7600 })).toEqual({ name: 'Kitchen table', port: 7600 });
    expect(parseStartHostingOptions({ local: true })).toEqual({ local: true });
  });

  it.each([
    [{ port: 80 }, 'Pick a port from 1024 to 65535'],
    [{ port: 70000 }, 'Pick a port from 1024 to 65535'],
    [{ local: 'yes' }, 'local is true or false'],
    [{ port: 7600.5 }, 'A port is a whole number'],
    [{ name: '' }, 'Pick a name of 1 to 24 characters'],
    [{ name: 'x'.repeat(25) }, 'Pick a name of 1 to 24 characters'],
    [{ name: 'a\u0000b' }, 'Names may contain printable characters only'],
    [{ dataDir: '/etc' }, 'Unknown hosting option: dataDir'],
  ])('refuses %j with “%s”', (input, message) => {
    expect(() => parseStartHostingOptions(input)).toThrow(message);
  });

  it('refuses a non-object', () => {
    expect(() => parseStartHostingOptions('7600')).toThrow();
  });
});
