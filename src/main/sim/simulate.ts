/**
 * Headless bot-vs-bot games for `npm run sim`: plays N seeded games and
 * summarises them. Pure Node-free logic except for the clock it is given.
 */
import { playBots } from '../../shared/engine/engine.js';
import type { AnyGame, Bot, BotLevel, BotSettings, OptionValues } from '../../shared/engine/types.js';

export interface SimConfig {
  players: number;
  games: number;
  seed: string;
  bots: BotLevel[];
  options: OptionValues;
  /** Strong bots' settings (search iterations per move, memory); the defaults when absent. */
  botSettings?: BotSettings;
  /** Called after each game with the games played so far and each seat's wins so far (shared ties split). */
  onGame?(played: number, wins: readonly number[]): void;
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
  /** Wall-clock milliseconds per decision of each strong seat's bot (null: a seat whose bot is not timed, see `simulate`). */
  msPerMove: (number | null)[];
}

/** A bot whose decisions are timed (wall clock per seat); `observe` only when the bot has one. */
class TimedBot implements Bot<unknown, { type: string }> {
  observe?: (v: unknown) => void;
  constructor(
    private readonly bot: Bot<unknown, { type: string }>, private readonly seat: number,
    private readonly thinking: number[], private readonly decisions: number[], private readonly now: () => number,
  ) {
    if (bot.observe) this.observe = (v) => bot.observe!(v);
  }

  act(v: unknown): { type: string } {
    const t = this.now();
    const move = this.bot.act(v);
    this.thinking[this.seat] += this.now() - t;
    this.decisions[this.seat]++;
    return move;
  }
}

export function simulate(def: AnyGame, cfg: SimConfig, now: () => number = () => performance.now()): SimSummary {
  const wins = new Array(cfg.players).fill(0);
  const scores = new Array(cfg.players).fill(0);
  let completed = 0, errors = 0, moves = 0;
  const errorSamples: string[] = [];
  const started = now();
  const thinking = new Array(cfg.players).fill(0);
  const decisions = new Array(cfg.players).fill(0);
  // Every bot is made with the table's settings. Strong bots' decisions are timed (their thinking is what a table
  // waits for); the others answer in microseconds, where two clock readings a decision would cost more than it.
  const game: AnyGame = {
    ...def,
    createBot: (level, seat, seed) => {
      const bot = def.createBot(level, seat, seed, cfg.botSettings);
      return level === 'strong' ? new TimedBot(bot, seat, thinking, decisions, now) : bot;
    },
  };
  for (let i = 0; i < cfg.games; i++) {
    try {
      const { record, result } = playBots(game, { players: cfg.players, seed: `${cfg.seed}:${i}`, bots: cfg.bots, options: cfg.options });
      completed++;
      moves += record.moves.length;
      for (const w of result.winners) wins[w] += 1 / result.winners.length;
      for (const s of result.seats) scores[s.seat] += s.total;
    } catch (err) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`game ${i}: ${(err as Error).message}`);
    }
    cfg.onGame?.(i + 1, wins);
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
    msPerMove: thinking.map((ms, seat) => (cfg.bots[seat] !== 'strong' ? null : decisions[seat] ? ms / decisions[seat] : 0)),
  };
}
