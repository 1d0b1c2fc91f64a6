import type { ReactNode } from 'react';
import type { SeatOccupant } from '../../shared/protocol.js';
import { awayText } from './awayText.js';
import { useT } from '../i18n/index.js';

/**
 * A player's token: coloured disc with their initial, their name, and small
 * flags (you, bot, away and for how long — `awayMs` as given —, a stand-in bot, to act). Works for any seat occupant, open seats too.
 */
export function PlayerBadge({ occupant, you, active, extra, compact }:
  { occupant: SeatOccupant; you?: boolean; active?: boolean; extra?: ReactNode; compact?: boolean }) {
  const t = useT();
  if (occupant.kind === 'open')
    return <span className={`badge badge-open${compact ? ' badge-compact' : ''}`}><span className="badge-disc" aria-hidden="true">?</span><span className="badge-name">{t('badge.open')}</span></span>;
  const away = occupant.kind === 'human' && !occupant.connected;
  return (
    <span className={`badge${active ? ' badge-active' : ''}${away ? ' badge-away' : ''}${compact ? ' badge-compact' : ''}`}
      style={{ ['--seat-colour' as string]: occupant.colour }}>
      <span className={`badge-disc${occupant.kind === 'bot' ? ' badge-disc-bot' : ''}`} aria-hidden="true">{occupant.name.slice(0, 1).toUpperCase()}</span>
      <span className="badge-name">{occupant.name}</span>
      {you && <span className="badge-tag">{t('badge.you')}</span>}
      {occupant.kind === 'bot' && !compact && <span className="badge-tag">{t('badge.bot', { level: occupant.level })}</span>}
      {away && occupant.kind === 'human' && occupant.standIn
        ? <span className="badge-tag badge-tag-bot" title={t('badge.standInTitle')}>{t('badge.standIn')}</span>
        : away && <span className="badge-tag badge-tag-warn">{occupant.kind === 'human' && occupant.awayMs !== undefined ? awayText(t, occupant.awayMs) : t('badge.away')}</span>}
      {extra}
    </span>
  );
}
