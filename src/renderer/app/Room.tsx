/**
 * The table room before (and around) a game: seats, options (creator edits),
 * seat count, bots, kick, ready, start; and the join link with its QR code.
 */
import { useState } from 'react';
import type { OptionSpec, OptionValue } from '../../shared/engine/types.js';
import type { GameInfo, TableRoom } from '../../shared/protocol.js';
import { PLAYER_COLOURS, TURN_TIMERS, type BotThinking, type TurnTimer } from '../../shared/protocol-constants.js';
import type { HostConnection, Reply, Request } from '../net/connection.js';
import { gameMeta } from '../games/registry.js';
import { useGameCatalogue, useLocalGameInfo } from '../i18n/games.js';
import { Button, Panel, PlayerBadge } from '../ui/index.js';
import { PaceSelect } from './PaceSelect.js';
import { GameEmblem } from './GameEmblem.js';
import { colourName } from './ProfileForm.js';
import { useT } from '../i18n/index.js';
import { QrCode } from './QrCode.js';
import { RequestList } from './TablePeople.js';
import { AddLocalPlayer } from './AddLocalPlayer.js';
import type { DevicePlayer, SharedDevice } from './sharedDevice.js';
import { timerLabel } from './tableTime.js';
import '../i18n/tableWords.js';
const THINKING: BotThinking[] = ['quick', 'normal', 'long'];

export interface RoomProps {
  conn: HostConnection;
  room: TableRoom;
  game: GameInfo | undefined;
  onLeave: () => void;
  /** Pass-and-play: this device's added players (their seats are marked, and may be taken off before the game). */
  device?: SharedDevice;
  devicePlayers?: DevicePlayer[];
  /** Opens "How to play" for the room's game (before sitting down). */
  onHow?: () => void;
  /** The colour this person chose in their profile: when another seat holds it here, the room says so. */
  wantedColour?: string;
}

