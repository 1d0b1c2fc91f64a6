/**
 * The lobby: the list of tables as clients and the mDNS record see it.
 * A change is sent once per tick, as a delta (the tables that changed, the
 * ids that went), to the connections watching the lobby only: a person at a
 * table can stop watching (`watchLobby`), and gets the whole list again when
 * they start. The table-change listeners (the mDNS advertiser among them)
 * hear of it 300 ms later, debounced.
 */
import { PROTOCOL_VERSION, type HostMessage, type HostTxt, type TableSummary } from '../../shared/protocol.js';
import { summarizeTables } from '../discovery/txt.js';
import { send, type Conn } from './connection.js';
import type { LogFn } from './log.js';

type TablesListener = (tables: TableSummary[]) => void;

export class Lobby {
  private readonly listeners = new Set<TablesListener>();
  private pending = false;
  /** Each table's summary as last sent, as JSON, by id. */
  private sent = new Map<string, string>();
  private notifyTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly list: () => TableSummary[],
    private readonly conns: () => Iterable<Conn>,
    private readonly log: LogFn,
  ) {}

  /** The tables, oldest first. */
  summaries(): TableSummary[] {
    return this.list().sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  }

  /** The mDNS TXT record of this host and its tables. */
  txt(hostName: string, hostId: string): HostTxt {
    return { pv: String(PROTOCOL_VERSION), name: hostName, id: hostId, tables: summarizeTables(this.summaries()) };
  }

  onChange(listener: TablesListener): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** The whole list as anyone who says hello gets it (also what index.html's pre-rendered lobby shows). */
  frame(): Extract<HostMessage, { type: 'lobby' }> {
    return { type: 'lobby', tables: this.summaries() };
  }

  /** `conn` watches the lobby (or stops); when it starts it gets the whole list. */
  watch(conn: Conn, on: boolean): void {
    conn.watchingLobby = on;
    if (on) send(conn, this.frame());
  }

  /** Something in the list may have changed: tell the lobby's watchers once this tick is over. */
  changed(): void {
    if (this.pending) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      if (this.stopped) return;
      const list = this.summaries();
      const now = new Map(list.map((t) => [t.id, JSON.stringify(t)]));
      const changed = list.filter((t) => this.sent.get(t.id) !== now.get(t.id));
      const removed = [...this.sent.keys()].filter((id) => !now.has(id));
      this.sent = now;
      if (!changed.length && !removed.length) return;
      const frame = JSON.stringify({ type: 'lobbyDelta', changed, removed } satisfies HostMessage);
      for (const c of this.conns()) if (c.watchingLobby && c.person && c.ws.readyState === c.ws.OPEN) c.ws.send(frame);
      if (this.notifyTimer) clearTimeout(this.notifyTimer);
      this.notifyTimer = setTimeout(() => {
        this.notifyTimer = null;
        for (const l of this.listeners) {
          try { l(list); } catch (e) { this.log('warn', `tables listener: ${(e as Error).message}`); }
        }
      }, 300);
    });
  }

  /** No more lobby frames or listener calls (the host is closing). */
  stop(): void {
    this.stopped = true;
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = null;
  }
}
