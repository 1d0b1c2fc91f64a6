import { useEffect } from 'react';
import type { RulesSection } from '../../shared/engine/types.js';
import { Button } from '../ui/index.js';
import { useT } from '../i18n/index.js';

/**
 * The game's rules screen: the sections the host sent with the game's info (`GameInfo.rules`,
 * in the welcome), as this table shows them (a game's meta may adapt them to the room's `extra`).
 */
export function RulesScreen({ name, sections, onClose }: { name: string; sections: RulesSection[] | undefined; onClose: () => void }) {
  const t = useT();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-label={t('rules.label', { game: name })}>
      <div className="overlay-box rules">
        <header className="panel-head"><h2>{t('rules.title', { game: name })}</h2><Button autoFocus onClick={onClose}>{t('people.close')}</Button></header>
        {!sections?.length && <p className="muted">{t('rules.none')}</p>}
        {sections?.map((s, i) => (
          <section key={i}>
            <h3>{s.title}</h3>
            {s.paragraphs.map((p, j) => <p key={j}>{p}</p>)}
          </section>
        ))}
      </div>
    </div>
  );
}
