/** A ledger: Public and Private sides, crossed-out numbers struck through; amounts in the reader's locale. */
import { Fragment } from 'react';
import type { Entry } from '../../../shared/games/magic-money/view.js';
import { groupDigits, groupPieces } from './format.js';
import { useMoney } from './i18n/index.js';
import type { TableLedger } from './tableView.js';

/** An amount grouped in the reader's locale; long ones may wrap only after a group separator. */
export function Amount({ value }: { value: string }) {
  const { locale } = useMoney();
  return (
    <span className="mm-amount">
      {groupPieces(value, locale).map((g, i) => <Fragment key={i}>{i > 0 && <wbr />}{g}</Fragment>)}
    </span>
  );
}

function EntryItem({ e }: { e: Entry }) {
  const t = useMoney();
  const what = t('magic-money.ui.entry', { auction: e.auction, source: e.source, crossed: e.crossed ? 'yes' : 'no' });
  return (
    <li className={`mm-entry${e.crossed ? ' mm-crossed' : ''}${e.source === 'forged' ? ' mm-forged' : ''}`} title={what}>
      <span className="mm-entry-no">{e.auction}</span>
      {e.amount === null ? <span className="mm-hidden-slip" aria-label={t('magic-money.ui.hiddenEntry', { what })}>▒▒▒</span>
        : e.crossed ? <s aria-label={t('magic-money.ui.crossedOut', { amount: groupDigits(e.amount, t.locale) })}><Amount value={e.amount} /></s> : <Amount value={e.amount} />}
      {e.source === 'forged' && <span className="mm-tag">{t('magic-money.ui.forgedTag')}</span>}
    </li>
  );
}

export function LedgerSides({ ledger, mine }: { ledger: TableLedger; mine: boolean }) {
  const t = useMoney();
  return (
    <div className="mm-ledger">
      <div className="mm-side">
        <h4>{t('magic-money.ui.public')}</h4>
        <ol className="mm-entries">{ledger.public.length ? ledger.public.map((e) => <EntryItem key={e.index} e={e} />) : <li className="muted mm-empty">—</li>}</ol>
      </div>
      <div className="mm-side mm-side-private">
        <h4>{!mine && ledger.private.length > 0 ? t('magic-money.ui.privateCount', { n: ledger.private.length }) : t('magic-money.ui.private')}</h4>
        <ol className="mm-entries">{ledger.private.length ? ledger.private.map((e) => <EntryItem key={e.index} e={e} />) : <li className="muted mm-empty">—</li>}</ol>
      </div>
      {ledger.total !== null && <p className="mm-total">{t.rich('magic-money.ui.total', { amount: <Amount value={ledger.total} /> })}</p>}
    </div>
  );
}
