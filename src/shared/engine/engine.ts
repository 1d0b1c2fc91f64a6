/**
 * The generic engine: what the host, the simulator, the tests and replays do
 * with any game. Nothing here knows a game's rules.
 */
import { cloneJson } from './draft.js';
import { engineMessages, formatMsg } from './messages.js';
import type {
  AnyGame, ApplyResult, BaseState, Bot, BotLevel, GameDefinition, GameRecord, LogEntry, Msg, OptionValue, OptionValues, Refused, Seat, GameResult, VisibleLogEntry,
} from './types.js';
import { SYSTEM } from './types.js';

const { refuse } = engineMessages;

/** Options refused: the reason as a message, with its English sentence. */
export type OptionsRefused = { ok: false; msg: Msg; error: string };

/** Options refused for `msg` (a module function, not a closure made for every game `resolveOptions` sees). */
function optionsRefused(def: AnyGame, msg: Msg): OptionsRefused {
  return { ok: false, msg, error: formatMsg(msg, (id) => def.messages[id] ?? engineMessages.messages[id as keyof typeof engineMessages.messages]) };
}

/** The options with every missing key filled from its default; unknown keys or bad values → a reason. */
export function resolveOptions(def: AnyGame, given: Readonly<Record<string, unknown>> | undefined, players: number):
  { ok: true; options: OptionValues } | OptionsRefused {
  const options: OptionValues = {};
  const input = given ?? {};
  // An own `__proto__` key (JSON.parse keeps one) is an unknown option like any other; a changed
  // prototype (`{ __proto__: … }` in code) is one too, and inherited values are never read.
  const proto = Object.getPrototypeOf(input) as unknown;
  if (proto !== Object.prototype && proto !== null) return optionsRefused(def, engineMessages.msg('engine.unknownOption', { key: '__proto__', game: def.name }));
  for (const key of Object.keys(input)) {
    if (!def.options.some((o) => o.key === key)) return optionsRefused(def, engineMessages.msg('engine.unknownOption', { key, game: def.name }));
  }
  for (const spec of def.options) {
    const value = Object.hasOwn(input, spec.key) ? input[spec.key] : undefined;
    if (value === undefined) {
      options[spec.key] = cloneJson(spec.default);
      continue;
    }
    const choices = 'choices' in spec ? spec.choices.map((c) => c.value).join(', ') : '';
    switch (spec.kind) {
      case 'choice':
        if (typeof value !== 'string' || !spec.choices.some((c) => c.value === value))
          return optionsRefused(def, engineMessages.msg('engine.optionChoice', { label: spec.label, choices }));
        break;
      case 'boolean':
        if (typeof value !== 'boolean') return optionsRefused(def, engineMessages.msg('engine.optionBoolean', { label: spec.label }));
        break;
      case 'number':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max)
          return optionsRefused(def, engineMessages.msg('engine.optionNumber', { label: spec.label, min: spec.min, max: spec.max }));
        break;
      case 'multi':
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !spec.choices.some((c) => c.value === v)))
          return optionsRefused(def, engineMessages.msg('engine.optionMulti', { label: spec.label, choices }));
        break;
    }
    options[spec.key] = cloneJson(value as OptionValue);
  }
  if (!Number.isInteger(players) || players < def.minPlayers || players > def.maxPlayers)
    return optionsRefused(def, engineMessages.msg('engine.playerCount', { game: def.name, min: def.minPlayers, max: def.maxPlayers, players }));
  const extra = def.validateOptions?.(options, players) ?? null;
  if (extra) return optionsRefused(def, extra);
  return { ok: true, options };
}

/**
 * Checks a move from `actor` (a seat, or SYSTEM) before the game's own rules,
 * once, for every caller (host, bots, replays): game over, shape (the game's
 * schema), seat, a timed reveal running, turn. The game checks the rest. A
 * refused move comes back as a code and a message; `state` is untouched.
 * The move's schema is parsed here only, once.
 */
export function applyMove<S extends BaseState>(def: GameDefinition<S, { type: string }, unknown>, state: S, actor: Seat, move: unknown): Applied<S> {
  if (def.isOver(state)) return refuse('over', 'engine.over');
  const parsed = parseMove(def, move);
  if (!parsed.ok) return parsed;
  if (actor === SYSTEM) {
    const due = def.scheduled?.(state);
    if (!due || JSON.stringify(due.move) !== JSON.stringify(parsed.move)) return refuse('illegal', 'engine.noSystemMove');
  } else {
    if (!Number.isInteger(actor) || actor < 0 || actor >= state.players) return refuse('no_seat', 'engine.noSeat', { seat: actor });
    if (def.scheduled?.(state)) return refuse('wait', 'engine.wait');
    if (!def.toAct(state).includes(actor)) return refuse('not_your_turn', 'engine.notYourTurn');
  }
  const r = def.apply(state, actor, parsed.move);
  return r.ok ? { ok: true, state: r.state, move: parsed.move } : r;
}

