/**
 * The host sends the table list only to connections watching the lobby; every connection watches
 * after hello. At a table this client stops watching, and when it comes back to the lobby it
 * watches again (and gets the whole list once).
 */
import { useEffect, useRef } from 'react';
import type { HostConnection } from '../net/connection.js';
import type { SessionState } from '../net/session.js';

export function useLobbyWatch(conn: HostConnection | null, welcome: SessionState['welcome'], tableId: string | null): void {
  // What the host believes: watching after each welcome (a new hello), then what we told it.
  const watching = useRef(true);
  const lastWelcome = useRef<SessionState['welcome']>(null);
  useEffect(() => {
    if (!conn || !welcome) return;
    if (lastWelcome.current !== welcome) { lastWelcome.current = welcome; watching.current = true; }
    const want = tableId === null;
    if (watching.current === want) return;
    watching.current = want;
    void conn.request({ type: 'watchLobby', on: want });
  }, [conn, welcome, tableId]);
}
