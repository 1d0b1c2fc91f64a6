/**
 * Magic Money: a bidding game for 3–6 wizards. Outbid the others for
 * creatures — but the wizard who spends the most is eliminated. The game
 * definition, wiring its parts.
 */
import { defineGame, type GameManifest } from '../define.js';
import { apply } from './apply.js';
import { createBot } from './bots.js';
import { cautiousMove } from './cautious.js';
import { isOver, toAct } from './flow.js';
import { MESSAGES } from './messages.js';
import { onlyMove } from './onlyMove.js';
import { RULES } from './rulesText.js';
import { result } from './scoring.js';
import { setup } from './setup.js';
import { moveSchema, parseMove, type MMMove, type MMState } from './state.js';
import { view, type MMView } from './view.js';
import { EMBLEM } from './emblem.js';
import { catalogues } from './i18n/index.js';
import { strongMagicMoney } from './strong.js';

export const magicMoney: GameManifest<MMState, MMMove, MMView> = defineGame({
  id: 'magic-money',
  name: 'Magic Money',
  summary: 'Bid as much imaginary gold as you dare for magical creatures — but the greediest wizard is eliminated.',
  summaries: {
    de: 'Biete für magische Kreaturen so viel imaginäres Gold, wie du dich traust – doch der gierigste Zauberer scheidet aus.',
    fr: 'Mise autant d’or imaginaire que tu l’oses pour des créatures magiques — mais le sorcier le plus cupide est éliminé.',
    es: 'Puja todo el oro imaginario que te atrevas por criaturas mágicas, pero el mago más codicioso queda eliminado.',
  },
  minPlayers: 3,
  maxPlayers: 6,
  options: [],
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
  // The opening at 1 the host plays for a person says why in its own line ("Ada opens at 1 — the first auction
  // always opens at 1"): no "had only one choice" note besides (auction.ts applyOpen).
  forcedSaysWhy: ['open'],
  cautiousMove,
  rules: RULES,
  messages: MESSAGES,
  /**
   * Seat views in replays: never. The rulebook keeps each Private ledger hidden ("A player's Private
   * ledger remains hidden for the duration of the game"), losing bids are never shown to anyone but
   * the active player (house rules: "Nobody else ever sees a losing bid"), and the final scoring
   * reveals only totals: a seat's view would show its ledger and sealed bids to anyone.
   */
  replaySeatViews: false,
  strong: strongMagicMoney,
  emblem: EMBLEM,
  catalogues,
});

export default magicMoney;
export type { MMMove, MMState, MMView };
