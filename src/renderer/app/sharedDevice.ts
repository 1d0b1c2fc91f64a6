/**
 * Pass-and-play: one device holding several seats at one table. Each player
 * added on this device is an ordinary person to the host, with their own
 * token and their own connection (so a frame for one seat only ever travels
 * on that seat's link); the device's screen has one more link that watches
 * the table as a spectator, for the public view behind the privacy cover.
 * React reads it with useSyncExternalStore(subscribe, getSnapshot).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Seat } from '../../shared/engine/types.js';
import type { TableRoom } from '../../shared/protocol.js';
import { appText } from '../i18n/reader.js';
import { HostConnection } from '../net/connection.js';
import type { GameFrame, SessionState } from '../net/session.js';
import { loadLocalPlayers, localTokenKey, saveLocalPlayers, type LocalPlayer } from '../net/storage.js';

/** One link of the device, as React sees it. */
export interface DeviceLink { conn: HostConnection; session: SessionState; room: TableRoom | undefined; frame: GameFrame | undefined }
export interface DevicePlayer extends DeviceLink { player: LocalPlayer }

export interface DeviceSnapshot {
  players: DevicePlayer[];
  /** The public view (a spectator's), present while a game is on screen. */
  screen: DeviceLink | null;
}

/** A seat held on this device, with its own link. */
export interface Holder { seat: Seat; name: string; link: DeviceLink }

/** The seats this device holds at the table (its owner's and those added on it), in seat order. */
export function holdersOf(main: { conn: HostConnection; session: SessionState }, device: DeviceSnapshot, tableId: string): Holder[] {
  const links: DeviceLink[] = [
    { conn: main.conn, session: main.session, room: main.session.rooms[tableId], frame: main.session.games[tableId] },
    ...device.players,
  ];
  return links.flatMap((link) => {
    const seat = link.room?.yourSeat;
    if (seat == null || !link.room) return [];
    const o = link.room.seats[seat];
    return [{ seat, name: o && o.kind !== 'open' ? o.name : appText('device.seat', { n: seat + 1 }), link }];
  }).sort((a, b) => a.seat - b.seat);
}

/** The first seat on this device the game waits for (by its own, freshest frame), or null. */
export function nextOnDevice(holders: Holder[]): Holder | null {
  return holders.find((h) => !!h.link.frame && !h.link.frame.result && h.link.frame.toAct.includes(h.seat)) ?? null;
}

/** The name the device's screen link gives itself (the room counts it among those watching), in the reader's language. */
const screenName = (): string => appText('device.screenName');

const newId = () => Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(36).padStart(2, '0')).join('').slice(0, 10);

export class SharedDevice {
  private links = new Map<string, { player: LocalPlayer; conn: HostConnection; off: () => void }>();
  private readied = new Map<string, number>();
  private screen: { conn: HostConnection; off: () => void; welcomed: unknown } | null = null;
  private listeners = new Set<() => void>();
  private snapshot: DeviceSnapshot = { players: [], screen: null };

  constructor(private readonly hostPort: string, private readonly tableId: string) {}

  /** Opens a link for every player stored for this table (a reload brings them back to their seats). */
  start(): void {
    for (const p of loadLocalPlayers(this.hostPort, this.tableId)) this.open(p);
    this.update();
  }

  close(): void {
    for (const l of this.links.values()) { l.off(); l.conn.close(); }
    this.links.clear();
    this.watchScreen(false);
  }

  subscribe = (cb: () => void): (() => void) => {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  };

  getSnapshot = (): DeviceSnapshot => this.snapshot;

  /** Does this device hold more than its owner's seat here? */
  get shared(): boolean { return this.links.size > 0; }

  /**
   * Adds a player on this device: their own link says hello with their name and colour, sits at an open seat
   * and says ready. On a refusal nothing is kept and the reason is returned (`unreachable`: the host did not answer).
   */
  async add(name: string, colour: string): Promise<string | 'unreachable' | null> {
    const player: LocalPlayer = { id: newId(), name, colour };
    const conn = this.open(player);
    const welcomed = await waitFor(conn, (s) => s.status === 'open' || s.status === 'failed', 10_000);
    const fail = <W extends string>(why: W) => { void this.remove(player.id, false); return why; };
    if (!welcomed || conn.getSnapshot().status !== 'open') return fail(conn.getSnapshot().fatal ?? 'unreachable');
    const j = await conn.request({ type: 'joinTable', tableId: this.tableId, as: 'player' });
    if (!j.ok) return fail(j.error);
    saveLocalPlayers(this.hostPort, this.tableId, [...loadLocalPlayers(this.hostPort, this.tableId), player]);
    this.update();
    return null;
  }

