/**
 * The model-based test of the table's promises (docs/promises.md): the world one sequence plays in (a real host on
 * a manual clock, people as TestClients on loopback addresses that stand for devices), what the model expects, and
 * the checks of every promise, run after every step from the frames each client received and the host's own files.
 *
 * The model does not predict the host: it records every consent people gave (a hand-off code from a seat's owner, a
 * yes from someone who was eligible when they said it, a kick by the creator, a move the person sent) and, after each
 * step, reads the host's table.json and move file and checks that every change between two snapshots is one those
 * records allow. A broken promise throws `PromiseBroken` (its message starts with the promise's heading: "P1 …").
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { replayUntilRefused } from '../../../src/shared/engine/engine.js';
import type { AnyGame, BaseState, Seat } from '../../../src/shared/engine/types.js';
import { TURN_TIMER_SECONDS, PROTOCOL_VERSION, type TablePace, type TurnTimer } from '../../../src/shared/protocol.js';
import * as rooms from '../../../src/main/host/rooms.js';
import type { ManualClock } from '../../../src/main/host/clock.js';
import type { MoveLine, TableMeta } from '../../../src/main/host/store.js';
import { TestClient, type Frame, type RoomFrame } from '../support/client.js';
import type { TestHost } from '../support/host.js';

class PromiseBroken extends Error {}
/** A break of an ignored promise (PROMISES_IGNORE): the step stops checking, the sequence goes on. */
class IgnoredBreak extends Error {}

/**
 * Exploration only (never in `npm test`): PROMISES_IGNORE=P4,P5 logs those promises' breaks instead of failing, to
 * find what else breaks once one promise is known to. Logged breaks are kept in `ignoredBreaks`.
 */
const IGNORED = new Set((process.env.PROMISES_IGNORE ?? '').split(',').map((x) => x.trim()).filter(Boolean));
export const ignoredBreaks = new Map<string, string>();

/** Runs a check; an ignored promise's break (exploration) does not stop the others. */
export function guard(check: () => void): void {
  try { check(); } catch (e) { if (!(e instanceof IgnoredBreak)) throw e; }
}

/** The promise's heading in docs/promises.md and what broke. */
export function broken(promise: 'P1' | 'P2' | 'P3' | 'P4' | 'P5' | 'P6' | 'P7', what: string, part?: string): never {
  const heading = {
    P1: 'P1 — A seat changes hands only by consent',
    P2: 'P2 — A kick holds',
    P3: 'P3 — Secrets stay secret',
    P4: 'P4 — Every decision gets a full, fresh clock',
    P5: 'P5 — Nobody can deny the host to others',
    P6: 'P6 — Nothing read back is trusted',
    P7: 'P7 — The table’s pace is its creator’s',
  }[promise];
  if (IGNORED.has(promise) || (part && IGNORED.has(part))) {
    if (!ignoredBreaks.has(part ?? promise)) ignoredBreaks.set(part ?? promise, what);
    throw new IgnoredBreak(`${heading}: ${what}`);
  }
  throw new PromiseBroken(`${heading}: ${what}`);
}

export interface Person {
  /** Index in `World.people` (stable for a sequence). */
  id: number;
  name: string;
  /** The loopback address this person's device connects from. */
  device: string;
  token: string;
  client: TestClient | null;
  /** Joined the main table (as a player or a watcher) on the current connection, and not told `left` since. */
  at: boolean;
  /** The last hand-off code the owner's device was given: the person may bring it to a new device. */
  code: { code: string; seat: Seat; owner: string; gameNo: number } | null;
}

type Human = Extract<TableMeta['seats'][number], { kind: 'human' }>;
type Snapshot = { meta: TableMeta; moves: MoveLine[] } | null;

/** A yes someone gave to a request, and whether it was enough by the promise's rule at the moment it was given. */
interface Vote { requestId: string; seat: Seat; kind: string; voter: string; enough: boolean }

