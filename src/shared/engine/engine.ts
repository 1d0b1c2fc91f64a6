/**
 * The generic engine: what the host, the simulator, the tests and replays do
 * with any game. Nothing here knows a game's rules.
 */
import { cloneJson } from './draft.js';
import type {
  ApplyResult, BaseState, BotLevel, GameDefinition, GameRecord, LogEntry, OptionValues, Seat, GameResult,
} from './types.js';
import { SYSTEM } from './types.js';

/** The options with every missing key filled from its default; unknown keys or bad values → an error. */
export function resolveOptions(def: GameDefinition, given: OptionValues | undefined, players: number):
  { ok: true; options: OptionValues } | { ok: false; error: string } {
  const options: OptionValues = {};
  const input = given ?? {};
  for (const key of Object.keys(input)) {
    if (!def.options.some((o) => o.key === key)) return { ok: false, error: `Unknown option "${key}" for ${def.name}` };
  }
  for (const spec of def.options) {
    const value = input[spec.key];
    if (value === undefined) {
      options[spec.key] = cloneJson(spec.default);
      continue;
    }
    switch (spec.kind) {
      case 'choice':
        if (typeof value !== 'string' || !spec.choices.some((c) => c.value === value))
          return { ok: false, error: `${spec.label}: choose one of ${spec.choices.map((c) => c.value).join(', ')}` };
        break;
      case 'boolean':
        if (typeof value !== 'boolean') return { ok: false, error: `${spec.label}: expected on or off` };
        break;
      case 'number':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max)
          return { ok: false, error: `${spec.label}: a whole number from ${spec.min} to ${spec.max}` };
        break;
      case 'multi':
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !spec.choices.some((c) => c.value === v)))
          return { ok: false, error: `${spec.label}: choose among ${spec.choices.map((c) => c.value).join(', ')}` };
        break;
    }
    options[spec.key] = cloneJson(value);
  }
  if (!Number.isInteger(players) || players < def.minPlayers || players > def.maxPlayers)
    return { ok: false, error: `${def.name} is for ${def.minPlayers}–${def.maxPlayers} players, not ${players}` };
  const extra = def.validateOptions?.(options, players) ?? null;
  if (extra) return { ok: false, error: extra };
  return { ok: true, options };
}

/**
 * Validates a move from `actor` (a seat, or SYSTEM) before the game's own
 * rules: game over, shape (the game's schema), turn. The game checks the rest.
 * An illegal move returns a reason and leaves `state` untouched.
 */
export function applyMove<S extends BaseState>(def: GameDefinition<S>, state: S, actor: Seat, move: unknown): ApplyResult<S> {
  if (def.isOver(state)) return { ok: false, error: 'The game is over' };
  const parsed = def.moveSchema.safeParse(move);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path?.length ? ` at ${issue.path.join('.')}` : '';
    return { ok: false, error: `Malformed move${where}: ${issue?.message ?? 'invalid'}` };
  }
  if (actor === SYSTEM) {
    const due = def.scheduled?.(state);
    if (!due || JSON.stringify(due.move) !== JSON.stringify(parsed.data))
      return { ok: false, error: 'No such system move is due' };
  } else {
    if (!Number.isInteger(actor) || actor < 0 || actor >= state.players) return { ok: false, error: `No seat ${actor}` };
    if (def.scheduled?.(state)) return { ok: false, error: 'Wait a moment: the table is showing something to everyone' };
    if (!def.toAct(state).includes(actor)) return { ok: false, error: 'It is not your turn to act' };
  }
  return def.apply(state, actor, parsed.data);
}

/** Rebuilds the exact state of a record; throws if a recorded move is refused. */
export function replay<S extends BaseState>(def: GameDefinition<S>, record: GameRecord): S {
  const resolved = resolveOptions(def, record.options, record.seats.length);
  if (!resolved.ok) throw new Error(`Replay of ${record.game}: ${resolved.error}`);
  let state = def.setup(record.seats.length, resolved.options, record.seed);
  record.moves.forEach(({ seat, move }, i) => {
    const r = applyMove(def, state, seat, move);
    if (!r.ok) throw new Error(`Replay of ${record.game}: move ${i} (${move.type} by seat ${seat}) refused: ${r.error}`);
    state = r.state;
  });
  return state;
}

