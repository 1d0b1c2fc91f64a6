/**
 * The languages the app speaks, English first: the reader's (src/renderer/i18n/locales.ts) and the host's
 * pre-rendered lobby's (src/main/host/lobby-page.ts) come from here.
 */
export const LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type SpokenLocale = (typeof LOCALES)[number];

/** The language the app speaks for a language tag, by its primary subtag (`de-CH` is German); null for none. */
export function spokenLocaleOf(tag: string): SpokenLocale | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === primary) ?? null;
}