export interface WorldOptions {
  games: readonly AnyGame[];
  /** Which of `games` the main table plays. */
  game: AnyGame;
  timer: TurnTimer;
  forcedChoices: boolean;
  seats: number;
  rounds: number;
  startHost(dataDir?: string): Promise<TestHost>;
  clock: ManualClock;
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/** The table limits of today's host or the new one (names changed with the fix). */
function limits(): { perPerson: number; perDevice: number; total: number } {
  const r = rooms as unknown as Record<string, number | undefined>;
  return {
    perPerson: r.MAX_TABLES_PER_PERSON ?? r.MAX_OPEN_PER_PERSON ?? r.MAX_PER_PERSON ?? r.MAX_WAITING_PER_PERSON ?? 3,
    perDevice: r.MAX_TABLES_PER_DEVICE ?? r.MAX_OPEN_PER_DEVICE ?? r.MAX_PER_DEVICE ?? r.MAX_TABLES_PER_ADDRESS ?? r.MAX_WAITING_PER_ADDRESS ?? 8,
    total: r.MAX_TABLES ?? 200,
  };
}

export class World {
  host!: TestHost;
  dataDir = '';
  people: Person[] = [];
  tableId: string | null = null;
  /** Every main table of the sequence (a closed one is followed by a new one), with its kicks. */
  kickedTokens = new Map<string, Set<string>>();
  /** table → device → the game number the kick was made in. */
  kickedDevices = new Map<string, Map<string, number>>();
  /** Tokens kicked from a finished game (its seats are its record): a rematch must not seat them again. */
  kickedAfterGame = new Set<string>();
  /** Token → the device it was first seen from. */
  tokenDevice = new Map<string, string>();
  /** Tables other than the main one, with the device they were created from and their creator (P5). */
  created = new Map<string, { device: string; token: string }>();
  /** Tokens holding their seat since the deal (the model's own account, from the consent it saw). */
  sinceDeal = new Set<string>();
  votes: Vote[] = [];
  /** Requests someone made: request kind, seat, token of who asked (claims and take-overs). */
  asked: { kind: string; seat: Seat; by: string; gameNo: number }[] = [];
  /** Seat changes by a redeemed code in the current step: seat, from, to. */
  redeemed: { seat: Seat; from: string; to: string }[] = [];
  /** Kicks the creator made in the current step: the kicked token. */
  kicks: string[] = [];
  /** Moves people sent and saw accepted, not yet matched to a line: seat, moveNo sent, the move. */
  sentMoves: { gameNo: number; seat: Seat; moveNo: number; move: unknown }[] = [];
  /** Move indices (current game) that were a person's own. */
  ownMoves = new Set<number>();
  /** Clock time at which each move of the current game was first seen on disk. */
  moveTime: number[] = [];
  /** Clock time at which the current game was first seen dealt. */
  dealTime = 0;
  /** Per seat: when its current decision's clock began (model), for seats a person plays. */
  clockStart = new Map<Seat, number>();
  /** The moves of each game that a client saw acknowledged (P6: still there after a restart). */
  acknowledged: { gameNo: number; moves: MoveLine[] } = { gameNo: 0, moves: [] };
  /** Last snapshot of the main table from the host's files. */
  snap: Snapshot = null;
  /** P7: the main table's pace as its creator last set it (an accepted `setPace`). */
  pace: TablePace = 'steady';
  states: BaseState[] = [];
  frameMark = new Map<TestClient, number>();
  steps = 0;
  nextDevice = 10;
  readonly lim = limits();

  constructor(readonly o: WorldOptions) {}

  get def(): AnyGame { return this.o.game; }
  get clock(): ManualClock { return this.o.clock; }
  get fullClockMs(): number { return (TURN_TIMER_SECONDS[this.o.timer] ?? 0) * 1000; }
  get meta(): TableMeta | null { return this.snap?.meta ?? null; }
  get status(): TableMeta['status'] | null { return this.meta?.status ?? null; }

  log(line: string): void { this.o.log?.(line); }

  // ------------------------------------------------------------------ people and connections

  newDevice(): string { return `127.0.0.${this.nextDevice++}`; }

