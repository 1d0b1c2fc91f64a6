/** A refused request: the error frame's code and sentence (and an extension's own finer code). */
import type { Msg, MsgParam, Refused } from '../../shared/engine/types.js';
import { hostEnglish, hostMsg, type HostMessageId } from '../../shared/host-messages.js';
import type { ErrorCode } from '../../shared/protocol.js';

export interface Failure {
  code: ErrorCode;
  message: string;
  /** The same as a message id and parameters, for the reader's language. */
  msg?: Msg;
  /** An extension's own code (with `code: 'refused'`). */
  detail?: string;
}

export const fail = (code: ErrorCode, message: string, detail?: string): Failure =>
  detail === undefined ? { code, message } : { code, message, detail };

/** A host refusal from its catalogue (src/shared/host-messages.ts): the English sentence and the message id. */
export function refuse(code: ErrorCode, id: HostMessageId, params?: Record<string, MsgParam>): Failure {
  const msg = hostMsg(id, params);
  return { code, message: hostEnglish(msg), msg };
}

/** A refusal whose message the engine already made (resolveOptions' `msg`). */
export const failWith = (code: ErrorCode, m: { msg: Msg; error: string }): Failure => ({ code, message: m.error, msg: m.msg });

/** What a handler returns: a refusal, null (accepted: the sender gets `ok`), or 'done' (it answered itself). */
export type Outcome = Failure | null | 'done';

/**
 * The one place an engine's refusal of a move becomes the error frame: its
 * code, its English sentence and its message. The host checks nothing the
 * engine checks (game over, shape, seat, turn); it forwards the engine's answer.
 */
export function moveRefusal(r: Refused): Failure {
  return { code: r.code, message: r.message, msg: r.params === undefined ? { id: r.id } : { id: r.id, params: r.params } };
}
