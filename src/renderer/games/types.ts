/**
 * What each game's folder in the renderer provides (the registry, games/registry.ts,
 * finds them by file name, so a new game needs no edit anywhere else):
 *
 * - `<id>/meta.tsx` (eager, tiny: it is in the first screen's bundle) exports `meta: GameMeta` —
 *   the game's name and emblem, and the optional hooks of its extension (room and game panels,
 *   loaded on demand; rules and option filters over `room.extra`).
 * - `<id>/index.tsx` (its own chunk, loaded when a game starts) default-exports a `GameUi`:
 *   the table, drawn from the seat's redacted view.
 */
import type { ComponentType } from 'react';
import type { Catalogue } from '../../shared/engine/messages.js';
import type { GameResult, Msg, OptionSpec, RulesSection, Seat, VisibleLogEntry } from '../../shared/engine/types.js';
import type { SeatOccupant, TablePace, TableRoom } from '../../shared/protocol.js';
import type { HostConnection } from '../net/connection.js';
import type { Locale } from '../i18n/locales.js';

/** `stale`: the host refused the move because the table moved on since the sender's state (not the player's fault). */
export type MoveOutcome = { ok: true } | { ok: false; error: string; stale?: boolean };

/** Any game's move: the host validates it with the game's schema. */
export type AnyMove = { type: string };

export interface GameTableProps<V = unknown, M extends AnyMove = AnyMove> {
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
  /**
   * Sends a move of this game (its move union, from src/shared/games/<id>/state.ts) for the receiver's
   * seat, made on the state of `moveNo`; resolves when the host accepts or refuses it.
   */
  send: (move: M) => Promise<MoveOutcome>;
  /** The table's "First game: show hints" option: a short hint at each decision (ui/Hint.tsx). */
  hints?: boolean;
  /** The table's pace (`TABLE_PACES`): a game's timed window lasts its `ms` times the pace's `windows` share. */
  pace?: TablePace;
}

export interface GameUi {
  id: string;
  Table: ComponentType<GameTableProps>;
  /** The game's catalogue (src/shared/games/<id>/messages.ts): its log and refusals are rendered from it. */
  messages: Catalogue;
  /**
   * Optional: the game's own "what just happened" line (app/JustHappened.tsx) for the log so far, a message of
   * `messages`, e.g. a whole turn in one sentence; null (or no hook) for the latest entry as it is.
   */
  said?: (log: readonly VisibleLogEntry[]) => Msg | null;
}

/**
 * A game's table typed with its own view and move union. The host sends each table the view of its own
 * game, so the registry may hand the generic props to it: this is the one place that says so.
 */
export function gameUi<V, M extends AnyMove>(id: string, Table: ComponentType<GameTableProps<V, M>>, messages: Catalogue, said?: GameUi['said']): GameUi {
  return { id, Table: Table as unknown as ComponentType<GameTableProps>, messages, ...(said ? { said } : {}) };
}

/** The reader's language and this game's catalogue in it (empty while loading, and for English): `useGameCatalogue`. */
export interface GameReader { locale: Locale; lookup: Catalogue }

/** What a game's room panel gets: the table's room and the extension's part of it (`room.extra`). */
export interface RoomPanelProps {
  conn: HostConnection;
  room: TableRoom;
  extra: unknown;
}

/** What a game's panel under its table gets; `over` once the game has a result. */
export interface GamePanelProps extends RoomPanelProps {
  over: boolean;
}

export interface GameMeta {
  id: string;
  /** The game's display name (discovered hosts send only ids). */
  name: string;
  /** A small drawn emblem (SVG, no images); `large` in the room head and the lobby's game cards. */
  Emblem: ComponentType<{ large?: boolean }>;
  /**
   * The game's one-screen player aid (goal, a turn, scoring; drawn, not a wall of text), shown by "How to play"
   * from the lobby, the room and the table (keep it lazy: `lazy(() => import('./Aid.js'))`).
   */
  Aid?: ComponentType;
  /** Shown in the room's options when the room has `extra` (keep it lazy: its own chunk). */
  RoomPanel?: ComponentType<RoomPanelProps>;
  /** Shown under the table when the room has `extra` (keep it lazy: its own chunk). */
  GamePanel?: ComponentType<GamePanelProps>;
  /**
   * The rules screen's sections for this room (e.g. a campaign hides the modules it has not opened):
   * `sections` in the reader's language, `english` the same sections as the host sent them (same order; absent: `sections` are English).
   */
  rules?(sections: RulesSection[], extra: unknown, english?: RulesSection[], reader?: GameReader): RulesSection[];
  /** An option as this room offers it (e.g. a campaign offers only the modules it has opened). */
  optionSpec?(spec: OptionSpec, extra: unknown, reader?: GameReader): OptionSpec;
  /** Its score screen says who won in a headline of its own (else the game screen draws "Ada wins!" above it). */
  showsWinner?: boolean;
}

/**
 * A set of colours a player must tell apart (gem colours, players, stands…), each with its second cue (a shape,
 * a letter, a pattern) so that colour is never the only one. Each game's `palette.ts` exports `PALETTES`;
 * test/renderer/colour-vision.test.ts checks them under simulated colour-vision deficiencies.
 */
export interface Palette {
  name: string;
  items: { id: string; colour: string; cue: string }[];
}
