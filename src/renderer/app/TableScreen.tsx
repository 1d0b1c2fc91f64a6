/**
 * A table's screen: its room before the game, the game once it runs (or the pass-and-play cover on a shared device);
 * joins by link when this person has no seat there yet. Not on the first screen: its own chunk, with the room and
 * the game screen in theirs (App.tsx asks for all three at once when a table opens, and for this one and the room's
 * when the lobby is idle).
 */
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadGameUi } from '../games/registry.js';
import type { HostConnection } from '../net/connection.js';
import type { GameFrame, SessionState } from '../net/session.js';
import type { Profile } from '../net/storage.js';
import { Button } from '../ui/index.js';
import { useT } from '../i18n/index.js';
import { takeClaim, type Claim } from './route.js';
import { holdersOf, useSharedDevice } from './sharedDevice.js';
import { lazyScreen } from './lazyScreen.js';
import '../styles/table.css';
import '../i18n/tableWords.js';

const Room = lazyScreen(() => import('./Room.js').then((m) => m.Room));
const GameScreen = lazyScreen(() => import('./GameScreen.js').then((m) => m.GameScreen));
// A device shared by several players (pass-and-play) shows the game behind a privacy cover: its own chunk too.
const PassAndPlay = lazyScreen(() => import('./PassAndPlay.js').then((m) => m.PassAndPlay));

/** A table: its room before the game, the game once it runs; joins by link when we have no seat there yet. */
export function TableScreen({ conn, session, tableId, profile, onLobby, onHow }: { conn: HostConnection; session: SessionState; tableId: string; profile: Profile; onLobby: () => void; onHow: (game: string) => void }) {
  const t = useT();
  const room = session.rooms[tableId];
  const frame = session.games[tableId];
  // Why joining failed (the host's refusal); `claim`: a hand-off link could not move the seat here.
  const [joinError, setJoinError] = useState<{ text: string; claim?: boolean } | null>(null);
  const [phase, setPhase] = useState<'waiting' | 'prompt'>('waiting');
  // The finished game whose score screen this person left (after "Play again" took the table back to the room).
  const [leftScore, setLeftScore] = useState<GameFrame | null>(null);
  const claim = useRef<Claim | null | undefined>(undefined);
  const hadRoom = useRef(false);
  // The room as last rendered, for the join attempt below to see (after its waits) whether a seat came meanwhile.
  const roomRef = useRef(room);
  useLayoutEffect(() => { roomRef.current = room; }, [room]);
  const hasRoom = !!room;
  // Pass-and-play: the players added on this device, each with their own link, and the screen's public view.
  const [device, deviceSnap] = useSharedDevice(conn.hostPort, tableId);
  const shared = deviceSnap.players.length > 0;
  const gameOn = !!room && room.status !== 'lobby';
  useEffect(() => { device.watchScreen(shared && gameOn); }, [device, shared, gameOn]);

  // Leave the screen when the table goes away (kicked, closed).
  useEffect(() => {
    if (room) hadRoom.current = true;
    else if (hadRoom.current) onLobby();
  }, [room, onLobby]);

  // The game's table (its own chunk) is asked for while the room fills: the game shows at once when it starts.
  const gameId = room?.game;
  useEffect(() => { if (gameId) void loadGameUi(gameId).catch(() => {}); }, [gameId]);

  // Opened by link, or after a reload: the host restores our seat on hello; if it did not, ask, then join.
  useEffect(() => {
    if (hasRoom || session.status !== 'open') return;
    let live = true;
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    if (claim.current === undefined) claim.current = takeClaim(tableId);
    const c = claim.current;
    (async () => {
      if (c) {
        // A hand-off link: take the seat on this device with its code.
        claim.current = null;
        const r = await conn.request({ type: 'claimSeat', tableId, seat: c.seat, code: c.code });
        if (!live || r.ok) return;
        setJoinError({ text: r.error, claim: true });
        setPhase('prompt');
        return;
      }
      await wait(400);
      if (!live || roomRef.current) return;
      const s = await conn.request({ type: 'sync', tableId });
      if (s.ok) await wait(400);
      if (!live || roomRef.current) return;
      // A game already under way: watch it (its screen offers "Take a seat back" and bots' seats); never sit by a link alone.
      const started = conn.getSnapshot().lobby.find((t) => t.id === tableId)?.status;
      const j = await conn.request({ type: 'joinTable', tableId, as: started && started !== 'lobby' ? 'spectator' : 'player' });
      if (!live || roomRef.current) return;
      if (!j.ok) { setJoinError({ text: j.error }); setPhase('prompt'); }
    })();
    return () => { live = false; };
  }, [tableId, session.status, hasRoom, conn]);

  // A running game whose state we lack (e.g. a frame lost): ask once.
  const asked = useRef(false);
  useEffect(() => {
    if (room && room.status !== 'lobby' && !frame && !asked.current && session.status === 'open') {
      asked.current = true;
      void conn.request({ type: 'sync', tableId });
    }
  }, [room, frame, session.status, conn, tableId]);

  if (!room) {
    return (
      <div className="connecting">
        {phase === 'waiting' && <p role="status">{t('app.findingTable', { id: tableId })}</p>}
        {phase === 'prompt' && (
          <>
            <p className="error-text" role="alert">{joinError?.claim ? t('app.claimFailed', { error: joinError.text }) : joinError?.text}</p>
            <div className="row">
              <Button kind="primary" onClick={async () => { const r = await conn.request({ type: 'joinTable', tableId, as: 'player' }); if (!r.ok) setJoinError({ text: r.error }); }}>{t('app.tryToSit')}</Button>
              <Button onClick={async () => { const r = await conn.request({ type: 'joinTable', tableId, as: 'spectator' }); if (!r.ok) setJoinError({ text: r.error }); }}>{t('app.watch')}</Button>
              <Button kind="ghost" onClick={onLobby}>{t('app.backToLobbyButton')}</Button>
            </div>
          </>
        )}
      </div>
    );
  }
  const game = session.welcome?.games.find((g) => g.id === room.game);
  const loading = <p className="connecting" role="status">{t('app.loadingGame')}</p>;
  // A finished game's score screen stays after "Play again" until its reader goes back to the room.
  const scoreStays = room.status === 'lobby' && !!frame?.result && frame !== leftScore;
  if (room.status !== 'lobby' || scoreStays) {
    if (shared && frame) {
      return (
        <Suspense fallback={loading}>
          <PassAndPlay tableId={tableId} holders={holdersOf({ conn, session }, deviceSnap, tableId)} screen={deviceSnap.screen} game={game}
            mainRoom={room} mainConn={conn} onLeave={onLobby} onBackToRoom={() => setLeftScore(frame)} />
        </Suspense>
      );
    }
    if (frame) {
      return (
        <Suspense fallback={loading}>
          <GameScreen conn={conn} room={room} game={game} frame={frame} onLeave={onLobby} onBackToRoom={() => setLeftScore(frame)}
            roomAt={session.roomsAt[tableId]} notesBefore={session.notesBefore[tableId]} logAt={session.logAt[tableId]} />
        </Suspense>
      );
    }
    return loading;
  }
  return (
    <Suspense fallback={loading}>
      <Room conn={conn} room={room} game={game} onLeave={onLobby} device={device} devicePlayers={deviceSnap.players} onHow={() => onHow(room.game)} wantedColour={profile.colour} />
    </Suspense>
  );
}
