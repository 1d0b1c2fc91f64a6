import { useT } from '../i18n/index.js';
import { useEffect, useRef } from 'react';
import type { Msg, VisibleLogEntry } from '../../shared/engine/types.js';
import type { SeatOccupant, TableNote } from '../../shared/protocol.js';
import { SeatText } from '../ui/index.js';
import { interleave } from './tableNotes.js';

/**
 * The game's log, newest at the bottom, names coloured; follows new entries unless scrolled up.
 * Table notes (`notes`, of this game) go between the entries (see tableNotes.ts), set apart.
 */
export function LogPanel({ log, text, seats, notes = [], logAt = {} }:
  { log: VisibleLogEntry[]; text: (msg: Msg) => string; seats: SeatOccupant[]; notes?: TableNote[]; logAt?: Record<number, number> }) {
  const ref = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const items = interleave(log, logAt, notes);
  useEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [items.length]);
  const t = useT();
  return (
    <section className="log-panel" aria-label={t('log.label')}>
      <h2>{t('game.log')}</h2>
      <ol ref={ref} className="log-list" tabIndex={0} aria-live="polite" aria-relevant="additions"
        onScroll={(e) => { const el = e.currentTarget; stick.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8; }}>
        {items.map((it) => it.kind === 'log'
          ? <li key={it.entry.n}><SeatText text={text(it.entry.msg)} seats={seats} /></li>
          : <li key={`note-${it.note.n}`} className="log-note"><SeatText text={text(it.note.msg)} seats={seats} /></li>)}
      </ol>
    </section>
  );
}
