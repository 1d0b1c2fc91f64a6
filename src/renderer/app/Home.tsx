/**
 * The first screen in the app (Electron): host a table on this computer,
 * the tables found on the network (live, from the bridge), or join by
 * address. In a browser the host the page came from is used directly and
 * only "join by address" applies (JoinByAddress.tsx): this screen is its own
 * chunk, which a browser never loads.
 */
import { useEffect, useState } from 'react';
import type { DiscoveredHost } from '../../shared/protocol.js';
import { pickReachable, type RendererBridge } from '../net/bridge.js';
import { Button, Panel } from '../ui/index.js';
import { gameMeta } from '../games/registry.js';
import { useT } from '../i18n/index.js';
import { JoinByAddress } from './JoinByAddress.js';
import { desktopPlatform } from './desktopPlatform.js';
import { desktopWord } from './desktopWords.js';

function NetworkHosts({ bridge, onJoin }: { bridge: RendererBridge; onJoin: (hostPort: string) => void }) {
  const t = useT();
  const [hosts, setHosts] = useState<DiscoveredHost[] | null>(null);
  const [trying, setTrying] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    bridge.listHosts().then((h) => { if (live) setHosts(h); }, () => { if (live) setHosts([]); });
    const off = bridge.onHostsChanged((h) => setHosts(h));
    return () => { live = false; off(); };
  }, [bridge]);
  if (hosts === null) return <p className="muted">{t('home.lookingForTables')}</p>;
  if (!hosts.length) return <p className="muted">{t('home.noTables')}</p>;
  const join = async (h: DiscoveredHost) => {
    setTrying(h.id);
    try { onJoin(await pickReachable(h.addresses, h.port)); } finally { setTrying(null); }
  };
  return (
    <ul className="host-list">
      {hosts.map((h) => {
        const free = h.tables.reduce((s, t) => s + t.seatsFree, 0);
        const addr = h.addresses[0];
        return (
          <li key={h.id} className="host-item">
            <div>
              <strong>{h.name}</strong>
              <div className="muted small">
                {t('home.hostTables', { n: h.tables.length, list: h.tables.map((x) => t('home.tableLine', { game: gameMeta(x.game)?.name ?? x.game, free: x.seatsFree, seats: x.seats })).join(' · ') })}
              </div>
            </div>
            <Button kind={free ? 'primary' : 'secondary'} disabled={!addr || trying !== null} onClick={() => join(h)}>{trying === h.id ? t('home.connectingButton') : t('home.join')}</Button>
          </li>
        );
      })}
    </ul>
  );
}

export function Home({ bridge, onJoin }: { bridge: RendererBridge; onJoin: (hostPort: string) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hosting, setHosting] = useState<{ port: number; local: boolean } | null>(null);
  // What the first time hosting meets on this system (Windows Firewall's question, macOS's Local Network permission).
  const platform = desktopPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const advice = platform === 'windows' ? 'firewallAdvice' : platform === 'mac' ? 'localNetworkAdvice' : null;
  useEffect(() => {
    let live = true;
    bridge.hostingStatus().then((s) => { if (live && s.state === 'hosting') setHosting({ port: s.port, local: s.local }); }, () => {});
    return () => { live = false; };
  }, [bridge]);
  const host = async (local: boolean) => {
    if (hosting && hosting.local === local) return onJoin(`127.0.0.1:${hosting.port}`);
    if (hosting && !local && !confirm(t('home.openToNetworkConfirm'))) return;
    setBusy(true);
    setError(null);
    try {
      const { port } = await bridge.startHosting(local ? { local: true } : undefined);
      onJoin(`127.0.0.1:${port}`);
    } catch (e) {
      setError(t('home.startFailed', { error: (e as Error).message }));
    } finally { setBusy(false); }
  };
  return (
    <div className="home">
      <Panel title={t('home.localTitle')} className="home-local">
        <p>{t('home.localText')}</p>
        <Button kind="primary" onClick={() => host(true)} disabled={busy} data-testid="play-here">
          {hosting?.local ? t('home.localOpen') : busy ? t('home.starting') : t('home.localTitle')}
        </Button>
      </Panel>
      <Panel title={t('home.hostTitle')} className="home-host">
        <p>{t('home.hostText')}</p>
        {advice && !(hosting && !hosting.local) && <p className="small muted" data-testid="first-host-advice">{desktopWord(t.locale, advice)}</p>}
        <Button kind={hosting?.local ? 'secondary' : 'primary'} onClick={() => host(false)} disabled={busy}>
          {hosting && !hosting.local ? t('home.hostOpen') : busy ? t('home.starting') : t('home.hostTitle')}
        </Button>
        {error && <p className="error-text" role="alert">{error}</p>}
      </Panel>
      <Panel title={t('home.networkTitle')}>
        <NetworkHosts bridge={bridge} onJoin={onJoin} />
        <JoinByAddress onJoin={onJoin} />
      </Panel>
    </div>
  );
}