  async connect(p: Person, fresh = false): Promise<void> {
    const c = await TestClient.connect(this.host.port, p.device);
    const w = await c.reply({ type: 'hello', protocol: PROTOCOL_VERSION, name: p.name, colour: '#4363d8', ...(!fresh && p.token ? { token: p.token } : {}) }, 'welcome');
    c.token = w.you.token;
    if (p.token !== c.token) p.code = null;
    p.token = c.token;
    p.client = c;
    p.at = false;
    if (!this.tokenDevice.has(p.token)) this.tokenDevice.set(p.token, p.device);
    this.frameMark.set(c, 0);
    c.onFrame = (f) => {
      if (f.type === 'left' && f.tableId === this.tableId) p.at = false;
      if ((f.type === 'room' && f.room.id === this.tableId) || (f.type === 'state' && f.tableId === this.tableId)) p.at = true;
    };
  }

  async drop(p: Person): Promise<void> {
    const c = p.client;
    p.client = null;
    p.at = false;
    if (!c || c.closed) return;
    await new Promise<void>((resolve) => { c.ws.once('close', () => resolve()); c.ws.terminate(); });
  }

  live(): Person[] { return this.people.filter((p) => p.client && !p.client.closed); }

  seatOf(token: string, meta = this.meta): Seat | null {
    const i = meta?.seats.findIndex((s) => s.kind === 'human' && s.token === token) ?? -1;
    return i < 0 ? null : i;
  }

  holder(seat: Seat): Person | undefined {
    const s = this.meta?.seats[seat];
    return s?.kind === 'human' ? this.people.find((p) => p.token === s.token) : undefined;
  }

  /** A person at the table right now with a live connection (the host's "present"). */
  present(token: string): boolean {
    return this.people.some((p) => p.token === token && p.at && p.client && !p.client.closed);
  }

  /** Connected at the table as a player: their seat's decision clock is theirs to use. */
  connectedSeated(token: string): boolean { return this.present(token) && this.seatOf(token) !== null; }

  creatorPresent(): boolean { return !!this.meta && this.present(this.meta.creatorToken); }

  /** Who may say yes to a request for an away seat or a bot's seat, by the promise (P1). */
  eligible(token: string): boolean {
    if (!this.meta || this.meta.status !== 'playing') return false;
    if (this.creatorPresent()) return token === this.meta.creatorToken;
    return this.sinceDeal.has(token) && this.connectedSeated(token);
  }

  eligiblePresent(): number {
    return this.people.filter((p) => this.eligible(p.token)).length;
  }

  /** Records a yes `voter` is about to give; whether it is enough by the promise's rule. */
  vote(requestId: string, seat: Seat, kind: string, voter: string): void {
    const eligible = this.eligible(voter);
    const before = this.votes.filter((v) => v.requestId === requestId && this.eligibleVoteCounted(v)).length;
    const enough = eligible && (voter === this.meta?.creatorToken && this.creatorPresent() ? true : before + 1 >= Math.min(2, Math.max(1, this.eligiblePresent())));
    this.votes.push({ requestId, seat, kind, voter: eligible ? voter : `ineligible:${voter}`, enough });
  }

  private eligibleVoteCounted(v: Vote): boolean { return !v.voter.startsWith('ineligible:'); }

  lastRoom(p: Person): RoomFrame['room'] | undefined {
    return this.tableId && p.client ? p.client.lastRoom(this.tableId) : undefined;
  }

  // ------------------------------------------------------------------ the host's files

  private tableDir(id: string): string { return path.join(this.dataDir, 'tables', id); }

  read(id = this.tableId): Snapshot {
    if (!id) return null;
    let meta: TableMeta;
    try {
      meta = JSON.parse(fs.readFileSync(path.join(this.tableDir(id), 'table.json'), 'utf8')) as TableMeta;
    } catch {
      return null;
    }
    let moves: MoveLine[] = [];
    if (meta.gameNo > 0) {
      try {
        const text = fs.readFileSync(path.join(this.tableDir(id), `moves-${meta.gameNo}.jsonl`), 'utf8');
        moves = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as MoveLine);
      } catch { moves = []; }
    }
    return { meta, moves };
  }

