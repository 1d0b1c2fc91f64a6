/**
 * The host's pre-rendered lobby (src/main/host/lobby-page.ts, `#prelobby` in index.html): hidden by the app's CSS
 * unless the page's first script (boot.ts) shows it, and gone once the app has drawn a screen of its own.
 * No React here: the first script bundles this file.
 */
import { resolveLocale, type LocaleChoice } from './i18n/locales.js';

/** The class on `<html>` that shows the pre-rendered lobby (and hides the app's root until it takes over). */
export const PRELOBBY_CLASS = 'prelobby';

export interface PrelobbyContext {
  /** The language the host rendered it in (`<html data-prelobby>`), null when the page has none. */
  pageLocale: string | null;
  profile: { name: string; lang: LocaleChoice };
  /** The device's languages (for a profile that follows them). */
  device: readonly string[];
  /** The host this tab will talk to (net/target.ts) and the page's own. */
  target: string | null;
  pageHost: string;
  hash: string;
  search: string;
}

/**
 * Whether the pre-rendered lobby is what the app will draw first: a returning player (a name), at this page's
 * own host, on the lobby's route, reading the language the host rendered.
 */
export function prelobbyMayShow(c: PrelobbyContext): boolean {
  if (!c.pageLocale || !c.profile.name) return false;
  if (!c.target || c.target.toLowerCase() !== c.pageHost.toLowerCase()) return false;
  if (c.hash !== '' && c.hash !== '#' && c.hash !== '#/') return false;
  if (new URLSearchParams(c.search).has('table')) return false;
  return resolveLocale(c.profile.lang, c.device) === c.pageLocale;
}

/**
 * Shows the pre-rendered lobby when it may (boot.ts, before the page's first paint: no flash either way): the class on
 * `<html>` for the app's CSS, and the lobby's `hidden` lifted (the host sends it hidden: lobby-page.ts).
 */
export function showPrelobbyIf(mayShow: boolean): void {
  if (!mayShow) return;
  document.documentElement.classList.add(PRELOBBY_CLASS);
  document.getElementById('prelobby')?.removeAttribute('hidden');
}

/**
 * Puts the player's name and colour into the pre-rendered top bar's chip, as the app's chip shows them. The page's
 * first script (boot.ts) follows the pre-rendered lobby (vite.config.ts), so the chip has been read when it runs.
 */
export function fillPrelobbyChip(profile: { name: string; colour: string }): void {
  const badge = document.querySelector<HTMLElement>('#prelobby .profile-chip .badge');
  if (!badge) return;
  badge.style.setProperty('--seat-colour', profile.colour);
  badge.querySelector('.badge-disc')!.textContent = profile.name.slice(0, 1).toUpperCase();
  badge.querySelector('.badge-name')!.textContent = profile.name;
}

/** Whether the pre-rendered lobby is on screen. */
export function prelobbyShown(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains(PRELOBBY_CLASS);
}

/** The app has drawn its own screen: the pre-rendered lobby goes (in the same frame). */
export function dropPrelobby(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('prelobby')?.remove();
  document.documentElement.classList.remove(PRELOBBY_CLASS);
}
