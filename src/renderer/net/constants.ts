/**
 * The protocol constants the client needs at run time, copied from
 * src/shared/protocol.ts so that the first screen does not load zod (the
 * host validates every frame; the client only builds them). A unit test
 * (test/renderer/constants.test.ts) fails if these drift from protocol.ts.
 */
export const PROTOCOL_VERSION = 1;
export const DEFAULT_PORT = 7531;
export const PLAYER_COLOURS = ['#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6'] as const;
