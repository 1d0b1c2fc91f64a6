/**
 * The table client: who you are (name, colour), which host you talk to
 * (the page's own host in a browser; hosted/discovered/typed in the app),
 * and where you are (lobby or a table, in the URL hash so a reload returns).
 */
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getBridge } from '../net/bridge.js';
import { initialTarget, TARGET_KEY } from '../net/target.js';
import type { HostConnection } from '../net/connection.js';
import type { SessionState } from '../net/session.js';
import { loadProfile, rememberHost, saveProfile, type Profile } from '../net/storage.js';
import { Button } from '../ui/Button.js';
import { PlayerBadge } from '../ui/PlayerBadge.js';
import { badgeColour } from './badgeColour.js';
import { Banner } from './Banner.js';
import { JoinByAddress } from './JoinByAddress.js';
import { Lobby } from './Lobby.js';
import { ProfileForm } from './ProfileForm.js';
import { openedAtLobby, useTableRoute } from './route.js';
import { useConnection } from './useConnection.js';
import { usePrefetchedGameCatalogues } from '../i18n/games.js';
import { I18nProvider, useT } from '../i18n/index.js';
import { useLobbyWatch } from './useLobbyWatch.js';
import { useHistoryRoute } from './historyRoute.js';
import { useHowRoute } from './howRoute.js';
import { DeviceSettings } from './DeviceSettings.js';
import { resolveLocale } from '../i18n/locales.js';
import { dropPrelobby, prelobbyShown } from '../prelobby.js';
import { lazyScreen } from './lazyScreen.js';
import { ScreenBoundary } from './ScreenBoundary.js';

// A table's screen (its room, its game, the pass-and-play cover) is not the first screen: its own chunks. The room
// (with its invite QR code and the people panels) loads when the lobby is idle; all of them as soon as a table opens.
// (The same chunks as TableScreen's own lazy imports: asked for here at once, none waits for another.)
const loadTableScreen = () => import('./TableScreen.js');
const loadRoom = () => import('./Room.js');
const loadGameScreen = () => import('./GameScreen.js');
const TableScreen = lazyScreen(() => {
  void loadRoom().catch(() => {});
  void loadGameScreen().catch(() => {});
  return loadTableScreen().then((m) => m.TableScreen);
});
// The host's finished games and their replays: their own chunks.
const History = lazyScreen(() => import('./History.js').then((m) => m.History));
const Replay = lazyScreen(() => import('./Replay.js').then((m) => m.Replay));
// The app's home (Electron: host a table, the tables found on the network): a browser never shows it.
const Home = lazyScreen(() => import('./Home.js').then((m) => m.Home));
// The app (on Windows): Windows Firewall keeping others out of this computer's tables (its own chunk).
const FirewallBanner = lazyScreen(() => import('./FirewallBanner.js').then((m) => m.FirewallBanner));
// "How to play" (a game's player aid and rules), before sitting down: its own chunk.
const HowToPlay = lazyScreen(() => import('./HowToPlay.js').then((m) => m.HowToPlay));

export function App() {
  const [lang, setLang] = useState(() => loadProfile().lang);
  return (
    <I18nProvider choice={lang}>
      {/* The last resort (the header's own parts); each screen has its own boundary below the header. */}
      <ScreenBoundary><Shell onLanguage={setLang} /></ScreenBoundary>
    </I18nProvider>
  );
}

