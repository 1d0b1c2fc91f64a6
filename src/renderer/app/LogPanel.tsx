import { useEffect, useRef } from 'react';
import type { Msg, VisibleLogEntry } from '../../shared/engine/types.js';
import type { SeatOccupant } from '../../shared/protocol.js';
import { SeatText } from '../ui/index.js';

/** The game's log, newest at the bottom, names coloured; follows new entries unless scrolled up. */
export function LogPanel({ log, text, seats }: { log: VisibleLogEntry[]; text: (msg: Msg) => string; seats: SeatOccupant[] }) {
  const ref = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section className="log-panel" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={ref} className="log-list" tabIndex={0} aria-live="polite" aria-relevant="additions"
        onScroll={(e) => { const el = e.currentTarget; stick.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8; }}>
        {log.map((e) => <li key={e.n}><SeatText text={text(e.msg)} seats={seats} /></li>)}
      </ol>
    </section>
  );
}
