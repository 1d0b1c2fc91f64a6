/**
 * A game in progress (or finished): loads the game's table from the renderer
 * registry (its own chunk), passes it GameTableProps, and frames it with the
 * log, the rules screen and the game's own panel (its meta's GamePanel).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GameInfo, TableRoom } from '../../shared/protocol.js';
import { gameMeta, loadGameUi } from '../games/registry.js';
import type { Msg } from '../../shared/engine/types.js';
import { useGameCatalogue, useLocalGameInfo, useMessageText } from '../i18n/games.js';
import { addReaderCatalogue } from '../i18n/reader.js';
import type { GameTableProps, GameUi } from '../games/types.js';
import { seatNames, type HostConnection } from '../net/connection.js';
import type { GameFrame } from '../net/session.js';
import { awayKey, setLeftSeat } from '../net/storage.js';
import { Button, SeatName, announce, playSound, plainSeatText, seatName } from '../ui/index.js';
import { getBridge } from '../net/bridge.js';
import { AwayPanel } from './AwayPanel.js';
import { PaceSelect } from './PaceSelect.js';
import { GameBarMenu } from './GameBarMenu.js';
import { JustHappened } from './JustHappened.js';
import { WinnerHeadline } from './WinnerHeadline.js';
import { showPromptIfAway, useTurnCue } from './turnCue.js';
import { HowToPlay } from './HowToPlay.js';
import { LogDrawer, LogPanel } from './LogPanel.js';
import { useNarrow } from './useNarrow.js';
import { useT } from '../i18n/index.js';
import { moveSender } from './moveSender.js';
import { RulesScreen } from './RulesScreen.js';
import { ScreenFailed } from './ScreenBoundary.js';
import { ClaimSeat, HandOff, RequestList, StandInOffers } from './TablePeople.js';
import { currentNotes } from './tableNotes.js';
import { clockText, elapsed, tableRules, useNow } from './tableTime.js';
import '../i18n/tableWords.js';

export interface GameScreenProps {
  conn: HostConnection;
  room: TableRoom;
  game: GameInfo | undefined;
  frame: GameFrame;
  onLeave: () => void;
  /** Leave the score screen for the room (after "Play again"). */
  onBackToRoom: () => void;
  /** When the room arrived (away times count on from it). */
  roomAt?: number;
  /** The last table note of earlier games (session.notesBefore). */
  notesBefore?: number;
  /** The move count each log entry came with (session.logAt). */
  logAt?: Record<number, number>;
  /**
   * On a device shared by several players (pass-and-play, PassAndPlay.tsx): whose screen this is (`label`), and
   * `onPass` ("I'm done, pass on") while a player's own view is shown. "Leave" then only goes back to the lobby
   * (the device's seats wait), and the seat is not moved to another device from here.
   */
  shared?: { label: ReactNode; onPass?: () => void };
}

