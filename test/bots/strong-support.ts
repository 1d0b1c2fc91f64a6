/** Shared by the strong-bot tests: each game's strong spec, and a game played with given bots and settings. */
import { playBots } from '../../src/shared/engine/engine.js';
import type { AnyGame, BotLevel, BotSettings, GameRecord } from '../../src/shared/engine/types.js';
import type { AnyStrong } from '../../src/shared/games/define.js';
import { GAMES, getGame } from '../../src/shared/games/registry.js';

export type { AnyStrong };

/** How many play at the strong-bot tests' tables: a game's own count here, else three (within its limits). */
const PLAYERS: Record<string, number> = { megagem: 4, 'magic-money': 4, 'magical-library': 3, 'magic-market': 3 };

/** Every registered game's strong spec (from its manifest), with the tests' player count. */
export const STRONG_GAMES: { id: string; players: number; strong: AnyStrong }[] = GAMES.map((g) => ({
  id: g.id, players: PLAYERS[g.id] ?? Math.min(g.maxPlayers, Math.max(g.minPlayers, 3)), strong: g.strong,
}));

/** The game whose bots are all made with `settings` (as the simulator does). */
function withSettings(def: AnyGame, settings: BotSettings): AnyGame {
  return { ...def, createBot: (level, seat, seed) => def.createBot(level, seat, seed, settings) };
}

export function play(id: string, bots: BotLevel[], seed: string, settings: BotSettings): { record: GameRecord; winners: number[] } {
  const { record, result } = playBots(withSettings(getGame(id), settings), { players: bots.length, seed, bots });
  return { record, winners: result.winners };
}
