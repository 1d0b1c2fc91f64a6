/**
 * Where the host keeps its data and finds the built renderer, and the
 * addresses a phone or another laptop can use to reach it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { joinUrlsFor, lanLinks, type InterfaceMap, type Link } from '../discovery/links.js';

/** The OS's per-user data folder for Magic Table. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = os.homedir()): string {
  if (platform === 'win32') return path.join(env.APPDATA || path.join(home, 'AppData', 'Roaming'), 'Magic Table');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Magic Table');
  if (env.XDG_DATA_HOME) return path.join(env.XDG_DATA_HOME, 'magic-table');
  return path.join(home, '.local', 'share', 'magic-table');
}

/** The built renderer: dist/renderer at the project root (from src/main/host or dist/main/host). */
export function defaultStaticDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../dist/renderer'), // src/main/host → <root>/dist/renderer
    path.resolve(here, '../../renderer'), // dist/main/host → dist/renderer
    path.resolve(process.cwd(), 'dist/renderer'),
  ];
  return candidates.find((c) => fs.existsSync(path.join(c, 'index.html'))) ?? candidates[0];
}

/**
 * Every name and address this machine answers to, lower-case, IPv6 in
 * brackets: loopback (127.0.0.1, [::1], localhost), every interface address
 * (IPv4 and IPv6, the LAN ones the join URLs show), the machine's hostname
 * and `<hostname>.local`.
 */
export function ownHostNames(): Set<string> {
  const names = new Set(['127.0.0.1', '[::1]', 'localhost']);
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) {
      const address = a.address.toLowerCase().replace(/%.*$/, '');
      names.add(a.family === 'IPv6' ? `[${address}]` : address);
    }
  }
  const hostname = os.hostname().toLowerCase().replace(/\.$/, '');
  if (hostname) {
    names.add(hostname);
    if (!hostname.endsWith('.local')) names.add(`${hostname}.local`);
    const short = hostname.split('.')[0];
    if (short) { names.add(short); names.add(`${short}.local`); }
  }
  return names;
}

/**
 * `http://<lan-ip>:<port>/` for each LAN address, RFC 1918 ones first, never a VPN tunnel's or a container
 * bridge's (discovery/links.ts); loopback when there is none.
 */
export function joinUrls(port: number, bound?: string, links: readonly Link[] = lanLinks(os.networkInterfaces() as InterfaceMap)): string[] {
  if (bound && bound !== '0.0.0.0' && bound !== '::') return [`http://${bound.includes(':') ? `[${bound}]` : bound}:${port}/`];
  return joinUrlsFor(links, port);
}
