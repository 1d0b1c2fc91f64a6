/**
 * A host's lobby: its tables (live from `lobby` frames) with Join / Watch,
 * and "New table" for each game the host offers (`welcome.games`).
 */
import { useState } from 'react';
import type { GameInfo, TableSummary } from '../../shared/protocol.js';
import type { HostConnection } from '../net/connection.js';
import type { SessionState } from '../net/session.js';
import { loadLeftSeats, setLeftSeat } from '../net/storage.js';
import { Button, Panel } from '../ui/index.js';
import { GameEmblem } from './GameEmblem.js';

const STATUS: Record<TableSummary['status'], string> = { lobby: 'Waiting for players', playing: 'Playing', finished: 'Finished' };

export function Lobby({ conn, session, onOpen }: { conn: HostConnection; session: SessionState; onOpen: (tableId: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const games = session.welcome?.games ?? [];
  // Games this device left while they ran: the seat waits for its owner.
  const [left] = useState(() => new Set(loadLeftSeats(conn.hostPort)));

  const act = async (key: string, fn: () => Promise<{ ok: boolean; error?: string; frame?: unknown }>, openId?: string) => {
    setBusy(key);
    setError(null);
    const r = await fn();
    setBusy(null);
    if (!r.ok) { setError(r.error ?? 'The host refused.'); return; }
    const frame = r.frame as { type?: string; room?: { id: string } } | undefined;
    const id = frame?.type === 'room' && frame.room ? frame.room.id : openId;
    if (id) onOpen(id);
  };

  const create = (g: GameInfo) => act(`create-${g.id}`, () => conn.request({ type: 'createTable', game: g.id }));
  const join = (t: TableSummary, as: 'player' | 'spectator') =>
    act(`${as}-${t.id}`, () => conn.request({ type: 'joinTable', tableId: t.id, as }), t.id);

  const tables = [...session.lobby].sort((a, b) => (a.status === 'lobby' ? 0 : 1) - (b.status === 'lobby' ? 0 : 1) || b.createdAt - a.createdAt);
  return (
    <div className="lobby">
      {error && <p className="error-text" role="alert">{error}</p>}
      <Panel title={`Tables at ${session.welcome?.hostName ?? 'this host'}`} className="lobby-tables">
        {tables.length === 0 && <p className="muted">No table yet. Start one under “New table” — everyone connected here will see it.</p>}
        <ul className="table-list">
          {tables.map((t) => {
            const room = session.rooms[t.id];
            const mine = !!room;
            const seated = room?.yourSeat != null;
            const frame = session.games[t.id];
            const waits = !mine && t.status === 'playing' && left.has(t.id);
            const yourTurn = seated && t.status === 'playing' && !!frame && !frame.result && frame.toAct.includes(room.yourSeat!);
            return (
              <li key={t.id} className="table-item" data-testid={`table-${t.id}`}>
                <GameEmblem game={t.game} />
                <div className="table-item-text">
                  <strong>{t.gameName}
                    {(seated || waits) && <span className="chip chip-mine">Your game</span>}
                    {yourTurn && <span className="chip chip-turn">your turn</span>}</strong>
                  <span className="muted small">{STATUS[t.status]} · {t.seatsFree ? `${t.seatsFree} of ${t.seats} seats free` : `${t.seats} seats, all taken`}</span>
                  {t.players.length > 0 && <span className="small">{t.players.join(', ')}</span>}
                  {waits && <span className="small">You left this game; your seat waits for you.</span>}
                </div>
                <div className="row">
                  {mine ? <Button kind="primary" onClick={() => onOpen(t.id)}>Open</Button> : (
                    <>
                      {waits && (
                        <Button kind="primary" disabled={!!busy} onClick={() => {
                          setLeftSeat(conn.hostPort, t.id, false);
                          return join(t, 'player');
                        }}>Back to my seat</Button>
                      )}
                      {t.status === 'lobby' && t.seatsFree > 0 && (
                        <Button kind="primary" disabled={!!busy} onClick={() => join(t, 'player')}>Join</Button>
                      )}
                      <Button disabled={!!busy} onClick={() => join(t, 'spectator')}>Watch</Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Panel>
      <Panel title="New table" className="lobby-new">
        {games.length === 0 && <p className="muted">This host offers no game yet.</p>}
        <div className="game-cards">
          {games.map((g) => (
            <div key={g.id} className="game-card" data-testid={`game-${g.id}`}>
              <GameEmblem game={g.id} large />
              <h3>{g.name}</h3>
              <p className="small">{g.summary}</p>
              <p className="muted small">{g.minPlayers}–{g.maxPlayers} players</p>
              <Button kind="primary" disabled={!!busy} onClick={() => create(g)} aria-label={`Create a ${g.name} table`}>
                {busy === `create-${g.id}` ? 'Creating…' : 'Create table'}
              </Button>
            </div>
          ))}
        </div>
      </Panel>
    </div>
  );
}
