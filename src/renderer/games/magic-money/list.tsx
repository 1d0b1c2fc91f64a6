/** Several React elements as a list in the reader's language ("Ann and Ben", "Ann et Ben", "Ann y Ben"). */
import { Fragment, type ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.js';
import { intlLocale } from '../../i18n/amounts.js';

export function richList(items: ReactNode[], locale: Locale, type: 'conjunction' | 'unit' = 'conjunction'): ReactNode {
  const marks = items.map((_, i) => `\u0000${i}\u0000`);
  const parts = new Intl.ListFormat(intlLocale(locale), { type }).formatToParts(marks);
  return parts.map((p, i) => {
    const at = p.type === 'element' ? marks.indexOf(p.value) : -1;
    return <Fragment key={i}>{at >= 0 ? items[at] : p.value}</Fragment>;
  });
}
