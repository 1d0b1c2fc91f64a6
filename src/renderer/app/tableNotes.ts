/**
 * Table notes (`room.notes`: stand-ins, returns, timers, seats moved) between the game's log entries.
 * A note with `moveNo` k comes after the log entries of the first k moves; the wire does not say which
 * move wrote an entry, so the client remembers the move count each entry arrived with (`GameFrame.logAt`;
 * -1 for entries of a full log, which no note goes before).
 */
import type { VisibleLogEntry } from '../../shared/engine/types.js';
import type { TableNote } from '../../shared/protocol.js';

export type LogItem = { kind: 'log'; entry: VisibleLogEntry } | { kind: 'note'; note: TableNote };

/** The notes of the game on screen: newer than the games this client saw end, of the latest game number. */
export function currentNotes(notes: readonly TableNote[], before = -1): TableNote[] {
  const fresh = notes.filter((n) => n.n > before);
  const game = Math.max(-Infinity, ...fresh.map((n) => n.gameNo));
  return fresh.filter((n) => n.gameNo === game).sort((a, b) => a.n - b.n);
}

/** Log entries and notes in reading order. */
export function interleave(log: readonly VisibleLogEntry[], logAt: Readonly<Record<number, number>>, notes: readonly TableNote[]): LogItem[] {
  const out: LogItem[] = [];
  let i = 0;
  for (const entry of log) {
    const at = logAt[entry.n] ?? -1;
    // Notes made before the move that wrote this entry come first.
    while (i < notes.length && at >= 0 && notes[i].moveNo < at) out.push({ kind: 'note', note: notes[i++] });
    out.push({ kind: 'log', entry });
  }
  while (i < notes.length) out.push({ kind: 'note', note: notes[i++] });
  return out;
}
