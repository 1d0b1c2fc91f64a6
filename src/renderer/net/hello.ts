/** The first frame of every link: the profile's name and colour, and the token remembered for this host, if any. */
import { PROTOCOL_VERSION } from '../../shared/protocol-constants.js';
import type { Profile } from './storage.js';

export function helloFrame(profile: Pick<Profile, 'name' | 'colour'>, token: string | null | undefined): string {
  return JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: profile.name, colour: profile.colour, ref: 'hello', ...(token ? { token } : {}) });
}