  /** Every table of the host, from its files. */
  allTables(): TableMeta[] {
    const dir = path.join(this.dataDir, 'tables');
    let ids: string[] = [];
    try { ids = fs.readdirSync(dir); } catch { return []; }
    return ids.flatMap((id) => {
      try { return [JSON.parse(fs.readFileSync(path.join(dir, id, 'table.json'), 'utf8')) as TableMeta]; } catch { return []; }
    });
  }

  /** What would change while the host is still busy: the table's files and what each client last heard of it. */
  private signature(): string {
    const parts: string[] = [];
    for (const p of this.live()) {
      const c = p.client as TestClient;
      const id = this.tableId ?? '';
      parts.push(`${c.lastState(id)?.moveNo ?? '-'}:${JSON.stringify(c.lastRoom(id) ?? null).length}:${c.all('left').length}`);
    }
    if (this.tableId) {
      for (const f of ['table.json', `moves-${this.meta?.gameNo ?? 0}.jsonl`, `moves-${(this.meta?.gameNo ?? 0) + 1}.jsonl`]) {
        try { const st = fs.statSync(path.join(this.tableDir(this.tableId), f)); parts.push(`${f}:${st.size}:${st.mtimeMs}`); } catch { parts.push('-'); }
      }
    }
    return parts.join('|');
  }

  /**
   * Waits until the host is idle: a `sync` from a connection at the table is answered only once every move and
   * change accepted before it is on disk and broadcast (a ping, when nobody is at the table), and nothing changed
   * between two such barriers (bots, system moves and forced choices have all played).
   */
  async settle(): Promise<void> {
    let sig = this.signature();
    for (let i = 0, stable = 0; i < 200 && stable < 2; i++) {
      const barrier = this.tableId ? this.live().find((p) => p.at) : undefined;
      await Promise.all(this.live().map((p) => p.client?.request(p === barrier ? { type: 'sync', tableId: this.tableId as string } : { type: 'ping' }, 5000).catch(() => undefined)));
      await sleep(4);
      const s = this.signature();
      if (s === sig) stable++;
      else { sig = s; stable = 0; }
    }
  }

  // ------------------------------------------------------------------ the checks

  /** After every step: settles, reads the host's files and checks every promise against the previous snapshot. */
  async observe(step: string): Promise<void> {
    this.steps++;
    await this.settle();
    const prev = this.snap;
    const next = this.read();
    const now = this.clock.now();
    if (prev && next && prev.meta.gameNo === next.meta.gameNo && next.moves.length < prev.moves.length)
      broken('P6', `${step}: the game lost moves (${prev.moves.length} on disk before, ${next.moves.length} now)`);
    guard(() => this.checkSeats(step, prev, next));
    if (next && next.meta.id === this.tableId && (next.meta.pace ?? 'steady') !== this.pace)
      broken('P7', `${step}: the table's pace is ${next.meta.pace ?? 'steady'}, but its creator set ${this.pace}`);
    guard(() => this.checkKicks(step, prev, next));
    // Deal or rematch: the model's per-game records start again.
    if (next && (!prev || prev.meta.gameNo !== next.meta.gameNo)) {
      this.moveTime = [];
      this.dealTime = now;
      this.ownMoves.clear();
      this.clockStart.clear();
      this.votes = [];
      this.asked = [];
      this.acknowledged = { gameNo: next.meta.gameNo, moves: [] };
      this.sinceDeal = new Set(next.meta.seats.flatMap((s) => (s.kind === 'human' ? [s.token] : [])));
    }
    this.snap = next;
    if (next && next.meta.status !== 'lobby' && next.meta.seed) {
      const def = this.def;
      const states: BaseState[] = [];
      replayUntilRefused(def, { game: def.id, options: next.meta.options, seed: next.meta.seed, seats: next.meta.seats.map(() => ({ name: 'x' })), moves: next.moves }, (s) => { states.push(s); });
      this.states = states;
      for (let i = this.moveTime.length; i < next.moves.length; i++) this.moveTime[i] = now;
      this.matchOwnMoves(next);
      guard(() => this.checkClocks(step, prev, next, now));
      guard(() => this.checkSecrets(step, prev, next));
      this.noteAcknowledged(next);
    } else {
      this.states = [];
      guard(() => this.checkSecrets(step, prev, next));
    }
    guard(() => this.checkLimits(step));
    this.redeemed = [];
    this.kicks = [];
    for (const p of this.live()) this.frameMark.set(p.client as TestClient, (p.client as TestClient).frames.length);
  }

