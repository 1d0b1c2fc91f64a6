import type { Translate } from '../i18n/index.js';

/** How long a seat has been away, as people say it: "away <1 min", "away 3 min", "away 1 h 5 min". */
export function awayText(t: Translate, ms: number): string {
  const min = Math.floor(Math.max(0, ms) / 60_000);
  if (min < 1) return t('away.underMinute');
  if (min < 60) return t('away.minutes', { min });
  return t('away.hours', { h: Math.floor(min / 60), min: min % 60 });
}
