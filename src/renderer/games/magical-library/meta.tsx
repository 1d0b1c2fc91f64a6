/**
 * Magical Library's name, emblem and campaign hooks (eager: keep it tiny). The campaign
 * panels are their own chunk, loaded when a room shows them; the table is in index.tsx.
 */
import { Suspense, lazy } from 'react';
import { emblem } from '../../ui/index.js';
import type { GameMeta, GamePanelProps, RoomPanelProps } from '../types.js';
import { campaignOptionSpec, campaignRules, tableCampaign } from './campaign-rules.js';

const RoomCampaign = lazy(() => import('./RoomCampaign.js').then((m) => ({ default: m.RoomCampaign })));
const GameCampaign = lazy(() => import('./GameCampaign.js').then((m) => ({ default: m.GameCampaign })));

export const meta: GameMeta = {
  id: 'magical-library',
  name: 'Magical Library',
  Emblem: emblem(<><rect x="7" y="7" width="8" height="22" fill="#7b5ea7" /><rect x="16" y="9" width="6" height="20" fill="#3f8f6b" /><rect x="23" y="6" width="7" height="23" fill="#c0603f" /></>),
  RoomPanel: (props: RoomPanelProps) => (
    <Suspense fallback={<p className="muted small">Loading the campaigns…</p>}><RoomCampaign {...props} /></Suspense>
  ),
  // Nothing to load before a campaign game is over.
  GamePanel: (props: GamePanelProps) => (!props.over || tableCampaign(props.extra)?.mode !== 'campaign' ? null
    : <Suspense fallback={null}><GameCampaign {...props} /></Suspense>),
  rules: (sections, extra) => campaignRules(sections, tableCampaign(extra)),
  optionSpec: (spec, extra) => campaignOptionSpec(spec, tableCampaign(extra)),
};
