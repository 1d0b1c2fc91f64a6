import type { SessionState } from '../net/session.js';
import type { HostConnection } from '../net/connection.js';
import { Button } from '../ui/Button.js';
import { useT } from '../i18n/index.js';
import { useEffect, useRef } from 'react';
import { NoticeLife } from './noticeLife.js';

/**
 * The connection banner ("Connection lost — reconnecting…") and dismissable notices. A notice goes when the person
 * moves on from the screen where they read it (noticeLife.ts); `screen` names the screen shown.
 */
export function Banner({ conn, session, screen }: { conn: HostConnection | null; session: SessionState; screen: string }) {
  const t = useT();
  const life = useRef<NoticeLife | null>(null);
  useEffect(() => {
    life.current ??= new NoticeLife(screen);
    for (const id of life.current.update(screen, session.notices)) conn?.dismissNotice(id);
  }, [screen, session.notices, conn]);
  return (
    <div className="banners" aria-live="polite">
      {session.status === 'reconnecting' && (
        <div className="banner banner-warn" role="status" data-testid="reconnect-banner">
          <span>{t('banner.reconnecting')} {session.attempts > 2 ? t('banner.attempt', { n: session.attempts }) : ''}</span>
          <Button small kind="ghost" onClick={() => conn?.retryNow()}>{t('app.retryNow')}</Button>
        </div>
      )}
      {session.notices.map((n) => (
        <div key={n.id} className={`banner ${n.kind === 'error' ? 'banner-error' : 'banner-info'}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <span>{n.text}</span>
          <Button small kind="ghost" aria-label={t('banner.dismiss')} onClick={() => conn?.dismissNotice(n.id)}>✕</Button>
        </div>
      ))}
    </div>
  );
}
