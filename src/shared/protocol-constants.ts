/**
 * The protocol's plain constants, in a module without zod so that the
 * client's first screen can import them without loading the schemas.
 * protocol.ts re-exports them.
 */
export const PROTOCOL_VERSION = 2;
export const MAX_FRAME_BYTES = 64 * 1024;
export const MDNS_SERVICE_TYPE = 'magictable';
export const DEFAULT_PORT = 7531;
export const PLAYER_COLOURS = ['#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6'] as const;
