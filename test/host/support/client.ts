/**
 * A scripted WebSocket client for host tests: records every frame it
 * receives, waits for frames, and (as a "person") can play its seat by asking
 * the game's own bot for a legal move from the view it was sent.
 */
import WebSocket from 'ws';
import type { GameDefinition, Seat } from '../../../src/shared/engine/types.js';
import type { HostMessage } from '../../../src/shared/protocol.js';

export type Frame = HostMessage & Record<string, any>;
export type StateFrame = Extract<HostMessage, { type: 'state' }>;

export class TestClient {
  readonly frames: Frame[] = [];
  private waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void; reject: (e: Error) => void; timer: NodeJS.Timeout; from: number }[] = [];
  token = '';
  closed = false;
  private refNo = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as Frame;
      this.frames.push(f);
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

  static async connect(port: number): Promise<TestClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
    return new TestClient(ws);
  }

  /** Connects and says hello; resolves after the welcome. */
  static async person(port: number, name: string, token?: string, colour = '#4363d8'): Promise<TestClient> {
    const c = await TestClient.connect(port);
    const w = await c.request({ type: 'hello', protocol: 1, name, colour, ...(token ? { token } : {}) });
    if (w.type !== 'welcome') throw new Error(`hello refused: ${JSON.stringify(w)}`);
    c.token = w.you.token;
    return c;
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  send(msg: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(msg));
  }

  /** Sends with a fresh ref; resolves with the first frame echoing it (reply or error). */
  request(msg: Record<string, unknown>, timeoutMs = 10_000): Promise<Frame> {
    const ref = `r${++this.refNo}`;
    const p = this.waitFor((f) => (f as { ref?: string }).ref === ref, timeoutMs, true);
    this.send({ ...msg, ref });
    return p;
  }

  /** The next frame (received after now, unless `past`) matching `pred`. */
  waitFor(pred: (f: Frame) => boolean, timeoutMs = 10_000, futureOnly = false): Promise<Frame> {
    if (!futureOnly) {
      const hit = this.frames.find(pred);
      if (hit) return Promise.resolve(hit);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.timer !== timer);
        reject(new Error(`timed out waiting for a frame; last frames: ${JSON.stringify(this.frames.slice(-3)).slice(0, 600)}`));
      }, timeoutMs);
      this.waiters.push({ pred, resolve, reject, timer, from: this.frames.length });
    });
  }

  /** Waits for a frame that arrives after the ones seen so far. */
  next(pred: (f: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    return this.waitFor(pred, timeoutMs, true);
  }

  states(tableId: string): StateFrame[] {
    return this.frames.filter((f): f is Frame & StateFrame => f.type === 'state' && f.tableId === tableId);
  }

  lastState(tableId: string): StateFrame | undefined {
    return this.states(tableId).at(-1);
  }

  /**
   * Plays this client's seat: whenever a state frame says the seat is to act,
   * answers at once with the game's bot's choice for that view.
   */
  autoplay(def: GameDefinition, tableId: string, seat: Seat, seed: string): void {
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
      const move = bot.act(f.view);
      this.request({ type: 'move', tableId, move }).then((reply) => {
        inFlight = false;
        if (reply.type !== 'error') {
          tries = 0;
          // The ok follows the state frame of our move: act again if that state wants more of us.
          const latest = this.lastState(tableId);
          if (latest) act(latest);
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
      }, () => { inFlight = false; });
    };
    this.onFrame = (f) => {
      if (f.type !== 'state' || f.tableId !== tableId) return;
      bot.observe?.(f.view);
      act(f as StateFrame);
    };
    const latest = this.lastState(tableId);
    if (latest) act(latest);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((resolve) => { this.ws.once('close', () => resolve()); this.ws.close(); });
  }
}