  /** P1: a seat's token changes only by its owner's code or an approval by eligible people; bots' seats likewise. */
  private checkSeats(step: string, prev: Snapshot, next: Snapshot): void {
    if (!prev || !next || prev.meta.id !== next.meta.id) return;
    if (prev.meta.status !== 'playing' || prev.meta.gameNo !== next.meta.gameNo) {
      if (prev.meta.status === 'playing' && next.meta.gameNo !== prev.meta.gameNo) broken('P1', `${step}: a game in play was replaced`);
      return;
    }
    for (const [seat, before] of prev.meta.seats.entries()) {
      const after = next.meta.seats[seat];
      if (!after) broken('P1', `${step}: seat ${seat} vanished mid-game`);
      const tokenBefore = before.kind === 'human' ? before.token : null;
      const tokenAfter = after.kind === 'human' ? after.token : null;
      if (tokenBefore === tokenAfter && before.kind === after.kind) continue;
      if (before.kind === 'human' && after.kind === 'bot') {
        if (this.kicks.includes(before.token)) continue;
        broken('P1', `${step}: seat ${seat} (${before.name}) became a bot mid-game without a kick`);
      }
      if (after.kind !== 'human') broken('P1', `${step}: seat ${seat} went from ${before.kind} to ${after.kind} mid-game`);
      const to = after.token;
      if (before.kind === 'human' && this.redeemed.some((r) => r.seat === seat && r.from === before.token && r.to === to)) {
        if (this.sinceDeal.delete(before.token)) this.sinceDeal.add(to);
        continue;
      }
      const kind = before.kind === 'bot' ? 'takeOver' : 'claimSeat';
      const asked = this.asked.some((a) => a.seat === seat && a.by === to && a.gameNo === next.meta.gameNo);
      const approved = this.votes.some((v) => v.seat === seat && v.enough && (v.kind === kind || v.kind === 'any'));
      if (asked && approved) {
        if (before.kind === 'human') this.sinceDeal.delete(before.token);
        continue;
      }
      const who = before.kind === 'human' ? `${before.name}'s seat` : `the bot's seat`;
      const votes = this.votes.filter((v) => v.seat === seat).map((v) => `${v.voter.startsWith('ineligible:') ? 'an ineligible' : 'an eligible'} yes${v.enough ? ' (enough)' : ''}`);
      broken('P1', `${step}: ${who} ${seat} moved to another token mid-game ${asked ? 'on a request' : 'with no request'}, with ${votes.length ? votes.join(', ') : 'no yes'} and no hand-off code from its owner`);
    }
    if (prev.meta.creatorToken !== next.meta.creatorToken) {
      const had = this.seatOf(prev.meta.creatorToken, prev.meta);
      if (had === null || (next.meta.seats[had] as Human | undefined)?.token !== next.meta.creatorToken)
        broken('P1', `${step}: the creator's role moved mid-game without the creator's seat`);
    }
  }

  /** P2: no kicked token holds a seat; no seat gained after a kick by a token of the kicked device (this game). */
  private checkKicks(step: string, prev: Snapshot, next: Snapshot): void {
    if (!next) return;
    const id = next.meta.id;
    const kicked = this.kickedTokens.get(id) ?? new Set<string>();
    const devices = this.kickedDevices.get(id) ?? new Map<string, number>();
    for (const [seat, s] of next.meta.seats.entries()) {
      // A finished game's seats are its record; a rematch brings them back to the room (and is checked then).
      if (s.kind !== 'human' || next.meta.status === 'finished') continue;
      if (kicked.has(s.token)) broken('P2', `${step}: a kicked token sits at seat ${seat} (${s.name})`, this.kickedAfterGame.has(s.token) ? 'P2-rematch' : undefined);
      const heldBefore = prev && prev.meta.id === id && prev.meta.seats.some((x) => x.kind === 'human' && x.token === s.token);
      if (heldBefore) continue;
      const device = this.tokenDevice.get(s.token);
      const current = this.people.find((p) => p.token === s.token)?.device;
      for (const d of [device, current]) {
        const game = d ? devices.get(d) : undefined;
        if (game !== undefined && game === next.meta.gameNo && next.meta.status === 'playing')
          broken('P2', `${step}: ${s.name} (a token of the kicked device ${d}) gained seat ${seat} while the game it was kicked from lasts`, 'P2-device');
      }
    }
  }

