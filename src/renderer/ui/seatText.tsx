/**
 * `{seat:N}` tokens in engine text (log lines, reasons, notes) become the
 * player's name in their colour. `seatName` / `plainSeatText` give plain
 * strings (for titles, aria labels); `<SeatText text seats/>` renders React.
 */
import { Fragment, type ReactNode } from 'react';
import type { SeatOccupant } from '../../shared/protocol.js';

const TOKEN = /\{seat:(\d+)\}/g;

export function seatName(seats: readonly SeatOccupant[], seat: number): string {
  const o = seats[seat];
  if (!o || o.kind === 'open') return `Seat ${seat + 1}`;
  return o.name;
}

export function seatColour(seats: readonly SeatOccupant[], seat: number): string {
  const o = seats[seat];
  return o && o.kind !== 'open' ? o.colour : '#8a7f70';
}

export function plainSeatText(text: string, seats: readonly SeatOccupant[]): string {
  return text.replace(TOKEN, (_, n: string) => seatName(seats, Number(n)));
}

/** Splits text into strings and seat numbers, in order. */
export function splitSeatTokens(text: string): (string | { seat: number })[] {
  const out: (string | { seat: number })[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    out.push({ seat: Number(m[1]) });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function SeatName({ seats, seat }: { seats: readonly SeatOccupant[]; seat: number }): ReactNode {
  return (
    <span className="seat-name" style={{ ['--seat-colour' as string]: seatColour(seats, seat) }}>
      <span className="seat-dot" aria-hidden="true" />
      {seatName(seats, seat)}
    </span>
  );
}

export function SeatText({ text, seats }: { text: string; seats: readonly SeatOccupant[] }): ReactNode {
  return (
    <>
      {splitSeatTokens(text).map((part, i) =>
        typeof part === 'string' ? <Fragment key={i}>{part}</Fragment> : <SeatName key={i} seats={seats} seat={part.seat} />,
      )}
    </>
  );
}
