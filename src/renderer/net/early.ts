/**
 * A returning player's link opens before React draws anything: the page's own host (or the one this tab last
 * used) and the remembered profile are known at start-up, so the WebSocket's hello is on its way while the
 * first screen renders: the link the page's first script opened (net/bootLink.ts), taken over with the frames it
 * received, or else a new one. `useConnection` adopts that link when it asks for the same one.
 */
import { resolveLocale } from '../i18n/locales.js';
import { setReaderLocale } from '../i18n/reader.js';
import { takeBootLink } from './bootLink.js';
import { HostConnection } from './connection.js';
import { sameLink } from './hello.js';
import { loadProfile, type Profile } from './storage.js';
import { initialTarget } from './target.js';

let early: HostConnection | null = null;

/** Opens the returning player's link now (nothing when there is no name yet or no host). */
export function connectEarly(inApp: boolean): void {
  const target = initialTarget(inApp);
  const profile = loadProfile();
  // The reader's language, before React draws: a refusal of the early hello reads in it.
  void setReaderLocale(resolveLocale(profile.lang));
  if (!target || !profile.name) return;
  early = new HostConnection({ hostPort: target, profile: { name: profile.name, colour: profile.colour } });
  const boot = takeBootLink(target, early.profile);
  if (boot) early.adopt(boot);
  else early.start();
}

/** The early link if it is the one asked for (once); otherwise null (and an unused early link is closed). */
export function takeEarly(hostPort: string, profile: Pick<Profile, 'name' | 'colour'>): HostConnection | null {
  const c = early;
  early = null;
  if (!c) return null;
  if (sameLink(c, hostPort, profile)) return c;
  c.close();
  return null;
}
