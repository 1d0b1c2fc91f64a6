/**
 * The languages a reader may pick (each person their own, in their profile): English, German, French and
 * Spanish, and a pseudo-locale for tests (`en-XA`: accented and about 40 % longer, so truncation shows).
 * "auto" follows the device: the browser's languages, or the operating system's in the desktop app.
 */
import { getBridge } from '../../shared/bridge.js';
import { LOCALES, spokenLocaleOf, type SpokenLocale } from '../../shared/i18n/locales.js';

export { LOCALES };
export type Locale = SpokenLocale | 'en-XA';
export type LocaleChoice = Locale | 'auto';

/** Each language's name in itself (the language menu shows them so). */
export const LOCALE_NAMES: Record<SpokenLocale, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español' };

export function isLocaleChoice(x: unknown): x is LocaleChoice {
  return x === 'auto' || x === 'en-XA' || (LOCALES as readonly unknown[]).includes(x);
}

/** The first of the device's preferred languages we speak (by primary subtag), else English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    if (tag === 'en-XA') return 'en-XA';
    const hit = spokenLocaleOf(tag);
    if (hit) return hit;
  }
  return 'en';
}

/**
 * The device's languages: in the desktop app the operating system's (the bridge's `systemLanguages`, as
 * Electron reports them), in a browser the browser's.
 */
export function deviceLanguages(): readonly string[] {
  const system = getBridge()?.systemLanguages;
  if (system && system.length > 0) return system;
  return typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
}

/** The reader's locale for a choice: the choice itself, or the device's languages. */
export function resolveLocale(choice: LocaleChoice, device: readonly string[] = deviceLanguages()): Locale {
  return choice === 'auto' ? pickLocale(device) : choice;
}
