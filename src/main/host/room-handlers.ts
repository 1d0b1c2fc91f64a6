/**
 * A table's messages (those naming a table; a `replay` reads records: history.ts), one handler each: what the
 * room does with its connections around the table's own command (table.ts, table-commands.ts, seat-requests.ts),
 * and when the answer goes (after the broadcast of what it changed).
 */
import type { ClientMessage } from '../../shared/protocol.js';
import { send, sendOk, withRef, type Conn } from './connection.js';
import { refuse, type Outcome } from './failure.js';
import type { Room } from './room.js';
import { HANDOFF_TTL_MS } from './seat-requests.js';
import { addBot, kick, leave, removeBot, setBotSettings, setColour, setOptions, setPace, setReady, setSeats, setTableOptions, setTurnTimer, sit } from './table-commands.js';
import type { Person } from './table.js';

/** Messages for one table's room (a `replay` names a table too, but reads its records: history.ts). */
export type TableMessage = Exclude<Extract<ClientMessage, { tableId: string }>, { type: 'replay' }>;
export type Handlers = { [K in TableMessage['type']]: (conn: Conn, person: Person, msg: Extract<TableMessage, { type: K }>) => Outcome };

/** The handlers of `room`'s messages. */
export function tableHandlers(room: Room): Handlers {
  return {
    joinTable: (conn, person, msg) => {
      let as = msg.as;
      if (as === 'player') {
        const seat = sit(room.table, person, msg.seat, conn.address);
        // A bot's seat in a started game: the table decides (a `takeOver` request); meanwhile the newcomer watches and sees it in the room.
        if (seat === 'asked') as = 'spectator';
        else if (typeof seat !== 'number') return seat;
      }
      const prev = room.subs.get(conn);
      room.join(conn, as);
      room.table.afterBroadcast(() => {
        if (!prev || prev.as !== as) room.roomToOthers(conn);
        room.sendRoom(conn, msg.ref);
        room.sendState(conn, true);
      });
      return 'done';
    },
    leaveTable: (conn, person, msg) => {
      const t = room.table;
      const seated = t.seatOf(person.token) !== null || t.isCreator(person.token);
      // The seat first (saved, or nothing changed if that fails), then the connections.
      const { closeTable } = seated ? leave(t, person.token) : { closeTable: false };
      room.leave(conn);
      t.decisions.presenceChanged();
      // A person leaves their seat everywhere (every tab of theirs).
      const answer = () => {
        sendOk(conn, msg.ref);
        send(conn, { type: 'left', tableId: t.id, reason: 'left' });
      };
      if (seated) {
        for (const c of room.house.connsOf(person.token)) if (c !== conn && room.leave(c)) send(c, { type: 'left', tableId: t.id, reason: 'left' });
        if (closeTable) { void room.dispose('remove', answer); return 'done'; }
        t.game.changed({ room: true });
      } else {
        room.changed({ room: true });
      }
      // A finished table closes when the last one watching it leaves (its records are kept).
      if (!t.game.closed && t.meta.status === 'finished' && room.subs.size === 0) { void room.dispose('remove', answer); return 'done'; }
      // The answer follows the saved seat (and the room frames waiting for it).
      t.afterBroadcast(answer);
      return 'done';
    },
    closeTable: (conn, person, msg) => {
      if (!room.table.isCreator(person.token)) return refuse('not_creator', 'host.notCreatorClose');
      void room.dispose('archive', () => sendOk(conn, msg.ref));
      return 'done';
    },
    setOptions: (_c, person, msg) => room.house.extensions.checkOptions(room.table, person.token, msg.options) ?? setOptions(room.table, person.token, msg.options),
    setSeats: (_c, person, msg) => setSeats(room.table, person.token, msg.seats),
    addBot: (_c, person, msg) => addBot(room.table, person.token, msg.seat, msg.level),
    removeBot: (_c, person, msg) => removeBot(room.table, person.token, msg.seat),
    kick: (_c, person, msg) => {
      const s = room.table.meta.seats[msg.seat];
      const kicked = kick(room.table, person.token, msg.seat, s?.kind === 'human' ? room.devicesOf(s.token) : []);
      if (typeof kicked !== 'string') return kicked;
      room.seatGone(kicked, 'kicked');
      room.table.game.changed({ room: true });
      return null;
    },
    ready: (_c, person, msg) => setReady(room.table, person.token, msg.ready),
    start: (_c, person, msg) => room.house.extensions.checkStart(room.table, person.token) ?? room.table.start(person.token, msg.anyway),
    move: (conn, person, msg) => {
      const err = room.table.move(person.token, msg.move, msg.moveNo);
      if (err) return err;
      // The reply follows the state frame, which waits for the move's fsync.
      room.table.afterBroadcast(() => sendOk(conn, msg.ref));
      return 'done';
    },
    rematch: (_c, person) => room.table.rematch(person.token),
    setTurnTimer: (_c, person, msg) => setTurnTimer(room.table, person.token, msg.timer),
    setBotSettings: (_c, person, msg) => setBotSettings(room.table, person.token, { thinking: msg.thinking, memory: msg.memory }),
    setTableOptions: (_c, person, msg) => setTableOptions(room.table, person.token, { hints: msg.hints, forcedChoices: msg.forcedChoices }),
    setPace: (_c, person, msg) => setPace(room.table, person.token, msg.pace),
    setColour: (_c, person, msg) => setColour(room.table, person.token, msg.colour),
    standIn: (_c, person, msg) => room.table.decisions.standIn(person.token, msg.seat, msg.on),
    claimSeat: (conn, person, msg) => {
      const out = room.table.decisions.claim(person, msg.seat, msg.code, conn.address);
      if (out && 'code' in out) return out;
      if (out) {
        room.seatMoved(out);
      } else if (!room.subs.has(conn)) {
        // While the table decides, the newcomer watches (and sees their request in the room).
        room.join(conn, 'spectator');
        room.table.afterBroadcast(() => { room.sendRoom(conn); room.sendState(conn, true); });
      }
      return null;
    },
    approve: (_c, person, msg) => {
      const out = room.table.decisions.approve(person.token, msg.request, msg.yes);
      if (out && 'from' in out) room.seatMoved(out);
      return out && 'code' in out ? out : null;
    },
    handOff: (conn, person, msg) => {
      const out = room.table.decisions.handOff(person.token);
      if ('code' in out && 'message' in out) return out;
      const url = `${room.house.joinUrl(room.id)}&seat=${out.seat}&claim=${out.code}`;
      send(conn, withRef({ type: 'handOff', tableId: room.id, seat: out.seat, code: out.code, url, validMs: HANDOFF_TTL_MS }, msg.ref));
      return 'done';
    },
    sync: (conn, _p, msg) => {
      if (!room.subs.has(conn)) return refuse('forbidden', 'host.joinFirst');
      room.table.afterBroadcast(() => {
        room.sendRoom(conn, msg.ref);
        room.sendState(conn, true);
      });
      return 'done';
    },
  };
}
