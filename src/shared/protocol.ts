/**
 * The wire protocol between a table client and the host: JSON text frames
 * over one WebSocket at ws://<host>:<port>/ws. Every client frame is
 * validated with `clientMessage` before anything else looks at it. The
 * host's frames are typed by `HostMessage`. docs/protocol.md documents both.
 *
 * Bump PROTOCOL_VERSION on any incompatible change: a client of another
 * version gets the error "host runs version X".
 */
import { z } from 'zod';
import { BOT_LEVELS } from './engine/types.js';
import type { AnyGame, BotLevel, GameResult, GameSummaries, Msg, OptionSpec, OptionValues, RulesSection, Seat, VisibleLogEntry } from './engine/types.js';

import { BOT_THINKING, TABLE_PACES, TURN_TIMERS, type BotThinking, type TablePace, type TurnTimer } from './protocol-constants.js';

export { PROTOCOL_VERSION, MAX_FRAME_BYTES, MDNS_SERVICE_TYPE, DEFAULT_PORT, PLAYER_COLOURS, TURN_TIMERS, TURN_TIMER_SECONDS, BOT_THINKING, type TurnTimer, type BotThinking, TABLE_PACES, type TablePace } from './protocol-constants.js';

/** Zero-width joiner and non-joiner: they join emoji (a family: 👨‍👩‍👧) and shape Persian words ("می‌خواهم"). */
const JOINERS = '\u200C\u200D';
/** Printable: no control, format, private-use or unassigned character, except a joiner between two characters. */
const PRINTABLE = new RegExp(`^(?:[^\\p{C}]|[${JOINERS}])+$`, 'u');
/** A joiner at either end, after a space or another joiner, or before a space, joins nothing. */
const LOOSE_JOINER = new RegExp(`(?:^|[\\s${JOINERS}])[${JOINERS}]|[${JOINERS}](?:$|\\s)`, 'u');
/** Characters that print nothing although they are letters or symbols (Hangul fillers, the blank Braille pattern, …). */
const BLANK = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** Something a person can see: a letter, digit, punctuation mark or symbol that is not a blank. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A name: trimmed, then 1 to `max` printable characters (joiners allowed inside, as in "👨‍👩‍👧" or
 * "می‌خواهم"), at least one of them visible, with the reasons a person reads.
 */
export function printableName(max: number, lengthReason: string, printableReason: string, visibleReason = 'A name needs at least one visible character') {
  return z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z.string().min(1, lengthReason).max(max, lengthReason)
        .refine((s) => VISIBLE.test(s.replace(BLANK, '')), visibleReason)
        .refine((s) => PRINTABLE.test(s) && !LOOSE_JOINER.test(s), printableReason),
    );
}

/** Display names: trimmed, 1–24 printable characters. */
export const displayName = printableName(
  24, 'Pick a name of 1 to 24 characters', 'Names may contain printable characters only', 'A name needs at least one visible character',
);

/** Player colours, as #rrggbb. */
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb');

/** Seat tokens and client tokens: at least 128 bits, as 32+ hex/base64url characters. */
const token = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Malformed token');
const tableId = z.string().regex(/^[a-z0-9]{4,16}$/, 'Malformed table id');
const ref = z.string().max(64).optional();
const optionKey = z.string().max(64);
/**
 * Option values by key, checked by the game (resolveOptions): an unknown key is refused as
 * `bad_options` "Unknown option …" whatever its value, and a known one by its kind. Every own key
 * is kept, `__proto__` too (JSON.parse makes it an own key, and a zod record would drop it
 * silently); it is defined on the result as a plain property, never set, so no prototype changes.
 */