export function Room({ conn, room, game: englishGame, onLeave, device, devicePlayers = [], onHow, wantedColour }: RoomProps) {
  const t = useT();
  const game = useLocalGameInfo(englishGame);
  const reader = useGameCatalogue(room.game);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The host's "not ready" refusal, shown with "Start anyway".
  const [notReady, setNotReady] = useState<string | null>(null);
  const creator = room.youAreCreator;
  const inLobby = room.status === 'lobby';
  const bots = room.bots ?? { thinking: 'normal' as BotThinking, memory: 'human' as const };

  const send = async (msg: Request, quiet?: (r: Reply) => boolean): Promise<Reply> => {
    setBusy(true);
    setError(null);
    const r = await conn.request(msg);
    setBusy(false);
    if (!r.ok && !quiet?.(r)) setError(r.error);
    return r;
  };
  const start = async (anyway: boolean) => {
    setNotReady(null);
    await send({ type: 'start', tableId, ...(anyway ? { anyway } : {}) }, (r) => {
      if (r.ok || r.code !== 'not_ready') return false;
      setNotReady(r.error);
      return true;
    });
  };
  const closeTable = async () => {
    if (!confirm(t('room.closeConfirm'))) return;
    const r = await send({ type: 'closeTable', tableId });
    if (r.ok) { conn.forgetTable(tableId); onLeave(); }
  };
  // Colours other seats hold are not yours to take.
  const taken = new Set(room.seats.filter((s, i) => s.kind !== 'open' && i !== room.yourSeat).map((s) => (s.kind !== 'open' ? s.colour.toLowerCase() : '')));
  const tableId = room.id;
  const me = room.yourSeat != null ? room.seats[room.yourSeat] : null;
  const meReady = me?.kind === 'human' && me.ready;
  // Ready is how the others tell the creator they are set; the creator's own start is their ready.
  const waitingFor = room.seats.filter((s, i) => s.kind === 'human' && !s.ready && i !== room.creatorSeat).map((s) => (s.kind === 'human' ? s.name : ''));
  const open = room.seats.filter((s) => s.kind === 'open').length;
  // Seats held by players added on this device.
  const onDevice = new Map(devicePlayers.flatMap((p) => (p.room?.yourSeat != null ? [[p.room.yourSeat, p] as const] : [])));
  const min = game?.minPlayers ?? 1;
  const max = game?.maxPlayers ?? 16;
  // What the game's extension adds to the room: its panel and its say on the options.
  const meta = gameMeta(room.game);
  const RoomPanel = room.extra !== undefined ? meta?.RoomPanel : undefined;
  // How strong bots think and remember: asked only once a strong bot sits at the table (remember: only in a game whose
  // strong bot can forget, GameInfo.botsForget).
  const strongBots = room.seats.some((o) => o.kind === 'bot' && o.level === 'strong');
  const optionSpec = (spec: OptionSpec) => (meta?.optionSpec && room.extra !== undefined ? meta.optionSpec(spec, room.extra, reader) : spec);

  return (
    <div className="room">
      <header className="room-head">
        <GameEmblem game={room.game} large />
        <div>
          <h1>{room.gameName}</h1>
          <p className="muted">{game?.summary}</p>
        </div>
        {onHow && <Button kind="secondary" className="how-open" onClick={onHow}>{t('game.howToPlay')}</Button>}
      </header>
      {error && <p className="error-text" role="alert">{error}</p>}
      <div className="room-grid">
        <Panel title={t('room.seats')} className="room-seats" actions={creator && inLobby ? (
          <span className="row seat-count" aria-label={t('room.seatCountLabel')}>
            <Button small disabled={busy || room.seats.length <= min} aria-label={t('room.seatFewer')}
              onClick={() => send({ type: 'setSeats', tableId, seats: room.seats.length - 1 })}>−</Button>
            <span data-testid="seat-count">{t('room.seatCount', { n: room.seats.length })}</span>
            <Button small disabled={busy || room.seats.length >= max} aria-label={t('room.seatMore')}
              onClick={() => send({ type: 'setSeats', tableId, seats: room.seats.length + 1 })}>+</Button>
          </span>
        ) : <span className="muted">{t('room.seatCount', { n: room.seats.length })}</span>}>
          <ol className="seat-list">
            {room.seats.map((s, i) => (
              <li key={i} className="seat-item" data-testid={`seat-${i}`}>
                <span className="seat-no">{i + 1}</span>
                <PlayerBadge occupant={s} you={i === room.yourSeat}
                  extra={<>
                    {s.kind === 'human' && i !== room.creatorSeat ? <span className={`ready-flag${s.ready ? ' on' : ''}`}>{s.ready ? t('room.ready') : t('room.notReady')}</span>
                      : s.kind === 'human' ? <span className="ready-flag">{t('room.creator')}</span> : null}
                    {onDevice.has(i) && <span className="badge-tag badge-tag-device">{t('room.thisDevice')}</span>}
                  </>} />
                <span className="seat-actions">
                  {inLobby && s.kind === 'open' && creator && (
                    <>
                      <Button small disabled={busy} title={t('bot.basic')} onClick={() => send({ type: 'addBot', tableId, seat: i, level: 'basic' })}>{t('room.addBot')}</Button>
                      <Button small kind="ghost" disabled={busy} title={t('bot.strong')} onClick={() => send({ type: 'addBot', tableId, seat: i, level: 'strong' })}>{t('room.addStrongBot')}</Button>
                      <Button small kind="ghost" disabled={busy} title={t('bot.random')} onClick={() => send({ type: 'addBot', tableId, seat: i, level: 'random' })}>{t('room.addRandomBot')}</Button>
                    </>
                  )}
                  {inLobby && s.kind === 'open' && room.yourSeat == null && (
                    <Button small kind="primary" disabled={busy} onClick={() => send({ type: 'joinTable', tableId, as: 'player', seat: i })}>{t('room.sitHere')}</Button>
                  )}
                  {s.kind === 'bot' && creator && inLobby && (
                    <Button small kind="ghost" disabled={busy} onClick={() => send({ type: 'removeBot', tableId, seat: i })}>{t('room.removeBot')}</Button>
                  )}
                  {s.kind === 'bot' && room.yourSeat == null && (
                    <Button small kind="primary" disabled={busy} onClick={() => send({ type: 'joinTable', tableId, as: 'player', seat: i })}>{t('room.takeOver')}</Button>
                  )}
                  {inLobby && device && onDevice.has(i) && (
                    <Button small kind="ghost" disabled={busy} onClick={async () => {
                      setBusy(true);
                      const why = await device.remove(onDevice.get(i)!.player.id);
                      setBusy(false);
                      setError(why);
                    }}>{t('room.takeOff')}</Button>
                  )}
                  {s.kind === 'human' && creator && i !== room.yourSeat && !onDevice.has(i) && (
                    <Button small kind="danger" disabled={busy} onClick={() => send({ type: 'kick', tableId, seat: i })}>{t('room.kick')}</Button>
                  )}
                </span>
              </li>
            ))}
          </ol>
          {room.spectators > 0 && <p className="muted small">{t('room.watching', { n: room.spectators })}</p>}
          {me && me.kind === 'human' && wantedColour && me.colour.toLowerCase() !== wantedColour.toLowerCase() && taken.has(wantedColour.toLowerCase()) && (
            <p className="small colour-taken" role="status" data-testid="colour-taken">
              {t('room.colourTaken', { wanted: colourName(t, wantedColour.toLowerCase()), given: colourName(t, me.colour.toLowerCase()) })}
            </p>
          )}
          {me && me.kind === 'human' && (
            <div className="room-swatches" role="radiogroup" aria-label={t('room.colourLabel')}>
              <span className="small">{t('room.yourColour')}</span>
              {PLAYER_COLOURS.map((c) => {
                const mine = me.colour.toLowerCase() === c;
                const held = taken.has(c);
                return (
                  <button key={c} type="button" role="radio" className={`swatch${mine ? ' swatch-on' : ''}`} style={{ ['--swatch' as string]: c }} aria-checked={mine}
                    aria-label={held ? t('room.colourHeld', { colour: colourName(t, c) }) : colourName(t, c)} title={held ? t('room.colourHeldTitle') : undefined}
                    disabled={busy || held || mine} onClick={() => send({ type: 'setColour', tableId, colour: c })} />
                );
              })}
            </div>
          )}
          <RequestList conn={conn} room={room} onError={setError} />
          {inLobby && device && me && open > 0 && <AddLocalPlayer device={device} taken={new Set(room.seats.flatMap((o) => (o.kind !== 'open' ? [o.colour.toLowerCase()] : [])))} />}
          {inLobby && (
            <div className="room-go">
              {me?.kind === 'human' && !creator && (
                <Button kind={meReady ? 'secondary' : 'primary'} disabled={busy} onClick={() => send({ type: 'ready', tableId, ready: !meReady })}>
                  {meReady ? t('room.notReadyAfterAll') : t('room.imReady')}
                </Button>
              )}
              {creator && (
                <Button kind="primary" disabled={busy} onClick={() => start(false)} data-testid="start">{t('room.start')}</Button>
              )}
              {creator && notReady && (
                <div className="confirm-box" role="alertdialog" aria-label={t('room.startAnywayQ')} data-testid="start-anyway">
                  <p><b>{t('room.startAnywayQ')}</b> {notReady.replace(/\s*Start anyway\?\s*$/, '')}</p>
                  <span className="row">
                    <Button kind="primary" disabled={busy} onClick={() => start(true)}>{t('room.startAnyway')}</Button>
                    <Button kind="ghost" disabled={busy} onClick={() => setNotReady(null)}>{t('room.waitForThem')}</Button>
                  </span>
                </div>
              )}
              <p className="muted small" aria-live="polite">
                {open > 0 ? `${t('room.openSeats', { n: open })} ` : ''}
                {waitingFor.length ? t('room.notReadyYet', { names: waitingFor.join(', ') }) : open === 0 ? t('room.everyoneReady') : ''}
                {!creator && ` ${t('room.creatorStarts')}`}
              </p>
            </div>
          )}
        </Panel>
        <Panel title={t('room.options')} className="room-options">
          {(game?.options ?? []).length === 0 && <p className="muted">{t('room.noOptions')}</p>}
          {RoomPanel && <RoomPanel conn={conn} room={room} extra={room.extra} />}
          {(game?.options ?? []).map((spec) => (
            <OptionField key={spec.key} spec={optionSpec(spec)} value={room.options[spec.key] ?? spec.default} editable={creator && inLobby && !busy}
              onChange={(v) => send({ type: 'setOptions', tableId, options: { ...room.options, [spec.key]: v } })} />
          ))}
          <label className="field" htmlFor="opt-turn-timer">
            <span>{t('room.turnTimer')}</span>
            <select id="opt-turn-timer" value={room.turnTimer} disabled={!(creator && inLobby) || busy}
              onChange={(e) => send({ type: 'setTurnTimer', tableId, timer: e.target.value as TurnTimer })}>
              {TURN_TIMERS.map((k) => <option key={k} value={k}>{timerLabel(t, k)}</option>)}
            </select>
            <small className="muted">{t('room.turnTimerHelp')}</small>
          </label>
          <PaceSelect conn={conn} tableId={tableId} pace={room.pace} editable={creator && inLobby && !busy} onError={setError} />
          {strongBots && (<>
            <label className="field" htmlFor="opt-bot-thinking">
              <span>{t('room.botsThink')}</span>
              <select id="opt-bot-thinking" value={bots.thinking} disabled={!(creator && inLobby) || busy}
                onChange={(e) => send({ type: 'setBotSettings', tableId, thinking: e.target.value as BotThinking, memory: bots.memory })}>
                {THINKING.map((k) => <option key={k} value={k}>{t('room.thinking', { k })}</option>)}
              </select>
            </label>
            {englishGame?.botsForget && <label className="field" htmlFor="opt-bot-memory">
              <span>{t('room.botsRemember')}</span>
              <select id="opt-bot-memory" value={bots.memory} disabled={!(creator && inLobby) || busy}
                onChange={(e) => send({ type: 'setBotSettings', tableId, thinking: bots.thinking, memory: e.target.value as 'human' | 'perfect' })}>
                <option value="human">{t('room.memoryHuman')}</option>
                <option value="perfect">{t('room.memoryPerfect')}</option>
              </select>
            </label>}
          </>)}
          <p className="muted small bot-levels">{t('bot.strong')}. {t('bot.basic')}. {t('bot.random')}.</p>
          <fieldset className="field table-options">
            <legend>{t('room.tableOptions')}</legend>
            <label className="field-check" htmlFor="opt-hints">
              <input id="opt-hints" type="checkbox" checked={room.hints === true} disabled={!(creator && inLobby) || busy}
                onChange={(e) => send({ type: 'setTableOptions', tableId, hints: e.target.checked })} />
              <span>{t('room.hints')}</span>
            </label>
            <small className="muted">{t('room.hintsHelp')}</small>
            <label className="field-check" htmlFor="opt-forced">
              <input id="opt-forced" type="checkbox" checked={room.forcedChoices !== false} disabled={!(creator && inLobby) || busy}
                onChange={(e) => send({ type: 'setTableOptions', tableId, forcedChoices: e.target.checked })} />
              <span>{t('room.forced')}</span>
            </label>
            <small className="muted">{t('room.forcedHelp')}</small>
          </fieldset>
          {!creator && <p className="muted small">{t('room.onlyCreator')}</p>}
        </Panel>
        <Panel title={t('room.invite')} className="room-invite">
          {room.reach
            ? <p className="small reach-warn" role="status" data-testid="reach">{t(room.reach === 'blocked' ? 'room.reachBlocked' : 'room.reachNoLan')}</p>
            : /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(room.joinUrl)
              ? <p className="small">{t('room.localOnly')}</p>
              : <p className="small">{t('room.inviteHelp')}</p>}
          <p><a className="join-url" href={room.joinUrl} data-testid="join-url">{room.joinUrl}</a></p>
          <QrCode text={room.joinUrl} />
        </Panel>
      </div>
      <div className="row">
        <Button kind="ghost" onClick={async () => {
          // The players added on this device leave with its owner.
          if (device && devicePlayers.length) await device.removeAll();
          const r = await conn.request({ type: 'leaveTable', tableId });
          if (r.ok) { conn.forgetTable(tableId); onLeave(); } else setError(r.error);
        }}>
          {t('room.leave')}
        </Button>
        {creator && <Button kind="danger" disabled={busy} onClick={closeTable}>{t('room.close')}</Button>}
      </div>
    </div>
  );
}

