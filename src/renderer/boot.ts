/**
 * The page's first script, small and loaded before the app's: a returning player's link to the host opens now
 * (net/bootLink.ts), so that the host's welcome and lobby are here by the time the app has loaded and draws.
 */
import { getBridge } from '../shared/bridge.js';
import { openBootLink } from './net/bootLink.js';

openBootLink(!!getBridge());
