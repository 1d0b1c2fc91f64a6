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
import type { SpokenLocale } from '../i18n/locales.js';
import type { RngState } from './rng.js';

/** A seat index, 0-based, in join order. */
export type Seat = number;

/**
 * The actor of a move that no seat makes: a timer the engine asked for with
 * `scheduled()` (for instance hiding a revealed Visitor in Magic Market).
 */
export const SYSTEM: Seat = -1;

/** Bot levels, weakest first: the one list (the protocol's schema and the room derive from it). */
export const BOT_LEVELS = ['random', 'basic', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Magic Market's Visitors: a strong bot remembers them perfectly, or forgets like a person. */
export type BotMemory = 'perfect' | 'human';

/** Settings of a `strong` bot (other levels ignore them). */
export interface BotSettings {
  /** Search iterations per decision (its thinking budget; deterministic, unlike a time limit). */
  iterations?: number;
  /** Without `iterations`: a multiple of the game's own budget (about a second on one core). */
  scale?: number;
  memory?: BotMemory;
}

/**
 * One decision of a bot as plain data, so that another thread can make it
 * (`think` in src/shared/bots/think.ts): the game, the seat, its view, what the
 * bot remembers, the budget and the decision's seed. Same thought, same move.
 */
export interface BotThought {
  game: string;
  seat: Seat;
  view: unknown;
  memory: unknown;
  iterations: number;
  seed: string;
}

/** Typed options a table's creator may set; values are plain JSON. */
export type OptionSpec =
  | { key: string; label: string; help?: string; kind: 'choice'; choices: { value: string; label: string }[]; default: string }
  | { key: string; label: string; help?: string; kind: 'boolean'; default: boolean }
  | { key: string; label: string; help?: string; kind: 'number'; min: number; max: number; default: number }
  | { key: string; label: string; help?: string; kind: 'multi'; choices: { value: string; label: string; help?: string }[]; default: string[] };

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
 * One entry of a game's event log. `msg` is seen by the seats in `to`
 * (everyone when `to` is absent); everyone else, spectators included, sees
 * `others` when it is given and nothing at all when it is not.
 */
export interface LogEntry {
  msg: Msg;
  to?: Seat[];
  others?: Msg;
}

/** A log entry as one reader may see it: its index in the full log and its message. */
export interface VisibleLogEntry {
  n: number;
  msg: Msg;
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

/**
 * Why a move was refused, for the caller to act on: `over` (the game has ended),
 * `malformed` (not a move of this game), `no_seat` (no such seat), `wait`
 * (a timed reveal runs; try again after it), `not_your_turn`, or `illegal`
 * (the game's rules refuse it). `id` and `params` say it as a message
 * (see messages.ts); `message` is the English sentence rendered from them.
 */
export type RefusalCode = 'over' | 'malformed' | 'no_seat' | 'wait' | 'not_your_turn' | 'illegal';

interface Refusal extends Msg {
  code: RefusalCode;
  message: string;
}

export type Refused = { ok: false } & Refusal;

export type ApplyResult<S> = { ok: true; state: S } | Refused;

/** One line of a player's final score breakdown. */
/**
 * A line of a seat's final score. `label` and `about` are the line's words as messages (clients render them in
 * their reader's language); `category` and `detail` are the same in English (logs, the simulator, tests).
 */
export interface ScoreLine {
  category: string;
  points: number;
  detail?: string;
  label?: Msg;
  about?: Msg;
}

export interface SeatResult {
  seat: Seat;
  /** The number that ranks players (coins, VP, Dragos…). */
  total: number;
  breakdown: ScoreLine[];
  /** Out of the ranking (Magic Money's Greediest Wizard). */
  eliminated?: boolean;
  note?: string;
  /** `note` as a message. */
  noteMsg?: Msg;
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

/**
 * A section of the in-app rules screen; the game's data, not prose elsewhere. A game's sections are keyed
 * messages (`rulesSections`, src/shared/i18n/rules.ts): `key` names the section (`titleMsg` is its title,
 * `<game>.rules.<key>.title`) and `texts` holds each paragraph as a message, so a reader's language renders it
 * with the same parameters; `title` and `paragraphs` are the English.
 */
export interface RulesSection {
  key?: string;
  title: string;
  paragraphs: string[];
  /** The title as a message (`<game>.rules.<key>.title`, with its parameters). */
  titleMsg?: Msg;
  texts?: Msg[];
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
  /** A bot that searches (`strong`) can hand its decision off instead of `act`: the same move, from `think(thought)`. */
  thought?(view: V): BotThought;
}

/** A game's one-sentence summary in the app's languages other than English (a language left out reads the English). */
export type GameSummaries = Partial<Record<Exclude<SpokenLocale, 'en'>, string>>;

/**
 * A game. The registry (src/shared/games/registry.ts) is the one list of
 * games; generic code (host, simulator, tests) holds them as `AnyGame`.
 */
export interface GameDefinition<S extends BaseState, M extends { type: string }, V> {
  /** The game's id, its folder's name under src/shared/games/. */
  id: string;
  name: string;
  /** One sentence for the lobby. */
  summary: string;
  /**
   * That sentence in the app's other languages (src/shared/i18n/locales.ts). Here, not in the game's catalogues,
   * because the lobby's first screen shows it before any game's catalogue has loaded: the host's pre-rendered lobby
   * (src/main/host/lobby-page.ts) and the app's first render. A language left out reads the English.
   */
  summaries?: GameSummaries;
  minPlayers: number;
  maxPlayers: number;
  options: OptionSpec[];
  /** Validates a move's shape (the game's rules validate its legality). */
  moveSchema: z.ZodType<M>;
  /**
   * Optional: a hand-written fast path of `moveSchema` (zod costs several µs a move). The move exactly as the
   * schema would parse it (a fresh object, unknown keys dropped or refused as the schema does), or null when it
   * is not sure; the engine then parses with `moveSchema`, which gives the refusal. It must never accept a move
   * the schema refuses (test/engine/parse-move.test.ts checks both games that have one against their schema).
   */
  parseMove?(move: unknown): M | null;
  /** Extra option checks beyond their specs (e.g. depending on player count); null when fine. */
  validateOptions?(options: OptionValues, players: number): Msg | null;
  /** Deals a new game. `options` are complete (defaults filled in). */
  setup(players: number, options: OptionValues, seed: string): S;
  /** Seats the game is waiting for right now (several in a simultaneous phase); [] when over. */
  toAct(state: S): Seat[];
  /**
   * Applies a move the engine has already checked (`applyMove`: not over, the
   * schema, the seat is waited for, nothing scheduled); never mutates `state`;
   * a move the rules refuse → `refuse('illegal', …)`.
   */
  apply(state: S, actor: Seat, move: M): ApplyResult<S>;
  /** A system move due after a delay, if any (applied before any seat may act again). */
  scheduled?(state: S): Scheduled<M> | null;
  /** What `seat` may see (null: a spectator's public view). Secrets are absent, not hidden. */
  view(state: S, seat: Seat | null): V;
  isOver(state: S): boolean;
  /** The final result once over, else null. */
  result(state: S): GameResult | null;
  createBot(level: BotLevel, seat: Seat, seed: string, settings?: BotSettings): Bot<V, M>;
  /**
   * The decision `seat` faces now when the rules leave it exactly one legal choice, else null. A table with
   * "Make forced choices for me" on plays it for the seat (after the bots' delay) and says so to everyone
   * ("Ann had only one choice: the table made it"). So the rule: a move only when the choice is forced by
   * what EVERYONE at the table can see — forced in every state with the same public view (`view(state, null)`)
   * — so that making it quickly tells nobody anything. A hand size of 1 that everyone can count is public; a
   * hand all of one colour, or no tie among sealed bids only the seat can see, is not: null (the person makes
   * it, or their turn timer does). The move itself may name the seat's own secret (the one card it holds),
   * which the move shows anyway. Deterministic, from the state the seat is waited for in; never a choice that
   * reveals what the seat would rather keep (a pass that tells nothing is fine). test/games/forced-public.test.ts
   * checks every game's against re-deals of what the public cannot see.
   */
  onlyMove?(state: S, seat: Seat): M | null;
  /**
   * The kinds of move (`type`) whose own log line says why it was the only choice — Magic Money's opening at 1:
   * "Ada opens at 1: the first auction always opens at 1". When the host plays such a forced move it adds no
   * "had only one choice" note: the game's line already tells the table, in the rule's words, and nobody reads
   * that the table took the person's turn. Absent: every forced move gets the note.
   */
  forcedSaysWhy?: readonly M['type'][];
  /**
   * The move the host makes for a person whose turn timer ran out: a cautious one, decided from the seat's own
   * view only (never the state: nothing the seat may not see) — the lowest legal bid, a pass, the cheapest choice,
   * as the game's rules screen says. Deterministic. Null (or a move the rules refuse) lets the host fall back to
   * the basic bot's move, then the random bot's.
   */
  cautiousMove?(view: V, seat: Seat): M | null;
  /** The rules screen: the house rules and choices, as data. */
  rules: RulesSection[];
  /** The English catalogue of every message the game's log and refusals use (see messages.ts). */
  messages: Readonly<Record<string, string>>;
  /**
   * May a replay of a finished game show each player's own view (their hand, their bids), move by
   * move, to anyone who opens the host's history? Only when the rules leave nothing secret once the
   * game is over: say why, citing the rulebook, where a game sets it. Absent: no (public view only).
   */
  replaySeatViews?: boolean;
}

/**
 * Any game, as generic code (host, simulator, tests) holds it: its state is a
 * BaseState, its moves have a type, its views are opaque. (A game's own
 * definition is assignable to it because its methods' parameters are checked
 * per game, by the game's own types.)
 */
export type AnyGame = GameDefinition<BaseState, { type: string }, unknown>;

/** Who sat where, kept with a record. */
interface SeatRecord {
  name: string;
  bot?: BotLevel;
  /** The seat's colour (records saved before the history kept none). */
  colour?: string;
}

/** A game as plain JSON: enough to rebuild it exactly with `replay`. */
export interface GameRecord {
  /** The game's id (see the registry). */
  game: string;
  options: OptionValues;
  seats: SeatRecord[];
  seed: string;
  moves: { seat: Seat; move: { type: string } & Record<string, unknown> }[];
  /** When the game finished (ms since 1970; records saved before the history kept none). */
  finishedAt?: number;
}
