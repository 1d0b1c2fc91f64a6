/**
 * The campaign pieces the room and game screens show, loaded on demand (their
 * own chunk, with the Magical Library badge data) so that the first screen
 * stays small. `campaignRules` / `campaignOptionSpec` are light and eager.
 */
import { Suspense, lazy, type ComponentProps } from 'react';

const RoomCampaignLazy = lazy(() => import('./RoomCampaign.js').then((m) => ({ default: m.RoomCampaign })));
const GameCampaignLazy = lazy(() => import('./GameCampaign.js').then((m) => ({ default: m.GameCampaign })));

type RoomProps = ComponentProps<typeof import('./RoomCampaign.js').RoomCampaign>;
type GameProps = ComponentProps<typeof import('./GameCampaign.js').GameCampaign>;

export function RoomCampaign(props: RoomProps) {
  return <Suspense fallback={<p className="muted small">Loading the campaigns…</p>}><RoomCampaignLazy {...props} /></Suspense>;
}

export function GameCampaign(props: GameProps) {
  // Nothing to load before a campaign game is over.
  if (!props.over || props.room.campaign?.mode !== 'campaign') return null;
  return <Suspense fallback={null}><GameCampaignLazy {...props} /></Suspense>;
}

export { campaignOptionSpec, campaignRules } from './rules.js';