/** A log entry as `seat` sees it (null for a spectator), or null if hidden from them. */
export function redactEntry(entry: LogEntry, seat: Seat | null): string | null {
  if (!entry.to || (seat !== null && entry.to.includes(seat))) return entry.text;
  return entry.others ?? null;
}

/** The log as `seat` sees it, each entry with its index in the full log. */
export function logFor(log: readonly LogEntry[], seat: Seat | null, from = 0): { n: number; text: string }[] {
  const out: { n: number; text: string }[] = [];
  for (let n = from; n < log.length; n++) {
    const text = redactEntry(log[n], seat);
    if (text !== null) out.push({ n, text });
  }
  return out;
}

/**
 * Places from totals (higher is better), in seat order; ties share a place.
 * `tiebreak` (higher is better) separates equal totals where the rules say so.
 */
export function placesFrom(totals: readonly number[], tiebreak?: readonly number[], excluded?: readonly boolean[]): number[] {
  const better = (a: number, b: number) =>
    totals[a] > totals[b] || (totals[a] === totals[b] && tiebreak !== undefined && tiebreak[a] > tiebreak[b]);
  const active = totals.map((_, i) => i).filter((i) => !excluded?.[i]);
  const places = totals.map(() => totals.length);
  for (const i of active) places[i] = 1 + active.filter((j) => better(j, i)).length;
  // Eliminated seats come after everyone else, sharing the last place.
  const last = active.length + 1;
  totals.forEach((_, i) => { if (excluded?.[i]) places[i] = last; });
  return places;
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

/**
 * Plays a whole game of bots, applying scheduled system moves at once.
 * Throws when a bot's move is refused or the game stalls.
 */
export function playBots<S extends BaseState>(def: GameDefinition<S>, opts: PlayOptions): PlayedGame<S> {
  const resolved = resolveOptions(def, opts.options, opts.players);
  if (!resolved.ok) throw new Error(resolved.error);
  let state = def.setup(opts.players, resolved.options, opts.seed);
  const bots = opts.bots.map((level, seat) => def.createBot(level, seat, `${opts.seed}/bot/${seat}`));
  const observing = bots.some((b) => b.observe);
  const record: GameRecord = {
    game: def.id, options: resolved.options, seed: opts.seed,
    seats: opts.bots.map((level, seat) => ({ name: `Bot ${seat + 1}`, bot: level })), moves: [],
  };
  const maxMoves = opts.maxMoves ?? 100_000;
  const accept = (seat: Seat, move: { type: string }) => {
    const r = applyMove(def, state, seat, move);
    if (!r.ok) throw new Error(`${def.id}: ${seat === SYSTEM ? 'system' : `bot ${seat} (${opts.bots[seat]})`} move ${JSON.stringify(move)} refused: ${r.error}`);
    opts.onMove?.(state, r.state, seat, move);
    state = r.state;
    record.moves.push({ seat, move: move as GameRecord['moves'][number]['move'] });
    if (observing) bots.forEach((b, s) => b.observe?.(def.view(state, s)));
  };
  if (observing) bots.forEach((b, s) => b.observe?.(def.view(state, s)));
  while (!def.isOver(state)) {
    if (record.moves.length >= maxMoves) throw new Error(`${def.id}: stalled after ${maxMoves} moves`);
    const due = def.scheduled?.(state);
    if (due) { accept(SYSTEM, due.move); continue; }
    const waiting = def.toAct(state);
    if (waiting.length === 0) throw new Error(`${def.id}: nobody to act and the game is not over`);
    const seat = waiting[0];
    accept(seat, bots[seat].act(def.view(state, seat)));
  }
  const result = def.result(state);
  if (!result) throw new Error(`${def.id}: over without a result`);
  return { state, record, result };
}