export function GameScreen({ conn, room, game: englishGame, frame, onLeave, onBackToRoom, roomAt = 0, notesBefore = -1, logAt, shared }: GameScreenProps) {
  // The game's table as loaded, with the game it belongs to: another game's is no table for this one.
  const t = useT();
  const game = useLocalGameInfo(englishGame);
  const reader = useGameCatalogue(room.game);
  const [loaded, setLoaded] = useState<{ game: string; ui: GameUi } | null>(null);
  const ui = loaded?.game === room.game ? loaded.ui : null;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [showRules, setShowRules] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [showHow, setShowHow] = useState(false);
  const narrow = useNarrow();
  const logButton = useRef<HTMLButtonElement>(null);
  const [showHandOff, setShowHandOff] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const anyAway = room.seats.some((o) => o.kind === 'human' && o.awayMs !== undefined);
  const now = useNow(!frame.result && (!!frame.clocks?.length || anyAway));
  /** A seat's clock (`shown`: false in the bar's copy for screen readers on a phone, which carries no test id). */
  const clockOf = (seat: number, shown = true) => {
    const c = frame.result ? undefined : frame.clocks?.find((x) => x.seat === seat);
    if (!c) return null;
    const left = elapsed(c.msLeft, frame.receivedAt, now, false);
    const yours = seat === room.yourSeat;
    return (
      <span className={`clock${left < 10_000 ? ' clock-low' : ''}${yours ? ' clock-yours' : ''}`} data-testid={shown ? `clock-${seat}` : undefined}
        aria-label={t('game.timeLeft', { whose: yours ? 'yours' : 'theirs', time: clockText(left) })}>{clockText(left)}</span>
    );
  };
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
    document.title = t('game.title', { turn: yourTurn ? 'yes' : 'no', game: room.gameName });
    return () => { document.title = 'Magic Table'; };
  }, [yourTurn, room.gameName, t]);
  // Your turn is unmistakable: a chime once per turn start (after a long wait a glow and a buzz too; in a background tab
  // when the person comes back: turnCue.ts), the taskbar entry flashing in the desktop app while the window is in the
  // background (bridge.requestAttention); the game bar's highlight is CSS (.your-turn-now).
  const turnGlow = useTurnCue(yourTurn);
  const wasYourTurn = useRef(yourTurn);
  useEffect(() => {
    if (yourTurn && !wasYourTurn.current && typeof document !== 'undefined' && (document.hidden || !document.hasFocus())) {
      void getBridge()?.requestAttention?.().catch(() => {});
    }
    // The page was scrolled away while the others played: the prompt comes into view (once drawn).
    let frame = 0;
    if (yourTurn && !wasYourTurn.current && typeof requestAnimationFrame !== 'undefined') frame = requestAnimationFrame(showPromptIfAway);
    wasYourTurn.current = yourTurn;
    return () => { if (frame) cancelAnimationFrame(frame); };
  }, [yourTurn]);
  // The game's end: a short fanfare when the result arrives (not when a finished game's screen opens).
  // The score screen opens at its top, on a phone too (the page was left scrolled to the last decision's controls).
  const hadResult = useRef(!!frame.result);
  const over = !!frame.result;
  useEffect(() => {
    if (frame.result && !hadResult.current) playSound('gameEnd');
    hadResult.current = !!frame.result;
  }, [frame.result]);
  useEffect(() => {
    if (over && typeof window !== 'undefined') window.scrollTo({ top: 0 });
  }, [over]);
  // Screen readers hear turn changes ("Your turn", "Waiting for Ann") and each new log entry, as rendered text.
  const turnWords = frame.result ? t('game.over') : frame.toAct.length === 0 ? '' : yourTurn ? t('game.yourTurn')
    : t('game.waitingFor', { names: frame.toAct.map((s) => seatName(room.seats, s)).join(', ') });
  // Every move says which state it was made on: the one on screen (the host refuses it as `stale` if the table moved on).
  const shownMoveNo = useRef(frame.moveNo);
  useLayoutEffect(() => { shownMoveNo.current = frame.moveNo; }, [frame.moveNo]);
  // Messages (log entries, refusals) are rendered from the game's catalogue in the reader's language; seats stay {seat:N} tokens for SeatText.
  const text = useMessageText(room.game, ui?.messages);
  // A refused move reads in the reader's language, seats as names (plain text under the table's buttons).
  const sayRefusal = useRef<(m: Msg) => string | undefined>(() => undefined);
  useLayoutEffect(() => {
    const names = seatNames(room);
    sayRefusal.current = (m) => {
      const s = text(m);
      return s === m.id ? undefined : s.replace(/\{seat:(\d+)\}/g, (_, n: string) => names(Number(n)));
    };
  }, [text, room]);
  // The game's catalogue serves the connection's own refusal texts too (i18n/reader.ts).
  const catalogue = useGameCatalogue(room.game);
  useEffect(() => { addReaderCatalogue(catalogue.locale, catalogue.lookup); }, [catalogue]);
  // Read when a move is sent (an event), never during render.
  const send = useCallback<GameTableProps['send']>((move) => moveSender(conn, tableId, () => shownMoveNo.current, (m) => sayRefusal.current(m))(move), [conn, tableId]);

  // Away times count on from the room's arrival, a minute at a time (the table redraws once a minute, not every second).
  const awayMinutes = anyAway ? Math.floor(Math.max(0, now - roomAt) / 60_000) : 0;
  const seats = useMemo(() => (awayMinutes === 0 ? room.seats : room.seats.map((o) =>
    (o.kind === 'human' && o.awayMs !== undefined ? { ...o, awayMs: o.awayMs + awayMinutes * 60_000 } : o))), [room.seats, awayMinutes]);
  const hints = room.hints === true;
  const props: GameTableProps = useMemo(() => ({
    view: frame.view, seat: room.yourSeat, toAct: frame.toAct, seats, log: frame.log, text, result: frame.result, moveNo: frame.moveNo, send, hints, pace: room.pace,
  }), [frame, room.yourSeat, seats, text, send, hints, room.pace]);
  // Each new log entry is read once (not the log already there when the screen opened), then the turn if it changed.
  const said = useRef<{ log: number; turn: string } | null>(null);
  useEffect(() => {
    if (!ui) return;
    const last = frame.log.at(-1)?.n ?? -1;
    const before = said.current;
    said.current = { log: last, turn: turnWords };
    if (!before) { if (turnWords) announce(turnWords); return; }
    const fresh = frame.log.filter((e) => e.n > before.log).slice(-4).map((e) => plainSeatText(text(e.msg), room.seats));
    const words = [...fresh, turnWords !== before.turn ? turnWords : ''].filter(Boolean).join(' ');
    if (words) announce(words);
  }, [frame.log, turnWords, text, room.seats, ui]);
  // Bots the game waits for are "thinking…" (a small cue, still under reduced motion); people are waited for.
  const waitedBots = frame.toAct.filter((s) => room.seats[s]?.kind === 'bot' && s !== room.yourSeat);
  const waitedPeople = frame.toAct.filter((s) => room.seats[s]?.kind !== 'bot' && s !== room.yourSeat);
  const names = (list: number[], shown = true) => <>{list.map((s, i) => <span key={s}>{i > 0 && ', '}<SeatName seats={room.seats} seat={s} />{clockOf(s, shown)}</span>)}</>;
  const dots = waitedBots.length > 0 && <span className="thinking-dots" aria-hidden="true"><i /><i /><i /></span>;
  const thinking = waitedBots.length > 0 && ((shown: boolean) =>
    <span className="bot-thinking" data-testid={shown ? 'bot-thinking' : undefined}>
      {t.rich('game.botThinking', { n: waitedBots.length, names: <>{waitedBots.map((s, i) => <span key={s}>{i > 0 && ', '}<SeatName seats={room.seats} seat={s} /></span>)}</> })}
      {dots}
    </span>
  );

  const leave = async () => {
    if (shared) return onLeave();
    if (!frame.result && room.yourSeat != null && !confirm(t('game.leaveConfirm'))) return;
    const r = await conn.request({ type: 'leaveTable', tableId });
    if (r.ok) conn.forgetTable(tableId);
    // The seat waits: the lobby offers it back to this device.
    if (r.ok && !frame.result && room.yourSeat != null) setLeftSeat(conn.hostPort, tableId, true);
    onLeave();
  };
  const Table = ui?.Table;
  const meta = gameMeta(room.game);
  const GamePanel = room.extra !== undefined ? meta?.GamePanel : undefined;
  const gameRules = game?.rules && meta?.rules ? meta.rules(game.rules, room.extra, englishGame?.rules ?? game.rules, reader) : game?.rules;
  const rules = [...gameRules ?? [], tableRules(t, room.turnTimer)];
  const notes = currentNotes(room.notes, notesBefore, room.gameNo);
  // "Play again" took the table back to the room: this score screen stays until its reader leaves it.
  const rematched = !!frame.result && room.status === 'lobby';
  const logToggle = (
    <Button small kind="ghost" className="log-toggle" ref={logButton} onClick={() => setShowLog((v) => !v)} aria-pressed={showLog} aria-controls={showLog && narrow ? 'log-drawer' : undefined}>{t('game.log')}</Button>
  );
  const playAgain = frame.result && room.youAreCreator && room.status === 'finished' && (
    <Button small kind="primary" onClick={async () => {
      const r = await conn.request({ type: 'rematch', tableId });
      if (r.ok) onBackToRoom(); else conn.addNotice('error', r.error);
    }}>{t('pass.playAgain')}</Button>
  );
  const rest = (
    <>
      <Button small kind="ghost" className="how-toggle" onClick={() => setShowHow((v) => !v)} aria-pressed={showHow}>{t('game.howToPlay')}</Button>
      <Button small kind="ghost" onClick={() => setShowRules(true)}>{t('game.rules')}</Button>
      {!narrow && playAgain}
      {!frame.result && room.yourSeat != null && !shared && (
        <Button small kind="ghost" onClick={() => setShowHandOff(true)}>{t('game.moveDevice')}</Button>
      )}
      {!frame.result && (room.youAreCreator
        ? <PaceSelect conn={conn} tableId={tableId} pace={room.pace} editable compact onError={setError} />
        // Everyone else sees a pace the creator set other than the usual one where the creator changes it, read-only,
        // with the select's help (what the pace does, and that the creator changes it).
        : room.pace && room.pace !== 'steady' && <span className="chip pace-chip" data-testid="game-pace" title={t('room.paceHelp')}>{t('room.paceIs', { pace: room.pace })}</span>)}
      <Button small kind="ghost" onClick={leave}>{frame.result ? t('game.backToLobby') : t('game.leave')}</Button>
    </>
  );
  /** Whose turn, in a whole sentence (`shown`: false for the phone bar's copy for screen readers: no pill, no test ids). */
  const fullTurn = (shown = true) => frame.result ? t('game.over') : frame.toAct.length === 0 ? '' : yourTurn
    ? <><b className={shown ? 'your-turn' : undefined}>{t('game.yourTurn')}</b>{clockOf(room.yourSeat!, shown)}{waitedPeople.length > 0 && <> · {t.rich('game.also', { names: names(waitedPeople, shown) })}</>}{thinking && <> · {thinking(shown)}</>}</>
    : <>{waitedPeople.length > 0 && t.rich('game.waitingFor', { names: names(waitedPeople, shown) })}{waitedPeople.length > 0 && thinking && ' · '}{thinking && thinking(shown)}</>;
  // On a phone the turn stays one line beside the Log and the menu (several names, or "Your turn · Robin (bot), Quill
  // (bot), Pip (bot) are thinking…", grew the bar from 39 to 136 px at each turn and pushed the table down): your turn
  // alone, or how many the table waits for (a bot by its name), the dots when a bot thinks; the whole sentence stays for
  // screen readers.
  const waited = waitedPeople.length + waitedBots.length;
  const shortTurn = narrow && !frame.result && (yourTurn ? waited > 0 : waited > 1 || waitedBots.length > 0) && (yourTurn
    ? <><b className="your-turn">{t('game.yourTurn')}</b>{clockOf(room.yourSeat!)}{dots && <> {dots}</>}</>
    : <span className="bot-thinking">{waited > 1 ? t('game.waitingForCount', { n: waited }) : <SeatName seats={room.seats} seat={waitedBots[0]} />}{dots}</span>);
  // On a phone the bar is one row: whose turn, the Log, "Play again" at the end, and a menu with the rest.
  const tools = narrow
    ? <span className="row game-bar-tools">{logToggle}{playAgain}<GameBarMenu title={room.gameName}>{rest}</GameBarMenu></span>
    : <span className="row">{logToggle}{rest}</span>;
  return (
    <div className={`game-screen${showLog ? ' with-log' : ''}${showHow ? ' with-how' : ''}${yourTurn ? ' your-turn-now' : ''}${turnGlow ? ' turn-arrived' : ''}`}>
      <header className="game-bar">
        {/* On a phone the game's name gives way to whose turn it is (it heads the bar's menu there); with no turn to say it stays. */}
        <strong className={`game-bar-title${!frame.result && frame.toAct.length === 0 ? ' game-bar-title-shown' : ''}`}>{room.gameName}</strong>
        <span className="game-bar-turn">{shortTurn ? <><span className="sr-only">{fullTurn(false)}</span><span aria-hidden="true">{shortTurn}</span></> : fullTurn()}</span>
        {shared ? <span className="chip shared-label">{shared.label}</span> : room.yourSeat == null && <span className="chip">{t('game.watching')}</span>}
        {tools}
      </header>
      {ui && !frame.result && <JustHappened log={frame.log} text={text} seats={room.seats} tell={ui.said} />}
      <div className="table-people">
        {error && <p className="error-text" role="alert">{error}</p>}
        {rematched && (
          <p className="score-back" role="status">
            {t('game.backInRoom')}
            <Button small kind="primary" onClick={onBackToRoom}>{t('game.backToRoom')}</Button>
          </p>
        )}
        {ui && room.yourSeat != null && (
          <AwayPanel storageKey={awayKey(conn.hostPort, tableId, room.gameNo, room.yourSeat)} madeForYou={frame.madeForYou} log={frame.log} text={text} seats={room.seats} />
        )}
        {!frame.result && <RequestList conn={conn} room={room} onError={setError} />}
        {!frame.result && <StandInOffers conn={conn} room={room} toAct={frame.toAct} since={roomAt} now={now} onError={setError} />}
        {!frame.result && !shared && <ClaimSeat conn={conn} room={room} since={roomAt} now={now} onError={setError} />}
        {shared?.onPass && (
          <div className="pass-on">
            <Button kind="primary" className="pass-on-button" onClick={shared.onPass} data-testid="pass-on">{t('pass.done')}</Button>
            <span className="muted small">{t('pass.coversUp')}</span>
          </div>
        )}
      </div>
      <div className="game-main">
        <main className="game-table" data-testid="game-table" data-view-seat={room.yourSeat ?? 'public'} data-move-no={frame.moveNo} data-over={frame.result ? 'yes' : 'no'}
          data-ready={Table ? 'yes' : 'no'}>
          {loadError && <ScreenFailed detail={loadError} />}
          {!loadError && !Table && <p className="muted">{t('game.settingUp')}</p>}
          {Table && frame.result && !meta?.showsWinner && <WinnerHeadline result={frame.result} seats={room.seats} you={room.yourSeat} />}
          {Table && <Table {...props} />}
          {GamePanel && <GamePanel conn={conn} room={room} extra={room.extra} over={frame.result !== null} />}
        </main>
        {/* On a laptop How to play takes the log's column (the log is back when it closes): the table keeps the most room. */}
        {!narrow && !showHow && (
          <aside className="game-side">
            {ui && <LogPanel log={frame.log} text={text} seats={room.seats} notes={notes} logAt={logAt} />}
          </aside>
        )}
        {showHow && <HowToPlay game={room.game} info={englishGame} placement="side" sections={rules} onClose={() => setShowHow(false)} />}
      </div>
      {narrow && showLog && ui && (
        <LogDrawer onClose={() => { setShowLog(false); logButton.current?.focus(); }}>
          <LogPanel log={frame.log} text={text} seats={room.seats} notes={notes} logAt={logAt} />
        </LogDrawer>
      )}
      {showHandOff && <HandOff conn={conn} room={room} onClose={() => setShowHandOff(false)} />}
      {showRules && <RulesScreen name={room.gameName} sections={rules} onClose={() => setShowRules(false)} />}
    </div>
  );
}
