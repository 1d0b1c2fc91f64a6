/**
 * The client's picture of one host, built only from the host's frames:
 * a reducer (`reduceHost`: the next state from the frame alone, but for the
 * running ids it gives new notices) that the connection feeds and tests call.
 * Game logs are merged by entry number `n`; a gap asks for a `sync`.
 */
import type { GameResult, Seat, VisibleLogEntry } from '../../shared/engine/types.js';
import type { GameInfo, HostMessage, MadeForYou, TableRoom, TableSummary } from '../../shared/protocol.js';
import type { AppMsgId } from '../i18n/app/en.js';
import { appText } from '../i18n/reader.js';
import { refusalText } from './refusal.js';

type LinkStatus = 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';

export interface GameFrame {
  moveNo: number;
  view: unknown;
  toAct: Seat[];
  log: VisibleLogEntry[];
  result: GameResult | null;
  /** Turn timers running: each waited-for seat's time left (ms) as of `receivedAt`. */
  clocks?: { seat: Seat; msLeft: number }[];
  /** "While you were away": the moves of this game the host made for this connection's seat (its own frames only). */
  madeForYou?: MadeForYou[];
  /** When this frame arrived (Date.now()): clocks and away times tick locally from it. */
  receivedAt: number;
}

interface Welcome {
  hostName: string;
  hostId: string;
  version: string;
  you: { name: string; colour: string; token: string };
  games: GameInfo[];
  joinUrls: string[];
}

/** `carries`: it comes with a change of screen (the app takes you to the lobby), so it stays on the screen it brought you to. */
export interface Notice { id: number; kind: 'info' | 'error'; text: string; carries?: boolean }

export interface SessionState {
  status: LinkStatus;
  /** Why the link failed for good (version mismatch, bad name…), shown instead of retrying. */
  fatal: string | null;
  /** Reconnect attempts since the link was last open. */
  attempts: number;
  welcome: Welcome | null;
  lobby: TableSummary[];
  rooms: Record<string, TableRoom>;
  games: Record<string, GameFrame>;
  /** When each table's room last arrived (Date.now()): away times tick locally from it. */
  roomsAt: Record<string, number>;
  /** Per table: the last table note (`n`) of games before the one running, as far as this client saw a start. */
  notesBefore: Record<string, number>;
  /**
   * Per table, for each log entry (by `n`): the move count of the frame it arrived with, or -1 when it came in the
   * first full log (the wire does not say which move wrote an entry); table notes go after the entries of their
   * move count. Kept when the client leaves the table, so a return places the notes among what it saw.
   */
  logAt: Record<string, Record<number, number>>;
  notices: Notice[];
}

export const initialSession: SessionState = {
  status: 'connecting', fatal: null, attempts: 0, welcome: null, lobby: [], rooms: {}, games: {}, roomsAt: {}, notesBefore: {}, logAt: {}, notices: [],
};

/** Merges log entries by `n` (the newer entry wins), oldest first. */
export function mergeLog(old: VisibleLogEntry[], incoming: VisibleLogEntry[], full: boolean) {
  if (full) return [...incoming].sort((a, b) => a.n - b.n);
  const byN = new Map(old.map((e) => [e.n, e] as const));
  for (const e of incoming) byN.set(e.n, e);
  return [...byN.values()].sort((a, b) => a.n - b.n);
}

/** True when entries are missing before `incoming` (a gap to fill with a sync). */
export function logHasGap(merged: { n: number }[]): boolean {
  for (let i = 1; i < merged.length; i++) if (merged[i].n !== merged[i - 1].n + 1) return true;
  return merged.length > 0 && merged[0].n !== 0;
}

let noticeId = 0;
export function notice(kind: Notice['kind'], text: string, carries = false): Notice {
  return carries ? { id: ++noticeId, kind, text, carries } : { id: ++noticeId, kind, text };
}

export interface Reduced { state: SessionState; sync?: string }

/** Why this client is no longer at a table, as the notice it shows (in the reader's language). */
const LEFT_REASON: Record<'left' | 'kicked' | 'closed' | 'moved', AppMsgId> = {
  left: 'notice.left',
  moved: 'notice.moved',
  kicked: 'notice.kicked',
  closed: 'notice.closed',
};

