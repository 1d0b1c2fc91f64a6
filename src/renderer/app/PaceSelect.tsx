/**
 * The table's pace (`setPace`): how long bots wait before they move and how long a game's timed windows last. The
 * creator sets it in the room and can change it during the game (the game bar); others see it.
 */
import { TABLE_PACES, type TablePace } from '../../shared/protocol-constants.js';
import { useT } from '../i18n/index.js';
import '../i18n/tableWords.js';
import type { HostConnection } from '../net/connection.js';

const PACES = Object.keys(TABLE_PACES) as TablePace[];

export function PaceSelect({ conn, tableId, pace, editable, compact, onError }: {
  conn: HostConnection; tableId: string; pace: TablePace | undefined; editable: boolean;
  /** In the game bar: the label only for screen readers, no help line. */
  compact?: boolean;
  onError: (message: string) => void;
}) {
  const t = useT();
  const id = compact ? 'game-pace' : 'opt-pace';
  const select = (
    <select id={id} value={pace ?? 'steady'} disabled={!editable} aria-label={compact ? t('room.pace') : undefined}
      onChange={async (e) => {
        const r = await conn.request({ type: 'setPace', tableId, pace: e.target.value as TablePace });
        if (!r.ok) onError(r.error);
      }}>
      {PACES.map((k) => <option key={k} value={k}>{t(compact ? 'room.paceIs' : 'room.paceName', { pace: k })}</option>)}
    </select>
  );
  if (compact) return <span className="pace-select" title={t('room.paceHelp')}>{select}</span>;
  return (
    <label className="field" htmlFor={id}>
      <span>{t('room.pace')}</span>
      {select}
      <small className="muted">{t('room.paceHelp')}</small>
    </label>
  );
}
