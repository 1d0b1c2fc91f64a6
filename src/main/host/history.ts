/**
 * The host's history of finished games and their replays (read-only): the `history` and `replay`
 * requests. Only records are read — games that finished and were saved by the table
 * (<dataDir>/tables/<id>/records/<n>.json, and in a table's folder set aside as tables/<id>.damaged-<time>), by
 * tables since archived (<dataDir>/archive/<id>-<time>/records/<n>.json) or removed (<dataDir>/records/<id>-<n>.json).
 * Each record is checked against its schema (file-schemas.ts, `gameRecordFile`): one that is not a record, or whose
 * replay fails, is left out and logged once (per version of the file); nothing is ever fatal.
 * Nothing of a running game is ever served: a record is made when its game ends, and a record whose
 * replay does not end in a finished game is refused as damaged.
 *
 * A replay rebuilds the game with the engine (`replayUntilRefused`): the state after every move of
 * a record is kept in a small LRU, so stepping forward and back costs one `view` per step. Seat views
 * are served only for games whose rules keep nothing secret after the end (`replaySeatViews`).
 * Every file access is asynchronous (the host never blocks on the disk while people play).
 *
 * Each record's summary (date, players, places, winners) is learnt by replaying it once, and kept in
 * `<dataDir>/history-summaries.json` by the record's path, time and size: after a restart the list is
 * read from there, and only records new or changed since are replayed. The file is a cache (written
 * whole, temporary file then rename, without fsync): lost or damaged, it is made again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { logFor, replayUntilRefused } from '../../shared/engine/engine.js';
import type { AnyGame, BaseState, GameRecord, GameResult } from '../../shared/engine/types.js';
import { HISTORY_LIMIT, type ClientMessage, type HistoryGame, type HostMessage } from '../../shared/protocol.js';
import { send, sendError, withRef, type Conn } from './connection.js';
import { refuse, type Failure, type Outcome } from './failure.js';
import { checkFile, gameRecordFile, historySummariesFile } from './file-schemas.js';
import type { LogFn } from './log.js';

/** A record on disk, found by a scan. */
interface Found {
  tableId: string;
  gameNo: number;
  file: string;
  mtimeMs: number;
  size: number;
}

/** A record read and replayed: its summary and the state after each of its moves. */
interface Replayed {
  key: string;
  summary: HistoryGame;
  states: BaseState[];
  result: GameResult;
}

/** Records whose whole replay (every state) is kept: stepping through a few games at once is fast. */
const REPLAY_CACHE = 6;
/** Summaries kept (one per record: date, players, winners). */
const SUMMARY_CACHE = 2000;

const TABLE_ID = /^[a-z0-9]{4,16}$/;
/** The summaries' cache in the data folder, and its format's version. */
const SUMMARIES_FILE = 'history-summaries.json';
const SUMMARIES_VERSION = 1;


export type HistoryMessage = Extract<ClientMessage, { type: 'history' }>;
export type ReplayMessage = Extract<ClientMessage, { type: 'replay' }>;

export class History {
  /** Summaries by `file|mtime|size` (a rewritten file is read again), the file relative to the data folder. */
  private readonly summaries = new Map<string, HistoryGame | null>();
  /** The cache file read (once), and whether summaries were learnt since it was last written. */
  private cacheRead: Promise<void> | null = null;
  private cacheDirty = false;
  private cacheWrite: Promise<void> = Promise.resolve();
  /** Replayed records, least recently used first. */
  private readonly replays = new Map<string, Replayed>();
  /** Records left out (as `file|mtime|size`): each is logged once. */
  private readonly leftOut = new Set<string>();
  /** The last scan, by `tableId/gameNo`. */
  private index = new Map<string, Found>();

