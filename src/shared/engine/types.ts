/**
 * The engine contract: what every game of Magic Table implements.
 *
 * A game is pure, deterministic TypeScript. All randomness comes from the
 * seeded generator kept in the state (`state.rng`), so `setup(seed)` plus the
 * list of accepted moves rebuilds a game exactly (see `replay` in engine.ts).
 * States, moves, views and records are plain JSON (no bigint, no Date, no
 * class instances, no undefined-vs-missing distinctions that matter).
 */
import type { z } from 'zod';
import type { RngState } from './rng.js';

/** A seat index, 0-based, in join order. */
export type Seat = number;

/**
 * The actor of a move that no seat makes: a timer the engine asked for with
 * `scheduled()` (for instance hiding a revealed Visitor in Magic Market).
 */
export const SYSTEM: Seat = -1;

export type GameId = 'megagem' | 'magic-money' | 'magic-market' | 'magical-library';

export type BotLevel = 'random' | 'basic';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'basic'];

/** Typed options a table's creator may set; values are plain JSON. */
export type OptionSpec =
  | { key: string; label: string; help?: string; kind: 'choice'; choices: { value: string; label: string }[]; default: string }
  | { key: string; label: string; help?: string; kind: 'boolean'; default: boolean }
  | { key: string; label: string; help?: string; kind: 'number'; min: number; max: number; default: number }
  | { key: string; label: string; help?: string; kind: 'multi'; choices: { value: string; label: string }[]; default: string[] };

export type OptionValue = string | number | boolean | string[];
export type OptionValues = Record<string, OptionValue>;

/**
 * A value a message carries: plain text or a number; a seat (the reader's client shows the name);
 * another message (e.g. a card's name, itself from a catalogue); a list (joined in the reader's language);
 * or a whole number as decimal digits (Magic Money's amounts, beyond 2^53), grouped in the reader's locale.
 */
export type MsgParam = string | number | boolean | { seat: Seat } | { msg: Msg } | { list: MsgParam[] } | { num: string };

/**
 * A sentence as data: the id of an ICU MessageFormat string in a catalogue (`<game>.<name>`,
 * `engine.<name>`, `host.<name>`) and its parameters. Clients render it in their reader's language.
 */
export interface Msg {
  id: string;
  params?: Record<string, MsgParam>;
}

/**
 * One entry of a game's event log. `text` is seen by the seats in `to`
 * (everyone when `to` is absent); everyone else, spectators included, sees
 * `others` when it is given and nothing at all when it is not.
 */
export interface LogEntry {
  text: string;
  to?: Seat[];
  others?: string;
}

/** What every game state carries besides its own fields. */
export interface BaseState {
  /** Number of seats in play. */
  players: number;
  /** The seeded generator; only engine code advances it. */
  rng: RngState;
  /** The full, unredacted log; redact with `logFor`. */
  log: LogEntry[];
}

export type ApplyResult<S> = { ok: true; state: S } | { ok: false; error: string };

/** One line of a player's final score breakdown. */
export interface ScoreLine {
  category: string;
  points: number;
  detail?: string;
}

export interface SeatResult {
  seat: Seat;
  /** The number that ranks players (coins, VP, Dragos…). */
  total: number;
  breakdown: ScoreLine[];
  /** Out of the ranking (Magic Money's Greediest Wizard). */
  eliminated?: boolean;
  note?: string;
}

export interface GameResult {
  /** Place per seat, in seat order: 1 = winner; tied seats share a place. */
  places: number[];
  /** Seats with place 1. */
  winners: Seat[];
  seats: SeatResult[];
}

/** A move the engine wants applied by the host after a delay (as SYSTEM). */
export interface Scheduled<M> {
  delayMs: number;
  move: M;
}

/** A section of the in-app rules screen; the game's data, not prose elsewhere. */
export interface RulesSection {
  title: string;
  paragraphs: string[];
}

/**
 * A bot plays one seat through the same moves as a person, seeing only that
 * seat's view. It is deterministic given its seed. `observe` (optional) is
 * called with every new view of its seat, so that a bot can remember what it
 * was shown (and only that).
 */
export interface Bot<V, M> {
  observe?(view: V): void;
  act(view: V): M;
}

export interface GameDefinition<S extends BaseState = any, M extends { type: string } = any, V = any> {
  id: GameId;
  name: string;
  /** One sentence for the lobby. */
  summary: string;
  minPlayers: number;
  maxPlayers: number;
  options: OptionSpec[];
  /** Validates a move's shape (the game's rules validate its legality). */
  moveSchema: z.ZodType<M>;
  /** Extra option checks beyond their specs (e.g. depending on player count); null when fine. */
  validateOptions?(options: OptionValues, players: number): string | null;
  /** Deals a new game. `options` are complete (defaults filled in). */
  setup(players: number, options: OptionValues, seed: string): S;
  /** Seats the game is waiting for right now (several in a simultaneous phase); [] when over. */
  toAct(state: S): Seat[];
  /** Validates and applies a move; never mutates `state`; illegal → a clear reason. */
  apply(state: S, actor: Seat, move: M): ApplyResult<S>;
  /** A system move due after a delay, if any (applied before any seat may act again). */
  scheduled?(state: S): Scheduled<M> | null;
  /** What `seat` may see (null: a spectator's public view). Secrets are absent, not hidden. */
  view(state: S, seat: Seat | null): V;
  isOver(state: S): boolean;
  /** The final result once over, else null. */
  result(state: S): GameResult | null;
  createBot(level: BotLevel, seat: Seat, seed: string): Bot<V, M>;
  /** The rules screen: the house rules and choices, as data. */
  rules: RulesSection[];
}

/** Who sat where, kept with a record. */
export interface SeatRecord {
  name: string;
  bot?: BotLevel;
}

/** A game as plain JSON: enough to rebuild it exactly with `replay`. */
export interface GameRecord {
  game: GameId;
  options: OptionValues;
  seats: SeatRecord[];
  seed: string;
  moves: { seat: Seat; move: { type: string } & Record<string, unknown> }[];
}
