/**
 * What each game's folder in the renderer provides: its table, drawn from
 * the seat's redacted view. src/renderer/games/<id>/index.tsx default-exports
 * a `GameUi`; the registry (games/registry.ts) finds them by file name, so a
 * new game needs no edit anywhere else.
 */
import type { ComponentType } from 'react';
import type { GameResult, Msg, Seat, VisibleLogEntry } from '../../shared/engine/types.js';
import type { SeatOccupant } from '../../shared/protocol.js';

export type MoveOutcome = { ok: true } | { ok: false; error: string };

export interface GameTableProps<V = unknown> {
  /** The receiver's redacted view, exactly as the host sent it. */
  view: V;
  /** The receiver's seat, or null when watching. */
  seat: Seat | null;
  /** Seats the game waits for (who has still to act, never what others did). */
  toAct: Seat[];
  /** Who sits where (names, colours, bots), in seat order. */
  seats: SeatOccupant[];
  /** The log as the receiver may see it, oldest first (messages: render them with `text`). */
  log: VisibleLogEntry[];
  /** A message of this game (a log entry, a refusal) as text in the reader's language; seats stay `{seat:N}` tokens for SeatText. */
  text: (msg: Msg) => string;
  /** The final result once the game is over. */
  result: GameResult | null;
  /** Moves applied so far (changes on every update). */
  moveNo: number;
  /** Sends a move for the receiver's seat; resolves when the host accepts or refuses it. */
  send: (move: { type: string } & Record<string, unknown>) => Promise<MoveOutcome>;
}

export interface GameUi {
  id: string;
  Table: ComponentType<GameTableProps<any>>;
}
