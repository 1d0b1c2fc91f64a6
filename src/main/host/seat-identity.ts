/**
 * Telling people apart at one table: every seat has its own colour (a person
 * whose colour is taken gets the next free one) and its own name ("Ana",
 * "Ana 2"), as the room shows them and the log names them.
 */
import { PLAYER_COLOURS } from '../../shared/protocol.js';

/** `wanted`, or "wanted 2", "wanted 3"… (at most 24 characters) when another seat has that name (case-insensitive). */
export function uniqueName(wanted: string, others: readonly string[]): string {
  const taken = new Set(others.map((n) => n.toLocaleLowerCase()));
  if (!taken.has(wanted.toLocaleLowerCase())) return wanted;
  for (let i = 2; ; i++) {
    const suffix = ` ${i}`;
    const name = [...wanted].slice(0, 24 - suffix.length).join('') + suffix;
    if (!taken.has(name.toLocaleLowerCase())) return name;
  }
}

/** `preferred` if no other seat has it, else the first free player colour (or `preferred` when all eight are taken). */
export function freeColour(preferred: string, others: readonly string[]): string {
  const used = new Set(others.map((c) => c.toLowerCase()));
  if (!used.has(preferred.toLowerCase())) return preferred.toLowerCase();
  return PLAYER_COLOURS.find((c) => !used.has(c)) ?? preferred.toLowerCase();
}
