/**
 * The campaign part of a Magical Library table's room: the creator picks free
 * play or one of the host's campaigns (create, import, export there too), and
 * everyone sees the chosen campaign's Path of Knowledge.
 */
import { useCallback, useEffect, useState } from 'react';
import { MAX_CAMPAIGN_IMPORT_CHARS } from '../../shared/protocol-constants.js';
import type { CampaignListItem, TableRoom } from '../../shared/protocol.js';
import { CampaignPicker, type CampaignChoice, type Outcome } from '../games/magical-library/CampaignPanels.js';
import { CampaignScreen } from '../games/magical-library/CampaignScreen.js';
import type { BadgeId } from '../games/magical-library/path-data.js';
import type { HostConnection } from '../net/connection.js';
import { Button } from '../ui/index.js';

/** Why an import text cannot travel to the host, or null. */
export function importTooBig(json: string): string | null {
  const bytes = new TextEncoder().encode(json).length;
  if (bytes <= MAX_CAMPAIGN_IMPORT_CHARS) return null;
  return `This file is ${Math.ceil(bytes / 1000)} KB: a campaign file must be under ${MAX_CAMPAIGN_IMPORT_CHARS / 1000} KB to travel to the host (a campaign takes about 150 bytes a game)`;
}

export function RoomCampaign({ conn, room }: { conn: HostConnection; room: TableRoom }) {
  const [list, setList] = useState<{ campaigns: CampaignListItem[]; problems: { file: string; error: string }[] }>({ campaigns: [], problems: [] });
  const [error, setError] = useState<string | null>(null);
  const [showPath, setShowPath] = useState(false);
  const campaign = room.campaign;
  const editable = room.youAreCreator && room.status === 'lobby';
  const tableId = room.id;

  const refresh = useCallback(async () => {
    const r = await conn.request({ type: 'listCampaigns' });
    if (r.ok && r.frame.type === 'campaigns') setList({ campaigns: r.frame.campaigns, problems: r.frame.problems });
  }, [conn]);
  // The list again whenever the room's campaign changes (another table may have moved it on).
  const key = campaign?.mode === 'campaign' ? `${campaign.campaign.id}:${campaign.campaign.field}` : campaign?.mode ?? '';
  useEffect(() => { if (editable) void refresh(); }, [refresh, key, editable]);

  const select = async (c: CampaignChoice) => {
    setError(null);
    const r = await conn.request({ type: 'setCampaign', tableId, campaign: c.mode === 'free' ? 'free' : c.id });
    if (!r.ok) setError(r.error);
    return r;
  };
  const adopt = async (r: Awaited<ReturnType<HostConnection['request']>>): Promise<Outcome> => {
    if (!r.ok) return { ok: false, error: r.error, code: r.code };
    await refresh();
    if (r.frame.type === 'campaign' && editable) await select({ mode: 'campaign', id: r.frame.campaign.id });
    return { ok: true };
  };

  const selected: CampaignChoice = !campaign || campaign.mode === 'free' ? { mode: 'free' }
    : { mode: 'campaign', id: campaign.mode === 'campaign' ? campaign.campaign.id : campaign.id };

  return (
    <div className="stack" data-testid="room-campaign">
      {!editable && (!campaign || campaign.mode === 'free') && (
        <p className="small" data-testid="room-campaign-summary"><b>Free play</b>: every box open, nothing recorded.</p>
      )}
      {editable && <CampaignPicker
        campaigns={list.campaigns}
        problems={list.problems}
        selected={selected}
        editable={editable}
        onSelect={(c) => void select(c)}
        onCreate={async (name) => adopt(await conn.request({ type: 'createCampaign', name }))}
        onImport={async (json, nameIfClash) => {
          const big = importTooBig(json);
          if (big) return { ok: false, error: big };
          return adopt(await conn.request({ type: 'importCampaign', json, ...(nameIfClash ? { nameIfClash } : {}) }));
        }}
        onExport={async (id) => {
          const r = await conn.request({ type: 'exportCampaign', id });
          if (!r.ok) return { ok: false, error: r.error };
          return r.frame.type === 'campaignExport' ? { ok: true, json: r.frame.json } : { ok: false, error: 'The host sent no campaign file' };
        }}
      />}
      {error && <p className="error-text" role="alert">{error}</p>}
      {campaign?.mode === 'missing' && <p className="error-text" role="alert">This table’s campaign cannot be read: {campaign.error}. Choose another campaign or free play.</p>}
      {campaign?.mode === 'campaign' && (
        <>
          <p className="small" data-testid="room-campaign-summary">
            Playing the campaign <b>{campaign.campaign.name}</b>: field {campaign.campaign.field} of 15,{' '}
            {campaign.allowedModules.length ? `modules ${campaign.allowedModules.map((m) => m.slice(1)).join(', ')} unlocked` : 'no box open yet'}.{' '}
            <Button small kind="ghost" onClick={() => setShowPath((v) => !v)} aria-expanded={showPath}>{showPath ? 'Hide the path' : 'Show the Path of Knowledge'}</Button>
          </p>
          {showPath && <CampaignScreen campaign={{ name: campaign.campaign.name, badges: campaign.campaign.badges as BadgeId[], games: campaign.campaign.games }} />}
        </>
      )}
    </div>
  );
}
