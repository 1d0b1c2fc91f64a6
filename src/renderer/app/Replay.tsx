/**
 * A finished game's replay, read-only: the game's own table (its `GameUi.Table`, from the registry)
 * drawn from the host's `replay` answer for one move and one view, with first / back / forward / last,
 * a slider, the arrow keys (Home and End too), the log up to that move, and the view picker: the
 * public view, and each player's own view where the game keeps nothing secret after the end. The
 * table's `send` refuses: nothing can be played here.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Seat } from '../../shared/engine/types.js';
import type { GameInfo, HostMessage, SeatOccupant } from '../../shared/protocol.js';
import { ScreenFailed } from './ScreenBoundary.js';
import { loadGameUi } from '../games/registry.js';
import type { GameTableProps, GameUi } from '../games/types.js';
import { useLocalGameInfo, useMessageText } from '../i18n/games.js';
import { useT } from '../i18n/index.js';
import type { HostConnection } from '../net/connection.js';
import { Button } from '../ui/index.js';
import { dateText, playerColour } from './History.js';
import { LogPanel } from './LogPanel.js';
import { ReplayCursor } from './replayCursor.js';
import '../styles/table.css';
import '../i18n/tableWords.js';

type ReplayFrame = Extract<HostMessage, { type: 'replay' }>;
type View = 'public' | Seat;

export function Replay({ conn, tableId, gameNo, games, onHistory }:
  { conn: HostConnection; tableId: string; gameNo: number; games: GameInfo[]; onHistory: () => void }) {
  const t = useT();
  const [frame, setFrame] = useState<ReplayFrame | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  // What the reader asked for last, and the game's length once known: one request at a time.
  const cursor = useRef(new ReplayCursor()).current;
  const inFlight = useRef(false);
  const live = useRef(true);
  useEffect(() => { live.current = true; return () => { live.current = false; }; }, []);

  const pump = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    for (;;) {
      const asked = cursor.wish;
      const r = await conn.request({ type: 'replay', tableId, gameNo, moveNo: asked.moveNo, view: asked.view });
      if (!live.current) return;
      const got = r.ok ? r.frame as ReplayFrame : null;
      if (got) { setFrame(got); setError(null); } else if (!r.ok) setError(r.error);
      if (!cursor.answered(asked, got ? got.game.moves : null)) break;
    }
    inFlight.current = false;
  }, [conn, tableId, gameNo, cursor]);
  useEffect(() => { void pump(); }, [pump]);

  const total = frame?.game.moves ?? 0;
  const go = useCallback((moveNo: number, view?: View) => {
    if (cursor.go(moveNo, view)) void pump();
  }, [pump, cursor]);
  // The move on screen, or the one asked for while its answer is on its way.
  const at = () => cursor.wish.moveNo;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable)) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const now = cursor.wish.moveNo;
      // End before the length is known asks for the furthest move; the first answer holds it to the last.
      const to = e.key === 'ArrowRight' ? now + 1 : e.key === 'ArrowLeft' ? now - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? cursor.length ?? Number.MAX_SAFE_INTEGER : null;
      if (to === null) return;
      e.preventDefault();
      go(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, cursor]);

  const gameId = frame?.game.game ?? null;
  const [ui, setUi] = useState<{ game: string; ui: GameUi } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (!gameId) return;
    let on = true;
    loadGameUi(gameId).then((u) => { if (on) setUi({ game: gameId, ui: u }); }, (e: Error) => { if (on) setLoadError(e.message); });
    return () => { on = false; };
  }, [gameId]);
  const gameUi = ui && ui.game === gameId ? ui.ui : null;
  const text = useMessageText(gameId, gameUi?.messages);
  const info = useLocalGameInfo(games.find((g) => g.id === gameId));
  const name = info?.name ?? frame?.game.gameName ?? '';

  const seats: SeatOccupant[] = useMemo(() => (frame?.game.players ?? []).map((p, seat): SeatOccupant => (p.bot
    ? { kind: 'bot', name: p.name, colour: playerColour(p, seat), level: p.bot }
    : { kind: 'human', name: p.name, colour: playerColour(p, seat), connected: true, ready: false })), [frame?.game.players]);

  const readOnly = t('replay.readOnly');
  const send = useCallback<GameTableProps['send']>(async () => {
    setNotice(readOnly);
    return { ok: false, error: readOnly };
  }, [readOnly]);
  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(id);
  }, [notice]);

  const props: GameTableProps | null = useMemo(() => (frame ? {
    view: frame.state, seat: frame.view === 'public' ? null : frame.view, toAct: frame.toAct, seats, log: frame.log, text,
    result: frame.result, moveNo: frame.moveNo, send,
  } : null), [frame, seats, text, send]);

  const Table = gameUi?.Table;
  const shownMove = frame?.moveNo ?? 0;
  return (
    <div className={`game-screen replay-screen${showLog ? ' with-log' : ''}`} data-testid="replay">
      <header className="game-bar">
        <strong className="game-bar-title">{frame ? t('replay.title', { game: name }) : t('replay.loading')}</strong>
        {frame && <span className="game-bar-turn replay-when">{t('replay.finishedAt', { date: dateText(t, frame.game.finishedAt) })}</span>}
        <span className="chip">{t('replay.chip')}</span>
        <span className="row">
          <Button small kind="ghost" className="log-toggle" onClick={() => setShowLog((v) => !v)} aria-pressed={showLog}>{t('game.log')}</Button>
          <Button small kind="ghost" onClick={onHistory}>{t('replay.toHistory')}</Button>
        </span>
      </header>
      {error && <p className="error-text replay-error" role="alert">{error}</p>}
      {notice && <p className="replay-notice" role="status">{notice}</p>}
      {frame && (
        <div className="replay-views">
          {frame.game.seatViews ? (
            <label className="replay-view-pick">
              <span>{t('replay.viewLabel')}</span>
              <select value={String(frame.view)} data-testid="replay-view"
                onChange={(e) => go(cursor.wish.moveNo, e.target.value === 'public' ? 'public' : Number(e.target.value))}>
                <option value="public">{t('replay.public')}</option>
                {frame.game.players.map((p, seat) => <option key={seat} value={seat}>{t('replay.seatView', { name: p.name })}</option>)}
              </select>
            </label>
          ) : <span className="muted small" data-testid="replay-public-only">{t('replay.publicOnly', { game: name })}</span>}
          <span className="muted small replay-keys">{t('replay.keys')}</span>
        </div>
      )}
      <div className="game-main">
        <main className="game-table replay-table" data-testid="game-table" data-view-seat={frame?.view ?? 'public'} data-move-no={shownMove}
          aria-busy={!Table || !props}>
          {loadError && <ScreenFailed detail={loadError} />}
          {!loadError && (!Table || !props) && <p className="muted">{t('replay.loading')}</p>}
          {Table && props && <Table {...props} />}
        </main>
        <aside className="game-side">
          {gameUi && frame && <LogPanel log={frame.log} text={text} seats={seats} />}
        </aside>
      </div>
      {frame && (
        <nav className="replay-controls" aria-label={t('replay.controls')}>
          <input type="range" className="replay-slider" min={0} max={total} value={shownMove} aria-label={t('replay.slider')}
            onChange={(e) => go(Number(e.target.value))} />
          <div className="replay-buttons">
            <Button onClick={() => go(0)} disabled={shownMove === 0} aria-label={t('replay.first')} title={t('replay.first')}><StepIcon to="first" /></Button>
            <Button onClick={() => go(at() - 1)} disabled={shownMove === 0} aria-label={t('replay.back')} title={t('replay.back')}><StepIcon to="back" /></Button>
            <span className="replay-counter" aria-live="polite" data-testid="replay-counter">{t('replay.move', { n: shownMove, total })}</span>
            <Button onClick={() => go(at() + 1)} disabled={shownMove === total} aria-label={t('replay.forward')} title={t('replay.forward')}><StepIcon to="forward" /></Button>
            <Button onClick={() => go(total)} disabled={shownMove === total} aria-label={t('replay.last')} title={t('replay.last')}><StepIcon to="last" /></Button>
          </div>
        </nav>
      )}
    </div>
  );
}

/** The step buttons' pictures (drawn: no font needed): a triangle, with a bar at the first and last move. */
function StepIcon({ to }: { to: 'first' | 'back' | 'forward' | 'last' }) {
  const flip = to === 'first' || to === 'back';
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d={to === 'first' || to === 'last' ? 'M4 3 L13 10 L4 17 Z' : 'M6 3 L16 10 L6 17 Z'} fill="currentColor" />
      {(to === 'first' || to === 'last') && <rect x="14" y="3" width="3" height="14" fill="currentColor" />}
    </svg>
  );
}
