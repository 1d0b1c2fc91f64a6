/**
 * What the table does about its people during a game: requests waiting for approval (stand-in bots,
 * seats taken back on a new device), the offer to let a bot play an away seat the game waits for,
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

/** "Let a bot play Ana’s seat until she is back?" / "Bea wants to take Ana’s seat back on this device". */
export function requestText(room: TableRoom, r: TableRequest): string {
  const owner = seatName(room.seats, r.seat);
  return r.kind === 'standIn'
    ? `Let a bot play ${owner}’s seat until they are back?`
    : `${r.by} wants to take ${owner}’s seat back on this device`;
}

/** Who decides: "the creator" or "2 players". */
export function needsText(r: TableRequest): string {
  return r.needs === 'creator' ? 'the creator' : `${r.needs} player${r.needs === 1 ? '' : 's'}`;
}

/** Requests waiting at this table: Approve / Refuse for those who may answer, "waiting" for the asker. */
export function RequestList({ conn, room, onError }: { conn: HostConnection; room: TableRoom; onError: (e: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  // The claimant's own request shows in "Take a seat back".
  const shown = room.requests.filter((r) => !(r.yours && r.kind === 'claimSeat'));
  if (shown.length === 0) return null;
  const answer = async (r: TableRequest, yes: boolean) => {
    setBusy(true);
    const res = await conn.request({ type: 'approve', tableId: room.id, request: r.id, yes });
    setBusy(false);
    onError(res.ok ? null : res.error);
  };
  return (
    <ul className="request-list" aria-label="Requests" data-testid="requests">
      {shown.map((r) => (
        <li key={r.id} className="request" data-testid={`request-${r.kind}-${r.seat}`}>
          <span className="request-text">{requestText(room, r)}</span>
          {r.approvals.length > 0 && <span className="muted small"> Yes so far: {r.approvals.join(', ')}.</span>}
          {r.yours && <span className="muted small"> Waiting for approval (needs {needsText(r)}).</span>}
          {r.canApprove && (
            <span className="row">
              <Button small kind="primary" disabled={busy} onClick={() => answer(r, true)}>Approve</Button>
              <Button small kind="ghost" disabled={busy} onClick={() => answer(r, false)}>Refuse</Button>
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
  const [busy, setBusy] = useState(false);
  const waiting = toAct.filter((s) => {
    const o = room.seats[s];
    return o?.kind === 'human' && o.awayMs !== undefined && !o.standIn;
  });
  if (waiting.length === 0) return null;
  const present = room.yourSeat != null && !waiting.includes(room.yourSeat);
  return (
    <ul className="request-list" aria-label="Away seats">
      {waiting.map((s) => {
        const o = room.seats[s];
        const away = o.kind === 'human' && o.awayMs !== undefined ? elapsed(o.awayMs, since, now, true) : 0;
        const asked = room.requests.some((r) => r.kind === 'standIn' && r.seat === s);
        return (
          <li key={s} className="request" data-testid={`away-${s}`}>
            <span className="request-text">The game waits for {seatName(room.seats, s)} ({awayText(away)}).</span>
            {present && !asked && (
              <Button small kind="primary" disabled={busy} onClick={async () => {
                setBusy(true);
                const r = await conn.request({ type: 'standIn', tableId: room.id, seat: s, on: true });
                setBusy(false);
                onError(r.ok ? null : r.error);
              }}>Let a bot play {seatName(room.seats, s)}’s seat until they’re back</Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A newcomer watching a started game: take back an away seat that is theirs (the table approves). */
export function ClaimSeat({ conn, room, since, now, onError }:
  { conn: HostConnection; room: TableRoom; since: number; now: number; onError: (e: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const away = room.seats.map((o, seat) => ({ o, seat })).filter(({ o }) => o.kind === 'human' && o.awayMs !== undefined);
  const bots = room.seats.map((o, seat) => ({ o, seat })).filter(({ o }) => o.kind === 'bot');
  if (room.yourSeat != null || room.status !== 'playing' || away.length + bots.length === 0) return null;
  const pending = room.requests.find((r) => r.kind === 'claimSeat' && r.yours);
  return (
    <section className="claim-seat" aria-label="Take a seat back" data-testid="claim-seat">
      <h3>{away.length > 0 ? 'Take a seat back' : 'Join the game'}</h3>
      {pending
        ? <p className="small">You asked for {seatName(room.seats, pending.seat)}’s seat: waiting for approval (needs {needsText(pending)}).</p>
        : away.length > 0 && <p className="small">Was one of these seats yours on another device? The players at the table will be asked to approve.</p>}
      {!pending && bots.length > 0 && (
        <p className="row small">
          {bots.map(({ seat }) => (
            <Button key={seat} small disabled={busy} onClick={async () => {
              setBusy(true);
              const r = await conn.request({ type: 'joinTable', tableId: room.id, as: 'player', seat });
              setBusy(false);
              onError(r.ok ? null : r.error);
            }}>Take over {seatName(room.seats, seat)}’s seat (a bot)</Button>
          ))}
        </p>
      )}
      {!pending && away.length > 0 && (
        <ul className="request-list">
          {away.map(({ o, seat }) => (
            <li key={seat} className="request">
              <span className="request-text">{seatName(room.seats, seat)} ({awayText(o.kind === 'human' ? elapsed(o.awayMs ?? 0, since, now, true) : 0)})</span>
              <Button small kind="primary" disabled={busy} onClick={async () => {
                setBusy(true);
                const r = await conn.request({ type: 'claimSeat', tableId: room.id, seat });
                setBusy(false);
                onError(r.ok ? null : r.error);
              }}>This seat is mine</Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The seat's holder moves it to another device: a one-time link and its QR, shown only here. */
export function HandOff({ conn, room, onClose }: { conn: HostConnection; room: TableRoom; onClose: () => void }) {
  const [link, setLink] = useState<{ url: string; validMs: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tableId = room.id;
  useEffect(() => {
    let live = true;
    void conn.request({ type: 'handOff', tableId }).then((r) => {
      if (!live) return;
      if (r.ok && r.frame.type === 'handOff') setLink({ url: r.frame.url, validMs: r.frame.validMs });
      else setError(r.ok ? 'The host sent no link.' : r.error);
    });
    return () => { live = false; };
  }, [conn, tableId]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-label="Move to another device">
      <div className="overlay-box handoff">
        <header className="panel-head"><h2>Move to another device</h2><Button autoFocus onClick={onClose}>Close</Button></header>
        {error && <p className="error-text" role="alert">{error}</p>}
        {!link && !error && <p role="status">Asking the host for a link…</p>}
        {link && (
          <>
            <p>Open this link on the other device, or scan the code. Your seat moves there at once; this device then only watches.</p>
            <p><a className="join-url" href={link.url} data-testid="handoff-url">{link.url}</a></p>
            <QrCode text={link.url} />
            <p className="muted small">Works once, for {Math.round(link.validMs / 60_000)} minutes. Keep it to yourself: whoever opens it gets your seat.</p>
          </>
        )}
      </div>
    </div>
  );
}