function OptionField({ spec, value, editable, onChange }: { spec: OptionSpec; value: OptionValue; editable: boolean; onChange: (v: OptionValue) => void }) {
  const id = `opt-${spec.key}`;
  switch (spec.kind) {
    case 'choice':
      return (
        <label className="field" htmlFor={id}>
          <span>{spec.label}</span>
          <select id={id} value={String(value)} disabled={!editable} onChange={(e) => onChange(e.target.value)}>
            {spec.choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
          {spec.help && <small className="muted">{spec.help}</small>}
        </label>
      );
    case 'boolean':
      return (
        // The box and its words on one line, the help under them (as the players' own choices below are drawn).
        <div className="field">
          <label className="field-check" htmlFor={id}>
            <input id={id} type="checkbox" checked={value === true} disabled={!editable} aria-describedby={spec.help ? `${id}-help` : undefined}
              onChange={(e) => onChange(e.target.checked)} />
            <span>{spec.label}</span>
          </label>
          {spec.help && <small className="muted" id={`${id}-help`}>{spec.help}</small>}
        </div>
      );
    case 'number':
      return (
        <label className="field" htmlFor={id}>
          <span>{spec.label} ({spec.min}–{spec.max})</span>
          <input id={id} type="number" min={spec.min} max={spec.max} value={Number(value)} disabled={!editable}
            onChange={(e) => { const n = Number(e.target.value); if (Number.isInteger(n) && n >= spec.min && n <= spec.max) onChange(n); }} />
          {spec.help && <small className="muted">{spec.help}</small>}
        </label>
      );
    case 'multi': {
      const set = new Set(Array.isArray(value) ? value : []);
      return (
        <fieldset className="field">
          <legend>{spec.label}</legend>
          {spec.choices.map((c) => (
            <label key={c.value} className="field-check">
              <input type="checkbox" checked={set.has(c.value)} disabled={!editable} aria-describedby={c.help ? `${id}-${c.value}-help` : undefined}
                onChange={(e) => { const next = new Set(set); if (e.target.checked) next.add(c.value); else next.delete(c.value); onChange([...next]); }} />
              <span>{c.label}{c.help && <small className="muted choice-help" id={`${id}-${c.value}-help`}>{c.help}</small>}</span>
            </label>
          ))}
          {spec.help && <small className="muted">{spec.help}</small>}
        </fieldset>
      );
    }
  }
}
