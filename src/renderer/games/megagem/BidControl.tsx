import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AuctionCard } from '../../../shared/games/megagem/data.js';
import type { MoveOutcome } from '../../games/types.js';
import { Button } from '../../ui/index.js';
import { Hint } from '../../ui/Hint.js';
import { checkBid, limitHint, stepBid } from './bid.js';
import { useWords } from './i18n/index.js';

/**
 * The sealed bid: a number from 0 to your limit (Enter bids), −/+ and quick
 * picks; refuses what the rules refuse before sending, and shows the host's
 * refusal if it still comes.
 */
export function BidControl({ limit, coins, card, onBid, hints = false }: {
  limit: number; coins: number; card: AuctionCard | null; onBid: (amount: number) => Promise<MoveOutcome>; hints?: boolean;
}) {
  const { t } = useWords();
  const [text, setText] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => { input.current?.focus(); input.current?.select(); }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const c = checkBid(text, limit, coins, card, t);
    if (!c.ok) { setError(c.error); input.current?.focus(); return; }
    setBusy(true);
    const r = await onBid(c.amount);
    setBusy(false);
    if (!r.ok && !r.stale) { setError(r.error); input.current?.focus(); }
  };
  const quick = [...new Set([0, Math.floor(limit / 4), Math.floor(limit / 2), limit])].filter((n) => n >= 0);
  return (
    <form className="mg-bid" data-prompt onSubmit={submit} aria-label={t('megagem.ui.yourBid')} noValidate>
      <label htmlFor="mg-bid-input" className="mg-bid-label">{t('megagem.ui.yourBid')}</label>
      <Hint show={hints}>{card?.kind === 'loan' ? t('megagem.ui.hintBidLoan', { limit, coins, loan: card.amount }) : t('megagem.ui.hintBid', { limit })}</Hint>
      <div className="row mg-bid-row">
        <Button small aria-label={t('megagem.ui.bidLess')} onClick={() => { setText(stepBid(text, -1, limit)); setError(null); }}>−</Button>
        <input id="mg-bid-input" ref={input} className="mg-bid-input" inputMode="numeric" pattern="[0-9]*" value={text} aria-describedby="mg-bid-hint"
          aria-invalid={!!error} onChange={(e) => { setText(e.target.value); setError(null); }} />
        <Button small aria-label={t('megagem.ui.bidMore')} onClick={() => { setText(stepBid(text, 1, limit)); setError(null); }}>+</Button>
        <Button kind="primary" type="submit" disabled={busy}>{busy ? t('megagem.ui.bidding') : t('megagem.ui.placeBid')}</Button>
      </div>
      <div className="row mg-quick" role="group" aria-label={t('megagem.ui.quickBids')}>
        {quick.map((n) => <button type="button" key={n} className="mg-quick-btn" onClick={() => { setText(String(n)); setError(null); input.current?.focus(); }}>{n}</button>)}
      </div>
      <p id="mg-bid-hint" className="small muted">{limitHint(limit, coins, card, t)} {t('megagem.ui.bidSecret')}</p>
      {error && <p className="error-text" role="alert">{error}</p>}
    </form>
  );
}
