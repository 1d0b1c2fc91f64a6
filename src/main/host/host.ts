/**
 * The authoritative game host: one HTTP server that serves the built
 * renderer, `GET /api/info`, and the WebSocket at `/ws` where clients play.
 * Runs inside Electron's main process or headless (cli.ts); no Electron here.
 * This file only puts the parts together:
 *
 *   server.ts      HTTP + WebSocket upgrade + heartbeat
 *   connection.ts  the frame checks (size, rate, binary, JSON, schema, hello first)
 *   hello.ts       hello, tokens, the way back to one's seats
 *   rooms.ts       the rooms by table id; room.ts one table's subscribers, frames and messages
 *   table.ts       a table's seats; game-runner.ts its game; bots.ts its timers
 *   lobby.ts       the table list for clients and mDNS
 *   lobby-page.ts  the lobby as HTML, pre-rendered into index.html at `/`
 *   extension.ts   what a game may add to its tables
 *   history.ts     finished games and their replays (read-only)
 *   shutdown.ts    closing cleanly
 *
 *   const host = await startHost({ dataDir, port: 7531, name: 'Kitchen table' });
 *   ... host.close();
 */
import os from 'node:os';
import type { AnyGame } from '../../shared/engine/types.js';
import { GAMES } from '../../shared/games/registry.js';
import { DEFAULT_PORT, gameInfoOf, PROTOCOL_VERSION, type GameInfo, type HostTxt, type TableSummary } from '../../shared/protocol.js';
import { advertise, type Advertiser, type Reach } from '../discovery/advertise.js';
import { hasPrivateLan, watchLinks, type LinkSource } from '../discovery/links.js';
import { hostLabel } from '../discovery/txt.js';
import { DEVICE_BUDGET, newConn, onFrame, send, sendOk, type Conn, type DeviceLimit, type Dispatch } from './connection.js';
import { DeviceBudget } from './rate.js';
import { Extensions, type TableExtension } from './extension.js';
import { Hello, type TokenLimits } from './hello.js';
import { History } from './history.js';
import { ManualClock, systemClock, type Clock, type ClockTimer } from './clock.js';
import { Lobby } from './lobby.js';
import { pickPageLocale, renderLobbyPage } from './lobby-page.js';
import { originPolicy } from './origin.js';
import { defaultLog, type LogFn } from './log.js';
import { defaultStaticDir, joinUrls } from './paths.js';
import { Rooms } from './rooms.js';
import { HOST_VERSION, createServer } from './server.js';
import { shutdown } from './shutdown.js';
import { Store } from './store.js';

