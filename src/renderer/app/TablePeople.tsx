/**
 * What the table does about its people during a game: requests waiting for approval (stand-in bots,
 * seats taken back on a new device, bots' seats taken over), the offer to let a bot play an away seat the game waits for,
 * "Take a seat back" for a newcomer, and "Move to another device" for a seat's holder.
 * Plain English strings, kept in one place for the translation work.
 */
import { useEffect, useState } from 'react';
import type { Seat } from '../../shared/engine/types.js';
import type { TableRequest, TableRoom } from '../../shared/protocol.js';
import type { HostConnection } from '../net/connection.js';
import { Button, seatName } from '../ui/index.js';
import { QrCode } from './QrCode.js';
import { awayText, elapsed } from './tableTime.js';
import { useT, type Translate } from '../i18n/index.js';
import '../i18n/tableWords.js';

/** "Let a bot play Ana’s seat until she is back?" / "Bea wants to take Ana’s seat back on this device" / "Bea wants to take over Ada’s seat (a bot)…". */
function requestText(t: Translate, room: TableRoom, r: TableRequest): string {
  const owner = seatName(room.seats, r.seat);
  if (r.kind === 'standIn') return t('people.standInRequest', { owner });
  return r.kind === 'takeOver' ? t('people.takeOverRequest', { by: r.by, owner }) : t('people.claimRequest', { by: r.by, owner });
}

/** A newcomer's own request for a seat (taking an away seat back, or a bot's over): shown in "Take a seat back". */
const asksForSeat = (r: TableRequest): boolean => r.yours && (r.kind === 'claimSeat' || r.kind === 'takeOver');

/** Who decides: "the creator" or "2 players". */
function needsText(t: Translate, r: TableRequest): string {
  return r.needs === 'creator' ? t('people.needsCreator') : t('people.needsPlayers', { n: r.needs });
}

