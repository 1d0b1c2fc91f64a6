/**
 * A returning player's link opens before React draws anything: the page's own host (or the one this tab last
 * used) and the remembered profile are known at start-up, so the WebSocket's hello is on its way while the
 * first screen renders. `useConnection` adopts that link when it asks for the same one.
 */
import { resolveLocale } from '../i18n/locales.js';
import { setReaderLocale } from '../i18n/reader.js';
import { HostConnection } from './connection.js';
import { loadProfile, type Profile } from './storage.js';

export const TARGET_KEY = 'magic-table.target';

/** The host this tab talks to at start-up: the one it last chose, or (in a browser) the page's own. */
export function initialTarget(inApp: boolean): string | null {
  try {
    const saved = sessionStorage.getItem(TARGET_KEY);
    if (saved) return saved;
  } catch { /* no storage */ }
  if (inApp) return null;
  return /^https?:$/.test(location.protocol) && location.host ? location.host : null;
}

let early: HostConnection | null = null;

/** Opens the returning player's link now (nothing when there is no name yet or no host). */
export function connectEarly(inApp: boolean): void {
  const target = initialTarget(inApp);
  const profile = loadProfile();
  // The reader's language, before React draws: a refusal of the early hello reads in it.
  void setReaderLocale(resolveLocale(profile.lang));
  if (!target || !profile.name) return;
  early = new HostConnection({ hostPort: target, profile: { name: profile.name, colour: profile.colour } });
  early.start();
}

/** The early link if it is the one asked for (once); otherwise null (and an unused early link is closed). */
export function takeEarly(hostPort: string, profile: Pick<Profile, 'name' | 'colour'>): HostConnection | null {
  const c = early;
  early = null;
  if (!c) return null;
  if (c.hostPort === hostPort && c.profile.name === profile.name && c.profile.colour === profile.colour) return c;
  c.close();
  return null;
}