export interface HostOptions {
  /** Where tables are kept (created if missing). */
  dataDir: string;
  /** TCP port; 0 = any free port. Default: the first free port from 7531 on. */
  port?: number;
  /** Address to listen on (default all interfaces, so phones can join). */
  bind?: string;
  /** The host's display name (default: the machine's name). */
  name?: string;
  /** The built renderer to serve (default dist/renderer). */
  staticDir?: string;
  /** Advertise over mDNS (default true). */
  mdns?: boolean;
  /** The mDNS advertiser to use (default discovery/advertise.ts; tests inject a fake). */
  advertise?: (opts: { name: string; port: number; txt: HostTxt; onError?: (e: Error) => void; links?: LinkSource; interface?: string; onReach?: (reach: Reach) => void }) => Advertiser & { ready?: Promise<void>; name?(): string };
  /** The LAN links the join URLs and mDNS follow (default: this machine's, read every 2 s; none when `bind` is one address). */
  links?: LinkSource;
  /** A fixed delay before each bot move; default a natural 600–1200 ms. */
  botDelayMs?: number;
  /** Overrides every scheduled system move's delay (tests and benches; default: the game's own). */
  systemDelayMs?: number;
  /** Or makes each scheduled system move's delay this share (0–1) of the game's own (tests). */
  systemDelayShare?: number;
  /** The host's clock (tests pass a fake one and move it on). */
  clock?: Clock;
  /**
   * The clock of bots' waits and games' timed windows (default: the real one; host tests pass a ManualClock). Apart
   * from `clock`: end-to-end tests fake the turn clocks' time while their bots and windows run in real time.
   */
  timersClock?: Clock;
  /**
   * A table nobody has been at (no connection playing or watching) for this
   * long leaves the lobby and is archived with its records (default 30 minutes; 0 = never).
   */
  idleTableMs?: number;
  /** End-to-end tests: with a ManualClock as `clock`, serve `POST /api/test/advance` (see server.ts). */
  testClockRoute?: boolean;
  /** Games offered (default: the registry). */
  games?: readonly AnyGame[];
  /** What games add to their tables (registered by the program's start-up code); default none. */
  extensions?: readonly TableExtension[];
  /** Called (debounced) with the table list whenever it changes. */
  onTablesChanged?: (tables: TableSummary[]) => void;
  log?: LogFn;
  /** Per-connection frame rate limit (default 20/s, bursts of 40). */
  rate?: { perSecond: number; burst: number };
  /** Benches only (`--no-rate-limit`): false takes the per-connection token bucket and the devices' budgets away. Default true. */
  rateLimit?: boolean;
  /**
   * Each device's (remote address's) budget of request costs (connection.ts `requestCost`; default DEVICE_BUDGET:
   * 100 a second, bursts of 200), shared by all its connections. The host's own app (127.0.0.1, ::1) has none.
   */
  deviceBudget?: { perSecond: number; burst: number };
  /**
   * Page origins allowed to open the WebSocket besides the host's own pages
   * (e.g. the desktop app's UI server, `http://127.0.0.1:<port>`). See origin.ts.
   */
  allowedOrigins?: readonly string[];
  /**
   * WebSocket connections allowed per remote address (default 32) and in all
   * (default 256); more are refused with 503. Connections from this machine
   * itself (loopback: its own app window, the bench, local scripts) are capped
   * by `loopback` (default: the total) — the per-address cap is for devices on the LAN.
   */
  maxConnections?: { perAddress?: number; loopback?: number; total?: number };
  /** A connection that has not said hello after this long is closed with "Say hello first" (default 5000 ms). */
  helloTimeoutMs?: number;
  /**
   * A token that holds nothing (no seat, no table created, not kicked anywhere, named by no extension) and has had no
   * connection for `idleMs` (default a day, on `clock`) is forgotten; at most `max` such tokens are kept (default
   * 10,000; beyond, the longest unseen go first). See hello.ts TOKEN_LIMITS.
   */
  tokens?: Partial<TokenLimits>;
}

export interface RunningHost {
  port: number;
  /** `http://<lan-ip>:<port>/` for each LAN address, now (they follow the network). */
  readonly urls: string[];
  hostId: string;
  name: string;
  /** Tables as the lobby lists them. */
  tables(): TableSummary[];
  /** Resolves once the host is announced over mDNS (at once when mDNS is off or unavailable). */
  advertised: Promise<void>;
  /** Registers another table-change listener (e.g. the mDNS advertiser). */
  onTablesChanged(listener: (tables: TableSummary[]) => void): () => void;
  /** Says goodbye to every client, stops timers and mDNS, flushes and closes the data files. */
  close(): Promise<void>;
}

/** A table nobody has been at for this long is retired (archived). */
const DEFAULT_IDLE_TABLE_MS = 30 * 60_000;

/** Natural bot thinking time: 600–1200 ms. */
/** A bot's (or a forced choice's) human moment: 700–1200 ms, a little different each time. */
const naturalDelay = () => 700 + Math.floor(Math.random() * 500);

