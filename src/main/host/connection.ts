/**
 * One WebSocket connection and the checks every frame passes, in this order:
 * size, rate, binary, JSON, the `clientMessage` schema, hello first. A frame
 * that passes goes to `dispatch`; its outcome becomes `ok` or an `error`
 * frame. A refused frame changes nothing; the host never crashes on one.
 */
import type { RawData, WebSocket } from 'ws';
import { MAX_FRAME_BYTES, clientMessage, type ClientMessage, type HostMessage } from '../../shared/protocol.js';
import type { MsgParam } from '../../shared/engine/types.js';
import { HOST_MESSAGES, hostMsg, type HostMessageId } from '../../shared/host-messages.js';
import { refuse, type Failure, type Outcome } from './failure.js';
import type { LogFn } from './log.js';
import { TokenBucket, type DeviceBudget } from './rate.js';
import type { Room } from './room.js';
import type { Person } from './table.js';

export interface Conn {
  ws: WebSocket;
  /** The remote address (per-device limits). */
  address: string;
  /** Who said hello on this connection (null before). */
  person: Person | null;
  /** The frame rate limit (null: none, benches only). */
  bucket: TokenBucket | null;
  /** The device's cost budget its requests take from (null: none — this machine's own app, or limits lifted). */
  device: DeviceLimit | null;
  /** The rooms this connection watches or plays at. */
  rooms: Set<Room>;
  /** Receives the lobby's changes (from hello on, until `watchLobby` off). */
  watchingLobby: boolean;
  /** Answered the last heartbeat ping. */
  alive: boolean;
  lastRateError: number;
}

/** The host's own machine as its own app window reaches it: not limited as a device (other loopback addresses are). */
export const isOwnMachine = (address: string): boolean => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** Every device's cost budget (one per host), and how many tables the lobby lists (a full list costs by its length). */
export interface DeviceLimit { budget: DeviceBudget; tables(): number }

/**
 * A device's budget: cost units a second, and its burst. A unit is about what a ping costs the host; the budget
 * lets a person (or a whole pass-and-play family) do anything at human speed, and caps what one device flooding
 * with any mix of valid requests can take from everyone else: about 15 ms of the host's time a second, and a burst
 * of about 30 ms at most (bench: `npm run bench -- --flood`).
 */
export const DEVICE_BUDGET = { perSecond: 100, burst: 200 } as const;

/**
 * What a request costs its device, in units of about what a ping costs the host (≈ 0.15 ms measured here): more for
 * what the host reads from disk, replays, writes or sends at length (the whole lobby costs by its length; history
 * lists the data folder, ≈ 2 ms; a replay step ≈ 1 ms, its record replayed once and cached; a new table is written and
 * synced; an extension's message may build a long answer: the campaign list, cached, ≈ 1 ms for 200 campaigns).
 */
export function requestCost(msg: ClientMessage, tables: number): number {
  const lobby = Math.ceil(tables / 25);
  switch (msg.type) {
    case 'ping': case 'ready': case 'approve': case 'move': return 1;
    case 'watchLobby': return msg.on ? 1 + lobby : 1;
    case 'hello': return 5 + lobby;
    case 'sync': case 'joinTable': case 'leaveTable': return 5;
    case 'start': case 'rematch': case 'ext': case 'replay': return 10;
    case 'createTable': case 'closeTable': return 20;
    case 'history': return 25;
    default: return 2;
  }
}

/** The close code and reason for a connection that did not say hello in time (1008: policy violation). */
const HELLO_TIMEOUT_CLOSE = { code: 1008, reason: 'Say hello first' } as const;

/**
 * A new connection. One that has not said hello within `helloTimeoutMs` is
 * closed (HELLO_TIMEOUT_CLOSE): an idle socket must not hold a file
 * descriptor and a place under the connection caps forever.
 */
export function newConn(ws: WebSocket, address: string, rate: { perSecond: number; burst: number } | null, helloTimeoutMs = 5000, device: DeviceLimit | null = null): Conn {
  const conn: Conn = {
    ws, address, person: null, bucket: rate ? new TokenBucket(rate.perSecond, rate.burst) : null, device: device && !isOwnMachine(address) ? device : null,
    rooms: new Set(), watchingLobby: false, alive: true, lastRateError: -Infinity,
  };
  const timer = setTimeout(() => {
    if (conn.person || ws.readyState !== ws.OPEN) return;
    ws.close(HELLO_TIMEOUT_CLOSE.code, HELLO_TIMEOUT_CLOSE.reason);
    // A peer that never answers the close frame is cut off.
    setTimeout(() => ws.terminate(), 2000).unref();
  }, helloTimeoutMs);
  timer.unref();
  ws.once('close', () => clearTimeout(timer));
  return conn;
}

