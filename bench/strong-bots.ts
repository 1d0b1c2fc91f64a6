/**
 * The bench's strong-bot case: tables where four `strong` bots think (on the host's bot pool) while the
 * people's round-trip is measured elsewhere on the same host. Each table has one scripted person at seat 0
 * (answering at once with a `basic` move) and strong bots in seats 1–4; rematches keep them busy.
 */
import WebSocket from 'ws';
import type { AnyGame } from '../src/shared/engine/types.js';
import type { HostMessage } from '../src/shared/protocol.js';
import { PROTOCOL_VERSION } from '../src/shared/protocol-constants.js';

type Frame = HostMessage;

export interface StrongBotTables {
  /** Bot decisions made (state frames where a bot's seat moved) while running. */
  botMoves(): number;
  games(): number;
  stop(): void;
}

/** Opens `tables` tables of `def` (5 seats: one person, four strong bots) and keeps them playing. */
export async function startStrongBotTables(def: AnyGame, port: number, tables: number): Promise<StrongBotTables> {
  let botMoves = 0, games = 0, running = true;
  const sockets: WebSocket[] = [];
  for (let n = 0; n < tables; n++) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    sockets.push(ws);
    await new Promise<void>((res, rej) => { ws.once('open', () => res()); ws.once('error', rej); });
    let ref = 0;
    const waiting = new Map<string, (f: Frame) => void>();
    const request = (msg: Record<string, unknown>) => new Promise<Frame>((resolve) => {
      const r = `s${++ref}`;
      waiting.set(r, resolve);
      ws.send(JSON.stringify({ ...msg, ref: r }));
    });
    let tableId = '';
    let lastMoveNo = -1;
    const me = def.createBot('basic', 0, `bench-strong/${n}`);
    ws.on('message', (d) => {
      const f = JSON.parse(String(d)) as Frame;
      const r = 'ref' in f ? f.ref : undefined;
      if (r && waiting.has(r)) { waiting.get(r)!(f); waiting.delete(r); }
      if (f.type !== 'state' || f.tableId !== tableId) return;
      if (f.moveNo > lastMoveNo) { if (lastMoveNo >= 0) botMoves++; lastMoveNo = f.moveNo; }
      if (f.result) {
        if (running) { games++; lastMoveNo = -1; void request({ type: 'rematch', tableId }).then(() => request({ type: 'start', tableId })); }
        return;
      }
      if (running && f.toAct.includes(0)) void request({ type: 'move', tableId, moveNo: f.moveNo, move: me.act(f.view) });
    });
    await request({ type: 'hello', protocol: PROTOCOL_VERSION, name: `Strong${n}`, colour: '#3cb44b' });
    const created = await request({ type: 'createTable', game: def.id });
    if (created.type !== 'room') throw new Error(`createTable: ${JSON.stringify(created).slice(0, 200)}`);
    tableId = created.room.id;
    await request({ type: 'setSeats', tableId, seats: 5 });
    for (let seat = 1; seat < 5; seat++) {
      const added = await request({ type: 'addBot', tableId, seat, level: 'strong' });
      if (added.type === 'error') throw new Error(`addBot: ${JSON.stringify(added)}`);
    }
    await request({ type: 'start', tableId });
  }
  return {
    botMoves: () => botMoves,
    games: () => games,
    stop: () => { running = false; for (const ws of sockets) ws.terminate(); },
  };
}
