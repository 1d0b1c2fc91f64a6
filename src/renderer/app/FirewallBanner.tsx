/**
 * Windows, hosting on the network: a banner above every screen while Windows Firewall keeps other devices out
 * (the bridge's hosting status carries its verdict: src/main/electron/firewall.ts), saying what to allow and where.
 * Asks every few seconds, so the banner goes once the person allows the app. Only the app loads it; it asks only on
 * Windows.
 */
import { useEffect, useState } from 'react';
import type { HostingStatus } from '../../shared/bridge.js';
import type { RendererBridge } from '../net/bridge.js';
import { useT } from '../i18n/index.js';
import { desktopPlatform } from './desktopPlatform.js';
import { desktopWord } from './desktopWords.js';

/** The banner's words for a hosting status, or null when there is nothing to say. */
export function firewallBannerKey(s: HostingStatus): 'firewallBlocked' | 'firewallUnanswered' | null {
  if (s.state !== 'hosting' || s.local || !s.firewall) return null;
  return s.firewall === 'blocked' ? 'firewallBlocked' : 'firewallUnanswered';
}

export function FirewallBanner({ bridge, everyMs = 5000 }: { bridge: RendererBridge; everyMs?: number }) {
  const t = useT();
  const [key, setKey] = useState<ReturnType<typeof firewallBannerKey>>(null);
  const windows = desktopPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent) === 'windows';
  useEffect(() => {
    if (!windows) return;
    let live = true;
    const ask = () => bridge.hostingStatus().then(
      (s) => { if (live) setKey(firewallBannerKey(s)); },
      () => {},
    );
    void ask();
    const id = setInterval(ask, everyMs);
    return () => { live = false; clearInterval(id); };
  }, [bridge, everyMs, windows]);
  if (!key) return null;
  return (
    <div className="banners">
      <div className="banner banner-warn" role="status" data-testid="firewall-banner">
        <span>{desktopWord(t.locale, key)}</span>
      </div>
    </div>
  );
}