  /** Records who a kick removed, and their device, once the host answered ok. */
  kicked(token: string): void {
    const id = this.tableId as string;
    if (!this.kickedTokens.has(id)) this.kickedTokens.set(id, new Set());
    this.kickedTokens.get(id)?.add(token);
    const device = this.people.find((p) => p.token === token)?.device ?? this.tokenDevice.get(token);
    if (device && this.meta?.status === 'playing') {
      if (!this.kickedDevices.has(id)) this.kickedDevices.set(id, new Map());
      this.kickedDevices.get(id)?.set(device, this.meta.gameNo);
    }
    this.kicks.push(token);
    this.sinceDeal.delete(token);
    if (this.meta?.status === 'finished') this.kickedAfterGame.add(token);
  }

  /** Matches the moves people saw accepted to the lines on disk (the rest, by a person's seat, were made for them). */
  private matchOwnMoves(next: NonNullable<Snapshot>): void {
    const gameNo = next.meta.gameNo;
    this.sentMoves = this.sentMoves.filter((m) => m.gameNo === gameNo);
    for (const m of [...this.sentMoves]) {
      const at = next.moves.findIndex((l, i) => i >= m.moveNo && !this.ownMoves.has(i) && l.seat === m.seat && !l.forced && isDeepStrictEqual(json(l.move), json(m.move)));
      if (at >= 0) { this.ownMoves.add(at); this.sentMoves.splice(this.sentMoves.indexOf(m), 1); }
    }
  }

  /**
   * P4: every move made for a person's seat (not their own, not forced, not a stand-in's) comes at or after its
   * decision's full clock, measured on the manual clock since the decision began, and is the game's cautious move.
   */
  private checkClocks(step: string, prev: Snapshot, next: NonNullable<Snapshot>, now: number): void {
    if (this.o.timer === 'off') return;
    const def = this.def;
    const full = this.fullClockMs;
    const personal = (seat: Seat, meta: TableMeta | undefined) => {
      const s = meta?.seats[seat];
      return s?.kind === 'human' && !s.standIn;
    };
    const prevMoves = prev && prev.meta.gameNo === next.meta.gameNo ? prev.moves.length : 0;
    for (let k = prevMoves; k <= next.moves.length; k++) {
      const state = this.states[k];
      if (!state) break;
      // Move k-1 leads to state k: was it made for a person? (Moves before this step were checked at theirs.)
      if (k > prevMoves) {
        const line = next.moves[k - 1];
        const at = this.moveTime[k - 1];
        if (line.seat >= 0 && personal(line.seat, next.meta) && (!prev || personal(line.seat, prev.meta)) && !line.forced && !this.ownMoves.has(k - 1) && !this.sentMoves.some((m) => m.seat === line.seat)) {
          const began = this.clockStart.get(line.seat);
          if (began === undefined) broken('P4', `${step}: move ${k - 1} was made for seat ${line.seat} before its decision was seen to begin`);
          if (at - began < full) broken('P4', `${step}: move ${k - 1} was made for seat ${line.seat} after ${at - began} ms of its ${full} ms clock`);
          const before = this.states[k - 1];
          const expected = cautious(def, before, line.seat);
          if (expected !== undefined && !isDeepStrictEqual(json(expected), json(line.move)))
            broken('P4', `${step}: the timed-out move ${k - 1} for seat ${line.seat} was ${JSON.stringify(line.move)}, not the cautious ${JSON.stringify(expected)}`, 'P4-cautious');
        }
      }
      // Which seats begin a decision at state k.
      const prevState = k > 0 ? this.states[k - 1] : null;
      const waitingBefore = prevState && !def.scheduled?.(prevState) ? def.toAct(prevState) : [];
      const waiting = def.scheduled?.(state) || def.isOver(state) ? [] : def.toAct(state);
      for (const seat of [...this.clockStart.keys()]) if (!waiting.includes(seat)) this.clockStart.delete(seat);
      for (const seat of waiting) {
        const fresh = !waitingBefore.includes(seat) || (k > 0 && next.moves[k - 1].seat === seat);
        if (fresh || !this.clockStart.has(seat)) this.clockStart.set(seat, k === 0 ? this.dealTime : (this.moveTime[k - 1] ?? now));
      }
    }
    // Seats that became a person's to play in this step while waited for (a bot taken over, a stand-in ended) start a clock now.
    for (const [seat] of next.meta.seats.entries()) {
      if (personal(seat, next.meta) && prev && prev.meta.gameNo === next.meta.gameNo && !personal(seat, prev.meta) && this.clockStart.has(seat)) this.clockStart.set(seat, now);
    }
  }

