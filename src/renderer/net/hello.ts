/**
 * What every link to a host shares, whoever opens it (the page's first script, net/bootLink.ts, or the app's
 * HostConnection): where it goes, its first frame, and whether an open link is the one asked for.
 */
import { PROTOCOL_VERSION } from '../../shared/protocol-constants.js';
import type { Profile } from './storage.js';

/** ws(s)://<hostport>/ws; secure when the page itself came over https. */
export function wsUrl(hostPort: string, secure = false): string {
  return `${secure ? 'wss' : 'ws'}://${hostPort}/ws`;
}

/** The first frame of every link: the profile's name and colour, and the token remembered for this host, if any. */
export function helloFrame(profile: Pick<Profile, 'name' | 'colour'>, token: string | null | undefined): string {
  return JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: profile.name, colour: profile.colour, ref: 'hello', ...(token ? { token } : {}) });
}

/** A link opened ahead of time is the one asked for: the same host, and the same name and colour in its hello. */
export function sameLink(link: { hostPort: string; profile: Pick<Profile, 'name' | 'colour'> }, hostPort: string, profile: Pick<Profile, 'name' | 'colour'>): boolean {
  return link.hostPort === hostPort && link.profile.name === profile.name && link.profile.colour === profile.colour;
}
