import { useEffect, useState, useSyncExternalStore } from 'react';
import { HostConnection } from '../net/connection.js';
import { takeEarly } from '../net/early.js';
import { initialSession, type SessionState } from '../net/session.js';
import type { Profile } from '../net/storage.js';

const closedSession: SessionState = { ...initialSession, status: 'closed' };
const noop = () => () => {};

type Link = { hostPort: string; name: string; colour: string } | null;
const sameLink = (a: Link, b: Link) => a === b || (!!a && !!b && a.hostPort === b.hostPort && a.name === b.name && a.colour === b.colour);

/** One HostConnection per (host, profile); closed when either changes or the app unmounts. */
export function useConnection(hostPort: string | null, profile: Profile, enabled: boolean): [HostConnection | null, SessionState] {
  const { name, colour } = profile;
  const link: Link = hostPort && enabled && name ? { hostPort, name, colour } : null;
  // The connection object is made (not yet opened) while rendering, a new one when the host or the
  // profile changes; the effect below opens it and closes it.
  const [current, setCurrent] = useState(() => ({ link, conn: connectionFor(link) }));
  let conn = current.conn;
  if (!sameLink(current.link, link)) {
    conn = connectionFor(link);
    setCurrent({ link, conn });
  }
  useEffect(() => {
    if (!conn) return;
    conn.start();
    return () => conn.close();
  }, [conn]);
  const state = useSyncExternalStore(conn?.subscribe ?? noop, conn?.getSnapshot ?? (() => closedSession));
  return [conn, state];
}

function connectionFor(link: Link): HostConnection | null {
  if (!link) return null;
  const profile = { name: link.name, colour: link.colour };
  return takeEarly(link.hostPort, profile) ?? new HostConnection({ hostPort: link.hostPort, profile });
}
