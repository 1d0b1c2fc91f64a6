import type { SessionState } from '../net/session.js';
import type { HostConnection } from '../net/connection.js';
import { Button } from '../ui/index.js';

/** The connection banner ("Connection lost — reconnecting…") and dismissable notices. */
export function Banner({ conn, session }: { conn: HostConnection | null; session: SessionState }) {
  return (
    <div className="banners" aria-live="polite">
      {session.status === 'reconnecting' && (
        <div className="banner banner-warn" role="status" data-testid="reconnect-banner">
          <span>Connection lost — reconnecting… {session.attempts > 2 ? `(attempt ${session.attempts})` : ''}</span>
          <Button small kind="ghost" onClick={() => conn?.retryNow()}>Retry now</Button>
        </div>
      )}
      {session.notices.map((n) => (
        <div key={n.id} className={`banner ${n.kind === 'error' ? 'banner-error' : 'banner-info'}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <span>{n.text}</span>
          <Button small kind="ghost" aria-label="Dismiss" onClick={() => conn?.dismissNotice(n.id)}>✕</Button>
        </div>
      ))}
    </div>
  );
}