  /** Takes a player off this device (before a game: their seat opens). */
  async remove(id: string, leave = true): Promise<string | null> {
    const l = this.links.get(id);
    if (l && leave) {
      const r = await l.conn.request({ type: 'leaveTable', tableId: this.tableId });
      if (!r.ok && l.conn.getSnapshot().rooms[this.tableId]) return r.error;
    }
    saveLocalPlayers(this.hostPort, this.tableId, loadLocalPlayers(this.hostPort, this.tableId).filter((p) => p.id !== id));
    if (l) { l.off(); l.conn.close(); this.links.delete(id); }
    this.update();
    return null;
  }

  /** Takes every player off this device (its owner leaves the table: the device goes with them). */
  async removeAll(): Promise<void> {
    for (const id of [...this.links.keys()]) await this.remove(id);
  }

  /** The screen's spectator link: on while a game is shown on a shared device. */
  watchScreen(on: boolean): void {
    if (on && !this.screen) {
      const conn = new HostConnection({ hostPort: this.hostPort, profile: { name: screenName(), colour: '#777777' }, tokenKey: localTokenKey(this.hostPort, 'screen'), noLobby: true });
      const screen = { conn, off: () => {}, welcomed: null as unknown };
      // Watching is not restored by the host after a reconnect: join again on every welcome.
      screen.off = conn.subscribe(() => {
        const s = conn.getSnapshot();
        if (s.status === 'open' && s.welcome && s.welcome !== screen.welcomed) {
          screen.welcomed = s.welcome;
          void conn.request({ type: 'joinTable', tableId: this.tableId, as: 'spectator' });
        }
        this.update();
      });
      this.screen = screen;
      conn.start();
    } else if (!on && this.screen) {
      const s = this.screen;
      this.screen = null;
      s.off();
      void s.conn.request({ type: 'leaveTable', tableId: this.tableId }).finally(() => s.conn.close());
    }
    this.update();
  }

  private open(player: LocalPlayer): HostConnection {
    const conn = new HostConnection({ hostPort: this.hostPort, profile: { name: player.name, colour: player.colour }, tokenKey: localTokenKey(this.hostPort, player.id), noLobby: true });
    const off = conn.subscribe(() => this.update());
    this.links.set(player.id, { player, conn, off });
    conn.start();
    return conn;
  }

  /**
   * The device's players are ready whenever their table is in the room (after "Play again" the host asks everyone
   * again): they are at this screen, and its owner starts. Once per game number.
   */
  private readyAgain(id: string, conn: HostConnection): void {
    const room = conn.getSnapshot().rooms[this.tableId];
    const seat = room?.yourSeat;
    if (!room || room.status !== 'lobby' || seat == null) return;
    const o = room.seats[seat];
    if (o?.kind !== 'human' || o.ready || this.readied.get(id) === room.gameNo) return;
    this.readied.set(id, room.gameNo);
    void conn.request({ type: 'ready', tableId: this.tableId, ready: true });
  }

  private update(): void {
    for (const [id, l] of this.links) this.readyAgain(id, l.conn);
    const link = (conn: HostConnection): DeviceLink => {
      const session = conn.getSnapshot();
      return { conn, session, room: session.rooms[this.tableId], frame: session.games[this.tableId] };
    };
    this.snapshot = {
      players: [...this.links.values()].map((l) => ({ player: l.player, ...link(l.conn) })),
      screen: this.screen ? link(this.screen.conn) : null,
    };
    for (const l of this.listeners) l();
  }
}

function waitFor(conn: HostConnection, ok: (s: SessionState) => boolean, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (ok(conn.getSnapshot())) { resolve(true); return; }
    const timer = setTimeout(() => { off(); resolve(false); }, ms);
    const off = conn.subscribe(() => { if (ok(conn.getSnapshot())) { clearTimeout(timer); off(); resolve(true); } });
  });
}

/** The device's links at one table, opened while the table is on screen. */
export function useSharedDevice(hostPort: string, tableId: string): [SharedDevice, DeviceSnapshot] {
  const [device] = useState(() => new SharedDevice(hostPort, tableId));
  useEffect(() => {
    device.start();
    return () => device.close();
  }, [device]);
  return [device, useSyncExternalStore(device.subscribe, device.getSnapshot)];
}