/** Requests waiting at this table: Approve / Refuse for those who may answer, "waiting" for the asker. */
export function RequestList({ conn, room, onError }: { conn: HostConnection; room: TableRoom; onError: (e: string | null) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  // The newcomer's own request shows in "Take a seat back".
  const shown = room.requests.filter((r) => !asksForSeat(r));
  if (shown.length === 0) return null;
  const answer = async (r: TableRequest, yes: boolean) => {
    setBusy(true);
    const res = await conn.request({ type: 'approve', tableId: room.id, request: r.id, yes });
    setBusy(false);
    onError(res.ok ? null : res.error);
  };
  return (
    <ul className="request-list" aria-label={t('people.requests')} data-testid="requests">
      {shown.map((r) => (
        <li key={r.id} className="request" data-testid={`request-${r.kind}-${r.seat}`}>
          <span className="request-text">{requestText(t, room, r)}</span>
          {r.approvals.length > 0 && <span className="muted small"> {t('people.yesSoFar', { names: r.approvals.join(', ') })}</span>}
          {r.yours && <span className="muted small"> {t('people.waitingApproval', { needs: needsText(t, r) })}</span>}
          {r.canApprove && (
            <span className="row">
              <Button small kind="primary" disabled={busy} onClick={() => answer(r, true)}>{t('people.approve')}</Button>
              <Button small kind="ghost" disabled={busy} onClick={() => answer(r, false)}>{t('people.refuse')}</Button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Away seats the game waits for: present seated players may let a bot play them until their owners are back. */
export function StandInOffers({ conn, room, toAct, since, now, onError }:
  { conn: HostConnection; room: TableRoom; toAct: Seat[]; since: number; now: number; onError: (e: string | null) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const waiting = toAct.filter((s) => {
    const o = room.seats[s];
    return o?.kind === 'human' && o.awayMs !== undefined && !o.standIn;
  });
  if (waiting.length === 0) return null;
  const present = room.yourSeat != null && !waiting.includes(room.yourSeat);
  return (
    <ul className="request-list" aria-label={t('people.awaySeats')}>
      {waiting.map((s) => {
        const o = room.seats[s];
        const away = o.kind === 'human' && o.awayMs !== undefined ? elapsed(o.awayMs, since, now, true) : 0;
        const asked = room.requests.some((r) => r.kind === 'standIn' && r.seat === s);
        return (
          <li key={s} className="request" data-testid={`away-${s}`}>
            <span className="request-text">{t('people.gameWaits', { name: seatName(room.seats, s), away: awayText(t, away) })}</span>
            {present && !asked && (
              <Button small kind="primary" disabled={busy} onClick={async () => {
                setBusy(true);
                const r = await conn.request({ type: 'standIn', tableId: room.id, seat: s, on: true });
                setBusy(false);
                onError(r.ok ? null : r.error);
              }}>{t('people.letBotPlay', { name: seatName(room.seats, s) })}</Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A newcomer watching a started game: take back an away seat that is theirs, or take over a bot's (the table approves either). */
export function ClaimSeat({ conn, room, since, now, onError }:
  { conn: HostConnection; room: TableRoom; since: number; now: number; onError: (e: string | null) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const away = room.seats.map((o, seat) => ({ o, seat })).filter(({ o }) => o.kind === 'human' && o.awayMs !== undefined);
  const bots = room.seats.map((o, seat) => ({ o, seat })).filter(({ o }) => o.kind === 'bot');
  if (room.yourSeat != null || room.status !== 'playing' || away.length + bots.length === 0) return null;
  const pending = room.requests.find(asksForSeat);
  return (
    <section className="claim-seat" aria-label={t('people.takeBack')} data-testid="claim-seat">
      <h3>{away.length > 0 ? t('people.takeBack') : t('people.joinGame')}</h3>
      {pending
        ? <p className="small">{t('people.youAsked', { name: seatName(room.seats, pending.seat), needs: needsText(t, pending) })}</p>
        : away.length > 0 && <p className="small">{t('people.wasItYours')}</p>}
      {!pending && bots.length > 0 && (
        <p className="row small">
          {bots.map(({ seat }) => (
            <Button key={seat} small disabled={busy} onClick={async () => {
              setBusy(true);
              const r = await conn.request({ type: 'joinTable', tableId: room.id, as: 'player', seat });
              setBusy(false);
              onError(r.ok ? null : r.error);
            }}>{t('people.takeOverBot', { name: seatName(room.seats, seat) })}</Button>
          ))}
        </p>
      )}
      {!pending && away.length > 0 && (
        <ul className="request-list">
          {away.map(({ o, seat }) => (
            <li key={seat} className="request">
              <span className="request-text">{seatName(room.seats, seat)} ({awayText(t, o.kind === 'human' ? elapsed(o.awayMs ?? 0, since, now, true) : 0)})</span>
              <Button small kind="primary" disabled={busy} onClick={async () => {
                setBusy(true);
                const r = await conn.request({ type: 'claimSeat', tableId: room.id, seat });
                setBusy(false);
                onError(r.ok ? null : r.error);
              }}>{t('people.mine')}</Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The seat's holder moves it to another device: a one-time link and its QR, shown only here. */
export function HandOff({ conn, room, onClose }: { conn: HostConnection; room: TableRoom; onClose: () => void }) {
  const t = useT();
  const [link, setLink] = useState<{ url: string; validMs: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tableId = room.id;
  useEffect(() => {
    let live = true;
    void conn.request({ type: 'handOff', tableId }).then((r) => {
      if (!live) return;
      if (r.ok && r.frame.type === 'handOff') setLink({ url: r.frame.url, validMs: r.frame.validMs });
      else setError(r.ok ? t('people.noLink') : r.error);
    });
    return () => { live = false; };
  }, [conn, tableId, t]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-label={t('game.moveDevice')}>
      <div className="overlay-box handoff">
        <header className="panel-head"><h2>{t('game.moveDevice')}</h2><Button autoFocus onClick={onClose}>{t('people.close')}</Button></header>
        {error && <p className="error-text" role="alert">{error}</p>}
        {!link && !error && <p role="status">{t('people.askingLink')}</p>}
        {link && (
          <>
            <p>{t('people.handOffHelp')}</p>
            <p><a className="join-url" href={link.url} data-testid="handoff-url">{link.url}</a></p>
            <QrCode text={link.url} />
            <p className="muted small">{t('people.handOffOnce', { min: Math.round(link.validMs / 60_000) })}</p>
          </>
        )}
      </div>
    </div>
  );
}
