/**
 * A game on a device shared by several players (pass-and-play). Behind a
 * privacy cover the screen shows the public view (the device's spectator
 * link: exactly what anyone watching sees). When the game waits for a seat
 * held on this device the cover says "Pass to Ben — tap when only Ben can
 * see the screen"; only then is Ben's own view shown, and when Ben is no
 * longer waited for the cover comes back before anyone else's turn. In a
 * phase where several of the device's seats choose at once, it walks through
 * them one by one. Public moments (something a game shows to all for a while) are
 * in the public view, so nobody loses them to the handover.
 */
import { useEffect, useRef, useState } from 'react';
import type { Seat } from '../../shared/engine/types.js';
import type { GameInfo, TableRoom } from '../../shared/protocol.js';
import type { HostConnection } from '../net/connection.js';
import type { GameFrame } from '../net/session.js';
import { Button, SeatName } from '../ui/index.js';
import { Banner } from './Banner.js';
import { useT } from '../i18n/index.js';
import { GameScreen } from './GameScreen.js';
import { nextOnDevice, type DeviceLink, type Holder } from './sharedDevice.js';
import '../i18n/tableWords.js';

/** Which seat's own view is on screen, and why: its turn (covers again when the game no longer waits for it) or a look. */
type Open = { seat: Seat; why: 'turn' | 'look' } | null;

export interface PassAndPlayProps {
  tableId: string;
  holders: Holder[];
  screen: DeviceLink | null;
  game: GameInfo | undefined;
  /** The device owner's room (the creator's "Play again" is theirs). */
  mainRoom: TableRoom;
  mainConn: HostConnection;
  onLeave: () => void;
  onBackToRoom: (frame: GameFrame) => void;
}

export function PassAndPlay({ tableId, holders, screen, game, mainRoom, mainConn, onLeave, onBackToRoom }: PassAndPlayProps) {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const shown = open ? holders.find((h) => h.seat === open.seat) ?? null : null;
  const next = nextOnDevice(holders);

  // The seat's turn is over (the game no longer waits for it), or the seat left the device: cover up before
  // anyone else's turn. (Set while rendering, so no frame of it is drawn after its turn.)
  const shownFrame = shown?.link.frame;
  const over = !!open && (!shown || (open.why === 'turn' && !!shownFrame && !shownFrame.toAct.includes(open.seat)));
  if (over) setOpen(null);
  const visible = over ? null : shown;

  if (visible && visible.link.room && visible.link.frame) {
    const { link } = visible;
    return (
      <>
        {/* This player's link: its notices (a stale move) and its reconnecting state. */}
        <Banner conn={link.conn} session={link.session} screen={`seat-${visible.seat}`} />
        <GameScreen key={`seat-${visible.seat}`} conn={link.conn} room={link.room!} game={game} frame={link.frame!}
        onLeave={onLeave} onBackToRoom={() => onBackToRoom(link.frame!)}
        roomAt={link.session.roomsAt[tableId]} notesBefore={link.session.notesBefore[tableId]} logAt={link.session.logAt[tableId]}
        shared={{ label: t('pass.seatView', { name: visible.name }), onPass: () => setOpen(null) }} />
      </>
    );
  }

  const pub = screen?.room && screen.frame ? screen : null;
  return (
    <div className="pass-screen">
      {pub
        ? <GameScreen key="public" conn={pub.conn} room={pub.room!} game={game} frame={pub.frame!} onLeave={onLeave} onBackToRoom={() => onBackToRoom(pub.frame!)}
            roomAt={pub.session.roomsAt[tableId]} notesBefore={pub.session.notesBefore[tableId]} logAt={pub.session.logAt[tableId]}
            shared={{ label: t('pass.everyonesView') }} />
        : <p className="connecting" role="status">{t('app.sharedScreenLoading')}</p>}
      <Cover holders={holders} next={next} publicFrame={pub?.frame} seats={pub?.room?.seats ?? mainRoom.seats}
        onShow={(seat, why) => setOpen({ seat, why })}
        playAgain={mainRoom.youAreCreator && mainRoom.status === 'finished' ? async () => {
          const r = await mainConn.request({ type: 'rematch', tableId });
          if (r.ok && pub?.frame) onBackToRoom(pub.frame); else if (!r.ok) mainConn.addNotice('error', r.error);
        } : undefined} />
    </div>
  );
}

function Cover({ holders, next, publicFrame, seats, onShow, playAgain }: {
  holders: Holder[]; next: Holder | null; publicFrame: GameFrame | undefined; seats: TableRoom['seats'];
  onShow: (seat: Seat, why: 'turn' | 'look') => void; playAgain?: () => void;
}) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  // The next player's button takes the focus: Enter or Space passes the cover.
  useEffect(() => { button.current?.focus(); }, [next?.seat]);
  const alsoChoosing = next ? holders.filter((h) => h !== next && h.link.frame && !h.link.frame.result && h.link.frame.toAct.includes(h.seat)) : [];
  const over = !!publicFrame?.result;
  const waiting = publicFrame?.toAct ?? [];
  return (
    <section className={`pass-cover${over ? ' pass-cover-compact' : ''}`} role="dialog" aria-modal="false" aria-labelledby="pass-cover-title" data-testid="pass-cover">
      {next ? (
        <>
          <h2 id="pass-cover-title">{t.rich('pass.passTo', { name: <><span className="seat-dot" style={{ ['--seat-colour' as string]: colourOf(seats, next.seat) }} />{next.name}</> })}</h2>
          <p>{t('pass.tapWhen', { name: next.name })}</p>
          <Button ref={button} kind="primary" className="pass-cover-go" onClick={() => onShow(next.seat, 'turn')} data-testid="cover-show">
            {t('pass.show', { name: next.name })}
          </Button>
          {alsoChoosing.length > 0 && <p className="small">{t('pass.then', { names: new Intl.ListFormat(t.locale === 'en-XA' ? 'en' : t.locale).format(alsoChoosing.map((h) => h.name)) })}</p>}
        </>
      ) : over ? (
        <>
          <h2 id="pass-cover-title">{t('pass.gameOver')}</h2>
          <p className="small">{t('pass.scoresOnTable')} {playAgain && <Button small kind="primary" onClick={playAgain}>{t('pass.playAgain')}</Button>}</p>
        </>
      ) : (
        <>
          <h2 id="pass-cover-title">{waiting.length ? t.rich('pass.waitingFor', { names: <>{waiting.map((s, i) => <span key={s}>{i > 0 && ', '}<SeatName seats={seats} seat={s} /></span>)}</> }) : t('pass.watchTable')}</h2>
          <p className="muted small">{waiting.length ? t('pass.notHere') : t('pass.shownToAll')}</p>
        </>
      )}
      {holders.length > 0 && (
        <div className="pass-cover-look">
          <span className="small">{t('pass.look')}</span>
          <span className="row">
            {holders.map((h) => (
              <Button key={h.seat} small kind="ghost" disabled={!h.link.frame} onClick={() => onShow(h.seat, 'look')} data-testid={`cover-look-${h.seat}`}>{h.name}</Button>
            ))}
          </span>
        </div>
      )}
    </section>
  );
}

function colourOf(seats: TableRoom['seats'], seat: Seat): string {
  const o = seats[seat];
  return o && o.kind !== 'open' ? o.colour : '#999';
}
