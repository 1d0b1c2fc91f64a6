/**
 * Typing a bid of any size: digits, with optional grouping (commas, spaces,
 * thin spaces, apostrophes, underscores) that is stripped before sending.
 * The amount is shown back grouped ("12,345,678,901,234,567,890") and
 * checked as you type; Enter sends it.
 */
import { useId, useState, type FormEvent } from 'react';
import { formatAmount } from '../../../shared/games/magic-money/amounts.js';
import { readAmount } from './amountInput.js';
import { Button } from '../../ui/index.js';

export function BidEntry({ label, cap, hint, submitLabel, busy, onSubmit, quick }: {
  label: string; cap?: string; hint?: string; submitLabel: string; busy: boolean;
  onSubmit: (amount: string) => void; quick?: { label: string; amount: string }[];
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const { digits, problem } = readAmount(typed, cap);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) onSubmit(digits);
  };
  return (
    <form className="mm-bid" onSubmit={submit}>
      <label htmlFor={id} className="mm-bid-label">{label}</label>
      <div className="mm-bid-row">
        <input id={id} className="mm-bid-input" inputMode="numeric" autoFocus autoComplete="off" spellCheck={false}
          value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={cap ? `1 – ${formatAmount(cap)}` : 'any whole number ≥ 1'}
          aria-invalid={typed !== '' && problem !== null} aria-describedby={`${id}-echo`} />
        <Button kind="primary" type="submit" disabled={busy || problem !== null}>{submitLabel}</Button>
      </div>
      <p id={`${id}-echo`} className={`mm-bid-echo${typed && problem ? ' mm-bad' : ''}`} aria-live="polite">
        {typed === '' ? (hint ?? '\u00a0') : problem ?? <><span className="mm-gold">{formatAmount(digits)}</span> <span className="muted">({digits.length} digit{digits.length === 1 ? '' : 's'})</span></>}
      </p>
      {quick && quick.length > 0 && (
        <div className="row mm-quick">
          {quick.map((q) => <Button key={q.label} small disabled={busy} onClick={() => onSubmit(q.amount)}>{q.label}</Button>)}
        </div>
      )}
    </form>
  );
}