/** The move's shape: the game's fast check when it has one and is sure, else its schema (which words the refusal). */
function parseMove<M extends { type: string }>(def: GameDefinition<BaseState, M, unknown>, move: unknown): { ok: true; move: M } | Refused {
  const fast = def.parseMove?.(move);
  if (fast) return { ok: true, move: fast };
  const parsed = def.moveSchema.safeParse(move);
  return parsed.success ? { ok: true, move: parsed.data } : malformed(parsed.error);
}

function malformed(error: { issues: readonly { path?: readonly PropertyKey[]; message?: string }[] }): Refused {
  const issue = error.issues[0];
  return refuse('malformed', 'engine.malformed', { where: issue?.path?.length ? issue.path.join('.') : 'none', problem: issue?.message ?? 'invalid' });
}

/** `applyMove` for a caller that has just made its checks of the state, the seat and the turn: the shape, then the rules. */
function applyParsed<S extends BaseState>(def: GameDefinition<S, { type: string }, unknown>, state: S, actor: Seat, move: unknown): ApplyResult<S> {
  const parsed = parseMove(def as GameDefinition<BaseState, { type: string }, unknown>, move);
  return parsed.ok ? def.apply(state, actor, parsed.move) : parsed;
}

/** An accepted move: the new state and the move as the game's schema parsed it (what the host records). */
export type Applied<S> = { ok: true; state: S; move: { type: string } } | Refused;

/** How far a list of moves replays: the state after the last accepted one, and the first refusal if any. */
export interface ReplayOutcome<S> {
  state: S;
  /** Moves applied (all of them unless one was refused). */
  applied: number;
  refused: { index: number; refusal: Refused } | null;
}

/**
 * The one replay: deals the record's game and applies its moves in order,
 * stopping at the first refused one (the host resumes a table there; callers
 * that want all or nothing use `replay`). `onState` sees the dealt state and
 * the state after each applied move, in order.
 */
export function replayUntilRefused<S extends BaseState>(
  def: GameDefinition<S, { type: string }, unknown>, record: GameRecord, onState?: (state: S) => void,
): ReplayOutcome<S> {
  const resolved = resolveOptions(def as AnyGame, record.options, record.seats.length);
  if (!resolved.ok) throw new Error(`Replay of ${record.game}: ${resolved.error}`);
  let state = def.setup(record.seats.length, resolved.options, record.seed);
  onState?.(state);
  for (const [index, { seat, move }] of record.moves.entries()) {
    const r = applyMove(def, state, seat, move);
    if (!r.ok) return { state, applied: index, refused: { index, refusal: r } };
    state = r.state;
    onState?.(state);
  }
  return { state, applied: record.moves.length, refused: null };
}

/** Rebuilds the exact state of a record; throws if a recorded move is refused. */
export function replay<S extends BaseState>(def: GameDefinition<S, { type: string }, unknown>, record: GameRecord): S {
  const out = replayUntilRefused(def, record);
  if (out.refused) {
    const { index, refusal } = out.refused;
    const { seat, move } = record.moves[index];
    throw new Error(`Replay of ${record.game}: move ${index} (${move.type} by seat ${seat}) refused: ${refusal.message}`);
  }
  return out.state;
}

/** A log entry as `seat` sees it (null for a spectator), or null if hidden from them. */
function redactEntry(entry: LogEntry, seat: Seat | null): Msg | null {
  if (!entry.to || (seat !== null && entry.to.includes(seat))) return entry.msg;
  return entry.others ?? null;
}

/** The log as `seat` sees it, each entry with its index in the full log. */
export function logFor(log: readonly LogEntry[], seat: Seat | null, from = 0): VisibleLogEntry[] {
  const out: VisibleLogEntry[] = [];
  for (let n = from; n < log.length; n++) {
    const msg = redactEntry(log[n], seat);
    if (msg !== null) out.push({ n, msg });
  }
  return out;
}

/**
 * Places from totals (higher is better), in seat order; ties share a place.
 * `tiebreak` (higher is better) separates equal totals where the rules say so.
 */
