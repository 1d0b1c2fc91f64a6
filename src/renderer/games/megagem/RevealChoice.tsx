import { useState } from 'react';
import type { MoveOutcome } from '../../games/types.js';
import { Button } from '../../ui/index.js';
import { GemCard } from './Gem.js';
import type { RevealOption } from './reveal.js';
import { useWords } from './i18n/index.js';

/** You won: pick one gem card from your hand to reveal into the Value Display (shows what it changes). */
export function RevealChoice({ options, onReveal }: { options: RevealOption[]; onReveal: (gem: number) => Promise<MoveOutcome> }) {
  const { t, color } = useWords();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = options.find((o) => o.gem === chosen) ?? null;
  const reveal = async () => {
    if (chosen === null) return setError(t('megagem.ui.chooseFirst'));
    setBusy(true);
    const r = await onReveal(chosen);
    setBusy(false);
    if (!r.ok && !r.stale) setError(r.error);
  };
  return (
    <div className="mg-reveal" role="group" aria-label={t('megagem.ui.revealGroup')}>
      <p className="mg-reveal-title"><strong>{t('megagem.ui.youWon')}</strong> {t('megagem.ui.revealInto')}</p>
      <div className="mg-hand" role="radiogroup" aria-label={t('megagem.ui.yourGemCards')}>
        {options.map((o) => (
          <button type="button" key={o.gem} role="radio" aria-checked={chosen === o.gem} className="mg-card-btn"
            aria-label={t('megagem.ui.revealOption', { color: color(o.color), countNow: o.countNow, countAfter: o.countAfter, worthNow: o.worthNow, worthAfter: o.worthAfter })}
            onClick={() => { setChosen(o.gem); setError(null); }}>
            <GemCard color={o.color} selected={chosen === o.gem}>
              <span className="mg-reveal-effect">{o.worthNow} → <b>{o.worthAfter}</b></span>
            </GemCard>
          </button>
        ))}
      </div>
      <p className="small" aria-live="polite">
        {pick
          ? t('megagem.ui.revealEffect', { color: color(pick.color), countAfter: pick.countAfter, worthAfter: pick.worthAfter, worthNow: pick.worthNow, yours: pick.yours })
          : t('megagem.ui.revealHelp')}
      </p>
      <Button kind="primary" disabled={busy || chosen === null} onClick={reveal}>
        {pick ? t('megagem.ui.revealColor', { color: color(pick.color) }) : t('megagem.ui.reveal')}
      </Button>
      {error && <p className="error-text" role="alert">{error}</p>}
    </div>
  );
}
