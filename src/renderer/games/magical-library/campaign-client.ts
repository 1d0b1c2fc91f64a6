/**
 * The campaign panels' side of Magical Library's extension messages (shapes in
 * src/shared/games/magical-library/campaign-protocol.ts): typed requests over the
 * connection's generic `ext`, and the payload of the answering frame.
 */
import type { CampaignFrameName, CampaignFrames, CampaignMessageName, CampaignMessagePayload } from '../../../shared/games/magical-library/campaign-protocol.js';
import type { HostConnection, Reply } from '../../net/connection.js';

/** The game whose extension the campaign is (the `game` of its `ext` messages and frames). */
const CAMPAIGN_GAME = 'magical-library';

export function campaignRequest<N extends CampaignMessageName>(conn: HostConnection, name: N, payload: CampaignMessagePayload<N>, tableId?: string): Promise<Reply> {
  return conn.ext(CAMPAIGN_GAME, name, payload, tableId);
}

/** The payload of an accepted request's answer when it is the frame `name`, else null. */
export function campaignAnswer<F extends CampaignFrameName>(r: Reply, name: F): CampaignFrames[F] | null {
  return r.ok && r.frame.type === 'ext' && r.frame.game === CAMPAIGN_GAME && r.frame.name === name ? r.frame.payload as CampaignFrames[F] : null;
}
