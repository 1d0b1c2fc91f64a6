/**
 * `hello`: the protocol version check, the person's token (a known one keeps
 * its seats; an unknown or forged one is replaced by a fresh one), the
 * welcome and the lobby, then the person's way back to every seat they hold.
 */
import crypto from 'node:crypto';
import type { GameInfo, ClientMessage } from '../../shared/protocol.js';
import { PROTOCOL_VERSION } from '../../shared/protocol.js';
import { send, withRef, type Conn } from './connection.js';
import { refuse, type Outcome } from './failure.js';
import type { Lobby } from './lobby.js';
import type { Rooms } from './rooms.js';
import type { Person } from './table.js';

interface HelloDeps {
  hostName: string;
  hostId: string;
  version: string;
  games: GameInfo[];
  joinUrls(): string[];
  rooms: Rooms;
  lobby: Lobby;
}

/** A fresh token: 192 random bits from the CSPRNG, base64url. */
function newToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export class Hello {
  /** Tokens this host gave out or holds seats for; unknown tokens are replaced. */
  private readonly issued = new Set<string>();

  constructor(private readonly deps: HelloDeps) {}

  /** Tokens known from the data folder (restored seats and creators). */
  know(tokens: Iterable<string>): void {
    for (const t of tokens) this.issued.add(t);
  }

  handle(conn: Conn, msg: Extract<ClientMessage, { type: 'hello' }>): Outcome {
    const d = this.deps;
    if (msg.protocol !== PROTOCOL_VERSION) {
      return refuse('version', 'host.version', { host: PROTOCOL_VERSION, client: msg.protocol, older: msg.protocol < PROTOCOL_VERSION });
    }
    const token = msg.token && this.issued.has(msg.token) ? msg.token : conn.person?.token ?? newToken();
    if (conn.person && conn.person.token !== token) {
      // Another identity on this connection: it keeps nothing of the previous one.
      for (const room of [...conn.rooms]) {
        room.leave(conn);
        room.changed({ room: true });
      }
    }
    this.issued.add(token);
    const person: Person = { token, name: msg.name, colour: msg.colour.toLowerCase() };
    conn.person = person;
    send(conn, withRef({
      type: 'welcome', protocol: PROTOCOL_VERSION, hostName: d.hostName, hostId: d.hostId, version: d.version,
      you: { name: person.name, colour: person.colour, token }, games: d.games, joinUrls: d.joinUrls(),
    }, msg.ref));
    d.lobby.watch(conn, true);
    // Back to every seat this token holds: the full room and view.
    for (const room of d.rooms.all()) {
      if (room.table.seatOf(token) === null) continue;
      room.table.rename(person);
      const fresh = !room.subs.has(conn);
      if (fresh) room.join(conn, 'player');
      room.table.afterBroadcast(() => {
        if (fresh) room.roomToOthers(conn);
        room.sendRoom(conn);
        room.sendState(conn, true);
      });
    }
    return 'done';
  }
}
