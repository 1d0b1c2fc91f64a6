/**
 * The seam through which a game adds to its tables without the host naming
 * it. An extension, for one game id, may add room info (`room.extra`),
 * checks before `setOptions` and `start`, a step after a game (before its
 * end is broadcast) and after a restart, and its own messages (`ext`), each
 * validated by its own schema. Registered at start-up:
 *
 *   startHost({ dataDir, extensions: [myGameExtension()] })
 *
 * docs/protocol.md "Game extensions" describes the wire side.
 */
import type { ZodType } from 'zod';
import type { AnyGame } from '../../shared/engine/types.js';
import type { ClientMessage, HostMessage } from '../../shared/protocol.js';
import { malformed } from './connection.js';
import type { MsgParam } from '../../shared/engine/types.js';
import { HOST_MESSAGES, type HostMessageId } from '../../shared/host-messages.js';
import { fail, refuse, type Failure, type Outcome } from './failure.js';
import { describeIssues } from './file-schemas.js';
import type { LogFn } from './log.js';
import type { Person, Table } from './table.js';

/** What an extension's message handler may do. One context per host. */
export interface ExtContext {
  /** The host's data folder (an extension keeps its own files under it). */
  readonly dataDir: string;
  readonly log: LogFn;
  /** Every open table of the extension's game. */
  tables(): Table[];
  /** Sends an `ext` frame of this game to everyone at `table` (no ref). */
  broadcast(table: Table, name: string, payload: unknown): void;
  /** The table's room changed: everyone there gets it again (and the lobby its summary). */
  roomChanged(table: Table): void;
  /** The extension's own data at this table (kept in its table.json; opaque to the host). */
  data<D>(table: Table): D | undefined;
  /** Replaces the extension's data at this table (saved with `save`). */
  setData(table: Table, data: unknown): void;
  /** Saves the table's meta (its extension data included): written by the table's next flush, before anyone hears of it. */
  save(table: Table): void;
  /**
   * A write of the extension's own files (asynchronous I/O): every table's next flush, and every answer and frame
   * from now on, wait until it is done.
   */
  track(write: Promise<void>): void;
  /**
   * A refusal with the extension's own code: the error frame is `refused` with `detail: code`. Its sentence is
   * a host message id (src/shared/host-messages.ts), so each reader sees it in their language; a plain English
   * sentence (no id) is sent as it is.
   */
  refuse(code: string, id: HostMessageId | (string & {}), params?: Record<string, MsgParam>): Failure;
}

/** Who sent an extension's message, and the way to answer them. */
interface ExtSender {
  person: Person;
  /** The table the message names (it exists and plays the extension's game), or null when it names none. */
  table: Table | null;
  /** Answers the sender: an `ext` frame of this game with the message's `ref` (then no `ok` is sent). */
  reply(name: string, payload: unknown): void;
}

export interface ExtMessage<P = unknown> {
  /** The payload's schema: a payload it refuses is `bad_frame` and never reaches `handle`. */
  schema: ZodType<P>;
  /** The message acts on a table: its `ext` must carry `tableId`. */
  needsTable?: boolean;
  /** A refusal, null (the sender gets `ok`), or 'done' (it replied). */
  handle(ctx: ExtContext, payload: P, sender: ExtSender): Outcome;
}

/** A message of an extension, its payload's type inferred from its schema (write `messages: { name: extMessage({ schema, handle }) }`). */
export function extMessage<P>(message: ExtMessage<P>): ExtMessage {
  return message;
}

export interface TableExtension {
  /** The game whose tables it extends. */
  readonly game: string;
  /** Once, when the host starts (before tables are restored). */
  onCreate?(ctx: ExtContext): void;
  /** Once per table restored after a host restart (e.g. finishing what a crash interrupted). */
  onRestore?(table: Table): void;
  /**
   * The shape of the extension's data at a table (table.json's `ext`), checked when a table is read back at the start
   * (absent data passes): a table whose data fails is set aside like any damaged table.json (docs/protocol.md).
   */
  readonly dataSchema?: ZodType;
  /**
   * Tokens the extension still answers to after a restart besides the tables' (e.g. the people of a
   * closed table's game who may still tick its badge): the host keeps them instead of issuing new ones.
   */
  knownTokens?(): Iterable<string>;
  /** The room's `extra` (undefined: none). */
  roomInfo?(table: Table): unknown;
  /** Before the creator's `setOptions` (with the options as sent). */
  checkOptions?(table: Table, token: string, options: Record<string, unknown>): Failure | null;
  /** Before the creator's `start` (also a rematch). */
  checkStart?(table: Table, token: string): Failure | null;
  /**
   * A game ended: runs once per game, before the game-over broadcast (what it saves is in the game-over
   * room); may return what to send after it. A game that ended while the host was down is the restore step's.
   */
  afterGame?(table: Table): (() => void) | null;
  /** Its messages, by name. */
  readonly messages?: Readonly<Record<string, ExtMessage>>;
}

type ExtFrame = Extract<HostMessage, { type: 'ext' }>;

/** What the registry needs of the host to build the extensions' context. */
interface ExtHouse {
  dataDir: string;
  log: LogFn;
  tables(): Table[];
  table(id: string): Table | undefined;
  broadcast(table: Table, msg: HostMessage): void;
  roomChanged(table: Table): void;
  track(write: Promise<void>): void;
}

