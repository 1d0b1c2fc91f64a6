/**
 * "While you were away" (issue 31 P4): the moves the host made for the reader's seat while they were not there to
 * make them — their turn timer ran out (a cautious move), or a stand-in bot played their seat — each as the game's
 * own log entries in the reader's language, until they dismiss it. The dismissal is kept per host, table, game and
 * seat in this browser (net/storage.ts `awayKey`), so a reload does not bring the panel back and a newer move made
 * for them does. Forced choices ("Make forced choices for me") are the person's own setting, told by the table's
 * note in the log, and not listed here.
 */
import { useState } from 'react';
import type { Msg, VisibleLogEntry } from '../../shared/engine/types.js';
import type { MadeForYou, SeatOccupant } from '../../shared/protocol.js';
import { useT } from '../i18n/index.js';
import { loadAwaySeen, saveAwaySeen } from '../net/storage.js';
import { Button } from '../ui/Button.js';
import { SeatText } from '../ui/index.js';
import '../i18n/tableWords.js';

export interface AwayPanelProps {
  /** Where the dismissal is kept (`awayKey(host, table, gameNo, seat)`). */
  storageKey: string;
  madeForYou: readonly MadeForYou[] | undefined;
  log: readonly VisibleLogEntry[];
  text: (msg: Msg) => string;
  seats: SeatOccupant[];
}

/** The moves to list: made while away (a timeout or a stand-in), after the last one dismissed. */
export function awayMoves(madeForYou: readonly MadeForYou[] | undefined, seen: number): MadeForYou[] {
  return (madeForYou ?? []).filter((m) => m.why !== 'forced' && m.moveNo > seen);
}

/** "Got it": the newest move listed is remembered as seen (this browser), and returned. */
export function dismissAway(storageKey: string, moves: readonly MadeForYou[]): number {
  const last = moves.reduce((n, m) => Math.max(n, m.moveNo), -1);
  saveAwaySeen(storageKey, last);
  return last;
}

export function AwayPanel({ storageKey, madeForYou, log, text, seats }: AwayPanelProps) {
  const t = useT();
  const [seen, setSeen] = useState<{ key: string; moveNo: number }>(() => ({ key: storageKey, moveNo: loadAwaySeen(storageKey) }));
  const seenNow = seen.key === storageKey ? seen.moveNo : loadAwaySeen(storageKey);
  const moves = awayMoves(madeForYou, seenNow);
  if (moves.length === 0) return null;
  const dismiss = () => setSeen({ key: storageKey, moveNo: dismissAway(storageKey, moves) });
  return (
    <section className="away-panel" role="region" aria-labelledby="away-title" data-testid="away-panel">
      <div className="away-head">
        <h2 id="away-title">{t('awayPanel.title')}</h2>
        <Button small kind="primary" onClick={dismiss} data-testid="away-dismiss">{t('awayPanel.dismiss')}</Button>
      </div>
      <p className="muted small">{t('awayPanel.intro', { n: moves.length })}</p>
      <ol className="away-list">
        {moves.map((m) => {
          const entries = log.filter((e) => e.n >= m.logFrom && e.n < m.logTo);
          return (
            <li key={m.moveNo} data-why={m.why}>
              <span className="away-why">{t(m.why === 'timeout' ? 'awayPanel.timeout' : 'awayPanel.standIn')}</span>
              {entries.length > 0 && (
                <ul className="away-entries">
                  {entries.map((e) => <li key={e.n}><SeatText text={text(e.msg)} seats={seats} /></li>)}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
