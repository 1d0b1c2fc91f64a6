/**
 * The shapes of the files the host reads back from its data folder, checked with zod on every read:
 *
 *   host.json                         `hostIdFile`
 *   tables/<id>/table.json            `tableMetaFile` (TableMeta, its seats SeatMeta)
 *   tables/<id>/moves-<n>.jsonl       `moveLineSchema`, each line
 *   …/records/<n>.json                `gameRecordFile` (tables' records, archived and removed tables' records)
 *   history-summaries.json            `historySummariesFile` (History's cache)
 *
 * (A game extension's own files have their schemas in its folder, src/main/games/<id>/; a game extension's data
 * at a table, table.json's `ext`, is checked by the extension's `dataSchema` when the table is read back.)
 *
 * A schema only checks: what the host keeps is the value as read (fields it does not know are kept as they
 * are, e.g. a table saved by an older host's `campaign`). The TypeScript types of these files (store.ts,
 * engine/types.ts, protocol.ts) are checked against the schemas below, so a field added to one and not the
 * other does not compile. What does not pass is set aside (a record: left out) and logged with `describeIssues` (the
 * path of what failed).
 */
import { z } from 'zod';
import { BOT_LEVELS, SYSTEM, type BotLevel, type GameRecord, type Msg, type MsgParam, type OptionValues } from '../../shared/engine/types.js';
import { BOT_THINKING, TABLE_PACES, TURN_TIMERS, type BotThinking, type TablePace, type TurnTimer } from '../../shared/protocol-constants.js';
import type { HistoryGame, TableNote } from '../../shared/protocol.js';
import type { MoveLine, SeatMeta, TableMeta } from './store.js';

/** The host id file: `{ "id": "<8 to 32 of a-z 0-9>" }`. */
export const hostIdFile = z.object({ id: z.string().regex(/^[a-z0-9]{8,32}$/, 'not 8 to 32 of a-z and 0-9') });

const seat = z.number().int().min(SYSTEM).max(63);
const count = z.number().int().nonnegative();
const time = z.number().finite();
const botLevel = z.enum(BOT_LEVELS as readonly BotLevel[] as [BotLevel, ...BotLevel[]]);
const optionValues: z.ZodType<OptionValues> = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]));
/** A move as the game takes it: an object with a `type` (the rest is the game's, checked by its rules on replay). */
const move = z.looseObject({ type: z.string() }) as unknown as z.ZodType<{ type: string } & Record<string, unknown>>;

const msgParam: z.ZodType<MsgParam> = z.lazy(() => z.union([
  z.string(), z.number(), z.boolean(), z.object({ seat }), z.object({ msg }), z.object({ list: z.array(msgParam) }), z.object({ num: z.string() }),
]));
const msg: z.ZodType<Msg> = z.lazy(() => z.object({ id: z.string(), params: z.record(z.string(), msgParam).optional() }));
const tableNote = z.object({ n: count, moveNo: count, gameNo: count, logAt: count.optional(), msg });

const seatMeta = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  z.object({
    kind: z.literal('human'), name: z.string(), colour: z.string(), token: z.string().min(1), ready: z.boolean(),
    standIn: z.boolean().optional(), sinceDeal: z.literal(true).optional(), from: z.string().optional(),
  }),
  z.object({ kind: z.literal('bot'), name: z.string(), colour: z.string(), level: botLevel }),
]);

/** A table's table.json. */
export const tableMetaFile = z.object({
  id: z.string().regex(/^[a-z0-9]{4,16}$/, 'not a table id'),
  game: z.string(),
  options: optionValues,
  seats: z.array(seatMeta).min(1).max(64),
  creatorToken: z.string().min(1),
  status: z.enum(['lobby', 'playing', 'finished']),
  seed: z.string().nullable(),
  gameNo: count,
  createdAt: time,
  kicked: z.array(z.string()),
  kickedDevices: z.array(z.string()).optional(),
  turnTimer: z.enum(TURN_TIMERS as unknown as [TurnTimer, ...TurnTimer[]]).optional(),
  hints: z.boolean().optional(),
  forcedChoices: z.boolean().optional(),
  bots: z.object({ thinking: z.enum(Object.keys(BOT_THINKING) as [BotThinking, ...BotThinking[]]), memory: z.enum(['human', 'perfect']) }).optional(),
  pace: z.enum(Object.keys(TABLE_PACES) as [TablePace, ...TablePace[]]).optional(),
  clocks: z.array(z.object({ seat, msLeft: time })).optional(),
  notes: z.array(tableNote).optional(),
  ext: z.unknown().optional(),
});

/** One line of a move file. */
export const moveLineSchema = z.object({
  seat,
  move,
  forced: z.literal(true).optional(),
  madeFor: z.enum(['timeout', 'standIn']).optional(),
});

/** A finished game's record. */
export const gameRecordFile = z.object({
  game: z.string(),
  options: optionValues,
  seats: z.array(z.object({ name: z.string(), bot: botLevel.optional(), colour: z.string().optional() })).max(64),
  seed: z.string(),
  moves: z.array(z.object({ seat, move })),
  finishedAt: time.optional(),
});

/** A record's summary as History keeps it in its cache. */
const historySummary = z.object({
  tableId: z.string(),
  gameNo: count,
  game: z.string(),
  gameName: z.string(),
  finishedAt: time,
  players: z.array(z.object({ name: z.string(), colour: z.string().optional(), bot: botLevel.optional() })),
  places: z.array(z.number()),
  winners: z.array(seat),
  moves: count,
  seatViews: z.boolean(),
});

/** History's cache of summaries (`version` is History's SUMMARIES_VERSION). */
export const historySummariesFile = z.object({
  version: z.number(),
  summaries: z.array(z.tuple([z.string(), historySummary.nullable()])),
});

/**
 * What failed, where: "seats: Invalid input: expected array, received string" (the path as zod gives it, "." between
 * its parts); at most three issues, then how many more.
 */
export function describeIssues(err: z.ZodError, under: readonly PropertyKey[] = []): string {
  const shown = err.issues.slice(0, 3).map((i) => {
    const where = [...under, ...i.path].map(String);
    return `${where.length ? where.join('.') : '(the whole file)'}: ${i.message}`;
  });
  const more = err.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/**
 * Checks `raw` (parsed JSON) against `schema`: the value as read when it passes (nothing stripped), else what failed.
 */
export function checkFile<T>(schema: z.ZodType, raw: unknown): { ok: true; value: T } | { ok: false; why: string } {
  const r = schema.safeParse(raw);
  return r.success ? { ok: true, value: raw as T } : { ok: false, why: describeIssues(r.error) };
}

// --- The files' types are the schemas' --------------------------------------------------------------------------

/** True only when A and B are the same type (optional fields and their types included). */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
/** Compiles only when `T` is `true`: `agree<Same<z.infer<typeof schema>, TheType>>()`. */
export const agree = <T extends true>(): T => true as T;

agree<Same<z.infer<typeof tableMetaFile>, TableMeta>>();
agree<Same<z.infer<typeof seatMeta>, SeatMeta>>();
agree<Same<z.infer<typeof moveLineSchema>, MoveLine>>();
agree<Same<z.infer<typeof gameRecordFile>, GameRecord>>();
agree<Same<z.infer<typeof historySummary>, HistoryGame>>();
agree<Same<z.infer<typeof tableNote>, TableNote>>();