export function placesFrom(totals: readonly number[], tiebreak?: readonly number[], excluded?: readonly boolean[]): number[] {
  const active: number[] = [];
  for (let i = 0; i < totals.length; i++) if (!excluded?.[i]) active.push(i);
  // Eliminated seats come after everyone else, sharing the last place.
  const places = totals.map((_, i) => (excluded?.[i] ? active.length + 1 : totals.length));
  for (const i of active) {
    let ahead = 0;
    for (const j of active) if (ranksAbove(totals, tiebreak, j, i)) ahead++;
    places[i] = 1 + ahead;
  }
  return places;
}

/** Whether seat `a` places above seat `b`: a higher total, or an equal one and a higher tiebreak. */
function ranksAbove(totals: readonly number[], tiebreak: readonly number[] | undefined, a: number, b: number): boolean {
  return totals[a] > totals[b] || (totals[a] === totals[b] && tiebreak !== undefined && tiebreak[a] > tiebreak[b]);
}

export function winnersOf(places: readonly number[]): Seat[] {
  return places.map((p, i) => (p === 1 ? i : -1)).filter((i) => i >= 0);
}

export interface PlayOptions {
  players: number;
  seed: string;
  options?: OptionValues;
  bots: BotLevel[];
  /** Moves before the run is called stalled. */
  maxMoves?: number;
  /** Called after every accepted move (tests check invariants here). */
  onMove?: (before: BaseState, after: BaseState, seat: Seat, move: { type: string }) => void;
}

export interface PlayedGame<S> {
  state: S;
  record: GameRecord;
  result: GameResult;
}

/** Every bot that remembers what it sees is shown its seat's view. */
function observeAll<S extends BaseState>(def: GameDefinition<S, { type: string }, unknown>, bots: readonly Bot<unknown, { type: string }>[], state: S): void {
  for (let seat = 0; seat < bots.length; seat++) bots[seat].observe?.(def.view(state, seat));
}

/**
 * Plays a whole game of bots, applying scheduled system moves at once.
 * Throws when a bot's move is refused or the game stalls.
 */
export function playBots<S extends BaseState>(def: GameDefinition<S, { type: string }, unknown>, opts: PlayOptions): PlayedGame<S> {
  const resolved = resolveOptions(def as AnyGame, opts.options, opts.players);
  if (!resolved.ok) throw new Error(resolved.error);
  let state = def.setup(opts.players, resolved.options, opts.seed);
  const bots = opts.bots.map((level, seat) => def.createBot(level, seat, `${opts.seed}/bot/${seat}`));
  const observing = bots.some((b) => b.observe);
  const record: GameRecord = {
    game: def.id, options: resolved.options, seed: opts.seed,
    seats: opts.bots.map((level, seat) => ({ name: `Bot ${seat + 1}`, bot: level })), moves: [],
  };
  const maxMoves = opts.maxMoves ?? 100_000;
  const moves = record.moves;
  if (observing) observeAll(def, bots, state);
  while (!def.isOver(state)) {
    if (moves.length >= maxMoves) throw new Error(`${def.id}: stalled after ${maxMoves} moves`);
    const due = def.scheduled?.(state);
    let seat: Seat, move: { type: string }, r: ApplyResult<S>;
    if (due) {
      seat = SYSTEM;
      move = due.move;
      // The game's own scheduled move, taken from this state: applyMove's checks (not over, the move that is due) hold.
      r = applyParsed(def, state, seat, move);
    } else {
      const waiting = def.toAct(state);
      if (waiting.length === 0) throw new Error(`${def.id}: nobody to act and the game is not over`);
      seat = waiting[0];
      move = bots[seat].act(def.view(state, seat));
      // The loop has just made applyMove's own checks (not over, nothing scheduled, the seat waited for),
      // so only the move's shape is left to check before the rules (the same outcome, once).
      r = applyParsed(def, state, seat, move);
    }
    if (!r.ok) throw new Error(`${def.id}: ${seat === SYSTEM ? 'system' : `bot ${seat} (${opts.bots[seat]})`} move ${JSON.stringify(move)} refused: ${r.message}`);
    opts.onMove?.(state, r.state, seat, move);
    state = r.state;
    moves.push({ seat, move: move as GameRecord['moves'][number]['move'] });
    if (observing) observeAll(def, bots, state);
  }
  const result = def.result(state);
  if (!result) throw new Error(`${def.id}: over without a result`);
  return { state, record, result };
}
