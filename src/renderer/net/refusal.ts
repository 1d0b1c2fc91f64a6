import type { Msg } from '../../shared/engine/types.js';
import { messageText } from '../i18n/reader.js';

/** A refusal as the host sends it: the English sentence and, when given, the same as a message id with parameters. */
export interface Refusal { message: string; msg?: Msg }

/**
 * The text a player reads for a host's or a game's refusal: its message in the reader's language (see
 * i18n/reader.ts), seats named by `seatName`; the host's English sentence when there is no message id, the
 * id is unknown or the reader's catalogue has not loaded. Every screen that shows one goes through here.
 */
export function refusalText(error: Refusal, seatName?: (seat: number) => string): string {
  return messageText(error.msg, error.message, seatName);
}
