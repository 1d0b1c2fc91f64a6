/**
 * The host's finished games (the `history` request), newest first: when, which game, who played
 * (colours, bots) and who won; each opens its replay (Replay.tsx). Read-only.
 */
import { useCallback, useEffect, useState } from 'react';
import type { GameInfo, HistoryGame, HistoryPlayer, HostMessage } from '../../shared/protocol.js';
import { PLAYER_COLOURS } from '../../shared/protocol-constants.js';
import { useLocalGameInfo } from '../i18n/games.js';
import { useT, type Translate } from '../i18n/index.js';
import type { HostConnection, Reply } from '../net/connection.js';
import { Button, Panel } from '../ui/index.js';
import { GameEmblem } from './GameEmblem.js';
import '../styles/table.css';
import '../i18n/tableWords.js';

/** Games asked for at a time ("Show older games" asks for the next ones). */
const PAGE = 50;

/** A date and time in the reader's language. */
export function dateText(t: Translate, ms: number): string {
  return new Intl.DateTimeFormat(t.locale === 'en-XA' ? 'en' : t.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

export function playerColour(p: HistoryPlayer, seat: number): string {
  return p.colour ?? PLAYER_COLOURS[seat % PLAYER_COLOURS.length];
}

export function History({ conn, games, onReplay, onLobby }:
  { conn: HostConnection; games: GameInfo[]; onReplay: (g: HistoryGame) => void; onLobby: () => void }) {
  const t = useT();
  const [list, setList] = useState<HistoryGame[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Asks for the games from `offset` on; the answer is taken in `got` (a callback: nothing set before it comes).
  const got = useCallback((offset: number, r: Reply) => {
    setBusy(false);
    if (!r.ok) { setError(r.error); return; }
    const frame = r.frame as Extract<HostMessage, { type: 'history' }>;
    setError(null);
    setTotal(frame.total);
    setList((prev) => [...(offset === 0 ? [] : prev ?? []), ...frame.games]);
  }, []);
  useEffect(() => {
    let live = true;
    conn.request({ type: 'history', offset: 0, limit: PAGE }).then((r) => { if (live) got(0, r); }, () => {});
    return () => { live = false; };
  }, [conn, got]);
  const more = (offset: number) => {
    setBusy(true);
    void conn.request({ type: 'history', offset, limit: PAGE }).then((r) => got(offset, r));
  };

  return (
    <div className="history">
      <Panel title={t('history.title')} className="history-panel"
        actions={<Button small kind="ghost" onClick={onLobby}>{t('history.backToLobby')}</Button>}>
        {error && <p className="error-text" role="alert">{error}</p>}
        {list === null && !error && <p className="muted" role="status">{t('history.loading')}</p>}
        {list?.length === 0 && <p className="muted">{t('history.none')}</p>}
        {list && list.length > 0 && (
          <ul className="history-list" data-testid="history-list">
            {list.map((g) => (
              <HistoryItem key={`${g.tableId}/${g.gameNo}`} game={g} info={games.find((x) => x.id === g.game)} onReplay={() => onReplay(g)} />
            ))}
          </ul>
        )}
        {list && list.length < total && (
          <div className="row history-more">
            <span className="muted small">{t('history.shown', { shown: list.length, total })}</span>
            <Button disabled={busy} onClick={() => more(list.length)}>{t('history.more')}</Button>
          </div>
        )}
      </Panel>
    </div>
  );
}

function HistoryItem({ game, info, onReplay }: { game: HistoryGame; info: GameInfo | undefined; onReplay: () => void }) {
  const t = useT();
  const name = useLocalGameInfo(info)?.name ?? game.gameName;
  const when = dateText(t, game.finishedAt);
  const winners = game.winners.map((s) => game.players[s]?.name ?? '?').join(', ');
  return (
    <li className="history-item" data-testid={`history-${game.tableId}-${game.gameNo}`}>
      <GameEmblem game={game.game} />
      <div className="history-item-text">
        <strong>{name}</strong>
        <span className="muted small"><time dateTime={new Date(game.finishedAt).toISOString()}>{when}</time> · {t('history.moves', { n: game.moves })}</span>
        <span className="history-players small">
          {game.players.map((p, seat) => (
            <span key={seat} className={`history-player${game.winners.includes(seat) ? ' history-winner' : ''}`}>
              <span className="seat-dot" style={{ ['--seat-colour' as string]: playerColour(p, seat) }} aria-hidden="true" />
              {p.name}{p.bot && <span className="badge-tag badge-tag-bot">{t('history.bot')}</span>}
            </span>
          ))}
        </span>
        <span className="small history-won">{t('history.winner', { count: game.winners.length, names: winners })}</span>
      </div>
      <Button kind="primary" onClick={onReplay} aria-label={t('history.replayLabel', { game: name, date: when })}>{t('history.replay')}</Button>
    </li>
  );
}
