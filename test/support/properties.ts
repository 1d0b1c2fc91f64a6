/**
 * Property runs shared by every game: play many seeded bot games and check,
 * after every accepted move, the game's own invariants; that moves from seats
 * not to act and malformed moves are refused without touching the state; that
 * the record replays to the same final state; and that the final totals equal
 * an independent recount. Every state is deep-frozen while they run.
 */
import { expect } from 'vitest';
import { setAutoFreeze } from '../../src/shared/engine/draft.js';
import { applyMove, playBots, replay } from '../../src/shared/engine/engine.js';
import type { BaseState, BotLevel, GameDefinition, OptionValues, Seat } from '../../src/shared/engine/types.js';
import { SYSTEM } from '../../src/shared/engine/types.js';

export interface PropertyRun<S extends BaseState> {
  players: number;
  games: number;
  seed: string;
  bots?: BotLevel[];
  options?: OptionValues;
  /** Throw (or fail an expect) when the state breaks a rule. */
  invariant: (state: S) => void;
  /** The final totals per seat, computed independently of the game's scoring code. */
  recount: (state: S) => number[];
  /** Moves that must be refused in this state (beyond the generic probes). */
  illegalMoves?: (state: S, seat: Seat) => unknown[];
  /** Probe illegal moves every this many moves (default 7). */
  probeEvery?: number;
}

const REFUSAL_CODES = ['over', 'malformed', 'no_seat', 'wait', 'not_your_turn', 'illegal'];
const REFUSAL_ID = /^[a-z-]+\.[A-Za-z.]+$/;
const GARBAGE: unknown[] = [null, 42, 'move', {}, { type: 'no-such-move' }, { type: 123 }, []];

export function runProperties<S extends BaseState>(def: GameDefinition<S, { type: string }, unknown>, run: PropertyRun<S>): { moves: number } {
  // Frozen states: a rule (or the engine) that changes a state in place instead of its draft throws here.
  setAutoFreeze(true);
  try {
    return runFrozen(def, run);
  } finally {
    setAutoFreeze(false);
  }
}

function runFrozen<S extends BaseState>(def: GameDefinition<S, { type: string }, unknown>, run: PropertyRun<S>): { moves: number } {
  const bots = run.bots ?? Array.from({ length: run.players }, (_, i) => (i % 2 === 0 ? 'basic' : 'random') as BotLevel);
  const probeEvery = run.probeEvery ?? 7;
  let moves = 0;
  for (let g = 0; g < run.games; g++) {
    const seed = `${run.seed}:${g}`;
    let count = 0;
    const played = playBots(def, {
      players: run.players, seed, bots, options: run.options,
      onMove: (before, after) => {
        count++;
        run.invariant(after as S);
        if (count % probeEvery !== 0 || def.isOver(after as S)) return;
        const frozen = JSON.stringify(after);
        const waiting = new Set(def.toAct(after as S));
        const idle = Array.from({ length: run.players }, (_, s) => s).filter((s) => !waiting.has(s));
        const probes: [Seat, unknown][] = GARBAGE.map((m) => [waiting.values().next().value ?? 0, m]);
        for (const s of idle) probes.push([s, { type: 'pass' }]);
        const actor = waiting.values().next().value;
        if (actor !== undefined) for (const m of run.illegalMoves?.(after as S, actor) ?? []) probes.push([actor, m]);
        probes.push([run.players, { type: 'pass' }], [SYSTEM, { type: 'not-due' }]);
        for (const [s, m] of probes) {
          const r = applyMove(def, after as S, s, m);
          if (r.ok) throw new Error(`${def.id} ${seed}: illegal move ${JSON.stringify(m)} by seat ${s} was accepted`);
          // Plain checks, not expect(): thousands of refusals a file, and chai's assertion objects cost more than the moves.
          const refused = `${def.id} ${seed}: ${JSON.stringify(m)} by seat ${s} refused with`;
          if (!REFUSAL_CODES.includes(r.code)) throw new Error(`${refused} code ${JSON.stringify(r.code)}, not one of ${REFUSAL_CODES.join(', ')}`);
          if (!REFUSAL_ID.test(r.id)) throw new Error(`${refused} id ${JSON.stringify(r.id)}, not a message id (${REFUSAL_ID})`);
          if (r.message === r.id) throw new Error(`${refused} its id ${r.id} as its message (no text for it)`);
        }
        if (JSON.stringify(after) !== frozen) throw new Error(`${def.id} ${seed}: a refused move changed the state`);
        void before;
      },
    });
    moves += played.record.moves.length;
    const replayed = replay(def, JSON.parse(JSON.stringify(played.record)));
    expect(JSON.stringify(replayed), `${seed}: replay`).toBe(JSON.stringify(played.state));
    const totals = played.result.seats.map((s) => s.total);
    expect(totals, `${seed}: recount`).toEqual(run.recount(played.state));
  }
  return { moves };
}
