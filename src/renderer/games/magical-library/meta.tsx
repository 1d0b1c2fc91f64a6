/**
 * Magical Library's name, emblem and campaign hooks (eager: keep it tiny). The campaign
 * panels are their own chunk, loaded when a room shows them; the table is in index.tsx.
 */
import { Suspense, lazy } from 'react';
import { makeGameTranslate, useGameCatalogue } from '../../i18n/games.js';
import { EMBLEM } from '../../../shared/games/magical-library/emblem.js';
import { emblem } from '../../ui/Emblem.js';
import type { GameMeta, GamePanelProps, GameReader, RoomPanelProps } from '../types.js';
import { campaignOptionSpec, campaignRules, moduleHelp, tableCampaign, type RulesTexts } from './campaign-rules.js';
import RULES_EN from '../../../shared/games/magical-library/i18n/rules-en.js';

const RoomCampaign = lazy(() => import('./RoomCampaign.js').then((m) => ({ default: m.RoomCampaign })));
const Aid = lazy(() => import('./Aid.js'));
const GameCampaign = lazy(() => import('./GameCampaign.js').then((m) => ({ default: m.GameCampaign })));

/** The reader's words for the rules and option hooks (English when the screen gives no reader). */
const readerTexts = (reader?: GameReader): RulesTexts => makeGameTranslate(RULES_EN, reader?.locale ?? 'en', reader?.lookup);

function RoomPanel(props: RoomPanelProps) {
  const { locale, lookup } = useGameCatalogue('magical-library');
  const loading = makeGameTranslate(RULES_EN, locale, lookup)('magical-library.ui.loadingCampaigns');
  return <Suspense fallback={<p className="muted small">{loading}</p>}><RoomCampaign {...props} /></Suspense>;
}

export const meta: GameMeta = {
  id: 'magical-library',
  name: 'Magical Library',
  Emblem: emblem(EMBLEM),
  Aid,
  RoomPanel,
  // Nothing to load before a campaign game is over.
  GamePanel: (props: GamePanelProps) => (!props.over || tableCampaign(props.extra)?.mode !== 'campaign' ? null
    : <Suspense fallback={null}><GameCampaign {...props} /></Suspense>),
  rules: (sections, extra, english, reader) => campaignRules(sections, tableCampaign(extra), english ?? sections, readerTexts(reader)),
  optionSpec: (spec, extra, reader) => moduleHelp(campaignOptionSpec(spec, tableCampaign(extra), readerTexts(reader)), readerTexts(reader)),
};
