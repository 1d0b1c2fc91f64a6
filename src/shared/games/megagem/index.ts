/** MegaGem (Richard Garfield and Jane Street): the game definition. */
import { z } from 'zod';
import type { GameDefinition } from '../../engine/types.js';
import { applyMegaGem, toAct } from './apply.js';
import { createBot } from './bots.js';
import { CHART_IDS, MAX_PLAYERS, MIN_PLAYERS } from './data.js';
import { RULES } from './rules.js';
import { gameResult } from './scoring.js';
import { setupGame } from './setup.js';
import type { MegaGemMove, MegaGemState } from './state.js';
import { viewFor, type MegaGemView } from './view.js';

const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), amount: z.number().int('A bid is a whole number of coins').min(0, 'A bid cannot be negative') }),
  z.object({ type: z.literal('reveal'), gem: z.number().int().min(0).max(29, 'There are only 30 gem cards') }),
]) as z.ZodType<MegaGemMove>;

export const megagem: GameDefinition<MegaGemState, MegaGemMove, MegaGemView> = {
  id: 'megagem',
  name: 'MegaGem',
  summary: 'Bid in sealed auctions for gems whose worth is hidden in everyone\'s hands; the most coins wins.',
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
  setup: setupGame,
  toAct,
  apply: applyMegaGem,
  view: viewFor,
  isOver: (s) => s.phase === 'over',
  result: gameResult,
  createBot,
  rules: RULES,
};

export default megagem;
export type { MegaGemMove, MegaGemState, MegaGemView };
