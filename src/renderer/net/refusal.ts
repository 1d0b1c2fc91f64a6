import type { Msg } from '../../shared/engine/types.js';

/** A refusal as the host sends it: the English sentence and, when given, the same as a message id with parameters. */
export interface Refusal { message: string; msg?: Msg }

/**
 * The text a player reads for a host's or a game's refusal. Every screen that shows one goes through
 * here, so rendering `msg` in the reader's language is one edit (today: the host's English sentence).
 */
export function refusalText(error: Refusal): string {
  return error.message;
}
