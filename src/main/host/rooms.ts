/**
 * Every room of the host, by table id: a new table (`createTable`), the
 * tables brought back from the data folder at start, a table closing, and
 * the table messages routed to their room.
 */
import crypto from 'node:crypto';
import { resolveOptions } from '../../shared/engine/engine.js';
import type { AnyGame } from '../../shared/engine/types.js';
import type { ClientMessage } from '../../shared/protocol.js';
import type { Conn } from './connection.js';
import { fail, type Outcome } from './failure.js';
import { Room, type RoomHouse, type TableMessage } from './room.js';
import type { SeatMeta, TableMeta } from './store.js';
import type { Person } from './table.js';

/** At most this many tables at once. */
const MAX_TABLES = 200;

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

export class Rooms {
  private readonly rooms = new Map<string, Room>();

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
      remove: (r) => {
        this.rooms.delete(r.id);
        this.house.store.removeTable(r.id);
        this.house.lobbyChanged();
      },
    });
    this.rooms.set(meta.id, room);
    return room;
  }

  /** Brings back every saved table; returns the tokens they know (seats and creators). */
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
      const room = this.open(meta, def);
      try {
        const finished = meta.status === 'finished' ? store.listRecords(meta.id).at(-1) ?? null : null;
        room.restore(moves, finished);
        for (const s of meta.seats) if (s.kind === 'human') tokens.push(s.token);
        tokens.push(meta.creatorToken);
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
    if (!def) return fail('bad_options', `There is no game "${msg.game}" here; choose one of ${this.games.map((g) => g.name).join(', ')}`);
    if (this.rooms.size >= MAX_TABLES) return fail('forbidden', `This host already has ${MAX_TABLES} tables; close some first`);
    const seats = defaultSeatCount(def);
    const resolved = resolveOptions(def, msg.options, seats);
    if (!resolved.ok) return fail('bad_options', resolved.error);
    const id = newTableId((x) => this.rooms.has(x));
    const meta: TableMeta = {
      id, game: def.id, options: resolved.options,
      seats: Array.from({ length: seats }, (_, i): SeatMeta => (i === 0
        ? { kind: 'human', name: person.name, colour: person.colour, token: person.token, ready: false }
        : { kind: 'open' })),
      creatorToken: person.token, status: 'lobby', seed: null, gameNo: 0, createdAt: Date.now(), kicked: [],
    };
    // On disk first: if that fails, the host holds no trace of the table ("nothing changed" is true).
    this.house.store.saveMeta(meta);
    const room = this.open(meta, def);
    room.join(conn, 'player');
    room.sendRoom(conn, msg.ref);
    room.roomToOthers(conn);
    this.house.lobbyChanged();
    return 'done';
  }

  /** A message naming a table goes to its room. */
  handle(conn: Conn, person: Person, msg: TableMessage): Outcome {
    const room = this.rooms.get(msg.tableId);
    if (!room) return fail('no_table', 'That table does not exist (any more)');
    return (room.handlers[msg.type] as (c: Conn, p: Person, m: TableMessage) => Outcome)(conn, person, msg);
  }

  /** Stops every table's bots and system moves for good (the host is closing). */
  stopTimers(): void {
    for (const r of this.rooms.values()) r.table.stopTimers();
  }

  /** Resolves once no accepted move waits for its fsync. */
  idle(): Promise<void> {
    return Promise.all(this.all().map((r) => r.table.idle())).then(() => {});
  }

  closeTables(): void {
    for (const r of this.rooms.values()) r.table.close();
  }
}
