/**
 * The campaign part of a Magical Library table's room: the creator picks free
 * play or one of the host's campaigns (create, import, export there too), and
 * everyone sees the chosen campaign's Path of Knowledge, and any game of the
 * host's campaigns whose badge is still to choose (offered to those the host
 * says may choose it: it outlives its table).
 */
import { useCallback, useEffect, useState } from 'react';
import { MAX_CAMPAIGN_IMPORT_CHARS, type CampaignListItem } from '../../../shared/games/magical-library/campaign-protocol.js';
import type { Reply } from '../../net/connection.js';
import { Button } from '../../ui/index.js';
import type { RoomPanelProps } from '../types.js';
import { campaignAnswer, campaignRequest } from './campaign-client.js';
import { tableCampaign } from './campaign-rules.js';
import { CampaignPicker, PendingChoices, type CampaignChoice, type Outcome } from './CampaignPanels.js';
import { CampaignScreen } from './CampaignScreen.js';
import { PATH, type BadgeId } from './path-data.js';
import { LibraryTexts, useLib, useLibraryT, type LibraryT } from './i18n/index.js';

/** Why an import text cannot travel to the host, or null. */
function importTooBig(t: LibraryT, json: string): string | null {
  const bytes = new TextEncoder().encode(json).length;
  if (bytes <= MAX_CAMPAIGN_IMPORT_CHARS) return null;
  return t('magical-library.ui.fileTooBig', { kb: Math.ceil(bytes / 1000), max: MAX_CAMPAIGN_IMPORT_CHARS / 1000 });
}

export function RoomCampaign(props: RoomPanelProps) {
  const t = useLibraryT();
  return <LibraryTexts.Provider value={t}><Campaigns {...props} /></LibraryTexts.Provider>;
}

function Campaigns({ conn, room, extra }: RoomPanelProps) {
  const t = useLib();
  const [list, setList] = useState<{ campaigns: CampaignListItem[]; problems: { file: string; error: string }[] }>({ campaigns: [], problems: [] });
  const [error, setError] = useState<string | null>(null);
  const [showPath, setShowPath] = useState(false);
  const campaign = tableCampaign(extra);
  const editable = room.youAreCreator && room.status === 'lobby';
  const tableId = room.id;

  const fetchList = useCallback(async () => {
    const list = campaignAnswer(await campaignRequest(conn, 'listCampaigns', {}), 'campaigns');
    return list ? { campaigns: list.campaigns, problems: list.problems } : null;
  }, [conn]);
  const refresh = async () => {
    const list = await fetchList();
    if (list) setList(list);
  };
  // The list again whenever the room's campaign changes (another table may have moved it on). Everyone gets it:
  // a badge left to choose is offered to whoever may choose it.
  const key = campaign?.mode === 'campaign' ? `${campaign.campaign.id}:${campaign.campaign.field}` : campaign?.mode ?? '';
  useEffect(() => {
    let live = true;
    void fetchList().then((list) => { if (list && live) setList(list); });
    return () => { live = false; };
  }, [fetchList, key, editable]);

  const select = async (c: CampaignChoice) => {
    setError(null);
    const r = await campaignRequest(conn, 'setCampaign', { campaign: c.mode === 'free' ? 'free' : c.id }, tableId);
    if (!r.ok) setError(r.error);
    return r;
  };
  const adopt = async (r: Reply): Promise<Outcome> => {
    // A refusal of the extension's own comes as `refused` with its finer code (e.g. `name_taken`) in `detail`.
    if (!r.ok) return { ok: false, error: r.error, code: r.detail ?? r.code };
    await refresh();
    const made = campaignAnswer(r, 'campaign');
    if (made && editable) await select({ mode: 'campaign', id: made.campaign.id });
    return { ok: true };
  };

  const selected: CampaignChoice = !campaign || campaign.mode === 'free' ? { mode: 'free' }
    : { mode: 'campaign', id: campaign.mode === 'campaign' ? campaign.campaign.id : campaign.id };

  return (
    <div className="stack" data-testid="room-campaign">
      {!editable && (!campaign || campaign.mode === 'free') && (
        <p className="small" data-testid="room-campaign-summary">{t.rich('magical-library.ui.freePlayLine', { free: <b>{t('magical-library.ui.freePlay')}</b> })}</p>
      )}
      {editable && <CampaignPicker
        campaigns={list.campaigns}
        problems={list.problems}
        selected={selected}
        editable={editable}
        onSelect={(c) => void select(c)}
        onCreate={async (name) => adopt(await campaignRequest(conn, 'createCampaign', { name }))}
        onImport={async (json, nameIfClash) => {
          const big = importTooBig(t, json);
          if (big) return { ok: false, error: big };
          return adopt(await campaignRequest(conn, 'importCampaign', { json, ...(nameIfClash ? { nameIfClash } : {}) }));
        }}
        onExport={async (id) => {
          const r = await campaignRequest(conn, 'exportCampaign', { id });
          if (!r.ok) return { ok: false, error: r.error };
          const file = campaignAnswer(r, 'campaignExport');
          return file ? { ok: true, json: file.json } : { ok: false, error: t('magical-library.ui.noCampaignFile') };
        }}
      />}
      <PendingChoices
        // This table's own choice is the game panel's (after the game); the others are offered here.
        campaigns={list.campaigns.map((c) => ({ ...c, pending: c.pending.filter((p) => p.table !== tableId) }))}
        onTick={async (id, p, badge) => {
          const r = await campaignRequest(conn, 'tickPending', { campaign: id, badge, table: p.table, gameNo: p.gameNo });
          if (!r.ok) return { ok: false, error: r.error };
          await refresh();
          return { ok: true };
        }}
      />
      {error && <p className="error-text" role="alert">{error}</p>}
      {campaign?.mode === 'missing' && <p className="error-text" role="alert">{t('magical-library.ui.campaignUnreadable', { error: campaign.error })}</p>}
      {campaign?.mode === 'campaign' && (
        <>
          <p className="small" data-testid="room-campaign-summary">
            {t.rich('magical-library.ui.playingCampaign', {
              name: <b>{campaign.campaign.name}</b>,
              field: campaign.campaign.field,
              total: PATH.length,
              modules: campaign.allowedModules.length
                ? t('magical-library.ui.modulesUnlocked', { list: campaign.allowedModules.map((m) => m.slice(1)).join(', ') })
                : t('magical-library.ui.noBoxYet'),
            })}{' '}
            <Button small kind="ghost" onClick={() => setShowPath((v) => !v)} aria-expanded={showPath}>{t(showPath ? 'magical-library.ui.hidePath' : 'magical-library.ui.showPath')}</Button>
          </p>
          {showPath && <CampaignScreen campaign={{ name: campaign.campaign.name, badges: campaign.campaign.badges as BadgeId[], games: campaign.campaign.games }} />}
        </>
      )}
    </div>
  );
}

