/** A refused request: the error frame's code and sentence (and an extension's own finer code). */
import type { ApplyResult } from '../../shared/engine/types.js';
import type { ErrorCode } from '../../shared/protocol.js';

export interface Failure {
  code: ErrorCode;
  message: string;
  /** An extension's own code (with `code: 'refused'`). */
  detail?: string;
}

export const fail = (code: ErrorCode, message: string, detail?: string): Failure =>
  detail === undefined ? { code, message } : { code, message, detail };

/** What a handler returns: a refusal, null (accepted: the sender gets `ok`), or 'done' (it answered itself). */
export type Outcome = Failure | null | 'done';

/**
 * The one place an engine's refusal of a move becomes the error frame. The
 * host checks nothing the engine checks (game over, shape, turn); it forwards
 * the engine's answer.
 *
 * TODO(integrator): when `applyMove` returns `{ ok: false, code, id, params, message }`,
 * this becomes `fail(r.code, r.message)` plus `msg: { id, params }`; until then the
 * code is read from the engine's sentence.
 */
export function moveRefusal(r: Extract<ApplyResult<never>, { ok: false }>): Failure {
  const e = r.error;
  if (e === 'The game is over') return fail('over', e);
  if (e.startsWith('Malformed move')) return fail('malformed', e);
  if (e.startsWith('It is not your turn')) return fail('not_your_turn', e);
  if (e.startsWith('Wait a moment')) return fail('wait', e);
  if (e.startsWith('No seat ')) return fail('no_seat', e);
  return fail('illegal', e);
}
