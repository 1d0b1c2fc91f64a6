/** Shared by the strong-bot tests: each game's strong spec, and a game played with given bots and settings. */
import { playBots } from '../../src/shared/engine/engine.js';
import type { AnyGame, BaseState, BotLevel, BotSettings, GameRecord } from '../../src/shared/engine/types.js';
import { getGame } from '../../src/shared/games/registry.js';
import type { StrongGame } from '../../src/shared/bots/strong-bot.js';
import { strongMegaGem } from '../../src/shared/games/megagem/strong.js';
import { strongMagicMoney } from '../../src/shared/games/magic-money/strong.js';
import { strongLibrary } from '../../src/shared/games/magical-library/strong.js';
import { strongMarket } from '../../src/shared/games/magic-market/strong.js';

export type AnyStrong = StrongGame<BaseState, { type: string }, unknown, unknown>;

export const STRONG_GAMES: { id: string; players: number; strong: AnyStrong }[] = [
  { id: 'megagem', players: 4, strong: strongMegaGem as unknown as AnyStrong },
  { id: 'magic-money', players: 4, strong: strongMagicMoney as unknown as AnyStrong },
  { id: 'magical-library', players: 3, strong: strongLibrary as unknown as AnyStrong },
  { id: 'magic-market', players: 3, strong: strongMarket as unknown as AnyStrong },
];

/** The game whose bots are all made with `settings` (as the simulator does). */
export function withSettings(def: AnyGame, settings: BotSettings): AnyGame {
  return { ...def, createBot: (level, seat, seed) => def.createBot(level, seat, seed, settings) };
}

export function play(id: string, bots: BotLevel[], seed: string, settings: BotSettings): { record: GameRecord; winners: number[] } {
  const { record, result } = playBots(withSettings(getGame(id), settings), { players: bots.length, seed, bots });
  return { record, winners: result.winners };
}
