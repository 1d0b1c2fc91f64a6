/**
 * The protocol's plain constants, in a module without zod so that the
 * client's first screen can import them without loading the schemas.
 * protocol.ts re-exports them.
 */
export const PROTOCOL_VERSION = 3;
export const MAX_FRAME_BYTES = 64 * 1024;
export const MDNS_SERVICE_TYPE = 'magictable';
export const DEFAULT_PORT = 7531;
/** Turn timer settings (per table, chosen by the creator) and the seconds each gives a seat to act. */
export const TURN_TIMERS = ['off', 'relaxed', 'normal', 'fast'] as const;
export type TurnTimer = (typeof TURN_TIMERS)[number];
export const TURN_TIMER_SECONDS: Record<TurnTimer, number | null> = { off: null, relaxed: 180, normal: 90, fast: 30 };
/** How long a table's strong bots think (a multiple of each game's budget of about a second on one core). */
export const BOT_THINKING = { quick: 0.25, normal: 1, long: 3 } as const;
export type BotThinking = keyof typeof BOT_THINKING;
/**
 * A table's pace (chosen by its creator, before or during the game): how long bots and the table's forced choices wait
 * before a move, and how long a game's timed windows last (a Magic Market Visitor shown to everyone), as shares of
 * the usual. The games' own times (the rules screen's seconds) are the `steady` pace.
 */
export const TABLE_PACES = { brisk: { bots: 0.35, windows: 0.6 }, steady: { bots: 1, windows: 1 }, relaxed: { bots: 1.8, windows: 1.5 } } as const;
export type TablePace = keyof typeof TABLE_PACES;
export const PLAYER_COLOURS = ['#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6'] as const;