/** How long a scheduled system move waits: the game's own delay, or the test's override (a fixed time or a share). */
export function systemDelay(options: Pick<HostOptions, 'systemDelayMs' | 'systemDelayShare'>): (ms: number) => number {
  return (ms) => options.systemDelayMs ?? Math.round(ms * (options.systemDelayShare ?? 1));
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const log = options.log ?? defaultLog;
  const clock = options.clock ?? systemClock;
  const idleTableMs = options.idleTableMs ?? DEFAULT_IDLE_TABLE_MS;
  const games = options.games ?? GAMES;
  const store = new Store(options.dataDir);
  const hostId = store.hostId();
  const hostName = (options.name ?? os.hostname()).trim().slice(0, 63) || 'Magic Table';
  const rate = options.rateLimit === false ? null : options.rate ?? { perSecond: 20, burst: 40 };
  const device: DeviceLimit | null = options.rateLimit === false ? null
    : { budget: new DeviceBudget(options.deviceBudget ?? DEVICE_BUDGET, () => clock.now()), tables: () => rooms.size };
  const gameInfos: GameInfo[] = games.map(gameInfoOf);
  const conns = new Set<Conn>();
  let urls: string[] = [];
  let port = 0;
  // Whether people on the LAN can find this host (the room says so when they cannot: discovery/advertise.ts Reach).
  let reach: Reach = 'visible';
  let closing = false;

  const lobby = new Lobby(() => rooms.all().map((r) => r.table.summary()), () => conns, log);
  if (options.onTablesChanged) lobby.onChange(options.onTablesChanged);
  const extensions = new Extensions(options.extensions ?? [], games, {
    dataDir: options.dataDir, log,
    tables: () => rooms.all().map((r) => r.table),
    table: (id) => rooms.get(id)?.table,
    // An extension's frames wait, like the table's own, until what the table saved is on disk.
    broadcast: (table, msg) => store.whenWritten(() => table.afterBroadcast(() => rooms.get(table.id)?.broadcast(msg))),
    track: (write) => store.track(write),
    roomChanged: (table) => { if (rooms.get(table.id)) table.game.changed({ room: true }); },
  });
  const rooms: Rooms = new Rooms(games, {
    store, extensions, log,
    botDelayMs: options.botDelayMs === undefined ? naturalDelay : () => options.botDelayMs as number,
    systemDelayMs: systemDelay(options),
    ...(options.timersClock ? { timersClock: options.timersClock } : {}),
    joinUrl: (id) => `${urls[0] ?? `http://127.0.0.1:${port}/`}?table=${id}`,
    reach: () => (reach === 'visible' ? undefined : reach),
    connsOf: (token) => [...conns].filter((c) => c.person?.token === token),
    lobbyChanged: () => lobby.changed(),
    closing: () => closing,
    clock,
  });
  const history = new History(options.dataDir, games, log, () => store.settled());
  const hello = new Hello({
    hostName, hostId, version: HOST_VERSION, games: gameInfos, joinUrls: () => urls, rooms, lobby,
    clock, conns: () => conns, otherTokens: () => extensions.tokens(), limits: options.tokens,
  });
  extensions.create();
  hello.know(rooms.restore());
  hello.know(extensions.tokens());
  if (rooms.size) log('info', `restored ${rooms.size} table(s) from ${options.dataDir}`);
  // What the restore wrote (a game found over is saved as finished) is on disk before anyone connects.
  await rooms.idle();
  await new Promise<void>((resolve) => store.whenWritten(resolve));

  const dispatch: Dispatch = (conn, person, msg) => {
    switch (msg.type) {
      case 'hello': return hello.handle(conn, msg);
      case 'watchLobby': lobby.watch(conn, msg.on); return null;
      case 'ping': send(conn, msg.ref === undefined ? { type: 'pong' } : { type: 'pong', ref: msg.ref }); return 'done';
      // onFrame lets nothing else through before a hello: `person` is set from here on.
      case 'createTable': return rooms.create(conn, person!, msg);
      // Finished games, read-only (history.ts).
      case 'history': return history.handleHistory(conn, msg);
      case 'replay': return history.handleReplay(conn, msg);
      case 'ext': {
        // Its answer (a frame or `ok`) follows what it saved at its table, if it names one.
        const table = msg.tableId === undefined ? undefined : rooms.get(msg.tableId)?.table;
        const answer = (fn: () => void) => store.whenWritten(() => (table ? table.afterBroadcast(fn) : fn()));
        const out = extensions.handle(msg, person!, (frame) => answer(() => send(conn, frame)));
        if (out !== null) return out;
        answer(() => sendOk(conn, msg.ref));
        return 'done';
      }
      default: return rooms.handle(conn, person!, msg);
    }
  };

  const server = createServer({
    staticDir: options.staticDir ?? defaultStaticDir(),
    // index.html at `/` carries the lobby as a lobby frame shows it to anyone (lobby-page.ts).
    prelobby: (req) => {
      const locale = pickPageLocale(req.headers['accept-language']);
      return { locale, html: renderLobbyPage({ hostName, tables: lobby.frame().tables, games: gameInfos, locale }) };
    },
    log,
    info: () => ({ name: hostName, hostId, protocol: PROTOCOL_VERSION, version: HOST_VERSION, port, urls, tables: lobby.summaries() }),
    closing: () => closing,
    conns: () => conns,
    policy: originPolicy({ port: () => port, bind: options.bind, extraNames: () => [`${hostLabel(hostId)}.local`], allowedOrigins: options.allowedOrigins }),
    limits: {
      perAddress: options.maxConnections?.perAddress ?? 32,
      loopback: options.maxConnections?.loopback ?? options.maxConnections?.total ?? 256,
      total: options.maxConnections?.total ?? 256,
    },
    ...(clock instanceof ManualClock && options.testClockRoute ? { testClock: clock } : {}),
    onConnection(ws, address) {
      const conn = newConn(ws, address, rate, options.helloTimeoutMs ?? 5000, device);
      conns.add(conn);
      ws.on('pong', () => { conn.alive = true; });
      ws.on('message', (data, isBinary) => {
        try {
          onFrame(conn, data, isBinary, dispatch, log);
        } catch (e) {
          log('error', `frame: ${(e as Error).stack}`);
        }
      });
      ws.on('error', (e) => log('warn', `connection: ${e.message}`));
      ws.on('close', () => {
        conns.delete(conn);
        for (const room of [...conn.rooms]) room.drop(conn);
      });
    },
  });

  try {
    port = await server.listen(options.port ?? DEFAULT_PORT, options.bind, options.port === undefined);
  } catch (e) {
    // Nothing keeps running after a failed start: timers, tables, files.
    rooms.closeTables();
    await server.close();
    store.close();
    throw e;
  }
  // The join URLs follow the network (a Wi-Fi joined, a cable pulled); every room is sent again with the new ones.
  const wildcard = !options.bind || options.bind === '0.0.0.0' || options.bind === '::';
  const ownNetwork = wildcard && !options.links ? watchLinks({ onError: (e) => log('warn', `network: ${e.message}`) }) : null;
  const network = wildcard ? options.links ?? ownNetwork : null;
  const roomsChanged = () => { for (const r of rooms.all()) r.table.game.changed({ room: true }); };
  const setReach = (next: Reach) => {
    if (next === reach || closing) return;
    reach = next;
    log(next === 'visible' ? 'info' : 'warn', next === 'visible' ? 'people on the LAN can find this host again'
      : next === 'no-lan' ? 'no private LAN address: nobody on a LAN can find this host' : `mDNS cannot send: nobody on the LAN can find this host (type ${urls[0]})`);
    roomsChanged();
  };
  urls = joinUrls(port, options.bind, network?.current());
  if (network && !hasPrivateLan(network.current())) reach = 'no-lan';
  network?.onChange((links) => {
    const next = joinUrls(port, options.bind, links);
    if (options.mdns === false) setReach(hasPrivateLan(links) ? 'visible' : 'no-lan');
    if (closing || next.join(' ') === urls.join(' ')) return;
    urls = next;
    log('info', `the network changed: join at ${urls.join(' ')}`);
    roomsChanged();
  });
  log('info', `listening on port ${port}: ${urls.join(' ')}`);

  let advertiser: ReturnType<NonNullable<HostOptions['advertise']>> | null = null;
  if (options.mdns !== false) {
    try {
      advertiser = (options.advertise ?? advertise)({
        name: hostName, port, txt: lobby.txt(hostName, hostId), onError: (e) => log('warn', `mDNS: ${e.message}`), onReach: setReach,
        ...(network ? { links: network } : { interface: options.bind }),
      });
      lobby.onChange(() => advertiser?.update(lobby.txt(hostName, hostId)));
      void advertiser.ready?.then(() => { if (!closing && reach === 'visible') log('info', `advertised over mDNS as "${advertiser?.name?.() ?? hostName}"`); });
    } catch (e) {
      log('warn', `mDNS advertising unavailable: ${(e as Error).message}`);
    }
  }
  lobby.changed();
  // Idle tables are looked for every minute (or sooner when the limit is short).
  let sweeper: ClockTimer | null = null;
  const armSweep = () => { sweeper = clock.after(Math.min(60_000, Math.max(1000, idleTableMs / 4)), sweep); };
  const sweep = () => {
    sweeper = null;
    if (closing) return;
    rooms.retireIdle(idleTableMs);
    armSweep();
  };
  if (idleTableMs > 0) armSweep();
  // Tokens that hold nothing and have gone unseen for a day are forgotten (hello.ts).
  const pruner = hello.pruneEvery();

  let closed: Promise<void> | null = null;
  return {
    port,
    get urls() { return [...urls]; },
    hostId,
    name: hostName,
    tables: () => lobby.summaries(),
    advertised: advertiser?.ready ?? Promise.resolve(),
    onTablesChanged: (listener) => lobby.onChange(listener),
    close: () => (closed ??= (sweeper?.cancel(), pruner.cancel(), ownNetwork?.stop(), shutdown({
      hostName, server, rooms, lobby, store, conns, advertiser, log, setClosing: () => { closing = true; },
    }))),
  };
}