/** The extensions of one host, by game; the host calls them only through this. */
export class Extensions {
  private readonly byGame = new Map<string, { ext: TableExtension; ctx: ExtContext }>();

  constructor(list: readonly TableExtension[], private readonly games: readonly AnyGame[], private readonly house: ExtHouse) {
    for (const ext of list) {
      if (this.byGame.has(ext.game)) throw new Error(`Two extensions for the game "${ext.game}"`);
      this.byGame.set(ext.game, { ext, ctx: this.context(ext.game) });
    }
  }

  /** Runs every extension's `onCreate` (the host is put together; no table is restored yet). */
  create(): void {
    for (const { ext, ctx } of this.byGame.values()) ext.onCreate?.(ctx);
  }

  private context(game: string): ExtContext {
    const h = this.house;
    return {
      dataDir: h.dataDir,
      log: h.log,
      tables: () => h.tables().filter((t) => t.def.id === game),
      broadcast: (table, name, payload) => h.broadcast(table, { type: 'ext', game, name, tableId: table.id, payload }),
      roomChanged: (table) => h.roomChanged(table),
      data: <D>(table: Table) => table.meta.ext as D | undefined,
      setData: (table, data) => { table.meta.ext = data; },
      save: (table) => table.save(),
      track: (write) => h.track(write),
      refuse: (code, id, params) => (Object.hasOwn(HOST_MESSAGES, id) ? { ...refuse('refused', id as HostMessageId, params), detail: code } : fail('refused', id, code)),
    };
  }

  private of(table: Table): TableExtension | undefined {
    return this.byGame.get(table.def.id)?.ext;
  }

  /** An extension's hook must not take the host down: a throw is logged and counts as "nothing to add". */
  private guard<T>(table: Table, what: string, fn: () => T, otherwise: T): T {
    try {
      return fn();
    } catch (e) {
      this.house.log('error', `table ${table.id}: the ${table.def.id} extension's ${what} failed: ${(e as Error).stack}`);
      return otherwise;
    }
  }

  roomInfo(table: Table): unknown {
    const ext = this.of(table);
    return ext?.roomInfo ? this.guard(table, 'room info', () => ext.roomInfo!(table), undefined) : undefined;
  }

  checkOptions(table: Table, token: string, options: Record<string, unknown>): Failure | null {
    return this.of(table)?.checkOptions?.(table, token, options) ?? null;
  }

  checkStart(table: Table, token: string): Failure | null {
    return this.of(table)?.checkStart?.(table, token) ?? null;
  }

  afterGame(table: Table): (() => void) | null {
    const ext = this.of(table);
    return ext?.afterGame ? this.guard(table, 'after-game step', () => ext.afterGame!(table), null) : null;
  }

  /** Every extension's `knownTokens`. */
  tokens(): string[] {
    const out: string[] = [];
    for (const { ext } of this.byGame.values()) {
      try { if (ext.knownTokens) out.push(...ext.knownTokens()); } catch (e) { this.house.log('error', `${ext.game} extension: known tokens: ${(e as Error).message}`); }
    }
    return out;
  }

  /** Why a table's extension data, read back, is not of its extension's `dataSchema` (what failed where), or null. */
  checkData(game: string, data: unknown): string | null {
    const schema = this.byGame.get(game)?.ext.dataSchema;
    if (!schema || data === undefined) return null;
    const r = schema.safeParse(data);
    return r.success ? null : describeIssues(r.error, ['ext']);
  }

  onRestore(table: Table): void {
    const ext = this.of(table);
    if (ext?.onRestore) this.guard(table, 'restore step', () => ext.onRestore!(table), undefined);
  }

  /** An `ext` message: the extension's, its payload checked by its schema, its table by the host. */
  handle(msg: Extract<ClientMessage, { type: 'ext' }>, person: Person, reply: (frame: ExtFrame) => void): Outcome {
    const entry = this.byGame.get(msg.game);
    if (!entry) return refuse('bad_frame', 'host.extNoGame', { game: msg.game });
    const m = Object.hasOwn(entry.ext.messages ?? {}, msg.name) ? entry.ext.messages![msg.name] : undefined;
    if (!m) return refuse('bad_frame', 'host.extNoMessage', { game: this.nameOf(msg.game), name: msg.name });
    const parsed = m.schema.safeParse(msg.payload);
    if (!parsed.success) return malformed(parsed.error.issues, ['payload']);
    if (m.needsTable && msg.tableId === undefined) return refuse('bad_frame', 'host.extNeedsTable', { name: msg.name });
    let table: Table | null = null;
    if (msg.tableId !== undefined) {
      table = this.house.table(msg.tableId) ?? null;
      if (!table) return refuse('no_table', 'host.noTable');
      if (table.def.id !== msg.game) return refuse('forbidden', 'host.extWrongGame', { game: this.nameOf(msg.game), tableGame: table.def.name });
    }
    const tableId = msg.tableId;
    return m.handle(entry.ctx, parsed.data, {
      person,
      table,
      reply: (name, payload) => reply({ type: 'ext', game: msg.game, name, ...(tableId === undefined ? {} : { tableId }), payload, ...(msg.ref === undefined ? {} : { ref: msg.ref }) }),
    });
  }

  private nameOf(game: string): string {
    return this.games.find((g) => g.id === game)?.name ?? game;
  }
}