const optionValues = z
  .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'Options are an object of values')
  .transform((raw, ctx): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(raw)) {
      const k = optionKey.safeParse(key);
      if (!k.success) {
        ctx.addIssue({ code: 'custom', message: k.error.issues[0]?.message ?? 'Option names have at most 64 characters', path: [key.slice(0, 64)] });
        return z.NEVER;
      }
      Object.defineProperty(out, key, { value: raw[key], enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
/** At most this many finished games in one `history` answer. */
export const HISTORY_LIMIT = 200;
const botLevel = z.enum(BOT_LEVELS as readonly BotLevel[] as [BotLevel, ...BotLevel[]]);

/** Frames a client sends. `ref` (optional) is echoed in the reply or error. */
export const clientMessage = z.discriminatedUnion('type', [
  /** First frame on every connection. `token` returns a known person to their seats. */
  z.object({ type: z.literal('hello'), protocol: z.number().int(), name: displayName, colour, token: token.optional(), ref }),
  z.object({ type: z.literal('createTable'), game: z.string().max(40), options: optionValues.optional(), ref }),
  /**
   * Sit at a free seat (`seat` optional: the first open one, else a bot's), take over a bot's seat, or watch.
   * In a started game a seat that is not a person's is not taken at once (unless the creator asks): it opens a
   * `takeOver` request (`TableRoom.requests`), decided like a claim, and the answer is the room frame of the
   * asker, now watching. Refused to kicked people and, until the game ends, to anyone seated nowhere at the
   * table who asks from a kicked person's device (`host.kickedDevice`).
   */
  z.object({ type: z.literal('joinTable'), tableId, as: z.enum(['player', 'spectator']), seat: z.number().int().min(0).max(15).optional(), ref }),
  z.object({ type: z.literal('leaveTable'), tableId, ref }),
  /** Creator only: the table closes for everyone (its files are archived with their records). */
  z.object({ type: z.literal('closeTable'), tableId, ref }),
  /** Creator only, before the start. */
  z.object({ type: z.literal('setOptions'), tableId, options: optionValues, ref }),
  z.object({ type: z.literal('setSeats'), tableId, seats: z.number().int().min(1).max(16), ref }),
  z.object({ type: z.literal('addBot'), tableId, seat: z.number().int().min(0).max(15).optional(), level: botLevel, ref }),
  z.object({ type: z.literal('removeBot'), tableId, seat: z.number().int().min(0).max(15), ref }),
  z.object({ type: z.literal('kick'), tableId, seat: z.number().int().min(0).max(15), ref }),
  z.object({ type: z.literal('ready'), tableId, ready: z.boolean(), ref }),
  /** Creator, lobby: deals the game. Every seated person must be ready, unless `anyway` (the creator starts without them). */
  z.object({ type: z.literal('start'), tableId, anyway: z.boolean().optional(), ref }),
  /** Creator, finished game: back to the room with the same seats and options ("Play again"). */
  z.object({ type: z.literal('rematch'), tableId, ref }),
  /** Creator, lobby: the table's turn timer. */
  z.object({ type: z.literal('setTurnTimer'), tableId, timer: z.enum(TURN_TIMERS as unknown as [TurnTimer, ...TurnTimer[]]), ref }),
  /**
   * Creator, lobby: how the table's strong bots play: how long they think (`quick` ¼ s, `normal` about 1 s,
   * `long` about 3 s a move on one core) and whether they remember what they were shown perfectly or like a person.
   */
  z.object({
    type: z.literal('setBotSettings'), tableId,
    thinking: z.enum(Object.keys(BOT_THINKING) as [BotThinking, ...BotThinking[]]), memory: z.enum(['human', 'perfect']), ref,
  }),
  /**
   * Creator, lobby: the table's options for its players (each absent one stays as it is): `hints` ("First game:
   * show hints", off by default) and `forcedChoices` ("Make forced choices for me", on by default: when the rules
   * leave a person's seat exactly one legal move, the host plays it for them and notes so).
   */
  z.object({ type: z.literal('setTableOptions'), tableId, hints: z.boolean().optional(), forcedChoices: z.boolean().optional(), ref }),
  /**
   * Creator, any time until the game ends: the table's pace (`TABLE_PACES`): how long bots wait before they move and
   * how long a game's timed windows last. A change applies from the next wait on.
   */
  z.object({ type: z.literal('setPace'), tableId, pace: z.enum(Object.keys(TABLE_PACES) as [TablePace, ...TablePace[]]), ref }),
  /** A seated person's colour at this table (refused when another seat has it). */
  z.object({ type: z.literal('setColour'), tableId, colour, ref }),
  /**
   * A present player asks that an away seat be played by a bot until its owner is back (`on: false`
   * withdraws the request or ends the stand-in). Needs the creator, or two present players when the creator is away.
   */
  z.object({ type: z.literal('standIn'), tableId, seat: z.number().int().min(0).max(15), on: z.boolean(), ref }),
  /**
   * A newcomer takes an away seat back on this device: with the `code` its old device handed on, at
   * once; without, once the present players approve. The old token loses the seat.
   */
  z.object({ type: z.literal('claimSeat'), tableId, seat: z.number().int().min(0).max(15), code: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Malformed code').optional(), ref }),
  /** A present player's answer to a request (`TableRoom.requests`). */
  z.object({ type: z.literal('approve'), tableId, request: z.string().max(40), yes: z.boolean(), ref }),
  /** A seated person asks for a one-time code (answered with `handOff`) that moves their seat to another device. */
  z.object({ type: z.literal('handOff'), tableId, ref }),
  /**
   * A game move for the sender's own seat at this table; validated by the game's schema.
   * `moveNo` is the number of moves of the state the sender saw: a move made on an older state is refused (`stale`).
   */
  z.object({ type: z.literal('move'), tableId, moveNo: z.number().int().min(0), move: z.object({ type: z.string().max(40) }).passthrough(), ref }),
  /** Ask again for the full current view and log (after a gap). */
  z.object({ type: z.literal('sync'), tableId, ref }),
  z.object({ type: z.literal('ping'), ref }),
  /**
   * Whether this connection wants the lobby (the table list). Every connection watches it after
   * hello; a client at a table may stop (`on: false`) and start again (`on: true`: one full `lobby`, then `lobbyDelta`s).
   */
  z.object({ type: z.literal('watchLobby'), on: z.boolean(), ref }),
  /**
   * A message for a game's extension: `game` names the game whose extension handles it, `name` the
   * extension's message, `payload` is validated by the extension's own schema (docs/protocol.md "Game extensions").
   */
  z.object({ type: z.literal('ext'), game: z.string().max(40), name: z.string().max(40), tableId: tableId.optional(), payload: z.unknown(), ref }),
  /**
   * The host's finished games (its records), newest first: `offset` of them skipped, at most `limit`
   * (default and most HISTORY_LIMIT). Answered with `history`.
   */
  z.object({ type: z.literal('history'), offset: z.number().int().min(0).max(100_000).optional(), limit: z.number().int().min(1).max(HISTORY_LIMIT).optional(), ref }),
  /**
   * One finished game (table `tableId`, its game `gameNo`) as it stood after `moveNo` moves, seen by
   * `view`: 'public' (a spectator's view) or a seat (only for games whose rules keep nothing secret
   * after the end: `replaySeatViews` of the game). Answered with `replay`. Read-only: nothing changes.
   */
  z.object({
    type: z.literal('replay'), tableId, gameNo: z.number().int().min(0).max(1_000_000), moveNo: z.number().int().min(0).max(10_000_000),
    view: z.union([z.literal('public'), z.number().int().min(0).max(15)]), ref,
  }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** A player of a finished game, in seat order (their colour when the record kept it). */
export interface HistoryPlayer {
  name: string;
  colour?: string;
  bot?: BotLevel;
}

/** A finished game in the host's history. */
export interface HistoryGame {
  tableId: string;
  /** The game's number at its table (its record `<n>.json`). */
  gameNo: number;
  /** The game's id, and its name. */
  game: string;
  gameName: string;
  /** When it finished (ms since 1970). */
  finishedAt: number;
  players: HistoryPlayer[];
  /** Place per seat (1 = winner; tied seats share a place), and the winning seats. */
  places: number[];
  winners: Seat[];
  /** Moves the game took. */
  moves: number;
  /** May a replay show each player's own view (see `GameDefinition.replaySeatViews`)? */
  seatViews: boolean;
}

export type SeatOccupant =
  | { kind: 'open' }
  | {
    kind: 'human'; name: string; colour: string; connected: boolean; ready: boolean;
    /** In a started game, while the owner is away: how long (ms, as of this frame). */
    awayMs?: number;
    /** A bot plays the seat until its owner is back. */
    standIn?: boolean;
  }
  | { kind: 'bot'; name: string; colour: string; level: BotLevel };

export interface TableSummary {
  id: string;
  game: string;
  gameName: string;
  status: 'lobby' | 'playing' | 'finished';
  seats: number;
  seatsFree: number;
  players: string[];
  createdAt: number;
}

export interface GameInfo {
  id: string;
  name: string;
  summary: string;
  /** `summary` in the other languages the game has it in (`GameDefinition.summaries`). */
  summaries?: GameSummaries;
  minPlayers: number;
  maxPlayers: number;
  options: OptionSpec[];
  /** The rules screen's text (so that showing rules loads no engine in the client). */
  rules: RulesSection[];
  /** Its strong bots can remember like a person or perfectly (`StrongGame.forgets`): the room asks which. */
  botsForget?: boolean;
}

/** What the welcome frame tells everyone about a game. */
export function gameInfoOf(g: AnyGame & { strong?: { forgets?: boolean } }): GameInfo {
  return {
    id: g.id, name: g.name, summary: g.summary, summaries: g.summaries, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, options: g.options, rules: g.rules,
    ...(g.strong?.forgets ? { botsForget: true } : {}),
  };
}

/** Everything about a table except the game's view. */
export interface TableRoom {
  id: string;
  game: string;
  gameName: string;
  status: 'lobby' | 'playing' | 'finished';
  options: OptionValues;
  seats: SeatOccupant[];
  /** Seat of the creator, or null if the creator is a spectator. */
  creatorSeat: Seat | null;
  /** Is the receiver the creator? */
  youAreCreator: boolean;
  /** The receiver's seat, or null when watching. */
  yourSeat: Seat | null;
  spectators: number;
  joinUrl: string;
  /** Set when nobody on the LAN can find the host: no private LAN address, or mDNS cannot send (a firewall, a permission). */
  reach?: 'no-lan' | 'blocked';
  /** What the game's extension adds to the room (its own shape; absent when the game has no extension). */
  extra?: unknown;
  /** Games dealt at this table so far (the one in play, or the last one): its notes have this `gameNo`. */
  gameNo: number;
  /** The turn timer chosen for this table. */
  turnTimer: TurnTimer;
  /** "First game: show hints" (see `setTableOptions`): the tables show a short hint at each decision (absent: off). */
  hints?: boolean;
  /** "Make forced choices for me" (see `setTableOptions`): the host plays a person's only legal move for them (absent: on). */
  forcedChoices?: boolean;
  /** How the table's strong bots play (see `setBotSettings`; absent: normal thinking, human memory). */
  bots?: { thinking: BotThinking; memory: 'human' | 'perfect' };
  /** The table's pace (see `setPace`; absent: steady). */
  pace?: TablePace;
  /** Requests waiting for approval (stand-ins, seats taken back on a new device, bots' seats taken over mid-game). */
  requests: TableRequest[];
  /** What happened to the table's seats (stand-ins, returns, timers running out, seats moved), newest last; at most 30. */
  notes: TableNote[];
}

export interface TableRequest {
  id: string;
  /** standIn: a bot plays an away seat until its owner is back; claimSeat: a newcomer takes an away seat back; takeOver: a newcomer plays a bot's seat. */
  kind: 'standIn' | 'claimSeat' | 'takeOver';
  /** The seat it is about (an away person's, or a bot's for takeOver). */
  seat: Seat;
  /** Who asked (a seated person's name, or the newcomer's). */
  by: string;
  /** Names of those who said yes so far. */
  approvals: string[];
  /** Who decides: the creator, or (creator away) this many voters: present players who have held their seats since the deal. */
  needs: 'creator' | number;
  /** May the receiver answer it (the creator, or a voter, who has not yet)? */
  canApprove: boolean;
  /** Did the receiver ask for it? */
  yours: boolean;
}

/** A table note: a message id of src/shared/table-messages.ts with its parameters, and the move it came after. */
export interface TableNote {
  n: number;
  moveNo: number;
  gameNo: number;
  /** The length of the game's full log when the note was made: it goes before the log entry `n = logAt` (absent in notes saved before protocol 3's last change). */
  logAt?: number;
  msg: Msg;
}

/**
 * A move the host made for a person's seat: `moveNo` its index in the game; `why` `timeout` (their turn timer ran
 * out: a cautious move), `standIn` (a stand-in bot played the seat while they were away) or `forced` (their only
 * legal choice, "Make forced choices for me"); its log entries are those with `logFrom <= n < logTo`.
 */
export interface MadeForYou {
  moveNo: number;
  why: 'timeout' | 'standIn' | 'forced';
  logFrom: number;
  logTo: number;
}

export type HostMessage =
  | { type: 'welcome'; protocol: number; hostName: string; hostId: string; version: string; you: { name: string; colour: string; token: string }; games: GameInfo[]; joinUrls: string[]; ref?: string }
  /**
   * A refusal. `message` is the English sentence; `msg` (when given) the same as a message id and
   * parameters for the client to render in its reader's language; `detail` a finer code of an extension's.
   */
  | { type: 'error'; code: ErrorCode; message: string; msg?: Msg; detail?: string; ref?: string }
  /** A frame of a game's extension (its own `name` and `payload`); `ref` when it answers an `ext` message. */
  | { type: 'ext'; game: string; name: string; tableId?: string; payload: unknown; ref?: string }
  | { type: 'ok'; ref?: string }
  /** The answer to `handOff`: a one-time code (valid `validMs`) and the link that carries it. */
  | { type: 'handOff'; tableId: string; seat: Seat; code: string; url: string; validMs: number; ref?: string }
  | { type: 'pong'; ref?: string }
  /** The whole table list (after hello, or `watchLobby` on). */
  | { type: 'lobby'; tables: TableSummary[] }
  /** What changed in the table list since the last `lobby`/`lobbyDelta`: tables new or changed (whole), tables gone (ids). */
  | { type: 'lobbyDelta'; changed: TableSummary[]; removed: string[] }
  | { type: 'room'; room: TableRoom; ref?: string }
  /** `moved`: the seat went to another device (a hand-off or an approved claim). */
  | { type: 'left'; tableId: string; reason: 'left' | 'kicked' | 'closed' | 'moved' }
  /** The host is shutting down (the connection closes right after). */
  | { type: 'goodbye'; message: string }
  | {
      type: 'state';
      tableId: string;
      /** Number of moves applied so far. */
      moveNo: number;
      /** The receiver's redacted view (public view for spectators). */
      view: unknown;
      /** Seats the game waits for: who has still to act, never what others did. */
      toAct: Seat[];
      /** Log entries as the receiver may see them, `n` their index in the full log; merge by `n`. */
      log: VisibleLogEntry[];
      /** True when `log` holds the whole log rather than new entries. */
      fullLog: boolean;
      result: GameResult | null;
      /** Turn timers running (the table has one): each waited-for person's time left, in ms as of this frame. */
      clocks?: { seat: Seat; msLeft: number }[];
      /**
       * "While you were away": the moves of this game the host made for the receiver's own seat, oldest first (only in
       * that seat's own frames; absent when none). See MadeForYou.
       */
      madeForYou?: MadeForYou[];
    }
  /** The answer to `history`: finished games newest first (`total`: how many the host has in all). */
  | { type: 'history'; games: HistoryGame[]; offset: number; total: number; ref?: string }
  /** The answer to `replay`: a finished game after `moveNo` of its `moves` moves, as `view` sees it. */
  | {
      type: 'replay';
      game: HistoryGame;
      moveNo: number;
      view: 'public' | Seat;
      /** That view of the state (the game's own view type, exactly as `view(state, seat|null)` makes it). */
      state: unknown;
      /** Seats the game waited for at that move. */
      toAct: Seat[];
      /** The whole log up to that move, as that view may see it. */
      log: VisibleLogEntry[];
      /** The result, at the last move only. */
      result: GameResult | null;
      ref?: string;
    };

export type ErrorCode =
  | 'bad_frame'
  | 'too_big'
  | 'rate_limited'
  | 'version'
  | 'not_hello'
  | 'no_table'
  | 'no_seat'
  | 'not_creator'
  | 'bad_options'
  | 'not_started'
  /** `replay`: no finished game of that table and number in the host's history. */
  | 'no_record'
  /** A move made on an older state (its `moveNo` is not the table's). */
  | 'stale'
  // The engine's refusals of a move, forwarded as they are.
  | 'over'
  | 'malformed'
  | 'not_your_turn'
  | 'wait'
  | 'illegal'
  | 'forbidden'
  /** `start` while seated people are not ready (their names in `message` and `msg`); `start` with `anyway` goes ahead. */
  | 'not_ready'
  /** A game extension refused the message; the error's `detail` is its own code. */
  | 'refused'
  | 'internal';

/** What the host advertises in its mDNS TXT record (all values are strings on the wire). */
export interface HostTxt {
  /** Protocol version. */
  pv: string;
  /** Host display name. */
  name: string;
  /** Stable host id (random, kept in the data folder). */
  id: string;
  /** Table summary: "game:free/seats" joined by ",", at most ~200 bytes. */
  tables: string;
}

/** A host found on the network (or entered by hand). */
export interface DiscoveredHost {
  id: string;
  name: string;
  port: number;
  /** Addresses to try, best first (the one the answer came from first). */
  addresses: string[];
  protocol: number;
  tables: { game: string; seatsFree: number; seats: number }[];
  lastSeen: number;
}
