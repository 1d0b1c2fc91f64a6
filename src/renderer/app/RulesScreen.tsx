import { useEffect, useState } from 'react';
import type { RulesSection } from '../../shared/engine/types.js';
import { Button } from '../ui/index.js';

/**
 * The game's rules screen: the definition's `rules` data (loaded on demand, its own chunk);
 * `sections` may filter it (a campaign shows only the modules it unlocked).
 */
export function RulesScreen({ game, name, sections, onClose }: { game: string; name: string; sections?: (rules: RulesSection[]) => RulesSection[]; onClose: () => void }) {
  const [rules, setRules] = useState<RulesSection[] | null | 'missing'>(null);
  useEffect(() => {
    let live = true;
    import('../../shared/games/registry.js').then(
      (m) => { if (live) setRules(m.findGame(game)?.rules ?? 'missing'); },
      () => { if (live) setRules('missing'); },
    );
    return () => { live = false; };
  }, [game]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-label={`${name} rules`}>
      <div className="overlay-box rules">
        <header className="panel-head"><h2>{name} — rules</h2><Button autoFocus onClick={onClose}>Close</Button></header>
        {rules === null && <p className="muted">Loading…</p>}
        {rules === 'missing' && <p className="muted">This client has no rules text for this game.</p>}
        {Array.isArray(rules) && (sections ? sections(rules) : rules).map((s, i) => (
          <section key={i}>
            <h3>{s.title}</h3>
            {s.paragraphs.map((p, j) => <p key={j}>{p}</p>)}
          </section>
        ))}
      </div>
    </div>
  );
}
