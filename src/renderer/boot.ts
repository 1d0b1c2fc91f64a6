/**
 * The page's first script, small and loaded before the app's, placed right after the host's pre-rendered lobby
 * (vite.config.ts): it decides whether that lobby shows (prelobby.ts) before the page's first paint, and a
 * returning player's link to the host opens now (net/bootLink.ts), so that the host's welcome and lobby are here by
 * the time the app has loaded and draws.
 */
import { getBridge } from '../shared/bridge.js';
import { deviceLanguages } from './i18n/locales.js';
import { openBootLink } from './net/bootLink.js';
import { loadProfile } from './net/storage.js';
import { initialTarget } from './net/target.js';
import { fillPrelobbyChip, prelobbyMayShow, showPrelobbyIf } from './prelobby.js';

const inApp = !!getBridge();
const profile = loadProfile();
const mayShow = prelobbyMayShow({
  pageLocale: document.documentElement.getAttribute('data-prelobby'),
  profile,
  device: deviceLanguages(),
  target: initialTarget(inApp),
  pageHost: location.host,
  hash: location.hash,
  search: location.search,
});
showPrelobbyIf(mayShow);
if (mayShow) fillPrelobbyChip(profile);
openBootLink(inApp);

/** Starts the app's entry module (vite.config.ts: `<meta name="magic-table-app">`); after the first paint when the lobby shows. */
function startApp(): void {
  const src = document.querySelector<HTMLMetaElement>('meta[name="magic-table-app"]')?.content;
  if (!src) return;
  const s = document.createElement('script');
  s.type = 'module';
  s.crossOrigin = '';
  s.src = src;
  document.head.appendChild(s);
}
document.addEventListener('DOMContentLoaded', () => {
  if (mayShow) requestAnimationFrame(() => setTimeout(startApp, 0));
  else startApp();
}, { once: true });
