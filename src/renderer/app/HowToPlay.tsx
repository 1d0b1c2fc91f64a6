/**
 * "How to play" a game: its one-screen illustrated player aid (`GameMeta.Aid`, lazy; a short note when a game has
 * none yet) and the full rules (`GameInfo.rules` in the reader's language, as the rules screen shows them).
 *
 * - `placement="page"`: a screen of its own (`#/how/<game>`, from the lobby and the room, before sitting down);
 * - `placement="side"`: at the table, BESIDE it, never over it — a side panel that narrows the table on a laptop,
 *   a bottom sheet of at most half the height on a phone — so the table stays visible and live (a game's
 *   timed window to look is not lost). Not modal: the table's controls still work.
 *
 * Escape closes it; its heading takes the focus when it opens, and the focus goes back where it was on closing.
 */
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import type { GameInfo } from '../../shared/protocol.js';
import type { RulesSection } from '../../shared/engine/types.js';
import { gameMeta } from '../games/registry.js';
import { useLocalGameInfo } from '../i18n/games.js';
import { useT } from '../i18n/index.js';
import { Button } from '../ui/index.js';
import '../styles/table.css';

export interface HowToPlayProps {
  game: string;
  info: GameInfo | undefined;
  placement: 'page' | 'side';
  onClose: () => void;
  /** The rules as this table shows them (a game's meta may adapt them to the room); default: the game's own. */
  sections?: RulesSection[];
}

export function HowToPlay({ game, info: englishInfo, placement, onClose, sections }: HowToPlayProps) {
  const t = useT();
  const info = useLocalGameInfo(englishInfo);
  const meta = gameMeta(game);
  const Aid = meta?.Aid;
  const name = info?.name ?? meta?.name ?? game;
  const heading = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => { closeRef.current = onClose; });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    heading.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape' && !e.defaultPrevented) closeRef.current(); };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (placement === 'side' && before?.isConnected) before.focus();
    };
  }, [placement]);
  const rules = sections ?? info?.rules;
  const Wrapper = placement === 'page' ? 'main' : 'aside';
  return (
    <Wrapper className={`how-to-play how-${placement}`} aria-labelledby="how-title" data-testid="how-to-play">
      <header className="panel-head how-head">
        <h2 id="how-title" ref={heading} tabIndex={-1}>{t('how.title', { game: name })}</h2>
        <Button small onClick={onClose} aria-label={t('how.closeLabel')}>{t('how.close')}</Button>
      </header>
      <div className="how-body">
        {!info && !meta && <p className="error-text">{t('how.unknown')}</p>}
        <section className="how-aid" aria-labelledby="how-aid-title">
          <h3 id="how-aid-title">{t('how.aid')}</h3>
          {Aid
            ? <Suspense fallback={<p className="muted" role="status">{t('how.loading')}</p>}><Aid /></Suspense>
            : <p className="muted" data-testid="no-aid">{t('how.noAid')}</p>}
        </section>
        <section className="how-rules rules" aria-labelledby="how-rules-title">
          <h3 id="how-rules-title">{t('how.rules')}</h3>
          {!rules?.length && <p className="muted">{t('rules.none')}</p>}
          {rules?.map((s, i) => (
            <section key={i}>
              <h4>{s.title}</h4>
              {s.paragraphs.map((p, j) => <p key={j}>{p}</p>)}
            </section>
          ))}
        </section>
      </div>
    </Wrapper>
  );
}
