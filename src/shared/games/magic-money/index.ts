/**
 * Magic Money: a bidding game for 3–6 wizards. Outbid the others for
 * creatures — but the wizard who spends the most is eliminated. The game
 * definition, wiring its parts.
 */
import type { GameDefinition } from '../../engine/types.js';
import { apply } from './apply.js';
import { createBot } from './bots.js';
import { isOver, toAct } from './flow.js';
import { MESSAGES } from './messages.js';
import { onlyMove } from './onlyMove.js';
import { RULES } from './rulesText.js';
import { result } from './scoring.js';
import { setup } from './setup.js';
import { moveSchema, type MMMove, type MMState } from './state.js';
import { view, type MMView } from './view.js';

export const magicMoney: GameDefinition<MMState, MMMove, MMView> = {
  id: 'magic-money',
  name: 'Magic Money',
  summary: 'Bid as much imaginary gold as you dare for magical creatures — but the greediest wizard is eliminated.',
  minPlayers: 3,
  maxPlayers: 6,
  options: [],
  moveSchema,
  setup,
  toAct,
  apply,
  view,
  isOver,
  result,
  createBot,
  onlyMove,
  rules: RULES,
  messages: MESSAGES,
};

export default magicMoney;
export type { MMMove, MMState, MMView };