  /** `settled`: resolves once every finished game's record is on disk (Store.settled: a game's end is told first). */
  constructor(
    private readonly dataDir: string,
    private readonly games: readonly AnyGame[],
    private readonly log: LogFn,
    private readonly settled: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** `history`: the finished games, newest first, `offset` skipped, at most `limit`. */
  handleHistory(conn: Conn, msg: HistoryMessage): Outcome {
    const offset = msg.offset ?? 0;
    const limit = Math.min(msg.limit ?? HISTORY_LIMIT, HISTORY_LIMIT);
    this.list().then((all) => {
      send(conn, withRef({ type: 'history', games: all.slice(offset, offset + limit), offset, total: all.length } satisfies HostMessage, msg.ref));
    }, (e: Error) => {
      this.log('error', `history: ${e.stack ?? e.message}`);
      sendError(conn, refuse('internal', 'host.internal'), msg.ref);
    });
    return 'done';
  }

  /** `replay`: one finished game after `moveNo` moves, in the view asked for. */
  handleReplay(conn: Conn, msg: ReplayMessage): Outcome {
    this.replayFrame(msg).then((out) => {
      if ('code' in out) sendError(conn, out, msg.ref);
      else send(conn, withRef(out, msg.ref));
    }, (e: Error) => {
      this.log('error', `replay: ${e.stack ?? e.message}`);
      sendError(conn, refuse('internal', 'host.internal'), msg.ref);
    });
    return 'done';
  }

  /** Every finished game the host keeps, newest first. */
  async list(): Promise<HistoryGame[]> {
    await this.settled();
    await (this.cacheRead ??= this.readCache());
    const found = await this.scan();
    const out: HistoryGame[] = [];
    for (const f of found.values()) {
      const s = await this.summaryOf(f);
      if (s) out.push(s);
    }
    if (this.cacheDirty) this.writeCache();
    return out.sort((a, b) => b.finishedAt - a.finishedAt || a.tableId.localeCompare(b.tableId) || b.gameNo - a.gameNo);
  }

  /** The `replay` frame, or why not. */
  async replayFrame(msg: Omit<ReplayMessage, 'type' | 'ref'>): Promise<Extract<HostMessage, { type: 'replay' }> | Failure> {
    const missing = () => refuse('no_record', 'host.noRecord', { tableId: msg.tableId, gameNo: msg.gameNo });
    await this.settled();
    let found = this.index.get(`${msg.tableId}/${msg.gameNo}`);
    if (!found) found = (await this.scan()).get(`${msg.tableId}/${msg.gameNo}`);
    if (!found) return missing();
    const r = await this.replayed(found);
    if (r === 'gone') return missing();
    if (!r) return refuse('internal', 'host.replayDamaged');
    const moves = r.states.length - 1;
    if (msg.moveNo > moves) return refuse('bad_frame', 'host.replayNoMove', { moves });
    const def = this.def(r.summary.game)!;
    let seat: number | null = null;
    if (msg.view !== 'public') {
      if (!def.replaySeatViews) return refuse('forbidden', 'host.replaySecret', { game: def.name });
      if (msg.view >= r.summary.players.length) return refuse('no_seat', 'host.replayNoSeat', { players: r.summary.players.length, n: msg.view });
      seat = msg.view;
    }
    const state = r.states[msg.moveNo];
    return {
      type: 'replay', game: r.summary, moveNo: msg.moveNo, view: msg.view,
      // Plain JSON, exactly as a table's state frame carries a view.
      state: JSON.parse(JSON.stringify(def.view(state, seat))) as unknown,
      toAct: def.isOver(state) ? [] : def.toAct(state),
      log: logFor(state.log, seat),
      result: msg.moveNo === moves ? r.result : null,
    };
  }

  private def(id: string): AnyGame | undefined {
    return this.games.find((g) => g.id === id);
  }

  /** Finds every record in the data folder (asynchronously); the newest file wins a `tableId/gameNo` found twice. */
  private async scan(): Promise<Map<string, Found>> {
    const found = new Map<string, Found>();
    const add = async (tableId: string, gameNo: number, file: string) => {
      if (!TABLE_ID.test(tableId) || !Number.isInteger(gameNo) || gameNo < 0) return;
      const st = await fs.promises.stat(file).catch(() => null);
      if (!st?.isFile()) return;
      const key = `${tableId}/${gameNo}`;
      const had = found.get(key);
      if (!had || had.mtimeMs < st.mtimeMs) found.set(key, { tableId, gameNo, file, mtimeMs: st.mtimeMs, size: st.size });
    };
    const list = (dir: string) => fs.promises.readdir(dir).catch(() => [] as string[]);
    const recordsIn = async (dir: string, tableId: string) => {
      for (const f of await list(path.join(dir, 'records'))) {
        const m = /^(\d+)\.json$/.exec(f);
        if (m) await add(tableId, Number(m[1]), path.join(dir, 'records', f));
      }
    };
    for (const name of await list(path.join(this.dataDir, 'tables'))) {
      // A table set aside because its table.json is damaged (Store.loadAll) keeps its finished games.
      const id = TABLE_ID.test(name) ? name : /^([a-z0-9]{4,16})\.damaged-\d+$/.exec(name)?.[1];
      if (id !== undefined) await recordsIn(path.join(this.dataDir, 'tables', name), id);
    }
    for (const name of await list(path.join(this.dataDir, 'archive'))) {
      const m = /^([a-z0-9]{4,16})-\d+$/.exec(name);
      if (m) await recordsIn(path.join(this.dataDir, 'archive', name), m[1]);
    }
    for (const f of await list(path.join(this.dataDir, 'records'))) {
      const m = /^([a-z0-9]{4,16})-(\d+)\.json$/.exec(f);
      if (m) await add(m[1], Number(m[2]), path.join(this.dataDir, 'records', f));
    }
    this.index = found;
    return found;
  }

  /** The summaries' cache key of a record: its path in the data folder, its time and its size. */
  private summaryKey(f: Found): string {
    return `${path.relative(this.dataDir, f.file)}|${f.mtimeMs}|${f.size}`;
  }

  /** A record's summary (cached per file version); null when it cannot be read or replayed. */
  private async summaryOf(f: Found): Promise<HistoryGame | null> {
    const key = this.summaryKey(f);
    if (this.summaries.has(key)) return this.summaries.get(key)!;
    const r = await this.replayed(f);
    const summary = r && r !== 'gone' ? r.summary : null;
    if (r !== 'gone') {
      this.summaries.set(key, summary);
      this.cacheDirty = true;
      if (this.summaries.size > SUMMARY_CACHE) this.summaries.delete(this.summaries.keys().next().value!);
    }
    return summary;
  }

  /** Reads the summaries kept by an earlier run; a missing or damaged file is simply not used. */
  private async readCache(): Promise<void> {
    const file = path.join(this.dataDir, SUMMARIES_FILE);
    let text: string;
    try {
      text = await fs.promises.readFile(file, 'utf8');
    } catch {
      return;
    }
    try {
      // Every summary as `list` sorts and serves it, with its types (file-schemas.ts), else the whole file is ignored.
      const checked = checkFile<{ version: number; summaries: [string, HistoryGame | null][] }>(historySummariesFile, JSON.parse(text));
      if (!checked.ok) throw new Error(`${/^summaries\./.test(checked.why) ? 'an entry is damaged' : 'not a summaries file'}: ${checked.why}`);
      if (checked.value.version !== SUMMARIES_VERSION) throw new Error(`version ${checked.value.version}, not ${SUMMARIES_VERSION}`);
      for (const [key, summary] of checked.value.summaries.slice(-SUMMARY_CACHE)) this.summaries.set(key, summary);
    } catch (e) {
      this.log('warn', `history: ${file} is not used (${(e as Error).message}); the records will be read again`);
    }
  }

  /** Writes the summaries for the next run (one write at a time; the last one wins). */
  private writeCache(): void {
    this.cacheDirty = false;
    const file = path.join(this.dataDir, SUMMARIES_FILE);
    const body = JSON.stringify({ version: SUMMARIES_VERSION, summaries: [...this.summaries] });
    this.cacheWrite = this.cacheWrite.then(async () => {
      const tmp = `${file}.tmp`;
      await fs.promises.writeFile(tmp, body);
      await fs.promises.rename(tmp, file);
    }).catch((e: Error) => this.log('warn', `history: could not keep the summaries in ${file}: ${e.message}`));
  }

  /** Resolves when the summaries' file has been written (tests). */
  flushed(): Promise<void> {
    return this.cacheWrite;
  }

  /** The record replayed (from the LRU, else read and replayed now); null when damaged, 'gone' when the file went. */
  private async replayed(f: Found): Promise<Replayed | null | 'gone'> {
    const key = `${f.file}|${f.mtimeMs}|${f.size}`;
    const hit = this.replays.get(key);
    if (hit) {
      this.replays.delete(key);
      this.replays.set(key, hit);
      return hit;
    }
    let text: string;
    try {
      text = await fs.promises.readFile(f.file, 'utf8');
    } catch {
      return 'gone';
    }
    // Another request may have replayed it meanwhile.
    const again = this.replays.get(key);
    if (again) return again;
    const r = this.replay(f, text);
    if (!r) return null;
    this.replays.set(key, r);
    if (this.replays.size > REPLAY_CACHE) this.replays.delete(this.replays.keys().next().value!);
    return r;
  }

  /** Reads and replays a record; null (and a warning) when it is damaged or its game did not finish. */
  private replay(f: Found, text: string): Replayed | null {
    const key = `${f.file}|${f.mtimeMs}|${f.size}`;
    const why = (reason: string) => {
      // Once per version of the file (a summary, a replay asked for again: the same reason).
      if (!this.leftOut.has(key)) this.log('warn', `history: the record ${f.file} is left out: ${reason}`);
      this.leftOut.add(key);
      return null;
    };
    let record: GameRecord;
    try {
      const checked = checkFile<GameRecord>(gameRecordFile, JSON.parse(text));
      if (!checked.ok) return why(`not a game record (${checked.why})`);
      record = checked.value;
    } catch (e) {
      return why(`not JSON (${(e as Error).message})`);
    }
    const def = this.def(record.game);
    if (!def) return why(`the game "${record.game}" is not available here`);
    const states: BaseState[] = [];
    let out;
    try {
      out = replayUntilRefused(def, record, (s) => states.push(s));
    } catch (e) {
      return why((e as Error).message);
    }
    if (out.refused) return why(`move ${out.refused.index} is refused (${out.refused.refusal.message})`);
    const result = def.isOver(out.state) ? def.result(out.state) : null;
    // Records are finished games: anything else is never served.
    if (!result) return why('its game is not over');
    const summary: HistoryGame = {
      tableId: f.tableId, gameNo: f.gameNo, game: def.id, gameName: def.name,
      finishedAt: typeof record.finishedAt === 'number' ? record.finishedAt : Math.round(f.mtimeMs),
      players: record.seats.map((s) => ({
        name: String(s.name),
        ...(typeof s.colour === 'string' && /^#[0-9a-fA-F]{6}$/.test(s.colour) ? { colour: s.colour } : {}),
        ...(s.bot ? { bot: s.bot } : {}),
      })),
      places: result.places, winners: result.winners, moves: record.moves.length, seatViews: def.replaySeatViews === true,
    };
    return { key, summary, states, result };
  }
}