  /** The earliest moment a timer may move for a person's seat now (the model's clocks). */
  nextDeadline(): number | null {
    if (this.o.timer === 'off' || this.status !== 'playing') return null;
    const times = [...this.clockStart].filter(([seat]) => {
      const s = this.meta?.seats[seat];
      return s?.kind === 'human' && !s.standIn;
    }).map(([, t]) => t + this.fullClockMs);
    return times.length ? Math.min(...times) : null;
  }

  /**
   * P3: every state frame a connection received since the last step is the view of a seat its token held (before or
   * after the step) of the game's state at that frame's move number, or the public view; and each connection at the
   * table now holds the view of its token's seat of the current state.
   */
  private checkSecrets(step: string, prev: Snapshot, next: Snapshot): void {
    const id = this.tableId;
    if (!id) return;
    const def = this.def;
    for (const p of this.people) {
      const c = p.client;
      if (!c) continue;
      const mark = this.frameMark.get(c) ?? 0;
      const frames = c.frames.slice(mark).filter((f): f is Extract<Frame, { type: 'state' }> => f.type === 'state' && f.tableId === id);
      if (!frames.length) continue;
      const seats = new Set<Seat | null>([null]);
      const before = prev ? this.seatOf(p.token, prev.meta) : null;
      const after = next ? this.seatOf(p.token, next.meta) : null;
      if (before !== null) seats.add(before);
      if (after !== null) seats.add(after);
      for (const f of frames) {
        const state = this.states[f.moveNo];
        if (!state) continue; // a frame of a game no longer on disk as the current one (a rematch since)
        const ok = [...seats].some((s) => isDeepStrictEqual(json(f.view), json(def.view(state, s))));
        if (!ok) {
          const whose = next?.meta.seats.findIndex((_, i) => isDeepStrictEqual(json(f.view), json(def.view(state, i))));
          broken('P3', `${step}: ${p.name}'s connection (seat ${after ?? 'none'}) got a state frame at move ${f.moveNo} that is ${whose !== undefined && whose >= 0 ? `seat ${whose}'s view` : 'no view of its seats'}`);
        }
      }
    }
    if (!next || next.meta.status === 'lobby') return;
    for (const p of this.live()) {
      const seat = this.seatOf(p.token);
      if (!p.at || seat === null) continue;
      const last = (p.client as TestClient).lastState(id);
      if (!last) broken('P3', `${step}: ${p.name} sits at seat ${seat} of a started game and has no state`);
      const state = this.states[next.moves.length];
      if (!state) continue;
      if (last.moveNo !== next.moves.length) broken('P6', `${step}: ${p.name}'s last state is at move ${last.moveNo}, the game on disk at ${next.moves.length}`);
      // A connection of a seated token that chose to watch (the pass-and-play screen) has the public view.
      if (!isDeepStrictEqual(json(last.view), json(def.view(state, seat))) && !isDeepStrictEqual(json(last.view), json(def.view(state, null))))
        broken('P3', `${step}: ${p.name}'s view is neither seat ${seat}'s view of the game nor the public one`);
    }
  }

  /** P6: what a client saw acknowledged. */
  private noteAcknowledged(next: NonNullable<Snapshot>): void {
    let seen = 0;
    for (const p of this.live()) seen = Math.max(seen, p.client?.lastState(next.meta.id)?.moveNo ?? 0);
    if (this.acknowledged.gameNo === next.meta.gameNo && seen > this.acknowledged.moves.length) this.acknowledged.moves = next.moves.slice(0, seen);
  }

  /** P6 after a restart: the acknowledged moves are still the game's. */
  checkRestart(step: string): void {
    const next = this.read();
    if (!next || next.meta.gameNo !== this.acknowledged.gameNo) return;
    const got = next.moves.slice(0, this.acknowledged.moves.length);
    if (!isDeepStrictEqual(json(got), json(this.acknowledged.moves)))
      broken('P6', `${step}: after a restart the game has ${next.moves.length} moves; ${this.acknowledged.moves.length} were acknowledged and they differ`);
  }

  /** P5: the open tables (waiting or running) each person and each device opened stay within the host's limits. */
  private checkLimits(step: string): void {
    const open = this.allTables().filter((t) => t.status !== 'finished');
    const perPerson = new Map<string, number>();
    const perDevice = new Map<string, number>();
    // A person's: the tables they opened and still hold (the creator's role handed on when its creator leaves a
    // waiting table is nobody's doing: its new holder may go over the count, having opened nothing). A device's: the
    // tables opened from it.
    for (const t of open) {
      const made = this.created.get(t.id);
      if (!made) continue;
      if (made.token === t.creatorToken) perPerson.set(made.token, (perPerson.get(made.token) ?? 0) + 1);
      perDevice.set(made.device, (perDevice.get(made.device) ?? 0) + 1);
    }
    for (const [token, n] of perPerson) {
      if (n > this.lim.perPerson) broken('P5', `${step}: ${this.people.find((p) => p.token === token)?.name ?? 'someone'} has ${n} tables waiting or running (at most ${this.lim.perPerson})`);
    }
    for (const [d, n] of perDevice) if (n > this.lim.perDevice) broken('P5', `${step}: the device ${d} has ${n} tables waiting or running (at most ${this.lim.perDevice})`);
  }

  /** Someone opens the main table: the sequence's game, seats, rounds, timer and forced choices. */
  async openTable(p: Person): Promise<void> {
    if (!p.client || p.client.closed) await this.connect(p);
    const c = p.client as TestClient;
    const room = await c.reply({ type: 'createTable', game: this.def.id, options: { rounds: this.o.rounds, showMs: 0 } }, 'room');
    const id = room.room.id;
    await c.reply({ type: 'setSeats', tableId: id, seats: this.o.seats }, 'ok');
    await c.reply({ type: 'setTurnTimer', tableId: id, timer: this.o.timer }, 'ok');
    await c.reply({ type: 'setTableOptions', tableId: id, forcedChoices: this.o.forcedChoices }, 'ok');
    this.tableId = id;
    this.snap = null;
    this.pace = 'steady';
    this.created.set(id, { device: p.device, token: p.token });
    p.at = true;
  }

  /** Closes the host and starts it again on the same data folder and clock (every connection is lost). */
  async restart(): Promise<void> {
    await this.host.close();
    for (const p of this.people) { p.client = null; p.at = false; }
    this.host = await this.o.startHost(this.dataDir);
  }

  async closeAll(): Promise<void> {
    for (const p of this.people) await this.drop(p).catch(() => undefined);
    await this.host?.close().catch(() => undefined);
  }
}

/** The game's cautious move for a timed-out decision (its `cautiousMove`; a High Card without one, as on the main before it: the lowest card). */
function cautious(def: AnyGame, state: BaseState, seat: Seat): unknown {
  const d = def as AnyGame & { cautiousMove?: (view: unknown, seat: Seat) => unknown };
  if (d.cautiousMove) return d.cautiousMove(def.view(state, seat), seat) ?? undefined;
  if (def.id.startsWith('highcard')) {
    const hand = (def.view(state, seat) as { hand: number[] | null }).hand ?? [];
    return hand.length ? { type: 'play', card: Math.min(...hand) } : undefined;
  }
  return undefined;
}
