/**
 * A scripted WebSocket client for host tests: records every frame it
 * receives, waits for frames, and (as a "person") can play its seat by asking
 * the game's own bot for a legal move from the view it was sent.
 *
 * Typed against the protocol: what it sends is a `ClientMessage` (without
 * `ref`), and a frame it waits for is `Extract<HostMessage, { type: X }>`, so a
 * protocol change breaks the tests at compile time.
 */
import WebSocket from 'ws';
import type { z } from 'zod';
import type { AnyGame, Seat } from '../../../src/shared/engine/types.js';
import { PROTOCOL_VERSION, type HostMessage, type TableSummary, type clientMessage } from '../../../src/shared/protocol.js';

export type Frame = HostMessage;
export type FrameType = HostMessage['type'];
export type FrameOf<T extends FrameType> = Extract<HostMessage, { type: T }>;
export type StateFrame = FrameOf<'state'>;
export type RoomFrame = FrameOf<'room'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A client message as a test writes it (the client adds the `ref`). */
export type Outgoing = DistributiveOmit<z.input<typeof clientMessage>, 'ref'>;

export class TestClient {
  readonly frames: Frame[] = [];
  private waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }[] = [];
  token = '';
  closed = false;
  private refNo = 0;
  /** The table list as this client knows it: the last `lobby` with the `lobbyDelta`s since applied. */
  lobby: TableSummary[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as Frame;
      this.frames.push(f);
      if (f.type === 'lobby') this.lobby = f.tables;
      if (f.type === 'lobbyDelta') {
        const gone = new Set([...f.removed, ...f.changed.map((t) => t.id)]);
        this.lobby = [...this.lobby.filter((t) => !gone.has(t.id)), ...f.changed].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
      }
      for (const w of [...this.waiters]) {
        if (w.pred(f)) {
          clearTimeout(w.timer);
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(f);
        }
      }
      this.onFrame?.(f);
    });
    ws.on('close', () => { this.closed = true; });
  }

  onFrame?: (f: Frame) => void;
  /** Stops autoplay from answering. */
  paused = false;

  /** Connects to the host on 127.0.0.1; from `localAddress` (127.0.0.2, 127.0.0.3 …: another device to the host) when given. */
  static async connect(port: number, localAddress?: string): Promise<TestClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, localAddress ? { localAddress } : {});
    await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
    return new TestClient(ws);
  }

  /** Connects and says hello; resolves after the welcome. */
  static async person(port: number, name: string, token?: string, colour = '#4363d8', localAddress?: string): Promise<TestClient> {
    const c = await TestClient.connect(port, localAddress);
    const w = await c.reply({ type: 'hello', protocol: PROTOCOL_VERSION, name, colour, ...(token ? { token } : {}) }, 'welcome');
    c.token = w.you.token;
    return c;
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  send(msg: Outgoing & { ref?: string }): void {
    this.ws.send(JSON.stringify(msg));
  }

  /** Sends with a fresh ref; resolves with the first frame echoing it (reply or error). */
  request(msg: Outgoing, timeoutMs = 10_000): Promise<Frame> {
    const ref = `r${++this.refNo}`;
    const p = this.waitFor((f) => 'ref' in f && f.ref === ref, timeoutMs, true);
    this.send({ ...msg, ref });
    return p;
  }

  /** Like `request`, but the reply must be a `type` frame (else it rejects, showing the frame). */
  async reply<T extends FrameType>(msg: Outgoing, type: T, timeoutMs = 10_000): Promise<FrameOf<T>> {
    const f = await this.request(msg, timeoutMs);
    if (f.type !== type) throw new Error(`expected a ${type} frame, got ${JSON.stringify(f).slice(0, 400)}`);
    return f as FrameOf<T>;
  }

  /** The first frame (already received, unless `futureOnly`) of `type` matching `pred`. */
  waitFor(pred: (f: Frame) => boolean, timeoutMs?: number, futureOnly?: boolean): Promise<Frame>;
  waitFor<T extends FrameType>(type: T, pred?: (f: FrameOf<T>) => boolean, timeoutMs?: number, futureOnly?: boolean): Promise<FrameOf<T>>;
  waitFor(a: FrameType | ((f: Frame) => boolean), b?: unknown, c?: unknown, d?: unknown): Promise<Frame> {
    const [pred, timeoutMs, futureOnly] = typeof a === 'string'
      ? [(f: Frame) => f.type === a && ((b as ((f: Frame) => boolean) | undefined)?.(f) ?? true), (c as number | undefined) ?? 10_000, (d as boolean | undefined) ?? false]
      : [a, (b as number | undefined) ?? 10_000, (c as boolean | undefined) ?? false];
    if (!futureOnly) {
      const hit = this.frames.find(pred);
      if (hit) return Promise.resolve(hit);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.timer !== timer);
        reject(new Error(`timed out waiting for a frame; last frames: ${JSON.stringify(this.frames.slice(-3)).slice(0, 600)}`));
      }, timeoutMs);
      this.waiters.push({ pred, resolve, reject, timer });
    });
  }

  /** The next frame of `type` matching `pred` that arrives after the ones seen so far. */
  next<T extends FrameType>(type: T, pred?: (f: FrameOf<T>) => boolean, timeoutMs = 10_000): Promise<FrameOf<T>> {
    return this.waitFor(type, pred, timeoutMs, true);
  }

  /** The table list once `pred` holds of it (now, or after a later `lobby`/`lobbyDelta` frame). */
  async lobbyWhen(pred: (tables: TableSummary[]) => boolean, timeoutMs = 10_000): Promise<TableSummary[]> {
    if (pred(this.lobby)) return this.lobby;
    await this.waitFor((f) => (f.type === 'lobby' || f.type === 'lobbyDelta') && pred(this.lobby), timeoutMs, true);
    return this.lobby;
  }

  /** Every frame of `type` received so far. */
  all<T extends FrameType>(type: T): FrameOf<T>[] {
    return this.frames.filter((f): f is FrameOf<T> => f.type === type);
  }

  states(tableId: string): StateFrame[] {
    return this.all('state').filter((f) => f.tableId === tableId);
  }

  lastState(tableId: string): StateFrame | undefined {
    return this.states(tableId).at(-1);
  }

  /** The last room frame of this table. */
  lastRoom(tableId: string): RoomFrame['room'] | undefined {
    return this.all('room').filter((f) => f.room.id === tableId).at(-1)?.room;
  }

  /** A move for this client's seat, made on the last state it saw of the table. */
  move(tableId: string, move: { type: string } & Record<string, unknown>, moveNo = this.lastState(tableId)?.moveNo ?? 0): Promise<Frame> {
    return this.request({ type: 'move', tableId, moveNo, move });
  }

  /**
   * Plays this client's seat: whenever a state frame says the seat is to act,
   * answers at once with the game's bot's choice for that view.
   */
  autoplay(def: AnyGame, tableId: string, seat: Seat, seed: string): void {
    this.paused = false;
    let bot = def.createBot('basic', seat, seed);
    let tries = 0;
    let sentFor = -1;
    // One move in flight at a time: in a simultaneous phase another seat's move brings a new frame
    // that still lists us as to act before our own move is answered; acting on it would send twice.
    let inFlight = false;
    const act = (f: StateFrame) => {
      if (this.paused || inFlight || f !== this.lastState(tableId)) return;
      if (f.result || !f.toAct.includes(seat) || sentFor === f.moveNo) return;
      sentFor = f.moveNo;
      inFlight = true;
      const move = bot.act(f.view) as { type: string };
      this.request({ type: 'move', tableId, moveNo: f.moveNo, move }, 2000).then((reply) => {
        inFlight = false;
        if (reply.type !== 'error') {
          tries = 0;
          // The ok follows the state frame of our move: act again if that state wants more of us.
          const latest = this.lastState(tableId);
          if (latest) act(latest);
          return;
        }
        if (reply.code === 'stale') {
          // Another seat's move landed first: act on the newer state (now, or when its frame comes).
          const latest = this.lastState(tableId);
          if (latest && latest.moveNo !== f.moveNo) act(latest);
          return;
        }
        if (this.closed || ++tries > 20) return;
        // Refused (a bot's mistake): a little later, if nothing newer came, retry with a random bot.
        setTimeout(() => {
          const latest = this.lastState(tableId);
          if (!latest || latest.moveNo !== f.moveNo) return;
          bot = def.createBot('random', seat, `${seed}/${tries}`);
          sentFor = -1;
          act(latest);
        }, 60);
      }, () => {
        // No answer: the frame was dropped (rate limit). Send again on the latest state; a move
        // that did land meanwhile makes the copy stale, so nothing is played twice.
        inFlight = false;
        sentFor = -1;
        if (this.closed) return;
        setTimeout(() => { const latest = this.lastState(tableId); if (latest) act(latest); }, 100);
      });
    };
    this.onFrame = (f) => {
      if (f.type !== 'state' || f.tableId !== tableId) return;
      bot.observe?.(f.view);
      act(f);
    };
    const latest = this.lastState(tableId);
    if (latest) act(latest);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((resolve) => { this.ws.once('close', () => resolve()); this.ws.close(); });
  }
}
