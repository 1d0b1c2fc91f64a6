/**
 * Closing the host: moves already accepted reach the disk and their players,
 * then everyone gets `goodbye` (their seats are kept), mDNS stops, the
 * servers close and the data files are flushed.
 */
import type { HostMessage } from '../../shared/protocol.js';
import type { Advertiser } from '../discovery/advertise.js';
import type { Conn } from './connection.js';
import type { Lobby } from './lobby.js';
import type { LogFn } from './log.js';
import type { Rooms } from './rooms.js';
import type { HostServer } from './server.js';
import type { Store } from './store.js';

interface ShutdownParts {
  hostName: string;
  server: HostServer;
  rooms: Rooms;
  lobby: Lobby;
  store: Store;
  conns: Set<Conn>;
  advertiser: Advertiser | null;
  log: LogFn;
  /** Marks the host as closing: nothing more is sent to tables, no new connection is taken. */
  setClosing(): void;
}

export async function shutdown(p: ShutdownParts): Promise<void> {
  p.server.stopHeartbeat();
  p.rooms.stopTimers();
  // Moves already accepted reach the disk and their players before the goodbye.
  await p.rooms.idle();
  // And what game extensions write of their own (campaign files).
  await new Promise<void>((resolve) => p.store.whenWritten(resolve));
  p.setClosing();
  p.lobby.stop();
  p.rooms.closeTables();
  const goodbye = JSON.stringify({ type: 'goodbye', message: `${p.hostName} is closing; your seats are kept` } satisfies HostMessage);
  await Promise.all([...p.conns].map((c) => new Promise<void>((resolve) => {
    if (c.ws.readyState === c.ws.CLOSED) return resolve();
    const t = setTimeout(() => { c.ws.terminate(); resolve(); }, 500);
    c.ws.once('close', () => { clearTimeout(t); resolve(); });
    try {
      c.ws.send(goodbye);
      c.ws.close(1001, 'host closing');
    } catch {
      c.ws.terminate();
    }
  })));
  if (p.advertiser) {
    try { await p.advertiser.stop(); } catch (e) { p.log('warn', `mDNS stop: ${(e as Error).message}`); }
  }
  await p.server.close();
  p.store.close();
  p.log('info', 'closed');
}
