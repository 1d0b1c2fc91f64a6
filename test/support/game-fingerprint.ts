/**
 * A fingerprint of many seeded bot games: a SHA-256 over each game's move record, result (places, totals,
 * score lines) and full log, and, for the first few games, every view a bot was given and every seat's
 * final view. The engine's speed work may change how a game computes, never what it computes: the same
 * seeds must give the same fingerprint before and after (pinned per game in its determinism test).
 */
import { createHash } from 'node:crypto';
import { playBots } from '../../src/shared/engine/engine.js';
import type { AnyGame, BotLevel, BotSettings, OptionValues } from '../../src/shared/engine/types.js';

export interface FingerprintRun {
  players: number;
  games: number;
  seed: string;
  bots: BotLevel[];
  options?: OptionValues;
  settings?: BotSettings;
  /** Games (the first ones) whose views are hashed too. */
  viewGames?: number;
}

export function fingerprint(def: AnyGame, run: FingerprintRun): string {
  const hash = createHash('sha256');
  for (let g = 0; g < run.games; g++) {
    const withViews = g < (run.viewGames ?? 0);
    const game: AnyGame = {
      ...def,
      createBot: (level, seat, seed) => {
        const bot = def.createBot(level, seat, seed, run.settings);
        return {
          ...(bot.observe ? { observe: (v: unknown) => bot.observe!(v) } : {}),
          act: (v: unknown) => {
            if (withViews) hash.update(`view ${seat} ${JSON.stringify(v)}\n`);
            return bot.act(v);
          },
        };
      },
    };
    const { state, record, result } = playBots(game, { players: run.players, seed: `${run.seed}:${g}`, bots: run.bots, options: run.options });
    hash.update(JSON.stringify({ moves: record.moves, options: record.options, result, log: state.log }));
    if (withViews) for (let s = -1; s < run.players; s++) hash.update(JSON.stringify(def.view(state, s < 0 ? null : s)));
    hash.update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}
