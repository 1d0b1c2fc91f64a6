/**
 * A host's lobby: its tables (live from `lobby` frames) with Join / Watch,
 * and "New table" for each game the host offers (`welcome.games`).
 */
import { useState } from 'react';
import type { GameInfo, TableSummary } from '../../shared/protocol.js';
import { localSummary } from '../i18n/games.js';
import type { HostConnection } from '../net/connection.js';
import type { SessionState } from '../net/session.js';
import { loadLeftSeats, setLeftSeat } from '../net/storage.js';
import { Button } from '../ui/Button.js';
import { Panel } from '../ui/Panel.js';
import { GameEmblem } from './GameEmblem.js';
import { useT } from '../i18n/index.js';

export function Lobby({ conn, session, onOpen, onHistory, onHow }: { conn: HostConnection; session: SessionState; onOpen: (tableId: string) => void; onHistory?: () => void; onHow?: (game: string) => void }) {
  const t = useT();
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
    if (!r.ok) { setError(r.error ?? t('lobby.refused')); return; }
    const frame = r.frame as { type?: string; room?: { id: string } } | undefined;
    const id = frame?.type === 'room' && frame.room ? frame.room.id : openId;
    if (id) onOpen(id);
  };

  const create = (g: GameInfo) => act(`create-${g.id}`, () => conn.request({ type: 'createTable', game: g.id }));
  const join = (table: TableSummary, as: 'player' | 'spectator') =>
    act(`${as}-${table.id}`, () => conn.request({ type: 'joinTable', tableId: table.id, as }), table.id);

  const tables = [...session.lobby].sort((a, b) => (a.status === 'lobby' ? 0 : 1) - (b.status === 'lobby' ? 0 : 1) || b.createdAt - a.createdAt);
  return (
    <div className="lobby">
      {error && <p className="error-text" role="alert">{error}</p>}
      <Panel title={t('lobby.tablesAt', { host: session.welcome?.hostName ?? t('lobby.thisHost') })} className="lobby-tables"
        actions={onHistory && <Button small kind="ghost" className="history-open" onClick={onHistory} aria-label={t('history.openLabel')}>{t('history.open')}</Button>}>
        {tables.length === 0 && <p className="muted">{t('lobby.noTable')}</p>}
        <ul className="table-list">
          {tables.map((table) => {
            const room = session.rooms[table.id];
            const mine = !!room;
            const seated = room?.yourSeat != null;
            const frame = session.games[table.id];
            const waits = !mine && table.status === 'playing' && left.has(table.id);
            const yourTurn = seated && table.status === 'playing' && !!frame && !frame.result && frame.toAct.includes(room.yourSeat!);
            return (
              <li key={table.id} className="table-item" data-testid={`table-${table.id}`}>
                <GameEmblem game={table.game} />
                <div className="table-item-text">
                  <strong>{table.gameName}
                    {(seated || waits) && <span className="chip chip-mine">{t('lobby.yourGame')}</span>}
                    {yourTurn && <span className="chip chip-turn">{t('lobby.yourTurn')}</span>}</strong>
                  <span className="muted small">{t('lobby.status', { status: table.status })} · {t('lobby.seats', { free: table.seatsFree, seats: table.seats })}</span>
                  {table.players.length > 0 && <span className="small">{table.players.join(', ')}</span>}
                  {waits && <span className="small">{t('lobby.youLeft')}</span>}
                </div>
                <div className="row">
                  {mine ? <Button kind="primary" onClick={() => onOpen(table.id)}>{t('lobby.open')}</Button> : (
                    <>
                      {waits && (
                        <Button kind="primary" disabled={!!busy} onClick={() => {
                          setLeftSeat(conn.hostPort, table.id, false);
                          return join(table, 'player');
                        }}>{t('lobby.backToSeat')}</Button>
                      )}
                      {table.status === 'lobby' && table.seatsFree > 0 && (
                        <Button kind="primary" disabled={!!busy} onClick={() => join(table, 'player')}>{t('lobby.join')}</Button>
                      )}
                      <Button disabled={!!busy} onClick={() => join(table, 'spectator')}>{t('lobby.watch')}</Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Panel>
      <Panel title={t('lobby.newTable')} className="lobby-new">
        {games.length === 0 && <p className="muted">{t('lobby.noGame')}</p>}
        <div className="game-cards">
          {games.map((g) => (
            <div key={g.id} className="game-card" data-testid={`game-${g.id}`}>
              <GameEmblem game={g.id} large />
              <h3>{g.name}</h3>
              <GameSummary game={g} />
              <p className="muted small">{t('lobby.players', { min: g.minPlayers, max: g.maxPlayers })}</p>
              <Button kind="primary" disabled={!!busy} onClick={() => create(g)} aria-label={t('lobby.createLabel', { game: g.name })}>
                {busy === `create-${g.id}` ? t('lobby.creating') : t('lobby.create')}
              </Button>
              {onHow && (
                <Button kind="ghost" className="how-open" onClick={() => onHow(g.id)} aria-label={t('lobby.howToPlayLabel', { game: g.name })}>
                  {t('game.howToPlay')}
                </Button>
              )}
            </div>
          ))}
        </div>
      </Panel>
    </div>
  );
}

/** A game's one-line summary in the reader's language (from its info: no game's catalogue to load). */
function GameSummary({ game }: { game: GameInfo }) {
  return <p className="small">{localSummary(game, useT().locale)}</p>;
}
