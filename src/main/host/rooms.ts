/**
 * Every room of the host, by table id: a new table (`createTable`), the
 * tables brought back from the data folder at start, a table closing, and
 * the table messages routed to their room.
 */
import crypto from 'node:crypto';
import { resolveOptions } from '../../shared/engine/engine.js';
import type { AnyGame } from '../../shared/engine/types.js';
import type { ClientMessage } from '../../shared/protocol.js';
import { isOwnMachine, sendError, sendOk, type Conn } from './connection.js';
import { failWith, refuse, type Failure, type Outcome } from './failure.js';
import { Room, type RoomHouse } from './room.js';
import type { TableMessage } from './room-handlers.js';
import type { SeatMeta, TableMeta } from './store.js';
import type { Person } from './table.js';

/** At most this many tables at once. */
export const MAX_TABLES = 200;
/**
 * At most this many open tables (waiting, playing, or finished and still with someone there: a finished table
 * goes when its last person leaves, or is retired when idle) created by one person, and from one device (its
 * address). The host's own machine as the desktop app reaches it (127.0.0.1, ::1) is not limited per device: its
 * user is the host's owner, and pass-and-play gives each of them a person of their own; other loopback addresses
 * (127.0.0.2 …, which only tests and benches use) count as devices of their own.
 */
export const MAX_TABLES_PER_PERSON = 3;
export const MAX_TABLES_PER_ADDRESS = 8;
/** The last this many tables under MAX_TABLES are kept for creators (person and device) who have none open. */
export const TABLES_RESERVED = 20;

export { isOwnMachine };

/** A new table's id: 10 random characters [0-9a-f] no table uses. */
function newTableId(taken: (id: string) => boolean): string {
  for (;;) {
    const id = crypto.randomBytes(5).toString('hex');
    if (!taken(id)) return id;
  }
}

/** A new table's seats: 4, within the game's range. */
function defaultSeatCount(def: AnyGame): number {
  return Math.min(Math.max(4, def.minPlayers), def.maxPlayers);
}

/** One open table (or one being created), as the limits count it: who created it and from which address (when known). */
export interface CountedTable { creatorToken: string; from?: string }

/**
 * May one more table be created by `token` from `address`, `open` being every table open or being created? Not if
 * the host holds MAX_TABLES; not if that person already has MAX_TABLES_PER_PERSON, or that device (a LAN address;
 * this machine's own app excepted: `isOwnMachine`) MAX_TABLES_PER_ADDRESS; and within the last TABLES_RESERVED
 * only for a creator with no open table (the person, and the device unless it is this machine's own).
 */
export function tooManyTables(open: readonly CountedTable[], token: string, address: string): Failure | null {
  if (open.length >= MAX_TABLES) return refuse('forbidden', 'host.tooManyTables', { max: MAX_TABLES });
  const mine = open.filter((w) => w.creatorToken === token).length;
  if (mine >= MAX_TABLES_PER_PERSON) return refuse('forbidden', 'host.tooManyTablesPerson', { max: MAX_TABLES_PER_PERSON });
  const own = isOwnMachine(address);
  const device = own ? 0 : open.filter((w) => w.from === address).length;
  if (device >= MAX_TABLES_PER_ADDRESS) return refuse('forbidden', 'host.tooManyTablesDevice', { max: MAX_TABLES_PER_ADDRESS });
  if (open.length >= MAX_TABLES - TABLES_RESERVED && (mine > 0 || device > 0)) return refuse('forbidden', 'host.tablesReserved', { reserve: TABLES_RESERVED });
  return null;
}

export class Rooms {
  private readonly rooms = new Map<string, Room>();
  /** The address each open table was created from (not saved: limits only; a table restored after a restart has none). */
  private readonly createdFrom = new Map<string, string>();
  /** Tables being created (their first save still running): counted by the limits, not yet open. */
  private readonly creating = new Map<string, { creatorToken: string; from: string }>();
  /** Closed tables whose files are still being removed or archived. */
  private readonly removing = new Set<Promise<void>>();

  constructor(private readonly games: readonly AnyGame[], private readonly house: Omit<RoomHouse, 'remove'>) {}

  get(id: string): Room | undefined { return this.rooms.get(id); }
  all(): Room[] { return [...this.rooms.values()]; }
  get size(): number { return this.rooms.size; }

  private findDef(id: string): AnyGame | undefined {
    return this.games.find((g) => g.id === id);
  }

  private open(meta: TableMeta, def: AnyGame): Room {
    const room = new Room(meta, def, {
      ...this.house,
      remove: (r, how) => {
        this.rooms.delete(r.id);
        this.createdFrom.delete(r.id);
        const { store, log, clock } = this.house;
        const done = (how === 'archive'
          ? store.archiveTable(r.id, clock.now()).then((to) => log('info', `table ${r.id} archived in ${to}`))
          : store.removeTable(r.id)
        ).catch((e: Error) => log('error', `table ${r.id}: could not be ${how === 'archive' ? 'archived' : 'removed'}: ${e.message}`))
          .then(() => { this.removing.delete(done); this.house.lobbyChanged(); });
        this.removing.add(done);
        return done;
      },
    });
    this.rooms.set(meta.id, room);
    return room;
  }

