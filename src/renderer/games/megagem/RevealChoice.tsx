import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MoveOutcome } from '../../games/types.js';
import { Button } from '../../ui/index.js';
import { Hint } from '../../ui/Hint.js';
import { GemCard } from './Gem.js';
import type { RevealOption } from './reveal.js';
import { useWords } from './i18n/index.js';

/**
 * You won: pick one gem card from your hand to reveal into the Value Display (shows what it changes). The whole choice
 * fits the screen and comes into view as it appears (a bid's field does so by taking the focus): hand-sized cards with
 * what each changes under it, and Reveal beside them, not under a help line (at 1366×768 and 390×844 the button lay under
 * the screen's edge).
 */
export function RevealChoice({ options, onReveal, hints = false }: { options: RevealOption[]; onReveal: (gem: number) => Promise<MoveOutcome>; hints?: boolean }) {
  const { t, color } = useWords();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = options.find((o) => o.gem === chosen) ?? null;
  const group = useRef<HTMLDivElement>(null);
  const whole = useRef<HTMLDivElement>(null);
  useEffect(() => { whole.current?.scrollIntoView?.({ block: 'nearest' }); }, []);
  /** A radio group's keys: the arrows move the choice (and the focus) among the cards. */
  const arrows = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step || !options.length) return;
    e.preventDefault();
    const at = Math.max(0, options.findIndex((o) => o.gem === chosen));
    const next = options[(at + (chosen === null && step > 0 ? 0 : step) + options.length) % options.length];
    setChosen(next.gem);
    setError(null);
    group.current?.querySelector<HTMLButtonElement>(`[data-gem="${next.gem}"]`)?.focus();
  };
  const reveal = async () => {
    if (chosen === null) return setError(t('megagem.ui.chooseFirst'));
    setBusy(true);
    const r = await onReveal(chosen);
    setBusy(false);
    if (!r.ok && !r.stale) setError(r.error);
  };
  return (
    <div className="mg-reveal" data-prompt role="group" aria-label={t('megagem.ui.revealGroup')} ref={whole}>
      <p className="mg-reveal-title"><strong>{t('megagem.ui.youWon')}</strong> {t('megagem.ui.revealInto')}</p>
      <Hint show={hints}>{t('megagem.ui.hintReveal')}</Hint>
      <div className="mg-reveal-row">
        <div className="mg-hand" role="radiogroup" aria-label={t('megagem.ui.yourGemCards')} ref={group} onKeyDown={arrows}>
          {options.map((o, i) => (
            <button type="button" key={o.gem} role="radio" aria-checked={chosen === o.gem} className="mg-card-btn" data-gem={o.gem}
              tabIndex={(chosen === null ? i === 0 : chosen === o.gem) ? 0 : -1}
              aria-label={t('megagem.ui.revealOption', { color: color(o.color), countNow: o.countNow, countAfter: o.countAfter, worthNow: o.worthNow, worthAfter: o.worthAfter })}
              onClick={() => { setChosen(o.gem); setError(null); }}>
              <GemCard color={o.color} size="s" selected={chosen === o.gem} />
              <span className="mg-reveal-effect" aria-hidden="true">{o.worthNow} → <b>{o.worthAfter}</b></span>
            </button>
          ))}
        </div>
        <Button kind="primary" disabled={busy || chosen === null} onClick={reveal}>
          {pick ? t('megagem.ui.revealColor', { color: color(pick.color) }) : t('megagem.ui.reveal')}
        </Button>
      </div>
      <p className="small" aria-live="polite">
        {pick
          ? t('megagem.ui.revealEffect', { color: color(pick.color), countAfter: pick.countAfter, worthAfter: pick.worthAfter, worthNow: pick.worthNow, yours: pick.yours })
          : t('megagem.ui.revealHelp')}
      </p>
      {error && <p className="error-text" role="alert">{error}</p>}
    </div>
  );
}
