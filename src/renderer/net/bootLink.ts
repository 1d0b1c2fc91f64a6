/**
 * The page's first link to its host: a returning player's WebSocket opens and says hello as soon as the page's
 * small first script runs (boot.ts, a classic script of its own: vite.config.ts), while the app's own code is
 * still on its way; the frames that come meanwhile wait with it. The two scripts share no module, so the link
 * waits on the page's global object; net/early.ts hands it, with its frames, to the app's HostConnection (`adopt`). Kept small on
 * purpose: it is all the page runs before the app (no React, no i18n, no session).
 */
import { loadProfile, loadToken, type Profile } from './storage.js';
import { helloFrame, wsUrl, sameLink } from './hello.js';
import { initialTarget } from './target.js';

export interface BootLink {
  ws: WebSocket;
  hostPort: string;
  profile: Pick<Profile, 'name' | 'colour'>;
  /** The hello has been sent (the link opened). */
  helloSent: boolean;
  /** The frames received so far, as they came. */
  frames: string[];
  /** The link closed before the app took it. */
  closed: boolean;
}

declare global {
  /** The link boot.ts opened, until the app takes it (on the page's global object: the two scripts share no module). */
  var magicTableBootLink: BootLink | undefined;
}

/** Opens the returning player's link (nothing when there is no name yet or no host to talk to). */
export function openBootLink(inApp: boolean): void {
  const hostPort = initialTarget(inApp);
  const { name, colour } = loadProfile();
  if (!hostPort || !name) return;
  let ws: WebSocket;
  try {
    ws = new WebSocket(wsUrl(hostPort, location.protocol === 'https:'));
  } catch {
    return;
  }
  const l: BootLink = { ws, hostPort, profile: { name, colour }, helloSent: false, frames: [], closed: false };
  ws.onopen = () => {
    ws.send(helloFrame(l.profile, loadToken(hostPort)));
    l.helloSent = true;
  };
  ws.onmessage = (ev) => { l.frames.push(String(ev.data)); };
  ws.onclose = () => { l.closed = true; };
  globalThis.magicTableBootLink = l;
}

/** The boot link if it is the one asked for (once); otherwise null (and a boot link nobody wants is closed). */
export function takeBootLink(hostPort: string, profile: Pick<Profile, 'name' | 'colour'>): BootLink | null {
  const l = globalThis.magicTableBootLink;
  if (!l) return null;
  globalThis.magicTableBootLink = undefined;
  if (sameLink(l, hostPort, profile)) return l;
  l.ws.close();
  return null;
}