export function reduceHost(s: SessionState, msg: HostMessage, now = Date.now()): Reduced {
  switch (msg.type) {
    case 'welcome':
      // Back in touch: notes about the link (the host closing…) are stale now.
      return { state: { ...s, status: 'open', fatal: null, attempts: 0, notices: s.notices.filter((n) => n.kind === 'error'), welcome: {
        hostName: msg.hostName, hostId: msg.hostId, version: msg.version, you: msg.you, games: msg.games, joinUrls: msg.joinUrls,
      } } };
    case 'lobby':
      return { state: { ...s, lobby: msg.tables } };
    case 'lobbyDelta': {
      const gone = new Set([...msg.removed, ...msg.changed.map((t) => t.id)]);
      return { state: { ...s, lobby: [...s.lobby.filter((t) => !gone.has(t.id)), ...msg.changed] } };
    }
    case 'room': {
      const prev = s.rooms[msg.room.id];
      const id = msg.room.id;
      // A game starting while we watch: the notes so far belong to the games before it.
      const starting = prev?.status === 'lobby' && msg.room.status === 'playing';
      const notesBefore = starting ? { ...s.notesBefore, [id]: Math.max(-1, ...prev.notes.map((n) => n.n)) } : s.notesBefore;
      return { state: { ...s, rooms: { ...s.rooms, [id]: msg.room }, roomsAt: { ...s.roomsAt, [id]: now }, notesBefore } };
    }
    case 'left': {
      const rooms = { ...s.rooms };
      const games = { ...s.games };
      delete rooms[msg.tableId];
      delete games[msg.tableId];
      const notices = msg.reason === 'left' ? s.notices : [...s.notices, notice('info', appText(LEFT_REASON[msg.reason]), true)];
      return { state: { ...s, rooms, games, notices } };
    }
    case 'state': {
      const prev = s.games[msg.tableId];
      // A new game at the same table (a rematch) starts its log again.
      const restarted = !!prev && msg.moveNo < prev.moveNo;
      const log = mergeLog(restarted ? [] : prev?.log ?? [], msg.log, msg.fullLog);
      // What this client knew of the log's entries (kept when it left the table: a return shows what happened meanwhile).
      const known = s.logAt[msg.tableId] ?? {};
      const newGame = restarted || Object.values(known).some((at) => at > msg.moveNo);
      const logAt: Record<number, number> = newGame ? {} : { ...known };
      // Entries of a full log we never saw came with moves we cannot tell apart: after the ones we saw, with this
      // frame's move count; with nothing seen before, -1 (no note goes before them). New entries: this frame's count.
      const unknownAt = msg.fullLog && Object.keys(logAt).length === 0 ? -1 : msg.moveNo;
      for (const e of msg.log) if (!(e.n in logAt)) logAt[e.n] = unknownAt;
      const frame: GameFrame = {
        moveNo: msg.moveNo, view: msg.view, toAct: msg.toAct, log, result: msg.result, receivedAt: now,
        ...(msg.clocks ? { clocks: msg.clocks } : {}),
        ...(msg.madeForYou ? { madeForYou: msg.madeForYou } : {}),
      };
      const state = { ...s, games: { ...s.games, [msg.tableId]: frame }, logAt: { ...s.logAt, [msg.tableId]: logAt } };
      return !msg.fullLog && logHasGap(log) ? { state, sync: msg.tableId } : { state };
    }
    case 'error':
      if (msg.code === 'version') return { state: { ...s, status: 'failed', fatal: refusalText(msg) } };
      if (msg.ref) return { state: s }; // answered to the request that sent it
      return { state: { ...s, notices: [...s.notices, notice('error', refusalText(msg))] } };
    case 'goodbye':
      // The host is shutting down: it keeps our seats; the connection reconnects when it is back.
      return { state: { ...s, notices: [...s.notices, notice('info', s.welcome ? appText('notice.hostClosing', { host: s.welcome.hostName }) : msg.message)] } };
    case 'ok':
    case 'pong':
    default:
      return { state: s };
  }
}
