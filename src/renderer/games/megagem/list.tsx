/** Elements joined as a list in the reader's language ("Ann, Bob and Cat"; "Ann, Bob et Cat"). */
import { Fragment, type ReactNode } from 'react';

export function ListOf({ items, locale }: { items: { key: string | number; node: ReactNode }[]; locale: string }) {
  const lang = locale === 'en-XA' ? 'en' : locale;
  const parts = new Intl.ListFormat(lang, { type: 'conjunction' }).formatToParts(items.map((_, i) => String(i)));
  return <>{parts.map((p, i) => (p.type === 'element' ? <Fragment key={items[Number(p.value)].key}>{items[Number(p.value)].node}</Fragment> : <Fragment key={`s${i}`}>{p.value}</Fragment>))}</>;
}
