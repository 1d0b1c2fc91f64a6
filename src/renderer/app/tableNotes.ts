/**
 * Table notes (`room.notes`: stand-ins, returns, timers, seats moved) between the game's log entries.
 * A note with `moveNo` k comes after the log entries of the first k moves; the wire does not say which
 * move wrote an entry, so the client remembers the move count each entry arrived with (`GameFrame.logAt`;
 * -1 for entries of a full log, which no note goes before).
 */
import type { VisibleLogEntry } from '../../shared/engine/types.js';
import type { TableNote } from '../../shared/protocol.js';

export type LogItem = { kind: 'log'; entry: VisibleLogEntry } | { kind: 'note'; note: TableNote };

/**
 * The notes of the game on screen: those of `gameNo` (the room's game) when given; else those newer than the
 * games this client saw end, of the latest game number.
 */
export function currentNotes(notes: readonly TableNote[], before = -1, gameNo?: number): TableNote[] {
  if (gameNo !== undefined) return notes.filter((n) => n.gameNo === gameNo).sort((a, b) => a.n - b.n);
  const fresh = notes.filter((n) => n.n > before);
  const game = Math.max(-Infinity, ...fresh.map((n) => n.gameNo));
  return fresh.filter((n) => n.gameNo === game).sort((a, b) => a.n - b.n);
}

/** Log entries and notes in reading order. */
export function interleave(log: readonly VisibleLogEntry[], logAt: Readonly<Record<number, number>>, notes: readonly TableNote[]): LogItem[] {
  const out: LogItem[] = [];
  let i = 0;
  for (const entry of log) {
    // Notes made before this entry was written come first: by the host's log position when it gives one,
    // else by the move count the entry came with.
    const before = (note: TableNote) => (note.logAt !== undefined ? note.logAt <= entry.n : (logAt[entry.n] ?? -1) >= 0 && note.moveNo < logAt[entry.n]);
    while (i < notes.length && before(notes[i])) out.push({ kind: 'note', note: notes[i++] });
    out.push({ kind: 'log', entry });
  }
  while (i < notes.length) out.push({ kind: 'note', note: notes[i++] });
  return out;
}
