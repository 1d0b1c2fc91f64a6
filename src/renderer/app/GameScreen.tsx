/**
 * A game in progress (or finished): loads the game's table from the renderer
 * registry (its own chunk), passes it GameTableProps, and frames it with the
 * log, the rules screen and the game's own panel (its meta's GamePanel).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ENGINE_MESSAGES, formatMsg } from '../../shared/engine/messages.js';
import type { Msg } from '../../shared/engine/types.js';
import type { GameInfo, TableRoom } from '../../shared/protocol.js';
import { gameMeta, loadGameUi } from '../games/registry.js';
import type { GameTableProps, GameUi } from '../games/types.js';
import type { HostConnection } from '../net/connection.js';
import type { GameFrame } from '../net/session.js';
import { Button, SeatName } from '../ui/index.js';
import { LogPanel } from './LogPanel.js';
import { moveSender } from './moveSender.js';
import { RulesScreen } from './RulesScreen.js';

export function GameScreen({ conn, room, game, frame, onLeave }: { conn: HostConnection; room: TableRoom; game: GameInfo | undefined; frame: GameFrame; onLeave: () => void }) {
  // The game's table as loaded, with the game it belongs to: another game's is no table for this one.
  const [loaded, setLoaded] = useState<{ game: string; ui: GameUi } | null>(null);
  const ui = loaded?.game === room.game ? loaded.ui : null;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [showRules, setShowRules] = useState(false);
  const [showLog, setShowLog] = useState(false);
  useEffect(() => {
    let live = true;
    const game = room.game;
    loadGameUi(game).then((u) => { if (live) setLoaded({ game, ui: u }); }, (e: Error) => { if (live) setLoadError(e.message); });
    return () => { live = false; };
  }, [room.game]);

  const tableId = room.id;
  const yourTurn = !frame.result && room.yourSeat != null && frame.toAct.includes(room.yourSeat);
  // A player in another tab or window sees it is their turn in the title.
  useEffect(() => {
    document.title = `${yourTurn ? '● Your turn — ' : ''}${room.gameName} — Magic Table`;
    return () => { document.title = 'Magic Table'; };
  }, [yourTurn, room.gameName]);
  // Every move says which state it was made on: the one on screen (the host refuses it as `stale` if the table moved on).
  const shownMoveNo = useRef(frame.moveNo);
  useLayoutEffect(() => { shownMoveNo.current = frame.moveNo; }, [frame.moveNo]);
  // Read when a move is sent (an event), never during render.
  const send = useCallback<GameTableProps['send']>((move) => moveSender(conn, tableId, () => shownMoveNo.current)(move), [conn, tableId]);

  // Messages (log entries, refusals) are rendered from the game's catalogue; seats stay {seat:N} tokens for SeatText.
  const catalogue = ui?.messages;
  const text = useMemo(() => {
    const lookup = (id: string): string | undefined => catalogue?.[id] ?? (ENGINE_MESSAGES as Record<string, string>)[id];
    // English until the languages work gives each reader their own catalogue and locale.
    return (msg: Msg) => formatMsg(msg, lookup);
  }, [catalogue]);

  const props: GameTableProps = useMemo(() => ({
    view: frame.view, seat: room.yourSeat, toAct: frame.toAct, seats: room.seats, log: frame.log, text, result: frame.result, moveNo: frame.moveNo, send,
  }), [frame, room.yourSeat, room.seats, text, send]);

  const leave = async () => {
    if (!frame.result && room.yourSeat != null && !confirm('Leave this game? Your seat stays yours if you come back with this device.')) return;
    const r = await conn.request({ type: 'leaveTable', tableId });
    if (r.ok) conn.forgetTable(tableId);
    onLeave();
  };
  const Table = ui?.Table;
  const meta = gameMeta(room.game);
  const GamePanel = room.extra !== undefined ? meta?.GamePanel : undefined;
  const rules = game?.rules && meta?.rules ? meta.rules(game.rules, room.extra) : game?.rules;
  return (
    <div className={`game-screen${showLog ? ' with-log' : ''}`}>
      <header className="game-bar">
        <strong className="game-bar-title">{room.gameName}</strong>
        <span className="game-bar-turn" aria-live="polite">
          {frame.result ? 'Game over' : frame.toAct.length === 0 ? '' : room.yourSeat != null && frame.toAct.includes(room.yourSeat)
            ? <b className="your-turn">Your turn</b>
            : <>Waiting for {frame.toAct.map((s, i) => <span key={s}>{i > 0 && ', '}<SeatName seats={room.seats} seat={s} /></span>)}</>}
        </span>
        {room.yourSeat == null && <span className="chip">Watching</span>}
        <span className="row">
          <Button small kind="ghost" className="log-toggle" onClick={() => setShowLog((v) => !v)} aria-pressed={showLog}>Log</Button>
          <Button small kind="ghost" onClick={() => setShowRules(true)}>Rules</Button>
          {frame.result && room.youAreCreator && (
            <Button small kind="primary" onClick={async () => { const r = await conn.request({ type: 'start', tableId }); if (!r.ok) conn.addNotice('error', r.error); }}>Play again</Button>
          )}
          <Button small kind="ghost" onClick={leave}>{frame.result ? 'Back to lobby' : 'Leave'}</Button>
        </span>
      </header>
      <div className="game-main">
        <main className="game-table" data-testid="game-table">
          {loadError && <p className="error-text" role="alert">{loadError}</p>}
          {!loadError && !Table && <p className="muted">Setting up the table…</p>}
          {Table && <Table {...props} />}
          {GamePanel && <GamePanel conn={conn} room={room} extra={room.extra} over={frame.result !== null} />}
        </main>
        <aside className="game-side">
          {ui && <LogPanel log={frame.log} text={text} seats={room.seats} />}
        </aside>
      </div>
      {showRules && <RulesScreen name={room.gameName} sections={rules} onClose={() => setShowRules(false)} />}
    </div>
  );
}
