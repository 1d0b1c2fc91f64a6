/**
 * Headless bot-vs-bot games for `npm run sim`: plays N seeded games and
 * summarises them. Pure Node-free logic except for the clock it is given.
 */
import { playBots } from '../../shared/engine/engine.js';
import type { AnyGame, BotLevel, OptionValues } from '../../shared/engine/types.js';

export interface SimConfig {
  players: number;
  games: number;
  seed: string;
  bots: BotLevel[];
  options: OptionValues;
}

export interface SimSummary {
  game: string;
  players: number;
  games: number;
  errors: number;
  movesPerGame: number;
  winRate: number[];
  meanScore: number[];
  gamesPerSecond: number;
  bots: BotLevel[];
  options: OptionValues;
  seed: string;
  errorSamples: string[];
}

export function simulate(def: AnyGame, cfg: SimConfig, now: () => number = () => performance.now()): SimSummary {
  const wins = new Array(cfg.players).fill(0);
  const scores = new Array(cfg.players).fill(0);
  let completed = 0, errors = 0, moves = 0;
  const errorSamples: string[] = [];
  const started = now();
  for (let i = 0; i < cfg.games; i++) {
    try {
      const { record, result } = playBots(def, { players: cfg.players, seed: `${cfg.seed}:${i}`, bots: cfg.bots, options: cfg.options });
      completed++;
      moves += record.moves.length;
      for (const w of result.winners) wins[w] += 1 / result.winners.length;
      for (const s of result.seats) scores[s.seat] += s.total;
    } catch (err) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`game ${i}: ${(err as Error).message}`);
    }
  }
  const seconds = Math.max((now() - started) / 1000, 1e-9);
  const per = (x: number) => (completed ? x / completed : 0);
  return {
    game: def.id,
    players: cfg.players,
    games: completed,
    errors,
    movesPerGame: per(moves),
    winRate: wins.map(per),
    meanScore: scores.map(per),
    gamesPerSecond: (completed + errors) / seconds,
    bots: cfg.bots,
    options: cfg.options,
    seed: cfg.seed,
    errorSamples,
  };
}
