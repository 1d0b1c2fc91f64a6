import { useState } from 'react';
import { COLOR_LABEL } from '../../../shared/games/megagem/data.js';
import type { MoveOutcome } from '../../games/types.js';
import { Button } from '../../ui/index.js';
import { GemCard } from './Gem.js';
import type { RevealOption } from './reveal.js';

/** You won: pick one gem card from your hand to reveal into the Value Display (shows what it changes). */
export function RevealChoice({ options, onReveal }: { options: RevealOption[]; onReveal: (gem: number) => Promise<MoveOutcome> }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = options.find((o) => o.gem === chosen) ?? null;
  const reveal = async () => {
    if (chosen === null) return setError('Choose one of your gem cards first.');
    setBusy(true);
    const r = await onReveal(chosen);
    setBusy(false);
    if (!r.ok && !r.stale) setError(r.error);
  };
  return (
    <div className="mg-reveal" role="group" aria-label="Choose a gem to reveal">
      <p className="mg-reveal-title"><strong>You won the auction!</strong> Reveal one gem card from your hand into the Value Display.</p>
      <div className="mg-hand" role="radiogroup" aria-label="Your gem cards">
        {options.map((o) => (
          <button type="button" key={o.gem} role="radio" aria-checked={chosen === o.gem} className="mg-card-btn"
            aria-label={`Reveal ${COLOR_LABEL[o.color]}: display ${o.countNow} → ${o.countAfter}, each ${COLOR_LABEL[o.color]} gem worth ${o.worthNow} → ${o.worthAfter}`}
            onClick={() => { setChosen(o.gem); setError(null); }}>
            <GemCard color={o.color} selected={chosen === o.gem}>
              <span className="mg-reveal-effect">{o.worthNow} → <b>{o.worthAfter}</b></span>
            </GemCard>
          </button>
        ))}
      </div>
      <p className="small" aria-live="polite">
        {pick
          ? <>Revealing {COLOR_LABEL[pick.color]} makes {pick.countAfter} in the display: each {COLOR_LABEL[pick.color]} gem will be worth {pick.worthAfter} instead of {pick.worthNow}{pick.yours ? ` (you hold ${pick.yours})` : ''}.</>
          : 'Each card shows what one gem of its colour is worth now → after your reveal.'}
      </p>
      <Button kind="primary" disabled={busy || chosen === null} onClick={reveal}>
        {pick ? `Reveal ${COLOR_LABEL[pick.color]}` : 'Reveal'}
      </Button>
      {error && <p className="error-text" role="alert">{error}</p>}
    </div>
  );
}
