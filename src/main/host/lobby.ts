/**
 * The lobby: the list of tables as every client and the mDNS record see it.
 * A change is sent once per tick (only when the list really changed) to every
 * connection that said hello; the table-change listeners (the mDNS
 * advertiser among them) hear of it 300 ms later, debounced.
 */
import { PROTOCOL_VERSION, type HostMessage, type HostTxt, type TableSummary } from '../../shared/protocol.js';
import { summarizeTables } from '../discovery/txt.js';
import type { Conn } from './connection.js';
import type { LogFn } from './log.js';

type TablesListener = (tables: TableSummary[]) => void;

export class Lobby {
  private readonly listeners = new Set<TablesListener>();
  private pending = false;
  private last = '';
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

  /** Something in the list may have changed: tell everyone once this tick is over. */
  changed(): void {
    if (this.pending) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      if (this.stopped) return;
      const list = this.summaries();
      const json = JSON.stringify(list);
      if (json === this.last) return;
      this.last = json;
      const frame = JSON.stringify({ type: 'lobby', tables: list } satisfies HostMessage);
      for (const c of this.conns()) if (c.person && c.ws.readyState === c.ws.OPEN) c.ws.send(frame);
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
