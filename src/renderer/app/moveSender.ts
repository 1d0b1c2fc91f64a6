/**
 * How a game screen sends its table's moves: each says which state it was made on (`moveNo`, the
 * state on screen); a move the host refuses as `stale` (the table moved on meanwhile) is no
 * mistake of the player's: a short notice says so, the newer state is already on its way or shown.
 */
import type { AnyMove, MoveOutcome } from '../games/types.js';
import type { HostConnection } from '../net/connection.js';

export const STALE_NOTICE = 'The table moved on — look again';
const STALE_NOTICE_MS = 5000;

export function moveSender(conn: Pick<HostConnection, 'request' | 'addNotice' | 'dismissNotice'>, tableId: string, shownMoveNo: () => number) {
  return async (move: AnyMove): Promise<MoveOutcome> => {
    const r = await conn.request({ type: 'move', tableId, moveNo: shownMoveNo(), move });
    if (r.ok) return { ok: true };
    if (r.code !== 'stale') return { ok: false, error: r.error };
    const id = conn.addNotice('info', STALE_NOTICE);
    setTimeout(() => conn.dismissNotice(id), STALE_NOTICE_MS);
    return { ok: false, error: STALE_NOTICE, stale: true };
  };
}
