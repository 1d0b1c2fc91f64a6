import { useT } from '../i18n/index.js';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../ui/index.js';
import type { Msg, VisibleLogEntry } from '../../shared/engine/types.js';
import type { SeatOccupant, TableNote } from '../../shared/protocol.js';
import { SeatText } from '../ui/index.js';
import { interleave } from './tableNotes.js';
import '../i18n/tableWords.js';

/**
 * The game's log, newest at the bottom, names coloured; follows new entries unless scrolled up.
 * Table notes (`notes`, of this game) go between the entries (see tableNotes.ts), set apart.
 */
export function LogPanel({ log, text, seats, notes = [], logAt = {} }:
  { log: VisibleLogEntry[]; text: (msg: Msg) => string; seats: SeatOccupant[]; notes?: TableNote[]; logAt?: Record<number, number> }) {
  const ref = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const touchedAt = useRef(-Infinity);
  const touched = () => { touchedAt.current = performance.now(); };
  const items = interleave(log, logAt, notes);
  useEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [items.length]);
  // The panel changes size too (the score screen opens beside it, the window is resized, a font arrives): a log that
  // follows its newest entry keeps following it.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => { if (stick.current) el.scrollTop = el.scrollHeight; });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const t = useT();
  return (
    <section className="log-panel" aria-label={t('log.label')}>
      <h2>{t('game.log')}</h2>
      {/* New entries are read by the game screen's announcer (ui/announce.ts), not by a live list. */}
      <ol ref={ref} className="log-list" tabIndex={0}
        onWheel={touched} onTouchStart={touched} onPointerDown={touched} onKeyDown={touched}
        onScroll={(e) => {
          // Only a person's own scrolling lets go of the newest entry: a scroll the layout causes (the panel resized or
          // hidden a moment as the score screen opens) does not.
          if (performance.now() - touchedAt.current > 1500) return;
          const el = e.currentTarget;
          stick.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
        }}>
        {items.map((it) => it.kind === 'log'
          ? <li key={it.entry.n}><SeatText text={text(it.entry.msg)} seats={seats} /></li>
          : <li key={`note-${it.note.n}`} className="log-note"><SeatText text={text(it.note.msg)} seats={seats} /></li>)}
      </ol>
    </section>
  );
}

/**
 * The phone's log: a sheet over the lower part of the table (the game bar stays usable), with a close button;
 * Escape closes it; the focus moves into it on opening and back to the Log button on closing (the caller's `onClose`).
 */
export function LogDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => { onCloseRef.current = onClose; });
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onCloseRef.current(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div id="log-drawer" className="log-drawer" role="dialog" aria-label={t('game.logSheet')} data-testid="log-drawer">
      <div className="log-drawer-bar">
        <span className="log-drawer-grip" aria-hidden="true" />
        <Button small ref={close} onClick={onClose} aria-label={t('game.closeLog')}>{t('settings.close')}</Button>
      </div>
      {children}
    </div>
  );
}
