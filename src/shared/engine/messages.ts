/**
 * Sentences as data. The engine, the games and the host never send a sentence:
 * they send a message id and its parameters (`Msg`), and whoever reads it
 * renders it from a catalogue of ICU MessageFormat strings (FormatJS's
 * `intl-messageformat`), in the reader's language. Each game keeps one
 * catalogue (`src/shared/games/<id>/messages.ts`); the engine's own
 * refusals are in `ENGINE_MESSAGES` below.
 *
 *   export const MESSAGES = { '<id>.overCoins': 'You have only {coins, plural, one {# coin} other {# coins}}' } as const;
 *   export const { msg, refuse } = catalogue(MESSAGES);
 *   return refuse('illegal', '<id>.overCoins', { coins: 3 });
 *
 * English is rendered on the host too, for refusals (`Refusal.message`) and
 * its own log; seats are rendered there as `{seat:N}` tokens, which clients
 * turn into names.
 */
import { messageFormat, type Pattern } from '../icu.js';
import type { Msg, MsgParam, Refused, RefusalCode } from './types.js';

/** Message id → ICU MessageFormat string (English is the reference catalogue). */
export type Catalogue = Readonly<Record<string, string>>;

/** How a reader's client shows the parts a catalogue cannot: seats and long numbers. */
export interface RenderOptions {
  /** BCP 47 locale (default 'en'). */
  locale?: string;
  /** A seat's text (default the `{seat:N}` token that clients turn into a name). */
  seat?: (seat: number) => string;
  /** A number's text, from its digits (default: every digit, grouped in the locale; a client may write long ones short). */
  num?: (digits: string) => string;
}

export const ENGINE_MESSAGES = {
  'engine.over': 'The game is over',
  'engine.malformed': 'Malformed move{where, select, none {} other { at {where}}}: {problem}',
  'engine.noSystemMove': 'No such system move is due',
  'engine.noSeat': 'No seat {seat}',
  'engine.wait': 'Wait a moment: the table is showing something to everyone',
  'engine.notYourTurn': 'It is not your turn to act',
  'engine.unknownOption': 'Unknown option "{key}" for {game}',
  'engine.optionChoice': '{label}: choose one of {choices}',
  'engine.optionBoolean': '{label}: expected on or off',
  'engine.optionNumber': '{label}: a whole number from {min} to {max}',
  'engine.optionMulti': '{label}: choose among {choices}',
  'engine.playerCount': '{game} is for {min}–{max} players, not {players}',
} as const satisfies Catalogue;

const listFormats = new Map<string, Intl.ListFormat>();
const groupers = new Map<string, Intl.NumberFormat>();

function renderParam(value: MsgParam, lookup: (id: string) => Pattern | undefined, opts: RenderOptions): string | number | boolean {
  if (typeof value !== 'object' || value === null) return value;
  const locale = opts.locale ?? 'en';
  if ('seat' in value) return opts.seat ? opts.seat(value.seat) : `{seat:${value.seat}}`;
  if ('msg' in value) return formatMsg(value.msg, lookup, opts);
  if ('num' in value) {
    if (opts.num && /^\d+$/.test(value.num)) return opts.num(value.num);
    let g = groupers.get(locale);
    if (!g) groupers.set(locale, (g = new Intl.NumberFormat(locale, { useGrouping: true })));
    return /^-?\d+$/.test(value.num) ? g.format(BigInt(value.num)) : value.num;
  }
  let lf = listFormats.get(locale);
  if (!lf) listFormats.set(locale, (lf = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return lf.format(value.list.map((v) => String(renderParam(v, lookup, opts))));
}

/**
 * A message as text. `lookup` finds an id's pattern (a catalogue, or several
 * merged; in the client's build, compiled: icu.ts); an unknown id renders as the
 * id itself, so nothing is ever blank.
 */
export function formatMsg(msg: Msg, lookup: Catalogue | ((id: string) => Pattern | undefined), opts: RenderOptions = {}): string {
  const find = typeof lookup === 'function' ? lookup : (id: string): Pattern | undefined => lookup[id];
  // A catalogue's own lookup never changes: its English texts are remembered by message (`rendered`).
  const memo = opts.locale === undefined && opts.seat === undefined && opts.num === undefined ? rendered.get(find) : undefined;
  const key = memo && (msg.params === undefined ? msg.id : `${msg.id}\u0000${JSON.stringify(msg.params, keepNegativeZero)}`);
  if (memo) {
    const hit = memo.get(key!);
    if (hit !== undefined) return hit;
  }
  const pattern = find(msg.id);
  if (pattern === undefined) return msg.id;
  const values: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(msg.params ?? {})) values[k] = renderParam(v, find, opts);
  const out = messageFormat(pattern, opts.locale ?? 'en').format(values);
  const text = Array.isArray(out) ? out.join('') : String(out);
  if (memo) {
    if (memo.size >= RENDERED_LIMIT) memo.clear();
    memo.set(key!, text);
  }
  return text;
}

/**
 * English texts already rendered, per catalogue lookup (`catalogue` registers its own, which never
 * changes), by message id and parameters: a pure cache, bounded, for the words that repeat across
 * thousands of simulated games (score lines, log lines, refusals).
 */
const rendered = new WeakMap<(id: string) => Pattern | undefined, Map<string, string>>();
const RENDERED_LIMIT = 20_000;
/** -0 renders as "-0" but is written "0" by JSON: a key tells them apart. */
const keepNegativeZero = (_: string, v: unknown): unknown => (Object.is(v, -0) ? '\u0000-0' : v);

/**
 * Typed helpers for one catalogue: `msg` builds a message, `refuse` a refused
 * move with its English sentence. An id not in the catalogue fails the type check.
 */
export function catalogue<C extends Catalogue>(messages: C) {
  const lookup = (id: string): string | undefined => messages[id] ?? (ENGINE_MESSAGES as Catalogue)[id];
  rendered.set(lookup, new Map());
  const remembered = new Map<string, string>();
  return {
    messages,
    msg(id: keyof C & string, params?: Record<string, MsgParam>): Msg {
      return params === undefined ? { id } : { id, params };
    },
    refuse(code: RefusalCode, id: keyof C & string, params?: Record<string, MsgParam>): Refused {
      const m: Msg = params === undefined ? { id } : { id, params };
      return { ok: false, code, ...m, message: formatMsg(m, lookup) };
    },
    /** English text of one of this catalogue's messages (host logs, tests). */
    english(m: Msg): string {
      return formatMsg(m, lookup);
    },
    /**
     * English text rendered once per `key` (which must name the message and its
     * parameters): for words that repeat across thousands of simulated games.
     */
    englishOnce(key: string, m: () => Msg): string {
      let text = remembered.get(key);
      if (text === undefined) {
        if (remembered.size >= 20_000) remembered.clear();
        remembered.set(key, (text = formatMsg(m(), lookup)));
      }
      return text;
    },
  };
}

export const engineMessages = catalogue(ENGINE_MESSAGES);