function Shell({ onLanguage }: { onLanguage: (lang: Profile['lang']) => void }) {
  const t = useT();
  usePrefetchedGameCatalogues();
  const bridge = useMemo(() => getBridge(), []);
  const [profile, setProfile] = useState<Profile>(loadProfile);
  const [editing, setEditing] = useState(!profile.name);
  const [target, setTargetState] = useState<string | null>(() => initialTarget(!!bridge));
  const [tableId, go] = useTableRoute();
  const [historyRoute, openHistory] = useHistoryRoute();
  const [howGame, openHow, closeHow] = useHowRoute();
  // Editing the profile keeps the link; saving a new name or colour reconnects with it.
  const [conn, session] = useConnection(target, profile, !!profile.name);
  useLobbyWatch(conn, session.welcome, tableId);

  // The host's pre-rendered lobby (prelobby.ts) stays until this app draws a screen of its own in the reader's
  // language: the lobby (or where a tap on it led) once welcomed, the name form, the hosts, or why it cannot connect.
  const connecting = !!target && (!conn || !session.welcome) && !session.fatal && session.status !== 'reconnecting';
  const ownScreen = editing || !connecting && t.locale === resolveLocale(profile.lang);
  useLayoutEffect(() => { if (ownScreen || !prelobbyShown()) dropPrelobby(); }, [ownScreen]);
  useEffect(() => { const id = setTimeout(dropPrelobby, 5000); return () => clearTimeout(id); }, []);

  // Opening the host's address again (the lobby, first welcome after the page loaded) with exactly one
  // running game where you hold a seat takes you back to it. Rooms follow the welcome: look a moment later.
  const welcomed = !!session.welcome;
  useEffect(() => {
    if (!welcomed) return;
    // Once the lobby is up, fetch the room's code while nobody is waiting for it.
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (f: () => void) => setTimeout(f, 500);
    idle(() => { void loadTableScreen().catch(() => {}); void loadRoom().catch(() => {}); });
  }, [welcomed]);
  const autoRouted = useRef(false);
  const routeRef = useRef({ tableId, go });
  useLayoutEffect(() => { routeRef.current = { tableId, go }; });
  useEffect(() => {
    if (!welcomed || !conn || autoRouted.current || !openedAtLobby) return;
    const t = setTimeout(() => {
      autoRouted.current = true;
      if (routeRef.current.tableId || location.hash.startsWith('#/how/') || location.hash.startsWith('#/history') || location.hash.startsWith('#/replay/')) return;
      const playing = Object.values(conn.getSnapshot().rooms).filter((r) => r.status === 'playing' && r.yourSeat != null);
      if (playing.length === 1) routeRef.current.go(playing[0].id);
    }, 700);
    return () => clearTimeout(t);
  }, [welcomed, conn]);

  const setTarget = (t: string | null) => {
    // In a browser the page's own host is the only one it may talk to (CSP connect-src 'self'):
    // another host serves this same client, so go there.
    if (!bridge && t && t.toLowerCase() !== location.host.toLowerCase()) {
      rememberHost(t);
      location.assign(`${location.protocol === 'https:' ? 'https' : 'http'}://${t}/`);
      return;
    }
    try { if (t) sessionStorage.setItem(TARGET_KEY, t); else sessionStorage.removeItem(TARGET_KEY); } catch { /* ignore */ }
    if (t) rememberHost(t);
    setTargetState(t);
    go(null);
  };

  const header = (
    <header className="top-bar">
      <button type="button" className="brand" onClick={() => go(null)} aria-label={t('app.backToLobby')}>
        <span className="brand-mark" aria-hidden="true">✦</span> Magic Table
      </button>
      {session.welcome && <span className="muted host-name" title={target ?? ''}>{t('app.atHost', { host: session.welcome.hostName })}</span>}
      <span className="top-bar-right">
        <DeviceSettings />
        {profile.name && !editing && (
          <button type="button" className="profile-chip" onClick={() => setEditing(true)} aria-label={t('app.changeProfile')}>
            <PlayerBadge occupant={{ kind: 'human', name: profile.name, colour: badgeColour(profile.colour, tableId ? session.rooms[tableId] : undefined), connected: true, ready: false }} compact />
          </button>
        )}
      </span>
    </header>
  );

  // The screen's boundary starts afresh on each route: a screen that failed does not stand in for the next.
  const screenKey = editing ? 'profile' : !target ? 'home' : howGame ? `how/${howGame}` : tableId ? `table/${tableId}`
    : historyRoute ? JSON.stringify(historyRoute) : 'lobby';
  let body;
  if (editing) {
    body = (
      <div className="welcome">
        <h1 className="welcome-title">Magic Table</h1>
        <p className="welcome-sub">{t('app.welcome')}</p>
        <ProfileForm initial={profile} submitLabel={profile.name ? t('app.save') : t('app.letsPlay')}
          onDone={(p) => {
            saveProfile(p);
            if (p.name !== profile.name || p.colour !== profile.colour || p.lang !== profile.lang) setProfile(p);
            onLanguage(p.lang);
            setEditing(false);
          }} />
        {profile.name && <button type="button" className="link-button" onClick={() => setEditing(false)}>{t('app.cancel')}</button>}
      </div>
    );
  } else if (!target) {
    body = bridge ? <Suspense fallback={null}><Home bridge={bridge} onJoin={setTarget} /></Suspense> : (
      <div className="home"><JoinByAddress onJoin={setTarget} /></div>
    );
  } else if (!conn || !session.welcome) {
    body = <Connecting target={target} session={session} conn={conn} onCancel={bridge ? () => setTarget(null) : undefined} />;
  } else if (howGame) {
    body = (
      <Suspense fallback={<p className="connecting" role="status">{t('how.loading')}</p>}>
        <HowToPlay game={howGame} info={session.welcome.games.find((g) => g.id === howGame)} placement="page" onClose={closeHow} />
      </Suspense>
    );
  } else if (tableId) {
    body = (
      <Suspense fallback={<p className="connecting" role="status">{t('app.loadingGame')}</p>}>
        <TableScreen key={tableId} conn={conn} session={session} tableId={tableId} profile={profile} onLobby={() => go(null)} onHow={openHow} />
      </Suspense>
    );
  } else if (historyRoute) {
    const loading = <p className="connecting" role="status">{t('history.loading')}</p>;
    body = (
      <Suspense fallback={loading}>
        {historyRoute.kind === 'history'
          ? <History conn={conn} games={session.welcome.games} onLobby={() => go(null)}
            onReplay={(g) => openHistory({ kind: 'replay', tableId: g.tableId, gameNo: g.gameNo })} />
          : <Replay key={`${historyRoute.tableId}/${historyRoute.gameNo}`} conn={conn} tableId={historyRoute.tableId} gameNo={historyRoute.gameNo}
            games={session.welcome.games} onHistory={() => openHistory({ kind: 'history' })} />}
      </Suspense>
    );
  } else {
    body = (
      <>
        <Lobby conn={conn} session={session} onOpen={go} onHistory={() => openHistory({ kind: 'history' })} onHow={openHow} />
        <footer className="lobby-foot">
          {bridge ? (
            <span className="row">
              <Button kind="ghost" onClick={() => setTarget(null)}>{t('app.otherTables')}</Button>
              {target.startsWith('127.0.0.1:') && (
                <Button kind="danger" onClick={async () => {
                  if (!confirm(t('app.stopHostingConfirm'))) return;
                  await bridge.stopHosting().catch(() => {});
                  setTarget(null);
                }}>{t('app.stopHosting')}</Button>
              )}
            </span>
          ) : <JoinByAddress onJoin={setTarget} />}
        </footer>
      </>
    );
  }
  return (
    <div className="app">
      {header}
      <Banner conn={conn} session={session} screen={screenKey} />
      {bridge && <Suspense fallback={null}><FirewallBanner bridge={bridge} /></Suspense>}
      <div className="app-body"><ScreenBoundary key={screenKey}>{body}</ScreenBoundary></div>
    </div>
  );
}

function Connecting({ target, session, conn, onCancel }: { target: string; session: SessionState; conn: HostConnection | null; onCancel?: () => void }) {
  const t = useT();
  return (
    <div className="connecting" role="status">
      {session.fatal
        ? <p className="error-text">{session.fatal}</p>
        : <p>{session.status === 'reconnecting' ? t('app.cannotReach', { target }) : t('app.connecting', { target })}</p>}
      <div className="row">
        {session.status === 'reconnecting' && <Button onClick={() => conn?.retryNow()}>{t('app.retryNow')}</Button>}
        {onCancel && <Button kind="ghost" onClick={onCancel}>{t('app.back')}</Button>}
      </div>
    </div>
  );
}
