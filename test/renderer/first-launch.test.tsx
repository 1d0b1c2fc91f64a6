/**
 * What the app says before and while hosting the first time, per system: Windows Firewall's question, macOS's Local
 * Network permission (Home's "Host a table" panel), and the banner while Windows Firewall keeps others out.
 * Their words: src/renderer/app/desktopWords.ts (four languages; its type asks each for every English id).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopPlatform } from '../../src/renderer/app/desktopPlatform.js';
import { firewallBannerKey } from '../../src/renderer/app/FirewallBanner.js';
import { desktopWord } from '../../src/renderer/app/desktopWords.js';
import { Home } from '../../src/renderer/app/Home.js';
import type { RendererBridge } from '../../src/renderer/net/bridge.js';

const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) magic-table/0.1.0 Chrome/140.0.0.0 Electron/45.3.4 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) magic-table/0.1.0 Chrome/140.0.0.0 Electron/45.3.4 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) magic-table/0.1.0 Chrome/140.0.0.0 Electron/45.3.4 Safari/537.36',
};

const bridge = {
  hostingStatus: () => new Promise(() => {}), listHosts: () => new Promise(() => {}), onHostsChanged: () => () => {},
} as unknown as RendererBridge;

function homeOn(userAgent: string): string {
  vi.stubGlobal('navigator', { userAgent, language: 'en', languages: ['en'] });
  return renderToStaticMarkup(<Home bridge={bridge} onJoin={() => {}} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the system the app runs on', () => {
  it('is read from Electron\'s user agent', () => {
    expect(desktopPlatform(UA.windows)).toBe('windows');
    expect(desktopPlatform(UA.mac)).toBe('mac');
    expect(desktopPlatform(UA.linux)).toBe('linux');
    expect(desktopPlatform('')).toBe('other');
  });
});

describe('before hosting', () => {
  it('on Windows, Home says what Windows Firewall will ask and to allow it on private networks', () => {
    const html = homeOn(UA.windows);
    expect(html).toContain('data-testid="first-host-advice"');
    expect(html).toContain('Windows asks whether Magic Table may accept connections. Choose Allow, for private networks');
  });

  it('on macOS, Home says what the Local Network permission is and where to change it', () => {
    const html = homeOn(UA.mac);
    expect(html).toContain('macOS asks whether Magic Table may find devices on your local network');
    expect(html).toContain('System Settings › Privacy &amp; Security › Local Network');
  });

  it('on Linux there is no such question: no advice', () => {
    expect(homeOn(UA.linux)).not.toContain('first-host-advice');
  });
});

describe('while hosting on Windows', () => {
  const hosting = { state: 'hosting' as const, port: 7531, urls: [], hostId: 'h', name: 'n', local: false };
  it('the banner speaks when Windows Firewall blocks the app or its question is open, never otherwise', () => {
    expect(firewallBannerKey({ ...hosting, firewall: 'blocked' })).toBe('firewallBlocked');
    expect(firewallBannerKey({ ...hosting, firewall: 'unanswered' })).toBe('firewallUnanswered');
    expect(firewallBannerKey(hosting)).toBeNull();
    expect(firewallBannerKey({ ...hosting, local: true, firewall: 'blocked' })).toBeNull();
    expect(firewallBannerKey({ state: 'stopped' })).toBeNull();
  });
});

describe('the words', () => {
  it('follow the reader\'s language (a region by its language; others read English)', () => {
    expect(desktopWord('de', 'firewallBlocked')).toMatch(/^Die Windows-Firewall blockiert Magic Table/);
    expect(desktopWord('fr-CA', 'localNetworkAdvice')).toContain('Réglages Système › Confidentialité et sécurité › Réseau local');
    expect(desktopWord('es', 'firewallAdvice')).toContain('Elige Permitir');
    expect(desktopWord('en-XA', 'firewallUnanswered')).toMatch(/^Windows Firewall does not let others in yet/);
    expect(desktopWord('ja', 'firewallAdvice')).toMatch(/^The first time you host, Windows asks/);
  });
});
