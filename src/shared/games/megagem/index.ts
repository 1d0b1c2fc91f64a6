/** MegaGem (Richard Garfield and Jane Street): the game definition, wiring its parts. */
import { defineGame, type GameManifest } from '../define.js';
import { apply } from './apply.js';
import { createBot } from './bots.js';
import { cautiousMove } from './cautious.js';
import { CHART_IDS, MAX_PLAYERS, MIN_PLAYERS } from './data.js';
import { isOver, toAct } from './flow.js';
import { MESSAGES } from './messages.js';
import { onlyMove } from './onlyMove.js';
import { RULES } from './rulesText.js';
import { result } from './scoring.js';
import { setup } from './setup.js';
import { moveSchema, parseMove, type MegaGemMove, type MegaGemState } from './state.js';
import { view, type MegaGemView } from './view.js';
import { EMBLEM } from './emblem.js';
import { catalogues } from './i18n/index.js';
import { strongMegaGem } from './strong.js';

const megagem: GameManifest<MegaGemState, MegaGemMove, MegaGemView> = defineGame({
  id: 'megagem',
  name: 'MegaGem',
  summary: 'Bid in sealed auctions for gems whose worth is hidden in everyone\'s hands; the most coins wins.',
  summaries: {
    de: 'Biete in verdeckten Auktionen um Edelsteine, deren Wert in den Händen aller verborgen liegt; die meisten Münzen gewinnen.',
    fr: 'Enchéris en secret sur des gemmes dont la valeur se cache dans les mains de chacun ; le plus riche l’emporte.',
    es: 'Puja en subastas secretas por gemas cuyo valor se esconde en las manos de todos; gana quien acabe con más monedas.',
  },
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: [
    {
      key: 'chart', label: 'Value Chart', kind: 'choice', default: 'A',
      help: 'How many coins a gem is worth for each count of its colour in the Value Display. A is recommended for a first game.',
      choices: CHART_IDS.map((id) => ({ value: id, label: `Chart ${id}` })),
    },
  ],
  moveSchema,
  parseMove,
  setup,
  toAct,
  apply,
  view,
  isOver,
  result,
  createBot,
  onlyMove,
  cautiousMove,
  rules: RULES,
  messages: MESSAGES,
  /**
   * Seat views in replays: yes. Nothing stays secret once the game is over: every bid is revealed
   * when its auction resolves (rulebook, Gameplay: bids are revealed simultaneously), and at the
   * end the Gem cards left in hands are revealed into the Value Display (rulebook: "all of the Gem
   * cards that began in players' hands will eventually be revealed").
   */
  replaySeatViews: true,
  strong: strongMegaGem,
  emblem: EMBLEM,
  catalogues,
});

export default megagem;
export type { MegaGemMove, MegaGemState, MegaGemView };
