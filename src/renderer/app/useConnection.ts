import { useEffect, useState, useSyncExternalStore } from 'react';
import { HostConnection } from '../net/connection.js';
import { initialSession, type SessionState } from '../net/session.js';
import type { Profile } from '../net/storage.js';

const closedSession: SessionState = { ...initialSession, status: 'closed' };
const noop = () => () => {};

/** One HostConnection per (host, profile); closed when either changes or the app unmounts. */
export function useConnection(hostPort: string | null, profile: Profile, enabled: boolean): [HostConnection | null, SessionState] {
  const [conn, setConn] = useState<HostConnection | null>(null);
  useEffect(() => {
    if (!hostPort || !enabled || !profile.name) { setConn(null); return; }
    const c = new HostConnection({ hostPort, profile });
    c.start();
    setConn(c);
    return () => c.close();
  }, [hostPort, profile.name, profile.colour, enabled]);
  const state = useSyncExternalStore(conn?.subscribe ?? noop, conn?.getSnapshot ?? (() => closedSession));
  return [conn, state];
}
