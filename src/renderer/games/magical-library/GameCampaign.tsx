/**
 * The end of a Magical Library campaign game, on every screen at the table:
 * the badges fulfilled (the creator ticks one for the group; while the creator
 * is away, any player of the game may), what the choice
 * did on the Path of Knowledge, a medal, and the box-opened ceremony.
 */
import { useEffect, useRef, useState } from 'react';
import type { TableCampaign } from '../../../shared/games/magical-library/campaign-protocol.js';
import type { TableRoom } from '../../../shared/protocol.js';
import type { HostConnection } from '../../net/connection.js';
import { Button, Panel } from '../../ui/index.js';
import type { GamePanelProps } from '../types.js';
import { campaignRequest } from './campaign-client.js';
import { tableCampaign } from './campaign-rules.js';
import { BadgeChoice } from './CampaignPanels.js';
import { badgeTitle, BoxOpened, CampaignScreen } from './CampaignScreen.js';
import { BADGE_IDS, type BadgeId } from './path-data.js';
import { LibraryTexts, useLib, useLibraryT } from './i18n/index.js';
import './ml-campaign.css';

type InCampaign = Extract<TableCampaign, { mode: 'campaign' }>;

const seenKey = (tableId: string, gameNo: number) => `magic-table:ceremony:${tableId}:${gameNo}`;
function seen(key: string): boolean {
  try { return globalThis.localStorage?.getItem(key) === '1'; } catch { return false; }
}
function markSeen(key: string): void {
  try { globalThis.localStorage?.setItem(key, '1'); } catch { /* private mode: it may show again */ }
}

export function GameCampaign({ conn, room, extra, over }: GamePanelProps) {
  const campaign = tableCampaign(extra);
  if (!over || campaign?.mode !== 'campaign' || (!campaign.pending && !campaign.advanced)) return null;
  return <Texts><Finished conn={conn} room={room} campaign={campaign} /></Texts>;
}

function Texts({ children }: { children: React.ReactNode }) {
  return <LibraryTexts.Provider value={useLibraryT()}>{children}</LibraryTexts.Provider>;
}

function Finished({ conn, room, campaign }: { conn: HostConnection; room: TableRoom; campaign: InCampaign }) {
  const t = useLib();
  const [showPath, setShowPath] = useState(false);
  const advanced = campaign.advanced;
  const key = advanced ? seenKey(room.id, advanced.gameNo) : '';
  // The ceremony, once per game and device: done when no box opened, when seen before, or closed here.
  const [closed, setClosed] = useState<string | null>(null);
  const ceremonyDone = !advanced?.opened || closed === key || seen(key);
  const c = campaign.campaign;
  // The badges come after the score pad: bring them into view once per game, on every screen.
  const panel = useRef<HTMLDivElement>(null);
  const pendingGame = campaign.pending?.gameNo ?? null;
  const canChoose = room.youAreCreator || (room.yourSeat !== null && campaign.pending?.othersMayChoose === true);
  useEffect(() => {
    if (pendingGame !== null) panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [pendingGame]);
  return (
    <Panel title={t('magical-library.ui.campaignTitle', { name: c.name })} className="game-campaign">
      <div data-testid="game-campaign" ref={panel}>
        {campaign.pending && (
          <BadgeChoice
            fulfilled={campaign.pending.fulfilled as BadgeId[][]}
            ticked={campaign.pending.ticked as BadgeId[]}
            seats={room.seats}
            field={campaign.pending.field}
            canChoose={canChoose}
            whoChooses={t(campaign.pending.othersMayChoose ? 'magical-library.ui.playerTicks' : 'magical-library.ui.creatorTicksAway')}
            onChoose={async (badge) => {
              const r = await campaignRequest(conn, 'chooseBadge', { badge }, room.id);
              return r.ok ? { ok: true } : { ok: false, error: r.error };
            }}
          />
        )}
        {campaign.pending && canChoose && (
          <p className="muted small">{t('magical-library.ui.choiceWaits')}</p>
        )}
        {advanced && (
          <p data-testid="campaign-advanced" aria-live="polite">
            {advanced.badge
              ? t.rich('magical-library.ui.tickedAdvance', {
                badge: <b>{(BADGE_IDS as readonly string[]).includes(advanced.badge) ? badgeTitle(t, advanced.badge as BadgeId) : advanced.badge}</b>,
                field: advanced.reached,
              })
              : t('magical-library.ui.noBadgeTicked', { field: c.field })}
            {advanced.opened && <> <b>{t('magical-library.ui.boxIsOpen', { box: advanced.opened.box })}</b></>}
            {advanced.medal && <> <b data-testid="campaign-medal">{t('magical-library.ui.medalYours', { medal: advanced.medal })}</b></>}
          </p>
        )}
        <Button small kind="ghost" onClick={() => setShowPath((v) => !v)} aria-expanded={showPath}>{t(showPath ? 'magical-library.ui.hidePath' : 'magical-library.ui.showPath')}</Button>
        {showPath && <CampaignScreen campaign={{ name: c.name, badges: c.badges as BadgeId[], games: c.games }} />}
      </div>
      {advanced?.opened && !ceremonyDone && (
        <BoxOpened box={advanced.opened.box} onClose={() => { markSeen(key); setClosed(key); }} />
      )}
    </Panel>
  );
}
