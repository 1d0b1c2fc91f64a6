/**
 * Magic Market: sell magic Objects to Visitors whose wishes you must
 * remember, shop at the other Stands, be the richest when the market closes.
 * The game definition only: each part lives in the file named for its job.
 */
import { defineGame, type GameManifest } from '../define.js';
import { apply } from './apply.js';
import { createBot } from './bots.js';
import { cautiousMove } from './cautious.js';
import { isOver, scheduled, toAct } from './flow.js';
import { MESSAGES } from './messages.js';
import { onlyMove } from './onlyMove.js';
import { RULES } from './rulesText.js';
import { result } from './scoring.js';
import { setup } from './setup.js';
import { moveSchema, parseMove, type MarketMove, type MarketState } from './state.js';
import { view, type MarketView } from './view.js';
import { EMBLEM } from './emblem.js';
import { catalogues } from './i18n/index.js';
import { strongMarket } from './strong.js';

export const magicMarket: GameManifest<MarketState, MarketMove, MarketView> = defineGame({
  id: 'magic-market',
  name: 'Magic Market',
  summary: 'Remember what the Visitors want, sell them your magic Objects, shop at the other Stands: the richest at 5 o\'clock wins.',
  summaries: {
    de: 'Merk dir, was die Besucher wollen, verkauf ihnen deine Zauberobjekte, kauf an den anderen Ständen ein: Wer um 5 Uhr am reichsten ist, gewinnt.',
    fr: 'Retiens ce que veulent les Visiteurs, vends-leur tes Objets magiques, fais tes achats aux autres Stands : le plus riche à 5 h gagne.',
    es: 'Recuerda lo que quieren los Visitantes, véndeles tus Objetos mágicos, compra en los otros Puestos: quien sea más rico a las 5 gana.',
  },
  minPlayers: 2,
  maxPlayers: 4,
  options: [
    { key: 'variant', label: 'The Passage of the Great Magician', help: 'Clock from 9 o\'clock; the Great Magician buys back completed Satchel lists at the end.', kind: 'boolean', default: false },
  ],
  moveSchema,
  parseMove,
  setup,
  toAct,
  apply,
  scheduled,
  view,
  isOver,
  result,
  createBot,
  onlyMove,
  cautiousMove,
  rules: RULES,
  messages: MESSAGES,
  /**
   * Seat views in replays: yes. A seat's view adds only its own Stand choice in the opening (public
   * once everyone has chosen: the Stands are on the table) and its legal choices; the Visitors'
   * symbols are in no seat's view except while shown to everyone (rulebook: "Show it to everyone
   * before returning the pawn to its place"). Nothing is secret to one player after the game.
   */
  replaySeatViews: true,
  strong: strongMarket,
  emblem: EMBLEM,
  catalogues,
});

export default magicMarket;
