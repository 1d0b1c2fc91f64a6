/**
 * The `strong` level: a bot that remembers what its seat was shown and searches with ISMCTS (ismcts.ts).
 * A game supplies its `StrongGame` (src/shared/games/<id>/strong.ts); this file turns one into a Bot.
 */
import type { BaseState, Bot, BotMemory, BotSettings, BotThought, Seat } from '../engine/types.js';
import { ismcts, type SearchSpec } from './ismcts.js';

/**
 * Search iterations per decision when neither the table nor the game sets one. Each game sets its own
 * `defaultIterations`: about a second of thinking on one core (measured: docs/architecture.md, "Strong bots").
 */
export const DEFAULT_ITERATIONS = 1000;
/** The table may set a budget in this range. */
export const MIN_ITERATIONS = 1;
export const MAX_ITERATIONS = 20_000;

export interface StrongGame<S extends BaseState, M extends { type: string }, V, Mem> extends SearchSpec<S, M, V, Mem> {
  /** The game's id (the registry's). */
  id: string;
  /** Iterations per decision by default: about one second on one core. */
  defaultIterations: number;
  /** A new memory: plain data (it is copied to a worker thread with each decision). */
  newMemory(seat: Seat, memory: BotMemory): Mem;
  /** Keeps what the seat's new view shows (and only that). */
  remember(memory: Mem, view: V, seat: Seat): void;
  /**
   * True when its memory can forget like a person's (`BotMemory` 'human') or trust everything it was shown
   * ('perfect'): only then does the room ask how the table's strong bots remember.
   */
  forgets?: boolean;
}

/** A strong bot: `act` searches here; `thought` hands the same decision to another thread. */
export function strongBot<S extends BaseState, M extends { type: string }, V, Mem>(
  game: StrongGame<S, M, V, Mem>, seat: Seat, seed: string, settings: BotSettings = {},
): Bot<V, M> {
  const iterations = settings.iterations ?? Math.max(10, Math.round((game.defaultIterations ?? DEFAULT_ITERATIONS) * (settings.scale ?? 1)));
  const memory = game.newMemory(seat, settings.memory ?? 'human');
  let decisions = 0;
  const thought = (view: V): BotThought => {
    game.remember(memory, view, seat);
    return { game: game.id, seat, view, memory, iterations, seed: `${seed}/${decisions++}` };
  };
  return {
    observe: (view) => game.remember(memory, view, seat),
    act: (view) => {
      const t = thought(view);
      return ismcts(game, view, memory, seat, { iterations: t.iterations, seed: t.seed }).move;
    },
    thought: (view) => {
      const t = thought(view);
      // The memory travels as a copy: later observations must not change a decision in flight.
      return { ...t, memory: structuredClone(memory) };
    },
  };
}