  /** Brings back every saved table; returns the tokens they know (seats, creators and kicked people). */
  restore(): string[] {
    const { store, log } = this.house;
    const tokens: string[] = [];
    const loaded = store.loadAll();
    for (const n of store.takeNotes()) log(n.level, n.message);
    for (const e of loaded.errors) log('error', `could not load ${e}`);
    for (const { meta, moves, problems, torn } of loaded.tables) {
      if (torn) log('warn', `table ${meta.id}: ${torn}`);
      for (const p of problems) log('error', `table ${meta.id}: ${p}; the table resumes before that line, after move ${moves.length}`);
      const def = this.findDef(meta.game);
      if (!def) { log('warn', `table ${meta.id}: game "${meta.game}" is not available; table kept on disk, not opened`); continue; }
      // The game extension's data in table.json is checked by its own schema: damaged, the table is set aside.
      const extWrong = this.house.extensions.checkData(meta.game, meta.ext);
      if (extWrong) { log('error', `could not load ${store.setAside(meta.id, `not a table: ${extWrong}`)}`); continue; }
      const room = this.open(meta, def);
      try {
        const finished = meta.status === 'finished' ? store.finishedRecord(meta.id, meta.gameNo) : null;
        for (const n of store.takeNotes()) log(n.level, n.message);
        room.restore(moves, finished);
        for (const s of meta.seats) if (s.kind === 'human') tokens.push(s.token);
        // Kicked tokens too: recognised (and refused a seat), not replaced by a fresh one that is not kicked.
        tokens.push(meta.creatorToken, ...meta.kicked);
      } catch (e) {
        log('error', `table ${meta.id}: could not be restored: ${(e as Error).message}`);
        room.table.close();
        this.rooms.delete(meta.id);
      }
    }
    return tokens;
  }

  /** `createTable`: a new table in the lobby; its creator sits at seat 0. */
  create(conn: Conn, person: Person, msg: Extract<ClientMessage, { type: 'createTable' }>): Outcome {
    const def = this.findDef(msg.game);
    if (!def) return refuse('bad_options', 'host.noGame', { game: msg.game, games: { list: this.games.map((g) => g.name) } });
    const over = tooManyTables(this.counted(), person.token, conn.address);
    if (over) return over;
    const seats = defaultSeatCount(def);
    const resolved = resolveOptions(def, msg.options, seats);
    if (!resolved.ok) return failWith('bad_options', resolved);
    const id = newTableId((x) => this.rooms.has(x) || this.creating.has(x));
    const meta: TableMeta = {
      id, game: def.id, options: resolved.options,
      seats: Array.from({ length: seats }, (_, i): SeatMeta => (i === 0
        ? { kind: 'human', name: person.name, colour: person.colour, token: person.token, ready: false }
        : { kind: 'open' })),
      creatorToken: person.token, status: 'lobby', seed: null, gameNo: 0, createdAt: Date.now(), kicked: [],
    };
    // On disk first (asynchronously): if that fails, the host holds no trace of the table ("nothing changed" is true).
    const { store, log } = this.house;
    store.saveMeta(meta);
    this.creating.set(id, { creatorToken: person.token, from: conn.address });
    store.sync(id, (err) => {
      this.creating.delete(id);
      if (err) {
        log('error', `table ${id}: could not be created: ${err.message}`);
        void store.discard(id).catch((e: Error) => log('error', `table ${id}: its folder could not be removed: ${e.message}`));
        return sendError(conn, refuse('internal', 'host.internal'), msg.ref);
      }
      if (this.house.closing()) return;
      const room = this.open(meta, def);
      this.createdFrom.set(id, conn.address);
      room.join(conn, 'player');
      room.sendRoom(conn, msg.ref);
      room.roomToOthers(conn);
      this.house.lobbyChanged();
    });
    return 'done';
  }

  /** Every table open or being created, as the limits count them (waiting, playing or finished: see MAX_TABLES_PER_PERSON). */
  counted(): CountedTable[] {
    return this.all().map((r): CountedTable => ({ creatorToken: r.table.meta.creatorToken, from: this.createdFrom.get(r.id) }))
      .concat([...this.creating.values()]);
  }

  /** A message naming a table goes to its room. */
  handle(conn: Conn, person: Person, msg: TableMessage): Outcome {
    const room = this.rooms.get(msg.tableId);
    if (!room) return refuse('no_table', 'host.noTable');
    const out = (room.handlers[msg.type] as (c: Conn, p: Person, m: TableMessage) => Outcome)(conn, person, msg);
    if (out !== null) return out;
    // The `ok` follows what the message changed: written to disk, then broadcast.
    room.table.afterBroadcast(() => sendOk(conn, msg.ref));
    return 'done';
  }

  /**
   * Retires the tables nobody has been at for `idleMs` or more (no connection
   * playing or watching there): they leave the lobby and are archived with
   * their records. Returns how many went.
   */
  retireIdle(idleMs: number): number {
    const now = this.house.clock.now();
    let n = 0;
    for (const r of this.all()) {
      if (r.idleFor(now) < idleMs) continue;
      this.house.log('info', `table ${r.id}: nobody has been there for ${Math.round(r.idleFor(now) / 60_000)} min; retiring it`);
      try {
        r.dispose('archive');
        n++;
      } catch (e) {
        this.house.log('error', `table ${r.id}: could not be archived: ${(e as Error).message}`);
      }
    }
    return n;
  }

  /** Stops every table's bots and system moves for good (the host is closing). */
  stopTimers(): void {
    for (const r of this.rooms.values()) r.table.stopTimers();
  }

  /** Resolves once nothing any table changed waits to be written (its moves, its meta, its records, a closed table's files). */
  idle(): Promise<void> {
    // Then the files of game ends told before they were written (Store.endOfGame).
    return Promise.all([...this.all().map((r) => r.table.idle()), ...this.removing]).then(() => this.house.store.settled());
  }

  closeTables(): void {
    for (const r of this.rooms.values()) r.table.close();
  }
}
