/**
 * Typing a bid of any size, in the reader's locale: digits, with optional grouping (the reader's own
 * separator, or spaces, no-break spaces, apostrophes, dots, commas) that is stripped before sending.
 * The amount is shown back grouped in the reader's locale ("Your bid: 1.234.567") and checked as you type;
 * Enter sends it. The field wraps a long amount instead of hiding its start.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { readAmount } from './amountInput.js';
import { shortAmount } from '../../i18n/amounts.js';
import { useMoney } from './i18n/index.js';
import { ExactAmount } from './Ledger.js';
import { Button } from '../../ui/index.js';

export function BidEntry({ label, cap, hint, submitLabel, busy, onSubmit, quick }: {
  label: string; cap?: string; hint?: ReactNode; submitLabel: string; busy: boolean;
  onSubmit: (amount: string) => void; quick?: { label: string; amount: string }[];
}) {
  const id = useId();
  const t = useMoney();
  const [typed, setTyped] = useState('');
  const { digits, problem } = readAmount(typed, t.locale, cap);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) onSubmit(digits);
  };
  const echo = <BidEcho typed={typed} cap={cap} hint={hint} />;
  return (
    <form className="mm-bid" onSubmit={submit}>
      <label htmlFor={id} className="mm-bid-label">{label}</label>
      <div className="mm-bid-row">
        {/* A text area of one line that grows (mm.css): a 40-digit bid shows whole, wrapped, even on a phone; Enter sends it. */}
        <textarea id={id} className="mm-bid-input" inputMode="numeric" autoFocus autoComplete="off" spellCheck={false} rows={1}
          value={typed} onChange={(e) => setTyped(e.target.value.replace(/[\r\n]/g, ''))}
          onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) { e.preventDefault(); e.currentTarget.form?.requestSubmit(); } }}
          placeholder={cap ? t('magic-money.ui.placeholderCap', { cap: shortAmount(cap, t.locale) }) : t('magic-money.ui.placeholder')}
          aria-invalid={typed !== '' && problem !== null} aria-describedby={`${id}-echo`} />
        <Button kind="primary" type="submit" disabled={busy || problem !== null}>{submitLabel}</Button>
      </div>
      <p id={`${id}-echo`} className={`mm-bid-echo${typed && problem ? ' mm-bad' : ''}`} aria-live="polite">{echo}</p>
      {quick && quick.length > 0 && (
        <div className="row mm-quick">
          {quick.map((q) => <Button key={q.label} small disabled={busy} onClick={() => onSubmit(q.amount)}>{q.label}</Button>)}
        </div>
      )}
    </form>
  );
}

/** Under the field: the hint, why what was typed is no amount, or the amount grouped in the reader's locale. */
export function BidEcho({ typed, cap, hint }: { typed: string; cap?: string; hint?: ReactNode }) {
  const t = useMoney();
  if (typed === '') return <>{hint ?? '\u00a0'}</>;
  const { digits, problem } = readAmount(typed, t.locale, cap);
  if (problem) return <>{t(problem.id, problem.values)}</>;
  return <>{t.rich('magic-money.ui.preview', {
    amount: <span className="mm-gold"><ExactAmount value={digits} /></span>,
    digits: <span className="muted">{t('magic-money.ui.digits', { n: digits.length })}</span>,
  })}</>;
}
