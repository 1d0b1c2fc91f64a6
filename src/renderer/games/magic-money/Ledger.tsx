/**
 * A ledger: Public and Private sides (each labelled), crossed-out numbers struck through, amounts in the
 * reader's locale. Each side's sum is shown where the reader may know it: every Public side, and the Private
 * side only on your own ledger — another wizard's Private numbers stay hidden, even at the end (house rule: nobody
 * else ever sees a losing bid), when their side says so in words, with its sum (the now public total less the Public side).
 * Every line explains itself in a tooltip (what it is: an opening bid, a price paid, a losing bid, a forged
 * copy; crossed out or counting). The newest price paid is written in ink (an animation, motion allowing).
 */
import { Fragment, type ReactNode } from 'react';
import { sum } from '../../../shared/games/magic-money/amounts.js';
import type { Entry } from '../../../shared/games/magic-money/view.js';
import { Tip } from '../../ui/Tip.js';
import { groupDigits, groupPieces, readableAmount } from '../../i18n/amounts.js';
import { useMoney } from './i18n/index.js';
import type { TableEntry, TableLedger } from './tableView.js';

/**
 * An amount as people read it (`readableAmount`): grouped in the reader's locale, or written short when it is too
 * long to read at a glance, the exact number then in its accessible name and its title. `digits`: significant
 * digits of a short amount (more than two to tell close amounts apart; Infinity: every digit).
 */
export function Amount({ value, digits = 2 }: { value: string; digits?: number }) {
  const { locale } = useMoney();
  const r = readableAmount(value, locale, Number.isFinite(digits) ? digits : 2);
  if (!r.short || !Number.isFinite(digits)) return <ExactAmount value={value} />;
  return (
    <span className="mm-amount mm-amount-short" title={r.exact}>
      <span aria-hidden="true">{r.text}</span><span className="sr-only">{r.exact}</span>
    </span>
  );
}

/** An amount in a sentence, on one line (no break between its digit groups): readable, the exact number in its title when short. */
function WholeAmount({ value }: { value: string }) {
  const { locale } = useMoney();
  const r = readableAmount(value, locale);
  if (!r.short) return <span className="mm-amount mm-amount-whole">{r.text}</span>;
  return <span className="mm-amount mm-amount-whole" title={r.exact}><span aria-hidden="true">{r.text}</span><span className="sr-only">{r.exact}</span></span>;
}

/** The whole amount grouped in the reader's locale (what a person typed); long ones may wrap only after a group separator. */
export function ExactAmount({ value }: { value: string }) {
  const { locale } = useMoney();
  return (
    <span className="mm-amount">
      {groupPieces(value, locale).map((g, i) => <Fragment key={i}>{i > 0 && <wbr />}{g}</Fragment>)}
    </span>
  );
}

function EntryItem({ e, ink, live = false, mine }: { e: TableEntry; ink: boolean; live?: boolean; mine: boolean }) {
  const t = useMoney();
  const what = t('magic-money.ui.entry', { auction: e.auction, source: e.source, crossed: e.crossed ? 'yes' : 'no' });
  const tip = e.amount === null
    ? t('magic-money.ui.hiddenTip', { auction: e.auction })
    : t('magic-money.ui.entryTip', { auction: e.auction, source: e.source, crossed: e.crossed ? 'yes' : 'no', side: e.side, mine: mine ? 'yes' : 'no' });
  return (
    <li className={`mm-entry${e.crossed ? ' mm-crossed' : ''}${e.source === 'forged' ? ' mm-forged' : ''}${ink ? ' mm-ink' : ''}${ink && live ? ' mm-ink-live' : ''}`}>
      <Tip text={tip}>
        <span className="mm-entry-line" tabIndex={0} data-testid="mm-entry">
          <span className="mm-entry-no" aria-hidden="true">{e.auction}</span>
          {e.amount === null ? <span className="mm-hidden-slip" role="img" aria-label={t('magic-money.ui.hiddenEntry', { what })}>▒▒▒</span>
            : e.crossed ? <s aria-label={t('magic-money.ui.crossedOut', { amount: groupDigits(e.amount, t.locale) })}><Amount value={e.amount} /></s>
              : <span className="mm-entry-amount"><Amount value={e.amount} /></span>}
          {e.source === 'forged' && <span className="mm-tag">{t('magic-money.ui.forgedTag')}</span>}
        </span>
      </Tip>
    </li>
  );
}