export function send(conn: Conn, msg: HostMessage): void {
  if (conn.ws.readyState !== conn.ws.OPEN) return;
  conn.ws.send(JSON.stringify(msg));
}

export const withRef = <M extends HostMessage>(msg: M, ref: string | undefined): M => (ref === undefined ? msg : { ...msg, ref });

export function sendError(conn: Conn, f: Failure, ref?: string): void {
  send(conn, withRef({
    type: 'error', code: f.code, message: f.message,
    ...(f.msg === undefined ? {} : { msg: f.msg }), ...(f.detail === undefined ? {} : { detail: f.detail }),
  }, ref));
}

export function sendOk(conn: Conn, ref?: string): void {
  send(conn, withRef({ type: 'ok' }, ref));
}

/** The problems of a name a person reads (the schemas' English reasons), as host messages. */
const PROBLEMS: ReadonlyMap<string, HostMessageId> = new Map(
  (['host.nameLength', 'host.namePrintable', 'host.nameVisible'] as const).map((id) => [HOST_MESSAGES[id], id]),
);

/** "Malformed message (at name): Pick a name of 1 to 24 characters" — the first problem zod found. */
export function malformed(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix: readonly PropertyKey[] = []): Failure {
  const issue = issues[0];
  const at = [...prefix, ...(issue?.path ?? [])];
  const known = issue && PROBLEMS.get(issue.message);
  const problem: MsgParam = known ? { msg: hostMsg(known) } : issue?.message ?? 'invalid';
  return refuse('bad_frame', 'host.malformed', { where: at.length ? at.map(String).join('.') : 'none', problem });
}

export type Dispatch = (conn: Conn, person: Person | null, msg: ClientMessage) => Outcome;

/** Checks one frame and hands it to `dispatch`; answers `ok` or `error` unless the handler answered itself. */
export function onFrame(conn: Conn, data: RawData, isBinary: boolean, dispatch: Dispatch, log: LogFn): void {
  const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
  if (conn.bucket && !conn.bucket.take()) {
    const now = performance.now();
    if (now - conn.lastRateError > 1000) {
      conn.lastRateError = now;
      sendError(conn, refuse('rate_limited', 'host.rateLimited', { perSecond: 20 }));
    }
    return;
  }
  if (size > MAX_FRAME_BYTES) return sendError(conn, refuse('too_big', 'host.tooBig', { max: MAX_FRAME_BYTES, size }));
  if (isBinary) return sendError(conn, refuse('bad_frame', 'host.binary'));
  let json: unknown;
  try {
    json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data as ArrayBuffer)]).toString('utf8'));
  } catch {
    return sendError(conn, refuse('bad_frame', 'host.notJson'));
  }
  const ref = json && typeof json === 'object' && typeof (json as { ref?: unknown }).ref === 'string' && (json as { ref: string }).ref.length <= 64
    ? (json as { ref: string }).ref : undefined;
  const parsed = clientMessage.safeParse(json);
  if (!parsed.success) return sendError(conn, malformed(parsed.error.issues), ref);
  const msg = parsed.data;
  if (msg.type !== 'hello' && msg.type !== 'ping' && !conn.person) return sendError(conn, refuse('not_hello', 'host.helloFirst'), msg.ref);
  // The device's budget: a request over it is refused whole (nothing changed), with its ref, to be sent again later.
  if (conn.device && !conn.device.budget.take(conn.address, requestCost(msg, conn.device.tables()))) {
    return sendError(conn, refuse('rate_limited', 'host.deviceBusy'), msg.ref);
  }
  let out: Outcome;
  try {
    out = dispatch(conn, conn.person, msg);
  } catch (e) {
    log('error', `handling ${msg.type}: ${(e as Error).stack}`);
    out = refuse('internal', 'host.internal');
  }
  if (out === 'done') return;
  if (out) return sendError(conn, out, msg.ref);
  sendOk(conn, msg.ref);
}
