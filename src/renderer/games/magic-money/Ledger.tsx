/** A ledger: Public and Private sides, crossed-out numbers struck through. */
import { Fragment } from 'react';
import { formatAmount } from '../../../shared/games/magic-money/amounts.js';
import type { Entry } from '../../../shared/games/magic-money/view.js';
import type { TableLedger } from './tableView.js';

const SOURCE: Record<Entry['source'], string> = { open: 'opening bid', won: 'winning bid', lost: 'losing bid', forged: 'forged' };

/** An amount grouped by thousands; long ones may wrap only after a comma. */
export function Amount({ value }: { value: string }) {
  const groups = formatAmount(value).split(',');
  return (
    <span className="mm-amount">
      {groups.map((g, i) => <Fragment key={i}>{i > 0 && <>,<wbr /></>}{g}</Fragment>)}
    </span>
  );
}

function EntryItem({ e }: { e: Entry }) {
  const what = `auction ${e.auction}, ${SOURCE[e.source]}${e.crossed ? ', crossed out' : ''}`;
  return (
    <li className={`mm-entry${e.crossed ? ' mm-crossed' : ''}${e.source === 'forged' ? ' mm-forged' : ''}`} title={what}>
      <span className="mm-entry-no">{e.auction}</span>
      {e.amount === null ? <span className="mm-hidden-slip" aria-label={`hidden number (${what})`}>▒▒▒</span>
        : e.crossed ? <s aria-label={`${formatAmount(e.amount)} crossed out`}><Amount value={e.amount} /></s> : <Amount value={e.amount} />}
      {e.source === 'forged' && <span className="mm-tag">forged</span>}
    </li>
  );
}

export function LedgerSides({ ledger, mine }: { ledger: TableLedger; mine: boolean }) {
  return (
    <div className="mm-ledger">
      <div className="mm-side">
        <h4>Public</h4>
        <ol className="mm-entries">{ledger.public.length ? ledger.public.map((e) => <EntryItem key={e.index} e={e} />) : <li className="muted mm-empty">—</li>}</ol>
      </div>
      <div className="mm-side mm-side-private">
        <h4>Private{!mine && ledger.private.length > 0 ? ` (${ledger.private.length})` : ''}</h4>
        <ol className="mm-entries">{ledger.private.length ? ledger.private.map((e) => <EntryItem key={e.index} e={e} />) : <li className="muted mm-empty">—</li>}</ol>
      </div>
      {ledger.total !== null && <p className="mm-total">Total <Amount value={ledger.total} /></p>}
    </div>
  );
}