/** The sum of a side's numbers that count (null when some are hidden from the reader). */
function sideSum(entries: Entry[]): string | null {
  if (entries.some((e) => e.amount === null)) return null;
  return sum(entries.filter((e) => !e.crossed).map((e) => e.amount as string));
}

/**
 * Another wizard's Private side once the game is over: its numbers stay secret (house rule: nobody else ever sees a
 * losing bid), so instead of masks it says so, with how many there are and their sum — known to all from the ledger
 * total, now public, less the Public side.
 */
function SecretSide({ entries, ledgerTotal, publicSide }: { entries: TableEntry[]; ledgerTotal: string; publicSide: TableEntry[] }) {
  const t = useMoney();
  const hidden = entries.filter((e) => e.amount === null);
  const counting = hidden.filter((e) => !e.crossed).length;
  // What is known: the Public side and the forged copies (shown as lines); the rest of the total is the secret sum.
  const known = sideSum([...publicSide, ...entries.filter((e) => e.amount !== null)]) ?? '0';
  const secret = (BigInt(ledgerTotal) - BigInt(known)).toString();
  return (
    <p className="mm-secret-sum" data-testid="mm-secret-sum">
      <Tip text={t('magic-money.ui.secretAtEndTip')}>
        <span tabIndex={0}>{t.rich('magic-money.ui.secretAtEnd', { n: counting, crossed: hidden.length - counting, amount: <WholeAmount value={secret} /> })}</span>
      </Tip>
    </p>
  );
}

function Side({ side, entries, mine, ink, live = false, heading, secretAtEnd }: {
  side: 'public' | 'private'; entries: TableEntry[]; mine: boolean; ink: number | null; live?: boolean; heading: string; secretAtEnd?: ReactNode;
}) {
  const t = useMoney();
  const total = entries.length ? sideSum(entries) : null;
  return (
    <div className={`mm-side mm-side-${side}`}>
      <h4><span className="mm-side-mark" aria-hidden="true">{side === 'public' ? '◉' : '◌'}</span> {heading}</h4>
      {secretAtEnd && entries.some((e) => e.amount !== null) && <ol className="mm-entries">
        {entries.filter((e) => e.amount !== null).map((e) => <EntryItem key={`${e.index}-${e.source}`} e={e} mine={mine} ink={false} />)}
      </ol>}
      {secretAtEnd ?? <ol className="mm-entries">
        {entries.length
          ? entries.map((e) => <EntryItem key={`${e.index}-${e.source}`} e={e} mine={mine} live={live} ink={ink !== null && e.auction === ink && e.side === 'public' && e.source === 'won'} />)
          : <li className="muted mm-empty">—</li>}
      </ol>}
      {total !== null && (
        <p className="mm-subtotal">
          <Tip text={t('magic-money.ui.sideSumTip', { side, mine: mine ? 'yes' : 'no' })}>
            <span tabIndex={0} data-testid={`mm-sum-${side}`}>{t.rich('magic-money.ui.sideSum', { amount: <Amount value={total} /> })}</span>
          </Tip>
        </p>
      )}
    </div>
  );
}

/**
 * `ink`: the auction whose price was just written (its Public line is inked in); `live`: it was written while the table
 * was open (the ink then flows in, motion allowing; after a reload it is simply there). `over`: the game is over (every
 * ledger's total is known; another wizard's Private side then says plainly that its numbers stay secret).
 */
export function LedgerSides({ ledger, mine, ink = null, live = false, over = false }: { ledger: TableLedger; mine: boolean; ink?: number | null; live?: boolean; over?: boolean }) {
  const t = useMoney();
  const hidden = !mine && ledger.private.some((e) => e.amount === null);
  const secretAtEnd = over && hidden && ledger.total !== null
    ? <SecretSide entries={ledger.private} ledgerTotal={ledger.total} publicSide={ledger.public} /> : undefined;
  return (
    <div className="mm-ledger">
      <Side side="public" entries={ledger.public} mine={mine} ink={ink} live={live} heading={t('magic-money.ui.public')} />
      <Side side="private" entries={ledger.private} mine={mine} ink={null} secretAtEnd={secretAtEnd}
        heading={hidden && !secretAtEnd ? t('magic-money.ui.privateCount', { n: ledger.private.length }) : t('magic-money.ui.private')} />
      {ledger.total !== null && (
        <p className="mm-total">
          <Tip text={t('magic-money.ui.totalTip')}>
            <span tabIndex={0}>{t.rich('magic-money.ui.total', { amount: <Amount value={ledger.total} /> })}</span>
          </Tip>
        </p>
      )}
    </div>
  );
}
