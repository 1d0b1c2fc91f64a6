/**
 * Time at a table as people read it: turn clocks ("1:05") and how long a seat has been away
 * ("away 3 min"), both counted on locally from when the host's frame arrived.
 */
import { useEffect, useState } from 'react';
import type { RulesSection } from '../../shared/engine/types.js';
import { TURN_TIMER_SECONDS, type TurnTimer } from '../../shared/protocol-constants.js';
import type { Translate } from '../i18n/index.js';
import '../i18n/tableWords.js';

/** The current time, re-read every second while `on` (clocks and away times tick). */
export function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [on]);
  return now;
}

/** Time left on a turn clock: "1:05", "0:09" (never below zero). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export { awayText } from '../ui/awayText.js';

/** A value in ms as of `since`, counted on (`grow`) or down to `now`. */
export function elapsed(ms: number, since: number, now: number, grow: boolean): number {
  const d = Math.max(0, now - since);
  return grow ? ms + d : Math.max(0, ms - d);
}

/** The timer's choice as the room lists it: "Normal: 90 s a turn". */
export function timerLabel(t: Translate, timer: TurnTimer): string {
  return t('timer.label', { timer, s: TURN_TIMER_SECONDS[timer] ?? 0 });
}

/** The rules screen's "Table" section: this table's turn timer and what happens when it runs out. */
export function tableRules(t: Translate, timer: TurnTimer): RulesSection {
  const s = TURN_TIMER_SECONDS[timer];
  return {
    title: t('rules.table'),
    paragraphs: [
      s === null ? t('rules.timerOff') : t('rules.timerOn', { timer, s }),
      t('rules.timerRunsOut'),
      t('rules.away'),
    ],
  };
}
