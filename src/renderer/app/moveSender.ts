/**
 * How a game screen sends its table's moves: each says which state it was made on (`moveNo`, the
 * state on screen); a move the host refuses as `stale` (the table moved on meanwhile) is no
 * mistake of the player's: a short notice says so, the newer state is already on its way or shown.
 * A refusal reads in the reader's language: `say` renders a game's own refusal from the game's catalogue
 * (the connection knows only the engine's, the table's and the host's sentences).
 */
import type { Msg } from '../../shared/engine/types.js';
import type { AnyMove, MoveOutcome } from '../games/types.js';
import { APP_EN } from '../i18n/app/en.js';
import { appText } from '../i18n/reader.js';
import type { HostConnection } from '../net/connection.js';

/** The stale notice in English (the reader sees it in their language). */
export const STALE_NOTICE = APP_EN['notice.stale'];
const STALE_NOTICE_MS = 5000;

export function moveSender(
  conn: Pick<HostConnection, 'request' | 'addNotice' | 'dismissNotice'>, tableId: string, shownMoveNo: () => number,
  say?: (msg: Msg) => string | undefined,
) {
  return async (move: AnyMove): Promise<MoveOutcome> => {
    const r = await conn.request({ type: 'move', tableId, moveNo: shownMoveNo(), move });
    if (r.ok) return { ok: true };
    if (r.code !== 'stale') return { ok: false, error: (r.msg && say?.(r.msg)) || r.error };
    const stale = appText('notice.stale');
    const id = conn.addNotice('info', stale);
    setTimeout(() => conn.dismissNotice(id), STALE_NOTICE_MS);
    return { ok: false, error: stale, stale: true };
  };
}
