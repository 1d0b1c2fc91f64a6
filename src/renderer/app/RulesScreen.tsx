import { useEffect } from 'react';
import type { RulesSection } from '../../shared/engine/types.js';
import { Button } from '../ui/index.js';

/**
 * The game's rules screen: the sections the host sent with the game's info (`GameInfo.rules`,
 * in the welcome), as this table shows them (a game's meta may adapt them to the room's `extra`).
 */
export function RulesScreen({ name, sections, onClose }: { name: string; sections: RulesSection[] | undefined; onClose: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-label={`${name} rules`}>
      <div className="overlay-box rules">
        <header className="panel-head"><h2>{name} — rules</h2><Button autoFocus onClick={onClose}>Close</Button></header>
        {!sections?.length && <p className="muted">This host sent no rules text for this game.</p>}
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
